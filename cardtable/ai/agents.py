"""Computer players by level. An agent sees an observation and the legal actions, nothing else."""

from __future__ import annotations

import importlib
import random
import threading
import time
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, Sequence

from .ismcts import search

LEVELS = ("random", "easy", "normal", "hard")
# A move must come within a second: the search's budget leaves room for what follows its last check of
# the clock (the iteration under way, the heuristic's own choice) and for a busy machine's stalls.
DEFAULT_SECONDS = 0.8


def game_know_how(game_id: str) -> ModuleType:
    """The game's own AI module (`cardtable.games.<id>.agents`): POLICIES, Determinizer, playout_policy."""
    return importlib.import_module(f"cardtable.games.{game_id}.agents")


@dataclass
class Agent:
    """A computer player of one level. `choose` is a function of (observation, legal actions, own rng)."""

    game_id: str
    level: str
    seed: int = 0
    seconds: float | None = DEFAULT_SECONDS
    iterations: int | None = None
    rng: random.Random = field(init=False, repr=False)
    last_iterations: int = field(default=0, init=False)

    def __post_init__(self):
        if self.level not in LEVELS:
            raise ValueError(f"Unknown level {self.level!r}; choose one of {', '.join(LEVELS)}.")
        self.rng = random.Random(self.seed)
        self._know_how = game_know_how(self.game_id)

    @property
    def name(self) -> str:
        return self.level

    def choose(self, observation: Any, legal: Sequence, cancel: threading.Event | None = None) -> Any:
        legal = tuple(legal)
        if not legal:
            raise ValueError("An agent was asked to choose with no legal action.")
        if len(legal) == 1:
            return legal[0]
        if self.level != "hard":
            return self._know_how.POLICIES[self.level](observation, legal, self.rng)
        started = time.perf_counter()
        horizon_type = getattr(self._know_how, "Horizon", None)
        determinizer = self._know_how.Determinizer(observation)
        seconds = None
        if self.iterations is None and self.seconds is not None:  # the budget counts the preparation too
            seconds = max(0.0, self.seconds - (time.perf_counter() - started))
        result = search(determinizer, self._know_how.playout_policy, legal,
                        self.rng, iterations=self.iterations, seconds=seconds, cancel=cancel,
                        horizon=horizon_type(observation) if horizon_type else None,
                        tree_depth=getattr(self._know_how, "TREE_DEPTH", None))
        self.last_iterations = result.iterations
        return self._override_default(observation, legal, result)

    def _override_default(self, observation, legal, result):
        """Where the game names a margin, the search must beat its default (the game's `SEARCH_DEFAULT`
        heuristic, or else the normal level's) clearly to overrule it:
        with few samples of many hidden cards, small differences between moves are mostly noise."""
        margin = getattr(self._know_how, "OVERRIDE_MARGIN", None)
        if margin is None:
            return result.action
        default_policy = getattr(self._know_how, "SEARCH_DEFAULT", self._know_how.POLICIES["normal"])
        default = default_policy(observation, legal, self.rng)
        if result.values.get(result.action, 0.0) - result.values.get(default, 0.0) > margin:
            return result.action
        return default


def make_agent(game_id: str, level: str, seed: int = 0, seconds: float | None = DEFAULT_SECONDS,
               iterations: int | None = None) -> Agent:
    return Agent(game_id, level, seed=seed, seconds=seconds, iterations=iterations)
