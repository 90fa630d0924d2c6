"""Négoce 2 as the start page lists it: its name, summary, credit and player counts (see plugin.GameListing)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from cardtable.app.plugin import GameListing

LISTING = GameListing(
    game_id="negoce",
    name_text=QT_TRANSLATE_NOOP("Games", "Négoce 2"),
    summary_text=QT_TRANSLATE_NOOP("Games", "Trade goods by offers and bluff: gather all eight goods or 31 coins."),
    credit_text=QT_TRANSLATE_NOOP("Games", "Négoce 2 is a game by François Tréca."),
    min_players=4,
    max_players=4,
)
