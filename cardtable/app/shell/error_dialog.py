"""The dialog of an unexpected error (error_report.py): what happened, that the game is safe, where the log is."""

from __future__ import annotations

import platform
from pathlib import Path

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QEvent, Qt, QUrl, qVersion
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QPushButton, QStyle,
                               QVBoxLayout, QWidget)

import cardtable
from cardtable.app.shell.widgets.labels import wrapped_label

DIALOG_WIDTH = 520


class ErrorDialog(QDialog):
    """Not modal: the app goes on behind it. Later errors are added to it rather than opening others."""

    def __init__(self, summary: str, details: str, log_path: Path | None, log_problem: str = "",
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("errorDialog")
        self.setModal(False)
        self._summaries = [summary]
        self._details = [details]
        self._log_path = log_path
        self._log_problem = log_problem
        self._folder_failed = False
        self._build()
        self.retranslate()
        self.setMinimumWidth(DIALOG_WIDTH)

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        icon = QLabel(self)
        icon.setPixmap(self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning).pixmap(48, 48))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        top.addWidget(icon)
        texts = QVBoxLayout()
        self.heading = self._label("errorHeading")
        self.heading.setStyleSheet("font-weight: bold; font-size: 15px;")
        self.explanation = self._label("errorExplanation")
        self.what_title = self._label("errorWhatTitle")
        self.what = self._label("errorWhat", selectable=True)
        self.what.setStyleSheet("font-family: monospace;")
        self.what_title.setBuddy(self.what)
        self.more = self._label("errorMore")
        self.more.hide()
        self.log_title = self._label("errorLogTitle")
        self.log_path = self._label("errorLogPath", selectable=True)
        self.log_path.setStyleSheet("font-family: monospace;")
        self.log_title.setBuddy(self.log_path)
        self.status = self._label("errorStatus")
        self.status.hide()
        for group in ((self.heading,), (self.explanation,), (self.what_title, self.what), (self.more,),
                      (self.log_title, self.log_path), (self.status,)):
            pair = QVBoxLayout()
            pair.setSpacing(2)  # a title close to what it introduces
            for widget in group:
                pair.addWidget(widget)
            texts.addLayout(pair)
        top.addLayout(texts, 1)
        layout.addLayout(top)
        self.buttons = QDialogButtonBox(self)
        self.open_folder_button = QPushButton(self)
        self.open_folder_button.setObjectName("openLogFolder")
        self.open_folder_button.clicked.connect(self.open_log_folder)
        self.open_folder_button.setEnabled(self._log_path is not None)
        self.copy_button = QPushButton(self)
        self.copy_button.setObjectName("copyDetails")
        self.copy_button.clicked.connect(self.copy_details)
        self.close_button = QPushButton(self)
        self.close_button.setObjectName("closeError")
        self.close_button.setDefault(True)
        self.close_button.clicked.connect(self.accept)
        self.buttons.addButton(self.open_folder_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        layout.addWidget(self.buttons)

    def _label(self, name: str, selectable: bool = False) -> QLabel:
        label = wrapped_label(self, name)
        if selectable:
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                          | Qt.TextInteractionFlag.TextSelectableByKeyboard)
            label.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # readable by keyboard and screen readers
        return label

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        self.close_button.setFocus()  # not the selectable texts: Enter or Escape closes at once

    # --- texts ----------------------------------------------------------------------------------------------
    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("cardtable: something went wrong"))
        self.heading.setText(self.tr("Something went wrong inside cardtable."))
        self.explanation.setText(self.tr(
            "This is a fault in cardtable, not in anything you did. cardtable goes on: your game was saved "
            "after its last completed move, so nothing you played is lost. If the table no longer moves, go "
            "back to the start page and resume the game."))
        self.what_title.setText(self.tr("What happened:"))
        self.what.setText(self._summaries[0])
        self.what.setAccessibleName(self.tr("What happened"))
        self._retranslate_more()
        if self._log_path is not None:
            self.log_title.setText(self.tr("The details are in the log file:"))
            self.log_path.setText(str(self._log_path))
        else:
            self.log_title.setText(self.tr("The details could not be written to a log file ({reason}); "
                                           "Copy details keeps them.").format(reason=self._log_problem or "?"))
            self.log_path.hide()
        self.log_path.setAccessibleName(self.tr("Log file"))
        self.open_folder_button.setText(self.tr("&Open log folder"))
        self.copy_button.setText(self.tr("&Copy details"))
        self.close_button.setText(self.tr("Close"))
        if self._folder_failed:
            self.status.setText(self.tr("The log folder could not be opened: {folder}").format(
                folder=str(self._log_path.parent)))

    def _retranslate_more(self) -> None:
        later = len(self._summaries) - 1
        if later:
            self.more.setText(self.tr("%n more error(s) since then; the log file has them too.", "", later))
            self.more.show()

    # --- what the person can do ------------------------------------------------------------------------------
    def add_error(self, summary: str, details: str) -> None:
        """Another error while this dialog is open: counted here, not shown in a dialog of its own."""
        self._summaries.append(summary)
        self._details.append(details)
        self._retranslate_more()

    def errors(self) -> int:
        return len(self._summaries)

    def details_text(self) -> str:
        """What Copy details puts on the clipboard: the versions, the log file, every traceback."""
        head = (f"cardtable {cardtable.__version__}, Python {platform.python_version()}, "
                f"PySide6 {pyside_version}, Qt {qVersion()}, {platform.platform()}")
        log = f"Log file: {self._log_path}" if self._log_path is not None else "No log file"
        return "\n\n".join([head, log, *self._details])

    def copy_details(self) -> None:
        QGuiApplication.clipboard().setText(self.details_text())

    def open_log_folder(self) -> None:
        if self._log_path is None:
            return
        if not QDesktopServices.openUrl(QUrl.fromLocalFile(str(self._log_path.parent))):
            self._folder_failed = True
            self.retranslate()
            self.status.show()
