"""File > Open, Open recent, Save and Save as: the player's own saved games (`*.cardtable`, store/save_reader.py
and save_writer.py).

Save writes the game on the table to its file (the one it was opened from or last saved to), or asks where
like Save as. Open reads the chosen file first: a file that cannot be opened is named in a message and left
as it is, and nothing else changes. A good file replaces the game in progress; since the autosave keeps one
game only, a game in progress with moves not yet saved to a file is not replaced without asking: save it,
replace it anyway, or cancel. The opened game is a new playthrough (a new uid in its meta), put on the table.

Which file a game belongs to is remembered by its uid, so that a game left for the start page and resumed
from the autosave still saves to its file, and a new game never does.
"""

from __future__ import annotations

import dataclasses
import logging
import os
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QObject, QStandardPaths
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox

from cardtable.store import recent
from cardtable.store.meta import completed_meta, fresh_meta
from cardtable.store.save_error import SaveError
from cardtable.store.save_format import EXTENSION, with_extension
from cardtable.store.save_reader import read_save
from cardtable.store.save_writer import write_save
from cardtable.app.shell import save_texts as texts
from cardtable.app.shell.controller import Seat

logger = logging.getLogger(__name__)
RECENT_FOLDER_CHARS = 40  # the folder shown beside a recent file's name, at most

