"""What every clickable table item shares: a pointing hand, a hover state, left-button presses only."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject


class ClickableItem(QGraphicsObject):
    """An item that takes the left button only while clickable, and knows whether it is hovered.

    Subclasses decide in mouseReleaseEvent what a click is and which signal it emits.
    """

    def __init__(self, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self._clickable = False
        self._hovered = False
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    @property
    def clickable(self) -> bool:
        return self._clickable

    def set_clickable(self, on: bool) -> None:
        self._clickable = on
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if on else Qt.MouseButton.NoButton)
        if on:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.unsetCursor()
        self.update()

    def hoverEnterEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self._hovered = True
        self.update()

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802
        self._hovered = False
        self.update()

    def mousePressEvent(self, event) -> None:  # noqa: N802
        if self._clickable and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            event.ignore()
