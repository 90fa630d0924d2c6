"""Schnäppchen Jagd's cards on the table: the kit's SuitedDeck filled with the game's colours and super offer,
its methods under the names the table, texts and dialogs import. A card is the engine's code (colour × 10 +
value, or SUPER); the super offer has no colour: its letter and caption name it. A hand is ordered by colour or
by value, as the player chooses (BY_COLOUR, BY_VALUE).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from cardtable.games.schnaeppchen.cards import COLOURS, SUPER, colour_of, value_of

from cardtable.app.table.cards import ColourStyle
from cardtable.app.table.suited_cards import SYMBOL_GLYPHS, SpecialCard, SuitedDeck  # SYMBOL_GLYPHS for accessible.py

BY_COLOUR, BY_VALUE = "colour", "value"
SUPER_STYLE = ColourStyle("#c2185b", None)
DECK = SuitedDeck(
    colours=COLOURS,
    colour_names=(
        QT_TRANSLATE_NOOP("Cards", "red"),
        QT_TRANSLATE_NOOP("Cards", "yellow"),
        QT_TRANSLATE_NOOP("Cards", "green"),
        QT_TRANSLATE_NOOP("Cards", "blue"),
        QT_TRANSLATE_NOOP("Cards", "purple"),
        QT_TRANSLATE_NOOP("Cards", "grey"),
    ),
    colour_of=colour_of,
    value_of=value_of,
    special=SpecialCard(SUPER, QT_TRANSLATE_NOOP("Cards", "super offer"), letter="S", style=SUPER_STYLE,
                        caption=("SchnaeppchenTable", QT_TRANSLATE_NOOP("SchnaeppchenTable", "SUPER OFFER"))),
)

colour_style = DECK.colour_style
colour_label = DECK.colour_label
card_label = DECK.card_label
face = DECK.face


def sort_key(code: int, order: str) -> tuple:
    return DECK.sort_key(code, by_value=order == BY_VALUE)


def group_key(code: int, order: str):
    return DECK.group_key(code, by_value=order == BY_VALUE)


def ordered_hand(hand, order: str) -> list[tuple]:
    return DECK.ordered_hand(hand, by_value=order == BY_VALUE)
