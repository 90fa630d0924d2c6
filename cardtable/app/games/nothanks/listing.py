"""No Thanks! as the start page lists it: its name, summary, credit and player counts (see plugin.GameListing)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from cardtable.app.plugin import GameListing

LISTING = GameListing(
    game_id="nothanks",
    name_text=QT_TRANSLATE_NOOP("Games", "No Thanks!"),
    summary_text=QT_TRANSLATE_NOOP("Games", "Take the card or pay a chip to refuse it. Runs count only their "
                                            "lowest card; the lowest score wins."),
    credit_text=QT_TRANSLATE_NOOP("Games", "No Thanks! is a game by Thorsten Gimmler."),
    min_players=3,
    max_players=7,
)
