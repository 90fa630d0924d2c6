"""Small items of the Schnäppchen Jagd table: pill buttons, colour tags, captions and the overlay panel."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsSimpleTextItem

from cardtable.app.table.card_item import CardItem
from cardtable.app.table.cards import CARD_ASPECT, PALETTE, CardFace, symbol_path, ui_font
from cardtable.app.table.clickable import ClickableItem
from cardtable.app.table.style import HIGHLIGHT, TEXT, TEXT_SOFT, centre_text, elide, make_text, wrap


class PillButton(ClickableItem):
    """A rounded button drawn on the felt; highlighted (thick gold outline) when it wants attention."""

    clicked = Signal()

    def __init__(self, size: float = 21.0, parent: QGraphicsItem | None = None):
        super().__init__(parent)
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


class ColourTag(QGraphicsObject):
    """A line of text led by a colour's symbol in that colour (or by nothing): "■ Trump: blue ■"."""

    def __init__(self, size: float = 22.0, bold: bool = False, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self._size = size
        self._colour: str | None = None
        self._text = make_text("", size, bold=bold, parent=self)

    def set_line(self, text: str, colour: str | None, width: float, size: float | None = None,
                 bold: bool = False) -> None:
        self.prepareGeometryChange()
        if size is not None:
            self._size = size
            self._text.setFont(ui_font(size, bold=bold))
        self._colour = colour
        offset = self._size * 1.3 if colour else 0.0
        self._text.setText(elide(text, self._text, width - offset))
        self._text.setPos(offset, 0)
        self.update()

    def text(self) -> str:
        return self._text.text()

    def set_colour(self, colour: QColor) -> None:
        self._text.setBrush(colour)

    def boundingRect(self) -> QRectF:
        return self._text.mapRectToParent(self._text.boundingRect()).united(QRectF(0, 0, self._size * 1.3, self._size))

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self._colour:
            return
        style = PALETTE[self._colour]
        height = self._text.boundingRect().height()
        side = self._size * 0.95
        rect = QRectF(0, (height - side) / 2, side, side)
        painter.setPen(QPen(QColor(255, 255, 255, 230), 1.6))
        painter.setBrush(QColor(style.colour))
        painter.drawPath(symbol_path(style.symbol or "circle", rect))


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
        """What it shows: "last", "junk", "round" ("" when closed)."""
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
