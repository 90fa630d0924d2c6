"""Hard's benchmark game computed in a worker process, never in the window's: its search would otherwise
share the window's interpreter (the GIL) for up to a minute. One job at a time; a new job or `cancel()`
ends the process under way. The answer is read by a timer in the GUI thread, so no thread is involved."""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from PySide6.QtCore import QObject, QTimer, Signal

from cardtable.app.shell.duplicate.benchmark import Benchmark, serve_benchmark

POLL_MS = 200


class BenchmarkWorker(QObject):
    done = Signal(str, object)  # the job's key, its Benchmark
    failed = Signal(str, str)  # the job's key, why no result came

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._process = None
        self._connection = None
        self.key: str | None = None  # the job under way
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)

    @property
    def running(self) -> bool:
        return self._process is not None

    def start(self, key: str, record: Mapping[str, Any], seat: int, levels: Sequence[str], iterations: int) -> None:
        self.cancel()
        import multiprocessing  # spawned, not forked: a fork would copy Qt's threads' locks as they were

        context = multiprocessing.get_context("spawn")
        receiving, sending = context.Pipe(duplex=False)
        process = context.Process(target=serve_benchmark, name="duplicate-benchmark", daemon=True,
                                  args=(sending, dict(record), seat, list(levels), iterations))
        process.start()
        sending.close()  # the child holds its own end: our recv sees EOF when it dies
        self._process, self._connection, self.key = process, receiving, key
        self._timer.start()

    def cancel(self) -> None:
        """Stop the job under way (its answer will never come)."""
        self._timer.stop()
        process, connection = self._process, self._connection
        self._process = self._connection = self.key = None
        if connection is not None:
            connection.close()
        if process is not None:
            if process.is_alive():
                process.terminate()
            process.join(1.0)

    def _poll(self) -> None:
        if self._connection is None:
            return
        key = self.key
        try:
            if not self._connection.poll():
                if not self._process.is_alive() and not self._connection.poll():
                    self.cancel()
                    self.failed.emit(key, "the worker process stopped")
                return
            kind, payload = self._connection.recv()
        except (EOFError, OSError) as error:
            self.cancel()
            self.failed.emit(key, f"the worker process stopped ({error})")
            return
        self.cancel()
        if kind == "done":
            self.done.emit(key, Benchmark.from_json(payload))
        else:
            self.failed.emit(key, str(payload))
