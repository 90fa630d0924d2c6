"""The autosave: the game in progress, kept in data_dir()/autosave.json so that it can be resumed.

A save the app cannot use (damaged, edited, or written by a newer version of cardtable) is never deleted
nor overwritten: load() moves it aside under a dated name, tells why (a reason kind the app translates,
with a detail), and the app goes on as if there were no save. A data folder that cannot be used (a file
in its place, no permission) is reported by load() as "unavailable"; save() and clear() then raise
FolderUnusable (an OSError), as they raise any OSError of a failed write (a full disk...).

    from cardtable.store import saves
    saves.save(state, seats, meta) # after every move (meta: the game's display data, store/meta.py)
    result = saves.load()          # at start: result.status in "none", "ok", "unreadable", "newer", "unavailable"
    saves.clear()                  # when the game is over
"""

from __future__ import annotations

import json
import logging
import os
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Literal, Mapping, Sequence

import cardtable
from cardtable.ai.agents import LEVELS
from cardtable.games import GameError, GameState, RecordError, get_game
from cardtable.games.core import RECORD_FORMAT, shown

from .atomic import remove_stale_temporaries, write_json_atomically
from .meta import MetaError, checked_meta
from .paths import FolderUnusable, data_dir

SAVE_FORMAT = 1
APP_ID = "cardtable"
AUTOSAVE_FILE = "autosave.json"
MAX_BYTES = 16 * 1024 * 1024  # a long game's record is some tens of kilobytes; anything this big is not one
CONTROLLERS = ("human", *LEVELS)

logger = logging.getLogger(__name__)

LoadStatus = Literal["none", "ok", "unreadable", "newer", "unavailable"]
# Why a save cannot be used, as a kind the app turns into a sentence in the user's language; the detail
# (a line number, a game id, an English clause from the engine...) completes it.
ReasonKind = Literal[
    "",  # nothing wrong
    "not_text",  # not UTF-8
    "bad_json",  # not JSON; detail: the line number
    "too_large",  # a number too long to read or data nested too deeply
    "oversized",  # more than MAX_BYTES; detail: the limit in MB
    "cannot_open",  # the OS refused to read it; detail: the OS's message
    "not_a_save",  # JSON, but not a cardtable save
    "unknown_game",  # detail: the game id this version does not have
    "damaged",  # a cardtable save whose content is inconsistent; detail: what is wrong (English)
    "unexpected",  # a bug met while reading; detail: the error
    "newer",  # written by a newer version; detail: the format
    "folder",  # the data folder cannot be used (status "unavailable"); detail: the OS's message
]


@dataclass(frozen=True)
class SavedGame:
    state: GameState
    seats: tuple[dict[str, str], ...]  # per seat: {"name": str, "controller": "human" or an AI level}
    saved_at: str  # ISO 8601, local time with its UTC offset
    meta: dict = field(default_factory=dict)  # the game's meta as saved (store/meta.py); empty in old saves


@dataclass(frozen=True)
class LoadResult:
    status: LoadStatus
    game: SavedGame | None = None  # set when status is "ok"
    reason: str = ""  # for the log: an English sentence saying what is wrong and where the file was kept
    kept_as: Path | None = None  # where the unusable file was moved (None if it could not be moved)
    kind: ReasonKind = ""  # why it cannot be used, for the user's sentence (see ReasonKind)
    detail: str = ""  # completes `kind`
    folder: Path | None = None  # for "unavailable": the data folder that cannot be used


class Unusable(Exception):
    """A saved game cannot be used; `status` says whether it is damaged or from a newer version (raised by
    restore_state and turned into SaveFileError by the save files, store/savefile.py)."""

    def __init__(self, status: LoadStatus, clause: str, kind: ReasonKind = "damaged", detail: str | None = None):
        super().__init__(clause)
        self.status = status
        self.clause = clause  # English, for the log and LoadResult.reason
        self.kind = "newer" if status == "newer" else kind
        self.detail = clause if detail is None else detail  # for the user's sentence


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE_FILE


