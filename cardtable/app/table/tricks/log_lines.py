"""The log's lines that every trick-taking game words alike (context "Log"), as plugin.COMMON_LOG holds those
of every game: a trick game's catalogue starts its `log` with TRICK_LOG and adds its own kinds of event.

The log puts a "Round n" heading above a round's first line, the "round" event that says who deals
(TrickViewFrame.opens_round); a {card} field is the card's name with its colour's symbol
(TrickTableTexts.log_card).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

TRICK_LOG = {
    "round": QT_TRANSLATE_NOOP("Log", "{seat} deals {cards} cards each"),
}
