"""Where things sit on the No Thanks! table, in scene units: mats, hands grouped by runs, deck, pot.

Pure geometry from the scene's size and an observation's numbers; the widget (nothanks_table) places
its items with it. The mats go where `arrangement` puts them for the scene's shape.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QPainterPath

from cardtable.games.nothanks.rules import runs

from cardtable.app.table.arrangement import Limits, MatSpec, Seating, arrange
from cardtable.app.table.cards import CARD_ASPECT, CardFace, ColourStyle
from cardtable.app.table.layouts import Placement, fit_group_width, group_bounds, grouped_layout, stack_layout
from cardtable.app.table.seat_panel import SeatPanel

CHIP_RADIUS = 22.0
STACK_ROOM = 104.0  # kept right of a seat's cards for its chip stack and count
MIN_CARD_W = 58.0


def open_card_width(seat_card_w: float) -> float:
    """The open card, a little bigger than the seats' cards."""
    return max(104.0, min(136.0, seat_card_w * 1.25))


def centre_size(seat_card_w: float, extra: float = 0.0) -> QSizeF:
    """The centre block: deck, open card and pot in a row, the deck's size and the status under them.

    It is symmetric about the open card (the deck's side is the wider), so the open card sits on the
    table's axis, over the bottom mat.
    """
    card = open_card_width(seat_card_w)
    return QSizeF(card * 3.9, card * CARD_ASPECT + 94 + extra)


@dataclass(frozen=True)
class Centre:
    """Where the centre's things go, in scene units."""

    card_w: float
    open_pos: QPointF
    deck_pos: QPointF
    pot_home: QPointF  # beside the open card rather than on it, so the chips never hide its number
    deck_label: QPointF  # centre of the deck's size
    status: QPointF  # centre of the status line
    status_width: float

    @property
    def card_size(self) -> QSizeF:
        return QSizeF(self.card_w, self.card_w * CARD_ASPECT)


def centre_layout(block: QRectF, seat_card_w: float, room: float) -> Centre:
    card = open_card_width(seat_card_w)
    height = card * CARD_ASPECT
    open_pos = QPointF(block.center().x() - card / 2, block.top() + 10)
    deck_pos = QPointF(open_pos.x() - card * 1.45, open_pos.y())
    pot = QPointF(open_pos.x() + card * 1.3 + CHIP_RADIUS, open_pos.y() + height * 0.62)
    return Centre(card, open_pos, deck_pos, pot, QPointF(deck_pos.x() + card / 2, open_pos.y() + height + 28),
                  QPointF(block.center().x(), open_pos.y() + height + 66), max(block.width(), room - 20))


@dataclass(frozen=True)
class NoThanksGeometry:
    """The whole table for one scene size: every mat (see arrangement) and the centre."""

    seating: Seating
    centre: Centre

    def seat_rects(self, bottom_seat: int) -> list[QRectF]:
        return self.seating.seat_rects(bottom_seat)

    def card_width(self, seat: int, bottom_seat: int) -> float:
        """The largest card width in a seat's mat (the bottom mat's a little bigger)."""
        return self.seating.bottom_card_w if seat == bottom_seat else self.seating.card_w


def table_geometry(players: int, size: QSizeF, text_width: float, name_width: float,
                   centre_extra: float = 0.0) -> NoThanksGeometry:
    """The table for `players` in a scene of size; text_width and name_width are the widest info line
    and name row (see SeatPanel.info_width and name_row_width); centre_extra: room kept under the
    centre's status line (a revealed observation's lines)."""
    mat = MatSpec(header=SeatPanel.header_height_for(1), line=SeatPanel.INFO_SIZE * SeatPanel.LINE,
                  footer=SeatPanel.PAD * 0.8, pad=SeatPanel.PAD, beside=STACK_ROOM, text_width=text_width,
                  min_width=name_width)
    seating = arrange(players - 1, size, mat, lambda card_w: centre_size(card_w, centre_extra),
                      Limits(min_card=MIN_CARD_W))
    return NoThanksGeometry(seating, centre_layout(seating.centre, seating.card_w, seating.centre_room))


# Bands tint the cards by value; the number is the cue, so they carry no symbol.
BANDS = (ColourStyle("#2b7bb9", None), ColourStyle("#2f9a74", None), ColourStyle("#c9941a", None),
         ColourStyle("#dd6a2c", None), ColourStyle("#c8373d", None))


def nothanks_face(card: int) -> CardFace:
    """The face of a No Thanks! card: its number, tinted by value band (decoration only)."""
    return CardFace(rank_text=str(card), tint=BANDS[min(4, (card - 3) // 7)])


def chip_stack_pos(room: QRectF) -> QPointF:
    """Where a seat's chip stack stands: in the strip its mat keeps free right of the cards.

    The point is the bottom token's centre; the stack grows upwards, so it is a little low.
    """
    return QPointF(room.left() + 10 + CHIP_RADIUS, room.center().y() + CHIP_RADIUS * 0.44)


def hand_layout(cards: Sequence[int], area: QRectF, largest: float) -> tuple[float, dict[int, Placement]]:
    """A seat's card width and where each card goes: grouped by runs, overlapping inside a run.

    Cards are as big as the area's height allows, up to largest, and get smaller for a long hand so
    that every corner number stays readable.
    """
    largest = min(largest, area.height() / CARD_ASPECT)
    groups = runs(cards)
    sizes = [len(group) for group in groups]
    width = fit_group_width(sizes, area.width(), largest, min(MIN_CARD_W, largest))
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


def deck_pile(deck_size: int, deck_pos: QPointF) -> list[Placement]:
    """A pile of backs about as thick as the deck: none when it is empty, at most five."""
    visible = 0 if deck_size == 0 else min(5, 1 + deck_size // 5)
    return stack_layout(visible, deck_pos, QPointF(1.6, -2.2), z=10)


def scaled_landing(size: QSizeF, factor: float, target: QPointF) -> QPointF:
    """The position to move a card of size to so that, scaled by factor, its top-left lands on target.

    Scaling works about the card's centre, so the end position is shifted by what the scaling moves.
    """
    centre = QPointF(size.width() / 2, size.height() / 2)
    return target - centre * (1 - factor)
