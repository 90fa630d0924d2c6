"""Reading a saved game (the autosave or a player's file): the one reader of the format of save_format.py.

    saved = read_save(path)   # a SavedGame, or SaveError(kind, clause, **values) saying why it cannot be used

In order: the size limit (a larger file is never read), the text and its JSON, what the file says it is
(a cardtable game, of a format this version can read: a newer one is refused before the rest is looked at),
all its text valid Unicode (json_text.py), the migration of older formats, then the content: the date, the game (known to this version, its record
replayed by the engine), the seats and the meta. The file is only read: what to do with one that cannot be
used (leave it, set it aside) is the caller's policy.
"""

from __future__ import annotations

import json
import logging
import os
from datetime import datetime
from pathlib import Path
from typing import Any, Callable

from cardtable.games import GameError, GameState, RecordError, get_game
from cardtable.games.core import RECORD_FORMAT, shown

from .json_text import first_invalid_text
from .meta import MetaError, checked_meta
from .outside_files import NotRegularFile, UnusablePath, read_limited
from .save_error import SaveError
from .save_format import APP_ID, FORMAT, KIND, SavedGame, checked_seats

MAX_BYTES = 16 * 1024 * 1024  # a long game's record is some tens of kilobytes; anything this big is not one

logger = logging.getLogger(__name__)


def read_save(path: str | os.PathLike[str]) -> SavedGame:
    """The saved game in `path`, or SaveError saying why it cannot be used. A bug met on the way (an error no
    check expects) is logged with its traceback and raised as the kind "unexpected": a bad file must never
    stop the app."""
    try:
        data = _parsed(_text(Path(path)))
        return _restored(_migrated(_with_valid_text(_checked_header(data))))
    except SaveError:
        raise
    except Exception as error:  # noqa: BLE001
        logger.exception("Unexpected error while reading the saved game %s", path)
        raise SaveError("unexpected", f"unexpected {type(error).__name__}: {shown(error)}",
                        error=f"{type(error).__name__}: {error}") from None


# --- the text and its JSON --------------------------------------------------------------------------------

def _text(path: Path) -> str:
    try:
        # Never more than the limit (a huge file is refused unread); a named pipe or a device is not read.
        content = read_limited(path, MAX_BYTES)
    except NotRegularFile as error:
        raise SaveError("not_regular", f"the file could not be opened: {error.strerror}", what=error.what) from None
    except UnusablePath as error:
        raise SaveError("unusable_name", f"the file could not be opened: {error.strerror}") from None
    except OSError as error:
        reason = str(error.strerror or error)
        raise SaveError("cannot_open", f"the file could not be opened: {reason}", error=reason) from None
    if len(content) > MAX_BYTES:
        megabytes = MAX_BYTES // 2**20
        raise SaveError("too_large", f"it is larger than {megabytes} MB", size=megabytes)
    try:
        # utf-8-sig: a byte-order mark, as some Windows editors add, is not an error.
        text = content.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise SaveError("not_text", "it is not UTF-8 text") from None
    if not text.strip():
        raise SaveError("empty", "it is empty")
    return text


