"""Whether a round of Auf falscher Fährte is Plus or Minus, as far as a viewer can tell.

The hidden cards make a Plus round when they total at least the threshold (14 with three players, 24 with
four). The round type is certain once the revealed cards reach the threshold, or once the unrevealed cards
can no longer make up the difference: they are among the coloured cards the viewer has not seen elsewhere
(played this round, the leftover, revealed, or, for a seat, in its own hand), so they total at most the
largest values of those.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable

from .cards import COLOURS, VALUES_PER_COLOUR, threshold as threshold_for, top_value, value_of
from .places import MINUS, PLUS


@dataclass(frozen=True)
class Outlook:
    """kind: "plus", "minus" or None (not yet certain); revealed_sum: the turned-up cards' total;
    threshold; hidden_left: the pile cards not yet turned up (before every seat has laid its card: the
    number of players); needed: how much the unrevealed cards must still add for a Plus round; reach: the
    largest total they could still have, from what the viewer knows."""

    kind: str | None
    revealed_sum: int
    threshold: int
    hidden_left: int
    needed: int
    reach: int


def outlook(players: int, revealed: Iterable[int], hidden_left: int, seen: Iterable[int],
            known_high: int = 0, known_low: int = 0, known_count: int = 0) -> Outlook:
    """The outlook of a viewer who has seen the cards `seen` outside the pile (played this round, the
    leftover, its own hand...) and knows `known_count` of the unrevealed cards to total between
    `known_low` and `known_high` (a seat's own hidden card, or the one it is about to lay)."""
    revealed = list(revealed)
    goal = threshold_for(players)
    revealed_sum = sum(code % VALUES_PER_COLOUR for code in revealed)  # never a joker: it cannot be hidden
    out = set(revealed)
    out.update(seen)
    reach = known_high + largest_unseen_total(players, out, hidden_left - known_count)
    return Outlook(kind_of(goal, revealed_sum + known_low, revealed_sum + reach), revealed_sum, goal, hidden_left,
                   max(0, goal - revealed_sum), reach)


def kind_of(goal: int, least: int, most: int) -> str | None:
    """The round type when the hidden cards total at least `least` and at most `most`; None while unsure."""
    if least >= goal:
        return PLUS
    if most < goal:
        return MINUS
    return None


@lru_cache(maxsize=None)
def by_value(players: int) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """The coloured cards in play, grouped by value, highest first: (value, codes)."""
    return tuple((value, tuple(colour * VALUES_PER_COLOUR + value for colour in range(len(COLOURS))))
                 for value in range(top_value(players), -1, -1))


def largest_unseen_total(players: int, out, count: int) -> int:
    """The largest total `count` coloured cards not in `out` can have (all of them, when fewer are left)."""
    total = 0
    if count <= 0:
        return total
    for value, codes in by_value(players):
        for code in codes:
            if code not in out:
                total += value
                count -= 1
                if not count:
                    return total
    return total


def played_cards(round_tricks, trick) -> list[int]:
    """The cards played this round, finished tricks and the trick in progress."""
    return [code for plays, _winner in round_tricks for _seat, code in plays] + [code for _seat, code in trick]


def public_seen(round_tricks, trick, leftover) -> set[int]:
    """The cards everybody has seen outside the pile: those played this round and the leftover."""
    seen = {code for plays, _winner in round_tricks for _seat, code in plays}
    seen.update([code for _seat, code in trick])
    if leftover is not None:
        seen.add(leftover)
    return seen


def public_outlook(players: int, revealed, hidden_left: int, round_tricks, trick, leftover) -> Outlook:
    return outlook(players, revealed, hidden_left, public_seen(round_tricks, trick, leftover))


def public_kind(players: int, revealed, hidden_left: int, round_tricks, trick, leftover) -> tuple[str | None, int]:
    """`public_outlook(...).kind` alone, and while it is None, how many more cards may be played with it staying
    so (as long as no hidden card is turned up): the rules ask it after every play while it is unknown. Mostly the
    count of cards out tells, through `reach_limit`, without looking at which they are; else a card played can
    at most take the highest unseen value out of the hidden cards' reach, so after k more cards that reach is at
    least the total of the `hidden_left` unseen values that follow the k highest."""
    revealed_sum = 0
    for code in revealed:
        revealed_sum += code % VALUES_PER_COLOUR  # never a joker: it cannot be hidden
    needed = threshold_for(players) - revealed_sum
    if needed <= 0:
        return PLUS, 0
    out_count = len(revealed) + players * len(round_tricks) + len(trick) + (leftover is not None)
    limit = reach_limit(players, hidden_left, needed)
    if out_count <= limit:
        return None, limit - out_count
    out = public_seen(round_tricks, trick, leftover)
    out.update(revealed)
    unseen = [value for value, codes in by_value(players) for code in codes if code not in out]  # highest first
    unseen += [0] * hidden_left  # the reach of the last ones, when fewer are left
    reach = sum(unseen[:hidden_left])
    if reach < needed:
        return MINUS, 0
    more = 0
    while True:
        reach += unseen[more + hidden_left] - unseen[more]  # with one more card out
        if reach < needed:
            return None, more
        more += 1


@lru_cache(maxsize=None)
def reach_limit(players: int, count: int, needed: int) -> int:
    """The most cards that may be out with `least_reach` of `count` cards still at least `needed` (-1: none)."""
    deck_size = len(COLOURS) * (top_value(players) + 1)
    for out_count in range(deck_size + 1):
        if least_reach(players, out_count, count) < needed:
            return out_count - 1
    return deck_size


def least_reach(players: int, out_count: int, count: int) -> int:
    """The least `largest_unseen_total` of `count` cards can be when at most `out_count` cards are out: as if
    those were the highest of the deck, which holds every value once in each colour."""
    top, colours = top_value(players), len(COLOURS)
    return sum(max(0, top - (out_count + index) // colours) for index in range(count))


def seat_outlook(players: int, revealed, hidden_left: int, round_tricks, trick, leftover, hand,
                 my_hidden: int | None) -> Outlook:
    """The outlook of a seat: its hand is not in the pile, and its own hidden card is known exactly while
    unrevealed (or, before it has laid one, is one of its hand's coloured cards)."""
    seen = played_cards(round_tricks, trick) + ([] if leftover is None else [leftover]) + list(hand)
    if my_hidden is not None:
        if my_hidden in revealed:
            return outlook(players, revealed, hidden_left, seen)
        value = value_of(my_hidden)
        return outlook(players, revealed, hidden_left, seen + [my_hidden], value, value, 1)
    coloured = [value_of(code) for code in hand if value_of(code) is not None]
    if not coloured:
        return outlook(players, revealed, hidden_left, seen)
    return outlook(players, revealed, hidden_left, seen, max(coloured), min(coloured), 1)
