"""The autosave: the game in progress, kept in data_dir()/autosave.json so that it can be resumed.

A save the app cannot use (damaged, edited, or written by a newer version of cardtable) is never deleted
nor overwritten: load() moves it aside under a dated name, tells why in a sentence for the user, and the
app goes on as if there were no save.

    from cardtable.store import saves
    saves.save(state, seats)       # after every move
    result = saves.load()          # at start: result.status in "none", "ok", "unreadable", "newer"
    saves.clear()                  # when the game is over
"""

from __future__ import annotations

import json
import logging
import os
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Literal, Mapping, Sequence

import cardtable
from cardtable.ai.agents import LEVELS
from cardtable.games import GameError, GameState, RecordError, get_game
from cardtable.games.core import RECORD_FORMAT

from .atomic import write_json_atomically
from .paths import data_dir

SAVE_FORMAT = 1
APP_ID = "cardtable"
AUTOSAVE_FILE = "autosave.json"
CONTROLLERS = ("human", *LEVELS)

logger = logging.getLogger(__name__)

LoadStatus = Literal["none", "ok", "unreadable", "newer"]


@dataclass(frozen=True)
class SavedGame:
    state: GameState
    seats: tuple[dict[str, str], ...]  # per seat: {"name": str, "controller": "human" or an AI level}
    saved_at: str  # ISO 8601, local time with its UTC offset


@dataclass(frozen=True)
class LoadResult:
    status: LoadStatus
    game: SavedGame | None = None  # set when status is "ok"
    reason: str = ""  # for "unreadable" and "newer": an English sentence to show the user
    kept_as: Path | None = None  # where the unusable file was moved (None if it could not be moved)


class _Unusable(Exception):
    """The autosave cannot be used; `status` says whether it is damaged or from a newer version."""

    def __init__(self, status: LoadStatus, detail: str):
        super().__init__(detail)
        self.status = status
        self.detail = detail


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE_FILE


def exists() -> bool:
    return autosave_path().exists()


def save(state: GameState, seats: Sequence[Mapping[str, str]]) -> None:
    """Replace the autosave with `state`. Malformed seats raise ValueError: a bug, not a user error."""
    checked = _checked_seats(seats, state.num_players)
    payload = {
        "format": SAVE_FORMAT,
        "app": APP_ID,
        "app_version": cardtable.__version__,  # informative only: compatibility is decided by "format"
        "saved_at": datetime.now().astimezone().isoformat(timespec="seconds"),
        "seats": list(checked),
        "game": state.to_json(),
    }
    write_json_atomically(autosave_path(), payload)


def clear() -> None:
    """Delete the autosave (a finished game is not offered for resume)."""
    autosave_path().unlink(missing_ok=True)


def load() -> LoadResult:
    """The autosave, or why it cannot be used. Never raises because of what the file contains."""
    path = autosave_path()
    if not path.exists():
        return LoadResult("none")
    try:
        game = _read(path)
    except _Unusable as unusable:
        return _set_aside(path, unusable)
    return LoadResult("ok", game=game)


def _read(path: Path) -> SavedGame:
    """Parse and check the autosave; raise _Unusable with a short English detail when it is not usable."""
    try:
        data = json.loads(path.read_bytes().decode("utf-8"))
    except UnicodeDecodeError:
        raise _Unusable("unreadable", "it is not UTF-8 text") from None
    except json.JSONDecodeError as error:
        raise _Unusable("unreadable", f"invalid JSON at line {error.lineno}") from None
    except RecursionError:
        raise _Unusable("unreadable", "its JSON is nested too deeply") from None
    except OSError as error:
        raise _Unusable("unreadable", f"the file could not be opened: {error.strerror or error}") from None

    if not isinstance(data, dict):
        raise _Unusable("unreadable", f"it holds a JSON {type(data).__name__}, not an object")
    if data.get("app") != APP_ID:
        raise _Unusable("unreadable", "it is not a cardtable save")
    save_format = data.get("format")
    if type(save_format) is not int or save_format < 1:
        raise _Unusable("unreadable", f"its format {save_format!r} is not a save format")
    if save_format > SAVE_FORMAT:
        # Checked before the rest of the file: a newer format may be laid out differently.
        raise _Unusable("newer", f"format {save_format}")
    for key in ("saved_at", "seats", "game"):
        if key not in data:
            raise _Unusable("unreadable", f"its {key!r} entry is missing")
    saved_at = data["saved_at"]
    try:
        datetime.fromisoformat(saved_at)
    except (TypeError, ValueError):
        raise _Unusable("unreadable", f"its date {saved_at!r} is not an ISO date") from None

    state = _restore_state(data["game"])
    try:
        seats = _checked_seats(data["seats"], state.num_players)
    except ValueError as error:
        raise _Unusable("unreadable", str(error)) from None
    return SavedGame(state=state, seats=seats, saved_at=saved_at)


