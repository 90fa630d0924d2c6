"""Cards face up in a row inside a dialog (a pile shown beside the choice it is for), overlapping only as
much as the dialog's width needs."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QWidget

from .cards import CARD_ASPECT, CardFace, card_pixmap


class CardStrip(QWidget):
    """The faces in a row, as tall as the widget (at least `height` pixels)."""

    def __init__(self, faces: Sequence[CardFace], parent: QWidget | None = None, height: int = 96):
        super().__init__(parent)
        self._faces = list(faces)
        self.setMinimumHeight(height)

    def paintEvent(self, event) -> None:  # noqa: N802
        if not self._faces:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        height = self.height() - 4
        width = height / CARD_ASPECT
        step = min(width + 6, (self.width() - width) / max(len(self._faces) - 1, 1))
        for index, face in enumerate(self._faces):
            pixmap = card_pixmap(face, width, height, self.devicePixelRatioF())
            painter.drawPixmap(QRectF(index * step, 2, width, height), pixmap, QRectF(pixmap.rect()))
        painter.end()
