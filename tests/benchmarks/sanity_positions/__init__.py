"""Sanity positions: moves a strong player rules out at a glance, one module per game (`<game id>.py`).

Each game's module holds `POSITIONS`, a tuple of `SanityPosition`: a position of the game (as its
`Game.from_position` reads it, with the game's options), possibly followed by moves that bring it to the
decision (so that what the seat saw happen is in its observation), the seat then to move, and the moves
a strong player would never make there, with the reason in plain words. tests/benchmarks/sanity.py asks
the computer players for their move in each, and counts how often they pick a ruled-out one;
tests/ai/test_sanity_positions.py checks that every position is well-formed for every game.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any, Mapping

from cardtable.games import GameState, get_game

MIN_POSITIONS = 8  # per game: the blunders and their like, several of each kind


def as_action(value: Any) -> Any:
    """An action written as JSON writes it (lists for tuples) in the game's own form (tuples)."""
    if isinstance(value, list):
        return tuple(as_action(item) for item in value)
    return value


@dataclass(frozen=True)
class SanityPosition:
    """One decision where some moves are blunders: `ruled_out` holds them, `why` says why in plain words."""

    name: str
    why: str
    position: Mapping[str, Any]
    ruled_out: tuple[Any, ...]
    options: Mapping[str, Any] = field(default_factory=dict)
    moves: tuple[tuple[int, Any], ...] = ()  # (seat, action) played after the position, in order

    def state(self, game_id: str) -> GameState:
        """The state at the decision: the position, then its moves."""
        state = get_game(game_id).from_position(self.position, self.options or None)
        for seat, action in self.moves:
            state.apply(as_action(action), seat)
        return state

    def ruled_out_actions(self) -> frozenset:
        return frozenset(as_action(action) for action in self.ruled_out)


def positions_of(game_id: str) -> tuple[SanityPosition, ...]:
    """The game's sanity positions (its module in this package); () for a game without one."""
    try:
        module = importlib.import_module(f"{__name__}.{game_id}")
    except ModuleNotFoundError as error:
        if error.name != f"{__name__}.{game_id}":
            raise
        return ()
    return tuple(module.POSITIONS)
