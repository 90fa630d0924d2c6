"""Writing a saved game (the autosave or a player's file) in the format of save_format.py, all or nothing."""

from __future__ import annotations

import os
from datetime import datetime
from typing import Any, Mapping, Sequence

import cardtable
from cardtable.games import GameState

from .atomic import write_json_atomically
from .meta import checked_meta
from .save_format import APP_ID, FORMAT, KIND, checked_seats


def write_save(path: str | os.PathLike[str], state: GameState, seats: Sequence[Any], meta: Mapping[str, Any],
               compact: bool = False) -> None:
    """Write the game to `path` atomically (store/atomic.py); seats as {"name", "controller"} or objects with
    to_json(). compact: no indentation, for the autosave written after every move (speed over looks).
    Raises OSError when it cannot be written (the previous file, if any, then stays as it was) and ValueError
    for malformed seats or meta (a bug, not a user error)."""
    plain_seats = [seat.to_json() if hasattr(seat, "to_json") else seat for seat in seats]
    payload = {
        "format": FORMAT,
        "app": APP_ID,
        "kind": KIND,
        "app_version": cardtable.__version__,  # informative only: compatibility is decided by "format"
        "saved_at": datetime.now().astimezone().isoformat(timespec="seconds"),
        "seats": list(checked_seats(plain_seats, state.num_players)),
        "meta": checked_meta(meta),
        "game": state.to_json(),
    }
    write_json_atomically(path, payload, indent=None if compact else 2)
