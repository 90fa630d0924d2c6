"""The controller's game meta: a new uid for every new game, kept on resume, undo and redo; the playing time
runs while the game is on the table and stops with stop() and with the game's end; it is autosaved."""

from __future__ import annotations

import random

import pytest

from cardtable.app.shell import controller as controller_module
from cardtable.app.shell.controller import GameController
from cardtable.games import get_game
from cardtable.store import saves

from tests.generic.app_helpers import TEST_GAME, game_ids, late_state, seats
from tests.generic.test_app_turn_order import RecordingAI
from tests.generic.test_controller_undo_and_saving import to_the_persons_turn


class Clock:
    """The controllers' playing-time clock, moved by hand (`seconds += ...`)."""

    def __init__(self):
        self.seconds = 1000.0

    def now(self) -> float:
        return self.seconds


@pytest.fixture
def clock(monkeypatch):
    fake = Clock()
    monkeypatch.setattr(controller_module, "QtClock", lambda parent=None: fake)  # every controller made from now
    return fake


def test_every_new_game_has_its_own_uid_and_its_time_starts_at_zero(qapp, clock):
    controller = GameController(RecordingAI())
    controller.new_game(TEST_GAME, {"rounds": 4}, 3, seats(["human", "random", "random"]))
    first = dict(controller.meta)
    assert first["elapsed"] == 0.0 and controller.elapsed_seconds() == 0.0
    clock.seconds += 30
    assert controller.elapsed_seconds() == 30.0
    controller.new_game(TEST_GAME, {"rounds": 4}, 3, seats(["human", "random", "random"]))
    assert controller.meta["uid"] != first["uid"] and controller.elapsed_seconds() == 0.0
    controller.stop()


def test_the_clock_stops_off_the_table_and_goes_on_after_a_resume(qapp, clock):
    controller = GameController(RecordingAI())
    controller.new_game(TEST_GAME, {"rounds": 4}, 3, seats(["human", "random", "random"]))
    clock.seconds += 20
    controller.stop()  # the table left: the time is kept, and runs no more
    clock.seconds += 500
    assert controller.elapsed_seconds() == 20.0 and controller.meta["elapsed"] == 20.0
    meta = dict(controller.meta)
    controller.resume(controller.state, controller.seats, meta=meta)
    assert controller.meta == meta  # the same playthrough
    clock.seconds += 5
    assert controller.elapsed_seconds() == 25.0
    controller.stop()


def test_resuming_without_meta_gives_a_fresh_one(qapp, clock):
    controller = GameController(RecordingAI())
    state = get_game(TEST_GAME).new_game({"players": 3, "rounds": 4}, 3)
    controller.resume(state, seats(["human", "random", "random"]))
    assert len(controller.meta["uid"]) == 32 and controller.meta["elapsed"] == 0.0
    controller.resume(state, seats(["human", "random", "random"]), meta={"elapsed": 9.0})
    assert controller.meta["elapsed"] == 9.0 and len(controller.meta["uid"]) == 32
    controller.stop()


def test_undo_and_redo_keep_the_meta_and_the_time(qapp, clock):
    ai = RecordingAI()
    controller = GameController(ai)
    controller.new_game(TEST_GAME, {"rounds": 4}, 3, seats(["human", "random", "random"]))
    uid = controller.meta["uid"]
    to_the_persons_turn(controller, ai)
    clock.seconds += 10
    assert controller.play(controller.state.legal_actions(0)[-1])
    to_the_persons_turn(controller, ai)
    clock.seconds += 10
    assert controller.undo() and controller.meta["uid"] == uid and controller.elapsed_seconds() == 20.0
    clock.seconds += 1
    assert controller.redo() and controller.meta["uid"] == uid and controller.elapsed_seconds() == 21.0
    controller.stop()


@pytest.mark.parametrize("game_id", game_ids())
def test_the_autosave_carries_the_meta_and_the_clock_stops_at_the_end(qapp, clock, game_id):
    ai, rng = RecordingAI(), random.Random(game_id)  # random moves: a game's first legal move may never end it
    controller = GameController(ai, saves)
    game = get_game(game_id)
    meta = {"uid": "a" * 32, "started_at": "2026-11-25T01:00:00+01:00", "elapsed": 100.0}
    controller.resume(late_state(game, 5, remaining=4), seats(["random"] * game.min_players), meta=meta)
    controller.proceed()
    clock.seconds += 3
    observation, legal, tag = ai.requests[-1]
    ai.move_ready.emit(tag, rng.choice(legal))
    if not controller.state.is_terminal():
        assert saves.load().game.meta == dict(meta, elapsed=103.0)
    while not controller.state.is_terminal():
        controller.proceed()
        clock.seconds += 1
        observation, legal, tag = ai.requests[-1]
        ai.move_ready.emit(tag, rng.choice(legal))
    ended = controller.elapsed_seconds()
    clock.seconds += 100
    assert controller.elapsed_seconds() == ended == controller.meta["elapsed"] and ended >= 103.0
    assert controller.meta["uid"] == meta["uid"]
    assert saves.load().game.state.is_terminal()  # kept until it is recorded: a kill before must not lose it
    controller.finished_game_recorded(meta["uid"])
    assert not saves.exists()
    controller.stop()


def test_the_playing_time_is_saved_when_the_table_is_left_or_the_window_closed(qtbot, make_window, clock):
    window = make_window()
    window.start_game(TEST_GAME, {"rounds": 4}, 3, seats(["human", "easy", "easy"]))
    qtbot.waitUntil(lambda: window.controller.awaiting_human is not None, timeout=20000)
    clock.seconds += 50  # the person thinks
    window.show_start_page()
    assert saves.load().game.meta["elapsed"] >= 50
    window.resume()
    qtbot.waitUntil(lambda: window.controller.awaiting_human is not None, timeout=20000)
    clock.seconds += 30
    window.close()
    assert saves.load().game.meta["elapsed"] >= 80
