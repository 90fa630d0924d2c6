"""Schnäppchen Jagd know-how for the computer players.

A trick is worth +1 per card of the value its winner collects and −1 per other card, so most tricks are
bad to win: play to lose them, win those that hold your value, and dump nothing of the value the trick's
winner collects when another card is as cheap. That is the normal level. Yet the sortings win back most
of what the tricks cost (about 4.5 points a sorting between normal players), so the hard level's judgement
also values cards its junk pile already gathers. Heuristics decide from an observation; the search's
playouts use the hard judgement on a world sampled from the observation.
"""

from __future__ import annotations

import functools
import math
import random
from collections import Counter
from typing import NamedTuple

from ..know_how import AIKnowHow
from . import sorting, tricks
from .cards import SUPER, value_of
from .determinize import Determinizer, SharedWorlds
from .phases import rounds_for


# --- judging one card --------------------------------------------------------------------------------------
def card_height(code: int) -> int:
    return 10 if code == SUPER else value_of(code)


class Outlook(NamedTuple):
    """What each card would be worth to a seat that won it, indexed by value (0: a super offer).

    The plain outlook counts the score as it stands: +1 for the collected value, −1 for anything else.
    The junk-aware outlook also counts the sortings to come: a value the junk pile already holds is likely
    to be taken out at a sorting, where its cards are discarded or turn into bargains, so one more card of
    it is worth something rather than costing a point.
    """

    collected: int | None
    worth: tuple  # ten numbers

    @classmethod
    def plain(cls, collected: int | None) -> Outlook:
        return cls(collected, tuple(1.0 if value == collected else -1.0 for value in range(10)))

    @classmethod
    def junk_aware(cls, collected: int | None, junk, players: int, sorts_left: int) -> Outlook:
        return _junk_aware(collected, tuple(junk), players, sorts_left)

    def of(self, code: int) -> float:
        return self.worth[0 if code == SUPER else value_of(code)]


@functools.lru_cache(maxsize=4096)
def _junk_aware(collected: int | None, junk: tuple, players: int, sorts_left: int) -> Outlook:
    """Outlook.junk_aware, remembered: a playout asks it again at every trick while the junk pile is unchanged."""
    counts = sorting.value_counts(junk)
    likely_sorted = {value for value, _ in counts.most_common(sorts_left)}
    enough = sorting.franchise(players)  # discarded at a sorting before any card turns into a bargain
    worth = [-1.0] * 10
    for value in range(1, 10):
        if value == collected:
            worth[value] = 1.0
        elif value in likely_sorted:
            worth[value] = JUNK_WORTH_SORTED if counts[value] >= enough else JUNK_WORTH_STARTED
    return Outlook(collected, tuple(worth))


# Above the +1 (or 0) that one sorting would give such a card, because the pile keeps growing and the sorted
# value is collected afterwards: the best of the values tried with tests/benchmarks/judgement_arena.py.
JUNK_WORTH_SORTED = 2.0
JUNK_WORTH_STARTED = 1.0
# Dumping a card of the value the trick's current winner collects hands that seat a point.
GIFT_PENALTY = 0.3


def sortings_left(round_number: int, rounds: int) -> int:
    """The sortings a seat still has, this round's included (after the final round it sorts twice)."""
    return rounds - round_number + 2


