"""Whether a round of Auf falscher Fährte is Plus or Minus, as far as a viewer can tell.

The hidden cards make a Plus round when they total at least the threshold (14 with three players, 24 with
four). The round type is certain once the revealed cards reach the threshold, or once the unrevealed cards
can no longer make up the difference: they are among the coloured cards the viewer has not seen elsewhere
(played this round, the leftover, revealed, or, for a seat, in its own hand), so they total at most the
largest values of those.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Iterable

from .cards import coloured_deck, threshold as threshold_for, value_of
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
    revealed_sum = sum(value_of(code) for code in revealed)
    unseen = Counter(coloured_deck(players)) - Counter(revealed) - Counter(seen)
    values = sorted((value_of(code) for code in unseen.elements()), reverse=True)
    reach = known_high + sum(values[:max(0, hidden_left - known_count)])
    if revealed_sum + known_low >= goal:
        kind = PLUS
    elif revealed_sum + reach < goal:
        kind = MINUS
    else:
        kind = None
    return Outlook(kind, revealed_sum, goal, hidden_left, max(0, goal - revealed_sum), reach)


def played_cards(round_tricks, trick) -> list[int]:
    """The cards played this round, finished tricks and the trick in progress."""
    return [code for plays, _winner in round_tricks for _seat, code in plays] + [code for _seat, code in trick]


def public_outlook(players: int, revealed, hidden_left: int, round_tricks, trick, leftover) -> Outlook:
    seen = played_cards(round_tricks, trick) + ([] if leftover is None else [leftover])
    return outlook(players, revealed, hidden_left, seen)


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
