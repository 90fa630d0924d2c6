"""The searching level's thinking in worker processes: both CPU cores, and a window that stays smooth.

A search run in a thread of the window's process shares its interpreter: the GIL, and the cyclic garbage
collector, whose full collections walk every node of the search tree while the GUI thread waits. In worker
processes the tree lives apart, and each core searches its own tree of the same position (root
parallelism): the parent merges the results with `ismcts.merge_results` and plays
`Agent.decide(observation, legal, merged)`.

    pool = SearchPool(workers=2)
    agent = pool.agent("nothanks", "hard", seed=7, seconds=0.5)   # the `choose` of any agent
    action = agent.choose(observation, legal, cancel)
    pool.shutdown()

Each worker keeps its own `Agent` per pooled agent (keyed by the agent's id, seeded apart per worker), so a
search may keep its tree from one move to the next. Cancellation is a counter in shared memory that each
worker's search polls like a `threading.Event`. A worker exits when asked, and also when the parent goes
away (its pipe closes). A worker that dies fails the request it was working on (`WorkerDied`) and is
started again at the next request. Workers start in the background, and a request does not wait for them:
its time budget counts from when it was sent, so a worker still starting searches for what is left.

The coach's evaluations (`SearchPool.evaluate`) run here too: the parts of `cardtable.ai.evaluate`'s fixed
budget side by side, each worker sending its root's figures so far now and then (the first figures a hint
shows), then its part's result; merged in the parts' order, they are the figures one process would give.
A person waits for them: they run in the workers' main threads at the window's priority, while the players'
searches run in a thread of their own at `WORKER_NICENESS` (`_PlayersThread`), below the window.
"""

from __future__ import annotations

import atexit
import itertools
import os
import sys
import threading
import time
from dataclasses import dataclass
from typing import Any, Sequence

from ..games.know_how import POLICY_LEVELS
from .agents import DEFAULT_SECONDS, Agent, make_agent, searched_choice
from .evaluate import PARTS, Snapshots, search_part
from .ismcts import SearchResult, merge_results

DEFAULT_WORKERS = max(1, min(2, os.cpu_count() or 1))  # the cores of a common laptop, at most
# The computer players' searches run below the window's priority, so that a repaint waiting for a core gets
# one at once; the coach's evaluations, which a person waits for, run at the window's priority.
WORKER_NICENESS = 5
# A search started late (a worker still starting) still gets this share of its budget.
MINIMUM_BUDGET_SHARE = 0.25
# How long a cancelled request waits for the workers' partial answers (they stop within one iteration).
CANCEL_GRACE_SECONDS = 0.5
POLL_SECONDS = 0.05  # how often the waiting thread looks at the caller's cancel flag (it holds the GIL briefly)


class WorkerDied(RuntimeError):
    """A worker process stopped while it was searching; the pool starts it again at the next request."""


class SearchFailed(RuntimeError):
    """The search raised in a worker; the message carries the worker's error."""


class SearchCancelled(RuntimeError):
    """The request was cancelled before the workers answered."""


def is_searching_level(level: str) -> bool:
    """Only the search gains from the pool; the heuristic levels answer in microseconds in-process."""
    return level not in POLICY_LEVELS


@dataclass(frozen=True)
class AgentSpec:
    """What a worker needs to make its copy of an agent."""

    game_id: str
    level: str
    seed: int
    seconds: float | None
    iterations: int | None

    def make(self, worker: int = 0) -> Agent:
        # Each worker's copy draws its own random numbers, else the trees would repeat each other.
        seed = (self.seed + worker * 0x9E3779B1) & 0xFFFFFFFF
        return make_agent(self.game_id, self.level, seed=seed, seconds=self.seconds, iterations=self.iterations)


class _CancelFlag:
    """`is_set()` for one request: the parent raises the shared counter to the last cancelled request."""

    __slots__ = ("_cancelled", "_request")

    def __init__(self, cancelled, request: int):
        self._cancelled, self._request = cancelled, request

    def is_set(self) -> bool:
        return self._cancelled.value >= self._request


def lower_own_priority(niceness: int) -> None:
    """Lower the calling thread's priority by `niceness` (on Linux a thread has its own; elsewhere `nice`
    lowers the whole process). It cannot be raised again without privileges."""
    if not niceness:
        return
    try:
        if sys.platform.startswith("linux"):
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(),
                           os.getpriority(os.PRIO_PROCESS, threading.get_native_id()) + niceness)
        elif hasattr(os, "nice"):
            os.nice(niceness)
    except OSError:
        pass


