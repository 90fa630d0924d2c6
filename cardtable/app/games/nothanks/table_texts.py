"""The words the No Thanks! table writes on the felt and in its tooltips.

They keep the context "NoThanksTable" (the table's class, whose `self.tr` they were) so that their
translations still match; QCoreApplication.translate("Context", ...) is what pyside6-lupdate reads.
"""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from cardtable.games.nothanks.rules import card_points

from cardtable.app.table.style import signed

def default_name(seat: int) -> str:
    return QCoreApplication.translate("NoThanksTable", "Player {number}").format(number=seat + 1)


def no_cards_yet() -> str:
    return QCoreApplication.translate("NoThanksTable", "No cards yet")


def score_line(cards: Sequence[int], chips: int | None) -> str:
    """A seat's score and how it is made; only its cards' points when its chips are secret."""
    points = card_points(cards)
    if chips is None:
        return QCoreApplication.translate("NoThanksTable", "Cards: %n point(s)", None, points)
    return QCoreApplication.translate("NoThanksTable", "Score {score}: cards {points} − %n chip(s)", None,
                                      chips).format(score=signed(points - chips), points=points)


def stack_tooltip(chips: int | None) -> str:
    if chips is None:
        return QCoreApplication.translate("NoThanksTable", "Chips: hidden")
    return QCoreApplication.translate("NoThanksTable", "%n chip(s)", None, chips)


def pay_tooltip() -> str:
    return QCoreApplication.translate("NoThanksTable", "Pay a chip: no thanks")


def take_tooltip() -> str:
    return QCoreApplication.translate("NoThanksTable", "Take the card and its chips")


def deck_label(count: int) -> str:
    return QCoreApplication.translate("NoThanksTable", "Deck: {count}").format(count=count)


def pot_tooltip(pot: int) -> str:
    return QCoreApplication.translate("NoThanksTable", "%n chip(s) on the card", None, pot)


def status_line(obs, name_of: Callable[[int], str]) -> str:
    if obs.terminal:
        return QCoreApplication.translate("NoThanksTable", "Game over")
    if obs.to_act is None:
        return ""
    if obs.to_act == obs.seat:
        return QCoreApplication.translate("NoThanksTable", "▶ Your turn")
    return QCoreApplication.translate("NoThanksTable", "▶ {name} to play").format(name=name_of(obs.to_act))
