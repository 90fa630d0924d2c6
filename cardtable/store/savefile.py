"""Saved games the player keeps (File > Save, Open): `*.cardtable` files of versioned JSON. Free of Qt.

    savefile.write_save(path, state, seats, meta)   # atomically; seats as {"name", "controller"} or Seat
    saved = savefile.read_save(path)                 # a saves.SavedGame, or SaveFileError(kind, detail)

The content is data only (JSON, read with json.loads: opening a file can never run code):

    {"format": 2, "app": "cardtable", "kind": "game", "app_version": "…", "saved_at": "…",
     "seats": [{"name": …, "controller": …}, …], "meta": {…}, "game": state.to_json()}

Older formats are migrated on read (format 1 is the autosave's layout, so a copied autosave opens). A file
that cannot be used raises SaveFileError with a `kind` the app turns into a sentence in the user's language
and a `detail` completing it; such a file is never changed, moved or deleted (unlike the autosave, which
moves itself aside).
"""

from __future__ import annotations

import json
import logging
import os
from datetime import datetime
from pathlib import Path
from typing import Any, Callable, Literal, Mapping, Sequence

import cardtable
from cardtable.games import GameState
from cardtable.games.core import shown

from . import saves
from .atomic import write_json_atomically
from .meta import MetaError, checked_meta

FILE_FORMAT = 2
EXTENSION = ".cardtable"
MIME_TYPE = "application/x-cardtable-game"
FILE_KIND = "game"
MAX_BYTES = saves.MAX_BYTES

logger = logging.getLogger(__name__)

ErrorKind = Literal[
    "empty",  # no content at all (or only blanks)
    "truncated",  # JSON that stops before its end (a copy cut short)
    "not_json",  # text, but not JSON; detail: the line number
    "not_text",  # not UTF-8 text (a picture, a binary file)
    "too_large",  # bigger than MAX_BYTES, a number too long to read, or nested too deeply
    "foreign",  # JSON, but not a cardtable saved game
    "unknown_game",  # detail: the game id this version does not have
    "newer",  # written by a newer version of cardtable; detail: the format
    "damaged",  # a cardtable save whose content is inconsistent; detail: what is wrong (English)
    "cannot_open",  # the OS refused to read it (missing, no permission, a folder); detail: the OS's message
]
ERROR_KINDS: tuple[str, ...] = ErrorKind.__args__


class SaveFileError(Exception):
    """A saved game that cannot be opened: `kind` (one of ERROR_KINDS) and an English `detail`."""

    def __init__(self, kind: str, detail: str = ""):
        super().__init__(f"{kind}: {detail}" if detail else kind)
        self.kind = kind
        self.detail = detail


def write_save(path: str | os.PathLike[str], state: GameState, seats: Sequence[Any], meta: Mapping[str, Any]) -> None:
    """Write the game to `path`, all or nothing. Raises OSError when it cannot be written (the previous file,
    if any, then stays as it was) and ValueError for malformed seats or meta (a bug, not a user error)."""
    plain_seats = [seat.to_json() if hasattr(seat, "to_json") else dict(seat) for seat in seats]
    payload = {
        "format": FILE_FORMAT,
        "app": saves.APP_ID,
        "kind": FILE_KIND,
        "app_version": cardtable.__version__,  # informative only: compatibility is decided by "format"
        "saved_at": datetime.now().astimezone().isoformat(timespec="seconds"),
        "seats": list(saves.checked_seats(plain_seats, state.num_players)),
        "meta": checked_meta(meta),
        "game": state.to_json(),
    }
    write_json_atomically(path, payload)


def read_save(path: str | os.PathLike[str]) -> saves.SavedGame:
    """The saved game in `path`, or SaveFileError saying why it cannot be opened. Only reads the file."""
    data = _parse(_read_text(Path(path)))
    data = _migrated(_checked_header(data))
    return _restored(data)


# --- reading ------------------------------------------------------------------------------------------

