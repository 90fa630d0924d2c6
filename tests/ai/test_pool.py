"""The search pool: worker processes that search together, keep their agents, stop when told or orphaned,
and recover from a worker's death."""

import os
import signal
import subprocess
import sys
import threading
import time

import pytest

from cardtable.ai.ismcts import merge_results
from cardtable.ai.pool import AgentSpec, PooledAgent, SearchCancelled, SearchPool, WorkerDied, is_searching_level
from cardtable.games import get_game

ITERATIONS = 40


@pytest.fixture(scope="module")
def pool():
    pool = SearchPool(workers=2)
    pool.start(wait=True)
    yield pool
    pool.shutdown()


def position(seed=3, moves=5):
    state = get_game("nothanks").new_game({"players": 3, "chips": "shown"}, seed)
    for _ in range(moves):
        state.apply(state.legal_actions()[0])
    seat = state.current_seat
    return state.observation(seat), tuple(state.legal_actions())


def replicas(spec: AgentSpec, workers: int):
    """In-process copies of what each worker makes of the agent."""
    return [spec.make(worker) for worker in range(workers)]


def searched(result):
    """A result without its timing, which differs from run to run."""
    return result.action, result.iterations, result.visits, result.values


def test_a_request_merges_one_search_per_worker(pool):
    observation, legal = position()
    agent = pool.agent("nothanks", "hard", seed=11, seconds=None, iterations=ITERATIONS)
    result = agent.analyse(observation, legal)
    expected = merge_results([copy.analyse(observation, legal) for copy in replicas(agent.spec, pool.size)])
    assert searched(result) == searched(expected)
    assert result.iterations == ITERATIONS * pool.size == agent.last_iterations
    assert agent.choose(observation, legal) in legal


def test_each_worker_keeps_its_agent_between_requests_until_it_is_forgotten(pool):
    observation, legal = position(seed=4)
    agent = pool.agent("nothanks", "hard", seed=12, seconds=None, iterations=ITERATIONS)
    copies = replicas(agent.spec, pool.size)
    first = merge_results([copy.analyse(observation, legal) for copy in copies])
    second = merge_results([copy.analyse(observation, legal) for copy in copies])
    assert searched(first) != searched(second)  # the copies' state moved on (their generators, their trees)
    assert searched(agent.analyse(observation, legal)) == searched(first)
    assert searched(agent.analyse(observation, legal)) == searched(second)
    agent.close()
    assert searched(agent.analyse(observation, legal)) == searched(first)  # a new agent in every worker


def test_the_parent_decides_with_its_own_agent(pool):
    observation, legal = position()
    agent = pool.agent("nothanks", "hard", seed=13, seconds=None, iterations=ITERATIONS)
    result = agent.analyse(observation, legal)
    assert agent.decide(observation, legal, result) == agent.spec.make().decide(observation, legal, result)


def test_only_the_searching_level_belongs_in_the_pool():
    assert is_searching_level("hard")
    assert not any(is_searching_level(level) for level in ("random", "easy", "normal"))


def test_a_single_legal_action_needs_no_search(pool):
    observation, legal = position()
    agent = pool.agent("nothanks", "hard", seed=14, seconds=None, iterations=ITERATIONS)
    assert agent.choose(observation, legal[:1]) == legal[0]
    assert agent.last_iterations == 0


def test_cancelling_stops_every_worker_search_promptly(pool):
    observation, legal = position()
    agent = pool.agent("nothanks", "hard", seed=15, seconds=60.0)
    cancel, outcome = threading.Event(), []

    def think():
        try:
            outcome.append(agent.analyse(observation, legal, cancel))
        except SearchCancelled as error:
            outcome.append(error)

    thread = threading.Thread(target=think)
    thread.start()
    time.sleep(0.3)
    cancel.set()
    thread.join(10)  # far below the 60 s budget: the searches saw the flag
    assert not thread.is_alive() and outcome
    quick = pool.agent("nothanks", "hard", seed=16, seconds=None, iterations=ITERATIONS)
    assert quick.analyse(observation, legal).iterations == ITERATIONS * pool.size  # the workers are free


