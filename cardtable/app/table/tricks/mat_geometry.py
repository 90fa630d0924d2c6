"""The geometry both trick tables share, in scene units (pure geometry, no items): the scene takes the
view's shape (SIZING: about 1000 units tall, at least 1000 wide), the viewer's mat is the bottom band and
the other players sit in a top row (SEATS), captions under a mat's cards take two lines (CAPTION_H), and
another player's hand is a fan of backs."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from ..arrangement import RowSpec
from ..layouts import Placement
from ..view import SceneSizing

SIZING = SceneSizing(height=1000.0, min_width=1000.0, max_width=2100.0, max_height=1500.0)
SEATS = RowSpec(top_height=236.0, bottom_height=292.0, max_top=600.0, max_bottom=1320.0, margin=14.0,
                top_margin=30.0, gap=14.0, hgap=14.0)
CAPTION_H = 42.0  # under a card, a fan or a pile: a label line and a count line


def fan_of_backs(count: int, rect: QRectF, card_w: float, centred: bool = False) -> list[Placement]:
    """Another player's hand: backs overlapping left to right, squeezed into rect's width, from its left
    or centred in it."""
    if count <= 0:
        return []
    step = min(card_w * 0.22, (rect.width() - card_w) / max(count - 1, 1))
    width = card_w + step * (count - 1)
    left = rect.left() + (rect.width() - width) / 2 if centred else rect.left()
    return [Placement(left + i * step, rect.top(), 0.0, 10 + i) for i in range(count)]
