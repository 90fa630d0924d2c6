"""A stack of chip tokens with its count in a pill (or "?" for a secret count)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem

from .clickable import ClickableItem
from .style import make_text


class ChipItem(ClickableItem):
    """A stack of chip tokens with its count in a pill; count None shows "?" (a secret count)."""

    clicked = Signal()

    CHIP_RED, CHIP_DARK = QColor("#e0574b"), QColor("#a8342c")

    def __init__(self, count: int | None = 0, radius: float = 24.0, show_label: bool = True,
                 parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self._count = count
        self._radius = radius
        self._label = make_text("", radius * 1.05, bold=True, parent=self)
        self._label.setVisible(show_label)
        self._label.setZValue(1)
        self.set_count(count)

    @property
    def count(self) -> int | None:
        return self._count

    def label_text(self) -> str:
        return self._label.text() if self._label.isVisible() else ""

    def set_count(self, count: int | None) -> None:
        self.prepareGeometryChange()
        self._count = count
        self._label.setText("?" if count is None else str(count))
        rect = self._label.boundingRect()
        self._label.setPos(self._radius * 1.55, self._radius * 0.05 - rect.height() / 2)
        self.update()

    def discs(self) -> int:
        """How many tokens to draw: enough to suggest the pile's size, an unknown pile looks average."""
        if self._count is None:
            return 3
        return min(self._count, 5)

    def pill_rect(self) -> QRectF:
        rect = self._label.mapRectToParent(self._label.boundingRect())
        pad = self._radius * 0.28
        return rect.adjusted(-pad, -pad * 0.4, pad, pad * 0.4)

    def centre(self) -> QPointF:
        """Scene position of the top token, where a flying chip lands or leaves."""
        return self.mapToScene(QPointF(0, -self._lift(max(self.discs() - 1, 0))))

    def _lift(self, index: int) -> float:
        return index * self._radius * 0.22

    def boundingRect(self) -> QRectF:
        r = self._radius + 8
        rect = QRectF(-r, -r - self._lift(5), 2 * r, 2 * r + self._lift(5))
        return rect.united(self.pill_rect().adjusted(-4, -4, 4, 4)) if self._label.isVisible() else rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self.discs() == 0:
            self._paint_empty(painter)
        for index in range(self.discs()):
            self._paint_token(painter, QPointF(0, -self._lift(index)), top=index == self.discs() - 1)
        if self._clickable and self._hovered:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(255, 255, 255, 230), 3))
            painter.drawEllipse(QPointF(0, -self._lift(self.discs() - 1)), self._radius + 5, self._radius + 5)
        if self._label.isVisible():
            self._paint_pill(painter)

    def _paint_empty(self, painter: QPainter) -> None:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 255, 255, 110), 2, Qt.PenStyle.DashLine))
        painter.drawEllipse(QPointF(0, 0), self._radius, self._radius)

    def _paint_token(self, painter: QPainter, centre: QPointF, top: bool) -> None:
        r = self._radius
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawEllipse(centre + QPointF(0, 3), r + 1, r + 1)
        gradient = QRadialGradient(centre + QPointF(-r * 0.3, -r * 0.35), r * 1.4)
        gradient.setColorAt(0, self.CHIP_RED.lighter(115))
        gradient.setColorAt(1, self.CHIP_DARK)
        painter.setBrush(gradient)
        painter.setPen(QPen(QColor(90, 20, 16), 1.2))
        painter.drawEllipse(centre, r, r)
        if top:
            self._paint_token_marks(painter, centre)

    def _paint_token_marks(self, painter: QPainter, centre: QPointF) -> None:
        r = self._radius
        painter.setPen(QPen(QColor(255, 255, 255, 235), r * 0.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
        for index in range(6):  # the white edge notches of a casino chip
            start = index * 60 * 16
            painter.drawArc(QRectF(centre.x() - r * 0.88, centre.y() - r * 0.88, r * 1.76, r * 1.76), start, 18 * 16)
        painter.setPen(QPen(QColor(255, 255, 255, 150), 1.4))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, r * 0.55, r * 0.55)

    def _paint_pill(self, painter: QPainter) -> None:
        pill = self.pill_rect()
        painter.setPen(QPen(QColor(255, 255, 255, 70), 1.2))
        painter.setBrush(QColor(12, 30, 20, 215))
        painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)

    def mouseReleaseEvent(self, event) -> None:
        if self._clickable and self.boundingRect().contains(event.pos()):
            self.clicked.emit()
