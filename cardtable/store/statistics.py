"""Statistics of finished games, in the SQLite database data_dir()/statistics.sqlite3 (no Qt).

Every finished game is one row of `games`, keyed by the game's uid (`controller.meta["uid"]`; a second
record of the same uid is ignored, so a game finished after a resume counts once), written in one
transaction with its seats. The figures are the people's: each person's seat in a finished game is one
result (in a solo game, the game's one result; in a hot-seat game of three people, three results). Games of
computers alone are recorded and counted in `games_recorded`, but give no result.

A database file that is not SQLite, not cardtable's, damaged or written by a newer version is never
changed: opening it raises StatisticsError naming the problem, and the app goes on without statistics. So
does a row holding what its column cannot (statistics_rows.py), when it is read.

    from cardtable.store import statistics
    statistics.record_game(state, seats, meta)          # once per finished game
    statistics.summary(Filters(mode="solo"))            # [SummaryRow, ...]
    statistics.over_time("nothanks")                    # [(when, win rate so far, average score so far)]
    statistics.best_on_deal("nothanks", options, seed)  # DealBest or None
    statistics.clear()
"""

from __future__ import annotations

import json
import os
import sqlite3
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Iterable, Mapping, NamedTuple, Sequence

from cardtable.games.core import shown

from . import statistics_rows as row_checks
from .json_text import is_valid_text
from .outside_files import NotRegularFile, read_limited, regular_status
from .paths import data_dir
from .statistics_rows import DamagedRow
from .statistics_schema import APPLICATION_ID, SCHEMA_VERSION, create_v1, deal_key, upgrade

DATABASE_FILE = "statistics.sqlite3"
SQLITE_HEADER = b"SQLite format 3\x00"
HUMAN = "human"
PEOPLE_ONLY = "people"  # the opponent group of a game with no computer seat
MODES = ("all", "solo", "hotseat")
ASSISTED = ("all", "without", "with")
# What reading a damaged database raises: SQLite's own errors, a text that is not UTF-8 (Python's sqlite3
# decodes every text it reads, the schema's included) or a JSON text holding half a UTF-16 pair (which it
# cannot write back when migrating), a row that does not hold what its column says.
DAMAGE = (sqlite3.DatabaseError, UnicodeError, DamagedRow)
# Problems that pass by themselves: the games wait (pending_statistics.py) and are recorded once there is
# room again, or once the other program holding the database lets it go.
PASSING = ("full", "locked")
# How long a connection waits for another program's transaction (SQLite's busy timeout), in seconds.
BUSY_TIMEOUT_S = 5.0
# ... for a read on the GUI thread, which must not freeze while another program holds the database: it says
# "locked" rather than wait longer than a person notices.
GLANCE_TIMEOUT_S = 0.1


class StatisticsError(Exception):
    """The statistics cannot be used. `kind`: not_sqlite, not_regular (a folder, a named pipe...: its `what` in
    `detail`, see outside_files.NotRegularFile), foreign, newer, damaged, cannot_open, cannot_write,
    full (the disk is full), locked (another program holds the database: busy); `detail` completes it (an English clause, a version number or the OS's message)."""

    def __init__(self, kind: str, detail: str = ""):
        super().__init__(f"{kind}: {detail}" if detail else kind)
        self.kind = kind
        self.detail = detail

    @property
    def passing(self) -> bool:
        """True when the problem may be gone at the next try (a full disk, a lock), False when the file must be
        seen to."""
        return self.kind in PASSING


def as_problem(error: Exception) -> StatisticsError:
    """`error` (a StatisticsError, or the OSError of a folder or file that cannot be used) as a StatisticsError:
    the other a "cannot_open" in the OS's words."""
    if isinstance(error, StatisticsError):
        return error
    return StatisticsError("cannot_open", str(getattr(error, "strerror", None) or error))


