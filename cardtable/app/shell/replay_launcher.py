"""Opening replays from the main window: the current game (from the Game menu or the results) or a saved
game file, and going back to the page the person came from.

A game under way is paused while its replay is watched (its computer players stop thinking) and goes on
as it was when the person comes back; nothing of it is changed, nor saved again.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox

from cardtable.store.save_error import SaveError
from cardtable.store.save_reader import read_save
from typing import TYPE_CHECKING

from cardtable.app.shell import save_texts, texts
from cardtable.app.games import view_class
from cardtable.app.shell.replay.model import ReplayModel
from cardtable.app.shell.save_files import start_folder

if TYPE_CHECKING:
    from cardtable.app.shell.replay.page import ReplayPage

# The replay page and its log (QTextBrowser and its formats) are imported with the page, when first wanted.


logger = logging.getLogger(__name__)


class ReplayLauncher(QObject):
    left = Signal()  # the person left the replay

    def __init__(self, window):
        super().__init__(window)
        self._window = window
        self._page: ReplayPage | None = None
        self._animation_speed: str | None = None
        self._origin = None  # the page to go back to
        self._paused = False  # whether the controller's game was paused for the replay

    @property
    def page(self) -> ReplayPage:
        """The replay page, built (and added to the window's pages) when first wanted: the first window
        does without it, and waits for neither its modules nor its widgets."""
        if self._page is None:
            from cardtable.app.shell.game_log import GameLog
            from cardtable.app.shell.replay.page import ReplayPage

            self._page = ReplayPage(GameLog(), texts.level_badge, self._window)
            self._window.pages.addWidget(self._page)
            self._page.back_requested.connect(self.leave)
            if self._animation_speed is not None:
                self._page.set_animation_speed(self._animation_speed)
        return self._page

    def set_animation_speed(self, speed: str) -> None:
        self._animation_speed = speed
        if self._page is not None:
            self._page.set_animation_speed(speed)

    def title(self) -> str:
        """The title of the replay on show, "" when none is."""
        return self._page.title() if self.showing() else ""

    def showing(self) -> bool:
        return self._page is not None and self._window.pages.currentWidget() is self._page

    def can_replay_current(self) -> bool:
        controller = self._window.controller
        return controller.state is not None and not self.showing()

    def replay_current(self) -> None:
        """The controller's game, its moves so far."""
        controller = self._window.controller
        if not self.can_replay_current():
            return
        state = controller.state
        self._open(ReplayModel.of_state(state), controller.names(), [seat.controller for seat in controller.seats],
                   state.is_terminal())

    def replay_saved(self, saved) -> None:
        """A saved game (a `SavedGame` of the store)."""
        state = saved.state
        names = [seat["name"] for seat in saved.seats]
        controllers = [seat["controller"] for seat in saved.seats]
        self._open(ReplayModel.of_state(state), names, controllers, state.is_terminal())

    def ask_saved_file(self) -> None:
        """File > Replay a saved game…: choose a file, then replay it (the file is only read)."""
        dialog = QFileDialog(self._window, self.tr("Replay a saved game"))
        dialog.setObjectName("replayFileDialog")
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setNameFilters([self.tr("cardtable games (*.cardtable)"), self.tr("All files (*)")])
        dialog.setDirectory(start_folder(self._window.settings.recent_files))
        dialog.fileSelected.connect(self.replay_file)
        self._window.show_dialog(dialog)

    def replay_file(self, path: str) -> bool:
        """Replay the saved game in `path`; a file that cannot be read is named in a message (and left as it
        is). True when the replay opened."""
        try:
            saved = read_save(path)
        except SaveError as error:
            logger.warning("%s cannot be replayed (%s: %s).", path, error.kind, error)
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("The saved game cannot be replayed"),
                              save_texts.open_problem(path, error), QMessageBox.StandardButton.Ok,
                              self._window)
            box.setObjectName("replayFileMessage")
            box.setInformativeText(save_texts.left_unchanged())
            self._window.show_dialog(box)
            return False
        self.replay_saved(saved)
        return True

    def _open(self, model: ReplayModel, names, controllers, finished: bool) -> None:
        window = self._window
        if not self.showing():
            self._origin = window.pages.currentWidget()
            self._pause_game()
        view = view_class(type(model.final).game.id)()
        self.page.open(model, view, names, controllers, finished)
        window.pages.setCurrentWidget(self.page)
        self.page.setFocus()

    def _pause_game(self) -> None:
        window = self._window
        controller = window.controller
        state = controller.state
        self._paused = (window.on_table() and state is not None and not state.is_terminal())
        if self._paused:
            controller.stop()

    def leave(self) -> None:
        window = self._window
        window.pages.setCurrentWidget(self._origin or window.start_page)
        if self._paused:
            self._paused = False
            table = window.game_page.table
            window.controller.carry_on(proceed=table is None or not table.is_animating())
        self.left.emit()
