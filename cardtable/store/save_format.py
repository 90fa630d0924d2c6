"""The saved-game format, shared by the autosave and the player's files (`*.cardtable`): versioned JSON, data only
(read with json.loads: opening a file can never run code).

    {"format": 2, "app": "cardtable", "kind": "game", "app_version": "…", "saved_at": "…",
     "seats": [{"name": …, "controller": …}, …], "meta": {…}, "game": state.to_json()}

Format 1 (autosaves written before the one save pipeline) had no "kind" and an optional "meta"; it is migrated
on read (save_reader.py), so old autosaves resume and a copied one opens as a file.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from cardtable.ai.agents import LEVELS
from cardtable.games import GameState
from cardtable.games.core import shown

FORMAT = 2
APP_ID = "cardtable"
KIND = "game"
EXTENSION = ".cardtable"
MIME_TYPE = "application/x-cardtable-game"
CONTROLLERS = ("human", *LEVELS)


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
        if seat.get("controller") not in CONTROLLERS:
            raise ValueError(f"seat {number} has an unknown controller {shown(seat.get('controller'))}")
        checked.append({"name": seat["name"], "controller": seat["controller"]})
    return tuple(checked)


def with_extension(path: str) -> str:
    """`path` ending in .cardtable (added when it has no such ending; a name the player typed)."""
    return path if path.lower().endswith(EXTENSION) else path + EXTENSION
