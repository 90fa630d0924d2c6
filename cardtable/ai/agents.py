"""Computer players by level. An agent sees an observation and the legal actions, nothing else.

What it knows of a game comes from the game's `AIKnowHow` (`get_game(game_id).know_how()`): the heuristic
levels are its policies, and "hard" searches with its determinizer, playout policy and search settings.
"""

from __future__ import annotations

import random
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Sequence

from ..games import AIKnowHow, get_game
from ..games.know_how import POLICY_LEVELS
from .ismcts import Scoring, SearchResult, Tree, search

LEVELS = (*POLICY_LEVELS, "hard")  # the game's policies, then the search
# A move must come within a second: the search's budget leaves room for what follows its last check of
# the clock (the iteration under way, the heuristic's own choice) and for a busy machine's stalls.
DEFAULT_SECONDS = 0.8


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
    know_how: AIKnowHow = field(init=False, repr=False)
    keep_tree: bool = True  # where the game tells the public steps between two decisions
    _tree: Tree | None = field(default=None, init=False, repr=False)
    _tree_observation: Any = field(default=None, init=False, repr=False)

    def __post_init__(self):
        if self.level not in LEVELS:
            raise ValueError(f"Unknown level {self.level!r}; choose one of {', '.join(LEVELS)}.")
        self.rng = random.Random(self.seed)
        self.know_how = get_game(self.game_id).know_how()

    @property
    def name(self) -> str:
        return self.level

    def choose(self, observation: Any, legal: Sequence, cancel: threading.Event | None = None) -> Any:
        if self.level != "hard":
            legal = choices(legal)
            return legal[0] if len(legal) == 1 else self.know_how.policies[self.level](observation, legal, self.rng)
        return searched_choice(self, observation, legal, cancel)

    def analyse(self, observation: Any, legal: Sequence, cancel: threading.Event | None = None,
                forced_too: bool = False, snapshot=None) -> SearchResult:
        """The hard level's search of this position, within the agent's budget (the clock counts the
        preparation too). Searches run apart on the same position merge with `ismcts.merge_results`.
        `forced_too`: search a single legal action too, for its figures; `snapshot`: see `ismcts.search`."""
        legal = tuple(legal)
        know_how = self.know_how
        started = time.perf_counter()
        determinizer = know_how.determinizer(observation)
        tree = self._tree_for(observation)
        late = know_how.late is not None and know_how.late(observation)
        seconds = None
        if self.iterations is None and self.seconds is not None:
            seconds = max(0.0, self.seconds - (time.perf_counter() - started))
        result = search(determinizer, know_how.playout_policy, legal,
                        self.rng, iterations=self.iterations, seconds=seconds, cancel=cancel,
                        horizon=know_how.horizon(observation) if know_how.horizon is not None else None,
                        tree_depth=None if late else know_how.tree_depth, exploration=know_how.exploration, tree=tree,
                        scoring=Scoring(know_how.lower_score_wins, know_how.score_scale, know_how.score_weight,
                                        know_how.rivals_own_score, know_how.score_measure),
                        revealed=know_how.revealed, play_out=know_how.play_out, forced_too=forced_too,
                        snapshot=snapshot)
        self.last_iterations = result.iterations
        return result

    def _tree_for(self, observation: Any) -> Tree | None:
        """The tree to search from: the one kept since this agent's last decision, descended along the public
        steps since, when the game tells them and the tree went there; else a fresh one (None: not kept)."""
        steps_between = self.know_how.public_steps
        if not self.keep_tree or steps_between is None:
            return None
        tree, earlier = self._tree, self._tree_observation
        steps = steps_between(earlier, observation) if tree is not None else None
        if steps is None or not tree.descend(steps):
            tree = Tree()
        self._tree, self._tree_observation = tree, observation
        return tree

    def decide(self, observation: Any, legal: Sequence, result: SearchResult) -> Any:
        """The move to play from a search's result: its choice, unless the game asks the search to beat
        its default judgement by a margin and it does not."""
        return self._override_default(observation, tuple(legal), result)

    def _override_default(self, observation, legal, result):
        """Where the game names an override margin, the search must beat its default judgement (the know-how's
        `search_default`, or else the normal level's) clearly to overrule it: with few samples of many hidden
        cards, small differences between moves are mostly noise."""
        margin = self.know_how.override_margin
        if margin is None or (self.know_how.late is not None and self.know_how.late(observation)):
            return result.action
        default = self.know_how.default_policy(observation, legal, self.rng)
        if result.values.get(result.action, 0.0) - result.values.get(default, 0.0) > margin:
            return result.action
        return default


def choices(legal: Sequence) -> tuple:
    """The legal actions as a tuple; an agent asked to choose among none is a caller's error."""
    legal = tuple(legal)
    if not legal:
        raise ValueError("An agent was asked to choose with no legal action.")
    return legal


def searched_choice(agent, observation: Any, legal: Sequence, cancel: threading.Event | None = None) -> Any:
    """A searching agent's move (`analyse` then `decide`, wherever the agent searches); a forced one at once."""
    legal = choices(legal)
    if len(legal) == 1:
        return legal[0]
    return agent.decide(observation, legal, agent.analyse(observation, legal, cancel))


def make_agent(game_id: str, level: str, seed: int = 0, seconds: float | None = DEFAULT_SECONDS,
               iterations: int | None = None) -> Agent:
    return Agent(game_id, level, seed=seed, seconds=seconds, iterations=iterations)
