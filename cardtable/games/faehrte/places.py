"""Scoring a round of Auf falscher Fährte: places by tricks, points by place.

Rulings section 3: rank by tricks (Plus: more is better; Minus: fewer). Points by place: 4, 3, 2, 0 with
four players; 3, 2, 0 with three. Tied players share a place and each gets its points, the next place is
skipped; every player in a tie that includes the last place gets 0.
"""

from __future__ import annotations

from typing import Sequence

PLUS, MINUS = "plus", "minus"


def place_points(players: int) -> tuple[int, ...]:
    return (3, 2, 0) if players == 3 else (4, 3, 2, 0)


def places(tricks: Sequence[int], kind: str) -> tuple[int, ...]:
    """Each seat's place (1 best), ties sharing one and skipping the next."""
    better = (lambda other, mine: other > mine) if kind == PLUS else (lambda other, mine: other < mine)
    return tuple(1 + sum(better(other, mine) for other in tricks) for mine in tricks)


def round_points(tricks: Sequence[int], kind: str) -> tuple[int, ...]:
    """The points of a round for each seat's tricks, in a Plus or Minus round."""
    players = len(tricks)
    table = place_points(players)
    ranks = places(tricks, kind)
    points = []
    for place in ranks:
        tied = ranks.count(place)
        reaches_last = place + tied - 1 >= players
        points.append(0 if reaches_last else table[place - 1])
    return tuple(points)


def worst_placed(tricks: Sequence[int], kind: str | None) -> tuple[int, ...]:
    """The worst-placed seats (fewest tricks in a Plus round, most in a Minus round); empty while the round
    type is unknown."""
    if kind is None:
        return ()
    worst = min(tricks) if kind == PLUS else max(tricks)
    return tuple(seat for seat, count in enumerate(tricks) if count == worst)


def round_kind(hidden_total: int, threshold: int) -> str:
    return PLUS if hidden_total >= threshold else MINUS
