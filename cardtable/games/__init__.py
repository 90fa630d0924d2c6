"""Pure rules of the games, free of Qt. Importing this package registers every game.

The games register in the order of the import lines at the end, one per game; that is the order the app
lists them in.
"""

from .core import (Event, Game, GameError, GameState, IllegalAction, OptionError, OptionSpec, Ranking,
                   RecordError, Refusal)
from .know_how import AIKnowHow
from .registry import all_games, available_ids, get_game, register, unregister

__all__ = [
    "AIKnowHow", "Event", "Game", "GameError", "GameState", "IllegalAction", "OptionError", "OptionSpec",
    "Ranking", "RecordError", "Refusal", "all_games", "available_ids", "get_game", "register", "unregister",
]

# The games, one line each: each registers itself.
from . import nothanks  # noqa: E402,F401
from . import schnaeppchen  # noqa: E402,F401
from . import faehrte  # noqa: E402,F401
from . import negoce  # noqa: E402,F401
