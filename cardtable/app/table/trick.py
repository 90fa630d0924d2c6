"""The trick in the centre of a trick-taking table, and the last trick's view.

Each seat's card of the trick in progress lies on its side of the table: the other seats' cards in an
upper row in the order of their mats (the `top_row` seating of `arrangement`: left to right,
clockwise from the viewer's left), the viewer's under them. Under each card, its player's name and a
marker (what the play declared, say); seats yet to play show an empty dashed slot. A played card
flies in from where it left, and a finished trick is collected to a winner's piles.

`TrickLayout` is the trick's geometry and `TrickTable` a whole trick-taking table's (the seats of
`arrangement.top_row`, a status line over the trick, a block left of it for the round's facts and one
right of it for the table's buttons, where an overlay opens); `TrickArea` holds the trick's items on a
table's scene. The game says what each card is (its face, its marker's text); the kit says where it goes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable, Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem

from .animation import Beat
from .arrangement import RowSpec, SeatedGeometry, top_row
from .card_item import CardItem
from .cards import CARD_ASPECT, CardFace
from .overlay import Overlay
from .scene import TableScene
from .style import HIGHLIGHT, TEXT, TEXT_SOFT, centre_text, elide, make_text

CARD_W, STEP, LABEL_H = 90.0, 152.0, 46.0  # a trick card, from one card to the next, the labels under one
LABEL_SIZE, LABEL_LINE, LABEL_WIDTH = 18.0, 21.0, 150.0
SIDE_ROOM = 80.0  # kept free beside the outer cards (their labels are wider than they are)
LAST_TRICK_CARD_W = 104.0  # the last trick's cards in its overlay
TRICK_Z, LABEL_Z, FLYING_Z = 40, 70, 300


def trick_card_id(index: int) -> tuple:
    """The scene's id of the index-th card of the trick in progress."""
    return ("trick", index)


@dataclass(frozen=True)
class TrickLayout:
    """Where the trick's cards go, for a table with `others` seats besides the viewer's.

    Position 0 is the viewer; positions 1.. are the others in their mats' order (left to right).
    """

    centre_x: float  # the table's axis
    top: float  # the top of the upper row
    others: int
    card_w: float = CARD_W
    step: float = STEP
    label_h: float = LABEL_H

    @property
    def card_size(self) -> QSizeF:
        return QSizeF(self.card_w, self.card_w * CARD_ASPECT)

    def row_height(self) -> float:
        """A row: a card and its labels."""
        return self.card_w * CARD_ASPECT + self.label_h

    def card_pos(self, position: int) -> QPointF:
        """Top-left of the card played from a position (0 the viewer, 1.. the upper row)."""
        if position == 0:
            return QPointF(self.centre_x - self.card_w / 2, self.top + self.row_height() + 4)
        offset = (position - 1) - (self.others - 1) / 2
        return QPointF(self.centre_x + offset * self.step - self.card_w / 2, self.top)

    def label_centre(self, position: int, line: int) -> QPointF:
        """The centre of a label line under a position's card (0 the name, 1 the marker)."""
        card = self.card_pos(position)
        return QPointF(card.x() + self.card_w / 2, card.y() + self.card_w * CARD_ASPECT + 13 + line * LABEL_LINE)

    def half_width(self) -> float:
        """Half the width the trick and its labels take about the axis."""
        return (self.others - 1) / 2 * self.step + SIDE_ROOM


STATUS_H = 36.0  # the status line, over the trick
OVERLAY_W, OVERLAY_H = 900.0, 560.0  # the largest overlay
BLOCK_PAD = 12.0  # between the trick and the blocks beside it


@dataclass(frozen=True)
class TrickTable(SeatedGeometry):
    """A trick-taking table for one scene size: the top_row seating and the trick in its centre band."""

    trick: TrickLayout
    margin: float  # the table's edge, kept free around an overlay

    @property
    def players(self) -> int:
        return len(self.seating.others) + 1

    def status_centre(self) -> QPointF:
        """The centre of the status line, at the top of the centre band."""
        return QPointF(self.size.width() / 2, self.centre.top() + STATUS_H / 2)

    def info_rect(self) -> QRectF:
        """Left of the trick (the round's facts, say)."""
        right = self.size.width() / 2 - self.trick.half_width() - BLOCK_PAD
        left = self.centre.left() + 8
        return QRectF(left, self.centre.top() + STATUS_H, max(right - left, 120), self.centre.height() - STATUS_H)

    def buttons_rect(self) -> QRectF:
        """Right of the trick (the table's buttons, say)."""
        left = self.size.width() / 2 + self.trick.half_width() + BLOCK_PAD
        right = self.centre.right() - 8
        return QRectF(left, self.centre.top() + STATUS_H, max(right - left, 120), self.centre.height() - STATUS_H)

    def overlay_rect(self) -> QRectF:
        """Where an overlay (the last trick...) opens: over the centre, within the table's margin."""
        width = min(self.size.width() - 2 * self.margin, OVERLAY_W)
        height = min(self.size.height() - 2 * self.margin, OVERLAY_H)
        centre = self.centre.center()
        return QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)


