"""Schnäppchen Jagd's sorting: which value to take out of the junk pile, with what it would do.

Every value of the junk pile is a row with its count; the ones the legal actions allow can be chosen.
Each row and the preview give the rules' own outcome (sorting.SortOffer): how many cards are discarded,
how many go to the bargain pile, what the player then collects and the score the player would then have,
with its change. The sorting the rules suggest is preselected. The frame is the kit's ChoiceTableDialog.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from cardtable.games.schnaeppchen import sorting
from cardtable.games.schnaeppchen.cards import SUPER
from cardtable.app.table.choice_table_dialog import ChoiceTableDialog
from cardtable.app.table.style import with_sign
from .faces import face, sort_key

KEEP = None


class SortingDialog(ChoiceTableDialog):
    """Choose how to sort the junk pile; emits `chosen(choice)` with None (keep), a value or "all"."""

    def __init__(self, obs, choices, parent: QWidget | None = None):
        by_value = sorted(obs.my_junk, key=lambda code: sort_key(code, "value"))  # the player's own pile
        super().__init__("sorting", [face(code) for code in by_value], parent)
        self._obs = obs
        self._offer = sorting.SortOffer.of(obs, choices)
        self.retranslate()
        self.select(self._offer.best_choice())

    # --- what it offers ------------------------------------------------------------------------------------
    def options(self) -> list:
        return self._offer.options()

    def is_allowed(self, choice) -> bool:
        return self._offer.is_allowed(choice)

    def result(self, choice) -> sorting.SortResult:
        return self._offer.result(choice)

    def score_change(self, choice) -> int:
        return self.result(choice).score_change

    def score_after(self, choice) -> int:
        return self._offer.score_after(choice)

    # --- texts ------------------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        obs = self._obs
        self.setWindowTitle(self.tr("Sort your junk pile"))
        title = self.tr("Your junk pile holds %n card(s).", None, len(self._offer.context.junk))
        if obs.round == obs.rounds:
            title += " " + self.tr("Last round: you sort twice (this is sorting {number} of 2).").format(
                number=max(1, 3 - obs.sortings_pending(obs.seat)))
        headers = [self.tr("Choice"), self.tr("In junk"), self.tr("Discarded"), self.tr("To bargain pile"),
                   self.tr("Then you collect"), self.tr("Score")]
        self.set_texts(title, self._rule_text(), headers, self.tr("Ways to sort your junk pile"), self.tr("Sort"),
                       self.tr("Close; the table's “Sort your junk…” button opens this again."))

    def _rule_text(self) -> str:
        keep = sorting.franchise(self._obs.players)
        if self._obs.variant == "strict":
            text = self.tr("Take out a value you hold at least {least} times: {keep} of those cards are discarded "
                           "and the rest go onto your bargain pile, whose value you then collect. If no value "
                           "qualifies, a junk pile that was empty before this round and holds no super offer may "
                           "be discarded whole.").format(least=keep + 1, keep=keep)
        else:
            text = self.tr("Take out every junk card of one value: the first {keep} are discarded, any others go "
                           "onto your bargain pile, and you collect that value from then on.").format(keep=keep)
        if SUPER in self._offer.context.junk:
            text += " " + self.tr("Super offers always stay in the junk pile.")
        return text

    def _choice_label(self, choice) -> str:
        if choice is KEEP:
            return self.tr("Keep the junk pile as it is")
        if choice == sorting.ALL:
            return self.tr("Discard the whole junk pile")
        return self.tr("Take out the {value}s").format(value=choice)

    def cells(self, choice) -> list[str]:
        result, collects = self.result(choice), self._offer.collecting_after(choice)
        return [self._choice_label(choice), "—" if choice is KEEP else str(result.taken_out),
                str(len(result.discarded)), str(len(result.to_bargain)),
                "—" if collects is None else self.tr("{value}s").format(value=collects), self._score_cell(choice)]

    def _score_cell(self, choice) -> str:
        """The score after this sorting, with the change in brackets (nothing to add when keeping)."""
        after = with_sign(self.score_after(choice))
        return after if choice is KEEP else f"{after} ({with_sign(self.score_change(choice))})"

    def refusal(self, choice) -> str:
        least = sorting.franchise(self._obs.players) + 1
        return self.tr("Strict sorting: only a value you hold at least {least} times can be taken out.").format(
            least=least)

    def preview(self, choice) -> str:
        before = self._obs.scores()[self._obs.seat]
        if choice is KEEP:
            return self.tr("Nothing changes: your score stays {score}.").format(score=with_sign(before))
        result = self.result(choice)
        parts = [self.tr("%n card(s) discarded (each stops costing a point)", None, len(result.discarded))]
        if result.to_bargain:
            parts.append(self.tr("%n card(s) to your bargain pile (each +2: no longer −1, now +1)", None,
                                 len(result.to_bargain)))
        text = self.tr("{choice}: {parts}. Score {before} → {after} ({change}).").format(
            choice=self._choice_label(choice), parts="; ".join(parts), before=with_sign(before),
            after=with_sign(self.score_after(choice)), change=with_sign(result.score_change))
        if result.to_bargain:
            value = self._offer.collecting_after(choice)
            text += " " + self.tr("From then on you collect {value}s.").format(value=value)
        return text
