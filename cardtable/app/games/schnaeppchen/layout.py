"""Where things sit on the Schnäppchen Jagd table, in scene units. Pure geometry, no items.

The scene takes the view's shape (about 1000 units tall; at least 1000 wide). The viewer's mat is the
bottom band; the other players sit in a top row, left to right in turn order (clockwise from the
viewer's left). The centre band holds the trick, each card on its player's side (the others' cards in
an upper row in their mats' order, the viewer's under them), the round's facts on the left and the
table's buttons on the right.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, QSizeF

from cardtable.app.table.cards import CARD_ASPECT
from cardtable.app.table.layouts import Placement

BASE_HEIGHT, MIN_WIDTH, MAX_WIDTH, MAX_HEIGHT = 1000.0, 1000.0, 2100.0, 1500.0
MARGIN, GAP, HGAP = 14.0, 14.0, 14.0
TOP_MARGIN = 30.0  # room above the top row for the dealer's tab
TOP_MAT_H, BOTTOM_MAT_H = 236.0, 292.0
MAX_TOP_MAT_W, MAX_BOTTOM_MAT_W = 600.0, 1320.0
TRICK_W, TRICK_STEP, TRICK_LABEL_H = 90.0, 152.0, 46.0
STATUS_H = 36.0
CAPTION_H = 42.0  # under a seat's piles: a label line and a count line
BLOCK_W = 250.0  # the least width of the info and button blocks beside the trick


def scene_size(viewport: QSize) -> QSizeF:
    """A scene of the viewport's shape: 1000 units tall and as wide as the shape asks (at least 1000)."""
    if viewport.isEmpty():
        return QSizeF(1600.0, BASE_HEIGHT)
    aspect = viewport.width() / viewport.height()
    width = BASE_HEIGHT * aspect
    if width >= MIN_WIDTH:
        return QSizeF(min(MAX_WIDTH, width), BASE_HEIGHT)
    return QSizeF(MIN_WIDTH, min(MAX_HEIGHT, MIN_WIDTH / aspect))


@dataclass(frozen=True)
class TableGeometry:
    size: QSizeF
    mats: tuple  # by relative position: 0 the viewer's (bottom), then the top row left to right
    centre: QRectF  # the band between the top row and the bottom mat

    @property
    def others(self) -> int:
        return len(self.mats) - 1

    def seat_rects(self, bottom_seat: int) -> list[QRectF]:
        players = len(self.mats)
        return [QRectF(self.mats[(seat - bottom_seat) % players]) for seat in range(players)]

    def status_centre(self) -> QPointF:
        return QPointF(self.size.width() / 2, self.centre.top() + STATUS_H / 2)

    def trick_card(self, position: int) -> QPointF:
        """Top-left of the trick card played from a relative position (0 the viewer, 1.. the top row)."""
        cx = self.size.width() / 2
        top = self.centre.top() + STATUS_H + 4
        if position == 0:
            return QPointF(cx - TRICK_W / 2, top + self.row_height() + 4)
        offset = (position - 1) - (self.others - 1) / 2
        return QPointF(cx + offset * TRICK_STEP - TRICK_W / 2, top)

    def trick_label_centre(self, position: int, line: int) -> QPointF:
        card = self.trick_card(position)
        return QPointF(card.x() + TRICK_W / 2, card.y() + TRICK_W * CARD_ASPECT + 13 + line * 21)

    def row_height(self) -> float:
        return TRICK_W * CARD_ASPECT + TRICK_LABEL_H

    def cluster_half_width(self) -> float:
        return (self.others - 1) / 2 * TRICK_STEP + 80

    def info_rect(self) -> QRectF:
        """The round's facts, left of the trick."""
        right = self.size.width() / 2 - self.cluster_half_width() - 12
        left = self.centre.left() + 8
        return QRectF(left, self.centre.top() + STATUS_H, max(right - left, 120), self.centre.height() - STATUS_H)

    def buttons_rect(self) -> QRectF:
        """The table's buttons, right of the trick."""
        left = self.size.width() / 2 + self.cluster_half_width() + 12
        right = self.centre.right() - 8
        return QRectF(left, self.centre.top() + STATUS_H, max(right - left, 120), self.centre.height() - STATUS_H)

    def overlay_rect(self) -> QRectF:
        """Where an overlay (the last trick, the junk pile, the round's end) opens: over the centre."""
        width = min(self.size.width() - 2 * MARGIN, 900.0)
        height = min(self.size.height() - 2 * MARGIN, 560.0)
        centre = self.centre.center()
        return QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)


def table_geometry(players: int, size: QSizeF) -> TableGeometry:
    width, height = size.width(), size.height()
    others = players - 1
    mat_w = min(MAX_TOP_MAT_W, (width - 2 * MARGIN - (others - 1) * HGAP) / others)
    row = others * mat_w + (others - 1) * HGAP
    top = [QRectF(width / 2 - row / 2 + i * (mat_w + HGAP), TOP_MARGIN, mat_w, TOP_MAT_H) for i in range(others)]
    bottom_w = min(MAX_BOTTOM_MAT_W, width - 2 * MARGIN)
    bottom = QRectF(width / 2 - bottom_w / 2, height - MARGIN - BOTTOM_MAT_H, bottom_w, BOTTOM_MAT_H)
    centre = QRectF(MARGIN, TOP_MARGIN + TOP_MAT_H + GAP, width - 2 * MARGIN,
                    bottom.top() - GAP - (TOP_MARGIN + TOP_MAT_H + GAP))
    return TableGeometry(QSizeF(size), (bottom, *top), centre)


