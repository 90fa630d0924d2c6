"""Schnäppchen Jagd cards on the table: their faces, colour names with symbols, and hand orders.

A card is the engine's code (colour × 10 + value, or SUPER). Each colour is drawn with the palette
colour of the same name and its symbol, so colour is never the only cue; texts name a colour with the
same symbol ("green ▲").
"""

from __future__ import annotations

from typing import Iterable

from PySide6.QtCore import QCoreApplication

from cardtable.games.schnaeppchen.cards import COLOURS, SUPER

from cardtable.app.table.cards import PALETTE, CardFace, ColourStyle
from cardtable.app.table.hand import hand_ids

from . import catalogue

SYMBOL_GLYPHS = {"circle": "●", "square": "■", "triangle": "▲", "diamond": "◆", "star": "★", "ring": "◎",
                 "cross": "✚", "hexagon": "⬢"}
BY_COLOUR, BY_VALUE = "colour", "value"
# The super offer has no colour: its letter and caption name it.
SUPER_STYLE = ColourStyle("#c2185b", None)


def colour_key(colour: int) -> str:
    """The palette entry of a colour index."""
    return COLOURS[colour]


def colour_style(colour: int) -> ColourStyle:
    """A colour index's look: its palette colour and symbol (for a ColourTag, say)."""
    return PALETTE[colour_key(colour)]


def colour_glyph(colour: int) -> str:
    return SYMBOL_GLYPHS.get(PALETTE[colour_key(colour)].symbol or "", "")


def colour_label(colour: int) -> str:
    """The translated colour name with its symbol: "green ▲"."""
    return f"{catalogue.colour_name(colour)} {colour_glyph(colour)}".strip()


def card_label(code: int) -> str:
    """The translated card name with its colour's symbol: "green 7 ▲"."""
    if code == SUPER:
        return catalogue.card_name(code)
    return f"{catalogue.card_name(code)} {colour_glyph(code // 10)}".strip()


def face(code: int) -> CardFace:
    """The face of a card: its value and colour (with the colour's symbol), or the super offer."""
    if code == SUPER:
        caption = QCoreApplication.translate("SchnaeppchenTable", "SUPER OFFER")
        return CardFace(rank_text="S", caption=caption, tint=SUPER_STYLE)
    return CardFace(rank_text=str(code % 10), colour=colour_key(code // 10))


def sort_key(code: int, order: str):
    """Colour then value (super offers last), or value then colour (super offers last)."""
    if code == SUPER:
        return (99, 99)
    colour, value = divmod(code, 10)
    return (colour, value) if order == BY_COLOUR else (value, colour)


def group_key(code: int, order: str):
    """Which group of the hand a card sits in: its colour, or its value."""
    if code == SUPER:
        return "super"
    return code // 10 if order == BY_COLOUR else code % 10


def ordered_hand(hand: Iterable[int], order: str) -> list[tuple]:
    """The hand in display order as (card id, code); twins get ids ("hand", code, 0) and (.., 1)."""
    return hand_ids(sorted(hand, key=lambda c: sort_key(c, order)))
