"""Where things sit on the No Thanks! table, in scene units: mats, hands grouped by runs, deck, pot.

Pure geometry from an observation's numbers; the widget (nothanks_table) places its items with it.
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QPainterPath

from cardtable.games.nothanks.rules import runs

from .cards import CARD_ASPECT, CardFace
from .layouts import Placement, fit_group_width, group_bounds, grouped_layout, stack_layout
from .scene import SCENE_WIDTH

OPEN_CARD_W = 130.0
OPEN_CARD_SIZE = QSizeF(OPEN_CARD_W, OPEN_CARD_W * CARD_ASPECT)
SEAT_CARD_MAX_W, VIEWER_CARD_MAX_W, MIN_CARD_W = 92.0, 100.0, 58.0
OPEN_CARD_POS = QPointF(SCENE_WIDTH / 2 - OPEN_CARD_W / 2, 396)
DECK_POS = QPointF(OPEN_CARD_POS.x() - OPEN_CARD_W - 64, OPEN_CARD_POS.y())
DECK_LABEL_CENTRE = QPointF(DECK_POS.x() + OPEN_CARD_W / 2, DECK_POS.y() + OPEN_CARD_SIZE.height() + 30)
# Beside the open card rather than on it, so the chips never hide its corner number.
POT_HOME = QPointF(OPEN_CARD_POS.x() + OPEN_CARD_W + 44, OPEN_CARD_POS.y() + OPEN_CARD_SIZE.height() * 0.62)
CHIP_RADIUS = 22.0
STACK_RESERVE = 118.0  # header room kept free for the chip stack and its count
STATUS_WIDTH, STATUS_Y = 600.0, 666.0  # under the deck label, between the side mats
VIEWER_SLOT = QRectF(360, 756, 880, 220)

# Mats of the other players, clockwise from the viewer's left (the turn passes to the left).
OTHER_SLOTS: dict[int, list[QRectF]] = {
    2: [QRectF(60, 24, 700, 260), QRectF(840, 24, 700, 260)],
    3: [QRectF(24, 300, 470, 260), QRectF(380, 24, 840, 240), QRectF(1106, 300, 470, 260)],
    4: [QRectF(24, 330, 470, 250), QRectF(130, 24, 650, 250), QRectF(820, 24, 650, 250),
        QRectF(1106, 330, 470, 250)],
    5: [QRectF(24, 380, 470, 250), QRectF(24, 24, 506, 236), QRectF(547, 24, 506, 236),
        QRectF(1070, 24, 506, 236), QRectF(1106, 380, 470, 250)],
    6: [QRectF(24, 510, 470, 236), QRectF(24, 262, 470, 236), QRectF(170, 24, 620, 222),
        QRectF(810, 24, 620, 222), QRectF(1106, 262, 470, 236), QRectF(1106, 510, 470, 236)],
}


def nothanks_face(card: int) -> CardFace:
    """The face of a No Thanks! card: its number, tinted by value band (decoration only)."""
    band = min(5, 1 + (card - 3) // 7)
    return CardFace(rank_text=str(card), colour=f"band{band}")


def seat_rects(players: int, bottom_seat: int) -> list[QRectF]:
    """The mat of every seat: bottom_seat at the bottom, the others clockwise from its left."""
    rects = [QRectF()] * players
    rects[bottom_seat] = QRectF(VIEWER_SLOT)
    for offset, slot in enumerate(OTHER_SLOTS[players - 1], start=1):
        rects[(bottom_seat + offset) % players] = QRectF(slot)
    return rects


def chip_stack_pos(mat: QRectF) -> QPointF:
    """Where a seat's chip stack stands: in the header room its mat keeps free on the right."""
    return QPointF(mat.right() - STACK_RESERVE + CHIP_RADIUS + 6, mat.top() + 52)


def hand_layout(cards: Sequence[int], area: QRectF, viewer: bool) -> tuple[float, dict[int, Placement]]:
    """A seat's card width and where each card goes: grouped by runs, overlapping inside a run.

    Cards are as big as the mat's free height allows (the viewer's own a little bigger), and get
    smaller for a long hand so that every corner number stays readable.
    """
    largest = min(VIEWER_CARD_MAX_W if viewer else SEAT_CARD_MAX_W, area.height() / CARD_ASPECT)
    groups = runs(cards)
    sizes = [len(group) for group in groups]
    width = fit_group_width(sizes, area.width(), largest, MIN_CARD_W)
    laid = grouped_layout(sizes, area, QSizeF(width, width * CARD_ASPECT), z=10)
    return width, {card: place for group, places in zip(groups, laid) for card, place in zip(group, places)}


def run_trays(cards: Sequence[int], width: float, placements: dict[int, Placement]) -> QPainterPath:
    """A soft tray under each run of two or more, so runs read as groups even when the cards are packed."""
    size = QSizeF(width, width * CARD_ASPECT)
    path = QPainterPath()
    for group in runs(cards):
        if len(group) > 1:
            bounds = group_bounds([placements[card] for card in group], size).adjusted(-5, -5, 5, 5)
            path.addRoundedRect(bounds, 12, 12)
    return path


def deck_pile(deck_size: int) -> list[Placement]:
    """A pile of backs about as thick as the deck: none when it is empty, at most five."""
    visible = 0 if deck_size == 0 else min(5, 1 + deck_size // 5)
    return stack_layout(visible, DECK_POS, QPointF(1.6, -2.2), z=10)


def scaled_landing(size: QSizeF, factor: float, target: QPointF) -> QPointF:
    """The position to move a card of size to so that, scaled by factor, its top-left lands on target.

    Scaling works about the card's centre, so the end position is shifted by what the scaling moves.
    """
    centre = QPointF(size.width() / 2, size.height() / 2)
    return target - centre * (1 - factor)
