"""The AI service: answers come back on the GUI thread, late enough to be seen, and never when stale."""

import os
import signal
import threading
import time

import pytest

from cardtable.ai import Agent
from cardtable.ai.pool import PooledAgent, SearchPool
from cardtable.app.shell.ai_service import AIService
from cardtable.games import get_game


class FakeAgent:
    """Answers `action` after `seconds`, or stops early when cancelled."""

    def __init__(self, action="take", seconds=0.0, error=None):
        self.action, self.seconds, self.error = action, seconds, error
        self.thread = None

    def choose(self, observation, legal, cancel=None):
        self.thread = threading.current_thread()
        deadline = time.monotonic() + self.seconds
        while time.monotonic() < deadline and not (cancel and cancel.is_set()):
            time.sleep(0.005)
        if self.error:
            raise self.error
        return self.action


@pytest.fixture
def service(qapp):
    ai = AIService(min_delay_ms=0)
    yield ai
    ai.shutdown(2000)


def test_the_answer_arrives_with_its_tag_from_a_worker_thread(qtbot, service):
    agent = FakeAgent("pay")
    with qtbot.waitSignal(service.move_ready, timeout=2000) as blocker:
        service.request(agent, "observation", ("take", "pay"), ("game", 1))
    assert blocker.args == [("game", 1), "pay"]
    assert agent.thread is not threading.main_thread()
    assert not service.busy


def test_a_replaced_request_is_dropped(qtbot, service):
    answers = []
    service.move_ready.connect(lambda tag, action: answers.append((tag, action)))
    service.request(FakeAgent("take", seconds=0.3), None, ("take", "pay"), "old")
    service.request(FakeAgent("pay"), None, ("take", "pay"), "new")
    qtbot.waitUntil(lambda: bool(answers), timeout=2000)
    qtbot.wait(400)
    assert answers == [("new", "pay")]


def test_cancel_drops_the_answer_and_frees_the_worker(qtbot, service):
    answers = []
    service.move_ready.connect(lambda tag, action: answers.append(action))
    service.request(FakeAgent(seconds=10.0), None, ("take", "pay"), 1)
    qtbot.waitUntil(lambda: service.active_threads() == 1, timeout=2000)
    service.cancel()
    assert service.shutdown(1000)
    qtbot.wait(50)
    assert answers == [] and service.active_threads() == 0


def test_a_quick_answer_waits_for_the_minimum_visible_delay(qtbot, service):
    service.min_delay_ms = 300
    started = time.monotonic()
    with qtbot.waitSignal(service.move_ready, timeout=2000):
        service.request(FakeAgent(), None, ("take", "pay"), 7)
    assert time.monotonic() - started >= 0.29


def test_computer_moves_in_a_row_keep_one_delay_apart_the_animation_between_included(qtbot, service):
    service.min_delay_ms = 400
    with qtbot.waitSignal(service.move_ready, timeout=2000):
        service.request(FakeAgent(), None, ("take", "pay"), 1)
    delivered = time.monotonic()
    qtbot.wait(250)  # the table animates the first move, then asks for the next
    with qtbot.waitSignal(service.move_ready, timeout=2000):
        service.request(FakeAgent(), None, ("take", "pay"), 2)
    assert 0.39 <= time.monotonic() - delivered < 0.55


def test_a_computer_move_long_after_the_previous_one_comes_once_decided(qtbot, service):
    """After a person's move, say: the computer's reply needs no delay of its own."""
    service.min_delay_ms = 300
    with qtbot.waitSignal(service.move_ready, timeout=2000):
        service.request(FakeAgent(), None, ("take", "pay"), 1)
    qtbot.wait(400)
    asked = time.monotonic()
    with qtbot.waitSignal(service.move_ready, timeout=2000):
        service.request(FakeAgent(seconds=0.05), None, ("take", "pay"), 2)
    assert time.monotonic() - asked < 0.2


def test_a_failing_agent_is_reported_not_lost(qtbot, service):
    with qtbot.waitSignal(service.move_failed, timeout=2000) as blocker:
        service.request(FakeAgent(error=RuntimeError("boom")), None, ("take", "pay"), 3)
    assert blocker.args[0] == 3 and "boom" in blocker.args[1]


# --- the searching level in the worker pool ---------------------------------------------------------------

@pytest.fixture(scope="module")
def search_pool():
    pool = SearchPool(workers=1)
    pool.start(wait=True)
    yield pool
    pool.shutdown()


@pytest.fixture
def pooled(qapp, search_pool):
    ai = AIService(min_delay_ms=0, search_pool=search_pool)
    yield ai
    ai.shutdown(2000)


def position():
    state = get_game("nothanks").new_game({"players": 3}, 5)
    return state.observation(state.current_seat), tuple(state.legal_actions())


def test_hard_seats_search_in_the_pool_the_others_in_process(pooled, search_pool):
    hard = pooled.make_agent("nothanks", "hard", seed=1, seconds=0.05)
    assert isinstance(hard, PooledAgent) and hard.pool is search_pool
    assert all(type(pooled.make_agent("nothanks", level, seed=1)) is Agent for level in ("random", "easy", "normal"))
    pooled.use_pool = False
    assert type(pooled.make_agent("nothanks", "hard", seed=1)) is Agent


def test_a_pooled_move_comes_back_on_the_gui_thread(qtbot, pooled):
    observation, legal = position()
    agent = pooled.make_agent("nothanks", "hard", seed=2, seconds=0.05)
    with qtbot.waitSignal(pooled.move_ready, timeout=5000) as blocker:
        pooled.request(agent, observation, legal, ("game", 1))
    assert blocker.args[0] == ("game", 1) and blocker.args[1] in legal
    assert agent.last_iterations > 0


def test_cancelling_a_pooled_search_frees_the_service_and_drops_the_answer(qtbot, pooled):
    observation, legal = position()
    answers = []
    pooled.move_ready.connect(lambda tag, action: answers.append(action))
    pooled.request(pooled.make_agent("nothanks", "hard", seed=3, seconds=60.0), observation, legal, 1)
    qtbot.waitUntil(lambda: pooled.active_threads() == 1, timeout=2000)
    qtbot.wait(200)
    pooled.cancel()
    assert pooled.shutdown(5000)  # far below the 60 s budget: the worker's search stopped
    qtbot.wait(50)
    assert answers == []


def test_a_killed_worker_is_a_failed_move_and_the_next_move_comes(qtbot, pooled, search_pool):
    observation, legal = position()
    with qtbot.waitSignal(pooled.move_failed, timeout=10000) as blocker:
        pooled.request(pooled.make_agent("nothanks", "hard", seed=4, seconds=60.0), observation, legal, 2)
        qtbot.wait(300)
        os.kill(search_pool.processes()[0].pid, signal.SIGKILL)
    assert blocker.args[0] == 2 and "WorkerDied" in blocker.args[1]
    with qtbot.waitSignal(pooled.move_ready, timeout=10000) as blocker:
        pooled.request(pooled.make_agent("nothanks", "hard", seed=5, seconds=0.05), observation, legal, 3)
    assert blocker.args[0] == 3 and blocker.args[1] in legal