def _sqlite_problem(error: Exception, kind: str) -> StatisticsError:
    """SQLite's error as a StatisticsError of `kind`, unless SQLite says the disk is full or the database busy."""
    code = getattr(error, "sqlite_errorcode", None)
    primary = code & 0xFF if isinstance(code, int) else None  # an extended code (SQLITE_BUSY_SNAPSHOT...) too
    if primary == sqlite3.SQLITE_FULL:
        kind = "full"
    elif primary in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
        kind = "locked"
    return StatisticsError(kind, str(error))


@dataclass(frozen=True)
class Filters:
    mode: str = "all"  # "solo" (one person), "hotseat" (several people) or "all"
    assisted: str = "all"  # "without" (no undo nor hint), "with" (undo or hints used) or "all"

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise ValueError(f"The mode filter is one of {', '.join(MODES)}, not {self.mode!r}.")
        if self.assisted not in ASSISTED:
            raise ValueError(f"The assistance filter is one of {', '.join(ASSISTED)}, not {self.assisted!r}.")


@dataclass(frozen=True)
class SummaryRow:
    game_id: str
    opponents: str  # the computer seats' levels ("hard", "easy+normal") or PEOPLE_ONLY
    players: int
    played: int  # results (people's seats in finished games)
    wins: int  # results in first place (a shared first place counts)
    win_rate: float
    average_score: float
    average_place: float
    best_score: float  # the lowest where the lowest score wins
    current_streak: int  # wins in a row up to the latest result
    longest_streak: int

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)


class OverTimePoint(NamedTuple):
    when: datetime  # when the game finished
    win_rate: float  # over every result up to this game
    average_score: float


@dataclass(frozen=True)
class DealBest:
    score: float  # the people's best score on the deal
    place: int  # their best place on it
    played: int  # people's results on the deal


def database_path(create_folder: bool = True) -> Path:
    """Where the database is; its folder is created unless `create_folder` is False (to only read)."""
    return data_dir(create=create_folder) / DATABASE_FILE


def holds_anything(path: Path) -> bool:
    """Whether there is a database to read at `path`, without creating anything: False when neither it nor
    its folder exists, or it is empty (a new database holds no game). OSError when that cannot be told
    (a file in the place of a folder, no permission)."""
    try:
        return regular_status(path).st_size > 0  # a named pipe or a device: NotRegularFile, an OSError
    except FileNotFoundError:
        return False


def lower_score_wins(game_id: str) -> bool:
    """Read from the game's computer know-how (`AIKnowHow.lower_score_wins`); an unknown game counts high."""
    from cardtable.games import GameError, get_game

    try:
        return bool(get_game(game_id).know_how().lower_score_wins)
    except (GameError, TypeError):
        return False


# --- opening -----------------------------------------------------------------------------------------------

def _check_file(path: Path) -> None:
    """Refuse, before SQLite touches it, a file that is not a SQLite database (an empty one is new), nor a
    regular file (SQLite would block on a named pipe), or whose name the OS cannot take."""
    try:
        head = read_limited(path, len(SQLITE_HEADER))[:len(SQLITE_HEADER)]
    except FileNotFoundError:
        return
    except NotRegularFile as error:
        raise StatisticsError("not_regular", error.what) from error
    except OSError as error:
        raise StatisticsError("cannot_open", str(error.strerror or error)) from error
    if head and head != SQLITE_HEADER:
        raise StatisticsError("not_sqlite", str(path))


def connect(path: Path | None = None, timeout: float = BUSY_TIMEOUT_S) -> sqlite3.Connection:
    """The database at `path` (default: database_path()), created or migrated to SCHEMA_VERSION, waiting up to
    `timeout` seconds for another program's transaction. Raises StatisticsError, leaving the file as it was,
    when it cannot be used ("locked" when the other program holds it longer)."""
    path = database_path() if path is None else Path(path)
    _check_file(path)
    try:
        connection = sqlite3.connect(path, isolation_level=None)  # transactions are explicit
    except sqlite3.Error as error:
        raise StatisticsError("cannot_open", str(error)) from error
    try:
        connection.execute(f"PRAGMA busy_timeout = {max(0, round(timeout * 1000))}")
        connection.execute("PRAGMA foreign_keys = ON")
        _prepare(connection)
    except StatisticsError:
        connection.close()
        raise
    except DAMAGE as error:
        connection.close()
        raise _sqlite_problem(error, "damaged") from error
    return connection


