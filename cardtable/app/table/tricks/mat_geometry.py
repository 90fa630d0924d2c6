"""The geometry both trick tables share, in scene units (pure geometry, no items): the scene takes the
view's shape (SIZING: about 1000 units tall, at least 1000 wide), the viewer's mat is the bottom band and
the other players sit in a top row (SEATS), captions under a mat's cards take two lines (CAPTION_H), a
mat's content holds a hand (`HandMat`, which a game's layout extends with its piles and slots), the
viewer's on the left of its mat, another player's as a fan of backs, a revealed hand as an open fan."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from ..arrangement import RowSpec
from ..cards import CARD_ASPECT
from ..layouts import Placement
from ..view import SceneSizing

SIZING = SceneSizing(height=1000.0, min_width=1000.0, max_width=2100.0, max_height=1500.0)
SEATS = RowSpec(top_height=236.0, bottom_height=292.0, max_top=600.0, max_bottom=1320.0, margin=14.0,
                top_margin=30.0, gap=14.0, hgap=14.0)
CAPTION_H = 42.0  # under a card, a fan or a pile: a label line and a count line


@dataclass(frozen=True)
class HandMat:
    """Where a seat's hand goes in its mat's content, and the top of the captions under its cards."""

    hand_w: float  # the hand's cards
    hand_rect: QRectF  # where the hand goes
    caption_y: float  # top of the captions (a label line, then a count line)

    def caption_centre(self, x_left: float, width: float, line: int) -> QPointF:
        """The centre of a caption's line (0 the label, 1 the count) under something width wide from x_left."""
        return QPointF(x_left + width / 2, self.caption_y + 9 + line * 22)


def viewer_hand(area: QRectF, beside: float) -> tuple[float, QRectF]:
    """The viewer's hand in its mat's content (area): its cards' width and its place on the left, with room
    above it for a lifted card and `beside` left free on its right (the game's piles or slot)."""
    lift = 16.0
    hand_w = max(40.0, min(122.0, (area.height() - lift - 2) / CARD_ASPECT))
    return hand_w, QRectF(area.left(), area.top() + lift, area.width() - beside, hand_w * CARD_ASPECT)


def fan_of_backs(count: int, rect: QRectF, card_w: float, centred: bool = False) -> list[Placement]:
    """Another player's hand: backs overlapping left to right, squeezed into rect's width, from its left
    or centred in it."""
    if count <= 0:
        return []
    step = min(card_w * 0.22, (rect.width() - card_w) / max(count - 1, 1))
    width = card_w + step * (count - 1)
    left = rect.left() + (rect.width() - width) / 2 if centred else rect.left()
    return [Placement(left + i * step, rect.top(), 0.0, 10 + i) for i in range(count)]


def open_step(count: int, card_w: float, room: float, max_step: float = math.inf) -> float:
    """How far apart count cards face up lie to fill room (at most max_step, so that a wide room keeps
    them together)."""
    return min(max_step, (room - card_w) / max(count - 1, 1))


def open_fan_width(count: int, card_w: float, room: float, max_step: float = math.inf) -> float:
    """The width an open fan of count cards takes in room (see open_step)."""
    return card_w + open_step(count, card_w, room, max_step) * max(count - 1, 0)


def open_fan(count: int, rect: QRectF, card_w: float, max_step: float = math.inf) -> list[Placement]:
    """A revealed hand: cards face up from rect's left, overlapping to fit its width (see open_step)."""
    step = open_step(count, card_w, rect.width(), max_step)
    return [Placement(rect.left() + i * step, rect.top(), 0.0, 10 + i) for i in range(count)]
