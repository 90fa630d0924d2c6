"""Schnäppchen Jagd as the start page lists it: its name, summary, credit and player counts (see plugin.GameListing)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from cardtable.app.plugin import GameListing

LISTING = GameListing(
    game_id="schnaeppchen",
    name_text=QT_TRANSLATE_NOOP("Games", "Schnäppchen Jagd"),
    summary_text=QT_TRANSLATE_NOOP("Games", "Win tricks to collect cards of your bargain's value; the rest is junk, "
                                            "to sort out between rounds. +1 per bargain card, −1 per junk card."),
    credit_text=QT_TRANSLATE_NOOP("Games", "Schnäppchen Jagd is a game by Uwe Rosenberg."),
    min_players=3,
    max_players=4,
)