@contextmanager
def _transaction(connection: sqlite3.Connection):
    """BEGIN IMMEDIATE ... COMMIT, rolled back when the block raises."""
    connection.execute("BEGIN IMMEDIATE")
    try:
        yield
        connection.execute("COMMIT")
    except BaseException:
        # SQLite has already rolled back after some errors (a full disk): a ROLLBACK then would raise "no
        # transaction is active" in place of the error that tells what happened.
        if connection.in_transaction:
            with suppress(sqlite3.Error):
                connection.execute("ROLLBACK")
        raise


def _prepare(connection: sqlite3.Connection) -> None:
    with _transaction(connection):
        version = connection.execute("PRAGMA user_version").fetchone()[0]
        application = connection.execute("PRAGMA application_id").fetchone()[0]
        tables = connection.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        if application != APPLICATION_ID and (tables or version):
            raise StatisticsError("foreign", f"application id {application}, {tables} schema entries")
        if version > SCHEMA_VERSION:
            raise StatisticsError("newer", str(version))
        if version < 0:  # user_version is a signed number; no version of cardtable wrote a negative one
            raise StatisticsError("damaged", f"schema version {version}")
        if version == 0:
            create_v1(connection)
            version = 1
        upgrade(connection, version)


class _Session:
    """A connection for one call, closed after it."""

    def __init__(self, path: Path | None, timeout: float):
        self.path, self.timeout = path, timeout

    def __enter__(self) -> sqlite3.Connection:
        self.connection = connect(self.path, self.timeout)
        return self.connection

    def __exit__(self, *exc) -> None:
        self.connection.close()


# --- recording ---------------------------------------------------------------------------------------------

def _seat_dicts(seats: Sequence[Any]) -> list[dict[str, str]]:
    dicts = []
    for seat in seats:
        data = seat.to_json() if hasattr(seat, "to_json") else dict(seat)
        dicts.append({"name": _writable_name(str(data["name"])), "controller": str(data["controller"])})
    return dicts


def _writable_name(name: str) -> str:
    """`name`, or ValueError when SQLite cannot store it (a lone surrogate): names come from checked seats."""
    if not is_valid_text(name):
        raise ValueError(f"A seat's name {shown(name)} is not valid Unicode.")
    return name


def record_game(state, seats: Sequence[Any], meta: Mapping[str, Any], duplicate: bool = False,
                path: Path | None = None, timeout: float = BUSY_TIMEOUT_S) -> bool:
    """Keep a finished game (`seats`: Seat objects or {"name", "controller"} dicts; `meta`: the controller's,
    with its "uid"). True when recorded, False when that uid was already there. ValueError for a game not
    over, seats that do not match, or no uid; StatisticsError when the database cannot be used."""
    uid = meta.get("uid") if isinstance(meta, Mapping) else None
    if not isinstance(uid, str) or not uid:
        raise ValueError("A finished game is recorded under its uid (meta['uid']), which is missing.")
    if not state.is_terminal():
        raise ValueError("Only a finished game is recorded.")
    seat_dicts = _seat_dicts(seats)
    if len(seat_dicts) != state.num_players:
        raise ValueError(f"{len(seat_dicts)} seats for a game of {state.num_players} players.")
    game_id = type(state).game.id
    record = state.record()
    # The score a player reads (Négoce 2's coins rather than its ranking number), as the results' plot shows it.
    scores, places = type(state).game.running_scores(state), state.ranking().places
    humans = sum(seat["controller"] == HUMAN for seat in seat_dicts)
    elapsed = meta.get("elapsed", 0.0)
    row = (uid, game_id, json.dumps(dict(state.options), sort_keys=True), state.num_players,
           datetime.now().astimezone().isoformat(timespec="seconds"),
           float(elapsed) if isinstance(elapsed, (int, float)) else 0.0, state.undos, getattr(state, "hints", 0),
           humans, deal_key(game_id, state.options, state.seed), int(bool(duplicate)), json.dumps(record))
    try:
        with _Session(path, timeout) as connection, _transaction(connection):
            cursor = connection.execute(
                "INSERT OR IGNORE INTO games (uid, game_id, options, players, finished_at, duration, undos, hints,"
                " humans, deal_key, duplicate, record) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", row)
            if cursor.rowcount == 0:
                return False  # nothing written: the empty transaction is committed
            game_row = cursor.lastrowid
            connection.executemany(
                "INSERT INTO seats (game, seat, name, controller, score, place) VALUES (?, ?, ?, ?, ?, ?)",
                [(game_row, index, seat["name"], seat["controller"], float(scores[index]), int(places[index]))
                 for index, seat in enumerate(seat_dicts)])
            return True
    except sqlite3.DatabaseError as error:
        raise _sqlite_problem(error, "cannot_write") from error


