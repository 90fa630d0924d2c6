"""Sealed Bid as the shell shows it (the GameView contract): one button per bid, the two prizes as
buttons and on the table, a scoreboard that keeps the others' bids sealed. Its rules page and picture
are in this package's resources folder, and its French in a catalogue the tests build (see conftest)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP

from cardtable.app.plugin import ActionButton, Catalogue, GameView

from .rules import BIDS, PRIZES, SealedBid, bid_amount

RESOURCES = Path(__file__).resolve().parent / "resources"

CATALOGUE = Catalogue(
    name=QT_TRANSLATE_NOOP("Games", "Sealed Bid"),
    summary=QT_TRANSLATE_NOOP("Games", "Bid coins in secret for a pair of prizes; the winner pays and picks one."),
    credit=QT_TRANSLATE_NOOP("Games", "Sealed Bid is a test game of cardtable."),
    options=(
        QT_TRANSLATE_NOOP("Options", "Length"),
        QT_TRANSLATE_NOOP("Options", "Short (4 rounds)"),
        QT_TRANSLATE_NOOP("Options", "Long (6 rounds)"),
    ),
    events=(
        QT_TRANSLATE_NOOP("Events", "{seat} places a sealed bid."),
        QT_TRANSLATE_NOOP("Events", "The bids are {bids}: {seat} wins with {bid} and chooses a prize."),
        QT_TRANSLATE_NOOP("Events", "{seat} takes the prize worth {value}."),
        QT_TRANSLATE_NOOP("Events", "Round {number}: prizes {first} and {second}; {seat} bids first."),
    ),
    reasons={
        "take_prize": QT_TRANSLATE_NOOP("Reasons", "Take one of the two prizes."),
        "too_poor": QT_TRANSLATE_NOOP("Reasons", "You cannot bid {bid} coins: you have {coins}."),
    },
)


class SealedBidUI(GameView):
    game = SealedBid
    catalogue = CATALOGUE

    @classmethod
    def rules_page(cls, language: str) -> Path:
        page = RESOURCES / f"rules.{language}.html"
        return page if page.exists() else RESOURCES / "rules.en.html"

    @classmethod
    def picture(cls) -> Path:
        return RESOURCES / "picture.svg"

    def action_buttons(self) -> list[ActionButton]:
        bids = [ActionButton(action, self.tr("Bid {amount}").format(amount=bid_amount(action)), str(bid_amount(action)))
                for action in BIDS]
        return bids + [ActionButton(PRIZES[0], self.tr("Take the left prize"), self.tr("L")),
                       ActionButton(PRIZES[1], self.tr("Take the right prize"), self.tr("R"))]

    def action_tooltip(self, action, obs) -> str:
        if obs.round_prizes is None:
            return ""
        if action in PRIZES:
            return self.tr("Score {value} points.").format(value=obs.round_prizes[PRIZES.index(action)])
        return self.tr("Offer {amount} of your {coins} coins.").format(amount=bid_amount(action),
                                                                      coins=obs.coins[obs.seat])

    def prompt(self, obs, names) -> str:
        if obs.terminal:
            return self.tr("The game is over.")
        first, second = obs.round_prizes
        name = names[obs.to_act]
        if obs.winner is not None and obs.winner == obs.seat:
            return self.tr("{name}, you won the auction: take the prize worth {first} or the one worth "
                           "{second}.").format(name=name, first=first, second=second)
        if obs.winner is not None:
            return self.tr("{name} won the auction and is choosing a prize.").format(name=name)
        if obs.to_act == obs.seat:
            return self.tr("{name}, make a sealed bid for the prizes {first} and {second}: you have {coins} "
                           "coins.").format(name=name, first=first, second=second, coins=obs.coins[obs.seat])
        return self.tr("{name} is bidding for the prizes {first} and {second}.").format(name=name, first=first,
                                                                                        second=second)

    def bid_text(self, obs, seat: int) -> str:
        if obs.opened_bids is not None:
            return str(obs.opened_bids[seat])
        if seat == obs.seat and obs.my_bid is not None:
            return str(obs.my_bid)
        return self.tr("sealed") if obs.bid_made[seat] else "—"

    def scoreboard_headers(self) -> list[str]:
        return [self.tr("Player"), self.tr("Coins"), self.tr("Points"), self.tr("Bid")]

    def scoreboard_rows(self, obs, names) -> list[list[str]]:
        return [[("▶ " if seat == obs.to_act else "") + name, str(obs.coins[seat]), str(obs.points[seat]),
                 self.bid_text(obs, seat)] for seat, name in enumerate(names)]

    def results_headers(self) -> list[str]:
        return [self.tr("Prizes"), self.tr("Coins left"), self.tr("Score")]

    def result_cells(self, state, seat) -> list[str]:
        parts = state.score_breakdown(seat)
        return [str(parts["prizes"]), str(parts["coins"]), str(parts["score"])]

    def create_table(self, parent=None):
        from .table import SealedBidTable

        return SealedBidTable(parent)
