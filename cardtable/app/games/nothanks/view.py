"""No Thanks! as the shell shows it (the GameView contract of cardtable.app.plugin): its table, buttons,
prompts, scoreboard and results."""

from __future__ import annotations

from cardtable.app.plugin import ActionButton, GameView, register_view
from cardtable.app.table.style import signed
from cardtable.games.nothanks.rules import PAY, TAKE, NoThanks, card_points, score

from . import texts
from .catalogue import CATALOGUE


def runs_text(runs) -> str:
    parts = [str(run[0]) if len(run) == 1 else f"{run[0]}–{run[-1]}" for run in runs]
    return ", ".join(parts) if parts else "—"


@register_view
class NoThanksUI(GameView):
    """No Thanks!'s view: Take and No thanks as buttons (and on the table), chip counts in the scoreboard."""

    game = NoThanks
    catalogue = CATALOGUE

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
        if obs.to_act is None or obs.open_card is None:  # a step of the table's animation: no card open yet
            return ""
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

    def log_values(self, event, names) -> dict[str, str]:
        return texts.log_values(event, super().log_values(event, names))

    def progress(self, obs) -> str:
        """Which card of the game is open: one round, so the cards are what a player counts."""
        taken = sum(len(cards) for cards in obs.cards)
        if obs.open_card is None:
            return ""
        return self.tr("card {number} of {total}").format(number=taken + 1, total=taken + 1 + obs.deck_size)

    def cover_text(self, name: str) -> str:
        return self.tr("Everyone else, please look away. {name}: click when you are ready to see your chips "
                       "and decide on the open card.").format(name=name)

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
        return [self.tr("Runs"), self.tr("Card points"), self.tr("Chips"), self.tr("Score")]

    def result_cells(self, state, seat) -> list[str]:
        """A seat's score broken down: its runs, their points, its chips."""
        breakdown = state.score_breakdown(seat)
        return [runs_text(breakdown["runs"]), str(breakdown["card_points"]), signed(-breakdown["chips"]),
                signed(breakdown["score"])]

    def create_table(self, parent=None):
        from .table import NoThanksTable

        return NoThanksTable(parent)
