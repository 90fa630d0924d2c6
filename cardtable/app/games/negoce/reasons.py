"""The rules' reasons for refusing an action, in the current language.

The rules write a reason with its values in it ("A bid of 17 is more than your 15 coins."); each pattern
here reads those values back and fills the translated template (context "Reasons"). The table offers only
legal actions, so a person meets these only through the shell; a reason written for a programmer (a
malformed action tuple) keeps the rules' own words.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP

from cardtable.app.plugin import translate_data
from cardtable.games.negoce.cards import GOOD_NAMES

from .faces import good_label

# (the rules' sentence as a pattern, its template); {good} fields are goods' English names in the rules
PATTERNS = (
    (r"A bid of (?P<bid>\d+) is more than your (?P<purse>\d+) coins\.",
     QT_TRANSLATE_NOOP("Reasons", "A bid of {bid} is more than your {purse} coins.")),
    (r"You hold no (?P<good>\w+) to put on the market\.",
     QT_TRANSLATE_NOOP("Reasons", "You hold no {good} to put on the market.")),
    (r"You can put 0 to (?P<most>\d+) coins on the market card, not (?P<coins>.+)\.",
     QT_TRANSLATE_NOOP("Reasons", "You can put 0 to {most} coins on the market card, not {coins}.")),
    (r"An offer without a card holds at least 1 coin \(and face up True\)\.",
     QT_TRANSLATE_NOOP("Reasons", "An offer without a card holds at least 1 coin.")),
    (r"You hold no (?P<good>\w+) to offer\.", QT_TRANSLATE_NOOP("Reasons", "You hold no {good} to offer.")),
    (r"You can offer 0 to (?P<most>\d+) coins, not (?P<coins>.+)\.",
     QT_TRANSLATE_NOOP("Reasons", "You can offer 0 to {most} coins, not {coins}.")),
    (r"That is your standing offer already: keep it instead\.",
     QT_TRANSLATE_NOOP("Reasons", "That is your standing offer already: keep it instead.")),
    (r"You have no offer to withdraw\.", QT_TRANSLATE_NOOP("Reasons", "You have no offer to withdraw.")),
    (r"After bidding turn (?P<turn>\d+) you can no longer wait: accept an offer or force the sale\.",
     QT_TRANSLATE_NOOP("Reasons", "After bidding turn {turn} you can no longer wait: accept an offer or force the sale.")),
    (r"The market card can hold 0 to (?P<most>\d+) coins, not (?P<coins>.+)\.",
     QT_TRANSLATE_NOOP("Reasons", "The market card can hold 0 to {most} coins, not {coins}.")),
    (r"You hold no (?P<good>\w+) to lay as the second card\.",
     QT_TRANSLATE_NOOP("Reasons", "You hold no {good} to lay as the second card.")),
    (r"The named good must be a good 1\.\.8, never the contraband\.",
     QT_TRANSLATE_NOOP("Reasons", "The named good must be one of the eight goods, never the contraband.")),
    (r"You cannot name (?P<good>\w+): you still hold some\.",
     QT_TRANSLATE_NOOP("Reasons", "You cannot name {good}: you still hold some.")),
    (r"The game is over\.", QT_TRANSLATE_NOOP("Reasons", "The game is over.")),
)


def describe(reason: str) -> str | None:
    """The reason in the current language, or None when it is not one of the patterns."""
    for pattern, template in PATTERNS:
        match = re.fullmatch(pattern, reason)
        if match is None:
            continue
        values = match.groupdict()
        if "good" in values:
            if values["good"] not in GOOD_NAMES:
                continue
            values["good"] = good_label(GOOD_NAMES.index(values["good"]))
        return translate_data("Reasons", template).format(**values)
    return None
