"""Auf falscher Fährte as the shell shows it (the GameView contract of cardtable.app.plugin): prompts,
scoreboard, results and the log. Every action is taken on the table itself (a hand card to hide or play,
the trump dialog), so there are no action buttons.
"""

from __future__ import annotations

from cardtable.app.plugin import GameView, register_view
from cardtable.app.table.tricks.view_frame import TrickViewFrame, shown
from cardtable.games.faehrte import Faehrte

from . import texts
from .catalogue import CATALOGUE
from .faces import card_style


@register_view
class FaehrteUI(TrickViewFrame, GameView):
    """Auf falscher Fährte's view."""

    game = Faehrte
    catalogue = CATALOGUE
    texts = texts

    def phase_prompt(self, obs, mine: bool) -> str | None:
        if obs.phase == "hide":
            return (self.tr("{name}, click the card of your hand to lay face down as your hidden card. Together, "
                            "the hidden cards decide whether this is a Plus or a Minus round.")
                    if mine else self.tr("{name} is choosing a hidden card."))
        if obs.phase == "trump":
            return (self.tr("{name}, keep {trump} as trump or choose another colour.") if mine
                    else self.tr("{name} is deciding on trump."))
        return None

    def prompt_values(self, obs) -> dict[str, str]:
        return self.colour_values(obs.led_colour(), obs.trump)

    def play_prompt(self, obs) -> str:
        if not obs.trick:
            return self.tr("{name}, lead a card ({trump} is trump).")
        led = obs.led_colour()
        if led is None:
            return self.tr("{name}, play a card: the first coloured card sets the colour to follow.")
        if obs.must_follow():
            return self.tr("{name}, follow {colour}.")
        return self.tr("{name}, you cannot follow {colour}: play any card ({trump} is trump).")

    def cover_text(self, name: str) -> str:
        return self.tr("Everyone else, please look away. {name}: click when you are ready to see your hand "
                       "and your hidden card.").format(name=name)

    def scoreboard_headers(self) -> list[str]:
        return [self.tr("Player"), self.tr("Tricks"), self.tr("Points")]

    def score_cells(self, obs, seat: int) -> list[str]:
        return [str(obs.tricks_won[seat]), str(obs.totals[seat])]

    def results_headers(self) -> list[str]:
        return [self.tr("Points by round"), self.tr("Points")]

    def result_cells(self, state, seat) -> list[str]:
        """A seat's points round by round, then its total."""
        breakdown = state.score_breakdown(seat)
        rounds = " + ".join(str(points) for points in breakdown["rounds"]) or "—"
        return [rounds, str(breakdown["score"])]

    def showcase_more(self, table, obs, legal):
        """The score sheet and the trump dialog, when they apply."""
        if obs.round_points:
            yield from shown("score-sheet", table.open_score_sheet())
        if legal and legal[0][0] == "trump":
            yield from shown("trump", table.open_trump_dialog())

    def card_colour(self, code: int) -> str:
        return card_style(code).colour

    def create_table(self, parent=None):
        from .table import FaehrteTable

        return FaehrteTable(parent)
