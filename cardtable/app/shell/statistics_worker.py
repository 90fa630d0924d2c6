"""The statistics' own thread: the waiting games recorded (store/pending_statistics.py) away from the GUI thread,
which must never wait while another program holds the database.

One thread, one job at a time, each with its own SQLite connection and busy timeout; what a job did comes back
to the GUI thread through `drained` (a queued signal). Asking again while a job waits to start adds nothing:
that job will see every game kept before it starts. The worker has no Qt parent: a running job holds it, so
it is never deleted while that job may still emit; its owner calls `shutdown` when it goes.
"""

from __future__ import annotations

import logging
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from cardtable.store import pending_statistics as pending

logger = logging.getLogger(__name__)


class StatisticsWorker(QObject):
    drained = Signal(object)  # a pending_statistics.Drained, in the GUI thread

    def __init__(self):
        super().__init__()
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="statistics")
        self._asked = False  # a job is submitted and has not started yet
        self._running = 0  # jobs submitted and not finished
        self.drained.connect(self._arrived)  # first: `busy` is False for the slots connected after it

    @property
    def busy(self) -> bool:
        """A job is waiting or running, or its result is on its way to the GUI thread."""
        return self._running > 0

    def record_waiting(self, database: Path, queue: Path, timeout: float) -> None:
        """Record the games waiting in `queue` into `database`, in the worker thread; `drained` tells."""
        if self._asked:
            return
        self._asked = True
        self._running += 1
        self._executor.submit(self._job, database, queue, timeout)

    def shutdown(self, *args) -> None:
        """No new job; one running ends on its own (within its busy timeout), its answer going nowhere."""
        self._executor.shutdown(wait=False, cancel_futures=True)

    def _job(self, database: Path, queue: Path, timeout: float) -> None:
        self._asked = False  # a game kept from now on needs a job of its own
        try:
            drained = pending.record_waiting(database, queue, timeout)
        except Exception:  # noqa: BLE001 - a bug must not kill the thread silently: logged, tried again later
            logger.exception("The waiting finished games could not be recorded")
            drained = pending.Drained(problem=None)
        try:
            self.drained.emit(drained)
        except RuntimeError:
            pass  # the window is gone: nobody waits for the answer

    def _arrived(self, drained) -> None:
        self._running -= 1
