"""The pending queue of finished games (store/pending_statistics.py): kept while the database is busy, full or
unusable, recorded once it can be used, a damaged file set aside and never deleted unread, the cap."""

import random
import sqlite3
from contextlib import closing, contextmanager

import pytest

from cardtable.games import get_game
from cardtable.store import pending_statistics as pending
from cardtable.store import statistics

SEATS = [{"name": "Ann", "controller": "human"}, {"name": "Bob", "controller": "easy"},
         {"name": "Cy", "controller": "easy"}]
SHORT = 0.05  # the busy timeout of these tests, in seconds


def finished_game(seed: int):
    state = get_game("nothanks").new_game({"players": 3}, seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        state.apply(rng.choice(tuple(state.legal_actions(state.current_seat))), state.current_seat)
    return state


@contextmanager
def held(path):
    """Another program holding the database in an exclusive transaction."""
    with closing(sqlite3.connect(path, isolation_level=None)) as other:
        other.execute("BEGIN EXCLUSIVE")
        try:
            yield
        finally:
            other.execute("ROLLBACK")


@pytest.fixture
def db(tmp_path):
    path = tmp_path / "statistics.sqlite3"
    statistics.connect(path).close()
    return path


@pytest.fixture
def queue(tmp_path):
    return tmp_path / pending.FOLDER


def test_a_game_kept_while_the_database_is_locked_is_recorded_once_it_is_free(db, queue):
    pending.keep(finished_game(1), SEATS, {"uid": "one", "duplicate": True}, where=queue)
    with held(db):
        drained = pending.record_waiting(db, queue, timeout=SHORT)
    assert drained.problem.kind == "locked" and drained.problem.passing and drained.recorded == []
    assert pending.count(queue) == 1
    drained = pending.record_waiting(db, queue, timeout=SHORT)
    assert drained.problem is None and drained.recorded == ["one"] and pending.count(queue) == 0
    assert statistics.games_recorded(path=db) == {"nothanks": 1}
    with closing(sqlite3.connect(db)) as connection:
        assert connection.execute("SELECT duplicate FROM games").fetchall() == [(1,)]


def test_the_same_game_kept_twice_is_one_file_and_one_row(db, queue):
    state = finished_game(2)
    pending.keep(state, SEATS, {"uid": "twice"}, where=queue)
    pending.keep(state, SEATS, {"uid": "twice"}, where=queue)
    assert pending.count(queue) == 1
    assert pending.record_waiting(db, queue).recorded == ["twice"]
    pending.keep(state, SEATS, {"uid": "twice"}, where=queue)  # already in the database: the file just goes
    assert pending.record_waiting(db, queue).recorded == [] and pending.count(queue) == 0
    assert statistics.games_recorded(path=db) == {"nothanks": 1}


def test_a_damaged_waiting_file_is_set_aside_unread_lost_and_the_others_are_recorded(db, queue):
    pending.keep(finished_game(3), SEATS, {"uid": "good"}, where=queue)
    bad = queue / ("0" * 32 + pending.SUFFIX)
    bad.write_bytes(b'{"format": 2, "app": "cardtable", "kind": "game", "game": ')
    drained = pending.record_waiting(db, queue)
    assert drained.recorded == ["good"] and pending.count(queue) == 0
    [aside] = drained.set_aside
    assert aside.exists() and aside.read_bytes().startswith(b'{"format": 2') and not bad.exists()


def test_an_unusable_database_keeps_the_games_waiting(db, queue):
    pending.keep(finished_game(4), SEATS, {"uid": "waits"}, where=queue)
    db.write_bytes(b"not a database at all" * 50)
    drained = pending.record_waiting(db, queue, timeout=SHORT)
    assert drained.problem.kind == "not_sqlite" and not drained.problem.passing and pending.count(queue) == 1


def test_past_the_cap_a_game_is_refused_and_the_queue_is_left_as_it_is(queue, monkeypatch):
    monkeypatch.setattr(pending, "MAX_WAITING", 2)
    state = finished_game(5)
    pending.keep(state, SEATS, {"uid": "a"}, where=queue)
    pending.keep(state, SEATS, {"uid": "b"}, where=queue)
    with pytest.raises(pending.QueueFull):
        pending.keep(state, SEATS, {"uid": "c"}, where=queue)
    pending.keep(state, SEATS, {"uid": "b"}, where=queue)  # one already waiting is written again
    assert pending.count(queue) == 2


def test_nothing_waits_without_a_folder(tmp_path):
    assert pending.waiting(tmp_path / "none") == [] and pending.count(tmp_path / "none") == 0
