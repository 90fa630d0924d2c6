"""A line of text led by a colour's symbol drawn in that colour, so that a colour named in a text is
also shown (and never only by its hue: the symbol names it too). The colour is a ColourStyle, whichever
game it comes from."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from .cards import ColourStyle, symbol_path, ui_font
from .style import elide, make_text


class ColourTag(QGraphicsObject):
    """A line of text led by a colour's symbol in that colour (or by nothing): "■ Trump: blue ■"."""

    def __init__(self, size: float = 22.0, bold: bool = False, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self._size = size
        self._colour: ColourStyle | None = None
        self._text = make_text("", size, bold=bold, parent=self)

    def set_line(self, text: str, colour: ColourStyle | None, width: float, size: float | None = None,
                 bold: bool = False) -> None:
        """The line's text, elided to width, led by colour's symbol (none for None)."""
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
        style = self._colour
        height = self._text.boundingRect().height()
        side = self._size * 0.95
        rect = QRectF(0, (height - side) / 2, side, side)
        painter.setPen(QPen(QColor(255, 255, 255, 230), 1.6))
        painter.setBrush(QColor(style.colour))
        painter.drawPath(symbol_path(style.symbol or "circle", rect))
