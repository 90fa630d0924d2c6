"""Games by id, in the order they registered.

Every game module registers itself with `@register` when `cardtable.games` imports it; that package
imports the games one line each, and that order is the order of `available_ids()` and `all_games()`
(the start page and the new-game dialog list the games so). No list of ids is kept anywhere else.
"""

from __future__ import annotations

import re

from .core import Game, GameState, OptionError

_ID = re.compile(r"[a-z][a-z0-9_]*\Z")

_GAMES: dict[str, type[Game]] = {}


def register(game: type[Game]) -> type[Game]:
    """Register `game` under `game.id` (a lowercase identifier); usable as a class decorator.

    Registering the same class again changes nothing; another class under a taken id raises ValueError.
    """
    if not (isinstance(game, type) and issubclass(game, Game)):
        raise ValueError(f"Only Game subclasses can be registered, not {game!r}.")
    game_id = game.id
    if not isinstance(game_id, str) or not _ID.match(game_id):
        raise ValueError(f"A game id is a lowercase identifier (letters, digits, _), not {game_id!r}.")
    if not (isinstance(game.State, type) and issubclass(game.State, GameState)):
        raise ValueError(f"{game.__name__}.State must be a GameState subclass.")
    taken = _GAMES.get(game_id)
    if taken is game:
        return game
    if taken is not None:
        raise ValueError(f"The game id {game_id!r} is taken by {taken.__module__}.{taken.__name__}.")
    game.State.game = game
    _GAMES[game_id] = game
    return game


def unregister(game_id: str) -> type[Game]:
    """Remove a registered game and return it (for tests that register a game of their own)."""
    try:
        return _GAMES.pop(game_id)
    except KeyError:
        raise OptionError(f"No game {game_id!r} is registered.") from None


def get_game(game_id: str) -> type[Game]:
    try:
        return _GAMES[game_id]
    except (KeyError, TypeError):
        raise OptionError(f"No game {game_id!r}; available: {', '.join(available_ids())}.") from None


def available_ids() -> tuple[str, ...]:
    """Registered game ids, in registration order."""
    return tuple(_GAMES)


def all_games() -> tuple[type[Game], ...]:
    """Registered games, in registration order."""
    return tuple(_GAMES.values())
