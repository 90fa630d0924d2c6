"""Pure rules of the games, free of Qt.

The games cardtable ships are named once, below, in the order the app lists them: importing this package makes
their ids known (available_ids), and each game's rules package, cardtable.games.<id>, is imported (and
registers the game) when the game is first wanted (get_game, all_games), so that the start page loads no rules.
"""

from .core import (Event, Game, GameError, GameState, IllegalAction, OptionError, OptionSpec, Ranking,
                   RecordError, Refusal)
from .know_how import AIKnowHow
from .registry import all_games, available_ids, get_game, register, register_package, unregister

__all__ = [
    "AIKnowHow", "Event", "Game", "GameError", "GameState", "IllegalAction", "OptionError", "OptionSpec",
    "Ranking", "RecordError", "Refusal", "all_games", "available_ids", "get_game", "register", "register_package",
    "unregister",
]

# The games, each the package of its rules here under its id.
for _game_id in ("nothanks", "schnaeppchen", "faehrte", "negoce"):
    register_package(_game_id, f"{__name__}.{_game_id}")
del _game_id
