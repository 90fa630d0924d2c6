"""Where things sit on the Négoce 2 table, in scene units. Pure geometry, no items.

The seats are the kit's top row (arrangement.top_row): the viewer's mat the bottom band, the three others
a top row. The centre band between them holds, under the status lines, three blocks side by side: the
market (its card or cards and the coins on them) on the left, the buyers' offers (or the bidders, in the
auction) in the middle, and the controls of the person to act on the right. Inside a mat: under the name
and the info line, a strip of the eight goods (what the viewer knows the seat holds), and in the viewer's
own mat the hand.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF

from cardtable.app.table.arrangement import RowSpec, SeatedGeometry, top_row
from cardtable.app.table.cards import CARD_ASPECT
from cardtable.app.table.view import SceneSizing

SIZING = SceneSizing(height=1000.0, min_width=1060.0, max_width=2100.0, max_height=1400.0)
SEATS = RowSpec(top_height=176.0, bottom_height=300.0, max_top=620.0, max_bottom=1500.0, margin=14.0,
                top_margin=24.0, gap=12.0, hgap=14.0)
STATUS_H = 34.0  # the status line
STAGE_H = 30.0  # the stage line under it ("Sale 3 · Bidding turn 2 of 5")
TITLE_H = 30.0  # a block's title
OFFER_LABELS_H = 104.0  # under an offer's card: the name, the marker, the coins
STRIP_H = 40.0  # the strip of goods in a mat


@dataclass(frozen=True)
class NegoceGeometry(SeatedGeometry):
    market: QRectF  # the market block
    offers: QRectF  # the offers (or bidders) block
    controls: QRectF  # the person's controls
    margin: float

    def status_centre(self) -> QPointF:
        return QPointF(self.size.width() / 2, self.centre.top() + STATUS_H / 2)

    def stage_centre(self) -> QPointF:
        return QPointF(self.size.width() / 2, self.centre.top() + STATUS_H + STAGE_H / 2 - 2)

    def overlay_rect(self, whole: bool = False) -> QRectF:
        """Over the market and the offers, leaving the controls free (whole: the controls too)."""
        top = self.centre.top() + STATUS_H + STAGE_H
        right = self.controls.right() if whole else self.offers.right()
        return QRectF(self.market.left(), top, right - self.market.left(), self.centre.bottom() - top)


def table_geometry(players: int, size: QSizeF) -> NegoceGeometry:
    seating = top_row(players - 1, size, SEATS)
    centre = seating.centre
    top = centre.top() + STATUS_H + STAGE_H
    height = centre.bottom() - top
    width = centre.width()
    controls_w = max(300.0, min(420.0, width * 0.28))
    market_w = max(240.0, min(380.0, width * 0.24))
    gap = 12.0
    market = QRectF(centre.left(), top, market_w, height)
    controls = QRectF(centre.right() - controls_w, top, controls_w, height)
    offers = QRectF(market.right() + gap, top, controls.left() - gap - market.right() - gap, height)
    return NegoceGeometry(seating, market, offers, controls, SEATS.margin)


def card_width(box: QRectF, count: int, extra_h: float, most: float = 110.0, gap: float = 14.0) -> float:
    """The widest card such that `count` cards side by side fit box's width and a card plus extra_h its
    height (the block's title and the labels)."""
    by_width = (box.width() - (count - 1) * gap) / max(count, 1)
    by_height = (box.height() - extra_h) / CARD_ASPECT
    return max(28.0, min(most, by_width, by_height))


def row_positions(box: QRectF, count: int, card_w: float, top: float, gap: float = 14.0) -> list[QPointF]:
    """Top-left corners of `count` cards centred in box's width at `top`."""
    step = min(card_w + gap, (box.width() - card_w) / max(count - 1, 1)) if count > 1 else 0.0
    width = card_w + step * (count - 1)
    left = box.center().x() - width / 2
    return [QPointF(left + index * step, top) for index in range(count)]


@dataclass(frozen=True)
class MatLayout:
    """Inside a mat: the strip of goods, and the viewer's own hand (another seat's hand is only counted, in
    its info line)."""

    strip: QRectF
    hand_rect: QRectF
    hand_w: float


def viewer_mat(area: QRectF) -> MatLayout:
    """The viewer's mat: the strip of goods on top, the hand under it."""
    strip = QRectF(area.left(), area.top(), min(area.width(), 8 * 46.0), STRIP_H - 6)
    lift = 14.0
    room = area.height() - STRIP_H - lift - 2
    hand_w = max(36.0, min(118.0, room / CARD_ASPECT))
    hand_rect = QRectF(area.left(), area.top() + STRIP_H + lift, area.width(), hand_w * CARD_ASPECT)
    return MatLayout(strip, hand_rect, hand_w)


def other_mat(area: QRectF) -> MatLayout:
    """Another player's mat: the strip of goods."""
    strip = QRectF(area.left(), area.top(), min(area.width(), 8 * 44.0), min(STRIP_H, area.height()))
    return MatLayout(strip, QRectF(), 0.0)
