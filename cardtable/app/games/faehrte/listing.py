"""Auf falscher Fährte as the start page lists it: its name, summary, credit and player counts (see plugin.GameListing)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from cardtable.app.plugin import GameListing

LISTING = GameListing(
    game_id="faehrte",
    name_text=QT_TRANSLATE_NOOP("Games", "Auf falscher Fährte"),
    summary_text=QT_TRANSLATE_NOOP("Games", "Hidden cards decide whether most or fewest tricks win the round, "
                                            "and you play before you know which."),
    credit_text=QT_TRANSLATE_NOOP("Games", "Auf falscher Fährte is a game by Jürgen Kraul."),
    min_players=3,
    max_players=4,
)
