"""Exact endgames: positions from real games whose rest is chance-free, fully known and small enough to solve
exactly (solver.py), stored with their optimal moves (positions/<game id>.json, written by collect.py), and
measured by tests/benchmarks/endgames.py (how often `hard`, given the full information, plays an optimal move).

Each game with positions has a module here named by its id, holding what only that game knows: `OPTIONS` (the
rule variants and player counts its games are played with), `key(state)` (what decides the rest of the game,
for the solver's transposition table) and `solvable(state)` (the rest is chance-free until the game's end and
small enough), with a docstring saying why those positions qualify; optionally `settle(state)` (the end of
the game reached without search where each seat's best play is known, see `Solver`) and `search_world(state)`
(the true state as the lean world the game's search plays in, for the runner).
"""

from __future__ import annotations

import importlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping

from cardtable.games import GameState, get_game

from .solver import Solver

POSITIONS_DIR = Path(__file__).resolve().parent / "positions"
MIN_POSITIONS = 500  # per game (issue 32, item 3)
DEFAULT_MAX_STATES = 20_000  # a second or two of solving


def as_action(value: Any) -> Any:
    """An action written as JSON writes it (lists for tuples) in the game's own form (tuples)."""
    if isinstance(value, list):
        return tuple(as_action(item) for item in value)
    return value


def game_module(game_id: str):
    """The game's module here (its options, transposition key and choice of positions)."""
    return importlib.import_module(f"{__name__}.{game_id}")


def solver_for(game_id: str, max_states: int = DEFAULT_MAX_STATES) -> Solver:
    """The exact solver of the game's endgames, with its module's transposition key and settling."""
    module = game_module(game_id)
    return Solver(game_id, key=module.key, max_states=max_states, settle=getattr(module, "settle", None))


@dataclass(frozen=True)
class Endgame:
    """One stored position: the seat to act's legal moves with their solved values, and the optimal ones."""

    name: str
    options: Mapping[str, Any]
    position: Mapping[str, Any]
    values: tuple[tuple[Any, float], ...]  # (action, the seat to act's value), in legal order
    optimal: tuple[Any, ...]

    def state(self, game_id: str) -> GameState:
        return get_game(game_id).from_position(self.position, self.options)

    def value_of(self, action: Any) -> float:
        return dict(self.values)[action]

    @property
    def best(self) -> float:
        return max(value for _, value in self.values)

    def to_json(self, game_id: str) -> dict:
        game = get_game(game_id)
        return {"name": self.name, "options": dict(self.options), "position": self.position,
                "values": [[game.action_to_json(action), value] for action, value in self.values],
                "optimal": [game.action_to_json(action) for action in self.optimal]}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "Endgame":
        return cls(data["name"], data["options"], data["position"],
                   tuple((as_action(action), value) for action, value in data["values"]),
                   tuple(as_action(action) for action in data["optimal"]))


def positions_path(game_id: str) -> Path:
    return POSITIONS_DIR / f"{game_id}.json"


def games_with_positions() -> list[str]:
    return sorted(path.stem for path in POSITIONS_DIR.glob("*.json"))


def load(game_id: str) -> tuple[dict, tuple[Endgame, ...]]:
    """The file's header (how it was made, what was dropped) and its positions."""
    data = json.loads(positions_path(game_id).read_text(encoding="utf-8"))
    return data["about"], tuple(Endgame.from_json(item) for item in data["positions"])
