"""Games by id, in the order the app lists them.

The games cardtable ships are known by their ids alone until one is wanted: `cardtable.games` names each
once, with the package of its rules (`register_package`), and that package is imported, registering its game
with `@register`, when `get_game` (or `all_games`) first asks for it. So what needs only the ids (the start
page lists the games by id) loads no rules. A game from elsewhere (a test's) registers its class itself and
comes after them. `available_ids()` and `all_games()` follow that order (the start page and the new-game
dialog list the games so); no list of ids is kept anywhere else. Threads may ask for a game at once: each gets
it once its package is imported to the end, as Python's imports are (one thread imports, the others wait).
"""

from __future__ import annotations

import re
from importlib import import_module

from .core import Game, GameState, OptionError

_ID = re.compile(r"[a-z][a-z0-9_]*\Z")

# id -> its game, or the package of its rules until get_game has imported it
_GAMES: dict[str, type[Game] | str] = {}
# The games their packages registered while being imported: get_game hands one out once that import is done (it
# may be another thread's, under way), never a class whose module has not run to its end.
_IMPORTED: dict[str, type[Game]] = {}


def _check_id(game_id) -> None:
    if not isinstance(game_id, str) or not _ID.match(game_id):
        raise ValueError(f"A game id is a lowercase identifier (letters, digits, _), not {game_id!r}.")


def _holder(taken: type[Game] | str) -> str:
    return taken if isinstance(taken, str) else f"{taken.__module__}.{taken.__name__}"


def _is_in(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def register_package(game_id: str, package: str) -> None:
    """Make `game_id` known as the game the rules package `package` registers when imported (get_game imports
    it when the game is first wanted). An id already known raises ValueError."""
    _check_id(game_id)
    if game_id in _GAMES:
        raise ValueError(f"The game id {game_id!r} is taken by {_holder(_GAMES[game_id])}.")
    _GAMES[game_id] = package


def register(game: type[Game]) -> type[Game]:
    """Register `game` under `game.id` (a lowercase identifier); usable as a class decorator.

    Registering the same class again changes nothing; another class under a taken id raises ValueError (an id
    known with its package is taken by that package's classes).
    """
    if not (isinstance(game, type) and issubclass(game, Game)):
        raise ValueError(f"Only Game subclasses can be registered, not {game!r}.")
    game_id = game.id
    _check_id(game_id)
    if not (isinstance(game.State, type) and issubclass(game.State, GameState)):
        raise ValueError(f"{game.__name__}.State must be a GameState subclass.")
    held = _GAMES.get(game_id)
    package = held if isinstance(held, str) else None
    taken = _IMPORTED.get(game_id, package) if package else held
    if taken is game:
        return game
    if taken is not None and not (taken == package and _is_in(game.__module__, package)):
        raise ValueError(f"The game id {game_id!r} is taken by {_holder(taken)}.")
    game.State.game = game
    if package:
        _IMPORTED[game_id] = game  # get_game puts it in the place of its package: the order stays
    else:
        _GAMES[game_id] = game
    return game


def unregister(game_id: str) -> type[Game]:
    """Remove a registered game and return it (for tests that register a game of their own)."""
    game = get_game(game_id)
    del _GAMES[game_id]
    _IMPORTED.pop(game_id, None)
    return game


def get_game(game_id: str) -> type[Game]:
    """The game registered as `game_id`, its rules package imported if it was not yet."""
    try:
        game = _GAMES[game_id]
    except (KeyError, TypeError):
        raise OptionError(f"No game {game_id!r}; available: {', '.join(available_ids())}.") from None
    if isinstance(game, str):
        import_module(game)  # done, or waited for if another thread is importing it
        if game_id not in _IMPORTED:
            raise ImportError(f"The package {game} registers no game {game_id!r}.", name=game)
        game = _GAMES[game_id] = _IMPORTED[game_id]
    return game


def available_ids() -> tuple[str, ...]:
    """The games' ids, in order, without importing any game's rules."""
    return tuple(_GAMES)


def all_games() -> tuple[type[Game], ...]:
    """Every game, in the order of available_ids() (each rules package imported as get_game does)."""
    return tuple(get_game(game_id) for game_id in available_ids())
