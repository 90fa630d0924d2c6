"""No Thanks!'s texts that live in the rules' data, marked for translation (see plugin.Catalogue)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from cardtable.app.plugin import Catalogue

from .listing import LISTING

CATALOGUE = Catalogue(
    name=LISTING.name_text,
    summary=LISTING.summary_text,
    credit=LISTING.credit_text,
    options=(
        QT_TRANSLATE_NOOP("Options", "Chip counts"),
        QT_TRANSLATE_NOOP("Options", "Hidden"),
        QT_TRANSLATE_NOOP("Options", "Shown"),
        QT_TRANSLATE_NOOP("Options", "Deck"),
        QT_TRANSLATE_NOOP("Options", "Standard"),
        QT_TRANSLATE_NOOP("Options", "Tactical (10 chips; 10, 20 and 30 removed)"),
    ),
    log={
        "started": QT_TRANSLATE_NOOP("Log", "{seat} starts and turns up {card}"),
        "paid": QT_TRANSLATE_NOOP("Log", "{seat} says no thanks to {card} and pays a chip"),
        "took": QT_TRANSLATE_NOOP("Log", "{seat} takes {card} ({chips})"),  # {chips}: "no chips", "3 chips"
        "revealed": QT_TRANSLATE_NOOP("Log", "{seat} turns up {card}"),
    },
    reasons={
        "no_chips": QT_TRANSLATE_NOOP("Reasons", "{seat} has no chips left and must take the card."),
    },
    actions=(
        QT_TRANSLATE_NOOP("Actions", "Take the card"),
        QT_TRANSLATE_NOOP("Actions", "No thanks (pay a chip)"),
    ),
)
