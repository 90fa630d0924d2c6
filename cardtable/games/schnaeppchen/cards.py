"""Schnäppchen Jagd cards: 6 colours × values 1–9 × 2 identical copies, plus 2 super offers.

A card is a small int: colour × 10 + value (colour 0–5, value 1–9), or SUPER. Identical copies have the
same code, so hands and piles are multisets of codes.
"""

from __future__ import annotations

COLOURS = ("red", "yellow", "green", "blue", "purple", "grey")
VALUES = tuple(range(1, 10))
SUPER = 99
DECK = tuple(sorted([colour * 10 + value for colour in range(len(COLOURS)) for value in VALUES] * 2 + [SUPER] * 2))


def card(colour: str, value: int) -> int:
    return COLOURS.index(colour) * 10 + value


def colour_of(code: int) -> int | None:
    """The colour index, or None for a super offer."""
    return None if code == SUPER else code // 10


def value_of(code: int) -> int | None:
    return None if code == SUPER else code % 10


def is_super(code: int) -> bool:
    return code == SUPER


def name(code: int) -> str:
    """English name, e.g. 'green 7' or 'super offer'."""
    return "super offer" if code == SUPER else f"{COLOURS[code // 10]} {code % 10}"


def from_name(text: str) -> int:
    """The card `name` writes as `text` ('green 7', 'super offer'); ValueError for any other text."""
    words = text.strip().lower().split()
    if words in (["super", "offer"], ["super"]):
        return SUPER
    if len(words) == 2 and words[0] in COLOURS and words[1].isdigit() and int(words[1]) in VALUES:
        return card(words[0], int(words[1]))
    raise ValueError(f"No card is named {text!r}.")
