"""The statistics database fed anything (Hypothesis): arbitrary bytes as its file, a real database with
bytes changed or cut short, any value in any column of its rows, and arbitrary JSON as the options and
record of a version 1 database's rows (which the migration reads). Every reader gives a StatisticsError
of a known kind or figures of the right types; a database it could not use is left as it was (bytes,
modification time, nothing added beside it); recording a game either works or says why."""

from __future__ import annotations

import json
import math
import os
import shutil
import sqlite3
import tempfile
from datetime import datetime
from functools import lru_cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings, strategies as st

from cardtable.store import statistics
from cardtable.store.statistics import DealBest, Filters, OverTimePoint, StatisticsError, SummaryRow
from cardtable.store.statistics_schema import APPLICATION_ID, SCHEMA_V1

from tests.store.statistics_helpers import record

KINDS = ("not_sqlite", "foreign", "newer", "damaged", "cannot_open", "cannot_write")
MTIME_NS = 1_600_000_000_000_000_000
FUZZ = settings(max_examples=60, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
GAMES = ("nothanks", "schnaeppchen", "chess")

sqlite_values = (st.none() | st.integers(-(2**63), 2**63 - 1) | st.floats() | st.text(max_size=12)
                 | st.binary(max_size=8) | st.sampled_from(["2026-01-02T10:00:00+01:00", "human", "easy", "nothanks",
                                                           "{}", "[]", "null", "1e999"]))
json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
                           lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner,
                                                                                         max_size=3), max_leaves=12)
# Half a UTF-16 pair, escaped: valid JSON, read as a Python text that UTF-8 cannot hold.
json_texts = json_values.map(json.dumps) | st.text(max_size=20) | st.just('{"seed": "\\ud800"}')


@lru_cache(maxsize=None)
def real_database() -> bytes:
    """A database with a few games: people against computers, hot-seat, computers alone."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "statistics.sqlite3"
        record(path, "nothanks", (20, 35, 41), ("human", "easy", "hard"), "a", seed=3)
        record(path, "nothanks", (50, 12, 30), ("human", "human", "normal"), "b", undos=1)
        record(path, "schnaeppchen", (5, 1, 9), ("human", "easy", "easy"), "c", hints=2)
        record(path, "chess", (1, 0), ("easy", "hard"), "d")
        return path.read_bytes()


def version_1_database(path: Path, options: str, record_text: str) -> None:
    """A database as version 1 wrote it, with one game whose options and record are the given texts."""
    connection = sqlite3.connect(path)
    connection.executescript(SCHEMA_V1)
    connection.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    connection.execute("PRAGMA user_version = 1")
    connection.execute("INSERT INTO games (uid, game_id, options, players, finished_at, duration, undos, humans,"
                       " record) VALUES ('old', 'nothanks', ?, 2, '2026-01-02T10:00:00+01:00', 300, 0, 1, ?)",
                       (options, record_text))
    connection.executemany("INSERT INTO seats VALUES (1, ?, ?, ?, ?, ?)",
                           [(0, "Ann", "human", 14, 1), (1, "Bob", "normal", 9, 2)])
    connection.commit()
    connection.close()


def check_summary_row(row) -> None:
    assert isinstance(row, SummaryRow)
    assert isinstance(row.game_id, str) and isinstance(row.opponents, str) and type(row.players) is int
    assert type(row.played) is int and type(row.wins) is int and 0 <= row.wins <= row.played
    assert 0.0 <= row.win_rate <= 1.0
    assert all(isinstance(value, (int, float)) for value in (row.average_score, row.average_place, row.best_score))
    assert type(row.current_streak) is int and 0 <= row.current_streak <= row.longest_streak <= row.played
    json.dumps(row.to_json())  # what `cardtable-statistics --json` prints


def read_everything(path: Path) -> str:
    """Every reader of the statistics on `path`: "ok" with figures of the right types, or the error's kind."""
    try:
        for mode in ("all", "solo", "hotseat"):
            for row in statistics.summary(Filters(mode=mode, assisted="with"), path=path):
                check_summary_row(row)
            for row in statistics.summary(Filters(mode=mode), path=path):
                check_summary_row(row)
        recorded = statistics.games_recorded(path=path)
        assert all(isinstance(key, str) and type(count) is int for key, count in recorded.items())
        last = statistics.last_game(path=path)
        assert last is None or isinstance(last, str)
        for game_id in GAMES:
            for point in statistics.over_time(game_id, path=path):
                assert isinstance(point, OverTimePoint) and isinstance(point.when, datetime)
                assert 0.0 <= point.win_rate <= 1.0 and isinstance(point.average_score, float)
            best = statistics.best_on_deal(game_id, {"players": 3}, 3, path=path)
            assert best is None or (isinstance(best, DealBest) and math.isfinite(best.score)
                                    and type(best.place) is int)
    except StatisticsError as error:
        assert error.kind in KINDS
        return error.kind
    return "ok"