def clear(path: Path | None = None, timeout: float = BUSY_TIMEOUT_S) -> None:
    """Forget every recorded game."""
    try:
        with _Session(path, timeout) as connection, _transaction(connection):
            connection.execute("DELETE FROM seats")
            connection.execute("DELETE FROM games")
    except sqlite3.DatabaseError as error:
        raise _sqlite_problem(error, "cannot_write") from error


# --- reading -----------------------------------------------------------------------------------------------

class _Result(NamedTuple):
    game_row: int
    game_id: str
    opponents: str
    players: int
    finished_at: str
    score: float
    place: int


def _where(filters: Filters, game_id: str | None) -> tuple[str, list[Any]]:
    clauses, values = [], []
    if filters.mode == "solo":
        clauses.append("g.humans = 1")
    elif filters.mode == "hotseat":
        clauses.append("g.humans > 1")
    if filters.assisted == "without":
        clauses.append("g.undos = 0 AND g.hints = 0")
    elif filters.assisted == "with":
        clauses.append("(g.undos > 0 OR g.hints > 0)")
    if game_id is not None:
        clauses.append("g.game_id = ?")
        values.append(game_id)
    return (" AND ".join(clauses) or "1"), values


def _results(connection: sqlite3.Connection, filters: Filters, game_id: str | None = None) -> list[_Result]:
    """The people's results, oldest first (in the order the games were recorded)."""
    where, values = _where(filters, game_id)
    fetched = connection.execute(
        "SELECT g.id, g.game_id, g.players, g.finished_at, s.controller, s.score, s.place"
        f" FROM games g JOIN seats s ON s.game = g.id WHERE {where} ORDER BY g.id, s.seat", values).fetchall()
    by_game: dict[int, list[row_checks.ResultRow]] = {}
    for row in fetched:
        by_game.setdefault(row[0], []).append(row_checks.result_row(row))
    results = []
    for game_row, seat_rows in by_game.items():
        levels = sorted({row[4] for row in seat_rows if row[4] != HUMAN})
        opponents = "+".join(levels) if levels else PEOPLE_ONLY
        for _, game, players, finished_at, controller, score, place in seat_rows:
            if controller == HUMAN:
                results.append(_Result(game_row, game, opponents, players, finished_at, score, place))
    return results


def _streaks(wins: Iterable[bool]) -> tuple[int, int]:
    current = longest = 0
    for won in wins:
        current = current + 1 if won else 0
        longest = max(longest, current)
    return current, longest


def summarise(results: Sequence[_Result]) -> list[SummaryRow]:
    groups: dict[tuple[str, str, int], list[_Result]] = {}
    for result in results:
        groups.setdefault((result.game_id, result.opponents, result.players), []).append(result)
    rows = []
    for (game_id, opponents, players), group in sorted(groups.items()):
        wins = [result.place == 1 for result in group]
        scores = [result.score for result in group]
        current, longest = _streaks(wins)
        best = min(scores) if lower_score_wins(game_id) else max(scores)
        rows.append(SummaryRow(game_id, opponents, players, len(group), sum(wins), sum(wins) / len(group),
                               sum(scores) / len(group), sum(result.place for result in group) / len(group),
                               best, current, longest))
    return rows


