"""Games by id. Every game module registers itself when `cardtable.games` is imported."""

from __future__ import annotations

from .core import Game, OptionError

KNOWN_IDS = ("nothanks", "schnaeppchen", "faehrte", "negoce")

_GAMES: dict[str, type[Game]] = {}


def register(game: type[Game]) -> type[Game]:
    if game.id not in KNOWN_IDS:
        raise ValueError(f"Unknown game id {game.id!r}; expected one of {', '.join(KNOWN_IDS)}.")
    game.State.game = game
    _GAMES[game.id] = game
    return game


def get_game(game_id: str) -> type[Game]:
    try:
        return _GAMES[game_id]
    except KeyError:
        raise OptionError(f"No game {game_id!r}; available: {', '.join(available_ids())}.") from None


def available_ids() -> tuple[str, ...]:
    """Registered games, in the order of KNOWN_IDS."""
    return tuple(game_id for game_id in KNOWN_IDS if game_id in _GAMES)


def all_games() -> tuple[type[Game], ...]:
    return tuple(_GAMES[game_id] for game_id in available_ids())
