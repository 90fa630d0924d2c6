"""The autosave: the game in progress, kept in data_dir()/autosave.json so that it can be resumed. It is a saved
game like the player's files (written by save_writer, read by save_reader), with its own policy on top:

A save the app cannot use (damaged, edited, or written by a newer version of cardtable) is never deleted
nor overwritten: load() moves it aside under a dated name, tells why (the reader's SaveError), and the app
goes on as if there were no save. A data folder that cannot be used (a file in its place, no permission) is
reported by load() as "unavailable" (a SaveError of the kind "folder_unusable"); save() and clear() then raise
FolderUnusable (an OSError), as they raise any OSError of a failed write (a full disk...). At start, load()
also removes the temporary files of autosaves cut short by a kill.

    from cardtable.store import saves
    saves.save(state, seats, meta) # after every move (meta: the game's display data, store/meta.py)
    result = saves.load()          # at start: result.status in "none", "ok", "unreadable", "newer", "unavailable"
    saves.clear()                  # when the game is over and recorded in the statistics
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Literal, Mapping, Sequence

from cardtable.games import GameState

from .atomic import remove_stale_temporaries
from .paths import FolderUnusable, data_dir
from .save_error import SaveError
from .save_format import SavedGame
from .save_reader import read_save
from .save_writer import write_save

AUTOSAVE_FILE = "autosave.json"

logger = logging.getLogger(__name__)

LoadStatus = Literal["none", "ok", "unreadable", "newer", "unavailable"]


@dataclass(frozen=True)
class LoadResult:
    status: LoadStatus
    game: SavedGame | None = None  # set when status is "ok"
    reason: str = ""  # for the log: an English sentence saying what is wrong and where the file was kept
    kept_as: Path | None = None  # where the unusable file was moved (None if it could not be moved)
    error: SaveError | None = None  # why it cannot be used: its kind and values, for the player's sentence
    folder: Path | None = None  # for "unavailable": the data folder that cannot be used

    @property
    def kind(self) -> str:
        return self.error.kind if self.error is not None else ""


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE_FILE


def exists() -> bool:
    return autosave_path().exists()


def save(state: GameState, seats: Sequence[Mapping[str, str]], meta: Mapping[str, Any] | None = None) -> None:
    """Replace the autosave with `state`. Malformed seats or meta raise ValueError: a bug, not a user error."""
    write_save(autosave_path(), state, seats, meta or {}, compact=True)  # after every move: speed over looks


def clear() -> None:
    """Delete the autosave (a finished game, once recorded, is neither to resume nor to record)."""
    autosave_path().unlink(missing_ok=True)


def load() -> LoadResult:
    """The autosave, or why it cannot be used. Never raises: not for what the file contains, not for a data
    folder that cannot be used."""
    try:
        path = autosave_path()
        if not path.exists():
            return LoadResult("none")
    except FolderUnusable as error:
        return _unavailable(error, error.folder, error.cause)
    except OSError as error:  # exists() itself failed (no permission on the folder...)
        return _unavailable(error, path.parent, error)
    if remove_stale_temporaries(path):
        logger.info("Removed the temporary files of autosaves cut short")
    try:
        game = read_save(path)
    except SaveError as error:
        return _set_aside(path, error)
    return LoadResult("ok", game=game)


def _unavailable(error: OSError, folder: Path, cause: OSError) -> LoadResult:
    logger.warning("No autosave: %s", error)
    reason = str(cause.strerror or cause)
    return LoadResult("unavailable", reason=f"Games cannot be saved: {error}.", folder=folder,
                      error=SaveError("folder_unusable", str(error), folder=folder, error=reason))


def _set_aside(path: Path, error: SaveError) -> LoadResult:
    """Move the unusable file to a free dated name, so that the next autosave cannot overwrite it."""
    status = "newer" if error.kind == "newer" else "unreadable"
    if status == "newer":
        problem = "The saved game was written by a newer version of cardtable and cannot be opened here."
    else:
        problem = f"The saved game could not be read ({error.clause})."
    kept_as = _free_name(path, status)
    try:
        os.replace(path, kept_as)
    except OSError as failure:
        logger.warning("Could not move the unusable autosave aside: %s", failure)
        return LoadResult(status, reason=f"{problem} It could not be moved aside ({failure}).", error=error)
    logger.warning("Autosave %s (%s); kept as %s", status, error.clause, kept_as)
    return LoadResult(status, reason=f"{problem} It was kept as {kept_as.name}.", kept_as=kept_as, error=error)


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
