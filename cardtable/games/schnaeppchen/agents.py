"""Schnäppchen Jagd know-how for the computer players.

A trick is worth +1 per card of the value its winner collects and −1 per other card, so most tricks are
bad to win: play to lose them, and win those that hold your value. Heuristics decide from an observation;
the search's playouts use the same judgement on a world sampled from the observation.
"""

from __future__ import annotations

import math
import random
from collections import Counter

from . import sorting, tricks
from .cards import SUPER, value_of
from .determinize import Determinizer  # noqa: F401  (the search finds it here)


# --- judging one card --------------------------------------------------------------------------------------
def trick_worth(cards, collected: int | None) -> int:
    """What winning these cards would change in a score collecting `collected`."""
    return sum(1 if code != SUPER and value_of(code) == collected else -1 for code in cards)


def card_height(code: int) -> int:
    return 10 if code == SUPER else value_of(code)


def score_play(plays, play: tricks.Play, collected: int | None, players: int, current: tricks.Standing,
               worth_so_far: int, colour_counts: Counter) -> float:
    """How good `play` looks for its seat, from the trick so far (higher is better)."""
    last = len(plays) == players - 1
    mine = play.card != SUPER and play.card % 10 == collected
    worth = worth_so_far + (1 if mine else -1) - (players - 1 - len(plays)) * 0.7
    height = card_height(play.card)
    if tricks.would_take_lead(current, play):
        if last:  # the trick is ours whatever we play: shed the card most likely to win a later one
            return worth + 0.05 * height
        hold = 1.0 if play.card == SUPER else 0.35 + 0.06 * height
        return worth * hold - (0.6 if play.card == SUPER and worth < 1.5 else 0.0)
    super_dump = 1.5 if play.card == SUPER else 0.0  # a second super offer lands in someone else's junk
    # Emptying a short colour makes a void: later tricks of that colour can then be dodged at will.
    void_bonus = 0.0 if play.card == SUPER else 0.25 / colour_counts[play.card // 10]
    return -0.8 * mine + 0.12 * height + super_dump + void_bonus


def best_play(legal, plays, seat: int, collected: int | None, players: int, hand, rng=None, noise=0.0):
    best, best_score = legal[0], -math.inf
    current = tricks.standing(plays)
    worth_so_far = trick_worth([play.card for play in plays], collected)
    colour_counts = Counter(code // 10 for code in hand if code != SUPER)
    for action in legal:
        score = score_play(plays, tricks.Play(seat, action[1], action[2], action[3]), collected, players, current,
                           worth_so_far, colour_counts)
        if noise:
            score += rng.gauss(0.0, noise)
        if score > best_score:
            best, best_score = action, score
    return best


# --- bargains and sorting ------------------------------------------------------------------------------------
def best_bargain(legal, hand, taken_values) -> tuple:
    """Collect the value held most often, preferring high cards (they win the tricks) and values nobody has."""
    counts = Counter(value_of(code) for code in hand if code != SUPER)
    return max(legal, key=lambda action: counts[value_of(action[1])] - (value_of(action[1]) in taken_values)
               + 0.15 * value_of(action[1]))


def best_sort(legal, context: sorting.SortContext):
    return max(legal, key=lambda action: (sorting.apply(context, action[1]).score_change, action[1] is None))


# --- levels ----------------------------------------------------------------------------------------------------
def random_policy(obs, legal, rng: random.Random):
    return rng.choice(legal)


def normal_policy(obs, legal, rng: random.Random):
    if len(legal) == 1:
        return legal[0]
    if obs.phase == "bargain":
        return best_bargain(legal, obs.hand, {obs.collecting(seat) for seat in range(obs.players)})
    if obs.phase == "sort":
        return best_sort(legal, sorting.SortContext(obs.variant, obs.players, obs.my_junk,
                                                    obs.junk_at_start[obs.seat]))
    return best_play(legal, obs.trick, obs.seat, obs.collecting(obs.seat), obs.players, obs.hand)


def easy_policy(obs, legal, rng: random.Random):
    """Lowest card that follows, never declares trump, sorts the most frequent junk value."""
    if len(legal) == 1:
        return legal[0]
    if obs.phase == "bargain":
        counts = Counter(value_of(code) for code in obs.hand if code != SUPER)
        return max(legal, key=lambda action: counts[value_of(action[1])])
    if obs.phase == "sort":
        counts = sorting.value_counts(obs.my_junk)
        return max(legal, key=lambda action: counts.get(action[1], 0) if action[1] not in (None, "all") else -1)
    if rng.random() < 0.2:
        return rng.choice(legal)
    undeclared = [a for a in legal if a[2] is not True and a[3] is not True] or legal
    return min(undeclared, key=lambda action: card_height(action[1]))


POLICIES = {"random": random_policy, "easy": easy_policy, "normal": normal_policy}


# --- the search's playouts and horizon -------------------------------------------------------------------------
def playout_policy(state, rng: random.Random):
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    seat = state.turn
    if state.phase == "play":
        if rng.random() < 0.1:
            return rng.choice(legal)
        collected = value_of(state.bargain[seat][-1])
        return best_play(legal, state.trick, seat, collected, state.players, state.hands[seat])
    if state.phase == "sort":
        return best_sort(legal, state._sort_context(seat))
    taken = {value_of(pile[-1]) for pile in state.bargain if pile}
    return best_bargain(legal, state.hands[seat], taken)


# Flat Monte Carlo: the searching seat's choice is searched, the rest follows the playout policy.
TREE_DEPTH = 1
# The search overrules the normal player's choice only when it expects at least this much more (about
# one point of score margin on Horizon's scale).
OVERRIDE_MARGIN = 0.025


class Horizon:
    """Playouts stop when the round in progress is over; the position is then valued by score."""

    MARGIN = 30.0  # a lead over the others' mean that counts as certain victory

    def __init__(self, obs):
        self.round = obs.round

    def stop(self, state) -> bool:
        return state.round != self.round

    def evaluate(self, state) -> tuple:
        # The round's sorting was played out before the horizon, so the score as it stands is the value.
        scores = [len(b) - len(j) for b, j in zip(state.bargain, state.junk)]
        total, others = sum(scores), len(scores) - 1
        return tuple(min(1.0, max(0.0, 0.5 + (score - (total - score) / others) / self.MARGIN)) for score in scores)