def _read(path: Path | None, read, timeout: float):
    try:
        with _Session(path, timeout) as connection:
            return read(connection)
    except DAMAGE as error:
        raise _sqlite_problem(error, "damaged") from error


def summary(filters: Filters | None = None, path: Path | None = None,
            timeout: float = BUSY_TIMEOUT_S) -> list[SummaryRow]:
    """Per game, opponent levels and player count, the people's figures (sorted by game, opponents, players)."""
    filters = filters or Filters()
    return _read(path, lambda connection: summarise(_results(connection, filters)), timeout)


def games_recorded(filters: Filters | None = None, path: Path | None = None,
                   timeout: float = BUSY_TIMEOUT_S) -> dict[str, int]:
    """How many finished games each game has recorded (computers' games included where the mode is "all")."""
    where, values = _where(filters or Filters(), None)
    return _read(path, lambda connection: {
        row_checks.text(game_id, game_row, "game id"): number for game_id, number, game_row in connection.execute(
            f"SELECT g.game_id, count(*), min(g.id) FROM games g WHERE {where} GROUP BY g.game_id ORDER BY g.game_id",
            values).fetchall()}, timeout)


def last_game(path: Path | None = None, timeout: float = BUSY_TIMEOUT_S) -> str | None:
    """The game id of the game recorded last, None when there is none."""
    def read(connection: sqlite3.Connection) -> str | None:
        row = connection.execute("SELECT game_id, id FROM games ORDER BY id DESC LIMIT 1").fetchone()
        return row_checks.text(row[0], row[1], "game id") if row else None
    return _read(path, read, timeout)


def over_time(game_id: str, filters: Filters | None = None, path: Path | None = None,
              timeout: float = BUSY_TIMEOUT_S) -> list[OverTimePoint]:
    """After each finished game of `game_id` with people (oldest first): the win rate and average score of
    every result so far."""
    results = _read(path, lambda connection: _results(connection, filters or Filters(), game_id), timeout)
    points: list[OverTimePoint] = []
    wins = total = count = 0
    for index, result in enumerate(results):
        wins += result.place == 1
        total += result.score
        count += 1
        last_of_game = index + 1 == len(results) or results[index + 1].game_row != result.game_row
        if last_of_game:
            points.append(OverTimePoint(datetime.fromisoformat(result.finished_at), wins / count, total / count))
    return points


def best_on_deal(game_id: str, options: Mapping[str, Any], seed: int, seat_count: int | None = None,
                 path: Path | None = None, timeout: float = BUSY_TIMEOUT_S) -> DealBest | None:
    """The people's best score and best place on one deal (the game, its options and seed), None if never
    played. `options` may leave out "players" when `seat_count` gives it; missing options take their default."""
    key = deal_key(game_id, _canonical_options(game_id, options, seat_count), seed)
    rows = _read(path, lambda connection: [
        (row_checks.number(score, game_row, "score"), row_checks.count(place, game_row, "place", 1))
        for score, place, game_row in connection.execute(
            "SELECT s.score, s.place, g.id FROM games g JOIN seats s ON s.game = g.id"
            " WHERE g.deal_key = ? AND s.controller = ?", (key, HUMAN)).fetchall()], timeout)
    if not rows:
        return None
    scores = [score for score, _ in rows]
    best = min(scores) if lower_score_wins(game_id) else max(scores)
    return DealBest(best, min(place for _, place in rows), len(rows))


def _canonical_options(game_id: str, options: Mapping[str, Any], seat_count: int | None) -> dict[str, Any]:
    from cardtable.games import GameError, get_game

    options = dict(options)
    if seat_count is not None:
        options["players"] = seat_count
    try:
        return get_game(game_id).validate_options(options)
    except GameError:
        return options
