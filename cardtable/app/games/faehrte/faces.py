"""Auf falscher Fährte's cards on the table: the kit's SuitedDeck filled with the game's colours and joker,
its methods under the names the table, texts and dialogs import. A card is the engine's code (colour × 13 +
value, or JOKER): red ●, blue ■, yellow ◆, green ▲; the joker has no colour: a star, its letter and a caption.
A hand shows the trump first (sort_key and ordered_hand take it), then the other colours.
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP

from cardtable.games.faehrte.cards import COLOURS, JOKER, colour_of, value_of

from cardtable.app.table.cards import ColourStyle
from cardtable.app.table.suited_cards import SYMBOL_GLYPHS, SpecialCard, SuitedDeck  # SYMBOL_GLYPHS for accessible.py

JOKER_STYLE = ColourStyle("#7b3fb0", "star")  # a hue and a shape no colour of the game has
DECK = SuitedDeck(
    colours=COLOURS,
    colour_names=(
        QT_TRANSLATE_NOOP("Cards", "red"),
        QT_TRANSLATE_NOOP("Cards", "blue"),
        QT_TRANSLATE_NOOP("Cards", "yellow"),
        QT_TRANSLATE_NOOP("Cards", "green"),
    ),
    colour_of=colour_of,
    value_of=value_of,
    special=SpecialCard(JOKER, QT_TRANSLATE_NOOP("Cards", "joker"), letter="J", style=JOKER_STYLE, glyph="★",
                        caption=("FaehrteTable", QT_TRANSLATE_NOOP("FaehrteTable", "JOKER"))),
)

colour_style = DECK.colour_style
card_style = DECK.card_style
colour_label = DECK.colour_label
card_label = DECK.card_label
face = DECK.face
sort_key = DECK.sort_key
group_key = DECK.group_key
ordered_hand = DECK.ordered_hand