def _restore_state(game_data: Any) -> GameState:
    if not isinstance(game_data, dict):
        raise _Unusable("unreadable", "its game is not a JSON object")
    record_format = game_data.get("format")
    if type(record_format) is int and record_format > RECORD_FORMAT:
        raise _Unusable("newer", f"game record format {record_format}")
    game_id = game_data.get("game")
    try:
        game = get_game(game_id) if isinstance(game_id, str) else None
    except GameError:
        game = None
    if game is None:
        raise _Unusable("unreadable", f"its game {game_id!r} is not one this version of cardtable has")
    try:
        return game.from_json(game_data)
    except RecordError as error:
        raise _Unusable("unreadable", _as_clause(error.reason)) from None
    except Exception as error:  # noqa: BLE001
        # The engine promises RecordError for bad data; anything else is a bug in it. Logged loudly with
        # its traceback, yet the app must still start, with the file kept aside for the bug report.
        logger.exception("Unexpected error while restoring the autosave")
        raise _Unusable("unreadable", f"unexpected {type(error).__name__}: {error}") from None


def _checked_seats(seats: Any, players: int) -> tuple[dict[str, str], ...]:
    """The seats as plain {"name", "controller"} dicts, or ValueError saying what is wrong."""
    if isinstance(seats, (str, bytes, Mapping)) or not isinstance(seats, Sequence):
        raise ValueError(f"its seats are a {type(seats).__name__}, not a list")
    if len(seats) != players:
        raise ValueError(f"it lists {len(seats)} seats for a {players}-player game")
    checked = []
    for number, seat in enumerate(seats, start=1):
        if not isinstance(seat, Mapping) or not isinstance(seat.get("name"), str):
            raise ValueError(f"seat {number} has no name")
        if seat.get("controller") not in CONTROLLERS:
            raise ValueError(f"seat {number} has an unknown controller {seat.get('controller')!r}")
        checked.append({"name": seat["name"], "controller": seat["controller"]})
    return tuple(checked)


def _as_clause(sentence: str) -> str:
    """'The state is bad.' -> 'the state is bad', to fit inside the parentheses of the user's message."""
    sentence = sentence.strip().rstrip(".")
    return sentence[:1].lower() + sentence[1:]


def _set_aside(path: Path, unusable: _Unusable) -> LoadResult:
    """Move the unusable file to a free dated name, so that the next autosave cannot overwrite it."""
    if unusable.status == "newer":
        problem = "The saved game was written by a newer version of cardtable and cannot be opened here."
    else:
        problem = f"The saved game could not be read ({unusable.detail})."
    kept_as = _free_name(path, unusable.status)
    try:
        os.replace(path, kept_as)
    except OSError as error:
        logger.warning("Could not move the unusable autosave aside: %s", error)
        return LoadResult(unusable.status, reason=f"{problem} It could not be moved aside ({error}).")
    logger.warning("Autosave %s (%s); kept as %s", unusable.status, unusable.detail, kept_as)
    return LoadResult(unusable.status, reason=f"{problem} It was kept as {kept_as.name}.", kept_as=kept_as)


def _free_name(path: Path, status: str) -> Path:
    stem = f"{path.name}.{status}-{_timestamp()}"
    candidate = path.with_name(stem)
    counter = 2
    while candidate.exists():
        candidate = path.with_name(f"{stem}-{counter}")
        counter += 1
    return candidate


def _timestamp() -> str:
    return datetime.now().strftime("%Y%m%d-%H%M%S")