class SaveFiles(QObject):
    """The File menu's saved-game actions of `window` (a MainWindow), and which file holds which game."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self._files: dict[str, str] = {}  # game uid -> the file it was last opened from or saved to
        self._saved_records: dict[str, dict] = {}  # game uid -> its record when last saved or opened
        self.act_open = self._action("actOpen", QKeySequence.StandardKey.Open, "Ctrl+O", self.ask_open)
        self.act_save = self._action("actSave", QKeySequence.StandardKey.Save, "Ctrl+S", self.save)
        self.act_save_as = self._action("actSaveAs", QKeySequence.StandardKey.SaveAs, "Ctrl+Shift+S", self.ask_save_as)
        self.menu_recent = QMenu(window)
        self.menu_recent.setObjectName("menuRecent")
        self.menu_recent.setToolTipsVisible(True)
        self.menu_recent.aboutToShow.connect(self.fill_recent_menu)
        self.retranslate()

    def _action(self, name: str, standard, fallback: str, slot: Callable) -> QAction:
        act = QAction(self.window)
        act.setObjectName(name)
        act.setShortcut(QKeySequence(standard))
        if act.shortcut().isEmpty():  # some platforms define no standard key for it
            act.setShortcut(QKeySequence(fallback))
        act.triggered.connect(lambda checked=False: slot())  # not the checked flag as the slot's argument
        self.window.addAction(act)
        return act

    def retranslate(self) -> None:
        self.act_open.setText(self.tr("&Open…"))
        self.act_save.setText(self.tr("&Save"))
        self.act_save_as.setText(self.tr("Save &as…"))
        self.menu_recent.setTitle(self.tr("Open &recent"))

    def update_actions(self) -> None:
        on_table = self.window.on_table()
        can_save = on_table and self.window.controller.state is not None
        self.act_save.setEnabled(can_save)
        self.act_save_as.setEnabled(can_save)

    # --- which file --------------------------------------------------------------------------------------
    def current_file(self) -> str | None:
        """The file of the game on the table (None: never saved to a file nor opened from one)."""
        if self.window.controller.state is None:
            return None
        return self._files.get(self.window.controller.meta.get("uid", ""))

    def _remember(self, uid: str, path: str, record: dict) -> None:
        self._files[uid] = path
        self._saved_records[uid] = record
        self._add_recent(path)
        self.window.refresh_title()

    def _unsaved_game(self):
        """The game in progress that opening a file would replace and that has moves not saved to a file:
        (state, seats, meta), or None. The one on the table, else the autosave offered for resume."""
        controller, offered = self.window.controller, self.window.offered_game()
        if controller.state is not None and not controller.state.is_terminal():
            game = (controller.state, controller.seats, controller.current_meta())
        elif offered is not None:
            game = (offered.state, [Seat.from_json(seat) for seat in offered.seats], completed_meta(offered.meta))
        else:
            return None
        state, seats, meta = game
        if self._saved_records.get(meta["uid"]) == state.record():
            return None
        return game

    # --- saving --------------------------------------------------------------------------------------------
    def save(self) -> None:
        """Save the game on the table to its file, or ask where (Save as) when it has none."""
        if not self.act_save.isEnabled():
            return
        path = self.current_file()
        if path is None:
            self.ask_save_as()
        else:
            self.save_to(path)

    def ask_save_as(self, then: Callable[[], None] | None = None) -> None:
        """Ask where to save the game on the table (the extension added when missing); `then` runs once it is
        saved."""
        controller = self.window.controller
        if controller.state is None:
            return
        self._ask_save_path(lambda path: self._save_game(path, controller.state, controller.seats,
                                                         controller.current_meta(), then))

    def save_to(self, path: str) -> bool:
        controller = self.window.controller
        return self._save_game(path, controller.state, controller.seats, controller.current_meta())

    def _save_game(self, path: str, state, seats, meta, then: Callable[[], None] | None = None) -> bool:
        try:
            write_save(path, state, seats, meta)
        except OSError as error:
            self._message(QMessageBox.Icon.Warning, self.tr("The game was not saved"), texts.save_problem(path, error))
            return False
        self._remember(meta["uid"], os.path.abspath(path), state.record())
        if then is not None:
            then()
        return True

    def _ask_save_path(self, chosen: Callable[[str], None]) -> None:
        dialog = self._file_dialog(self.tr("Save the game"), QFileDialog.AcceptMode.AcceptSave)
        dialog.setDefaultSuffix(EXTENSION.lstrip("."))
        start = self.current_file() or os.path.join(self._folder(), self._suggested_name())
        dialog.selectFile(start)
        dialog.fileSelected.connect(lambda path: chosen(with_extension(path)))
        self.window.show_dialog(dialog)

    def _suggested_name(self) -> str:
        ui = self.window.game_page.ui
        name = ui.name() if ui is not None else "cardtable"
        safe = "".join(char if char.isalnum() or char in " -_" else " " for char in name).strip() or "cardtable"
        return safe + EXTENSION

    # --- opening ------------------------------------------------------------------------------------------
    def ask_open(self) -> None:
        dialog = self._file_dialog(self.tr("Open a saved game"), QFileDialog.AcceptMode.AcceptOpen)
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setDirectory(self._folder())
        dialog.fileSelected.connect(self.open_path)
        self.window.show_dialog(dialog)

    def open_path(self, path: str) -> bool:
        """Open the saved game in `path` and put it on the table (after asking about an unsaved game in
        progress). A file that cannot be opened is named in a message and left as it is. True when the file
        could be read (the game is then on the table, or waits for the player's answer)."""
        try:
            saved = read_save(path)
        except SaveError as error:
            logger.warning("%s cannot be opened (%s: %s); it was left as it is.", path, error.kind, error)
            self._message(QMessageBox.Icon.Warning, self.tr("The saved game cannot be opened"),
                          texts.open_problem(path, error), texts.left_unchanged())
            return False
        path = os.path.abspath(path)
        unsaved = self._unsaved_game()
        if unsaved is None:
            self._put_on_table(saved, path)
        else:
            self._ask_before_replacing(unsaved, lambda: self._put_on_table(saved, path))
        return True

    def _put_on_table(self, saved, path: str) -> None:
        # A new playthrough: its statistics must not merge with the game the file was saved from.
        meta = dict(completed_meta(saved.meta), uid=fresh_meta()["uid"])
        self._remember(meta["uid"], path, saved.state.record())
        self.window.start_saved_game(saved.state, [Seat.from_json(seat) for seat in saved.seats], meta)

    def _ask_before_replacing(self, unsaved, replace: Callable[[], None]) -> None:
        state, seats, meta = unsaved
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Open a saved game"),
                          self.tr("Save the game in progress before opening the other one?"),
                          QMessageBox.StandardButton.NoButton, self.window)
        box.setObjectName("replaceQuestion")
        box.setInformativeText(self.tr("Opening a saved game replaces the game in progress; it is kept only if "
                                       "you save it."))
        save = box.addButton(self.tr("&Save it first"), QMessageBox.ButtonRole.AcceptRole)
        discard = box.addButton(self.tr("&Replace it"), QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(save)

        def answered(*args) -> None:
            if box.clickedButton() is discard:
                replace()
            elif box.clickedButton() is save:
                path = self._files.get(meta["uid"])
                if path is not None:
                    if self._save_game(path, state, seats, meta):
                        replace()
                else:
                    self._ask_save_path(lambda chosen: self._save_game(chosen, state, seats, meta, replace))

        box.finished.connect(answered)
        self.window.show_dialog(box)

    # --- recent files --------------------------------------------------------------------------------------
    def fill_recent_menu(self) -> None:
        menu = self.menu_recent
        menu.clear()
        files = self.window.settings.recent_files
        home = str(Path.home())
        for number, path in enumerate(files, start=1):
            folder = os.path.dirname(path)
            if folder == home or folder.startswith(home + os.sep):
                folder = "~" + folder[len(home):]
            if len(folder) > RECENT_FOLDER_CHARS:  # the end of a long folder says most: keep it, not the start
                folder = "…" + folder[-(RECENT_FOLDER_CHARS - 1):]
            act = menu.addAction(f"&{number} {os.path.basename(path)} — {folder}")
            act.setToolTip(path)
            act.setData(path)
            act.triggered.connect(lambda checked=False, path=path: self.open_recent(path))
        if not files:
            menu.addAction(self.tr("No saved games yet")).setEnabled(False)
            return
        menu.addSeparator()
        menu.addAction(self.tr("&Clear the list"), self.clear_recent)

    def open_recent(self, path: str) -> None:
        if not os.path.exists(path):
            self._set_recent(recent.without_file(self.window.settings.recent_files, path))
            self._message(QMessageBox.Icon.Information, self.tr("Open recent"), texts.missing_recent(path))
            return
        self.open_path(path)

    def clear_recent(self) -> None:
        self._set_recent([])

    def _add_recent(self, path: str) -> None:
        self._set_recent(recent.with_file(self.window.settings.recent_files, path))

    def _set_recent(self, files: list[str]) -> None:
        window = self.window
        window.settings = dataclasses.replace(window.settings, recent_files=list(files))
        window.keep_settings()

    # --- dialogs --------------------------------------------------------------------------------------------
    def _file_dialog(self, title: str, mode) -> QFileDialog:
        dialog = QFileDialog(self.window, title)
        dialog.setObjectName("saveFileDialog" if mode == QFileDialog.AcceptMode.AcceptSave else "openFileDialog")
        dialog.setAcceptMode(mode)
        dialog.setNameFilters([self.tr("cardtable games (*.cardtable)"), self.tr("All files (*)")])
        return dialog

    def _folder(self) -> str:
        return start_folder(self.window.settings.recent_files)

    def _message(self, icon, title: str, text: str, informative: str = "") -> None:
        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self.window)
        box.setObjectName("saveFileMessage")
        if informative:
            box.setInformativeText(informative)
        self.window.show_dialog(box)


def start_folder(recent_files) -> str:
    """Where the file dialogs start: the folder of the last saved game still there, else the documents folder."""
    for path in recent_files:
        if os.path.isdir(os.path.dirname(path)):
            return os.path.dirname(path)
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return documents if documents and os.path.isdir(documents) else str(Path.home())
