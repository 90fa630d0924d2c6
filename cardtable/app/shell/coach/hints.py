"""The Hint: at a person's turn, the coach evaluates each of their legal actions from their own observation
in the background and shows the ranked list in the Hint panel: its first figures soon, the final ones when
the search is done (in the search pool's worker processes, both cores, once they are up; in a thread of this
process before, and for tiny budgets: the same final figures). Each hint asked counts in the game's record
(`controller.note_hint`). An answer is kept only while it still answers the present turn: a move played, an
undo, a new or resumed game calls the search off and drops what it would have said."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject, Signal

from cardtable.ai.pool import SearchPool
from cardtable.app.table.placement import place_dialog
from cardtable.app.shell.coach.analysis import POOL_MIN_ITERATIONS, HintRequest
from cardtable.app.shell.coach.hint_panel import HintPanel
from cardtable.app.shell.coach.worker import CoachWorker


class HintCoach(QObject):
    availability_changed = Signal(bool)

    def __init__(self, controller, page, parent=None):
        super().__init__(parent)
        self.controller, self.page = controller, page
        self.iterations: int | None = None  # None: the game's own budget (tests set a tiny one)
        self.search_pool: Callable[[], SearchPool | None] = lambda: None  # the window gives its AI's pool
        self.panel: HintPanel | None = None
        self._game = 0  # counts the controller's (re)starts: new game, resume, undo, redo
        self._asked = None  # the tag of the hint under way or shown
        self._request: HintRequest | None = None
        self.worker = CoachWorker(self)
        self.worker.done.connect(self._on_done)
        self.worker.partial.connect(self._on_partial)
        self.worker.failed.connect(self._on_failed)
        controller.started.connect(self._on_restarted)
        controller.action_applied.connect(self._turn_passed)
        controller.finished.connect(self._turn_passed)

    # --- when a hint may be asked --------------------------------------------------------------------------
    def available(self) -> bool:
        """A person is to act and sees the table (in hot-seat, once past the cover)."""
        controller = self.controller
        seat = controller.awaiting_human
        return (seat is not None and controller.state is not None and not controller.state.is_terminal()
                and not controller.needs_cover(seat))

    def _tag(self) -> tuple | None:
        seat = self.controller.awaiting_human
        return None if seat is None else (self._game, len(self.controller.state.history), seat)

    # --- asking ---------------------------------------------------------------------------------------------
    def ask(self) -> bool:
        """Show the hint for the present turn, computing it (and counting it) unless it is already asked."""
        if not self.available():
            return False
        panel = self._show_panel()
        tag = self._tag()
        if tag == self._asked and panel.status() in (HintPanel.THINKING, HintPanel.PARTIAL, HintPanel.READY):
            return True  # the same turn's hint again: nothing new to compute or count
        self._asked = tag
        self.controller.note_hint()
        request = self._request = HintRequest.at(self.controller.state, tag[2], self.iterations)
        panel.show_thinking()
        pool = self._pool_for(request)
        self.worker.submit(tag, lambda cancel, progress, partial: request.evaluate(cancel, partial, pool))
        return True

    def _pool_for(self, request: HintRequest) -> SearchPool | None:
        """The worker processes for a budget worth them, started now if they are not (this hint then runs
        in the thread, the next ones in the workers)."""
        pool = self.search_pool() if request.iterations >= POOL_MIN_ITERATIONS else None
        if pool is not None and not pool.ready():
            pool.start()
        return pool

    def _show_panel(self) -> HintPanel:
        if self.panel is None:
            self.panel = HintPanel(self.page.window())
            self.panel.play_requested.connect(self._play)
        if not self.panel.isVisible():  # a panel the person has moved stays where it is
            self.panel.set_scale(self.page.side_scale())
            place_dialog(self.panel, self.page)
        self.panel.show()
        self.panel.raise_()
        return self.panel

    def _on_partial(self, tag, evaluations) -> None:
        if self._current(tag) and self.panel.status() in (HintPanel.THINKING, HintPanel.PARTIAL):
            self.panel.show_evaluations(self._lines(evaluations), final=False)

    def _on_done(self, tag, evaluations) -> None:
        if self._current(tag):
            self.panel.show_evaluations(self._lines(evaluations))

    def _current(self, tag) -> bool:
        """False for a stale answer: the turn it answered is over."""
        return tag == self._asked and tag == self._tag() and self.panel is not None

    def _lines(self, evaluations) -> list[tuple]:
        ui, request, names = self.page.ui, self._request, self.controller.names()
        return [(item.action, ui.action_label(item.action, request.observation, names), item.win_chance,
                 item.expected_score) for item in evaluations]

    def _on_failed(self, tag, message: str) -> None:
        if self._current(tag):
            self.panel.show_failure(message)

    def _play(self, action) -> None:
        """A line of the list chosen: played as the person's move, if it is still their turn."""
        if self._asked is not None and self._asked == self._tag():
            self.page.play(action)

    # --- the turn passes ----------------------------------------------------------------------------------------
    def _turn_passed(self, *args) -> None:
        self.worker.cancel()
        self._asked = None
        if self.panel is not None:
            self.panel.show_passed()

    def _on_restarted(self) -> None:
        self._game += 1
        self._turn_passed()

    def shutdown(self, msecs: int = 1000) -> None:
        self.worker.cancel()
        self.worker.wait(msecs)
