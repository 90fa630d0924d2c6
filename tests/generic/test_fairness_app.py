"""Fairness audit, the app's side: whole games through the real window with every computer level refereed
(tests/generic/fairness.py) on each path the app uses: the AI service's thread, the searching level's worker
processes (what is sent to them), and the coach's hints and after-game review in the window. The computer
players play through the app's game controller, as in the window, without drawing the table."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QTimer

from cardtable.ai.agents import LEVELS
from cardtable.ai.pool import SearchPool
from cardtable.app.shell import ai_service
from cardtable.app.shell.ai_service import AIService
from cardtable.app.shell.controller import GameController
from cardtable.games import get_game

from cardtable.store import saves

from tests.generic.app_helpers import (TEST_GAME, game_ids, late_state, play_move, results_open, seats,
                                       wait_for_turn_or_results)

from .fairness import FullStateRead, Referee
from .test_fairness_agents import lineups, referee_the_coach

GAME_TIMEOUT_MS = 60000
AI_SECONDS = 0.02  # the searching level's time per move: it searches, and whole games stay short
POOLED_DECISIONS = 4
HINTS = 2  # each costs the workers' round trip


@pytest.fixture
def referee(monkeypatch):
    judge = Referee()
    with judge.watching(monkeypatch):
        yield judge


def refereed_service_agents(monkeypatch, referee: Referee) -> None:
    """The AI service's in-process agents, each wrapped by the referee."""
    made = ai_service.make_agent

    def make(game_id, level, seed=0, seconds=None, iterations=None):
        referee.check_arguments("make_agent", game_id=game_id, level=level, seed=seed, seconds=seconds)
        return referee.guard(made(game_id, level, seed=seed, seconds=seconds))

    monkeypatch.setattr(ai_service, "make_agent", make)


def controller_game(qtbot, ai, game_id: str, levels, seed: int, until=None) -> GameController:
    """The app's game controller playing computer seats through `ai` (no window: the page's part is to call
    `proceed` once a move is shown), to the end or until `until()` holds."""
    controller = GameController(ai)
    controller.ai_seconds = AI_SECONDS
    failures = []
    controller.ai_failed.connect(failures.append)
    controller.action_applied.connect(lambda *args: QTimer.singleShot(0, controller.proceed))
    controller.new_game(game_id, {}, seed, seats(list(levels)))
    controller.proceed()
    qtbot.waitUntil(lambda: failures or controller.state.is_terminal() or (until is not None and until()),
                    timeout=GAME_TIMEOUT_MS)
    controller.stop()
    assert not failures, failures
    return controller


@pytest.fixture
def service(qapp):
    ai = AIService(min_delay_ms=0)
    yield ai
    ai.shutdown(2000)


@pytest.mark.parametrize("game_id", game_ids())
def test_the_ai_service_plays_every_level_from_the_seats_observation_only(qtbot, service, referee, monkeypatch,
                                                                           game_id):
    refereed_service_agents(monkeypatch, referee)
    service.use_pool = False  # the searching level thinks in the service's thread (the workers: below)
    for index, levels in enumerate(lineups(get_game(game_id))):
        assert controller_game(qtbot, service, game_id, levels, 11 + index).state.is_terminal()
    assert referee.states, "the controller's games were locked while their agents decided"
    referee.assert_fair(min_decisions=20)


def test_an_agent_of_the_service_reaching_the_real_state_from_its_thread_is_caught(qtbot, service, referee):
    """The lock holds in the service's thread, while the window's thread reads the state as usual."""
    state = get_game(TEST_GAME).new_game({"players": 3}, 5)
    seat = state.current_seat

    class Peeking:
        level = "peeking"

        def choose(self, observation, legal, cancel=None):
            try:
                return state.legal_actions()[0]
            except FullStateRead:
                return legal[0]

    service.use_pool = False
    with qtbot.waitSignal(service.move_ready, timeout=5000):
        service.request(referee.guard(Peeking()), state.observation(seat), state.legal_actions(seat), 1)
    assert state.legal_actions(seat)
    assert any("read while an agent decided" in text for text in referee.violations)


@pytest.fixture(scope="module")
def one_worker_pool():
    pool = SearchPool(workers=1)
    pool.start(wait=True)
    yield pool
    pool.shutdown()


# The workers are fresh interpreters: they know the real games, not the test game registered here.
@pytest.mark.parametrize("game_id", [game for game in game_ids() if game != TEST_GAME])
def test_what_reaches_the_search_workers_is_the_seats_observation_only(qtbot, referee, monkeypatch,
                                                                       one_worker_pool, game_id):
    analysed, sent = SearchPool.analyse, []

    def refereed_analyse(pool, key, spec, observation, legal, cancel=None):
        sent.append(observation)
        # Everything here is sent to the worker processes (with a request number and a time).
        return referee.decide("search workers", lambda: analysed(pool, key, spec, observation, legal, cancel),
                              observation, legal, key=key, spec=spec)

    monkeypatch.setattr(SearchPool, "analyse", refereed_analyse)
    made = SearchPool.agent
    monkeypatch.setattr(SearchPool, "agent", lambda pool, *args, **kwargs: referee.guard(made(pool, *args, **kwargs)))
    refereed_service_agents(monkeypatch, referee)
    ai = AIService(min_delay_ms=0, search_pool=one_worker_pool)
    game = get_game(game_id)
    players = max(game.min_players, min(4, game.max_players))
    try:
        controller_game(qtbot, ai, game_id, ["hard"] + [LEVELS[seat % 3] for seat in range(1, players)], 21,
                        until=lambda: len(sent) >= POOLED_DECISIONS)
    finally:
        ai.shutdown(2000)
    assert sent, "the searching seat's decisions went to the workers"
    referee.assert_fair(min_decisions=len(sent))


@pytest.mark.parametrize("game_id", game_ids())
def test_the_coach_in_the_window_sees_the_persons_observation_only(qtbot, make_window, referee, monkeypatch,
                                                                   game_id):
    referee_the_coach(monkeypatch, referee)
    refereed_service_agents(monkeypatch, referee)
    game = get_game(game_id)
    late = late_state(game, seed=31, remaining=8)
    state = game.from_position(late.position(), late.options)  # a short history for the review to cover
    lineup = seats(["human"] + ["random"] * (state.num_players - 1))
    saves.save(state, [seat.to_json() for seat in lineup])
    window = make_window()
    window.coach.iterations, window.reviewer.iterations = 4, 2
    window.start_page.button("resume").click()
    rng, hints = random.Random(game_id), 0
    while True:
        wait_for_turn_or_results(qtbot, window)
        if results_open(window):
            break
        if hints < HINTS:
            assert window.coach.ask()
            qtbot.waitUntil(lambda: window.coach.panel.status() == window.coach.panel.READY, timeout=10000)
            hints += 1
        # The person plays as the normal level would: random moves can drag a game of Négoce on.
        legal = window.controller.state.legal_actions(0)
        play_move(qtbot, window, game.know_how().policies["normal"](window.controller.observation(), legal, rng))
    qtbot.waitUntil(lambda: window.reviewer.review is not None or bool(window.reviewer.failure), timeout=30000)
    assert window.reviewer.review is not None, window.reviewer.failure
    assert hints
    referee.assert_fair(min_decisions=hints + len(window.reviewer.review.points))
