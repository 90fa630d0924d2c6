"""Where Schnäppchen Jagd's own things sit on the kit's trick table, in scene units (pure geometry): in
each mat, a hand and two piles."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from cardtable.app.table.cards import CARD_ASPECT
from cardtable.app.table.layouts import Placement
from cardtable.app.table.tricks.mat_geometry import CAPTION_H, HandMat, viewer_hand
from cardtable.app.table.tricks.mat_geometry import SEATS, SIZING  # noqa: F401 (the table's sizes)


@dataclass(frozen=True)
class PilesLayout(HandMat):
    """A seat's hand (a fan of backs, or the viewer's own cards) and its two piles, in a mat's content."""

    card_w: float  # the piles' cards
    bargain: QPointF  # top-left of the bargain pile's top card
    junk: QPointF  # top-left of the junk pile's bottom card


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
    return PilesLayout(hand_w, hand_rect, top + card * CARD_ASPECT + 2, card, bargain, junk)


def viewer_piles(area: QRectF) -> PilesLayout:
    """The viewer's content: the hand on the left, piles on the right."""
    card = max(40.0, min(100.0, (area.height() - CAPTION_H - 2) / CARD_ASPECT))
    piles_w = 2 * card * 1.1 + 24
    bargain = QPointF(area.right() - piles_w, area.top() + 2)
    junk = QPointF(bargain.x() + card * 1.1 + 24, area.top() + 2)
    hand_w, hand_rect = viewer_hand(area, piles_w + 24)
    return PilesLayout(hand_w, hand_rect, area.top() + card * CARD_ASPECT + 4, card, bargain, junk)


def junk_stack(count: int, origin: QPointF) -> list[Placement]:
    """A junk pile: backs slightly offset, about as thick as the pile (at most five drawn)."""
    shown = 0 if count == 0 else min(5, 1 + count // 4)
    return [Placement(origin.x() + i * 2.0, origin.y() - i * 2.4, 0.0, 10 + i) for i in range(shown)]


def bargain_stack(count: int, origin: QPointF) -> list[Placement]:
    """A bargain pile: the top card at origin, up to two cards under it peeking out."""
    shown = min(3, count)
    return [Placement(origin.x() + 6 - (shown - 1 - i) * 3.0, origin.y() - (shown - 1 - i) * 3.0, 0.0, 10 + i)
            for i in range(shown)]
