"""Texts that live in data (the engine's names, options, actions and events), marked for translation.

The engine speaks English; these marks let pyside6-lupdate collect its strings, and the view translates
them when it shows them (`i18n.translate_data(context, text)`). A test checks that every text the
engines produce is listed here.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ..games.schnaeppchen.cards import SUPER
from .i18n import describe_event, translate_data

GAME_NAMES = {
    "nothanks": QT_TRANSLATE_NOOP("Games", "No Thanks!"),
    "schnaeppchen": QT_TRANSLATE_NOOP("Games", "Schnäppchen Jagd"),
    "faehrte": QT_TRANSLATE_NOOP("Games", "Auf falscher Fährte"),
    "negoce": QT_TRANSLATE_NOOP("Games", "Négoce 2"),
}

GAME_SUMMARIES = {
    "nothanks": QT_TRANSLATE_NOOP("Games", "Take the card or pay a chip to refuse it. Runs count only their "
                                           "lowest card; the lowest score wins."),
    "schnaeppchen": QT_TRANSLATE_NOOP("Games", "Win tricks to collect cards of your bargain's value; the rest is junk, "
                                               "to sort out between rounds. +1 per bargain card, −1 per junk card."),
}

OPTION_TEXTS = (
    QT_TRANSLATE_NOOP("Options", "Chip counts"),
    QT_TRANSLATE_NOOP("Options", "Hidden"),
    QT_TRANSLATE_NOOP("Options", "Shown"),
    QT_TRANSLATE_NOOP("Options", "Deck"),
    QT_TRANSLATE_NOOP("Options", "Standard"),
    QT_TRANSLATE_NOOP("Options", "Tactical (10 chips; 10, 20 and 30 removed)"),
    QT_TRANSLATE_NOOP("Options", "Sorting"),
    QT_TRANSLATE_NOOP("Options", "Standard (clear any value)"),
    QT_TRANSLATE_NOOP("Options", "Strict (only values held N + 1 times)"),
)

ACTION_TEXTS = (
    QT_TRANSLATE_NOOP("Actions", "Take the card"),
    QT_TRANSLATE_NOOP("Actions", "No thanks (pay a chip)"),
)

EVENT_TEMPLATES = (
    QT_TRANSLATE_NOOP("Events", "{seat} starts and turns up {card}."),
    QT_TRANSLATE_NOOP("Events", "{seat} says no thanks to {card} and pays a chip."),
    QT_TRANSLATE_NOOP("Events", "{seat} takes {card} (no chips on it)."),
    QT_TRANSLATE_NOOP("Events", "{seat} takes {card} with 1 chip."),
    QT_TRANSLATE_NOOP("Events", "{seat} takes {card} with {chips} chips."),
    QT_TRANSLATE_NOOP("Events", "{seat} turns up {card}."),
    QT_TRANSLATE_NOOP("Events", "The game is over. Winner: {winner_seats}."),
    QT_TRANSLATE_NOOP("Events", "The game is over. {winner_seats} share the win."),
    # Schnäppchen Jagd ({card} is shown translated: see describe_schnaeppchen_event)
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
)

REASON_TEXTS = (
    # Schnäppchen Jagd: why the engine refuses an action (the table refuses most of them before)
    QT_TRANSLATE_NOOP("Reasons", "A super offer cannot start a bargain pile."),
    QT_TRANSLATE_NOOP("Reasons", "You must follow the led colour."),
    QT_TRANSLATE_NOOP("Reasons", "Declare whether this colour is trump."),
    QT_TRANSLATE_NOOP("Reasons", "This card cannot be declared trump or not trump now."),
    QT_TRANSLATE_NOOP("Reasons", "Declare whether this card ranks above or below its twin."),
    QT_TRANSLATE_NOOP("Reasons", "This card cannot be declared above or below now."),
    QT_TRANSLATE_NOOP("Reasons", "That sorting is not allowed now."),
)

# Schnäppchen Jagd's card colours, in the engine's order (cards.COLOURS), and its card names.
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

LEVEL_NAMES = {
    "human": QT_TRANSLATE_NOOP("Levels", "Human"),
    "random": QT_TRANSLATE_NOOP("Levels", "Random"),
    "easy": QT_TRANSLATE_NOOP("Levels", "Easy"),
    "normal": QT_TRANSLATE_NOOP("Levels", "Normal"),
    "hard": QT_TRANSLATE_NOOP("Levels", "Hard"),
}

LEVEL_BADGES = {
    "human": QT_TRANSLATE_NOOP("Levels", "Human"),
    "random": QT_TRANSLATE_NOOP("Levels", "Random AI"),
    "easy": QT_TRANSLATE_NOOP("Levels", "Easy AI"),
    "normal": QT_TRANSLATE_NOOP("Levels", "Normal AI"),
    "hard": QT_TRANSLATE_NOOP("Levels", "Hard AI"),
}


def colour_name(colour: int) -> str:
    """A Schnäppchen Jagd colour (its index in cards.COLOURS) in the current language."""
    return translate_data("Cards", CARD_COLOURS[colour])


def card_name(code: int) -> str:
    """A Schnäppchen Jagd card (colour × 10 + value, or SUPER) in the current language: "green 7"."""
    if code == SUPER:
        return translate_data("Cards", SUPER_OFFER)
    return translate_data("Cards", CARD_NAME).format(colour=colour_name(code // 10), value=code % 10)


def describe_schnaeppchen_event(event, names) -> str:
    """A Schnäppchen Jagd event like i18n.describe_event, with its card named in the current language.

    The engine puts an English card name in `card`; its events that name a card carry the card's
    `code` too, which gives the translated name here.
    """
    data = event.data
    if "card" in data and isinstance(data.get("code"), int):
        params = tuple((key, card_name(data["code"]) if key == "card" else value) for key, value in event.params)
        event = replace(event, params=params)
    return describe_event(event, names)


def game_name(game_id: str) -> str:
    return translate_data("Games", GAME_NAMES.get(game_id, game_id))


def game_summary(game_id: str) -> str:
    text = GAME_SUMMARIES.get(game_id)
    return translate_data("Games", text) if text else ""


def option_text(text: str) -> str:
    return translate_data("Options", text)


def action_text(text: str) -> str:
    return translate_data("Actions", text)


def level_name(level: str) -> str:
    return translate_data("Levels", LEVEL_NAMES.get(level, level))


def level_badge(level: str) -> str:
    return translate_data("Levels", LEVEL_BADGES.get(level, level))