def exists() -> bool:
    return autosave_path().exists()


def save(state: GameState, seats: Sequence[Mapping[str, str]], meta: Mapping[str, Any] | None = None) -> None:
    """Replace the autosave with `state`. Malformed seats raise ValueError: a bug, not a user error."""
    checked = checked_seats(seats, state.num_players)
    payload = {
        "format": SAVE_FORMAT,
        "app": APP_ID,
        "app_version": cardtable.__version__,  # informative only: compatibility is decided by "format"
        "saved_at": datetime.now().astimezone().isoformat(timespec="seconds"),
        "seats": list(checked),
        "game": state.to_json(),
    }
    if meta is not None:
        payload["meta"] = dict(meta)
    write_json_atomically(autosave_path(), payload, indent=None)  # after every move: speed over looks


def clear() -> None:
    """Delete the autosave (a finished game is not offered for resume)."""
    autosave_path().unlink(missing_ok=True)


def load() -> LoadResult:
    """The autosave, or why it cannot be used (at start: the temporary files of saves cut short by a kill
    are removed too). Never raises: not for what the file contains, not for a data folder that cannot be
    used."""
    try:
        path = autosave_path()
        if not path.exists():
            return LoadResult("none")
    except FolderUnusable as error:
        logger.warning("No autosave: %s", error)
        return LoadResult("unavailable", reason=f"Games cannot be saved: {error}.", kind="folder",
                          detail=str(error.cause.strerror or error.cause), folder=error.folder)
    except OSError as error:  # exists() itself failed (no permission on the folder...)
        logger.warning("No autosave: %s", error)
        return LoadResult("unavailable", reason=f"Games cannot be saved: {error}.", kind="folder",
                          detail=str(error.strerror or error), folder=path.parent)
    if remove_stale_temporaries(path):
        logger.info("Removed the temporary files of autosaves cut short")
    try:
        game = _read(path)
    except Unusable as unusable:
        return _set_aside(path, unusable)
    except Exception as error:  # noqa: BLE001
        # _read turns every problem it knows into Unusable; anything else is a bug, logged with its
        # traceback, yet the app must still start, with the file kept aside for the bug report.
        logger.exception("Unexpected error while reading the autosave")
        return _set_aside(path, Unusable("unreadable", f"unexpected {type(error).__name__}: {error}", "unexpected"))
    return LoadResult("ok", game=game)


