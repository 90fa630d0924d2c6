"""The reusable card-table scene: the felt, cards by id, their moves, and keyboard focus.

In the spirit of KDE's KCardScene: a logical coordinate system (1600 x 1000, unless the table that
owns the scene gives it the view's shape, see view.shaped_scene_size) that the view scales to the
window; items draw themselves at the pixel size they are shown at; the scene reports
clicks and keyboard activation by card id. It never decides what is legal: whoever drives it says
which cards are clickable or selectable.

The items, layouts and animations live in their own modules (card_item, chip_item, seat_panel,
layouts, animation, style); the names callers used to import from here are re-exported.
"""

from __future__ import annotations

from typing import Hashable, Iterable, Sequence

from PySide6.QtCore import QAbstractAnimation, QEvent, QObject, QPointF, QPropertyAnimation, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QPainter, QRadialGradient
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene, QGraphicsSimpleTextItem

from .animation import ANIMATION_DURATIONS, Beat, Choreography, property_animation
from .card_item import CardItem
from .cards import CardFace
from .chip_item import ChipItem
from .layouts import Placement, fan_layout, fit_group_width, group_bounds, grouped_layout, row_layout, stack_layout
from .seat_panel import SeatPanel
from .style import FELT_CENTRE, FELT_EDGE, HIGHLIGHT, TEXT, TEXT_SOFT, elide, make_text

__all__ = [
    "SCENE_WIDTH", "SCENE_HEIGHT", "TableScene", "iter_text",
    # re-exported from the modules they moved to
    "ANIMATION_DURATIONS", "Beat", "Choreography", "CardItem", "ChipItem", "SeatPanel",
    "Placement", "fan_layout", "fit_group_width", "group_bounds", "grouped_layout", "row_layout", "stack_layout",
    "FELT_CENTRE", "FELT_EDGE", "HIGHLIGHT", "TEXT", "TEXT_SOFT", "elide", "make_text",
]

SCENE_WIDTH, SCENE_HEIGHT = 1600.0, 1000.0

NAVIGATION_KEYS = {
    Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1, Qt.Key.Key_Tab: 1,
    Qt.Key.Key_Left: -1, Qt.Key.Key_Up: -1, Qt.Key.Key_Backtab: -1,
}
TAB_KEYS = {Qt.Key.Key_Tab, Qt.Key.Key_Backtab}
ACTIVATION_KEYS = {Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space}


class TableScene(QGraphicsScene):
    """A felt table in logical coordinates, holding cards by id and running their animations."""

    card_clicked = Signal(object)
    card_activated = Signal(object)
    focus_changed = Signal(object)  # the keyboard ring moved to this card (None: to no card)

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
        animation = property_animation(item, b"pos", QPointF(to_pos), duration, item)
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
                self.focus_changed.emit(None)
            self.removeItem(card)
            card.deleteLater()

    @staticmethod
    def place(card: CardItem, placement: Placement) -> None:
        card.setPos(placement.pos)
        if card.rotation() != placement.rotation:  # Qt repaints an item told its rotation even when unchanged
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
        moved = card is not self._focused
        self._focused = card
        if card is not None:
            card.show_focus(True)
        if moved:
            self.focus_changed.emit(card)

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
