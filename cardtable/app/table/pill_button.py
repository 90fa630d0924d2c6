"""A rounded button drawn on the felt (or, with another fill, a tab such as a dealer's), for a table's
own commands: it can be highlighted when it wants attention and greyed out when it is not available."""

from __future__ import annotations

from typing import Callable, Mapping

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QAction, QColor, QFontMetricsF, QKeySequence, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QWidget

from .cards import ui_font
from .clickable import ClickableItem
from .style import HIGHLIGHT, TEXT, centre_text, elide, make_text


class PillButton(ClickableItem):
    """A rounded button drawn on the felt; highlighted (thick gold outline) when it wants attention."""

    clicked = Signal()

    def __init__(self, size: float = 21.0, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._size = size
        self._label = make_text("", size, bold=True, parent=self)
        self._full = ""
        self._rect = QRectF(0, 0, 200, size * 2)
        self._highlighted = False
        self._enabled = True
        self._fill = QColor(10, 30, 20, 200)

    def set_fill(self, fill: QColor, text: QColor) -> None:
        """Another look (a tab rather than a button): its background and text colours."""
        self._fill = fill
        self._label.setBrush(text)
        self.update()

    def set_text(self, text: str, width: float) -> None:
        self.prepareGeometryChange()
        self._full = text
        size = self._size
        self._label.setFont(ui_font(size, bold=True))
        while size > self._size * 0.75 and QFontMetricsF(self._label.font()).horizontalAdvance(text) > width - 28:
            size -= 1
            self._label.setFont(ui_font(size, bold=True))
        self._label.setText(elide(text, self._label, width - 28))
        height = self._label.boundingRect().height() + 16
        self._rect = QRectF(0, 0, width, height)
        centre_text(self._label, width / 2, height / 2)
        self.update()

    def text(self) -> str:
        return self._full

    def set_enabled(self, on: bool) -> None:
        self._enabled = on
        self.set_clickable(on)
        self._label.setBrush(TEXT if on else QColor(255, 255, 255, 110))

    @property
    def enabled(self) -> bool:
        return self._enabled

    def set_highlighted(self, on: bool) -> None:
        self._highlighted = on
        self.update()

    def height(self) -> float:
        return self._rect.height()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        radius = self._rect.height() / 2
        painter.setBrush(self._fill if self._enabled else QColor(10, 30, 20, 90))
        if self._highlighted:
            painter.setPen(QPen(HIGHLIGHT, 4))
        elif self._hovered and self._clickable:
            painter.setPen(QPen(QColor(255, 255, 255, 230), 2.5))
        else:
            painter.setPen(QPen(QColor(255, 255, 255, 90 if self._enabled else 40), 1.5))
        painter.drawRoundedRect(self._rect, radius, radius)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        if self._clickable and self._rect.contains(event.pos()):
            self.clicked.emit()


class ShortcutPills:
    """A table's own commands as pill buttons on its scene, each also pressed by a keyboard shortcut of the
    table widget, but only while the button shows and is enabled (a hidden command's key does nothing)."""

    def __init__(self, widget: QWidget, scene, handlers: Mapping[str, Callable[[], None]], size: float = 20,
                 z: float = 80):
        self.buttons: dict[str, PillButton] = {}
        self.actions: dict[str, QAction] = {}
        for kind, handler in handlers.items():
            button = PillButton(size)
            button.setZValue(z)
            button.clicked.connect(handler)
            scene.addItem(button)
            action = QAction(widget)
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(lambda checked=False, kind=kind: self.press(kind))
            widget.addAction(action)
            self.buttons[kind], self.actions[kind] = button, action

    def press(self, kind: str) -> None:
        button = self.buttons[kind]
        if button.isVisible() and button.enabled:
            button.clicked.emit()

    def set_shortcuts(self, shortcuts: Mapping[str, str]) -> None:
        """Each command's key, in the current language's words ("L", "Ctrl+L")."""
        for kind, text in shortcuts.items():
            self.actions[kind].setShortcut(QKeySequence(text))