def _read(path: Path) -> SavedGame:
    """Parse and check the autosave; raise Unusable with a short English detail when it is not usable."""
    try:
        content = read_at_most(path, MAX_BYTES)
        if content is None:
            megabytes = str(MAX_BYTES // 2**20)
            raise Unusable("unreadable", f"it is larger than {megabytes} MB", "oversized", megabytes)
        # utf-8-sig: a byte-order mark, as some Windows editors add, is not an error.
        data = json.loads(content.decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise Unusable("unreadable", "it is not UTF-8 text", "not_text") from None
    except json.JSONDecodeError as error:
        raise Unusable("unreadable", f"invalid JSON at line {error.lineno}", "bad_json", str(error.lineno)) from None
    except ValueError:
        # json turns every run of digits into an int, and Python refuses one of more than 4,300 digits.
        raise Unusable("unreadable", "it holds a number too long to read", "too_large") from None
    except RecursionError:
        raise Unusable("unreadable", "its JSON is nested too deeply", "too_large") from None
    except MemoryError:
        raise Unusable("unreadable", "it is too large to read", "too_large") from None
    except OSError as error:
        detail = str(error.strerror or error)
        raise Unusable("unreadable", f"the file could not be opened: {detail}", "cannot_open", detail) from None

    if not isinstance(data, dict):
        raise Unusable("unreadable", f"it holds a JSON {type(data).__name__}, not an object", "not_a_save")
    if data.get("app") != APP_ID:
        raise Unusable("unreadable", "it is not a cardtable save", "not_a_save")
    save_format = data.get("format")
    if type(save_format) is not int or save_format < 1:
        raise Unusable("unreadable", f"its format {shown(save_format)} is not a save format", "not_a_save")
    if save_format > SAVE_FORMAT:
        # Checked before the rest of the file: a newer format may be laid out differently.
        raise Unusable("newer", f"format {save_format}", detail=str(save_format))
    for key in ("saved_at", "seats", "game"):
        if key not in data:
            raise Unusable("unreadable", f"its {key!r} entry is missing")
    saved_at = data["saved_at"]
    try:
        datetime.fromisoformat(saved_at)
    except (TypeError, ValueError):
        raise Unusable("unreadable", f"its date {shown(saved_at)} is not an ISO date") from None

    state = restore_state(data["game"])
    try:
        seats = checked_seats(data["seats"], state.num_players)
        meta = checked_meta(data["meta"]) if "meta" in data else {}  # optional: older autosaves have none
    except (ValueError, MetaError) as error:
        raise Unusable("unreadable", str(error)) from None
    return SavedGame(state=state, seats=seats, saved_at=saved_at, meta=meta)


def read_at_most(path: Path, limit: int) -> bytes | None:
    """The file's bytes, or None if it holds more than `limit` (never reading more than that)."""
    with open(path, "rb") as file:
        content = file.read(limit + 1)
    return None if len(content) > limit else content


def restore_state(game_data: Any) -> GameState:
    if not isinstance(game_data, dict):
        raise Unusable("unreadable", "its game is not a JSON object")
    record_format = game_data.get("format")
    if type(record_format) is int and record_format > RECORD_FORMAT:
        raise Unusable("newer", f"game record format {record_format}", detail=str(record_format))
    game_id = game_data.get("game")
    try:
        game = get_game(game_id) if isinstance(game_id, str) else None
    except GameError:
        game = None
    if game is None and isinstance(game_id, str):
        raise Unusable("unreadable", f"its game {shown(game_id)} is not one this version of cardtable has",
                        "unknown_game", game_id[:40])
    if game is None:
        raise Unusable("unreadable", f"its game {shown(game_id)} is not a game id")
    try:
        return game.from_json(game_data)
    except RecordError as error:
        raise Unusable("unreadable", _as_clause(error.reason)) from None
    except Exception as error:  # noqa: BLE001
        # The engine promises RecordError for bad data; anything else is a bug in it. Logged loudly with
        # its traceback, yet the app must still start, with the file kept aside for the bug report.
        logger.exception("Unexpected error while restoring a saved game")
        raise Unusable("unreadable", f"unexpected {type(error).__name__}: {shown(error)}", "unexpected") from None


def checked_seats(seats: Any, players: int) -> tuple[dict[str, str], ...]:
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
            raise ValueError(f"seat {number} has an unknown controller {shown(seat.get('controller'))}")
        checked.append({"name": seat["name"], "controller": seat["controller"]})
    return tuple(checked)


def _as_clause(sentence: str) -> str:
    """'The state is bad.' -> 'the state is bad', to fit inside the parentheses of the user's message."""
    sentence = sentence.strip().rstrip(".")
    return sentence[:1].lower() + sentence[1:]


def _set_aside(path: Path, unusable: Unusable) -> LoadResult:
    """Move the unusable file to a free dated name, so that the next autosave cannot overwrite it."""
    if unusable.status == "newer":
        problem = "The saved game was written by a newer version of cardtable and cannot be opened here."
    else:
        problem = f"The saved game could not be read ({unusable.clause})."
    kept_as = _free_name(path, unusable.status)
    why = {"kind": unusable.kind, "detail": unusable.detail}
    try:
        os.replace(path, kept_as)
    except OSError as error:
        logger.warning("Could not move the unusable autosave aside: %s", error)
        return LoadResult(unusable.status, reason=f"{problem} It could not be moved aside ({error}).", **why)
    logger.warning("Autosave %s (%s); kept as %s", unusable.status, unusable.clause, kept_as)
    return LoadResult(unusable.status, reason=f"{problem} It was kept as {kept_as.name}.", kept_as=kept_as, **why)


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
