"""Auf falscher Fährte's texts that live in the rules' data, marked for translation (see plugin.Catalogue),
and the cards' and colours' names in the current language."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from cardtable.app.plugin import Catalogue, translate_data
from cardtable.games.faehrte.cards import colour_of, is_joker, value_of

# The colours in the rules' order (cards.COLOURS).
CARD_COLOURS = (
    QT_TRANSLATE_NOOP("Cards", "red"),
    QT_TRANSLATE_NOOP("Cards", "blue"),
    QT_TRANSLATE_NOOP("Cards", "yellow"),
    QT_TRANSLATE_NOOP("Cards", "green"),
)
CARD_NAME = QT_TRANSLATE_NOOP("Cards", "{colour} {value}")
JOKER = QT_TRANSLATE_NOOP("Cards", "joker")

CATALOGUE = Catalogue(
    name=QT_TRANSLATE_NOOP("Games", "Auf falscher Fährte"),
    summary=QT_TRANSLATE_NOOP("Games", "Hidden cards decide whether most or fewest tricks win the round, and you play "
                                       "before you know which."),
    credit=QT_TRANSLATE_NOOP("Games", "Auf falscher Fährte is a game by Jürgen Kraul."),
    options=(
        QT_TRANSLATE_NOOP("Options", "Jokers"),
        QT_TRANSLATE_NOOP("Options", "Without jokers"),
        QT_TRANSLATE_NOOP("Options", "With jokers"),
    ),
    log={
        # the log puts a "Round n" heading above a round's first line; {card} is the card's name with its
        # colour's symbol, {colour} a colour's name with its symbol, {kind} "Plus" or "Minus" (texts.py)
        "round": QT_TRANSLATE_NOOP("Log", "{seat} deals {cards} cards each"),
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


def colour_name(colour: int) -> str:
    """A colour (its index in cards.COLOURS) in the current language."""
    return translate_data("Cards", CARD_COLOURS[colour])


def card_name(code: int) -> str:
    """A card in the current language: "green 7", "joker"."""
    if is_joker(code):
        return translate_data("Cards", JOKER)
    return translate_data("Cards", CARD_NAME).format(colour=colour_name(colour_of(code)), value=value_of(code))