def test_a_killed_worker_fails_the_request_and_is_started_again_at_the_next():
    pool = SearchPool(workers=2)
    try:
        pool.start(wait=True)
        observation, legal = position()
        agent = pool.agent("nothanks", "hard", seed=17, seconds=60.0)
        victim = pool.processes()[1]
        timer = threading.Timer(0.3, os.kill, (victim.pid, signal.SIGKILL))
        timer.start()
        with pytest.raises(WorkerDied):
            agent.analyse(observation, legal)
        timer.join()
        quick = PooledAgent(pool, 99, AgentSpec("nothanks", "hard", 18, None, ITERATIONS))
        assert quick.analyse(observation, legal).iterations == ITERATIONS * 2
        assert victim not in pool.processes() and all(process.is_alive() for process in pool.processes())
    finally:
        pool.shutdown()
    assert not any(process.is_alive() for process in pool.processes())


def test_shutdown_stops_the_workers():
    pool = SearchPool(workers=1)
    pool.start(wait=True)
    processes = pool.processes()
    pool.shutdown()
    assert processes and not any(process.is_alive() for process in processes)
    with pytest.raises(RuntimeError):
        pool.start()


ORPHAN = """
import sys
from cardtable.ai.pool import SearchPool
pool = SearchPool(workers=1)
pool.start(wait=True)
print(pool.processes()[0].pid, flush=True)
sys.stdin.read()
"""


def gone(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().split(") ")[-1].startswith("Z")  # a zombie has exited
    except FileNotFoundError:
        return True


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_workers_exit_when_their_parent_is_killed():
    parent = subprocess.Popen([sys.executable, "-c", ORPHAN], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              text=True, cwd=os.getcwd())
    try:
        worker = int(parent.stdout.readline())
        parent.kill()
        parent.wait(10)
        deadline = time.monotonic() + 10
        while not gone(worker) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert gone(worker)
    finally:
        parent.kill()


def test_the_coachs_evaluation_in_the_workers_is_the_one_of_a_single_process(pool, monkeypatch):
    from cardtable.ai.evaluate import evaluate_actions, evaluations_of

    observation, legal = position(seed=6)
    heard = []
    result = pool.evaluate("nothanks", observation, legal, 9, ITERATIONS, snapshot=heard.append)
    assert evaluations_of(result, legal) == evaluate_actions("nothanks", observation, legal, 9, ITERATIONS)
    assert result.iterations == ITERATIONS
    assert all(partial.iterations <= ITERATIONS for partial in heard)


def test_a_cancelled_evaluation_stops_at_once_and_leaves_the_pool_working(pool):
    from cardtable.ai.evaluate import evaluate_actions, evaluations_of

    observation, legal = position(seed=7)
    cancel = threading.Event()
    cancel.set()
    try:
        stopped = pool.evaluate("nothanks", observation, legal, 3, 10 ** 7, cancel)
    except SearchCancelled:
        stopped = None  # the workers' partial answers came after the grace period
    assert stopped is None or stopped.iterations < 1000
    result = pool.evaluate("nothanks", observation, legal, 3, ITERATIONS)
    assert evaluations_of(result, legal) == evaluate_actions("nothanks", observation, legal, 3, ITERATIONS)


def thread_niceness(pid: int) -> dict[int, int]:
    """Each thread's niceness of process `pid`, by thread id (Linux's /proc)."""
    found = {}
    for tid in os.listdir(f"/proc/{pid}/task"):
        with open(f"/proc/{pid}/task/{tid}/stat") as stat:
            found[int(tid)] = int(stat.read().rsplit(")", 1)[1].split()[16])
    return found


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a thread's own niceness is Linux's")
def test_players_search_below_the_windows_priority_and_the_coach_at_it(pool):
    own = os.getpriority(os.PRIO_PROCESS, 0)
    observation, legal = position()
    pool.agent("nothanks", "hard", seed=1, seconds=None, iterations=ITERATIONS).analyse(observation, legal)
    pool.evaluate("nothanks", observation, legal, seed=1, iterations=ITERATIONS)
    for process in pool.processes():
        niceness = thread_niceness(process.pid)
        assert niceness[process.pid] == own  # the main thread, where the coach's evaluations run
        assert own + pool.niceness in niceness.values()  # the players' thread


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a thread's own niceness is Linux's")
def test_the_players_thread_runs_its_work_at_the_lowered_priority():
    from cardtable.ai.pool import _PlayersThread

    own = os.getpriority(os.PRIO_PROCESS, threading.get_native_id())
    seen = _PlayersThread(3).run(lambda: os.getpriority(os.PRIO_PROCESS, threading.get_native_id()))
    assert seen == min(19, own + 3)
    assert os.getpriority(os.PRIO_PROCESS, threading.get_native_id()) == own
