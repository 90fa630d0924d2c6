"""Computer players off the GUI thread.

One search at a time runs on a one-thread pool. A request carries the agent, the observation, the legal
actions and a tag; the answer comes back as `move_ready(tag, action)`, unless the request was cancelled or
replaced meanwhile (then it is dropped). Computer moves keep a steady pace a person can follow: an answer
comes no sooner than the minimum visible delay after the previous computer move was delivered (or, for the
service's first, after its request). The previous move's animation plays within that delay instead of
before it, so a run of computer moves costs one delay each; a computer move that follows a person's comes
as soon as it is decided. The pace is kept on the service's clock (`Clock`: the wall clock's by default,
one moved by hand in tests). Cancellation is a shared flag the search polls, because a slot on a busy worker
would never run in time.

The service makes the seats' agents (`make_agent`): the searching level's search in the worker processes
of `cardtable.ai.pool` (both cores; the tree apart from the window's interpreter, so that neither the GIL
nor the garbage collector's walks over the tree hold up the window), the heuristic levels here. The pool
starts in the background with the first game that has a searching seat, and stops when the application
quits (the task thread then only waits for the workers' answers).
"""

from __future__ import annotations

import logging
import threading
from typing import Any, Sequence

from PySide6.QtCore import QCoreApplication, QObject, QThreadPool, Signal

from cardtable.ai import make_agent
from cardtable.ai.agents import DEFAULT_SECONDS
from cardtable.ai.pool import PooledAgent, SearchPool, is_searching_level, shared_pool
from cardtable.app.shell.clock import Alarm, Clock, QtClock


class _Relay(QObject):
    """Lives in the GUI thread; the worker emits through it so slots run in the GUI thread."""

    done = Signal(object, object)  # tag, action
    failed = Signal(object, str)  # tag, message


class _SearchTask:
    """One search, run by the thread pool as a plain callable (`run`): PySide6 keeps every QRunnable object
    started on a pool referenced until the pool is waited for, which this pool never is while the app
    runs, so each computer move's task (its observation, with the whole history, and its agent) stayed in
    memory for good. A callable is released once it has run."""

    def __init__(self, agent, observation, legal: Sequence, tag, cancel: threading.Event, relay: _Relay):
        self._agent, self._observation, self._legal = agent, observation, tuple(legal)
        self._tag, self._cancel, self._relay = tag, cancel, relay

    def run(self) -> None:
        try:
            action = self._agent.choose(self._observation, self._legal, self._cancel)
        except Exception as error:  # reported to the GUI, never lost in the worker
            if not self._cancel.is_set():
                logging.getLogger(__name__).exception("A computer player's search failed")
                self._relay.failed.emit(self._tag, f"{type(error).__name__}: {error}")
            return
        if not self._cancel.is_set():
            self._relay.done.emit(self._tag, action)


class AIService(QObject):
    move_ready = Signal(object, object)  # tag, action
    move_failed = Signal(object, str)

    def __init__(self, min_delay_ms: int = 400, parent: QObject | None = None, search_pool: SearchPool | None = None,
                 clock: Clock | None = None):
        super().__init__(parent)
        self.min_delay_ms = min_delay_ms
        self._clock = clock if clock is not None else QtClock(self)
        self.use_pool = True  # False: the searching level thinks in a thread of this process
        self._search_pool = search_pool  # None: the process's shared pool, at first need
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay(self)
        self._relay.done.connect(self._on_done)
        self._relay.failed.connect(self._on_failed)
        self._cancel = threading.Event()
        self._tag: Any = None
        self._paced_from = 0.0  # the delay counts from here: the previous delivery, or the first request
        self._last_delivery: float | None = None
        self._pending: tuple[Any, Any] | None = None
        self._delivery: Alarm | None = None  # the pending answer's, until it is delivered

    def make_agent(self, game_id: str, level: str, seed: int = 0, seconds: float | None = DEFAULT_SECONDS):
        """A seat's computer player. A searching one starts the worker pool now, in the background, so that
        its processes are up by the time the first move is asked."""
        if not (self.use_pool and is_searching_level(level)):
            return make_agent(game_id, level, seed=seed, seconds=seconds)
        pool = self.search_pool()
        pool.start()
        return pool.agent(game_id, level, seed=seed, seconds=seconds)

    @staticmethod
    def release_agents(agents) -> None:
        """These agents play no more: the workers may drop their trees."""
        for agent in agents:
            if isinstance(agent, PooledAgent):
                agent.close()

    def search_pool(self) -> SearchPool:
        if self._search_pool is None or self._search_pool.closed:
            self._search_pool = shared_pool()
            application = QCoreApplication.instance()
            if application is not None:
                application.aboutToQuit.connect(self._search_pool.shutdown)
        return self._search_pool

    @property
    def busy(self) -> bool:
        return self._tag is not None

    def request(self, agent, observation, legal: Sequence, tag) -> None:
        """Ask `agent` for a move; any earlier request is cancelled and its answer dropped."""
        self.cancel()
        self._cancel = threading.Event()
        self._tag = tag
        self._paced_from = self._last_delivery if self._last_delivery is not None else self._clock.now()
        self._pool.start(_SearchTask(agent, observation, legal, tag, self._cancel, self._relay).run)

    def cancel(self) -> None:
        self._cancel.set()
        self._tag = None
        self._pending = None
        if self._delivery is not None:
            self._delivery.cancel()
            self._delivery = None

    def shutdown(self, timeout_ms: int = 1000) -> bool:
        """Cancel and wait for the worker; True when no thread is left running."""
        self.cancel()
        self._pool.clear()
        return self._pool.waitForDone(timeout_ms)

    def active_threads(self) -> int:
        return self._pool.activeThreadCount()

    def _on_done(self, tag, action) -> None:
        if tag != self._tag:
            return
        waited_ms = (self._clock.now() - self._paced_from) * 1000
        self._pending = (tag, action)
        self._delivery = self._clock.call_later(max(0, round(self.min_delay_ms - waited_ms)), self._deliver)

    def _deliver(self) -> None:
        self._delivery = None
        if self._pending is None or self._pending[0] != self._tag:
            return
        tag, action = self._pending
        self._tag = self._pending = None
        self._last_delivery = self._clock.now()
        self.move_ready.emit(tag, action)

    def _on_failed(self, tag, message: str) -> None:
        if tag == self._tag:
            self._tag = None
            self.move_failed.emit(tag, message)
