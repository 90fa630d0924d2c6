"""What every clickable table item shares: a pointing hand, a hover state, left-button presses only."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QCursor, QMouseEvent
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsObject


def _refresh_pointer(item: QGraphicsItem) -> None:
    """Tell each view that has item under the resting pointer where the pointer is, with a mouse move.

    Qt's QGraphicsView, when an item under the pointer drops its cursor, looks up the item under the last
    mouse event the view had; before the view's first one that reading crashes (a new table under a
    pointer that has not moved since: a screen-reader user's, or anyone starting a game by the keyboard).
    """
    scene = item.scene()
    for view in scene.views() if scene is not None else ():
        spot = view.viewport().mapFromGlobal(QCursor.pos())
        if view.underMouse() and view.itemAt(spot) is item:
            move = QMouseEvent(QEvent.Type.MouseMove, QPointF(spot), QPointF(QCursor.pos()), Qt.MouseButton.NoButton,
                               Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
            QApplication.sendEvent(view.viewport(), move)


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
        # A table sets every item at each redraw, mostly to what it was: an item unchanged is not painted
        # again (each card's repaint cost about a third of a painted move).
        if on == self._clickable:
            return
        self._clickable = on
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if on else Qt.MouseButton.NoButton)
        if on:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        elif self.hasCursor():
            _refresh_pointer(self)
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
