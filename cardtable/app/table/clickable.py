"""What every clickable table item shares: a pointing hand, a hover state, left-button presses only."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QCursor
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
        elif self.hasCursor():
            if self._under_pointer():
                # Not unsetCursor here: Qt's view then reads the last mouse event it had, and when the pointer
                # has not moved since the view appeared under it there is none, and it crashes (Qt 6.11 on
                # X11). The arrow looks the same; unsetCursor runs at a later change, away from the pointer.
                self.setCursor(Qt.CursorShape.ArrowCursor)
            else:
                self.unsetCursor()
        self.update()

    def _under_pointer(self) -> bool:
        """Whether a view shows this item as the topmost one under the mouse pointer."""
        scene = self.scene()
        for view in scene.views() if scene is not None else ():
            if view.underMouse() and view.itemAt(view.mapFromGlobal(QCursor.pos())) is self:
                return True
        return False

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
