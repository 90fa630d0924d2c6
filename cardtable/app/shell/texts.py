"""Texts of the shell that live in data, marked for translation: the computer levels, and the log's
line for the events that the rules' core writes for every game. Each game's own data texts are in its view package's
catalogue (see plugin.Catalogue)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from cardtable.app.i18n import translate_data

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


def level_name(level: str) -> str:
    return translate_data("Levels", LEVEL_NAMES.get(level, level))


def level_badge(level: str) -> str:
    return translate_data("Levels", LEVEL_BADGES.get(level, level))
