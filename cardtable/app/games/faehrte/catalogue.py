"""Auf falscher Fährte's texts that live in the rules' data, marked for translation (see plugin.Catalogue),
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
        QT_TRANSLATE_NOOP("Options", "Jokers"),
        QT_TRANSLATE_NOOP("Options", "Without jokers"),
        QT_TRANSLATE_NOOP("Options", "With jokers"),
    ),
    log={
        **TRICK_LOG,
        # {colour} is a colour's name with its symbol, {kind} "Plus" or "Minus" (texts.py)
        "leftover": QT_TRANSLATE_NOOP("Log", "Left over, out of play this round: {card}"),
        "hidden": QT_TRANSLATE_NOOP("Log", "{seat} lays a card face down"),
        "play_starts": QT_TRANSLATE_NOOP("Log", "The hidden cards are shuffled; {seat} leads"),
        "played": QT_TRANSLATE_NOOP("Log", "{seat} plays {card}"),
        "trick": QT_TRANSLATE_NOOP("Log", "{seat} wins trick {number}"),
        "trick_void": QT_TRANSLATE_NOOP("Log", "Trick {number} holds only jokers: nobody wins it, {seat} leads again"),
        "revealed": QT_TRANSLATE_NOOP("Log", "Hidden card turned up: {card} (total {total}, {left} still hidden)"),
        "round_type": QT_TRANSLATE_NOOP("Log", "Now certain: a {kind} round"),
        "trump_kept": QT_TRANSLATE_NOOP("Log", "{seat} keeps {colour} as trump"),
        "trump_changed": QT_TRANSLATE_NOOP("Log", "{seat} makes {colour} trump"),
        "round_scored": QT_TRANSLATE_NOOP("Log", "End of the {kind} round: {points}"),
    },
    reasons={
        # why the rules refuse an action (the table refuses most of them before); {colour} a colour's name
        # with its symbol, {card} a card's name with its colour's symbol (view.reason_values)
        "must_follow": QT_TRANSLATE_NOOP("Reasons", "You must follow {colour}."),
        "joker_hidden": QT_TRANSLATE_NOOP("Reasons", "A joker cannot be the hidden card."),
        "one_joker": QT_TRANSLATE_NOOP("Reasons", "Only one joker may be played to a trick, except in the last trick "
                                                  "or by a player holding nothing but jokers."),
        "not_held": QT_TRANSLATE_NOOP("Reasons", "{seat} holds no {card}."),
        "no_such_card": QT_TRANSLATE_NOOP("Reasons", "{seat} holds no such card."),
        "no_colour": QT_TRANSLATE_NOOP("Reasons", "There is no colour {value}."),
    },
)

colour_name = DECK.colour_name  # a colour (its index in cards.COLOURS): "green"
card_name = DECK.card_name  # a card: "green 7", "joker"