def _parsed(text: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        if _cut_short(text, error):
            raise SaveError("truncated", f"its JSON stops at line {error.lineno}", line=error.lineno) from None
        raise SaveError("not_json", f"invalid JSON at line {error.lineno}", line=error.lineno) from None
    except ValueError:
        # json turns every run of digits into an int, and Python refuses one of more than 4,300 digits.
        raise SaveError("too_complex", "it holds a number too long to read") from None
    except RecursionError:
        raise SaveError("too_complex", "its JSON is nested too deeply") from None
    except MemoryError:
        raise SaveError("too_complex", "it is too large to read") from None


def _cut_short(text: str, error: json.JSONDecodeError) -> bool:
    """Whether the JSON went well until the text ran out: an object or list begun and never finished."""
    content = text.strip()
    if content[:1] not in "{[":
        return False
    # An unfinished string is reported where it starts; every other error of a cut text at its very end.
    return error.msg.startswith("Unterminated string") or error.pos >= len(text.rstrip())


# --- what the file says it is -----------------------------------------------------------------------------

def _checked_header(data: Any) -> dict:
    """A cardtable saved game of a format this version can read."""
    if not isinstance(data, dict):
        raise SaveError("not_a_save", f"it holds a JSON {type(data).__name__}, not an object")
    if data.get("app") != APP_ID:
        raise SaveError("not_a_save", "it is not a cardtable save")
    save_format = data.get("format")
    if type(save_format) is not int or save_format < 1:
        raise SaveError("not_a_save", f"its format {shown(save_format)} is not a save format")
    if save_format > FORMAT:
        # Checked before the rest of the file: a newer format may be laid out differently.
        raise SaveError("newer", f"it is of the newer format {save_format}", format=save_format)
    if save_format >= 2 and data.get("kind") != KIND:
        raise SaveError("not_a_save", f"it holds a cardtable {shown(data.get('kind'))}, not a game")
    return data


def _with_valid_text(data: dict) -> dict:
    """`data` when all its text can be written back: a lone surrogate would make every later save of the game,
    and its statistics row, fail."""
    where = first_invalid_text(data)
    if where is not None:
        raise _damaged(f"its text at {where} is not valid Unicode")
    return data


def _from_format_1(data: dict) -> dict:
    """Format 1 (the autosave's former layout): no "kind", the meta optional (none before the game meta)."""
    return {**data, "format": 2, "kind": KIND, "meta": data.get("meta", {})}


# Each migration takes a save of format N (the key) to format N + 1.
MIGRATIONS: dict[int, Callable[[dict], dict]] = {1: _from_format_1}


def _migrated(data: dict) -> dict:
    while data["format"] < FORMAT:
        data = MIGRATIONS[data["format"]](data)
    return data


# --- the content ------------------------------------------------------------------------------------------

def _restored(data: dict) -> SavedGame:
    for key in ("saved_at", "seats", "meta", "game"):
        if key not in data:
            raise _damaged(f"its {key!r} entry is missing")
    saved_at = data["saved_at"]
    try:
        datetime.fromisoformat(saved_at)
    except (TypeError, ValueError):
        raise _damaged(f"its date {shown(saved_at)} is not an ISO date") from None
    state = _restored_state(data["game"])
    try:
        seats = checked_seats(data["seats"], state.num_players)
        meta = checked_meta(data["meta"])
    except (ValueError, MetaError) as error:
        raise _damaged(str(error)) from None
    return SavedGame(state=state, seats=seats, saved_at=saved_at, meta=meta)


def _restored_state(game_data: Any) -> GameState:
    if not isinstance(game_data, dict):
        raise _damaged("its game is not a JSON object")
    record_format = game_data.get("format")
    if type(record_format) is int and record_format > RECORD_FORMAT:
        raise SaveError("newer", f"its game record is of the newer format {record_format}", format=record_format)
    game_id = game_data.get("game")
    try:
        game = get_game(game_id) if isinstance(game_id, str) else None
    except GameError:
        game = None
    if game is None and isinstance(game_id, str):
        raise SaveError("unknown_game", f"its game {shown(game_id)} is not one this version of cardtable has",
                        game=game_id[:40])
    if game is None:
        raise _damaged(f"its game {shown(game_id)} is not a game id")
    try:
        return game.from_json(game_data)
    except RecordError as error:
        raise _damaged(_as_clause(error.reason)) from None


def _damaged(problem: str) -> SaveError:
    return SaveError("damaged", problem, problem=problem)


def _as_clause(sentence: str) -> str:
    """'The state is bad.' -> 'the state is bad', to fit inside the parentheses of the player's message."""
    sentence = sentence.strip().rstrip(".")
    return sentence[:1].lower() + sentence[1:]
