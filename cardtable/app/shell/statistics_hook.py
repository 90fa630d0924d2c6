"""The statistics in the main window: recording each finished game, the Game menu's "Statistics…" and the
start page's button, which open the Statistics window (one at a time, beside the table).

The recorder (its thread, the database, the queue of finished games) comes with the window's table side
(`follow_games`, main_window.py), in its place among the controller's listeners: the first window waits for
none of it."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction

from cardtable.store import saves
from cardtable.store.meta import completed_meta
from cardtable.app.shell.controller import Seat

if TYPE_CHECKING:
    from cardtable.app.shell.statistics_recorder import StatisticsRecorder

logger = logging.getLogger(__name__)


class StatisticsHook(QObject):
    def __init__(self, window):
        super().__init__(window)
        self.main_window = window
        self._recorder: StatisticsRecorder | None = None
        self.window = None  # the StatisticsWindow, once opened
        self.action = QAction(window)
        self.action.setObjectName("actStatistics")
        self.action.triggered.connect(self.open_window)
        window.addAction(self.action)
        menu = window.menu_game
        menu.insertAction(window.act_home, self.action)
        menu.insertSeparator(self.action)
        window.start_page.statistics_requested.connect(self.open_window)
        self.retranslate()

    def follow_games(self) -> None:
        """Record the finished games from now on (the window calls it once, with its table side); the database
        is opened and the games waiting are recorded, in the worker."""
        from cardtable.app.shell.statistics_recorder import StatisticsRecorder

        controller = self.main_window.controller
        self._recorder = StatisticsRecorder(controller, self)
        self._recorder.check_database()
        self._recorder.kept.connect(controller.finished_game_recorded)
        self._recorder.changed.connect(self._refresh_window)

    def settled(self) -> bool:
        """The recorder is there and its worker has answered every request (the database checked)."""
        return self._recorder is not None and not self._recorder.worker.busy

    @property
    def recorder(self) -> StatisticsRecorder:
        self.main_window.build_table_side()
        return self._recorder

    def retranslate(self) -> None:
        self.action.setText(QCoreApplication.translate("MainWindow", "S&tatistics…"))

    def record_finished_autosave(self, saved) -> None:
        """A finished game found in the autosave (`saved`, a store SavedGame): the app was killed between its
        last move and its recording. Kept for the statistics now (the worker records it), then its autosave
        goes; while it cannot be kept, the autosave stays for a later start."""
        seats = [Seat.from_json(seat) for seat in saved.seats]
        if not self.recorder.record_saved_game(saved.state, seats, completed_meta(saved.meta)):
            return
        try:
            saves.clear()
        except OSError as error:
            logger.warning("The autosave of a recorded game could not be removed: %s", error)

    def open_window(self):
        """The Statistics window, on the game at the table (or the last one chosen there)."""
        # Imported when first wanted: its plots load pyqtgraph and numpy, which the start need not wait for.
        from cardtable.app.shell.statistics_window import StatisticsWindow

        state = self.main_window.controller.state
        game_id = type(state).game.id if state is not None else None
        if self.window is None:
            self.window = StatisticsWindow(game_id, self.recorder.problem, self.main_window)
            self.window.destroyed.connect(self._forget_window)
        else:
            self.window.problem = self.recorder.problem
            if game_id is not None:
                self.window.game_combo.setCurrentIndex(max(0, self.window.game_combo.findData(game_id)))
            self.window.refresh()
        self.window.show()
        self.window.raise_()
        self.window.activateWindow()
        return self.window

    def close_window(self) -> None:
        if self.window is not None:
            self.window.close()

    def _refresh_window(self, *args) -> None:
        if self.window is not None:
            self.window.problem = self.recorder.problem  # off, or on again: the window reads again
            self.window.refresh()

    def _forget_window(self, *args) -> None:
        self.window = None
