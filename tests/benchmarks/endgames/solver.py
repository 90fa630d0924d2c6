"""An exact solver of positions with no chance left and nothing hidden, for any game of cardtable.

Depth-first max^n over the game's own `GameState` (clone, to_act, legal_actions, apply_unchecked,
is_terminal, returns, scores) with a transposition table. Only positions whose play until the end of the
GAME involves no chance and no hidden card are solved: the state is then the whole truth, and each line of
play leads to one terminal state. (A round that ends into a fresh deal is chance: the per-game modules
only pick positions where no fresh deal is left to come, so the value at the game's end is exact.)

What each seat maximizes is exactly what the `hard` search backs up (cardtable/ai/ismcts.py `_iterate`,
valued by its `_mixed` with the game's `Scoring`, built from the know-how as `Agent.analyse` builds it):
the win share, mixed with the score margin by `score_weight` on `score_scale` (`lower_score_wins` turns the
margin round); with `rivals_own_score`, the seats other than the solving one (the seat to act at the
position) value a line by their own score alone, as the search models them. At each node the seat to act
picks the move of highest value to itself.

Ties: where several moves are equally good for the seat to act (within TOLERANCE) and that seat is not the
solving seat, it picks the one worst for the solving seat (a cautious solver: an opponent who does not
care how it hurts us is assumed to hurt us). Where the solving seat itself acts again deeper down, its
own value is all that matters and any of its equally good moves gives it.

A move of the solving seat at the position is "optimal" when its value is within TOLERANCE of the best.

A game's module may also `settle` a stretch of play without search where it shows each seat's best move
there (Schnäppchen Jagd's final sortings, each seat's own business); the solver then values the finished
state that settling reaches. The state's history is dropped at the root (a record the rules never read).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Callable, Hashable, Sequence

from cardtable.ai.ismcts import Scoring, _mixed
from cardtable.games import get_game

TOLERANCE = 1e-9


def scoring_of(know_how) -> Scoring:
    """The `Scoring` the hard search uses for a game (as `Agent.analyse` builds it)."""
    return Scoring(know_how.lower_score_wins, know_how.score_scale, know_how.score_weight,
                   know_how.rivals_own_score, know_how.score_measure)


def position_key(state) -> Hashable:
    """What determines the rest of a game: its position, as canonical JSON text (slow but always right)."""
    return json.dumps(state.position(), sort_keys=True, separators=(",", ":"))


class TooLarge(Exception):
    """The position has more distinct states than the solver was allowed to visit."""


@dataclass(frozen=True)
class Solution:
    """The solving seat's value of each of its legal moves (in legal order), and how many states it took."""

    seat: int
    values: dict  # action → the solving seat's value
    states: int

    @property
    def best(self) -> float:
        return max(self.values.values())

    def optimal(self) -> tuple:
        """The moves within TOLERANCE of the best, in legal order."""
        best = self.best
        return tuple(action for action, value in self.values.items() if value >= best - TOLERANCE)


class Solver:
    """Solves positions of one game. `key`: state → a hashable summary of everything that decides the rest of
    the game (default `position_key`); `max_states`: the most distinct states one solve may visit; `settle`:
    None, or state → the finished state the rest of the game reaches without search, where the game's module
    shows that each seat's best play there is known (else None: search on)."""

    def __init__(self, game_id: str, key: Callable[[Any], Hashable] = position_key, max_states: int = 200_000,
                 settle: Callable[[Any], Any] | None = None):
        self.scoring = scoring_of(get_game(game_id).know_how())
        self.key = key
        self.max_states = max_states
        self.settle = settle

    def utility(self, state, solving: int) -> tuple[float, ...]:
        """Each seat's value of a finished game, as the search backs it up when `solving` searches."""
        scoring = self.scoring
        wins = state.returns()
        if not scoring.weight:
            return tuple(wins)
        scores = state.scores() if scoring.measure is None else scoring.measure(state)
        return tuple(_mixed(wins, scores, scoring, solving if scoring.rivals_own_score else None))

    def solve(self, state) -> Solution:
        """The value of each legal move of the seat to act (TooLarge past `max_states`)."""
        solving = state.to_act()[0]
        state = state.clone()
        state.history = []  # a record only (the rules never read it): not copied with every state below
        table: dict = {}
        values = {}
        for action in state.legal_actions():
            child = state.clone()
            child.apply_unchecked(action)
            values[action] = self._value(child, solving, table)[solving]
        return Solution(solving, values, len(table))

    def _value(self, state, solving: int, table: dict) -> tuple[float, ...]:
        if state.is_terminal():
            return self.utility(state, solving)
        key = self.key(state)
        known = table.get(key)
        if known is not None:
            return known
        if len(table) >= self.max_states:
            raise TooLarge(f"more than {self.max_states} states")
        settled = self.settle(state) if self.settle is not None else None
        if settled is not None:
            table[key] = value = self.utility(settled, solving)
            return value
        seat = state.to_act()[0]
        best: tuple[float, ...] | None = None
        for action in state.legal_actions():
            child = state.clone()
            child.apply_unchecked(action)
            value = self._value(child, solving, table)
            if best is None or _better(value, best, seat, solving):
                best = value
        table[key] = best
        return best


def _better(value: Sequence[float], best: Sequence[float], seat: int, solving: int) -> bool:
    """Whether `seat` prefers `value` to `best`: more for itself, or as much and less for the solving seat."""
    if value[seat] > best[seat] + TOLERANCE:
        return True
    if value[seat] < best[seat] - TOLERANCE:
        return False
    return seat != solving and value[solving] < best[solving] - TOLERANCE