class _PlayersThread:
    """Where a worker runs the computer players' searches: a thread of its own at the lowered priority, so
    that they yield to the window, while the coach's evaluations, which a person waits for, stay in the
    worker's main thread at the window's priority. One request runs at a time: the two never compete."""

    def __init__(self, niceness: int):
        from concurrent.futures import ThreadPoolExecutor

        self._executor = ThreadPoolExecutor(1, "players", initializer=lower_own_priority, initargs=(niceness,))

    def run(self, work, *arguments):
        return self._executor.submit(work, *arguments).result()


def serve(connection, cancelled, worker: int, niceness: int = WORKER_NICENESS) -> None:
    """A worker's life: answer requests until told to stop or until the parent is gone."""
    players = _PlayersThread(niceness)
    agents: dict[int, Agent] = {}
    while True:
        try:
            message = connection.recv()
        except (EOFError, OSError):
            return  # the parent closed its end, or died
        kind = message[0]
        if kind == "stop":
            return
        if kind == "forget":
            for key in message[1]:
                agents.pop(key, None)
            continue
        if kind == "evaluate":
            if not _evaluate(connection, cancelled, *message[1:]):
                return
            continue
        _, request, key, spec, observation, legal, sent_at = message
        try:
            reply = ("result", request, players.run(_analyse, agents, key, spec, worker, observation, legal,
                                                    sent_at, _CancelFlag(cancelled, request)))
        except Exception as error:  # reported to the parent, which fails the move
            reply = ("error", request, f"{type(error).__name__}: {error}")
        try:
            connection.send(reply)
        except (BrokenPipeError, OSError):
            return


def _evaluate(connection, cancelled, request: int, game_id: str, observation, legal, seed: int, iterations: int,
              part: int, parts: int) -> bool:
    """One part of a coach's evaluation, its snapshots sent as they come; False when the parent is gone."""
    try:
        result = search_part(game_id, observation, legal, seed, iterations, part, parts,
                             _CancelFlag(cancelled, request),
                             lambda partial: connection.send(("snapshot", request, (part, partial))))
        reply = ("result", request, (part, result))
    except (BrokenPipeError, OSError):
        return False
    except Exception as error:  # reported to the parent, which fails the evaluation
        reply = ("error", request, f"{type(error).__name__}: {error}")
    try:
        connection.send(reply)
    except (BrokenPipeError, OSError):
        return False
    return True


def _analyse(agents, key, spec: AgentSpec, worker, observation, legal, sent_at, cancel) -> SearchResult:
    agent = agents.get(key)
    if agent is None:
        agent = agents[key] = spec.make(worker)
    if spec.seconds is not None and spec.iterations is None:
        late = time.monotonic() - sent_at
        agent.seconds = max(spec.seconds * MINIMUM_BUDGET_SHARE, spec.seconds - late)
    return agent.analyse(observation, legal, cancel)


class _Worker:
    """The parent's end of one worker process."""

    def __init__(self, context, index: int, niceness: int):
        self.index = index
        self.cancelled = context.RawValue("q", 0)
        self.connection, child_end = context.Pipe()
        self.process = context.Process(target=serve, args=(child_end, self.cancelled, index, niceness),
                                       name=f"cardtable-search-{index}", daemon=True)
        self.process.start()
        child_end.close()  # else the parent would never see the pipe close when the worker dies
        self.broken = False

    def alive(self) -> bool:
        return not self.broken and self.process.is_alive()

    def cancel(self, request: int) -> None:
        if self.cancelled.value < request:
            self.cancelled.value = request

    def stop(self, timeout: float) -> None:
        self.cancel(2 ** 62)
        try:
            self.connection.send(("stop",))
        except (BrokenPipeError, OSError):
            pass
        self.process.join(timeout)
        if self.process.is_alive():
            self.process.terminate()
            self.process.join(timeout)
        self.connection.close()


def _spawn_context():
    # Imported here, not with the module: the window's start need not pay for multiprocessing (some 15 ms)
    # before a game with a searching seat begins. Spawned, not forked: a fork of the window's process would
    # copy Qt's threads' locks in whatever state they were.
    import multiprocessing

    return multiprocessing.get_context("spawn")


