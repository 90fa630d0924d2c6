"""The AI service: answers come back on the GUI thread, late enough to be seen, and never when stale. Its pace
is measured on a clock the tests move by hand."""

import os
import signal
import threading

import pytest

from cardtable.ai import Agent
from cardtable.ai.pool import PooledAgent, SearchPool
from cardtable.app.shell.ai_service import AIService
from cardtable.app.shell.clock import QtClock
from cardtable.games import get_game

from tests.app.manual_clock import ManualClock


class FakeAgent:
    """Answers `action` at once, or, when `gated`, once the test opens its gate (or the search is cancelled)."""

    def __init__(self, action="take", gated=False, error=None):
        self.action, self.error = action, error
        self.gate = threading.Event()
        if not gated:
            self.gate.set()
        self.thread = None

    def choose(self, observation, legal, cancel=None):
        self.thread = threading.current_thread()
        while not self.gate.wait(0.005) and not (cancel and cancel.is_set()):
            pass
        if self.error:
            raise self.error
        return self.action


@pytest.fixture
def clock():
    return ManualClock()


@pytest.fixture
def service(qapp, clock):
    ai = AIService(min_delay_ms=0, clock=clock)
    yield ai
    ai.shutdown(2000)


@pytest.fixture
def answers(service):
    received = []
    service.move_ready.connect(lambda tag, action: received.append((tag, action)))
    return received


def decided(qtbot, clock):
    """Wait until the worker's answer has reached the service: its delivery is set on the clock."""
    qtbot.waitUntil(lambda: bool(clock.waiting()), timeout=2000)
    return clock.waiting()[0]


def answer_after_thinking(qtbot, service, clock, ms: int, tag) -> int:
    """Ask an agent that decides in `ms` on the clock; the delay the service then sets before delivering."""
    agent = FakeAgent(gated=True)
    service.request(agent, None, ("take", "pay"), tag)
    clock.advance(ms)
    agent.gate.set()
    return decided(qtbot, clock)


def test_the_answer_arrives_with_its_tag_from_a_worker_thread(qtbot, service, clock, answers):
    agent = FakeAgent("pay")
    service.request(agent, "observation", ("take", "pay"), ("game", 1))
    assert decided(qtbot, clock) == 0 and answers == [] and service.busy
    clock.advance(0)
    assert answers == [(("game", 1), "pay")]
    assert agent.thread is not threading.main_thread()
    assert not service.busy


def test_a_replaced_request_is_dropped(qtbot, qapp, service, clock, answers):
    old = FakeAgent("take", gated=True)
    service.request(old, None, ("take", "pay"), "old")
    service.request(FakeAgent("pay"), None, ("take", "pay"), "new")  # the old search is called off
    decided(qtbot, clock)
    clock.advance(0)
    assert service.shutdown(2000)
    qapp.processEvents()  # whatever the old search could still have sent has arrived
    clock.advance(1000)
    assert answers == [("new", "pay")]


def test_cancel_drops_the_answer_and_frees_the_worker(qtbot, qapp, service, clock, answers):
    agent = FakeAgent(gated=True)
    service.request(agent, None, ("take", "pay"), 1)
    qtbot.waitUntil(lambda: service.active_threads() == 1, timeout=2000)
    service.cancel()
    assert service.shutdown(1000)
    agent.gate.set()
    qapp.processEvents()
    clock.advance(1000)
    assert answers == [] and service.active_threads() == 0 and clock.waiting() == []


def test_a_quick_answer_waits_for_the_minimum_visible_delay(qtbot, service, clock, answers):
    service.min_delay_ms = 300
    service.request(FakeAgent(), None, ("take", "pay"), 7)
    assert decided(qtbot, clock) == 300
    clock.advance(299)
    assert answers == []
    clock.advance(1)
    assert answers == [(7, "take")]


def test_the_time_spent_deciding_counts_in_the_delay(qtbot, service, clock, answers):
    service.min_delay_ms = 300
    assert answer_after_thinking(qtbot, service, clock, 120, 7) == 180
    clock.advance(180)
    assert answers == [(7, "take")]


def test_computer_moves_in_a_row_keep_one_delay_apart_the_animation_between_included(qtbot, service, clock,
                                                                                    answers):
    service.min_delay_ms = 400
    service.request(FakeAgent(), None, ("take", "pay"), 1)
    clock.advance(decided(qtbot, clock))
    assert answers == [(1, "take")]
    clock.advance(250)  # the table animates the first move, then asks for the next
    service.request(FakeAgent(), None, ("take", "pay"), 2)
    assert decided(qtbot, clock) == 150
    clock.advance(149)
    assert answers == [(1, "take")]
    clock.advance(1)  # 400 ms after the first was delivered
    assert answers == [(1, "take"), (2, "take")]


def test_a_computer_move_long_after_the_previous_one_comes_once_decided(qtbot, service, clock, answers):
    """After a person's move, say: the computer's reply needs no delay of its own."""
    service.min_delay_ms = 300
    service.request(FakeAgent(), None, ("take", "pay"), 1)
    clock.advance(decided(qtbot, clock))
    clock.advance(400)
    assert answer_after_thinking(qtbot, service, clock, 50, 2) == 0
    clock.advance(0)
    assert answers[-1] == (2, "take")


def test_a_failing_agent_is_reported_not_lost(qtbot, service):
    with qtbot.waitSignal(service.move_failed, timeout=2000) as blocker:
        service.request(FakeAgent(error=RuntimeError("boom")), None, ("take", "pay"), 3)
    assert blocker.args[0] == 3 and "boom" in blocker.args[1]


def test_the_wall_clock_calls_back_once_unless_called_off(qtbot, qapp):
    clock, calls = QtClock(), []
    kept = clock.call_later(0, lambda: calls.append("kept"))
    clock.call_later(0, lambda: calls.append("dropped")).cancel()
    qtbot.waitUntil(lambda: calls == ["kept"], timeout=2000)
    kept.cancel()  # too late: nothing happens
    qapp.processEvents()
    assert calls == ["kept"]


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