def trick_table(players: int, size: QSizeF, seats: RowSpec) -> TrickTable:
    """The table for `players` in a scene of size, its mats sized by seats (see arrangement.top_row)."""
    seating = top_row(players - 1, size, seats)
    trick = TrickLayout(size.width() / 2, seating.centre.top() + STATUS_H + 4, players - 1)
    return TrickTable(seating, trick, seats.margin)


@dataclass(frozen=True)
class TrickCard:
    """A card of the trick in progress, as the game describes it."""

    position: int  # where its player sits (see TrickLayout)
    face: CardFace
    name: str  # its player's name
    marker: str = ""  # a short line under the name ("" for none)
    strong: bool = False  # the marker is highlighted (a trump, say)
    tooltip: str = ""


class TrickArea:
    """The trick in progress on a table's scene: its cards, their labels and the empty slots.

    place_card(card_id, face, width, pos, z) shows a card at rest and returns its item (a GameTable's
    `_show_card`). Call set_layout when the table is laid out, then show() to draw a trick.
    """

    def __init__(self, scene: TableScene, place_card: Callable[..., CardItem]):
        self._scene = scene
        self._place_card = place_card
        self._layout: TrickLayout | None = None
        self._labels: list = []
        self._slots = QGraphicsPathItem()
        self._slots.setPen(QPen(QColor(255, 255, 255, 60), 2, Qt.PenStyle.DashLine))
        scene.addItem(self._slots)

    @property
    def layout(self) -> TrickLayout | None:
        return self._layout

    def set_layout(self, layout: TrickLayout) -> None:
        self._layout = layout

    def show(self, cards: Sequence[TrickCard], waiting: Iterable[int] = ()) -> set:
        """Draw the trick's cards with their labels, and an empty slot for each waiting position.
        Returns the cards' ids (the ones the scene keeps)."""
        self.hide_labels()
        wanted = set()
        for index, card in enumerate(cards):
            item = self._place_card(trick_card_id(index), card.face, self._layout.card_w,
                                    self._layout.card_pos(card.position), TRICK_Z + index)
            item.setToolTip(card.tooltip)
            wanted.add(trick_card_id(index))
            self.label(index, card)
        path = QPainterPath()
        for position in waiting:
            path.addRoundedRect(QRectF(self._layout.card_pos(position), self._layout.card_size), 8, 8)
        self._slots.setPath(path)
        return wanted

    def label(self, index: int, card: TrickCard) -> None:
        """The name and marker under the index-th card (also while it flies in)."""
        self._ensure_labels(index + 1)
        name, marker = self._labels[2 * index], self._labels[2 * index + 1]
        name.setText(elide(card.name, name, LABEL_WIDTH))
        name.setBrush(TEXT)
        marker.setText(elide(card.marker, marker, LABEL_WIDTH))
        marker.setBrush(HIGHLIGHT if card.strong else TEXT_SOFT)
        for line, item in enumerate((name, marker)):
            point = self._layout.label_centre(card.position, line)
            centre_text(item, point.x(), point.y())
            item.setVisible(bool(item.text()))

    def labels(self) -> list[str]:
        """The labels shown, card by card (name then marker)."""
        return [item.text() for item in self._labels if item.isVisible()]

    def hide_labels(self) -> None:
        for item in self._labels:
            item.setVisible(False)

    def _ensure_labels(self, cards: int) -> None:
        while len(self._labels) < 2 * cards:
            label = make_text("", LABEL_SIZE, bold=True)
            label.setZValue(LABEL_Z)
            self._scene.addItem(label)
            self._labels.append(label)

    # --- animation ---------------------------------------------------------------------------------------
    def fly_in(self, beat: Beat, item: CardItem, position: int, face: CardFace | None = None) -> None:
        """Move a card (already launched from its player's side) to its place in the trick, turning it
        face up as `face` on the way when it left face down."""
        item.set_width(self._layout.card_w)
        beat.move(item, self._layout.card_pos(position))
        if face is not None:
            beat.flip(item, face)

    def collect(self, beat: Beat, targets: Sequence[tuple[QPointF, float, CardFace | None]]) -> None:
        """Take the finished trick away: the index-th card to targets[index] = (top-left, card width,
        the face to turn to on the way or None); the labels go at once."""
        self.hide_labels()
        for index, (target, width, turn_to) in enumerate(targets):
            item = self._scene.card(trick_card_id(index))
            if item is None:
                continue
            factor = width / item.size.width()
            item.setZValue(FLYING_Z + index)
            # Scaling works about the card's centre: move it so that, scaled, its top-left lands on target.
            beat.move(item, target - QPointF(item.size.width(), item.size.height()) * (1 - factor) / 2)
            beat.scale(item, factor)
            if turn_to is not None:
                beat.flip(item, turn_to)


def show_last_trick(overlay: Overlay, rect: QRectF, plays: Sequence[tuple[CardFace, Sequence[str]]], title: str,
                    lines: Sequence[str], hint: str) -> None:
    """Open overlay (kind "last") over rect on a finished trick: the title, the text lines, then one row of
    the trick's cards in playing order, each with its caption lines (name, marker, the winner's mark...);
    hint says how to close it."""
    row = [(face, list(captions)) for face, captions in plays]
    overlay.show_content("last", rect, title, list(lines), [row], hint, card_w=LAST_TRICK_CARD_W)
