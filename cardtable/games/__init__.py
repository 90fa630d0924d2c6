"""Pure rules of the games, free of Qt. Importing this package registers every game."""

from .core import Event, Game, GameError, GameState, IllegalAction, OptionError, OptionSpec, Ranking, RecordError
from .registry import all_games, available_ids, get_game, register
from . import nothanks, schnaeppchen  # noqa: F401  (each registers itself)

__all__ = [
    "Event", "Game", "GameError", "GameState", "IllegalAction", "OptionError", "OptionSpec", "Ranking",
    "RecordError", "all_games", "available_ids", "get_game", "register",
]
