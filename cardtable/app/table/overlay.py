"""A dark panel over the table's centre: a title, lines of text and rows of face-up cards with captions.

A table holds one as a part (`TableOverlay`) and fills it with `show_content` (what a game shows there
is the game's: the last trick, a pile, a round's summary); any click on it or Esc closes it.
"""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsScene, QGraphicsSimpleTextItem

from .card_item import CardItem
from .cards import CARD_ASPECT, CardFace
from .style import HIGHLIGHT, TEXT, TEXT_SOFT, centre_text, elide, make_text, wrap


class Overlay(QGraphicsObject):
    """A dark panel over the table's centre: a title, lines of text and rows of face-up cards.

    Any click on it (or Esc, handled by the table) closes it; it holds its own card items, which are
    not the scene's cards and so never take keyboard focus.
    """

    closed = Signal()

    TITLE, LINE = 28.0, 21.0

    def __init__(self, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self._rect = QRectF(0, 0, 600, 400)
        self._kind = ""
        self._children: list[QGraphicsItem] = []
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setZValue(500)
        self.hide()

    @property
    def kind(self) -> str:
        """What it shows, as named in show_content (say "last" for a last trick); "" when closed."""
        return self._kind if self.isVisible() else ""

    def show_content(self, kind: str, rect: QRectF, title: str, lines: Sequence[str],
                     cards: Sequence[Sequence[tuple]], hint: str, card_w: float = 84.0) -> None:
        """cards: rows of (CardFace, caption lines) shown face up under the text lines.

        The panel is as tall as its content needs, centred in rect (never taller than rect).
        """
        self.prepareGeometryChange()
        self._clear()
        self._kind = kind
        width = rect.width() - 40
        metrics = QFontMetricsF(make_text("", self.LINE).font())
        lines = [part for line in lines for part in wrap(line, metrics, width)]  # long French lines fold
        rows = [row for row in cards if row]
        captions = max((len(caps) for row in rows for _, caps in row), default=0)
        text_h = 18 + self.TITLE * 1.45 + len(lines) * self.LINE * 1.35 + 10
        if rows:
            widest = max(len(row) for row in rows)
            room = (rect.height() - text_h - 44) / len(rows) - captions * 22 - 14
            card_w = max(30.0, min(card_w, room / CARD_ASPECT, (width + 12) / widest - 12))
        row_h = card_w * CARD_ASPECT + captions * 22 + 14
        height = min(rect.height(), text_h + len(rows) * row_h + 44)
        self.setPos(rect.left(), rect.center().y() - height / 2)
        self._rect = QRectF(0, 0, rect.width(), height)
        y = 18.0
        title_item = self._text(title, self.TITLE, True, TEXT, width)
        title_item.setPos(20, y)
        y += self.TITLE * 1.45
        for line in lines:
            item = self._text(line, self.LINE, False, TEXT_SOFT, width)
            item.setPos(20, y)
            y += self.LINE * 1.35
        y += 10
        for row in rows:
            self._card_row(row, y, card_w, width)
            y += row_h
        hint_item = self._text(hint, 18, False, QColor(255, 255, 255, 150), width)
        centre_text(hint_item, rect.width() / 2, height - 20)
        self.show()

    def texts(self) -> list[str]:
        return [item.text() for item in self._children if isinstance(item, QGraphicsSimpleTextItem)]

    def card_faces(self) -> list[CardFace]:
        return [item.face for item in self._children if isinstance(item, CardItem)]

    def _card_row(self, row, y: float, card_w: float, width: float) -> None:
        step = min(card_w + 12, (width - card_w) / max(len(row) - 1, 1) + 0.0) if len(row) > 1 else 0
        step = max(step, card_w * 0.3)
        total = card_w + step * (len(row) - 1)
        x = 20 + (width - total) / 2
        for index, (face, lines) in enumerate(row):
            card = CardItem(("overlay", index), face, card_w, self)
            card.setPos(x, y)
            self._children.append(card)
            for number, line in enumerate(lines):
                item = self._text(line, 17, number == 0, TEXT if number == 0 else HIGHLIGHT, max(step, card_w) + 4)
                centre_text(item, x + card_w / 2, y + card_w * CARD_ASPECT + 12 + number * 21)
            x += step

    def _text(self, text: str, size: float, bold: bool, colour: QColor, width: float) -> QGraphicsSimpleTextItem:
        item = make_text("", size, bold=bold, colour=colour, parent=self)
        item.setText(elide(text, item, width))
        self._children.append(item)
        return item

    def _clear(self) -> None:
        for item in self._children:
            item.setParentItem(None)
            if item.scene() is not None:
                item.scene().removeItem(item)
        self._children = []

    def close(self) -> None:
        if self.isVisible():
            self.hide()
            self._kind = ""
            self.closed.emit()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setPen(QPen(QColor(255, 255, 255, 120), 2))
        painter.setBrush(QColor(8, 26, 17, 238))
        painter.drawRoundedRect(self._rect, 22, 22)

    def mousePressEvent(self, event) -> None:  # noqa: N802
        event.accept()

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        self.close()


class TableOverlay(QObject):
    """A table's one Overlay, as a part the table holds (`self._overlay = TableOverlay(scene)`).

    `open(build)` shows it: build(panel) fills the panel (with what the table knows now) and returns
    False when there is nothing to show, which closes it. An open overlay is built again by `refresh()`
    (a table calls it after each redraw: a resize, a language change, a new observation). `close()`,
    a click on it, or Esc through `close_by_key` close it; `closed` then tells the table (to take the
    keyboard back, say).
    """

    closed = Signal()

    def __init__(self, scene: QGraphicsScene, parent: QObject | None = None):
        super().__init__(parent)
        self.panel = Overlay()
        self._build: Callable[[Overlay], bool] | None = None
        self.panel.closed.connect(self.closed)
        scene.addItem(self.panel)

    def is_open(self) -> bool:
        return self.panel.isVisible()

    def open(self, build: Callable[[Overlay], bool]) -> None:
        self._build = build
        if not build(self.panel):
            self.panel.close()

    def refresh(self) -> None:
        if self.panel.isVisible() and self._build is not None:
            self.open(self._build)

    def close(self) -> None:
        self.panel.close()

    def close_by_key(self, event) -> bool:
        """Esc closes an open overlay: True when it did (the event is then accepted)."""
        if event.key() != Qt.Key.Key_Escape or not self.panel.isVisible():
            return False
        self.panel.close()
        event.accept()
        return True