# --- inside a mat ---------------------------------------------------------------------------------------

@dataclass(frozen=True)
class PilesLayout:
    """A seat's hand (a fan of backs, or the viewer's own cards) and its two piles, in a mat's content."""

    card_w: float  # the piles' cards
    hand_w: float  # the hand's cards
    hand_rect: QRectF  # where the hand goes
    bargain: QPointF  # top-left of the bargain pile's top card
    junk: QPointF  # top-left of the junk pile's bottom card
    caption_y: float  # top of the captions under the piles (and under the others' hands)

    @property
    def card_size(self) -> QSizeF:
        return QSizeF(self.card_w, self.card_w * CARD_ASPECT)

    def caption_centre(self, x_left: float, width: float, line: int) -> QPointF:
        return QPointF(x_left + width / 2, self.caption_y + 9 + line * 22)


def other_piles(area: QRectF) -> PilesLayout:
    """Another player's content: a small fan of backs, the bargain pile, the junk pile, left to right."""
    gap = 16.0
    by_height = (area.height() - CAPTION_H - 2) / CARD_ASPECT
    by_width = (area.width() - 2 * gap) / (1.4 + 1.1 + 1.1)
    card = max(30.0, min(86.0, by_height, by_width))
    hand_w = card * 0.7
    fan = hand_w + card * 0.7
    used = fan + gap + 2 * card * 1.1 + gap
    left = area.left() + max(0.0, (area.width() - used) / 2)
    top = area.top() + max(0.0, (area.height() - CAPTION_H - card * CARD_ASPECT) / 2)
    hand_rect = QRectF(left, top + card * CARD_ASPECT - hand_w * CARD_ASPECT, fan, hand_w * CARD_ASPECT)
    bargain = QPointF(left + fan + gap, top)
    junk = QPointF(bargain.x() + card * 1.1 + gap, top)
    return PilesLayout(card, hand_w, hand_rect, bargain, junk, top + card * CARD_ASPECT + 2)


def viewer_piles(area: QRectF) -> PilesLayout:
    """The viewer's content: the hand on the left (room above it for a lifted card), piles on the right."""
    lift = 16.0
    card = max(40.0, min(100.0, (area.height() - CAPTION_H - 2) / CARD_ASPECT))
    piles_w = 2 * card * 1.1 + 24
    bargain = QPointF(area.right() - piles_w, area.top() + 2)
    junk = QPointF(bargain.x() + card * 1.1 + 24, area.top() + 2)
    hand_w = max(40.0, min(122.0, (area.height() - lift - 2) / CARD_ASPECT))
    hand_rect = QRectF(area.left(), area.top() + lift, area.width() - piles_w - 24, hand_w * CARD_ASPECT)
    return PilesLayout(card, hand_w, hand_rect, bargain, junk, area.top() + card * CARD_ASPECT + 4)


def fan_of_backs(count: int, rect: QRectF, card_w: float) -> list[Placement]:
    """Another player's hand: backs overlapping left to right, squeezed into rect's width."""
    if count <= 0:
        return []
    step = min(card_w * 0.22, (rect.width() - card_w) / max(count - 1, 1))
    return [Placement(rect.left() + i * step, rect.top(), 0.0, 10 + i) for i in range(count)]


def hand_row(groups: list[int], rect: QRectF, card_w: float) -> list[Placement]:
    """The viewer's hand: groups (colours or values) side by side with a gap, overlapping to fit.

    Cards overlap only as much as the room needs (each still shows its corner value and symbol), and
    the gaps between groups close last.
    """
    count = sum(groups)
    if count <= 0:
        return []
    breaks = len([g for g in groups if g]) - 1
    gap = 18.0
    free = rect.width() - card_w
    step = card_w * 1.05 if count == 1 else (free - breaks * gap) / (count - 1)
    step = min(card_w * 1.05, step)
    if step < card_w * 0.34:
        gap = 0.0
        step = max(card_w * 0.25, free / max(count - 1, 1))
    width = card_w + (count - 1) * step + breaks * gap
    x = rect.center().x() - width / 2
    placements, index = [], 0
    for size in groups:
        for _ in range(size):
            placements.append(Placement(x, rect.top(), 0.0, 20 + index))
            index += 1
            x += step
        if size:
            x += gap
    return placements


def junk_stack(count: int, origin: QPointF) -> list[Placement]:
    """A junk pile: backs slightly offset, about as thick as the pile (at most five drawn)."""
    shown = 0 if count == 0 else min(5, 1 + count // 4)
    return [Placement(origin.x() + i * 2.0, origin.y() - i * 2.4, 0.0, 10 + i) for i in range(shown)]


def bargain_stack(count: int, origin: QPointF) -> list[Placement]:
    """A bargain pile: the top card at origin, up to two cards under it peeking out."""
    shown = min(3, count)
    return [Placement(origin.x() + 6 - (shown - 1 - i) * 3.0, origin.y() - (shown - 1 - i) * 3.0, 0.0, 10 + i)
            for i in range(shown)]
