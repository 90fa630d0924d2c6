"""The statistics database: rows of finished games, counted once, figures, filters, streaks, migrations,
and a database that cannot be used left as it was."""

import json
import sqlite3
from contextlib import closing

import pytest

from cardtable.store import statistics
from cardtable.store.statistics import Filters, StatisticsError
from cardtable.store.statistics_schema import SCHEMA_V1, SCHEMA_VERSION, deal_key

from tests.store.statistics_helpers import finished, record, seats


@pytest.fixture
def db(tmp_path):
    return tmp_path / "statistics.sqlite3"


def test_a_finished_game_is_one_row_with_its_seats(db):
    state = finished("schnaeppchen", (12, 30, 7), seed=9, undos=2, hints=1)
    assert statistics.record_game(state, seats("human", "hard", "normal"), {"uid": "u1", "elapsed": 61.5},
                                  path=db)
    with sqlite3.connect(db) as connection:
        game = connection.execute("SELECT uid, game_id, players, duration, undos, hints, humans, duplicate, deal_key,"
                                  " record FROM games").fetchall()
        rows = connection.execute("SELECT seat, name, controller, score, place FROM seats ORDER BY seat").fetchall()
    assert game[0][:8] == ("u1", "schnaeppchen", 3, 61.5, 2, 1, 1, 0)
    assert game[0][8] == deal_key("schnaeppchen", {"players": 3}, 9)
    assert json.loads(game[0][9])["hints"] == 1
    assert rows == [(0, "Ann", "human", 12.0, 2), (1, "Bob", "hard", 30.0, 1), (2, "Cy", "normal", 7.0, 3)]
    assert statistics.database_path().name == "statistics.sqlite3"


def test_the_same_uid_is_counted_once(db):
    assert record(db, "schnaeppchen", (5, 1), ("human", "easy"), "same")
    assert not record(db, "schnaeppchen", (9, 1), ("human", "easy"), "same")  # a resumed game finishing again
    [row] = statistics.summary(path=db)
    assert (row.played, row.wins, row.average_score) == (1, 1, 5.0)
    assert statistics.games_recorded(path=db) == {"schnaeppchen": 1}


def test_a_game_not_over_or_without_uid_is_refused(db):
    state = finished("schnaeppchen", (1, 2))
    with pytest.raises(ValueError, match="uid"):
        statistics.record_game(state, seats("human", "easy"), {}, path=db)
    state.is_terminal = lambda: False
    with pytest.raises(ValueError, match="finished"):
        statistics.record_game(state, seats("human", "easy"), {"uid": "x"}, path=db)
    assert statistics.games_recorded(path=db) == {}


def test_figures_per_opponent_level_and_player_count(db):
    record(db, "schnaeppchen", (10, 3), ("human", "easy"), "a")  # won
    record(db, "schnaeppchen", (2, 3), ("human", "easy"), "b")  # lost
    record(db, "schnaeppchen", (8, 3, 1), ("human", "easy", "easy"), "c")  # 3 players: own row
    record(db, "schnaeppchen", (4, 6, 5), ("human", "hard", "normal"), "d")  # mixed levels: own group
    record(db, "schnaeppchen", (4, 6, 5), ("normal", "hard", "normal"), "e")  # no person: no result
    rows = {(row.opponents, row.players): row for row in statistics.summary(path=db)}
    assert set(rows) == {("easy", 2), ("easy", 3), ("hard+normal", 3)}
    two = rows[("easy", 2)]
    assert (two.played, two.wins, two.win_rate, two.average_score, two.average_place, two.best_score) == (
        2, 1, 0.5, 6.0, 1.5, 10.0)
    assert rows[("hard+normal", 3)].average_place == 3
    assert statistics.games_recorded(path=db) == {"schnaeppchen": 5}


def test_best_score_is_the_lowest_where_the_lowest_wins(db):
    record(db, "nothanks", (40, 50), ("human", "easy"), "a")
    record(db, "nothanks", (70, 50), ("human", "easy"), "b")
    [row] = statistics.summary(path=db)
    assert (row.best_score, row.wins) == (40, 1)


def test_streaks_current_and_longest(db):
    outcomes = [True, True, True, False, True, True]
    for index, won in enumerate(outcomes):
        record(db, "schnaeppchen", (5, 1) if won else (1, 5), ("human", "normal"), f"g{index}")
    [row] = statistics.summary(path=db)
    assert (row.current_streak, row.longest_streak) == (2, 3)
    record(db, "schnaeppchen", (1, 5), ("human", "normal"), "lost")
    [row] = statistics.summary(path=db)
    assert (row.current_streak, row.longest_streak) == (0, 3)


