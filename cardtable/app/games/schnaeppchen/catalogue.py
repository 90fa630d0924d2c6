"""Schnäppchen Jagd's texts that live in the rules' data, marked for translation (see plugin.Catalogue),
and the cards' and colours' names in the current language (the deck's, faces.DECK)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from cardtable.app.plugin import Catalogue
from cardtable.app.table.tricks.log_lines import TRICK_LOG

from .faces import DECK
from .listing import LISTING

CATALOGUE = Catalogue(
    name=LISTING.name_text,
    summary=LISTING.summary_text,
    credit=LISTING.credit_text,
    options=(
        QT_TRANSLATE_NOOP("Options", "Sorting"),
        QT_TRANSLATE_NOOP("Options", "Standard (clear any value)"),
        QT_TRANSLATE_NOOP("Options", "Strict (only values held at least N + 1 times)"),
    ),
    log={
        **TRICK_LOG,
        # {note} and {result} are short phrases of texts.py (log_note, log_sorting)
        "bargain": QT_TRANSLATE_NOOP("Log", "{seat} collects {value}s: {card} starts the bargain pile"),
        "played": QT_TRANSLATE_NOOP("Log", "{seat} plays {card} {note}"),
        "trick": QT_TRANSLATE_NOOP("Log", "{seat} wins the trick: {bargains} to bargains, {junk} to junk"),
        "sorting": QT_TRANSLATE_NOOP("Log", "End of the round: each player sorts their junk pile"),
        "sorted": QT_TRANSLATE_NOOP("Log", "{seat} sorts: {result}"),
    },
    reasons={
        # why the rules refuse an action (the table refuses most of them before)
        "not_held": QT_TRANSLATE_NOOP("Reasons", "{seat} has no such card."),
        "super_bargain": QT_TRANSLATE_NOOP("Reasons", "A super offer cannot start a bargain pile."),
        "must_follow": QT_TRANSLATE_NOOP("Reasons", "You must follow the led colour."),
        "declare_trump": QT_TRANSLATE_NOOP("Reasons", "Declare whether this colour is trump."),
        "no_trump_declaration": QT_TRANSLATE_NOOP("Reasons", "This card cannot be declared trump or not trump now."),
        "declare_rank": QT_TRANSLATE_NOOP("Reasons", "Declare whether this card ranks above or below its twin."),
        "no_rank_declaration": QT_TRANSLATE_NOOP("Reasons", "This card cannot be declared above or below now."),
        "sorting": QT_TRANSLATE_NOOP("Reasons", "That sorting is not allowed now."),
    },
)

colour_name = DECK.colour_name  # a colour (its index in cards.COLOURS): "green"
card_name = DECK.card_name  # a card: "green 7", "super offer"

