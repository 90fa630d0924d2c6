"""Schnäppchen Jagd's texts that live in the rules' data, marked for translation (see plugin.Catalogue),
and the cards' names in the current language."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QT_TRANSLATE_NOOP

from cardtable.app.plugin import Catalogue
from cardtable.app.plugin import describe_event, translate_data
from cardtable.games.schnaeppchen.cards import SUPER

# The colours in the rules' order (cards.COLOURS).
CARD_COLOURS = (
    QT_TRANSLATE_NOOP("Cards", "red"),
    QT_TRANSLATE_NOOP("Cards", "yellow"),
    QT_TRANSLATE_NOOP("Cards", "green"),
    QT_TRANSLATE_NOOP("Cards", "blue"),
    QT_TRANSLATE_NOOP("Cards", "purple"),
    QT_TRANSLATE_NOOP("Cards", "grey"),
)
CARD_NAME = QT_TRANSLATE_NOOP("Cards", "{colour} {value}")
SUPER_OFFER = QT_TRANSLATE_NOOP("Cards", "super offer")

CATALOGUE = Catalogue(
    name=QT_TRANSLATE_NOOP("Games", "Schnäppchen Jagd"),
    summary=QT_TRANSLATE_NOOP("Games", "Win tricks to collect cards of your bargain's value; the rest is junk, "
                                       "to sort out between rounds. +1 per bargain card, −1 per junk card."),
    credit=QT_TRANSLATE_NOOP("Games", "Schnäppchen Jagd is a game by Uwe Rosenberg."),
    options=(
        QT_TRANSLATE_NOOP("Options", "Sorting"),
        QT_TRANSLATE_NOOP("Options", "Standard (clear any value)"),
        QT_TRANSLATE_NOOP("Options", "Strict (only values held N + 1 times)"),
    ),
    events=(
        # {card} is shown translated: see describe_event below
        QT_TRANSLATE_NOOP("Events", "Round {round}: {seat} deals {cards} cards each."),
        QT_TRANSLATE_NOOP("Events", "{seat} starts a bargain pile with {card} and collects {value}s."),
        QT_TRANSLATE_NOOP("Events", "{seat} plays {card}."),
        QT_TRANSLATE_NOOP("Events", "{seat} plays {card} and declares it trump."),
        QT_TRANSLATE_NOOP("Events", "{seat} plays {card}, not trump."),
        QT_TRANSLATE_NOOP("Events", "{seat} plays {card}, above its twin."),
        QT_TRANSLATE_NOOP("Events", "{seat} plays {card}, below its twin."),
        QT_TRANSLATE_NOOP("Events", "{seat} wins the trick: {bargains} to the bargain pile, {junk} to the junk pile."),
        QT_TRANSLATE_NOOP("Events", "Sorting: each player may clear one value from the junk pile."),
        QT_TRANSLATE_NOOP("Events", "{seat} keeps the junk pile as it is."),
        QT_TRANSLATE_NOOP("Events", "{seat} discards the whole junk pile ({count} cards)."),
        QT_TRANSLATE_NOOP("Events", "{seat} discards {count} × {value}."),
        QT_TRANSLATE_NOOP("Events", "{seat} discards {count} × {value} and now collects {value}s ({moved} to the "
                                    "bargain pile)."),
    ),
    reasons=(
        # why the rules refuse an action (the table refuses most of them before)
        QT_TRANSLATE_NOOP("Reasons", "A super offer cannot start a bargain pile."),
        QT_TRANSLATE_NOOP("Reasons", "You must follow the led colour."),
        QT_TRANSLATE_NOOP("Reasons", "Declare whether this colour is trump."),
        QT_TRANSLATE_NOOP("Reasons", "This card cannot be declared trump or not trump now."),
        QT_TRANSLATE_NOOP("Reasons", "Declare whether this card ranks above or below its twin."),
        QT_TRANSLATE_NOOP("Reasons", "This card cannot be declared above or below now."),
        QT_TRANSLATE_NOOP("Reasons", "That sorting is not allowed now."),
    ),
)


def colour_name(colour: int) -> str:
    """A colour (its index in cards.COLOURS) in the current language."""
    return translate_data("Cards", CARD_COLOURS[colour])


def card_name(code: int) -> str:
    """A card (colour × 10 + value, or SUPER) in the current language: "green 7"."""
    if code == SUPER:
        return translate_data("Cards", SUPER_OFFER)
    return translate_data("Cards", CARD_NAME).format(colour=colour_name(code // 10), value=code % 10)


def describe_card_event(event, names) -> str:
    """An event as a sentence of the log, with its card named in the current language.

    The rules put an English card name in `card`; their events that name a card carry the card's
    `code` too, which gives the translated name here.
    """
    data = event.data
    if "card" in data and isinstance(data.get("code"), int):
        params = tuple((key, card_name(data["code"]) if key == "card" else value) for key, value in event.params)
        event = replace(event, params=params)
    return describe_event(event, names)
