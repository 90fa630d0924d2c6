"""The after-game review, run in the background as soon as a game with a person ends: each person's
decisions evaluated one by one (`analysis.review_game`), then the biggest drops written in the game page's
log as turning points. The results dialog's Coach tab shows its progress and its outcome; it goes on when
the dialog is closed, and is called off by the next game (or an undo)."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject, Signal

from cardtable.ai.pool import SearchPool

from cardtable.app.shell.coach.analysis import Review, review_game
from cardtable.app.shell.coach.figures import turning_point_line
from cardtable.app.shell.coach.worker import CoachWorker


class GameReviewer(QObject):
    progressed = Signal(int, int)  # decisions reviewed, decisions in all
    ready = Signal(object)  # the Review
    failed = Signal(str)

    def __init__(self, controller, page, parent=None):
        super().__init__(parent)
        self.controller, self.page = controller, page
        self.iterations: int | None = None  # None: the game's own budget (tests set a tiny one)
        self.search_pool: Callable[[], SearchPool | None] = lambda: None  # the window gives its AI's pool
        self.review: Review | None = None
        self.progress: tuple[int, int] = (0, 0)
        self.failure = ""
        self._game = 0
        self._running: int | None = None
        self.worker = CoachWorker(self)
        self.worker.done.connect(self._on_done)
        self.worker.progress.connect(self._on_progress)
        self.worker.failed.connect(self._on_failed)
        controller.started.connect(self._on_started)
        controller.finished.connect(self.start)

    def persons(self) -> tuple[int, ...]:
        return self.controller.humans

    def wanted(self) -> bool:
        """A finished game with at least one person: there is something to review."""
        state = self.controller.state
        return state is not None and state.is_terminal() and bool(self.persons())

    def start(self) -> None:
        """Review the finished game (once: a second call while it runs or after it is done does nothing)."""
        if not self.wanted() or self._running == self._game or self.review is not None:
            return
        self._running, self.failure, self.progress = self._game, "", (0, 0)
        state, seats, iterations = self.controller.state, self.persons(), self.iterations
        pool = self.search_pool()
        self.worker.submit(self._game, lambda cancel, progress, partial: review_game(state, seats, iterations, cancel,
                                                                                     progress, pool))

    def running(self) -> bool:
        return self._running == self._game and self.review is None and not self.failure

    def _on_progress(self, tag, done: int, total: int) -> None:
        if tag == self._game:
            self.progress = (done, total)
            self.progressed.emit(done, total)

    def _on_done(self, tag, review: Review) -> None:
        if tag != self._game:
            return  # the review of a game that is no longer on the table
        self.review, self._running = review, None
        self.page.show_turning_points([(point.move, lambda point=point: self.line(point))
                                       for point in review.turning_points])
        self.ready.emit(review)

    def _on_failed(self, tag, message: str) -> None:
        if tag == self._game:
            self.failure, self._running = message, None
            self.failed.emit(message)

    def _on_started(self) -> None:
        self.worker.cancel()
        self._game += 1
        self.review, self._running, self.failure, self.progress = None, None, "", (0, 0)

    # --- texts -------------------------------------------------------------------------------------------------
    def name_of(self, seat: int) -> str | None:
        """The person's name in the lines, or None ("you") when there is only one person."""
        return None if len(self.persons()) == 1 else self.controller.names()[seat]

    def line(self, point) -> str:
        ui = self.page.ui
        label = ui.action_label(point.best, point.observation, self.controller.names())
        return turning_point_line(point, label, self.name_of(point.seat))

    def shutdown(self, msecs: int = 1000) -> None:
        self.worker.cancel()
        self.worker.wait(msecs)
