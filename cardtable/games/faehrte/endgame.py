"""Auf falscher Fährte's last tricks, counted out as a good player counts them.

With two tricks left every hidden card is turned up, so the round type is known, and the cards still out are
the few the seat has not seen; the voids shown this round often place most of them. Over every deal of those
cards that the voids allow (`Determinizer.every_deal`), each card the seat may play is played out to the
round's end, every seat then playing for its own points this round (a tie going against the seat), and the
cards whose mean points are highest are the ones worth playing. The trick-by-trick judgement (judgement.py)
cannot see this far: it wins a trick when it may, though keeping the winner for the last trick can give the
other trick to a rival, and it does not count which cards are left.

The play-out follows the rules (tricks.py) on plain tuples rather than on cloned states, several times faster:
a four-player ending has up to 90 deals, and a joker's trump decision before the last trick four branches.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from . import places, tricks
from .cards import COLOURS, tricks_per_round
from .determinize import Determinizer
from .phases import PLAY

TRICKS = 2  # counted out from this many tricks left: with three, a four-player deal has up to 1,680 worlds
WORLDS = 200  # more deals than this are not counted out (four players with two tricks left: at most 90)
TRUMPS = range(len(COLOURS))  # the colours a trump decision may name
_round_points = lru_cache(maxsize=4096)(places.round_points)  # few trick counts, met again and again


def best_plays(obs, legal: Sequence) -> list | None:
    """The legal plays of `obs`'s seat worth most points this round over every deal the seat cannot rule out,
    or None where the round is not down to its last tricks (or its deals are too many to count)."""
    if obs.phase != PLAY or obs.tricks_left() > TRICKS or obs.hidden_left or len(legal) < 2:
        return None
    determinizer = Determinizer(obs)
    deals = []
    for others, _hidden, _pile in determinizer.every_deal():
        if len(deals) == WORLDS:
            return None
        deals.append(tuple(tuple(obs.hand) if seat == obs.seat else tuple(sorted(others[seat]))
                           for seat in range(obs.players)))
    if not deals:
        return None
    ending = Ending(obs)
    totals = [sum(ending.play(hands, action[1])[obs.seat] for hands in deals) for action in legal]
    best = max(totals)
    return [action for action, total in zip(legal, totals) if total == best]


class Ending:
    """The rest of one round from the observed trick on, for any hands: each seat's points this round."""

    def __init__(self, obs):
        self.seat, self.players, self.jokers = obs.seat, obs.players, obs.jokers
        self.kind = obs.outlook().kind
        self.trick, self.trump, self.won = tuple(obs.trick), obs.trump, tuple(obs.tricks_won)
        self.left = tricks_per_round(obs.jokers) - len(obs.round_tricks)
        self.jokers_before = sum(tricks.jokers_in(plays) for plays, _winner in obs.round_tricks)

    def play(self, hands: tuple, code: int) -> tuple:
        """Each seat's points when the seat plays `code` now, with these hands (the seat's own included)."""
        return self._after_play(hands, self.trick, self.seat, code, self.trump, self.won, self.jokers_before,
                                self.left)

    def _after_play(self, hands, trick, mover, code, trump, won, jokers_before, left):
        hand = list(hands[mover])
        hand.remove(code)
        hands = hands[:mover] + (tuple(hand),) + hands[mover + 1:]
        trick = trick + ((mover, code),)
        if len(trick) < self.players:
            return self._turn(hands, trick, (mover + 1) % self.players, trump, won, jokers_before, left)
        winner = tricks.winner(trick, trump)
        leader = trick[0][0] if winner is None else winner
        if winner is not None:
            won = won[:winner] + (won[winner] + 1,) + won[winner + 1:]
        left -= 1
        if not left:
            return _round_points(won, self.kind)
        deciders = tricks.trump_deciders(trick, jokers_before) if self.jokers else []
        return self._decide(hands, leader, trump, won, jokers_before + tricks.jokers_in(trick), left, deciders)

    def _decide(self, hands, leader, trump, won, jokers_before, left, deciders):
        """The trump decisions a trick's jokers give, in order, then the next trick."""
        if not deciders:
            return self._turn(hands, (), leader, trump, won, jokers_before, left)
        decider, rest = deciders[0], deciders[1:]
        return self._choose(decider, [self._decide(hands, leader, colour, won, jokers_before, left, rest)
                                      for colour in TRUMPS])

    def _turn(self, hands, trick, mover, trump, won, jokers_before, left):
        if left == 1 and not trick:  # the last trick: one card in each hand, nothing left to choose
            players = self.players
            plays = tuple(((mover + step) % players, hands[(mover + step) % players][0]) for step in range(players))
            winner = tricks.winner(plays, trump)
            if winner is not None:
                won = won[:winner] + (won[winner] + 1,) + won[winner + 1:]
            return _round_points(won, self.kind)
        options = tricks.playable_cards(hands[mover], trick, left == 1)
        return self._choose(mover, [self._after_play(hands, trick, mover, code, trump, won, jokers_before, left)
                                    for code in options])

    def _choose(self, mover: int, outcomes: list) -> tuple:
        """The outcome `mover` picks: its own most points, of equals the fewest for the seat counting."""
        seat = self.seat
        if mover == seat:
            return max(outcomes, key=lambda points: points[seat])
        return max(outcomes, key=lambda points: (points[mover], -points[seat]))
