"""The game page's notice while the game cannot be saved: that it is not being saved, and why."""

from __future__ import annotations

import errno

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLabel, QWidget


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
        if self._error is None:
            return
        self.setText("⚠ " + self.tr("This game is not being saved: {reason}. It will be tried again after the "
                                    "next move.").format(reason=self.reason(self._error)))

    def reason(self, error: OSError) -> str:
        """Why, in the player's language for the usual causes; else in the system's words."""
        known = {
            errno.ENOSPC: self.tr("the disk is full"),
            getattr(errno, "EDQUOT", errno.ENOSPC): self.tr("the disk quota is used up"),
            errno.EACCES: self.tr("cardtable may not write in its data folder"),
            errno.EPERM: self.tr("cardtable may not write in its data folder"),
            errno.EROFS: self.tr("the data folder is on a read-only disk"),
        }
        if error.errno in known:
            return known[error.errno]
        return error.strerror or str(error) or type(error).__name__

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
