"""The coach's work off the GUI thread: one job at a time on a one-thread pool, each with its own
`threading.Event` that the search polls, so that a job nobody wants any more stops soon and its answer is
dropped. Answers come back in the GUI thread as `done(tag, result)` (and first figures, for a job that has
them, as `partial(tag, figures)`); the tag says what the job answered, and the caller keeps only the answers
whose tag is still the present one."""

from __future__ import annotations

import logging
import threading
from typing import Any, Callable

from PySide6.QtCore import QObject, QThreadPool, Signal

from cardtable.app.shell.coach.analysis import Cancelled

logger = logging.getLogger(__name__)


class _Relay(QObject):
    """Lives in the GUI thread; the job emits through it, so that slots run in the GUI thread."""

    done = Signal(object, object)  # tag, result
    failed = Signal(object, str)  # tag, message
    progress = Signal(object, int, int)  # tag, done, total
    partial = Signal(object, object)  # tag, first figures


class _Job:
    """Run by the thread pool as a plain callable (`run`): a QRunnable object started on a pool stays
    referenced by PySide6 until the pool is waited for (see ai_service._SearchTask)."""

    def __init__(self, tag, work: Callable, cancel: threading.Event, relay: _Relay):
        self._tag, self._work, self._cancel, self._relay = tag, work, cancel, relay

    def run(self) -> None:
        try:
            result = self._work(self._cancel, self._report, self._report_partial)
        except Cancelled:
            return
        except Exception as error:  # reported to the GUI, never lost in the worker
            logger.exception("The coach failed.")
            if not self._cancel.is_set():
                self._relay.failed.emit(self._tag, f"{type(error).__name__}: {error}")
            return
        if not self._cancel.is_set():
            self._relay.done.emit(self._tag, result)

    def _report(self, done: int, total: int) -> None:
        if not self._cancel.is_set():
            self._relay.progress.emit(self._tag, done, total)

    def _report_partial(self, figures) -> None:
        if not self._cancel.is_set():
            self._relay.partial.emit(self._tag, figures)


class CoachWorker(QObject):
    """Runs `work(cancel, progress, partial)` jobs one at a time; `submit` calls off the job before it."""

    done = Signal(object, object)
    failed = Signal(object, str)
    progress = Signal(object, int, int)
    partial = Signal(object, object)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay(self)
        self._relay.done.connect(self.done)
        self._relay.failed.connect(self.failed)
        self._relay.progress.connect(self.progress)
        self._relay.partial.connect(self.partial)
        self._cancel = threading.Event()
        # The pool waits for its job when it is destroyed (with its window): the job is called off first.
        flags = self._flags = []
        self.destroyed.connect(lambda *args: [flag.set() for flag in flags])

    def submit(self, tag: Any, work: Callable) -> None:
        self.cancel()
        self._cancel = threading.Event()
        self._flags[:] = [self._cancel]
        self._pool.start(_Job(tag, work, self._cancel, self._relay).run)

    def cancel(self) -> None:
        self._cancel.set()

    def wait(self, msecs: int = -1) -> bool:
        """For tests and shutdown: wait until the pool is idle."""
        return self._pool.waitForDone(msecs)
