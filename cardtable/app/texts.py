"""Texts that live in data (the engine's names, options, actions and events), marked for translation.

The engine speaks English; these marks let pyside6-lupdate collect its strings, and the view translates
them when it shows them (`i18n.translate_data(context, text)`). A test checks that every text the
engines produce is listed here.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from .i18n import translate_data

GAME_NAMES = {
    "nothanks": QT_TRANSLATE_NOOP("Games", "No Thanks!"),
    "schnaeppchen": QT_TRANSLATE_NOOP("Games", "Schnäppchen Jagd"),
    "faehrte": QT_TRANSLATE_NOOP("Games", "Auf falscher Fährte"),
    "negoce": QT_TRANSLATE_NOOP("Games", "Négoce 2"),
}

GAME_SUMMARIES = {
    "nothanks": QT_TRANSLATE_NOOP("Games", "Take the card or pay a chip to refuse it. Runs count only their "
                                           "lowest card; the lowest score wins."),
}

OPTION_TEXTS = (
    QT_TRANSLATE_NOOP("Options", "Chip counts"),
    QT_TRANSLATE_NOOP("Options", "Hidden"),
    QT_TRANSLATE_NOOP("Options", "Shown"),
    QT_TRANSLATE_NOOP("Options", "Deck"),
    QT_TRANSLATE_NOOP("Options", "Standard"),
    QT_TRANSLATE_NOOP("Options", "Tactical (10 chips; 10, 20 and 30 removed)"),
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
)

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
