"""The reusable card-table scene: felt, cards, chips, seat panels, layouts and animations.

In the spirit of KDE's KCardScene: a fixed logical coordinate system (1600 x 1000) that the view
scales to the window; items draw themselves at the pixel size they are shown at; the scene reports
clicks and keyboard activation by card id. It never decides what is legal: whoever drives it says
which cards are clickable or selectable.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Hashable, Iterable, Sequence

from PySide6.QtCore import (QAbstractAnimation, QEasingCurve, QEvent, QObject, QParallelAnimationGroup, QPointF,
                            QPropertyAnimation, QRectF, QSequentialAnimationGroup, QSizeF, Qt, QTimer, Property,
                            Signal)
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QRadialGradient, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsScene, QGraphicsSimpleTextItem

from .cards import CARD_ASPECT, CardFace, card_outline, card_pixmap, ui_font

SCENE_WIDTH, SCENE_HEIGHT = 1600.0, 1000.0
ANIMATION_DURATIONS = {"off": 0, "fast": 150, "normal": 350, "slow": 700}

FELT_CENTRE, FELT_EDGE, TABLE_EDGE = QColor("#2f7d52"), QColor("#1b5436"), QColor("#10251a")
HIGHLIGHT = QColor("#ffd54a")  # warm gold; always paired with a thickness or marker cue
TEXT = QColor("#f4f8f2")
TEXT_SOFT = QColor("#cfe3d4")


def make_text(text: str = "", size: float = 22, bold: bool = False, colour: QColor = TEXT,
              parent: QGraphicsItem | None = None) -> QGraphicsSimpleTextItem:
    """A plain text item in the table font (kept as text items so tests and screen readers can read it)."""
    item = QGraphicsSimpleTextItem(text, parent)
    item.setFont(ui_font(size, bold=bold))
    item.setBrush(colour)
    return item


def elide(text: str, item: QGraphicsSimpleTextItem, width: float) -> str:
    return QFontMetricsF(item.font()).elidedText(text, Qt.TextElideMode.ElideRight, max(width, 10.0))


def _view_scale(painter: QPainter) -> float:
    """Scene-to-screen scale along the item's y axis (unaffected by a card's flip, which scales x)."""
    transform = painter.worldTransform()
    return math.hypot(transform.m21(), transform.m22()) or 1.0


# --- cards ------------------------------------------------------------------------------------------------

class CardItem(QGraphicsObject):
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
        self._hovered = self._selected = self._dimmed = self._highlighted = False
        self._clickable = self._selectable = self._focus_shown = False
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
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
    def clickable(self) -> bool:
        return self._clickable

    def set_clickable(self, on: bool) -> None:
        self._clickable = on
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if on else Qt.MouseButton.NoButton)
        if on:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.unsetCursor()
        self.update()

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
        if self._highlighted or self._selected:
            painter.setPen(QPen(HIGHLIGHT, 5 if self._highlighted else 3.5))
            painter.drawRoundedRect(rect.adjusted(-2.5, -2.5, 2.5, 2.5), radius + 2.5, radius + 2.5)
        elif self._hover_lifts():
            painter.setPen(QPen(QColor(255, 255, 255, 220), 3))
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), radius + 2, radius + 2)
        if self._focus_shown:
            self._paint_focus_ring(painter, rect.adjusted(-7, -7, 7, 7), radius + 7)

    @staticmethod
    def _paint_focus_ring(painter: QPainter, rect: QRectF, radius: float) -> None:
        # Two-tone dashes stay visible on light cards and dark felt alike.
        painter.setPen(QPen(QColor(20, 20, 20, 220), 4))
        painter.drawRoundedRect(rect, radius, radius)
        painter.setPen(QPen(QColor(255, 255, 255), 4, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(rect, radius, radius)

    # input -------------------------------------------------------------------------------------------------
    def hoverEnterEvent(self, event) -> None:
        self._hovered = True
        self.update()

    def hoverLeaveEvent(self, event) -> None:
        self._hovered = False
        self.update()

    def mousePressEvent(self, event) -> None:
        if self._clickable and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event) -> None:
        if self._clickable and self.shape().contains(event.pos()):
            self.clicked.emit(self.card_id)

    def mouseDoubleClickEvent(self, event) -> None:
        if self._clickable:
            self.double_clicked.emit(self.card_id)


# --- chips ------------------------------------------------------------------------------------------------

class ChipItem(QGraphicsObject):
    """A stack of chip tokens with its count in a pill; count None shows "?" (a secret count)."""

    clicked = Signal()

    CHIP_RED, CHIP_DARK = QColor("#e0574b"), QColor("#a8342c")

    def __init__(self, count: int | None = 0, radius: float = 24.0, show_label: bool = True,
                 parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self._count = count
        self._radius = radius
        self._clickable = False
        self._hovered = False
        self._label = make_text("", radius * 1.05, bold=True, parent=self)
        self._label.setVisible(show_label)
        self._label.setZValue(1)
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
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

    def set_clickable(self, on: bool) -> None:
        self._clickable = on
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if on else Qt.MouseButton.NoButton)
        if on:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.unsetCursor()
        self.update()

    @property
    def clickable(self) -> bool:
        return self._clickable

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

    def hoverEnterEvent(self, event) -> None:
        self._hovered = True
        self.update()

    def hoverLeaveEvent(self, event) -> None:
        self._hovered = False
        self.update()

    def mousePressEvent(self, event) -> None:
        if self._clickable and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event) -> None:
        if self._clickable and self.boundingRect().contains(event.pos()):
            self.clicked.emit()


# --- seat panels ------------------------------------------------------------------------------------------

class SeatPanel(QGraphicsObject):
    """A player's mat: name, level badge, turn marker and free info lines over a content area.

    The turn highlight does not rely on colour: the active mat gets a thick outline and a "▶" marker.
    """

    PAD = 14.0
    NAME_SIZE, BADGE_SIZE, INFO_SIZE = 28.0, 20.0, 22.0
    LINE = 1.25  # line height, as a multiple of the font size

    def __init__(self, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self._rect = QRectF(0, 0, 400, 200)
        self._active = False
        self._name = ""
        self._reserve_right = 0.0
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
        self.prepareGeometryChange()
        self.setPos(rect.topLeft())
        self._rect = QRectF(0, 0, rect.width(), rect.height())
        self._relayout()

    def set_name(self, name: str) -> None:
        self._name = name
        self._relayout()

    def name_text(self) -> str:
        return self._name

    def set_badge(self, text: str) -> None:
        self._badge_item.setText(text)
        self._relayout()

    def set_active(self, active: bool) -> None:
        self._active = active
        self._relayout()

    @property
    def active(self) -> bool:
        return self._active

    def set_info_lines(self, lines: Sequence[str]) -> None:
        self._info_texts = [text for text in lines if text]
        while len(self._info_items) < len(self._info_texts):
            self._info_items.append(make_text("", self.INFO_SIZE, colour=TEXT_SOFT, parent=self))
        self._relayout()

    def info_lines(self) -> list[str]:
        return list(self._info_texts)

    def set_placeholder(self, text: str) -> None:
        """A soft note centred in the content area ("No cards yet"); empty text hides it."""
        self._placeholder_text = text
        self._relayout()

    def set_reserved_right(self, width: float) -> None:
        """Keep this much of the header free on the right (for a chip stack, say)."""
        self._reserve_right = width
        self._relayout()

    # geometry ------------------------------------------------------------------------------------------
    def header_height(self) -> float:
        lines = len(self._info_texts)
        return self.PAD * 0.7 + self.NAME_SIZE * self.LINE + lines * self.INFO_SIZE * self.LINE + 6

    def content_rect(self) -> QRectF:
        """The free area under the header, in scene coordinates."""
        top = self.header_height()
        local = QRectF(self.PAD, top, self._rect.width() - 2 * self.PAD, self._rect.height() - top - self.PAD * 0.8)
        return local.translated(self.pos())

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-10, -10, 10, 10)

    def _relayout(self) -> None:
        x, y = self.PAD, self.PAD * 0.7
        self._marker.setVisible(self._active)
        if self._active:
            self._marker.setPos(x, y)
            x += self._marker.boundingRect().width() + 8
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
        rect = text.boundingRect()
        text.setPos(content.center().x() - rect.width() / 2, content.center().y() - rect.height() / 2)

    def _badge_width(self) -> float:
        return self._badge_item.boundingRect().width() + 20 if self._badge_item.text() else 0.0

    def _layout_info(self, y: float) -> None:
        room = self._rect.width() - 2 * self.PAD - self._reserve_right
        for index, item in enumerate(self._info_items):
            text = self._info_texts[index] if index < len(self._info_texts) else ""
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

    def _paint_badge(self, painter: QPainter) -> None:
        pill = self._badge_item.mapRectToParent(self._badge_item.boundingRect()).adjusted(-10, -3, 10, 3)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#d9ead9"))
        painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)


# --- layouts ----------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Placement:
    """Where a card goes: its unrotated top-left corner in scene coordinates, rotation and stacking."""

    x: float
    y: float
    rotation: float = 0.0
    z: float = 0.0

    @property
    def pos(self) -> QPointF:
        return QPointF(self.x, self.y)


def row_layout(count: int, rect: QRectF, card: QSizeF, max_step: float | None = None,
               z: float = 0.0) -> list[Placement]:
    """Cards side by side, centred in rect, overlapping only as much as needed to fit."""
    if count <= 0:
        return []
    step = max_step if max_step is not None else card.width() * 1.08
    if count > 1:
        step = min(step, (rect.width() - card.width()) / (count - 1))
    width = card.width() + step * (count - 1)
    left = rect.center().x() - width / 2
    top = rect.center().y() - card.height() / 2
    return [Placement(left + i * step, top, 0.0, z + i) for i in range(count)]


def fan_layout(count: int, centre: QPointF, card: QSizeF, spread_deg: float = 40.0,
               radius: float | None = None, z: float = 0.0) -> list[Placement]:
    """A hand held in a fan: cards rotated about a point below their centres."""
    if count <= 0:
        return []
    radius = radius if radius is not None else card.height() * 2.2
    step = spread_deg / max(count - 1, 1) if count > 1 else 0.0
    first = -spread_deg / 2 if count > 1 else 0.0
    placements = []
    for i in range(count):
        angle = first + i * step
        cx = centre.x() + radius * math.sin(math.radians(angle))
        cy = centre.y() + radius * (1 - math.cos(math.radians(angle)))
        placements.append(Placement(cx - card.width() / 2, cy - card.height() / 2, angle, z + i))
    return placements


def stack_layout(count: int, top_left: QPointF, offset: QPointF = QPointF(1.2, -1.6),
                 z: float = 0.0) -> list[Placement]:
    """A squared pile seen slightly from the side: each card a little up and right of the one below."""
    return [Placement(top_left.x() + i * offset.x(), top_left.y() + i * offset.y(), 0.0, z + i) for i in range(count)]


def grouped_layout(group_sizes: Sequence[int], rect: QRectF, card: QSizeF, step_ratio: float = 0.5,
                   gap_ratio: float = 0.2, align: str = "left", z: float = 0.0) -> list[list[Placement]]:
    """Groups (runs) of overlapping cards with clear gaps between groups, fitted into rect's width.

    Inside a group a card shows only its left strip (step_ratio of its width); between groups each card
    is whole plus a gap. When too wide, the gaps close first, then everything tightens together, so
    the step between groups always stays visibly larger than the step inside a group.
    """
    sizes = [size for size in group_sizes if size > 0]
    if not sizes:
        return [[] for _ in group_sizes]
    inner, between = _group_steps(sizes, rect.width(), card.width(), step_ratio, gap_ratio)
    width = card.width() + inner * (sum(sizes) - len(sizes)) + between * (len(sizes) - 1)
    x = rect.left() if align == "left" else rect.center().x() - width / 2
    top = rect.center().y() - card.height() / 2
    placed, index = [], 0
    for size in group_sizes:
        group = []
        for _ in range(size):
            group.append(Placement(x, top, 0.0, z + index))
            index += 1
            x += inner
        if size:
            x += between - inner
        placed.append(group)
    return placed


def fit_group_width(group_sizes: Sequence[int], room: float, largest: float, smallest: float,
                    step_ratio: float = 0.5, gap_ratio: float = 0.2) -> float:
    """The card width at which groups laid out by grouped_layout fit room without tightening.

    Clamped to [smallest, largest]: below smallest, grouped_layout tightens the steps instead.
    """
    sizes = [size for size in group_sizes if size > 0]
    if not sizes:
        return largest
    widths = 1 + step_ratio * (sum(sizes) - len(sizes)) + (1 + gap_ratio) * (len(sizes) - 1)
    return max(smallest, min(largest, room / widths))


def _group_steps(sizes: Sequence[int], room: float, card_w: float, step_ratio: float,
                 gap_ratio: float) -> tuple[float, float]:
    inside, gaps = sum(sizes) - len(sizes), len(sizes) - 1
    inner, between = card_w * step_ratio, card_w * (1 + gap_ratio)
    free = room - card_w

    def needed(a: float, b: float) -> float:
        return inside * a + gaps * b

    if needed(inner, between) <= free:
        return inner, between
    tight_between = max(card_w * 0.55, inner * 1.6)
    if gaps and needed(inner, tight_between) <= free:
        return inner, (free - inside * inner) / gaps
    shrink = free / max(needed(inner, tight_between), 1e-6)
    return inner * shrink, tight_between * shrink


def group_bounds(group: Sequence[Placement], card: QSizeF) -> QRectF:
    """The rectangle a laid-out group covers (for drawing a tray behind a run)."""
    if not group:
        return QRectF()
    left, right = min(p.x for p in group), max(p.x for p in group) + card.width()
    top = min(p.y for p in group)
    return QRectF(left, top, right - left, card.height())


# --- animations -------------------------------------------------------------------------------------------

class Beat:
    """The animations of one moment of a choreography, played together."""

    def __init__(self, duration_ms: int, parent: QObject):
        self.duration = duration_ms
        self.group = QParallelAnimationGroup(parent)

    def move(self, item: QGraphicsObject, to_pos: QPointF, duration_ms: int | None = None) -> None:
        self.animate(item, b"pos", QPointF(to_pos), duration_ms)

    def rotate(self, item: QGraphicsObject, angle: float, duration_ms: int | None = None) -> None:
        self.animate(item, b"rotation", float(angle), duration_ms)

    def scale(self, item: QGraphicsObject, factor: float, duration_ms: int | None = None) -> None:
        self.animate(item, b"scale", float(factor), duration_ms)

    def fade(self, item: QGraphicsObject, opacity: float, duration_ms: int | None = None) -> None:
        self.animate(item, b"opacity", float(opacity), duration_ms)

    def animate(self, item: QGraphicsObject, prop: bytes, end, duration_ms: int | None = None) -> None:
        duration = self.duration if duration_ms is None else duration_ms
        if duration <= 0:
            item.setProperty(prop.decode(), end)
            return
        animation = QPropertyAnimation(item, prop, self.group)
        animation.setEndValue(end)
        animation.setDuration(duration)
        animation.setEasingCurve(QEasingCurve.Type.InOutCubic)
        self.group.addAnimation(animation)

    def flip(self, card: CardItem, face: CardFace, duration_ms: int | None = None) -> None:
        """Turn a card over: squash it edge-on, change its face, open it again."""
        duration = self.duration if duration_ms is None else duration_ms
        if duration <= 0:
            card.set_face(face)
            return
        halves = QSequentialAnimationGroup(self.group)
        for start, end in ((1.0, 0.0), (0.0, 1.0)):
            half = QPropertyAnimation(card, b"flip", halves)
            half.setStartValue(start)
            half.setEndValue(end)
            half.setDuration(max(duration // 2, 1))
            halves.addAnimation(half)
        halves.animationAt(0).finished.connect(lambda: card.set_face(face))
        self.group.addAnimation(halves)

    def is_empty(self) -> bool:
        return self.group.animationCount() == 0


class Choreography(QObject):
    """A sequence of beats; each beat is built when it starts, so it sees where the previous left things.

    With no durations (animations off) every beat applies at once and `finished` still comes, from a
    zero-delay single shot, so a caller can connect after `start()`.
    """

    finished = Signal()

    def __init__(self, duration_ms: int, parent: QObject | None = None):
        super().__init__(parent)
        self.duration = duration_ms
        self._builders: list[Callable[[Beat], None]] = []
        self._index = 0
        self._current: Beat | None = None
        self._running = False

    def then(self, build: Callable[[Beat], None]) -> "Choreography":
        self._builders.append(build)
        return self

    def call(self, function: Callable[[], None]) -> "Choreography":
        return self.then(lambda beat: function())

    def pause(self, duration_ms: int) -> "Choreography":
        def wait(beat: Beat) -> None:
            if duration_ms > 0:
                beat.group.addPause(duration_ms)
        return self.then(wait)

    @property
    def running(self) -> bool:
        return self._running

    def start(self) -> None:
        self._running = True
        self._advance(deferred_finish=True)

    def stop(self) -> None:
        """Stop where it is; `finished` is not emitted."""
        self._running = False
        if self._current is not None:
            self._current.group.stop()
        self._current = None

    def _advance(self, deferred_finish: bool = False) -> None:
        while self._running and self._index < len(self._builders):
            beat = Beat(self.duration, self)
            self._builders[self._index](beat)
            self._index += 1
            if not beat.is_empty():
                self._current = beat
                beat.group.finished.connect(self._advance)
                beat.group.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
                return
        if self._running:
            self._current = None
            if deferred_finish:
                QTimer.singleShot(0, self._finish)
            else:
                self._finish()

    def _finish(self) -> None:
        if self._running:
            self._running = False
            self.finished.emit()


# --- the scene --------------------------------------------------------------------------------------------

NAVIGATION_KEYS = {
    Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1, Qt.Key.Key_Tab: 1,
    Qt.Key.Key_Left: -1, Qt.Key.Key_Up: -1, Qt.Key.Key_Backtab: -1,
}
TAB_KEYS = {Qt.Key.Key_Tab, Qt.Key.Key_Backtab}
ACTIVATION_KEYS = {Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space}


class TableScene(QGraphicsScene):
    """A felt table in fixed logical coordinates, holding cards by id and running their animations."""

    card_clicked = Signal(object)
    card_activated = Signal(object)

    def __init__(self, parent: QObject | None = None, width: float = SCENE_WIDTH, height: float = SCENE_HEIGHT):
        super().__init__(0, 0, width, height, parent)
        self._cards: dict[Hashable, CardItem] = {}
        self._speed = "normal"
        self._focused: CardItem | None = None

    # animation speed -------------------------------------------------------------------------------------
    @property
    def animation_speed(self) -> str:
        return self._speed

    def set_animation_speed(self, speed: str) -> None:
        """One of "off", "fast", "normal", "slow"; anything else counts as "normal"."""
        self._speed = speed if speed in ANIMATION_DURATIONS else "normal"

    def duration(self, factor: float = 1.0) -> int:
        return int(ANIMATION_DURATIONS[self._speed] * factor)

    def choreography(self) -> Choreography:
        return Choreography(self.duration(), self)

    def move_item(self, item: QGraphicsObject, to_pos: QPointF,
                  duration_ms: int | None = None) -> QPropertyAnimation | None:
        """Slide one item to to_pos; instant (returns None) when the duration is 0."""
        duration = self.duration() if duration_ms is None else duration_ms
        if duration <= 0:
            item.setPos(to_pos)
            return None
        animation = QPropertyAnimation(item, b"pos", item)
        animation.setEndValue(QPointF(to_pos))
        animation.setDuration(duration)
        animation.setEasingCurve(QEasingCurve.Type.InOutCubic)
        animation.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
        return animation

    def move_cards(self, cards: Sequence[CardItem], placements: Sequence[Placement],
                   duration_ms: int | None = None) -> Choreography:
        """Send cards to their placements together (KCardScene's move_cards_to_pile)."""
        duration = self.duration() if duration_ms is None else duration_ms

        def build(beat: Beat) -> None:
            for card, placement in zip(cards, placements):
                card.setZValue(placement.z)
                beat.move(card, placement.pos, duration)
                beat.rotate(card, placement.rotation, duration)
        plan = Choreography(duration, self).then(build)
        plan.finished.connect(plan.deleteLater)
        plan.start()
        return plan

    # cards -------------------------------------------------------------------------------------------------
    def add_card(self, card_id: Hashable, face: CardFace, width: float = 90.0) -> CardItem:
        """A new card item registered by id; its clicks come out of the scene's signals."""
        self.remove_card(card_id)
        card = CardItem(card_id, face, width)
        card.clicked.connect(self.card_clicked)
        card.double_clicked.connect(self.card_activated)
        self._cards[card_id] = card
        self.addItem(card)
        return card

    def card(self, card_id: Hashable) -> CardItem | None:
        return self._cards.get(card_id)

    def cards(self) -> list[CardItem]:
        return list(self._cards.values())

    def remove_card(self, card_id: Hashable) -> None:
        card = self._cards.pop(card_id, None)
        if card is not None:
            if card is self._focused:
                self._focused = None
            self.removeItem(card)
            card.deleteLater()

    @staticmethod
    def place(card: CardItem, placement: Placement) -> None:
        card.setPos(placement.pos)
        card.setRotation(placement.rotation)
        card.setZValue(placement.z)

    # keyboard focus ----------------------------------------------------------------------------------------
    def selectable_cards(self) -> list[CardItem]:
        """Cards reachable by keyboard, in reading order (top to bottom, then left to right)."""
        cards = [card for card in self._cards.values() if card.selectable and card.isVisible()]
        return sorted(cards, key=lambda c: (round(c.sceneBoundingRect().center().y() / 80),
                                            c.sceneBoundingRect().center().x()))

    def focused_card(self) -> CardItem | None:
        return self._focused

    def focus_card(self, card: CardItem | None) -> None:
        if self._focused is not None and self._focused.scene() is self:
            self._focused.show_focus(False)
        self._focused = card
        if card is not None:
            card.show_focus(True)

    def move_focus(self, step: int, wrap: bool = True) -> CardItem | None:
        """Focus the next (step 1) or previous (-1) selectable card; None when there is none.

        Without wrap, stepping past either end clears the focus, so Tab can leave the table for the
        window's other widgets instead of trapping keyboard users on the cards.
        """
        cards = self.selectable_cards()
        index = 0 if step > 0 else len(cards) - 1
        if self._focused in cards:
            index = cards.index(self._focused) + step
            if wrap:
                index %= len(cards)
        if not 0 <= index < len(cards):
            self.focus_card(None)
            return None
        self.focus_card(cards[index])
        return cards[index]

    def event(self, event: QEvent) -> bool:
        # Tab normally goes to Qt's own item focus chain first; route it to ours.
        if event.type() == QEvent.Type.KeyPress and self._handle_key(event):
            return True
        return super().event(event)

    def _handle_key(self, event) -> bool:
        key = event.key()
        if key in NAVIGATION_KEYS and event.modifiers() in (Qt.KeyboardModifier.NoModifier,
                                                             Qt.KeyboardModifier.ShiftModifier,
                                                             Qt.KeyboardModifier.KeypadModifier):
            step = -1 if key == Qt.Key.Key_Tab and event.modifiers() & Qt.KeyboardModifier.ShiftModifier \
                else NAVIGATION_KEYS[key]
            return self.move_focus(step, wrap=key not in TAB_KEYS) is not None and self._accept(event)
        if key in ACTIVATION_KEYS and self._focused is not None and self._focused.selectable:
            self.card_activated.emit(self._focused.card_id)
            return self._accept(event)
        return False

    @staticmethod
    def _accept(event) -> bool:
        event.accept()
        return True

    def mousePressEvent(self, event) -> None:
        # A mouse user does not need the keyboard ring (like :focus-visible in CSS).
        if self._focused is not None:
            self._focused.show_focus(False)
        super().mousePressEvent(event)

    # felt ----------------------------------------------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        # The felt covers everything the view shows, also the bands beside the logical table when the
        # window's shape differs from it, so the table never looks letterboxed.
        table = self.sceneRect()
        gradient = QRadialGradient(table.center(), max(table.width(), table.height()) * 0.75)
        gradient.setColorAt(0, FELT_CENTRE)
        gradient.setColorAt(0.6, FELT_CENTRE.darker(112))
        gradient.setColorAt(1, FELT_EDGE)
        painter.fillRect(rect, QBrush(gradient))


def iter_text(scene: QGraphicsScene) -> Iterable[str]:
    """Every visible text on the scene (for tests and accessibility checks)."""
    for item in scene.items():
        if isinstance(item, QGraphicsSimpleTextItem) and item.isVisible() and item.text():
            yield item.text()