def test_filters_keep_solo_hotseat_and_assisted_games_apart(db):
    record(db, "schnaeppchen", (5, 1), ("human", "easy"), "solo")
    record(db, "schnaeppchen", (5, 1), ("human", "easy"), "undo", undos=1)
    record(db, "schnaeppchen", (1, 5), ("human", "easy"), "hint", hints=2)
    record(db, "schnaeppchen", (5, 1, 3), ("human", "human", "human"), "hot")

    def played(**filters):
        return {(row.opponents, row.players): row.played for row in statistics.summary(Filters(**filters), path=db)}

    assert played() == {("easy", 2): 3, ("people", 3): 3}  # every person's seat is a result
    assert played(mode="solo") == {("easy", 2): 3}
    assert played(mode="hotseat") == {("people", 3): 3}
    assert played(assisted="without") == {("easy", 2): 1, ("people", 3): 3}
    assert played(mode="solo", assisted="with") == {("easy", 2): 2}
    assert statistics.games_recorded(Filters(mode="hotseat"), path=db) == {"schnaeppchen": 1}
    with pytest.raises(ValueError, match="mode"):
        Filters(mode="duo")
    with pytest.raises(ValueError, match="assistance"):
        Filters(assisted="some")


def test_over_time_follows_the_games_in_order(db):
    record(db, "schnaeppchen", (5, 1), ("human", "easy"), "a")
    record(db, "schnaeppchen", (1, 5), ("human", "easy"), "b")
    record(db, "nothanks", (1, 5), ("human", "easy"), "other game")
    record(db, "schnaeppchen", (6, 1), ("human", "easy"), "c")
    points = statistics.over_time("schnaeppchen", path=db)
    assert [(rate, score) for _, rate, score in points] == [(1.0, 5.0), (0.5, 3.0), (2 / 3, 4.0)]
    assert all(point.when.tzinfo is not None for point in points)
    assert statistics.over_time("schnaeppchen", Filters(mode="hotseat"), path=db) == []


def test_best_on_deal_and_duplicate_flag(db):
    record(db, "schnaeppchen", (5, 9), ("human", "hard"), "first", seed=42)
    record(db, "schnaeppchen", (8, 9), ("human", "hard"), "again", seed=42, duplicate=True)
    record(db, "schnaeppchen", (20, 9), ("human", "hard"), "other deal", seed=43)
    best = statistics.best_on_deal("schnaeppchen", {}, 42, seat_count=2, path=db)
    assert (best.score, best.place, best.played) == (8, 2, 2)
    assert statistics.best_on_deal("schnaeppchen", {"players": 2}, 42, path=db) == best
    assert statistics.best_on_deal("schnaeppchen", {}, 44, seat_count=2, path=db) is None
    with sqlite3.connect(db) as connection:
        assert connection.execute("SELECT uid FROM games WHERE duplicate = 1").fetchall() == [("again",)]


def test_clear_forgets_every_game(db):
    record(db, "schnaeppchen", (5, 1), ("human", "easy"), "a")
    statistics.clear(path=db)
    assert statistics.summary(path=db) == []
    assert record(db, "schnaeppchen", (5, 1), ("human", "easy"), "a")  # a fresh start


def _version_1_database(path):
    """A database as version 1 wrote it, by hand: no hints, deal key nor duplicate flag."""
    connection = sqlite3.connect(path)
    connection.executescript(SCHEMA_V1)
    connection.execute(f"PRAGMA application_id = {statistics.APPLICATION_ID}")
    connection.execute("PRAGMA user_version = 1")
    record_json = json.dumps({"format": 1, "game": "schnaeppchen", "options": {"players": 2}, "seed": 77,
                              "actions": [], "hints": 3})
    connection.execute("INSERT INTO games (uid, game_id, options, players, finished_at, duration, undos, humans,"
                       " record) VALUES ('old', 'schnaeppchen', '{\"players\": 2}', 2, '2026-01-02T10:00:00+01:00',"
                       " 300, 0, 1, ?)", (record_json,))
    connection.executemany("INSERT INTO seats VALUES (1, ?, ?, ?, ?, ?)",
                           [(0, "Ann", "human", 14, 1), (1, "Bob", "normal", 9, 2)])
    connection.commit()
    connection.close()


def test_a_version_1_database_is_migrated(db):
    _version_1_database(db)
    [row] = statistics.summary(path=db)
    assert (row.played, row.wins, row.best_score) == (1, 1, 14)
    with sqlite3.connect(db) as connection:
        assert connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 2
        assert connection.execute("SELECT hints, deal_key, duplicate FROM games").fetchone() == (
            3, deal_key("schnaeppchen", {"players": 2}, 77), 0)
    assert statistics.summary(Filters(assisted="with"), path=db) == [row]  # the hints read from the record
    assert statistics.best_on_deal("schnaeppchen", {}, 77, seat_count=2, path=db).score == 14
    assert record(db, "schnaeppchen", (1, 2), ("human", "normal"), "new")  # and it records on


