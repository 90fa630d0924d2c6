"""A player's mat: name, level badge, turn marker and info lines over a free content area.

A mat given its seat (set_seat) shows the seat's colour as a dot before the name: the colour of that seat's
lines in the plots (see seat_colours).

The header can keep room free on its right (set_reserved_right), or the content area under it can
(set_reserved_beside_content, for a chip stack beside the cards). An info line too wide for the mat
is elided, or wrapped onto two lines after set_wrap_info(True).
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsSimpleTextItem

from .cards import ui_font
from .seat_colours import seat_colour
from .style import HIGHLIGHT, TEXT_SOFT, centre_text, elide, make_text, wrap


class SeatPanel(QGraphicsObject):
    """A player's mat: name, level badge, turn marker and free info lines over a content area.

    The turn highlight does not rely on colour: the active mat gets a thick outline and a "▶" marker.
    """

    PAD = 14.0
    NAME_SIZE, BADGE_SIZE, INFO_SIZE = 28.0, 20.0, 22.0
    LINE = 1.25  # line height, as a multiple of the font size
    DOT = 16.0  # the seat colour's dot before the name (diameter), and the gap after it
    DOT_GAP = 10.0

    def __init__(self, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._rect = QRectF(0, 0, 400, 200)
        self._active = False
        self._name = ""
        self._seat: int | None = None
        self._reserve_right = 0.0
        self._reserve_beside = 0.0
        self._wrap_info = False
        self._marker = make_text("▶", self.NAME_SIZE, bold=True, colour=HIGHLIGHT, parent=self)
        self._name_item = make_text("", self.NAME_SIZE, bold=True, parent=self)
        self._badge_item = make_text("", self.BADGE_SIZE, bold=True, colour=QColor("#10251a"), parent=self)
        self._info_items: list[QGraphicsSimpleTextItem] = []
        self._info_texts: list[str] = []  # unelided, so a wider mat shows them whole again
        self._placeholder_text = ""
        self._placeholder = make_text("", self.INFO_SIZE, colour=QColor(255, 255, 255, 120), parent=self)
        self._relayout()

    # content -------------------------------------------------------------------------------------------
    def set_rect(self, rect: QRectF) -> None:
        """Place the mat on the scene (rect in scene coordinates)."""
        local = QRectF(0, 0, rect.width(), rect.height())
        if local == self._rect:
            self.setPos(rect.topLeft())  # moving it needs no new layout
            return
        self.prepareGeometryChange()
        self.setPos(rect.topLeft())
        self._rect = local
        self._relayout()

    def _change(self, attribute: str, value) -> None:
        """Keep value and lay the mat out again, only if it changed: a table sets every mat at each redraw,
        mostly to what it was."""
        if getattr(self, attribute) != value:
            setattr(self, attribute, value)
            self._relayout()

    def set_name(self, name: str) -> None:
        self._change("_name", name)

    def name_text(self) -> str:
        return self._name

    def set_seat(self, seat: int | None) -> None:
        """The seat this mat belongs to, shown as its colour's dot before the name (None: no dot)."""
        self._change("_seat", seat)

    def seat(self) -> int | None:
        return self._seat

    def seat_colour(self) -> QColor | None:
        """The colour of the dot drawn before the name, None when there is none."""
        return seat_colour(self._seat) if self._seat is not None else None

    def set_badge(self, text: str) -> None:
        if text != self._badge_item.text():
            self._badge_item.setText(text)
            self._relayout()

    def set_active(self, active: bool) -> None:
        self._change("_active", active)

    @property
    def active(self) -> bool:
        return self._active

    def set_info_lines(self, lines: Sequence[str]) -> None:
        """Lines under the name (elided to the mat's width, or wrapped: see set_wrap_info)."""
        self._change("_info_texts", [text for text in lines if text])

    def info_lines(self) -> list[str]:
        return list(self._info_texts)

    def shown_info_lines(self) -> list[str]:
        """The info lines as drawn: wrapped, maybe elided."""
        return [item.text() for item in self._info_items if item.isVisible()]

    def set_placeholder(self, text: str) -> None:
        """A soft note centred in the content area ("No cards yet"); empty text hides it."""
        self._change("_placeholder_text", text)

    def set_reserved_right(self, width: float) -> None:
        """Keep this much of the header free on the right (for a chip stack, say)."""
        self._change("_reserve_right", width)

    def set_reserved_beside_content(self, width: float) -> None:
        """Keep a strip this wide free right of the content area, under the header (see reserved_rect)."""
        self._change("_reserve_beside", width)

    def set_wrap_info(self, on: bool) -> None:
        """Wrap an info line too wide for the mat onto two lines (see style.wrap) instead of eliding it."""
        self._change("_wrap_info", on)

    # geometry ------------------------------------------------------------------------------------------
    @classmethod
    def header_height_for(cls, lines: int) -> float:
        """The height of a header with `lines` info lines under the name row."""
        return cls.PAD * 0.7 + cls.NAME_SIZE * cls.LINE + lines * cls.INFO_SIZE * cls.LINE + 6

    @classmethod
    def info_width(cls, text: str) -> float:
        """How wide an info line is unwrapped (to size mats for it)."""
        return QFontMetricsF(ui_font(cls.INFO_SIZE)).horizontalAdvance(text)

    @classmethod
    def name_row_width(cls, name: str, badge: str) -> float:
        """How wide the name row of an active mat is: marker, seat dot, name and badge, with the padding
        (and without any room reserved in the header)."""
        metrics = QFontMetricsF(ui_font(cls.NAME_SIZE, bold=True))
        badge_metrics = QFontMetricsF(ui_font(cls.BADGE_SIZE, bold=True))
        width = 2 * cls.PAD + metrics.horizontalAdvance("▶") + 8 + cls.DOT + cls.DOT_GAP
        width += metrics.horizontalAdvance(name)
        return width + (14 + 20 + badge_metrics.horizontalAdvance(badge) if badge else 0.0)

    def header_height(self) -> float:
        return self.header_height_for(sum(item.isVisible() for item in self._info_items))

    def content_rect(self) -> QRectF:
        """The free area under the header, less the strip beside it, in scene coordinates."""
        return self._content_local().adjusted(0, 0, -self._reserve_beside, 0).translated(self.pos())

    def reserved_rect(self) -> QRectF:
        """The strip kept free right of the content (see set_reserved_beside_content), in scene coordinates."""
        local = self._content_local()
        return QRectF(local.right() - self._reserve_beside, local.top(), self._reserve_beside,
                      local.height()).translated(self.pos())

    def _content_local(self) -> QRectF:
        top = self.header_height()
        return QRectF(self.PAD, top, self._rect.width() - 2 * self.PAD, self._rect.height() - top - self.PAD * 0.8)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-10, -10, 10, 10)

    def _relayout(self) -> None:
        x, y = self.PAD, self.PAD * 0.7
        self._marker.setVisible(self._active)
        if self._active:
            self._marker.setPos(x, y)
            x += self._marker.boundingRect().width() + 8
        self._dot_x = x
        if self._seat is not None:
            x += self.DOT + self.DOT_GAP
        badge_width = self._badge_width()
        name_room = self._rect.width() - x - self.PAD - self._reserve_right - badge_width - 12
        self._name_item.setText(elide(self._name, self._name_item, name_room))
        self._name_item.setPos(x, y)
        badge_x = x + self._name_item.boundingRect().width() + 14
        self._badge_item.setPos(badge_x + 10, y + (self.NAME_SIZE - self.BADGE_SIZE) * 0.55)
        self._layout_info(y + self.NAME_SIZE * self.LINE)
        self._layout_placeholder()
        self.update()

    def _layout_placeholder(self) -> None:
        content = self.content_rect().translated(-self.pos())
        text = self._placeholder
        text.setText(elide(self._placeholder_text, text, content.width()) if self._placeholder_text else "")
        centre_text(text, content.center().x(), content.center().y())

    def _badge_width(self) -> float:
        return self._badge_item.boundingRect().width() + 20 if self._badge_item.text() else 0.0

    def _layout_info(self, y: float) -> None:
        room = self._rect.width() - 2 * self.PAD - self._reserve_right
        metrics = QFontMetricsF(ui_font(self.INFO_SIZE))
        lines = [line for text in self._info_texts
                 for line in (wrap(text, metrics, room) if self._wrap_info else [text])]
        while len(self._info_items) < len(lines):
            self._info_items.append(make_text("", self.INFO_SIZE, colour=TEXT_SOFT, parent=self))
        for index, item in enumerate(self._info_items):
            text = lines[index] if index < len(lines) else ""
            item.setText(elide(text, item, room) if text else "")
            item.setVisible(bool(text))
            item.setPos(self.PAD, y)
            y += self.INFO_SIZE * self.LINE

    def paint(self, painter: QPainter, option, widget=None) -> None:
        rect = self._rect
        if self._active:
            for spread, alpha in ((9, 40), (6, 70)):  # glow around the thick outline
                painter.setPen(QPen(QColor(255, 213, 74, alpha), 3))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(-spread, -spread, spread, spread), 20 + spread, 20 + spread)
        painter.setBrush(QColor(6, 24, 14, 120 if self._active else 92))
        painter.setPen(QPen(HIGHLIGHT, 5) if self._active else QPen(QColor(255, 255, 255, 45), 1.5))
        painter.drawRoundedRect(rect, 20, 20)
        if self._badge_item.text():
            self._paint_badge(painter)
        if self._seat is not None:
            self._paint_dot(painter)

    def _paint_dot(self, painter: QPainter) -> None:
        # a light ring and a dark edge: the dot reads on the felt whatever its colour
        dot = self._dot_local()
        painter.setPen(QPen(QColor(255, 255, 255, 210), 2.5))
        painter.setBrush(seat_colour(self._seat))
        painter.drawEllipse(dot)
        painter.setPen(QPen(QColor(0, 0, 0, 120), 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(dot.adjusted(-1.8, -1.8, 1.8, 1.8))

    def dot_rect(self) -> QRectF | None:
        """Where the seat dot is drawn, in scene coordinates (None without a seat)."""
        return self._dot_local().translated(self.pos()) if self._seat is not None else None

    def _dot_local(self) -> QRectF:
        centre_y = self._name_item.pos().y() + self._name_item.boundingRect().height() / 2
        return QRectF(self._dot_x, centre_y - self.DOT / 2, self.DOT, self.DOT)

    def _paint_badge(self, painter: QPainter) -> None:
        pill = self._badge_item.mapRectToParent(self._badge_item.boundingRect()).adjusted(-10, -3, 10, 3)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#d9ead9"))
        painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
