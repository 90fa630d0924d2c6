"""Sorting the junk pile after a round's tricks, in the two variants of the rulings.

N = 3 with three players, 2 with four. Standard: take out every junk card of one value; the first N are
discarded and the rest start a new bargain pile top (that value is collected from now on). Strict: only a
value held at least N + 1 times; or, when none is, the whole junk pile may be discarded if it was empty
before this round and holds no super offer. Passing is always allowed; super offers never leave the junk.
"""

from __future__ import annotations

from collections import Counter
from typing import NamedTuple

from .cards import SUPER, value_of

ALL = "all"


def this_round_junk(round_tricks, round_sorts, players: int) -> tuple[list[list], list[set]]:
    """What every table player knows of each junk pile from this round: the cards its tricks put there,
    less the values its sortings cleared (in trick order), and those cleared values."""
    known: list[list] = [[] for _ in range(players)]
    cleared: list[set] = [set() for _ in range(players)]
    for plays, winner, kept in round_tricks:
        known[winner].extend((Counter(play.card for play in plays) - Counter(kept)).elements())
    for seat, choice, _discarded, _moved in round_sorts:
        if choice == ALL:
            known[seat] = []
            cleared[seat].update(range(1, 10))
        elif choice is not None:
            known[seat] = [code for code in known[seat] if code == SUPER or value_of(code) != choice]
            cleared[seat].add(choice)
    return known, cleared


def franchise(players: int) -> int:
    return 3 if players == 3 else 2


class SortContext(NamedTuple):
    variant: str  # "standard" or "strict"
    players: int
    junk: tuple
    junk_at_start: int  # the junk pile's size when the round began


class SortResult(NamedTuple):
    junk: tuple
    discarded: tuple
    to_bargain: tuple

    @property
    def score_change(self) -> int:
        """Each discarded card stops costing a point; each card moved to the bargain pile gains two."""
        return len(self.discarded) + 2 * len(self.to_bargain)

    @property
    def taken_out(self) -> int:
        """How many cards leave the junk pile."""
        return len(self.discarded) + len(self.to_bargain)


def value_counts(junk) -> Counter:
    return Counter(value_of(code) for code in junk if code != SUPER)


def choices(context: SortContext) -> list:
    """None (keep the pile), then the values that may be cleared, then ALL where allowed."""
    values = [code % 10 for code in context.junk if code != SUPER]
    if context.variant == "standard":
        return [None, *sorted(set(values))]
    needed = franchise(context.players) + 1
    qualifying = sorted(value for value in set(values) if values.count(value) >= needed)
    result = [None] + qualifying
    if not qualifying and context.junk and context.junk_at_start == 0 and SUPER not in context.junk:
        result.append(ALL)
    return result


def apply(context: SortContext, choice) -> SortResult:
    return sorted_out(context.junk, context.players, choice)


def sorted_out(junk, players: int, choice) -> SortResult:
    """What sorting `choice` (a legal one) out of the junk pile `junk` does (`apply` without a context)."""
    if choice is None:
        return SortResult(tuple(junk), (), ())
    if choice == ALL:
        return SortResult((), tuple(junk), ())
    taken = sorted([code for code in junk if code != SUPER and code % 10 == choice])
    rest = tuple([code for code in junk if code == SUPER or code % 10 != choice])
    keep = franchise(players)
    return SortResult(rest, tuple(taken[:keep]), tuple(taken[keep:]))


def score_after(bargain_size: int, context: SortContext, choice) -> int:
    """The player's score once `choice` is sorted: +1 per bargain card, -1 per junk card (see scores)."""
    result = apply(context, choice)
    return bargain_size + len(result.to_bargain) - len(result.junk)


class SortOffer(NamedTuple):
    """One player's sorting as it is offered to them: every way to sort, what each would do, which to suggest."""
    context: SortContext
    allowed: tuple  # the legal choices
    bargain_size: int
    collecting: int | None  # the value collected before sorting

    @classmethod
    def of(cls, obs, choices) -> SortOffer:
        """The offer to the observing seat of `obs` (an observation holding its own junk pile)."""
        context = SortContext(obs.variant, obs.players, tuple(obs.my_junk), obs.junk_at_start[obs.seat])
        return cls(context, tuple(choices), len(obs.bargain[obs.seat]), obs.collecting(obs.seat))

    def options(self) -> list:
        """Keeping (None), every value in the junk pile (legal or not), then ALL when legal."""
        return [None] + sorted(value_counts(self.context.junk)) + ([ALL] if ALL in self.allowed else [])

    def is_allowed(self, choice) -> bool:
        return choice in self.allowed

    def result(self, choice) -> SortResult:
        return apply(self.context, choice)

    def score_after(self, choice) -> int:
        return score_after(self.bargain_size, self.context, choice)

    def collecting_after(self, choice) -> int | None:
        """The value collected once `choice` is sorted: the bargain pile's new top, if it has one."""
        moved = self.result(choice).to_bargain
        return value_of(moved[-1]) if moved else self.collecting

    def best_choice(self):
        """The allowed sorting that leaves the highest score now (those points are certain; what later
        tricks bring is not).

        Ties, as a good player breaks them: keeping the pile as it is only when nothing gains a point;
        between two values held as often, the value already collected (its cards go onto the bargain
        pile without changing what is collected); then the first listed. In the last round the two
        sortings take out different values, so their gains add up whatever their order.
        """
        allowed = [choice for choice in self.options() if self.is_allowed(choice)]
        return max(allowed, key=lambda choice: (self.score_after(choice), choice is None,
                                                choice == self.collecting, -allowed.index(choice)))
