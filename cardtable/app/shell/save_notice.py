"""The game page's notice while the game cannot be saved: that it is not being saved, and why."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLabel, QWidget

from cardtable.app.shell import save_texts


class SaveNotice(QLabel):
    """Shown from a failed save until a save succeeds; the game goes on meanwhile."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("saveNotice")
        self.setWordWrap(True)
        self._error: OSError | None = None
        self.hide()

    def show_failure(self, error: OSError) -> None:
        self._error = error
        self.retranslate()
        self.show()

    def clear(self) -> None:
        self._error = None
        self.setText("")
        self.hide()

    def failure(self) -> OSError | None:
        return self._error

    def retranslate(self) -> None:
        if self._error is not None:
            self.setText(save_texts.not_being_saved(self._error))

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
