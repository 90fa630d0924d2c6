"""Auf falscher Fährte's cards on the table: their faces, colour names with symbols, and the hand's order.

A card is the engine's code (colour × 13 + value, or JOKER). Each colour is drawn with the kit's palette
colour of the same name and its symbol (red ●, blue ■, yellow ◆, green ▲), so colour is never the only
cue; texts name a colour with the same symbol. The joker has no colour: a star, its letter and a caption.
"""

from __future__ import annotations

from typing import Iterable

from PySide6.QtCore import QCoreApplication

from cardtable.games.faehrte.cards import COLOURS, colour_of, is_joker, value_of

from cardtable.app.table.cards import PALETTE, CardFace, ColourStyle
from cardtable.app.table.hand import hand_ids

from . import catalogue

SYMBOL_GLYPHS = {"circle": "●", "square": "■", "triangle": "▲", "diamond": "◆"}
JOKER_STYLE = ColourStyle("#7b3fb0", "star")  # a hue and a shape no colour of the game has


def colour_style(colour: int) -> ColourStyle:
    """A colour index's look: its palette colour and symbol (for a ColourTag, say)."""
    return PALETTE[COLOURS[colour]]


def card_style(code: int) -> ColourStyle:
    return JOKER_STYLE if is_joker(code) else colour_style(colour_of(code))


def colour_glyph(colour: int) -> str:
    return SYMBOL_GLYPHS.get(colour_style(colour).symbol or "", "")


def colour_label(colour: int) -> str:
    """The translated colour name with its symbol: "green ▲"."""
    return f"{catalogue.colour_name(colour)} {colour_glyph(colour)}".strip()


def card_label(code: int) -> str:
    """The translated card name with its colour's symbol: "green 7 ▲", "joker ★"."""
    if is_joker(code):
        return f"{catalogue.card_name(code)} ★"
    return f"{catalogue.card_name(code)} {colour_glyph(colour_of(code))}".strip()


def face(code: int) -> CardFace:
    """The face of a card: its value and colour (with the colour's symbol), or the joker."""
    if is_joker(code):
        caption = QCoreApplication.translate("FaehrteTable", "JOKER")
        return CardFace(rank_text="J", caption=caption, tint=JOKER_STYLE)
    return CardFace(rank_text=str(value_of(code)), colour=COLOURS[colour_of(code)])


def sort_key(code: int, trump: int):
    """Trump first, then the other colours in the rules' order, each by value; jokers last."""
    if is_joker(code):
        return (9, 0)
    colour = colour_of(code)
    return (0 if colour == trump else 1 + colour, value_of(code))


def group_key(code: int):
    """Which group of the hand a card sits in: its colour (jokers together)."""
    return "joker" if is_joker(code) else colour_of(code)


def ordered_hand(hand: Iterable[int], trump: int) -> list[tuple]:
    """The hand in display order as (card id, code); jokers (which share a code) get ids
    ("hand", JOKER, 0), ("hand", JOKER, 1)..."""
    return hand_ids(sorted(hand, key=lambda c: sort_key(c, trump)))