def _read_text(path: Path) -> str:
    try:
        content = saves.read_at_most(path, MAX_BYTES)
    except OSError as error:
        raise SaveFileError("cannot_open", str(error.strerror or error)) from None
    if content is None:
        raise SaveFileError("too_large", f"more than {MAX_BYTES // (1024 * 1024)} MB")
    try:
        # utf-8-sig: a byte-order mark, as some Windows editors add, is not an error.
        text = content.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise SaveFileError("not_text", "it is not UTF-8 text") from None
    if not text.strip():
        raise SaveFileError("empty")
    return text


def _parse(text: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        if _cut_short(text, error):
            raise SaveFileError("truncated", str(error.lineno)) from None
        raise SaveFileError("not_json", str(error.lineno)) from None
    except ValueError:
        # json turns every run of digits into an int, and Python refuses one of more than 4,300 digits.
        raise SaveFileError("too_large", "a number too long to read") from None
    except RecursionError:
        raise SaveFileError("too_large", "its JSON is nested too deeply") from None
    except MemoryError:
        raise SaveFileError("too_large", "it is too large to read") from None


def _cut_short(text: str, error: json.JSONDecodeError) -> bool:
    """Whether the JSON went well until the text ran out: an object or list begun and never finished."""
    content = text.strip()
    if content[:1] not in "{[":
        return False
    # An unfinished string is reported where it starts; every other error of a cut text at its very end.
    return error.msg.startswith("Unterminated string") or error.pos >= len(text.rstrip())


def _checked_header(data: Any) -> dict:
    """What the file says it is: a cardtable saved game of a format this version can read."""
    if not isinstance(data, dict):
        raise SaveFileError("foreign", f"a JSON {type(data).__name__}, not an object")
    if data.get("app") != saves.APP_ID:
        raise SaveFileError("foreign", "it is not a cardtable file")
    file_format = data.get("format")
    if type(file_format) is not int or file_format < 1:
        raise SaveFileError("foreign", f"its format {shown(file_format)} is not a save format")
    if file_format > FILE_FORMAT:
        # Checked before the rest of the file: a newer format may be laid out differently.
        raise SaveFileError("newer", str(file_format))
    if file_format >= 2 and data.get("kind") != FILE_KIND:
        raise SaveFileError("foreign", f"it holds a cardtable {shown(data.get('kind'))}, not a game")
    return data


def _from_format_1(data: dict) -> dict:
    """Format 1 is the autosave's layout: no "kind", the meta optional (none before the game meta existed)."""
    return {**data, "format": 2, "kind": FILE_KIND, "meta": data.get("meta", {})}


# Each migration takes a file of format N (the key) to format N + 1.
MIGRATIONS: dict[int, Callable[[dict], dict]] = {1: _from_format_1}


def _migrated(data: dict) -> dict:
    while data["format"] < FILE_FORMAT:
        data = MIGRATIONS[data["format"]](data)
    return data


def _restored(data: dict) -> saves.SavedGame:
    for key in ("saved_at", "seats", "meta", "game"):
        if key not in data:
            raise SaveFileError("damaged", f"its {key!r} entry is missing")
    saved_at = data["saved_at"]
    try:
        datetime.fromisoformat(saved_at)
    except (TypeError, ValueError):
        raise SaveFileError("damaged", f"its date {shown(saved_at)} is not an ISO date") from None
    try:
        state = saves.restore_state(data["game"])
    except saves.Unusable as unusable:
        kind = unusable.kind if unusable.kind in ("newer", "unknown_game") else "damaged"
        raise SaveFileError(kind, unusable.detail) from None
    try:
        seats = saves.checked_seats(data["seats"], state.num_players)
        meta = checked_meta(data["meta"])
    except (ValueError, MetaError) as error:
        raise SaveFileError("damaged", str(error)) from None
    return saves.SavedGame(state=state, seats=seats, saved_at=saved_at, meta=meta)


def with_extension(path: str) -> str:
    """`path` ending in .cardtable (added when it has no such ending; a name the player typed)."""
    return path if path.lower().endswith(EXTENSION) else path + EXTENSION
