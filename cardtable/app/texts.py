"""Texts of the shell that live in data, marked for translation: the computer levels, the log's line
for the events that the rules' core writes for every game, and the refusals the core makes for every game. Each game's own data texts are in its view package's
catalogue (see plugin.Catalogue)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from .i18n import translate_data

# One line per kind of event, whoever wins: "won by" reads right for one winner and for a shared win.
COMMON_LOG = {
    "game_over": QT_TRANSLATE_NOOP("Log", "Game over, won by {winner_seats}"),
}

# One template per kind of refusal the rules' core (or any game, for "malformed" and "wrong_phase") makes;
# {seat} is a player's name, {given} a seat number that is none, {action} an action as the rules wrote it.
COMMON_REASONS = {
    "game_over": QT_TRANSLATE_NOOP("Reasons", "The game is over."),
    "not_your_turn": QT_TRANSLATE_NOOP("Reasons", "It is not your turn."),
    "not_turn": QT_TRANSLATE_NOOP("Reasons", "It is not {seat}'s turn."),
    "no_seat": QT_TRANSLATE_NOOP("Reasons", "There is no seat {given} in a game of {players} players."),
    "malformed": QT_TRANSLATE_NOOP("Reasons", "Malformed action: {action}."),
    "wrong_phase": QT_TRANSLATE_NOOP("Reasons", "That move does not fit this moment of the game."),
}

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