@pytest.mark.parametrize("content", [
    b"\x00\xffnot a database at all" * 50,
    b"SQLite format 3\x00" + b"\x13" * 2000,  # a SQLite header over damaged pages
], ids=["arbitrary bytes", "damaged"])
def test_a_corrupt_database_is_reported_and_left_untouched(db, content):
    db.write_bytes(content)
    for call in (lambda: statistics.summary(path=db), lambda: record(db, "schnaeppchen", (5, 1), ("human", "easy"), "a"),
                 lambda: statistics.clear(path=db)):
        with pytest.raises(StatisticsError) as raised:
            call()
        assert raised.value.kind in ("not_sqlite", "damaged")
    assert db.read_bytes() == content
    assert sorted(path.name for path in db.parent.iterdir()) == [db.name]


def test_a_foreign_or_newer_database_is_left_untouched(tmp_path):
    foreign, newer = tmp_path / "foreign.sqlite3", tmp_path / "newer.sqlite3"
    with sqlite3.connect(foreign) as connection:
        connection.execute("CREATE TABLE notes (text TEXT)")
    with sqlite3.connect(newer) as connection:
        connection.execute(f"PRAGMA application_id = {statistics.APPLICATION_ID}")
        connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    for path, kind in ((foreign, "foreign"), (newer, "newer")):
        before = path.read_bytes()
        with pytest.raises(StatisticsError) as raised:
            statistics.summary(path=path)
        assert raised.value.kind == kind
        assert path.read_bytes() == before


def test_a_game_whose_ranking_number_is_not_its_score_records_the_score_a_player_reads(db):
    """Négoce 2 ranks by a number mixing the win, the goods and the coins; its players read coins."""
    import random

    from cardtable.games import get_game

    game = get_game("negoce")
    state, rng = game.new_game({"players": 4}, 5), random.Random(5)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    assert statistics.record_game(state, seats("human", "easy", "easy", "easy"), {"uid": "n"}, path=db)
    with sqlite3.connect(db) as connection:
        recorded = [row[0] for row in connection.execute("SELECT score FROM seats ORDER BY seat")]
    assert recorded == list(game.running_scores(state)) != list(state.scores())


def _disk_full_after_the_schema(patch, db) -> None:
    """Through `patch`: every connection to `db` may not grow the file beyond what it holds, as on a full disk."""
    real = statistics.connect

    def connect(path=None, timeout=statistics.BUSY_TIMEOUT_S):
        connection = real(path, timeout)
        pages = connection.execute("PRAGMA page_count").fetchone()[0]
        connection.execute(f"PRAGMA max_page_count = {pages}")
        return connection
    patch.setattr(statistics, "connect", connect)


def test_a_full_disk_is_reported_as_such_and_the_next_game_is_recorded_once_there_is_room(db, monkeypatch):
    assert record(db, "schnaeppchen", (5, 1), ("human", "easy"), "first")
    with monkeypatch.context() as patch:
        _disk_full_after_the_schema(patch, db)
        with pytest.raises(StatisticsError) as raised:
            # A long record needs new pages: SQLite answers SQLITE_FULL and rolls the transaction back itself.
            record(db, "schnaeppchen", (9, 1), ("human", "easy"), "x" * 20_000)
    assert raised.value.kind == "full" and raised.value.passing
    assert "full" in raised.value.detail and "rollback" not in raised.value.detail
    assert statistics.games_recorded(path=db) == {"schnaeppchen": 1}
    assert record(db, "schnaeppchen", (9, 1), ("human", "easy"), "x" * 20_000)
    assert statistics.games_recorded(path=db) == {"schnaeppchen": 2}


def test_a_damaged_database_is_not_a_passing_problem():
    assert not StatisticsError("damaged", "file is not a database").passing


@pytest.mark.parametrize("read", [
    lambda db: record(db, "nothanks", (40, 50), ("human", "hard"), "while held", timeout=0.05),
    lambda db: statistics.summary(path=db, timeout=0.05),
    lambda db: statistics.connect(db, timeout=0.05),
], ids=["record", "read", "open"])
def test_a_database_held_by_another_program_is_locked_not_damaged(db, read):
    assert record(db, "nothanks", (40, 50), ("human", "hard"), "before")
    with closing(sqlite3.connect(db, isolation_level=None)) as other:
        other.execute("BEGIN EXCLUSIVE")
        with pytest.raises(StatisticsError) as raised:
            read(db)
        other.execute("ROLLBACK")
    assert raised.value.kind == "locked" and raised.value.passing
    assert record(db, "nothanks", (40, 50), ("human", "hard"), "after", timeout=0.05)  # free again
    assert statistics.games_recorded(path=db) == {"nothanks": 2}
