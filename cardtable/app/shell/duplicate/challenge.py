"""The duplicate challenge's life beside the controller: when a duplicate game is on the table (new or
resumed), hard's benchmark of its deal runs in the background; its result goes into the game's meta (saved
with the game, so that it is not computed twice) and is announced for the results to show. A game that is
not a duplicate, or quitting, cancels the job under way."""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QObject, Signal

from cardtable.app.shell.duplicate.benchmark import BENCHMARK_ITERATIONS, Benchmark
from cardtable.app.shell.duplicate.script import BENCHMARK, DUPLICATE, EARLIER_RECORD
from cardtable.app.shell.duplicate.worker import BenchmarkWorker

logger = logging.getLogger(__name__)


def person_seat(seats) -> int | None:
    """The one person's seat of a solo game; None when there is no person or several."""
    people = [seat for seat, s in enumerate(seats) if s.is_human]
    return people[0] if len(people) == 1 else None


def is_duplicate(meta) -> bool:
    return bool(meta.get(DUPLICATE)) and isinstance(meta.get(EARLIER_RECORD), dict)


class DuplicateChallenge(QObject):
    benchmark_changed = Signal()  # hard's result of the game on the table became known, or failed

    def __init__(self, controller, parent: QObject | None = None):
        super().__init__(parent)
        self.controller = controller
        self.iterations = BENCHMARK_ITERATIONS
        self.problem: str | None = None  # why the benchmark of the game on the table failed
        self.worker = BenchmarkWorker(self)
        self.worker.done.connect(self._on_done)
        self.worker.failed.connect(self._on_failed)
        controller.started.connect(self._on_started)
        application = QCoreApplication.instance()
        if application is not None:
            application.aboutToQuit.connect(self.shutdown)

    # --- what the results read --------------------------------------------------------------------------
    def is_duplicate(self) -> bool:
        return is_duplicate(self.controller.meta)

    def earlier_record(self) -> dict:
        return self.controller.meta.get(EARLIER_RECORD) or {}

    def benchmark(self) -> Benchmark | None:
        data = self.controller.meta.get(BENCHMARK)
        if not isinstance(data, dict):
            return None
        try:
            return Benchmark.from_json(data)
        except (KeyError, TypeError, ValueError):
            return None

    def computing(self) -> bool:
        return self.worker.running and self.worker.key == self.controller.meta.get("uid")

    # --- the job ------------------------------------------------------------------------------------------
    def _on_started(self) -> None:
        meta = self.controller.meta
        uid = meta.get("uid")
        if self.worker.running and self.worker.key == uid:
            return  # the same game again (undo, redo): its benchmark goes on
        self.worker.cancel()
        self.problem = None
        seat = person_seat(self.controller.seats)
        if not is_duplicate(meta) or self.benchmark() is not None or seat is None:
            return
        levels = [s.controller for s in self.controller.seats]
        try:
            self.worker.start(uid, meta[EARLIER_RECORD], seat, levels, self.iterations)
        except OSError as error:  # no process could be started: the results say hard's result is unknown
            self._on_failed(uid, str(error))

    def _on_done(self, key: str, benchmark: Benchmark) -> None:
        if key != self.controller.meta.get("uid"):
            return
        logger.info("Hard's result on this deal from seat %d: score %s, place %d (%d moves).",
                    benchmark.seat, benchmark.score, benchmark.place, benchmark.moves)
        self.controller.meta[BENCHMARK] = benchmark.to_json()
        self.benchmark_changed.emit()

    def _on_failed(self, key: str, message: str) -> None:
        if key != self.controller.meta.get("uid"):
            return
        logger.warning("Hard's result on this deal could not be computed: %s", message)
        self.problem = message
        self.benchmark_changed.emit()

    def shutdown(self) -> None:
        self.worker.cancel()
