"""Finished games waiting to be recorded in the statistics: one small file per game in
data_dir()/pending-statistics/ (no Qt).

A finished game goes here before its autosave is cleared, and leaves only once it is in the database, so a kill
at any moment finds it in the autosave, here or in the statistics. A database held by another program or a full
disk only delays it: `record_waiting` records what waits (at the next start, after each finished game and on
the app's retry timer) and stops at the first problem, leaving the rest for the next try.

Each file is a saved game (save_writer, written atomically; its meta holds the uid and "duplicate") read back
by save_reader with all its checks. A file that cannot be used is set aside under a new name (".damaged-..."),
never deleted unread; one written by a newer version is left for that version. At most MAX_WAITING games wait:
past that, `keep` refuses (QueueFull) and the finished game stays in its autosave until the next game replaces it.

    from cardtable.store import pending_statistics as pending
    pending.keep(state, seats, meta)          # the game is safe: its autosave may go
    drained = pending.record_waiting()        # in the statistics worker, never on the GUI thread
    pending.count()
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping, Sequence

from . import statistics
from .paths import data_dir
from .save_error import SaveError
from .save_reader import read_save
from .save_writer import write_save

FOLDER = "pending-statistics"
SUFFIX = ".json"
SET_ASIDE = ".damaged"
MAX_WAITING = 1000  # far more than a session plays while the database is busy or the disk full

logger = logging.getLogger(__name__)


class QueueFull(OSError):
    """MAX_WAITING games already wait: the finished game is not added."""


@dataclass
class Drained:
    """What `record_waiting` did: the uids it recorded (new rows), the files it set aside, and the problem
    that stopped it (None when the queue was emptied)."""
    recorded: list[str] = field(default_factory=list)
    set_aside: list[Path] = field(default_factory=list)
    problem: statistics.StatisticsError | None = None


def folder(create: bool = True) -> Path:
    return data_dir(create=create) / FOLDER


def _file_name(uid: str) -> str:
    # A uid read from a file is any short text: its digest makes a safe, stable name (the same game twice is one file).
    import hashlib  # here, for a finished game's file: the start need not load OpenSSL

    return hashlib.sha256(uid.encode("utf-8", "surrogatepass")).hexdigest()[:32] + SUFFIX


def waiting(where: Path | None = None) -> list[Path]:
    """The files of the games waiting, oldest first; none when the folder does not exist or cannot be read."""
    where = folder(create=False) if where is None else where
    try:
        files = [entry for entry in where.iterdir() if entry.name.endswith(SUFFIX) and entry.is_file()]
        return sorted(files, key=lambda entry: (entry.stat().st_mtime_ns, entry.name))
    except OSError:
        return []


def count(where: Path | None = None) -> int:
    return len(waiting(where))


def keep(state, seats: Sequence[Any], meta: Mapping[str, Any], where: Path | None = None) -> Path:
    """Write the finished game (its meta with "uid", and "duplicate" when it is one) to the queue; its file.
    OSError when it cannot be written (QueueFull past MAX_WAITING), ValueError for malformed seats or meta."""
    uid = meta.get("uid")
    if not isinstance(uid, str) or not uid:
        raise ValueError("A finished game waits under its uid (meta['uid']), which is missing.")
    where = folder() if where is None else where
    where.mkdir(parents=True, exist_ok=True)
    path = where / _file_name(uid)
    if not path.exists() and count(where) >= MAX_WAITING:
        raise QueueFull(f"{MAX_WAITING} finished games already wait in {where}")
    write_save(path, state, seats, meta, compact=True)
    return path


def record_waiting(path: Path | None = None, where: Path | None = None,
                   timeout: float = statistics.BUSY_TIMEOUT_S) -> Drained:
    """Record the waiting games in the database at `path`, oldest first, each file removed once its game is in
    the database. The database is opened first even when nothing waits: a problem found there is in `problem`."""
    drained = Drained()
    try:
        statistics.connect(path, timeout).close()
        for file in waiting(where):
            _record_one(file, path, timeout, drained)
    except (statistics.StatisticsError, OSError) as error:
        drained.problem = statistics.as_problem(error)
    return drained


def _record_one(file: Path, path: Path | None, timeout: float, drained: Drained) -> None:
    try:
        game = read_save(file)
    except SaveError as error:
        if error.kind == "cannot_open":
            raise OSError(error.clause) from error  # the folder, not the file: tried again later
        if error.kind != "newer":  # a newer version's file waits for that version
            drained.set_aside.append(_set_aside(file, error.clause))
        return
    meta = dict(game.meta)
    try:
        added = statistics.record_game(game.state, game.seats, meta, duplicate=bool(meta.get("duplicate")),
                                       path=path, timeout=timeout)
    except ValueError as error:  # no uid, not over, seats that do not match: not a game to record
        drained.set_aside.append(_set_aside(file, str(error)))
        return
    file.unlink(missing_ok=True)
    if added:
        drained.recorded.append(meta["uid"])


def _set_aside(file: Path, reason: str) -> Path:
    """Rename the unusable file out of the queue (a free name), so that it is kept but never read again."""
    candidate, number = file.with_name(file.name + SET_ASIDE), 2
    while candidate.exists():
        candidate, number = file.with_name(f"{file.name}{SET_ASIDE}-{number}"), number + 1
    os.replace(file, candidate)
    logger.warning("A waiting finished game cannot be recorded (%s); kept as %s", reason, candidate)
    return candidate
