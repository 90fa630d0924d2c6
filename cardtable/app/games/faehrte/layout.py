"""Where Auf falscher Fährte's own things sit on the kit's trick table, in scene units (pure geometry):
in a mat, the hand beside the slot of its player's hidden card; right of the trick, the pile of hidden
cards over the table's buttons."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from cardtable.app.table.cards import CARD_ASPECT, card_rect
from cardtable.app.table.tricks.mat_geometry import CAPTION_H, HandMat, viewer_hand
from cardtable.app.table.tricks.mat_geometry import SEATS, SIZING  # noqa: F401 (the table's sizes)

PILE_CAPTION_H = 56.0  # over the pile of hidden cards: its name and its sum
PILE_GAP = 8.0


@dataclass(frozen=True)
class MatLayout(HandMat):
    """A seat's hand (a fan of backs, or the viewer's own cards) and the slot of its hidden card."""

    slot_w: float  # the hidden card's slot
    slot: QPointF  # top-left of the hidden card's slot
    slot_room: float  # the width the slot's caption may take

    @property
    def slot_rect(self) -> QRectF:
        return card_rect(self.slot, self.slot_w)


def viewer_mat(area: QRectF) -> MatLayout:
    """The viewer's content: the hand on the left, the slot of the hidden card on the right with its caption
    under it."""
    slot_w = max(40.0, min(96.0, (area.height() - CAPTION_H - 2) / CARD_ASPECT))
    slot_room = max(slot_w * 1.7, 170.0)
    slot = QPointF(area.right() - slot_room / 2 - slot_w / 2, area.top() + 2)
    hand_w, hand_rect = viewer_hand(area, slot_room + 16)
    return MatLayout(hand_w, hand_rect, area.top() + slot_w * CARD_ASPECT + 4, slot_w, slot, slot_room + 8)


def other_mat(area: QRectF) -> MatLayout:
    """Another player's content: a fan of backs, then the card it has laid face down (while laying)."""
    gap = 18.0
    card = max(30.0, min(80.0, (area.height() - CAPTION_H - 2) / CARD_ASPECT, (area.width() - gap) / 3.2))
    fan = card * 2.0
    used = fan + gap + card
    left = area.left() + max(0.0, (area.width() - used) / 2)
    top = area.top() + max(0.0, (area.height() - CAPTION_H - card * CARD_ASPECT) / 2)
    hand_rect = QRectF(left, top, fan, card * CARD_ASPECT)
    return MatLayout(card, hand_rect, top + card * CARD_ASPECT + 2, card, QPointF(left + fan + gap, top), card + gap * 2)


@dataclass(frozen=True)
class PileLayout:
    """The pile of hidden cards in the block right of the trick: a caption, then a row of slots."""

    caption: QPointF  # the caption's centre
    card_w: float
    slots: tuple[QPointF, ...]  # top-left of each card's place, in the order they are turned up
    bottom: float  # under the row: where the buttons start


def pile_layout(players: int, box: QRectF) -> PileLayout:
    """One slot per player in a row at the top of box, as big as the box's width and a third of its height
    allow."""
    card_w = max(30.0, min(70.0, (box.width() - (players - 1) * PILE_GAP) / players,
                           (box.height() * 0.42 - PILE_CAPTION_H) / CARD_ASPECT))
    width = players * card_w + (players - 1) * PILE_GAP
    left = box.center().x() - width / 2
    top = box.top() + PILE_CAPTION_H
    slots = tuple(QPointF(left + i * (card_w + PILE_GAP), top) for i in range(players))
    return PileLayout(QPointF(box.center().x(), box.top() + PILE_CAPTION_H / 2), card_w, slots,
                      top + card_w * CARD_ASPECT + 12)
