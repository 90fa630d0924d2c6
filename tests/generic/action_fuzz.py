"""Driving a game's rules with arbitrary sequences of actions, legal and illegal, for the fuzz test
(tests/generic/test_rules_fuzz.py, through Hypothesis) and the fuzz benchmark (tests/benchmarks/fuzz.py,
through a seeded random generator): one generator of steps for both, which asks a `chooser` for its
choices (`below(n)`: a whole number in [0, n)).

A step is a (seat, action) pair: a legal action of a seat to act, an action that was legal earlier or in
another game (the likeliest illegal action of all), a legal action made malformed (one value changed to
another of any type, a piece dropped or added, a list for a tuple...), a legal action played by a seat
not to act or that does not exist, or a value no rule expects. The rules must accept exactly the legal
ones (fuzz_checks.is_legal) and refuse the others with their IllegalAction, changing nothing.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Protocol

from cardtable.games import IllegalAction

from .fuzz_checks import (FuzzFailure, check_after_legal, check_refusal, check_round_trips, is_legal, snapshot,
                          via_json)

HUGE = 10**5000
# Values of every type a caller could pass, the awkward ones first (big, negative, lookalikes of 0 and 1).
ODD_VALUES: tuple[Any, ...] = (
    0, 1, -1, 2, 7, 99, 2**31, 2**63, -2**63, 10**20, HUGE, -HUGE, 0.0, 1.0, -1.5, float("nan"), float("inf"),
    True, False, None, "", "x", "0", "take", "pay", "play", b"", b"0", (), frozenset(), frozenset({1}),
)


class Chooser(Protocol):
    def below(self, count: int) -> int:
        """A whole number in [0, count)."""


class RandomChooser:
    def __init__(self, rng: random.Random):
        self.rng = rng

    def below(self, count: int) -> int:
        return self.rng.randrange(count)


def pick(chooser: Chooser, items):
    return items[chooser.below(len(items))]


@lru_cache(maxsize=None)
def catalogue(game) -> tuple:
    """Actions that are legal somewhere in the game: those of a random game per player count."""
    seen: dict = {}
    for players in game.player_counts():
        state = game.new_game({"players": players}, players)
        rng = random.Random(players)
        while not state.is_terminal():
            for seat in state.to_act():
                seen.update(dict.fromkeys(state.legal_actions(seat)))
            state.apply(rng.choice(state.legal_actions()))
    return tuple(seen)


@lru_cache(maxsize=None)
def game_length(game) -> int:
    """The number of actions of a random game at the largest table (how deep a fuzzed game may start)."""
    players = max(game.player_counts())
    state, rng = game.new_game({"players": players}, 1), random.Random(1)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    return len(state.history)


def odd_value(chooser: Chooser, depth: int = 0):
    """A value of any type, nested a little: what no rule expects."""
    shape = chooser.below(6) if depth < 3 else 0
    if shape <= 2:
        return pick(chooser, ODD_VALUES)
    if shape == 3:
        return tuple(odd_value(chooser, depth + 1) for _ in range(chooser.below(4)))
    if shape == 4:
        return [odd_value(chooser, depth + 1) for _ in range(chooser.below(3))]  # unhashable
    return frozenset(pick(chooser, ODD_VALUES[:12]) for _ in range(chooser.below(3)))


def changed_value(chooser: Chooser, value, known: tuple):
    """`value` changed a little (a neighbour, a lookalike of another type) or replaced by any value."""
    way = chooser.below(6)
    if way == 0 and type(value) is int:
        return value + pick(chooser, (-1, 1, -100, 100))
    if way == 1 and isinstance(value, (int, bool)):
        return pick(chooser, (float(value), bool(value), str(value), (value,)))
    if way == 2 and known:
        return pick(chooser, known)
    if way == 3 and isinstance(value, str):
        return pick(chooser, (value.upper(), value + " ", value[:-1], value.encode(), (value,)))
    return odd_value(chooser)


def malformed(chooser: Chooser, action, pool: tuple):
    """A legal action made wrong in one place."""
    if isinstance(action, tuple) and action:
        way = chooser.below(6)
        index = chooser.below(len(action))
        others = tuple(other[index] for other in pool[:200] if isinstance(other, tuple) and len(other) > index)
        if way <= 2:
            return action[:index] + (changed_value(chooser, action[index], others),) + action[index + 1:]
        if way == 3:
            return action[:-1] if chooser.below(2) else action + (odd_value(chooser),)
        if way == 4:
            return list(action)
        return tuple(reversed(action))
    return changed_value(chooser, action, tuple(other for other in pool[:200] if type(other) is type(action)))


def wrong_seat(chooser: Chooser, state):
    """A seat that may not act now: one waiting for its turn, or one that does not exist."""
    waiting = [seat for seat in range(state.num_players) if seat not in state.to_act()]
    absurd = (-1, state.num_players, 2**63, HUGE, True, False, 0.0, 1.0, "0", (0,))
    if waiting and chooser.below(2):
        return pick(chooser, waiting)
    return pick(chooser, absurd)


def next_step(chooser: Chooser, state, pool: tuple) -> tuple[Any, Any]:
    """The (seat, action) to try next; seat None means the seat to act, as the app passes it."""
    acting = state.to_act()
    if not acting:
        return None, pick(chooser, pool) if chooser.below(2) else odd_value(chooser)
    seat = pick(chooser, acting)
    legal = state.legal_actions(seat)
    given_seat = None if seat == acting[0] and chooser.below(2) else seat
    kind = chooser.below(10)
    if kind <= 3:
        return given_seat, pick(chooser, legal)
    if kind == 4:
        return given_seat, pick(chooser, pool)
    if kind <= 6:
        return given_seat, malformed(chooser, pick(chooser, legal), pool)
    if kind == 7:
        return wrong_seat(chooser, state), pick(chooser, legal)
    if kind == 8:
        return given_seat, odd_value(chooser)
    return given_seat, malformed(chooser, pick(chooser, pool), pool)


@dataclass
class Tally:
    """What a fuzzing run did: actions tried, accepted (legal) and refused, and the errors met."""

    tried: int = 0
    legal: int = 0
    refused: int = 0
    errors: int = 0
    problems: list[str] = field(default_factory=list)
    refusals: list = field(default_factory=list)  # the Refusal of each refused step

    def add(self, other: "Tally") -> None:
        self.tried += other.tried
        self.legal += other.legal
        self.refused += other.refused
        self.errors += other.errors
        self.problems.extend(other.problems)
        self.refusals.extend(other.refusals)


def try_step(state, seat, action, before: str, tally: Tally) -> str:
    """Play one step and check what the rules did with it; the state's new snapshot."""
    tally.tried += 1
    legal = is_legal(state, seat, action)
    try:
        events = state.apply(action, seat)
    except IllegalAction as error:
        if legal:
            raise FuzzFailure(f"the legal {action!r} of seat {seat!r} was refused: {error.reason}") from error
        check_refusal(error, state, before, seat, action)
        tally.refused += 1
        tally.refusals.append(error.refusal)
        return before
    if not legal:
        raise FuzzFailure(f"{action!r} by seat {seat!r} was accepted, yet it is not a legal action")
    check_after_legal(state, events)
    tally.legal += 1
    return snapshot(state)


