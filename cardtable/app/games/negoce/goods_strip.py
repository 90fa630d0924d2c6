"""A seat's eight goods as the viewer knows them, drawn as a strip of small tiles in the seat's mat.

Each tile is a good (its number and symbol in its colour): solid when the seat certainly holds it (with the
count when known exactly), struck through and faded when it certainly lacks it, dashed with "?" when it is
not known. The shape of the tile (solid, struck, dashed) tells the state without colour.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from cardtable.app.table.cards import symbol_path, ui_font
from cardtable.app.table.style import REVEALED

from .faces import good_style

GOODS = range(1, 9)


def good_states(bounds) -> list[tuple[str, int, int]]:
    """Per good 1..8: ("held" | "lacking" | "unknown", low, high) from a seat's bounds (per code)."""
    states = []
    for code in GOODS:
        low, high = bounds[code]
        state = "held" if low >= 1 else "lacking" if high == 0 else "unknown"
        states.append((state, low, high))
    return states


class GoodsStrip(QGraphicsObject):
    """Eight tiles in a row, one per good (see the module docstring)."""

    def __init__(self):
        super().__init__()
        self._rect = QRectF(0, 0, 320, 36)
        self._states: list[tuple[str, int, int]] = [("unknown", 0, 4)] * 8
        self._revealed = False  # counted from a revealed observation: framed in the revealed colour
        # drawn again only when the states or the size change, not at every frame of the table
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_geometry(self, rect: QRectF) -> None:
        self.setPos(rect.topLeft())
        if QRectF(0, 0, rect.width(), rect.height()) != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(0, 0, rect.width(), rect.height())
            self.update()

    def set_states(self, states) -> None:
        states = list(states)
        if states != self._states:
            self._states = states
            self.update()

    def set_revealed(self, on: bool) -> None:
        if on != self._revealed:
            self._revealed = on
            self.update()

    def revealed(self) -> bool:
        return self._revealed

    def states_known(self) -> list[tuple[str, int, int]]:
        return list(self._states)

    def states(self) -> list[str]:
        return [state for state, _, _ in self._states]

    def tile_rect(self, index: int) -> QRectF:
        step = self._rect.width() / 8
        side = min(step - 6, self._rect.height())
        return QRectF(index * step + (step - side) / 2, (self._rect.height() - side) / 2, side, side)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self._revealed:
            painter.setPen(QPen(REVEALED, 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self._rect.adjusted(-1, -1, 1, 1), 8, 8)
        for index, (state, low, high) in enumerate(self._states):
            code = index + 1
            rect = self.tile_rect(index)
            colour = QColor(good_style(code).colour)
            if state == "held":
                painter.setPen(QPen(QColor("#fffdf7"), 2))
                painter.setBrush(colour)
            elif state == "lacking":
                faded = QColor(colour)
                faded.setAlpha(60)
                painter.setPen(QPen(QColor(255, 255, 255, 70), 1.2))
                painter.setBrush(faded)
            else:
                painter.setPen(QPen(QColor(255, 255, 255, 170), 1.5, Qt.PenStyle.DashLine))
                painter.setBrush(QColor(0, 0, 0, 40))
            painter.drawRoundedRect(rect, 6, 6)
            ink = QColor("#ffffff") if state == "held" else QColor(255, 255, 255, 110 if state == "lacking" else 200)
            symbol = QRectF(rect.left() + 3, rect.top() + 3, rect.width() * 0.32, rect.width() * 0.32)
            painter.setPen(QPen(QColor(0, 0, 0, 120), 0.8))
            painter.setBrush(colour if state != "lacking" else QColor(colour.red(), colour.green(), colour.blue(), 90))
            painter.drawPath(symbol_path(good_style(code).symbol or "circle", symbol))
            painter.setPen(ink)
            painter.setFont(ui_font(rect.height() * 0.5, bold=True))
            text = str(code) if state != "unknown" else f"{code}?"
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
            if state == "held" and low > 1:
                painter.setFont(ui_font(rect.height() * 0.3, bold=True))
                painter.drawText(rect.adjusted(0, 0, -3, -1), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
                                 f"×{low}")
            if state == "lacking":
                painter.setPen(QPen(QColor(255, 255, 255, 150), 2))
                painter.drawLine(rect.bottomLeft(), rect.topRight())
