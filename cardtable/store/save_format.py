"""The saved-game format, shared by the autosave and the player's files (`*.cardtable`): versioned JSON, data only
(read with json.loads: opening a file can never run code).

    {"format": 2, "app": "cardtable", "kind": "game", "app_version": "…", "saved_at": "…",
     "seats": [{"name": …, "controller": …}, …], "meta": {…}, "game": state.to_json()}

Format 1 (autosaves written before the one save pipeline) had no "kind" and an optional "meta"; it is migrated
on read (save_reader.py), so old autosaves resume and a copied one opens as a file.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from cardtable.ai.agents import LEVELS
from cardtable.games import GameState
from cardtable.games.core import shown

from .json_text import is_valid_text

FORMAT = 2
APP_ID = "cardtable"
KIND = "game"
EXTENSION = ".cardtable"
MIME_TYPE = "application/x-cardtable-game"
CONTROLLERS = ("human", *LEVELS)
# The longest seat name, in characters: long enough for "Marie-Christine" or "Jean-Baptiste"; a seat's mat,
# the score table and the log lines have room for about this many before eliding. The New game dialog types
# no longer one, and a file holding one is refused (a name of 100,000 characters blocked the log for seconds).
MAX_NAME_LENGTH = 16
# Characters a name shown on one line cannot hold: control characters (a tab, a newline, an escape), which
# a name field takes when pasted, and the line and paragraph separators.
_NOT_IN_NAMES = frozenset(("Cc", "Zl", "Zp"))
_DROPPED = _NOT_IN_NAMES | {"Cs"}  # and a lone surrogate (json_text.py), from what becomes a name


@dataclass(frozen=True)
class SavedGame:
    state: GameState
    seats: tuple[dict[str, str], ...]  # per seat: {"name": str, "controller": "human" or an AI level}
    saved_at: str  # ISO 8601, local time with its UTC offset
    meta: dict = field(default_factory=dict)  # the game's meta as saved (store/meta.py); empty in old autosaves


def checked_seats(seats: Any, players: int) -> tuple[dict[str, str], ...]:
    """The seats as plain {"name", "controller"} dicts, or ValueError saying what is wrong (a clause)."""
    if isinstance(seats, (str, bytes, Mapping)) or not isinstance(seats, Sequence):
        raise ValueError(f"its seats are a {type(seats).__name__}, not a list")
    if len(seats) != players:
        raise ValueError(f"it lists {len(seats)} seats for a {players}-player game")
    checked = []
    for number, seat in enumerate(seats, start=1):
        if not isinstance(seat, Mapping) or not isinstance(seat.get("name"), str):
            raise ValueError(f"seat {number} has no name")
        problem = name_problem(seat["name"])
        if problem:
            raise ValueError(f"seat {number}'s name (seats[{number - 1}].name) {problem}")
        if seat.get("controller") not in CONTROLLERS:
            raise ValueError(f"seat {number} has an unknown controller {shown(seat.get('controller'))}")
        checked.append({"name": seat["name"], "controller": seat["controller"]})
    return tuple(checked)


def name_problem(name: str) -> str | None:
    """What makes `name` unfit for a seat (a clause: "is longer than 16 characters"), or None."""
    if len(name) > MAX_NAME_LENGTH:
        return f"is longer than {MAX_NAME_LENGTH} characters"
    if not is_valid_text(name):
        return "is not valid Unicode"
    if any(unicodedata.category(character) in _NOT_IN_NAMES for character in name):
        return "holds a control character"
    return None


def plain_name(text: str) -> str:
    """`text` (typed, pasted or remembered) as a name no check refuses: without the characters a name cannot
    hold, without the blanks around it, and cut to MAX_NAME_LENGTH."""
    kept = "".join(character for character in text if unicodedata.category(character) not in _DROPPED)
    return kept.strip()[:MAX_NAME_LENGTH]


def with_extension(path: str) -> str:
    """`path` ending in .cardtable (added when it has no such ending; a name the player typed)."""
    return path if path.lower().endswith(EXTENSION) else path + EXTENSION
