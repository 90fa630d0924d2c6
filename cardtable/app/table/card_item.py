"""A card on the table: drawn from the pixmap cache at the size it is shown at, lifted, dimmed or ringed."""

from __future__ import annotations

import math
from typing import Hashable

from PySide6.QtCore import QRectF, QSizeF, Qt, Property, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem

from .cards import CARD_ASPECT, CardFace, card_outline, card_pixmap
from .clickable import ClickableItem
from .style import HIGHLIGHT, REVEALED


def _view_scale(painter: QPainter) -> float:
    """Scene-to-screen scale along the item's y axis (unaffected by a card's flip, which scales x)."""
    transform = painter.worldTransform()
    return math.hypot(transform.m21(), transform.m22()) or 1.0


class CardItem(ClickableItem):
    """One card on the table: draws its face from the pixmap cache at the size it is shown at."""

    clicked = Signal(object)
    double_clicked = Signal(object)

    SHADOW = 9.0
    LIFT_HOVER, LIFT_SELECTED = 6.0, 16.0

    def __init__(self, card_id: Hashable, face: CardFace, width: float = 90.0,
                 parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.card_id = card_id
        self._face = face
        self._size = QSizeF(width, width * CARD_ASPECT)
        self._flip = 1.0
        self._selected = self._dimmed = self._highlighted = self._revealed = False
        self._selectable = self._focus_shown = False
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setTransformOriginPoint(self._size.width() / 2, self._size.height() / 2)

    # state --------------------------------------------------------------------------------------------
    @property
    def face(self) -> CardFace:
        return self._face

    def set_face(self, face: CardFace) -> None:
        if face != self._face:
            self._face = face
            self.update()

    @property
    def size(self) -> QSizeF:
        return QSizeF(self._size)

    def set_width(self, width: float) -> None:
        if abs(width - self._size.width()) > 1e-6:
            self.prepareGeometryChange()
            self._size = QSizeF(width, width * CARD_ASPECT)
            self.setTransformOriginPoint(width / 2, self._size.height() / 2)

    @property
    def selected(self) -> bool:
        return self._selected

    def set_selected(self, on: bool) -> None:
        self._set_flag("_selected", on)

    @property
    def dimmed(self) -> bool:
        return self._dimmed

    def set_dimmed(self, on: bool) -> None:
        self._set_flag("_dimmed", on)

    @property
    def highlighted(self) -> bool:
        return self._highlighted

    def set_highlighted(self, on: bool) -> None:
        self._set_flag("_highlighted", on)

    @property
    def revealed(self) -> bool:
        """Shown face up though hidden from the seat whose view it is (a revealed observation)."""
        return self._revealed

    def set_revealed(self, on: bool) -> None:
        self._set_flag("_revealed", on)

    @property
    def selectable(self) -> bool:
        """Reachable with the keyboard (arrows/Tab) and activated with Enter/Space."""
        return self._selectable

    def set_selectable(self, on: bool) -> None:
        self._selectable = on
        if not on:
            self.show_focus(False)

    def show_focus(self, on: bool) -> None:
        self._set_flag("_focus_shown", on)

    @property
    def focus_shown(self) -> bool:
        return self._focus_shown

    def _set_flag(self, name: str, on: bool) -> None:
        if getattr(self, name) != on:
            setattr(self, name, on)
            self.update()

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        """Horizontal squash used to turn a card over: 1 = flat, 0 = edge on."""
        self._flip = value
        centre = self._size.width() / 2
        self.setTransform(QTransform().translate(centre, 0).scale(max(value, 0.001), 1).translate(-centre, 0))

    flip = Property(float, _get_flip, _set_flip)

    # geometry and painting -------------------------------------------------------------------------------
    def card_rect(self) -> QRectF:
        lift = self.LIFT_SELECTED if self._selected else self.LIFT_HOVER if self._hover_lifts() else 0.0
        return QRectF(0, -lift, self._size.width(), self._size.height())

    def _hover_lifts(self) -> bool:
        return self._hovered and (self._clickable or self._selectable)

    def boundingRect(self) -> QRectF:
        margin = self.SHADOW + 6
        return QRectF(-margin, -margin - self.LIFT_SELECTED, self._size.width() + 2 * margin,
                      self._size.height() + 2 * margin + self.LIFT_SELECTED)

    def shape(self) -> QPainterPath:
        rect = self.card_rect()
        return card_outline(rect.width(), rect.height()).translated(rect.topLeft())

    def paint(self, painter: QPainter, option, widget=None) -> None:
        rect = self.card_rect()
        self._paint_shadow(painter, rect)
        scale = _view_scale(painter)
        pixmap = card_pixmap(self._face, rect.width() * scale, rect.height() * scale,
                             painter.device().devicePixelRatioF())
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
        self._paint_states(painter, rect)

    def _paint_shadow(self, painter: QPainter, rect: QRectF) -> None:
        # A few widening translucent outlines read as a soft shadow, much cheaper than a blur effect.
        painter.setPen(Qt.PenStyle.NoPen)
        depth = 2.0 + (rect.top() * -0.4)
        for spread, alpha in ((6, 14), (4, 22), (2, 34), (0.5, 46)):
            painter.setBrush(QColor(0, 0, 0, alpha))
            shadow = rect.adjusted(-spread, -spread + depth, spread, spread + depth)
            painter.drawRoundedRect(shadow, rect.width() * 0.08 + spread, rect.width() * 0.08 + spread)

    def _paint_states(self, painter: QPainter, rect: QRectF) -> None:
        radius = rect.width() * 0.08
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self._dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(12, 28, 20, 130))
            painter.drawRoundedRect(rect, radius, radius)
            painter.setBrush(Qt.BrushStyle.NoBrush)
        if self._revealed:
            self._paint_revealed_frame(painter, rect, radius)
        if self._highlighted or self._selected:
            painter.setPen(QPen(HIGHLIGHT, 5 if self._highlighted else 3.5))
            painter.drawRoundedRect(rect.adjusted(-2.5, -2.5, 2.5, 2.5), radius + 2.5, radius + 2.5)
        elif self._hover_lifts():
            painter.setPen(QPen(QColor(255, 255, 255, 220), 3))
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), radius + 2, radius + 2)
        if self._focus_shown:
            self._paint_focus_ring(painter, rect.adjusted(-7, -7, 7, 7), radius + 7)

    @staticmethod
    def _paint_revealed_frame(painter: QPainter, rect: QRectF, radius: float) -> None:
        # Dark under light dashes: the mark reads on white faces and on the felt.
        inner = rect.adjusted(2, 2, -2, -2)
        width = max(2.0, rect.width() * 0.045)
        painter.setPen(QPen(QColor(10, 40, 60, 200), width))
        painter.drawRoundedRect(inner, radius, radius)
        painter.setPen(QPen(REVEALED, width, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(inner, radius, radius)

    @staticmethod
    def _paint_focus_ring(painter: QPainter, rect: QRectF, radius: float) -> None:
        # Two-tone dashes stay visible on light cards and dark felt alike.
        painter.setPen(QPen(QColor(20, 20, 20, 220), 4))
        painter.drawRoundedRect(rect, radius, radius)
        painter.setPen(QPen(QColor(255, 255, 255), 4, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(rect, radius, radius)

    # input (hover and press come from ClickableItem) -----------------------------------------------------
    def mouseReleaseEvent(self, event) -> None:
        if self._clickable and self.shape().contains(event.pos()):
            self.clicked.emit(self.card_id)

    def mouseDoubleClickEvent(self, event) -> None:
        if self._clickable:
            self.double_clicked.emit(self.card_id)
