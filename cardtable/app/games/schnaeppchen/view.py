"""Schnäppchen Jagd as the shell shows it (the GameView contract of cardtable.app.plugin): prompts,
scoreboard, results and the log. Every action is taken on the table itself (cards, declaration
dialogs, the sorting dialog), so there are no action buttons.
"""

from __future__ import annotations

from cardtable.app.plugin import GameView, register_view
from cardtable.app.table.tricks.view_frame import TrickViewFrame, shown
from cardtable.app.table.style import with_sign
from cardtable.games.schnaeppchen import Schnaeppchen
from cardtable.games.schnaeppchen.cards import SUPER

from . import texts
from .catalogue import CATALOGUE
from .faces import colour_style


@register_view
class SchnaeppchenUI(TrickViewFrame, GameView):
    """Schnäppchen Jagd's view."""

    game = Schnaeppchen
    catalogue = CATALOGUE
    texts = texts

    def phase_prompt(self, obs, mine: bool) -> str | None:
        if obs.phase == "bargain":
            return (self.tr("{name}, lay a card to start your bargain pile: its value is what you will collect.")
                    if mine else self.tr("{name} is choosing a bargain card."))
        return self._sort_prompt(obs, mine) if obs.phase == "sort" else None

    def prompt_values(self, obs) -> dict[str, object]:
        view = obs.trick_view()
        return {**self.colour_values(view.led, view.trump), "value": obs.collecting(obs.to_act)}

    def play_prompt(self, obs) -> str:
        view = obs.trick_view()
        if not obs.trick:
            text = self.tr("{name}, lead a card. You collect {value}s.")
        elif view.led is None:
            text = self.tr("{name}, play a card: the first coloured card sets the colour to follow. "
                           "You collect {value}s.")
        elif obs.must_follow():
            text = self.tr("{name}, follow {colour} (or play a super offer). You collect {value}s.")
        elif view.trump is not None:
            text = self.tr("{name}, you cannot follow {colour}: play any card ({trump} is trump in this trick). "
                           "You collect {value}s.")
        else:
            text = self.tr("{name}, you cannot follow {colour}: play any card and say whether its colour is "
                           "trump. You collect {value}s.")
        return text

    def _sort_prompt(self, obs, mine: bool) -> str:
        if not mine:
            return self.tr("{name} is sorting the junk pile.")
        if obs.sortings_pending(obs.seat) == 2:
            return self.tr("{name}, sort your junk pile (the first of your two sortings): take out one value, "
                           "or keep it as it is.")
        return self.tr("{name}, sort your junk pile: take out one value, or keep it as it is.")

    def cover_text(self, name: str) -> str:
        return self.tr("Everyone else, please look away. {name}: click when you are ready to see your hand "
                       "and your junk pile.").format(name=name)

    def scoreboard_headers(self) -> list[str]:
        # What each seat collects is shown large on its mat; the narrow side panel keeps to the numbers.
        return [self.tr("Player"), self.tr("Bargain"), self.tr("Junk"), self.tr("Score")]

    def score_cells(self, obs, seat: int) -> list[str]:
        return [str(len(obs.bargain[seat])), str(obs.junk_sizes[seat]), with_sign(obs.scores()[seat])]

    def results_headers(self) -> list[str]:
        return [self.tr("Bargain pile"), self.tr("Junk pile"), self.tr("Score")]

    def result_cells(self, state, seat) -> list[str]:
        """A seat's score broken down: its bargain pile (and the value it collects), its junk pile."""
        breakdown = state.score_breakdown(seat)
        pile = self.tr("+%n card(s)", None, breakdown["bargain"])
        if breakdown["collecting"] is not None:
            pile += " " + self.tr("(collecting {value}s)").format(value=breakdown["collecting"])
        junk_text = self.tr("−%n card(s)", None, breakdown["junk"])
        if breakdown["super_offers_in_junk"]:
            junk_text += " " + self.tr("(%n super offer(s))", None, breakdown["super_offers_in_junk"])
        return [pile, junk_text, with_sign(breakdown["score"])]

    def showcase_more(self, table, obs, legal):
        """The junk pile, a declaration dialog and the sorting dialog, when they apply."""
        if obs.my_junk:
            table.show_junk()
            yield "junk", None
            table.close_overlay()
        for code in dict.fromkeys(action[1] for action in legal if action[0] == "play"):
            options = [action for action in legal if action[0] == "play" and action[1] == code]
            if len(options) > 1:
                table.table_scene().card_activated.emit(("hand", code, 0))  # as Enter on the card
                yield from shown("declare-trump" if len({action[2] for action in options}) > 1 else "declare-twin",
                                 table.pending_dialog())
                break
        if legal and legal[0][0] == "sort":
            table.open_sorting_dialog()
            yield from shown("sorting", table.sorting_dialog())

    def card_colour(self, code: int) -> str | None:
        return colour_style(code // 10).colour if code != SUPER else None

    def create_table(self, parent=None):
        from .table import SchnaeppchenTable

        return SchnaeppchenTable(parent)