def score_play(plays, play: tricks.Play, outlook: Outlook, players: int, current: tricks.Standing,
               worth_so_far: float, colour_counts: Counter, gift_to: int | None = None) -> float:
    """How good `play` looks for its seat, from the trick so far (higher is better)."""
    last = len(plays) == players - 1
    mine = play.card != SUPER and play.card % 10 == outlook.collected
    worth = worth_so_far + outlook.of(play.card) - (players - 1 - len(plays)) * 0.7
    height = card_height(play.card)
    if tricks.would_take_lead(current, play):
        if last:  # the trick is ours whatever we play: shed the card most likely to win a later one
            return worth + 0.05 * height
        hold = 1.0 if play.card == SUPER else 0.35 + 0.06 * height
        return worth * hold - (0.6 if play.card == SUPER and worth < 1.5 else 0.0)
    super_dump = 1.5 if play.card == SUPER else 0.0  # a second super offer lands in someone else's junk
    # Emptying a short colour makes a void: later tricks of that colour can then be dodged at will.
    void_bonus = 0.0 if play.card == SUPER else 0.25 / colour_counts[play.card // 10]
    gift = GIFT_PENALTY if gift_to is not None and play.card != SUPER and play.card % 10 == gift_to else 0.0
    return -0.8 * mine + 0.12 * height + super_dump + void_bonus - gift


def best_play(legal, plays, seat: int, outlook: Outlook, players: int, hand, gift_to: int | None = None):
    best, best_score = legal[0], -math.inf
    current = tricks.standing(plays)
    worth_so_far = sum(outlook.of(play.card) for play in plays)
    colour_counts = Counter(code // 10 for code in hand if code != SUPER)
    for action in legal:
        score = score_play(plays, tricks.Play(seat, action[1], action[2], action[3]), outlook, players, current,
                           worth_so_far, colour_counts, gift_to)
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


def quick_sort_choice(legal, junk, players: int):
    """best_sort's choice (the sorting that gains most at once, passing on a tie) from the junk's value counts
    alone: a playout sorts often, and sorting.apply builds every choice's piles to count them."""
    counts = sorting.value_counts(junk)
    enough = sorting.franchise(players)

    def gain(action):
        choice = action[1]
        if choice is None:
            return (0, True)
        if choice == sorting.ALL:
            return (len(junk), False)
        count = counts[choice]
        return (min(count, enough) + 2 * max(0, count - enough), False)
    return max(legal, key=gain)


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
    return best_play(legal, obs.trick, obs.seat, Outlook.plain(obs.collecting(obs.seat)), obs.players, obs.hand,
                     gift_to(obs.trick, obs.collecting))


def gift_to(plays, collecting) -> int | None:
    """The value the trick's winner so far collects: a card of it dumped there scores for that seat."""
    return collecting(tricks.winner(plays)) if plays else None


def shrewd_play(legal, plays, seat: int, collecting, players: int, hand, junk, sorts_left: int):
    """The normal player's play, judged also with an eye on the junk pile's sortings to come.
    `collecting(seat)` is the value a seat collects."""
    outlook = Outlook.junk_aware(collecting(seat), junk, players, sorts_left)
    return best_play(legal, plays, seat, outlook, players, hand, gift_to(plays, collecting))


def shrewd_policy(obs, legal, rng: random.Random):
    """The hard player's own judgement, which its search has to beat clearly to overrule."""
    if len(legal) == 1 or obs.phase != "play":
        return normal_policy(obs, legal, rng)
    return shrewd_play(legal, obs.trick, obs.seat, obs.collecting, obs.players, obs.hand, obs.my_junk,
                       sortings_left(obs.round, obs.rounds))


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
# What the hard level plays where its search finds nothing clearly better.
SEARCH_DEFAULT = shrewd_policy


# --- the search's playouts and horizon -------------------------------------------------------------------------
def playout_policy(state, rng: random.Random):
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    seat = state.turn
    if state.phase == "play":
        if rng.random() < 0.1:
            return rng.choice(legal)
        return shrewd_play(legal, state.trick, seat, lambda other: value_of(state.bargain[other][-1]), state.players,
                           state.hands[seat], state.junk[seat], sortings_left(state.round, rounds_for(state.players)))
    if state.phase == "sort":
        return quick_sort_choice(legal, state.junk[seat], state.players)
    taken = {value_of(pile[-1]) for pile in state.bargain if pile}
    return best_bargain(legal, state.hands[seat], taken)


# Flat Monte Carlo: the searching seat's choice is searched, the rest follows the playout policy.
TREE_DEPTH = 1
# The search overrules its own judgement (SEARCH_DEFAULT) only when it expects at least this much more
# (about one point of score margin on Horizon's scale). Against it at 100 iterations a move, with no margin
# the mean score fell by 5 points a game, with half of it by 2 (issue 13's A/B runs).
OVERRIDE_MARGIN = 0.025


def sorting_prospect(junk, variant: str, players: int, sorts_left: int) -> int:
    """What the sortings left could gain from this junk pile as it stands, each taking out one value."""
    enough = sorting.franchise(players)
    gains = (min(count, enough) + 2 * max(0, count - enough)
             for _, count in sorting.value_counts(junk).most_common(sorts_left)
             if variant == "standard" or count > enough)
    return sum(gains)


class Horizon:
    """Playouts stop when the round in progress is over. The position is then valued by score, plus what
    the sortings of the rounds to come could still take out of each junk pile."""

    MARGIN = 30.0  # a lead over the others' mean that counts as certain victory

    def __init__(self, obs):
        self.round = obs.round

    def stop(self, state) -> bool:
        return state.round != self.round

    def evaluate(self, state) -> tuple:
        sorts_left = sortings_left(state.round, rounds_for(state.players))
        variant = state.options["sorting"]
        scores = [len(b) - len(j) + sorting_prospect(j, variant, state.players, sorts_left)
                  for b, j in zip(state.bargain, state.junk)]
        total, others = sum(scores), len(scores) - 1
        return tuple(min(1.0, max(0.0, 0.5 + (score - (total - score) / others) / self.MARGIN)) for score in scores)


# What the computer players know of this game (Game.know_how() hands it out).
KNOW_HOW = AIKnowHow(policies=POLICIES, determinizer=SharedWorlds, playout_policy=playout_policy, horizon=Horizon,
                     tree_depth=TREE_DEPTH, override_margin=OVERRIDE_MARGIN, search_default=SEARCH_DEFAULT)