def placed(folder: Path, content: bytes) -> Path:
    path = folder / statistics.DATABASE_FILE
    path.write_bytes(content)
    os.utime(path, ns=(MTIME_NS, MTIME_NS))
    return path


def check_unchanged(path: Path, content: bytes) -> None:
    assert path.read_bytes() == content and path.stat().st_mtime_ns == MTIME_NS
    assert [entry.name for entry in path.parent.iterdir()] == [path.name]


def check_database_file(tmp_path: Path, content: bytes) -> str:
    """The readers and a recording on a file holding `content`: a database the readers refuse is left as
    it was by them, and by a recording that fails."""
    folder = Path(tempfile.mkdtemp(dir=tmp_path))
    path = placed(folder, content)
    outcome = read_everything(path)
    if outcome != "ok":
        check_unchanged(path, content)
        try:
            record(path, "nothanks", (1, 2, 3), ("human", "easy", "easy"), "fuzz")
        except StatisticsError as error:
            assert error.kind in KINDS
            check_unchanged(path, content)
        # else: a damaged page or row that recording does not touch does not keep a game from being recorded
    return outcome


@FUZZ
@given(content=st.binary(min_size=1, max_size=600)
       | st.binary(max_size=600).map(lambda tail: statistics.SQLITE_HEADER + tail))
def test_arbitrary_bytes_as_the_database_are_refused_and_left_as_they_were(tmp_path, content):
    assert check_database_file(tmp_path, content) != "ok"


@FUZZ
@given(data=st.data())
def test_a_real_database_with_bytes_changed_or_cut_is_refused_or_read(tmp_path, data):
    content = bytearray(real_database())
    if data.draw(st.booleans()):
        content = content[:data.draw(st.integers(1, len(content) - 1))]
    else:
        for _ in range(data.draw(st.integers(1, 6))):
            at = data.draw(st.integers(0, len(content) - 1))
            content[at] = data.draw(st.integers(0, 255))
    check_database_file(tmp_path, bytes(content))


COLUMNS = {"games": ("uid", "game_id", "options", "players", "finished_at", "duration", "undos", "hints", "humans",
                     "deal_key", "duplicate", "record"),
           "seats": ("seat", "name", "controller", "score", "place")}


@FUZZ
@given(changes=st.lists(st.tuples(st.sampled_from([(table, column) for table, columns in COLUMNS.items()
                                                   for column in columns]),
                                  st.integers(1, 4), sqlite_values), min_size=1, max_size=3))
def test_any_value_in_the_rows_gives_figures_or_a_clear_error(tmp_path, changes):
    folder = Path(tempfile.mkdtemp(dir=tmp_path))
    path = placed(folder, real_database())
    connection = sqlite3.connect(path)
    try:
        for (table, column), row, value in changes:
            key = "id" if table == "games" else "rowid"
            connection.execute(f"UPDATE {table} SET {column} = ? WHERE {key} = ?", (value, row))
        connection.commit()
    except sqlite3.IntegrityError:
        assume(False)  # NOT NULL, UNIQUE: a value SQLite itself keeps out
    finally:
        connection.close()
    content = path.read_bytes()
    os.utime(path, ns=(MTIME_NS, MTIME_NS))
    if read_everything(path) != "ok":
        check_unchanged(path, content)


