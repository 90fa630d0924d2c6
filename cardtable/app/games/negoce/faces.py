"""Négoce 2's cards on the table: their faces, the goods' looks and the hand's order.

A card is the engine's code: 1..8 a good, 0 the contraband. Each good has a palette colour and its own
symbol, so colour is never the only cue, and its number 1–8 in the corners and its name on the card. The
contraband is dark, with a star-like cross and no number: it is no good.
"""

from __future__ import annotations

from collections import Counter
from typing import Iterable

from cardtable.app.table.cards import PALETTE, CardFace, ColourStyle

from .catalogue import good_name

GOOD_COLOURS = ("", "green", "blue", "purple", "orange", "brown", "red", "grey", "yellow")
CONTRABAND_STYLE = ColourStyle("#1f1f2b", "cross")
GLYPHS = {"circle": "●", "square": "■", "triangle": "▲", "diamond": "◆", "star": "★", "cross": "✚",
          "hexagon": "⬢", "ring": "◯"}


def good_style(code: int) -> ColourStyle:
    return CONTRABAND_STYLE if code == 0 else PALETTE[GOOD_COLOURS[code]]


def good_glyph(code: int) -> str:
    return GLYPHS.get(good_style(code).symbol or "", "")


def good_label(code: int) -> str:
    """A good's name with its number: "3 perfume"; the contraband by its name alone."""
    if code == 0:
        return good_name(0)
    return f"{code} {good_name(code)}"


def face(code: int) -> CardFace:
    """A good's face: its number, its name under it, its colour and symbol; the contraband its own."""
    if code == 0:
        caption = capitalised(good_name(0))
        return CardFace(rank_text="✚", caption=caption, tint=CONTRABAND_STYLE)
    return CardFace(rank_text=str(code), caption=capitalised(good_name(code)), tint=good_style(code))


def capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


def ordered_hand(hand: Iterable[int]) -> list[tuple]:
    """The hand in display order as (card id, code): goods by number, the contraband last; copies of a
    good get ids ("hand", code, 0), ("hand", code, 1)..."""
    seen: Counter = Counter()
    result = []
    for code in sorted(hand, key=lambda c: (c == 0, c)):
        result.append((("hand", code, seen[code]), code))
        seen[code] += 1
    return result
