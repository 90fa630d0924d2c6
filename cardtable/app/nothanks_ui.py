"""What the game page needs to know about No Thanks!: its table, buttons, scoreboard and results.

A QObject so that its texts use `self.tr`, the form in which pyside6-lupdate recognises plurals (%n).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject

from ..games.nothanks.rules import PAY, TAKE, card_points, runs, score
from .table.style import signed


@dataclass(frozen=True)
class ActionButton:
    action: str
    label: str
    shortcut: str


def runs_text(cards) -> str:
    parts = [str(run[0]) if len(run) == 1 else f"{run[0]}–{run[-1]}" for run in runs(cards)]
    return ", ".join(parts) if parts else "—"


class NoThanksUI(QObject):
    """The game page's adapter for No Thanks!. Every game has one with the same methods (GAME_UIS in
    game_page): its table widget, action buttons with tooltips, prompt, scoreboard and results."""

    game_id = "nothanks"

    def action_buttons(self) -> list[ActionButton]:
        # The shortcut is the first letter of the translated label.
        return [ActionButton(TAKE, self.tr("Take"), self.tr("T")),
                ActionButton(PAY, self.tr("No thanks"), self.tr("N"))]

    def action_tooltip(self, action: str, obs) -> str:
        if action == TAKE and obs.pot == 0:
            text = self.tr("Take {card}; then you turn up the next card.")
        elif action == TAKE:
            text = self.tr("Take {card} and the %n chip(s) on it; then you turn up the next card.", None, obs.pot)
        elif obs.my_chips == 0:
            text = self.tr("You have no chips left: you must take the card.")
        else:
            text = self.tr("Put one of your chips on {card} and pass it on.")
        return text.format(card=obs.open_card)

    def prompt(self, obs, names) -> str:
        if obs.terminal:
            return self.tr("The game is over.")
        if obs.seat != obs.to_act and obs.pot == 0:
            text = self.tr("{name} is deciding on {card} (no chips on it yet).")
        elif obs.seat != obs.to_act:
            text = self.tr("{name} is deciding on {card} (%n chip(s) on it).", None, obs.pot)
        elif obs.my_chips == 0:
            text = self.tr("{name}, you have no chips left: you must take {card}.")
        elif obs.pot == 0:
            text = self.tr("{name}, take {card} (no chips on it yet), or say no thanks?")
        else:
            text = self.tr("{name}, take {card} with its %n chip(s), or say no thanks?", None, obs.pot)
        return text.format(name=names[obs.to_act], card=obs.open_card)

    def scoreboard_headers(self) -> list[str]:
        return [self.tr("Player"), self.tr("Points"), self.tr("Chips"), self.tr("Score")]

    def scoreboard_rows(self, obs, names) -> list[list[str]]:
        """One row per seat; a hidden chip count (and so the score) shows as '?'."""
        rows = []
        for seat, name in enumerate(names):
            cards, chips = obs.cards[seat], obs.chips[seat]
            marker = "▶ " if seat == obs.to_act else ""
            rows.append([marker + name, str(card_points(cards)), "?" if chips is None else str(chips),
                         "?" if chips is None else signed(score(cards, chips))])
        return rows

    def results_headers(self) -> list[str]:
        return [self.tr("Place"), self.tr("Player"), self.tr("Runs"), self.tr("Card points"), self.tr("Chips"),
                self.tr("Score")]

    def results_rows(self, state, names) -> list[list[str]]:
        """Every seat, best first, with the breakdown of its score."""
        places = state.ranking().places
        order = sorted(range(len(names)), key=lambda seat: (places[seat], seat))
        rows = []
        for seat in order:
            cards, chips = state.cards[seat], state.chips[seat]
            rows.append([str(places[seat]), names[seat], runs_text(cards), str(card_points(cards)),
                         signed(-chips), signed(score(cards, chips))])
        return rows

    @staticmethod
    def offer_on_table(table, legal) -> None:
        """Let the person act on the table itself: click the open card to take, the own chips to pay."""
        table.set_take_enabled(TAKE in legal)
        table.set_pay_enabled(PAY in legal)

    @staticmethod
    def create_table(parent=None):
        from .table.nothanks_table import NoThanksTable

        return NoThanksTable(parent)