@FUZZ
@given(options=json_texts, record_text=json_texts)
def test_arbitrary_json_in_a_version_1_row_is_migrated_or_refused(tmp_path, options, record_text):
    folder = Path(tempfile.mkdtemp(dir=tmp_path))
    path = folder / statistics.DATABASE_FILE
    version_1_database(path, options, record_text)
    content = path.read_bytes()
    os.utime(path, ns=(MTIME_NS, MTIME_NS))
    outcome = read_everything(path)
    if outcome != "ok":
        assert outcome == "damaged"
        check_unchanged(path, content)


def test_the_real_database_and_a_version_1_one_are_read(tmp_path):
    """The fuzzed databases are usable before they are damaged (so the checks above can say "ok")."""
    assert read_everything(placed(tmp_path, real_database())) == "ok"
    shutil.rmtree(tmp_path)
    tmp_path.mkdir()
    version_1_database(tmp_path / "v1.sqlite3", json.dumps({"players": 2}), json.dumps({"seed": 4, "hints": 1}))
    assert read_everything(tmp_path / "v1.sqlite3") == "ok"


# --- found by the fuzzing above: each crashed a reader with an error other than StatisticsError --------

def changed_database(folder: Path, *statements: str) -> Path:
    path = placed(folder, real_database())
    with sqlite3.connect(path) as connection:
        for statement in statements:
            connection.execute(statement)
    connection.close()
    os.utime(path, ns=(MTIME_NS, MTIME_NS))
    return path


def refused_as_damaged(path: Path, read) -> str:
    content = path.read_bytes()
    try:
        read()
    except StatisticsError as error:
        assert error.kind == "damaged"
        check_unchanged(path, content)
        return error.detail
    raise AssertionError("the damaged database was read")


def test_a_text_for_a_score_is_damage(tmp_path):
    path = changed_database(tmp_path, "UPDATE seats SET score = 'lots' WHERE rowid = 1",
                            "UPDATE games SET deal_key = 'dice|{}|0' WHERE id = 1")
    detail = refused_as_damaged(path, lambda: statistics.summary(path=path))
    assert "score 'lots' is not a number" in detail
    refused_as_damaged(path, lambda: statistics.best_on_deal("dice", {}, 0, path=path))


def test_a_date_that_is_not_one_or_a_game_id_that_is_no_text_is_damage(tmp_path):
    path = changed_database(tmp_path, "UPDATE games SET finished_at = 'Tuesday' WHERE id = 2")
    assert "date 'Tuesday' is not an ISO date" in refused_as_damaged(path, lambda: statistics.over_time("nothanks",
                                                                                                     path=path))
    path = changed_database(Path(tempfile.mkdtemp(dir=tmp_path)), "UPDATE games SET game_id = x'00ff' WHERE id = 4")
    refused_as_damaged(path, lambda: statistics.games_recorded(path=path))
    refused_as_damaged(path, lambda: statistics.last_game(path=path))


def test_a_place_beyond_the_player_count_is_damage(tmp_path):
    path = changed_database(tmp_path, "UPDATE seats SET place = 9 WHERE rowid = 1")
    refused_as_damaged(path, lambda: statistics.summary(path=path))


def test_a_version_1_row_whose_record_is_not_a_json_object_is_damage_and_stays_version_1(tmp_path):
    cases = [("{}", "not JSON"), ("{}", "[1, 2]"), ("7", "{}"), ('{"a": "\\udfff"}', "{}")]
    for number, (options, record_text) in enumerate(cases):
        path = tmp_path / f"{number}.sqlite3"
        version_1_database(path, options, record_text)
        os.utime(path, ns=(MTIME_NS, MTIME_NS))
        content = path.read_bytes()
        with pytest.raises(StatisticsError) as raised:
            statistics.summary(path=path)
        assert raised.value.kind == "damaged"
        assert path.read_bytes() == content and path.stat().st_mtime_ns == MTIME_NS


def test_a_negative_schema_version_or_a_text_that_is_not_utf8_is_damage(tmp_path):
    path = changed_database(tmp_path, "PRAGMA user_version = -3")
    assert "schema version -3" in refused_as_damaged(path, lambda: statistics.summary(path=path))
    content = bytearray(real_database())
    content[content.index(b"CREATE TABLE games") + 7] = 0x80  # in the schema's own text
    path = placed(Path(tempfile.mkdtemp(dir=tmp_path)), bytes(content))
    refused_as_damaged(path, lambda: statistics.summary(path=path))