def start_state(game, chooser: Chooser, prefix_limit: int):
    """A game with any player count and options, some random legal actions in, maybe rebuilt from its
    position (a state whose history starts there)."""
    players = pick(chooser, tuple(game.player_counts()))
    options = {"players": players}
    for spec in game.option_specs:
        options[spec.key] = pick(chooser, spec.choices)
    seed = chooser.below(2**20)
    state = game.new_game(options, seed)
    rng = random.Random(seed)
    for _ in range(chooser.below(prefix_limit + 1)):
        if state.is_terminal():
            break
        state.apply_unchecked(rng.choice(state.legal_actions()))  # the search's path: the same game, faster
    if chooser.below(5) == 0:
        state = game.from_position(via_json(state.position()), state.options)
    return state


def fuzz_session(game, chooser: Chooser, steps: int, prefix_limit: int = 0, full_every: int = 20,
                 tally: Tally | None = None) -> Tally:
    """One game driven with up to `steps` steps (it stops a few steps after the game is over), its round
    trips checked every `full_every` legal actions, at the end of the game and of the session; raises
    FuzzFailure (or the game's own error) on the first problem, having counted the steps so far in
    `tally` (default: a new one, returned)."""
    tally = Tally() if tally is None else tally
    state = start_state(game, chooser, prefix_limit)
    pool = catalogue(game)
    before = snapshot(state)
    after_end = 0
    for _ in range(steps):
        if state.is_terminal():
            after_end += 1
            if after_end > 3:
                break
        seat, action = next_step(chooser, state, pool)
        legal_before = tally.legal
        before = try_step(state, seat, action, before, tally)
        if tally.legal != legal_before and (tally.legal % full_every == 0 or state.is_terminal()):
            check_round_trips(state)
    check_round_trips(state)
    return tally
