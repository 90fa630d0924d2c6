"""Schnäppchen Jagd's round structure: hand size, rounds per player count, the phases of a round.

Rulings section 2: 6 rounds with three players, 4 with four; round 1 opens with each player laying the
first card of his bargain pile; then tricks; then sorting, from the last trick's winner leftwards (twice
each after the final round).
"""

from __future__ import annotations

HAND_SIZE = 8
BARGAIN, PLAY, SORT, OVER = "bargain", "play", "sort", "over"
PHASES = (BARGAIN, PLAY, SORT, OVER)


def rounds_for(players: int) -> int:
    return 6 if players == 3 else 4


def first_leader(dealer: int, players: int) -> int:
    """Who lays the first bargain card and leads the first trick of a round: the dealer's left."""
    return (dealer + 1) % players


def leader_of(dealer: int, players: int, round_tricks) -> int:
    """Who leads the trick to come: the last trick's winner, or the dealer's left before the first."""
    return round_tricks[-1][1] if round_tricks else first_leader(dealer, players)


def sort_order(first: int, players: int, final_round: bool) -> list[int]:
    """The seats that sort, in order: from `first` leftwards, each twice in a row after the final round."""
    times = 2 if final_round else 1
    return [(first + offset) % players for offset in range(players) for _ in range(times)]
