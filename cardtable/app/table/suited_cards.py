"""A deck of coloured, numbered cards with one card outside the colours (a joker, say): how a game's cards
are named, labelled, drawn and ordered in a hand, given once as a `SuitedDeck` the game fills with its data.

Each colour is a PALETTE entry and is drawn with its symbol, so colour is never the only cue; a text names
a colour or a card with the same symbol after it ("green ▲", "green 7 ▲"). The special card has no colour:
its face shows its own style, a letter and a caption. Names are translated when asked: a colour's and a
card's in context "Cards", the caption in the context the game marks it in (with QT_TRANSLATE_NOOP, so that
pyside6-lupdate finds every text in the game's module; the kit only translates what it is given).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Hashable, Iterable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from .cards import PALETTE, CardFace, ColourStyle

# The text glyph of each palette symbol, for texts that name a colour without showing it.
SYMBOL_GLYPHS = {"circle": "●", "square": "■", "triangle": "▲", "diamond": "◆", "star": "★", "ring": "◎",
                 "cross": "✚", "hexagon": "⬢"}
CARD_NAME = QT_TRANSLATE_NOOP("Cards", "{colour} {value}")


@dataclass(frozen=True)
class SpecialCard:
    """The card outside the colours. `name` is marked in context "Cards"; `caption` is (context, text), the
    text marked in that context; `glyph` follows its name in a label ("" for none)."""

    code: int
    name: str
    letter: str
    caption: tuple[str, str]
    style: ColourStyle
    glyph: str = ""


@dataclass(frozen=True)
class SuitedDeck:
    """A game's cards: `colours` are PALETTE keys in the rules' order (a colour is its index there),
    `colour_names` their names marked in context "Cards"; `colour_of` and `value_of` read a coloured card's
    code, `special` is the one card that has no colour."""

    colours: tuple[str, ...]
    colour_names: tuple[str, ...]
    colour_of: Callable[[int], int]
    value_of: Callable[[int], int]
    special: SpecialCard

    def is_special(self, code: int) -> bool:
        return code == self.special.code

    def colour_name(self, colour: int) -> str:
        """A colour in the current language: "green"."""
        return QCoreApplication.translate("Cards", self.colour_names[colour])

    def card_name(self, code: int) -> str:
        """A card in the current language: "green 7", or the special card's name."""
        if self.is_special(code):
            return QCoreApplication.translate("Cards", self.special.name)
        return QCoreApplication.translate("Cards", CARD_NAME).format(colour=self.colour_name(self.colour_of(code)),
                                                                     value=self.value_of(code))

    def colour_style(self, colour: int) -> ColourStyle:
        """A colour's look: its palette colour and symbol (for a ColourTag, say)."""
        return PALETTE[self.colours[colour]]

    def card_style(self, code: int) -> ColourStyle:
        return self.special.style if self.is_special(code) else self.colour_style(self.colour_of(code))

    def colour_glyph(self, colour: int) -> str:
        return SYMBOL_GLYPHS.get(self.colour_style(colour).symbol or "", "")

    def colour_label(self, colour: int) -> str:
        """The colour's name with its symbol: "green ▲"."""
        return f"{self.colour_name(colour)} {self.colour_glyph(colour)}".strip()

    def card_label(self, code: int) -> str:
        """The card's name with its colour's symbol (or the special card's glyph): "green 7 ▲"."""
        glyph = self.special.glyph if self.is_special(code) else self.colour_glyph(self.colour_of(code))
        return f"{self.card_name(code)} {glyph}".strip()

    def face(self, code: int) -> CardFace:
        """What the card shows: its value in its colour, or the special card's letter, caption and style."""
        if self.is_special(code):
            caption = QCoreApplication.translate(*self.special.caption)
            return CardFace(rank_text=self.special.letter, caption=caption, tint=self.special.style)
        return CardFace(rank_text=str(self.value_of(code)), colour=self.colours[self.colour_of(code)])

    def sort_key(self, code: int, first_colour: int | None = None, by_value: bool = False) -> tuple:
        """A card's place in a hand: by colour, `first_colour` (a trump, say) before the others in the
        rules' order, then by value; or by value, then colour. The special cards come last."""
        if self.is_special(code):
            return (1, 0, 0)
        colour = self.colour_of(code)
        rank = -1 if colour == first_colour else colour
        return (0, self.value_of(code), rank) if by_value else (0, rank, self.value_of(code))

    def group_key(self, code: int, by_value: bool = False) -> Hashable:
        """The group of the hand a card sits in: its colour (or its value); the special cards together."""
        if self.is_special(code):
            return "special"
        return self.value_of(code) if by_value else self.colour_of(code)

    def ordered_hand(self, hand: Iterable[int], first_colour: int | None = None,
                     by_value: bool = False) -> list[tuple]:
        """The hand in display order (sort_key) as (card id, code): identical cards get ids
        ("hand", code, 0), ("hand", code, 1)..."""
        # Imported late: the hand row's module loads the scene and the card items, which a game's view (it
        # imports this deck when the start page lists the games) does not need before a table is built.
        from .hand import hand_ids

        return hand_ids(sorted(hand, key=lambda code: self.sort_key(code, first_colour, by_value)))
