"""Where things sit on the Schnäppchen Jagd table, in scene units. Pure geometry, no items.

The table is the kit's trick-taking table (trick.TrickTable) with this game's sizes: the scene takes
the view's shape (SIZING: about 1000 units tall, at least 1000 wide), the viewer's mat is the bottom
band and the other players sit in a top row, left to right in turn order (clockwise from the viewer's
left), the centre band between holds the trick, the round's facts on its left and the table's buttons
on its right. What is the game's own is inside the mats: a hand and two piles.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF

from cardtable.app.table.cards import CARD_ASPECT
from cardtable.app.table.layouts import Placement
from cardtable.app.table.tricks.mat_geometry import CAPTION_H, SEATS, SIZING, fan_of_backs  # noqa: F401 (the table's)


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
    return piles_in_row(area, card, hand_w, fan, gap, used)


def piles_in_row(area: QRectF, card: float, hand_w: float, fan: float, gap: float, used: float) -> PilesLayout:
    """A seat's hand fan, bargain pile and junk pile side by side, centred in `area` (`used` wide)."""
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


def junk_stack(count: int, origin: QPointF) -> list[Placement]:
    """A junk pile: backs slightly offset, about as thick as the pile (at most five drawn)."""
    shown = 0 if count == 0 else min(5, 1 + count // 4)
    return [Placement(origin.x() + i * 2.0, origin.y() - i * 2.4, 0.0, 10 + i) for i in range(shown)]


def bargain_stack(count: int, origin: QPointF) -> list[Placement]:
    """A bargain pile: the top card at origin, up to two cards under it peeking out."""
    shown = min(3, count)
    return [Placement(origin.x() + 6 - (shown - 1 - i) * 3.0, origin.y() - (shown - 1 - i) * 3.0, 0.0, 10 + i)
            for i in range(shown)]
