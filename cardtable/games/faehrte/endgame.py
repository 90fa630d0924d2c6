"""Auf falscher Fährte's last tricks, counted out as a good player counts them.

With two tricks left every hidden card is turned up, and the cards still out are the few the seat has not
seen; the voids shown this round often place most of them. Over every deal of those cards that the voids
allow (`Determinizer.every_deal`), each card the seat may play is played out to the round's end, every seat
then playing for its own points this round (a tie going against the seat), and the cards whose mean points
are highest are the ones worth playing. The trick-by-trick judgement (judgement.py) cannot see this far: it
wins a trick when it may, though keeping the winner for the last trick can give the other trick to a rival,
and it does not count which cards are left.
"""

from __future__ import annotations

from typing import Sequence

from .determinize import Determinizer
from .phases import PLAY

TRICKS = 2  # counted out from this many tricks left: with three, a four-player deal has up to 1,680 worlds
WORLDS = 200  # more deals than this are not counted out (four players with two tricks left: at most 90)


def best_plays(obs, legal: Sequence) -> list | None:
    """The legal plays of `obs`'s seat worth most points this round over every deal the seat cannot rule out,
    or None where the round is not down to its last tricks (or its deals are too many to count)."""
    if obs.phase != PLAY or obs.tricks_left() > TRICKS or obs.hidden_left or len(legal) < 2:
        return None
    determinizer = Determinizer(obs)
    worlds = []
    for deal in determinizer.every_deal():
        if len(worlds) == WORLDS:
            return None
        worlds.append(determinizer.state_for(*deal, None))
    if not worlds:
        return None
    seat, round_number = obs.seat, obs.round
    totals = []
    for action in legal:
        total = 0
        for world in worlds:
            state = world.clone()
            state.apply_unchecked(action)
            total += _points(state, seat, round_number)[seat]
        totals.append(total)
    best = max(totals)
    return [action for action, total in zip(legal, totals) if total == best]


def _points(state, seat: int, round_number: int) -> tuple:
    """Each seat's points this round when every seat from here plays for its own, ties going against `seat`."""
    if state.round != round_number or state.is_terminal():
        return state.round_points[-1]
    mover = state.turn
    outcomes = []
    for action in state.legal_actions():
        after = state.clone()
        after.apply_unchecked(action)
        outcomes.append(_points(after, seat, round_number))
    if mover == seat:
        return max(outcomes, key=lambda points: points[seat])
    return max(outcomes, key=lambda points: (points[mover], -points[seat]))
