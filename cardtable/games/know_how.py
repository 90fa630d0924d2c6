"""What a game tells the game-independent computer players (`cardtable.ai`): its AI know-how.

Each game declares one `AIKnowHow` in its own `agents` module (`KNOW_HOW = AIKnowHow(...)`) and hands it
out through `Game.know_how()`; the AI asks for nothing else. Every function here decides from an
observation, or (for playouts) from a world the search sampled from an observation, never from the real
state.

    from cardtable.games import get_game
    know_how = get_game("nothanks").know_how()
    action = know_how.policies["normal"](observation, legal, rng)
    world = know_how.determinizer(observation).sample(rng)
"""

from __future__ import annotations

import bisect
import random
from dataclasses import dataclass
from typing import Any, Callable, Hashable, Mapping, Protocol, Sequence

# The heuristic levels every game provides; "hard" is the search, built from the other fields.
POLICY_LEVELS = ("random", "easy", "normal")


class Policy(Protocol):
    def __call__(self, observation: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        """One of `legal`, chosen from the observation with the player's own random generator."""


class Determinizer(Protocol):
    def sample(self, rng: random.Random) -> Any:
        """A complete state whose `observation(seat)` equals the observation this was built from.

        A determinizer may also offer `sample_world(rng)`: the same kind of draw for the search alone, which
        then plays in those (a state of the rules that skips what only observations need, or a copy of one
        drawn earlier); it need offer only what the search uses (clone, to_act, legal_actions,
        apply_unchecked, is_terminal, returns, scores, and what the game's own hooks read). It may also name
        `root_actions`: the few legal actions the search is to compare at its root, in every sample alike
        (where there are hundreds); else the search compares every one."""


class Horizon(Protocol):
    def stop(self, state: Any) -> bool:
        """True where a playout ends early."""

    def evaluate(self, state: Any) -> Sequence[float]:
        """The value of a stopped playout: one number in [0, 1] per seat."""


@dataclass(frozen=True)
class WinChanceMap:
    """How the search's win share of an action reads as a win chance a person can trust: the line through
    `knots`, (share, chance) pairs with increasing shares and chances, flat beyond the first and the last.
    Fitted per game by tests/benchmarks/fit_calibration.py (an isotonic regression of the outcomes of
    self-play games on the review's shares, at the review's budget): a share of 0 is often only "no playout won", and the map gives it
    the rate at which such positions were won."""

    knots: tuple[tuple[float, float], ...]

    def __post_init__(self) -> None:
        shares = [share for share, _ in self.knots]
        chances = [chance for _, chance in self.knots]
        if not self.knots or any(not 0.0 <= value <= 1.0 for value in shares + chances):
            raise ValueError("A win chance map needs knots of shares and chances within [0, 1].")
        if any(later <= earlier for earlier, later in zip(shares, shares[1:])) or chances != sorted(chances):
            raise ValueError("A win chance map's knots must go up: shares strictly, chances never down.")

    def __call__(self, share: float) -> float:
        knots = self.knots
        index = bisect.bisect_left(knots, (share, -1.0))
        if index == 0:
            return knots[0][1]
        if index == len(knots):
            return knots[-1][1]
        (low_share, low), (high_share, high) = knots[index - 1], knots[index]
        return low + (high - low) * (share - low_share) / (high_share - low_share)


@dataclass(frozen=True, eq=False)
class AIKnowHow:
    """A game's AI know-how.

    policies: level name ("random", "easy", "normal") → policy(observation, legal, rng) → action.
    determinizer: called with an observation, returns an object whose `sample(rng)` gives a full state
        consistent with it (same `observation(seat)`), for the search.
    playout_policy: (state, rng) → a legal action of the seat to act in a sampled world, fast.
    horizon: None (playouts go to the end of the game) or a class called with the observation whose
        instances `stop(state)` a playout early and `evaluate(state)` it (one value in [0, 1] per seat).
    tree_depth: None (a full tree) or how many choices deep the search tree grows (1: flat Monte Carlo
        over the searching seat's own choices, the rest played by the playout policy).
    score_measure: None (the search records `scores()` where playouts end), or state → one number per seat
        to record instead (where playouts stop early and the game's scores would mean little there).
    override_margin: None (the search's choice is played) or how much more the search must expect from
        its choice than from `default_policy`'s to overrule it.
    search_default: the judgement the search must beat by `override_margin`; None: the normal level's.
    late: None, or observation → whether so few choices are left (a round's last tricks) that the search
        grows a full tree there and plays its own choice, whatever `tree_depth` and `override_margin` say:
        the settings that guard against the noise of many hidden cards only hide what a small tree finds.
    lower_score_wins: whether the game's lowest score wins (the score margin's direction).
    score_scale: the lead in points that counts as a sure win; with `score_weight` above 0, the search backs
        up (1 - score_weight) × win share + score_weight × the lead over the best other seat on that scale
        (a pure win share is noisy late in a game). score_weight 0: the win share alone.
    rivals_own_score: with `score_weight` above 0, the other seats' choices in the search tree are valued by
        their own score alone on that scale: the search models them as players who mind their own score.
    exploration: the search's exploration constant, on the scale of the backed-up value ([0, 1]).
    revealed: None, or (state, action) → what the action just applied to `state` made public (a card
        turned up), or None when nothing; the search tree then keeps one subtree per outcome.
    public_steps: None (the search starts a fresh tree at every decision), or (earlier observation, later
        observation) → the steps between them as (action, what it revealed, as `revealed` names it), or
        None when they cannot be told (another game, an undo); the agent then keeps its tree from one
        decision to the next and descends along these steps.
    play_out: None, or (state, rng) → None playing `playout_policy`'s moves to the end of the game in place,
        faster than one `apply_unchecked` at a time (the state need only score right afterwards); used
        where there is no horizon.

    coach_iterations, review_iterations: the coach's fixed search budgets (iterations, never seconds, so that
    its figures are the same on any machine): a hint's, and each decision's in the after-game review. A game
    whose iterations are slow (long playouts, many actions) sets fewer, to answer within a few seconds.

    review_chance_map: None (the after-game review quotes the search's win shares as they are), or the
    `WinChanceMap` through which it reads them as chances, fitted at `review_iterations` to what self-play
    games showed (the hint, at its larger budget, quotes the shares as they are).

    One object per game, compared by identity; it pickles (its functions and classes by reference).
    """

    policies: Mapping[str, Policy]
    determinizer: Callable[[Any], Determinizer]
    playout_policy: Callable[[Any, random.Random], Any]
    horizon: Callable[[Any], Horizon] | None = None
    tree_depth: int | None = None
    score_measure: Callable[[Any], Sequence[float]] | None = None
    override_margin: float | None = None
    search_default: Policy | None = None
    late: Callable[[Any], bool] | None = None
    lower_score_wins: bool = False
    score_scale: float = 1.0
    score_weight: float = 0.0
    rivals_own_score: bool = False
    exploration: float = 0.7
    revealed: Callable[[Any, Any], Hashable | None] | None = None
    public_steps: Callable[[Any, Any], Sequence[tuple[Any, Hashable | None]] | None] | None = None
    play_out: Callable[[Any, random.Random], None] | None = None
    coach_iterations: int = 2000
    review_iterations: int = 120
    review_chance_map: WinChanceMap | None = None

    def __post_init__(self) -> None:
        missing = [level for level in POLICY_LEVELS if level not in self.policies]
        if missing:
            raise ValueError(f"AI know-how without a policy for level {', '.join(missing)}.")
        if self.tree_depth is not None and (type(self.tree_depth) is not int or self.tree_depth < 1):
            raise ValueError(f"tree_depth must be None or a whole number from 1, not {self.tree_depth!r}.")
        if not 0.0 <= self.score_weight <= 1.0 or self.score_scale <= 0:
            raise ValueError("score_weight must lie in [0, 1] and score_scale be positive.")
        object.__setattr__(self, "policies", dict(self.policies))  # a copy: the caller's dict may change

    @property
    def default_policy(self) -> Policy:
        """What the search plays unless it clearly finds better (when `override_margin` is set)."""
        return self.search_default if self.search_default is not None else self.policies["normal"]