class SearchPool:
    """Persistent worker processes that search every request of the pooled agents together."""

    def __init__(self, workers: int = DEFAULT_WORKERS, context=None, niceness: int = WORKER_NICENESS):
        if workers < 1:
            raise ValueError("A search pool needs at least one worker.")
        self.size, self.niceness = workers, niceness
        self._context = context or _spawn_context()
        self._workers: list[_Worker | None] = [None] * workers
        self._request_lock = threading.Lock()  # one request at a time
        self._start_lock = threading.Lock()
        self._starting: threading.Thread | None = None
        self._requests = itertools.count(1)
        self._keys = itertools.count(1)
        self._forgotten: list[int] = []  # sent with the next request, so that forgetting never waits
        self._forgotten_lock = threading.Lock()
        self._closed = False

    # --- life -------------------------------------------------------------------------------------------
    def start(self, wait: bool = False) -> None:
        """Start the missing workers in a background thread (a process takes a moment to spawn)."""
        with self._start_lock:
            if self._closed:
                raise RuntimeError("The search pool was shut down.")
            if self._starting is None or not self._starting.is_alive():
                self._starting = threading.Thread(target=self._start_missing, name="search-pool-start",
                                                  daemon=True)
                self._starting.start()
            starting = self._starting
        if wait:
            starting.join()

    def _start_missing(self) -> None:
        for index, worker in enumerate(self._workers):
            if worker is None or not worker.alive():
                if worker is not None:
                    worker.stop(0.1)
                self._workers[index] = _Worker(self._context, index, self.niceness)

    def _ready_workers(self) -> list[_Worker]:
        if any(worker is None or not worker.alive() for worker in self._workers):
            self.start(wait=True)
        elif self._starting is not None:
            self._starting.join()
        return list(self._workers)

    def ready(self) -> bool:
        """Every worker is up: a request now starts searching at once."""
        starting = self._starting
        return (not self._closed and (starting is None or not starting.is_alive())
                and all(worker is not None and worker.alive() for worker in self._workers))

    def processes(self) -> list:
        """The workers' `multiprocessing.Process` objects (for tests and diagnostics)."""
        return [worker.process for worker in self._workers if worker is not None]

    def shutdown(self, timeout: float = 1.0) -> None:
        """Stop the workers (a search under way is cancelled first); the pool cannot start again."""
        with self._start_lock:
            self._closed = True
            starting = self._starting
        if starting is not None:
            starting.join(timeout)
        for worker in self._workers:
            if worker is not None:
                worker.stop(timeout)
        self._workers = [None] * self.size

    @property
    def closed(self) -> bool:
        return self._closed

    # --- agents -----------------------------------------------------------------------------------------
    def agent(self, game_id: str, level: str, seed: int = 0, seconds: float | None = DEFAULT_SECONDS,
              iterations: int | None = None) -> PooledAgent:
        """An agent whose searches run in the workers (start the pool first, or the first request will)."""
        return PooledAgent(self, next(self._keys), AgentSpec(game_id, level, seed, seconds, iterations))

    def forget(self, keys: Sequence[int]) -> None:
        """The workers drop these agents (and their trees) at the next request."""
        with self._forgotten_lock:
            self._forgotten.extend(keys)

    # --- requests ---------------------------------------------------------------------------------------
    def analyse(self, key: int, spec: AgentSpec, observation: Any, legal: Sequence,
                cancel: threading.Event | None = None) -> SearchResult:
        """Every worker searches the position; their results merged. Raises `WorkerDied` when a worker
        stops meanwhile, `SearchFailed` when a search raises, `SearchCancelled` when `cancel` is set
        before the answers came."""
        with self._request_lock:
            workers = self._ready_workers()
            request = next(self._requests)
            with self._forgotten_lock:
                forgotten, self._forgotten = self._forgotten, []
            sent_at = time.monotonic()
            for worker in workers:
                try:
                    if forgotten:
                        worker.connection.send(("forget", forgotten))
                    worker.connection.send(("analyse", request, key, spec, observation, tuple(legal), sent_at))
                except (BrokenPipeError, OSError) as error:
                    self._cancel(workers, request)
                    worker.broken = True
                    raise WorkerDied(f"Search worker {worker.index} is gone ({error}).") from error
            return merge_results(self._gather(workers, request, cancel))

    def _gather(self, workers: list[_Worker], request: int, cancel) -> list[SearchResult]:
        from multiprocessing.connection import wait as wait_for_answers

        pending = {worker.connection: worker for worker in workers}
        results: dict[int, SearchResult] = {}
        give_up_at = None
        while pending:
            if give_up_at is None and cancel is not None and cancel.is_set():
                self._cancel(workers, request)
                give_up_at = time.monotonic() + CANCEL_GRACE_SECONDS
            if give_up_at is not None and time.monotonic() >= give_up_at:
                raise SearchCancelled("The search was cancelled.")
            for connection in wait_for_answers(list(pending), POLL_SECONDS):
                worker = pending.pop(connection)
                try:
                    kind, answered, payload = connection.recv()
                except (EOFError, OSError) as error:
                    worker.broken = True
                    self._cancel(workers, request)
                    code = worker.process.exitcode
                    raise WorkerDied(f"Search worker {worker.index} stopped (exit code {code}).") from error
                if answered != request:
                    pending[connection] = worker  # the answer to a request given up earlier
                elif kind == "error":
                    self._cancel(workers, request)
                    raise SearchFailed(payload)
                else:
                    results[worker.index] = payload
        # In the workers' order, not the answers': a fixed seed and budget then give the same merged result.
        return [results[index] for index in sorted(results)]

    def evaluate(self, game_id: str, observation: Any, legal: Sequence, seed: int, iterations: int,
                 cancel: threading.Event | None = None, snapshot=None, parts: int = PARTS) -> SearchResult:
        """The coach's evaluation of the position (`cardtable.ai.evaluate`): its `parts` searched by the
        workers side by side (part i by worker i modulo their number), `snapshot` hearing the parts' merged
        figures so far as they come; the parts' results merged in their order, so the same as in one process.
        Raises as `analyse` does."""
        with self._request_lock:
            workers = self._ready_workers()
            request = next(self._requests)
            owners = {}
            for part in range(parts):
                worker = owners[part] = workers[part % len(workers)]
                try:
                    worker.connection.send(("evaluate", request, game_id, observation, tuple(legal), seed,
                                            iterations, part, parts))
                except (BrokenPipeError, OSError) as error:
                    self._cancel(workers, request)
                    worker.broken = True
                    raise WorkerDied(f"Search worker {worker.index} is gone ({error}).") from error
            heard = None if snapshot is None else Snapshots(parts, snapshot)
            return merge_results(self._gather_parts(workers, owners, request, cancel, heard))

    def _gather_parts(self, workers: list[_Worker], owners: dict, request: int, cancel,
                      heard: Snapshots | None) -> list[SearchResult]:
        from multiprocessing.connection import wait as wait_for_answers

        results: dict[int, SearchResult] = {}
        give_up_at = None
        while len(results) < len(owners):
            if give_up_at is None and cancel is not None and cancel.is_set():
                self._cancel(workers, request)
                give_up_at = time.monotonic() + CANCEL_GRACE_SECONDS
            if give_up_at is not None and time.monotonic() >= give_up_at:
                raise SearchCancelled("The search was cancelled.")
            waiting = {owners[part].connection: owners[part] for part in owners if part not in results}
            for connection in wait_for_answers(list(waiting), POLL_SECONDS):
                worker = waiting[connection]
                try:
                    kind, answered, payload = connection.recv()
                except (EOFError, OSError) as error:
                    worker.broken = True
                    self._cancel(workers, request)
                    raise WorkerDied(f"Search worker {worker.index} stopped (exit code "
                                     f"{worker.process.exitcode}).") from error
                if answered != request:
                    continue  # the answer to a request given up earlier
                if kind == "error":
                    self._cancel(workers, request)
                    raise SearchFailed(payload)
                part, result = payload
                if kind == "result":
                    results[part] = result
                elif heard is not None and give_up_at is None:
                    heard.hear(part, result)
        return [results[part] for part in sorted(results)]

    @staticmethod
    def _cancel(workers: list[_Worker], request: int) -> None:
        for worker in workers:
            worker.cancel(request)


