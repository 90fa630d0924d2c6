"""Records each finished game in the statistics, once, without ever waiting on the GUI thread.

The controller's `finished` may come more than once for one game (the results shown again, a finished game
proceeded again) and a resumed game keeps its uid: the uid is the key, here and in the database. A game is
recorded only when it ended on a move played since it was put on the table: a finished game opened from a
file (a new uid, to look at or replay) was counted when it was played.

A finished game is first kept in the pending queue (store/pending_statistics.py, a small file), then recorded by
the statistics worker (its own thread and connection, waiting for a busy database there). Once in the queue
it is safe (`kept`): its autosave may go. The app killed between the last move and that finds the game in
the autosave at the next start, and keeps it then (`record_saved_game`).

What the worker meets decides the rest: a database held by another program ("locked") or a full disk delays
the games, which wait and are recorded on the retry timer or after the next game; any other problem turns
statistics off (`problem`) until the retry timer finds the database usable again; `changed` tells each time.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, QTimer, Signal

from cardtable.app.shell.statistics_worker import StatisticsWorker
from cardtable.store import pending_statistics as pending
from cardtable.store import statistics

logger = logging.getLogger(__name__)

RETRY_MS = 30_000  # how often waiting games, or statistics that are off, are tried again


class StatisticsRecorder(QObject):
    recorded = Signal(str)  # the uid of a game just recorded
    kept = Signal(str)  # the uid of a finished game now safe: waiting in the queue, or already kept
    changed = Signal()  # a try of the worker ended: the problem, the delay or the queue may have changed

    def __init__(self, controller, parent: QObject | None = None, timeout: float = statistics.BUSY_TIMEOUT_S,
                 retry_ms: int = RETRY_MS):
        super().__init__(parent)
        self.controller = controller
        self.problem: statistics.StatisticsError | None = None  # statistics off until it is gone
        self.delay: statistics.StatisticsError | None = None  # the passing problem ("locked", "full") last met
        self.timeout = timeout  # the worker's busy timeout, in seconds
        self.worker = StatisticsWorker()
        self.worker.drained.connect(self._on_drained)
        self.destroyed.connect(self.worker.shutdown)
        self.retry = QTimer(self)
        self.retry.setSingleShot(True)
        self.retry.setInterval(retry_ms)
        self.retry.timeout.connect(self.record_waiting)
        self._seen: set[str] = set()
        self._moved = False  # a move was played since the game was put on the table
        controller.started.connect(self._on_started)
        controller.action_applied.connect(self._on_move)
        controller.finished.connect(self.record_finished_game)

    def _on_started(self) -> None:
        # Undo and redo put the game on the table again too, but never a finished one: the flag only
        # matters for a game that is over when it arrives.
        self._moved = False

    def _on_move(self, *args) -> None:
        self._moved = True
        # The game's last move: kept now, not when the table has shown it (`finished`), so that a kill
        # during the last animation loses nothing.
        if self.controller.state is not None and self.controller.state.is_terminal():
            self.record_finished_game()

    def check_database(self) -> None:
        """Open the database (creating or migrating it) and record the games waiting, in the worker."""
        self.record_waiting()

    def record_waiting(self) -> None:
        """Ask the worker to record the waiting games (opening the database even when none waits)."""
        try:
            database, queue = statistics.database_path(), pending.folder()
        except OSError as error:  # the data folder cannot be made
            self._turn_off(error)
            self.changed.emit()
            return
        self.worker.record_waiting(database, queue, self.timeout)

    def record_finished_game(self) -> None:
        controller = self.controller
        state = controller.state
        # The playing time up to now (current_meta) where the controller can tell it.
        current = getattr(controller, "current_meta", None)
        meta = dict(current() if callable(current) else getattr(controller, "meta", None) or {})
        if state is not None and state.is_terminal() and self._moved:
            self._record(state, controller.seats, meta)

    def record_saved_game(self, state, seats, meta: dict) -> bool:
        """A finished game found in the autosave (the app was killed before it was kept): kept now.
        True when it is safe (in the queue), so that its autosave can go."""
        return state.is_terminal() and self._record(state, seats, meta)

    def _record(self, state, seats, meta: dict) -> bool:
        """Keep a finished game once, in the queue (the worker records it); True when it is safe (now or
        before). When it cannot be kept (the data folder, the disk, the queue's limit), its autosave stays."""
        uid = meta.get("uid")
        if not uid:
            return False
        if uid not in self._seen:
            try:
                pending.keep(state, seats, {**meta, "duplicate": bool(meta.get("duplicate"))})
            except (OSError, ValueError) as error:
                logger.warning("A finished game could not be kept for the statistics: %s", error)
                return False
            self._seen.add(uid)
            self.record_waiting()
        self.kept.emit(uid)
        return True

    def _on_drained(self, drained: pending.Drained) -> None:
        for uid in drained.recorded:
            self.recorded.emit(uid)
        problem = drained.problem
        if problem is None or problem.passing:
            if problem is not None and (self.delay is None or self.delay.kind != problem.kind):
                logger.warning("Finished games wait to be recorded in the statistics: %s", problem)
            if problem is None and self.problem is not None:
                logger.info("Statistics are back: the database can be used again")
                self.problem = None
            self.delay = problem
        else:
            self._turn_off(problem)
        if self.problem is not None or self.delay is not None or pending.count():
            self.retry.start()
        self.changed.emit()

    def _turn_off(self, error: Exception) -> None:
        """Statistics off until the database can be used again (the retry timer tries)."""
        error = statistics.as_problem(error)
        if self.problem is None or self.problem.kind != error.kind:
            logger.warning("Statistics are off: %s", error)
        self.problem = error
        self.delay = None
