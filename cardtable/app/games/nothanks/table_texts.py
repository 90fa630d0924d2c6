"""The words the No Thanks! table writes on the felt and in its tooltips.

A QObject's `self.tr`, the form in which pyside6-lupdate recognises plural forms (%n); the module's
functions are the texts object's methods (`table_texts.score_line(...)` and the like).
"""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import QObject

from cardtable.games.nothanks.rules import card_points

from cardtable.app.table.style import signed


class NoThanksTableTexts(QObject):
    def default_name(self, seat: int) -> str:
        return self.tr("Player {number}").format(number=seat + 1)

    def no_cards_yet(self) -> str:
        return self.tr("No cards yet")

    def score_line(self, cards: Sequence[int], chips: int | None) -> str:
        """A seat's score and how it is made; only its cards' points when its chips are secret."""
        points = card_points(cards)
        if chips is None:
            return self.tr("Cards: %n point(s)", None, points)
        return self.tr("Score {score}: cards {points} − %n chip(s)", None, chips).format(
            score=signed(points - chips), points=points)

    def stack_tooltip(self, chips: int | None) -> str:
        if chips is None:
            return self.tr("Chips: hidden")
        return self.tr("%n chip(s)", None, chips)

    def pay_tooltip(self) -> str:
        return self.tr("Pay a chip: no thanks")

    def take_tooltip(self) -> str:
        return self.tr("Take the card and its chips")

    def deck_label(self, count: int) -> str:
        return self.tr("Deck: {count}").format(count=count)

    def pot_tooltip(self, pot: int) -> str:
        return self.tr("%n chip(s) on the card", None, pot)

    def status_line(self, obs, name_of: Callable[[int], str]) -> str:
        if obs.terminal:
            return self.tr("Game over")
        if obs.to_act is None:
            return ""
        if obs.to_act == obs.seat:
            return self.tr("▶ Your turn")
        return self.tr("▶ {name} to play").format(name=name_of(obs.to_act))


_TEXTS = NoThanksTableTexts()


def __getattr__(name: str):
    return getattr(_TEXTS, name)