class PooledAgent:
    """An agent of the searching level whose searches run in a `SearchPool`: `choose`, `analyse` and
    `decide` as `Agent`'s, the choice made here from the merged result with this agent's own generator."""

    def __init__(self, pool: SearchPool, key: int, spec: AgentSpec):
        self.pool, self.key, self.spec = pool, key, spec
        self.local = spec.make()  # decides (the override margin's default) in this process
        self.last_iterations = 0

    @property
    def game_id(self) -> str:
        return self.spec.game_id

    @property
    def level(self) -> str:
        return self.spec.level

    @property
    def name(self) -> str:
        return self.spec.level

    def choose(self, observation: Any, legal: Sequence, cancel: threading.Event | None = None) -> Any:
        return searched_choice(self, observation, legal, cancel)

    def analyse(self, observation: Any, legal: Sequence, cancel: threading.Event | None = None) -> SearchResult:
        result = self.pool.analyse(self.key, self.spec, observation, legal, cancel)
        self.last_iterations = result.iterations
        return result

    def decide(self, observation: Any, legal: Sequence, result: SearchResult) -> Any:
        return self.local.decide(observation, legal, result)

    def close(self) -> None:
        """The workers may forget this agent's searches."""
        self.pool.forget([self.key])


_shared: SearchPool | None = None
_shared_lock = threading.Lock()


def shared_pool() -> SearchPool:
    """The process's one pool, made at first use (not started: `start()` it) and shut down at exit."""
    global _shared
    with _shared_lock:
        if _shared is None or _shared.closed:
            _shared = SearchPool()
            atexit.register(_shared.shutdown)
        return _shared
