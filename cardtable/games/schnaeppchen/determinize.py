"""Sampling complete Schnäppchen Jagd states consistent with one seat's observation.

Known to the seat: its hand and junk, every bargain pile, the discards, the trick, and what this round's
tricks put into each junk pile (less what that seat cleared this round). Unknown: the other hands (whose
sizes are known and which hold no card of a colour their owner failed to follow), the part of each other
junk pile from earlier rounds (its size is known; it holds no value its owner cleared this round), the
stock's order and the set-aside cards.
"""

from __future__ import annotations

import random
from collections import Counter

from . import sorting
from .cards import DECK, SUPER, colour_of, value_of
from .phases import leader_of
from .rules import SchnaeppchenState

RETRIES = 30


class Determinizer:
    def __init__(self, obs):
        self.obs = obs
        self.others = [seat for seat in range(obs.players) if seat != obs.seat]
        self.known_junk, self.cleared = sorting.this_round_junk(obs.round_tricks, obs.round_sorts, obs.players)
        self.voids = obs.voids()
        self.pool = self._unseen(obs)
        self.unknown_junk = {seat: obs.junk_sizes[seat] - len(self.known_junk[seat]) for seat in self.others}
        self._fit_tables()

    def _unseen(self, obs) -> list[int]:
        seen = Counter(obs.hand) + Counter(obs.my_junk) + Counter(obs.discard)
        seen += Counter(play.card for play in obs.trick)
        for pile in obs.bargain:
            seen += Counter(pile)
        for seat in self.others:
            seen += Counter(self.known_junk[seat])
        return sorted((Counter(DECK) - seen).elements())

    def sample(self, rng: random.Random) -> SchnaeppchenState:
        for _ in range(RETRIES):
            deal = self._try_deal(rng, strict=True)
            if deal is not None:
                return self._build(*deal, rng)
        return self._build(*self._try_deal(rng, strict=False), rng)

    def _try_deal(self, rng: random.Random, strict: bool):
        pool = self.pool.copy()
        rng.shuffle(pool)
        hands, junks = {}, {}
        for seat in self.hand_order:
            hands[seat] = self._take(pool, self.obs.hand_sizes[seat], self.hand_fits[seat] if strict else None)
            if hands[seat] is None:
                return None
        for seat in self.others:
            junks[seat] = self._take(pool, self.unknown_junk[seat], self.junk_fits[seat] if strict else None)
            if junks[seat] is None:
                return None
        return hands, junks, pool

    def _fit_tables(self) -> None:
        """Which codes may lie in each other seat's hand (no colour it failed to follow) and in the unknown part
        of its junk (no value it cleared this round), as tables indexed by code: a sample reads them hundreds
        of times."""
        self.hand_fits, self.junk_fits = {}, {}
        for seat in self.others:
            self.hand_fits[seat] = [code == SUPER or colour_of(code) not in self.voids[seat] for code in range(SUPER + 1)]
            self.junk_fits[seat] = [code == SUPER or value_of(code) not in self.cleared[seat]
                                    for code in range(SUPER + 1)]
        # The seats with most voids choose first, so they are least likely to run out of fitting cards.
        self.hand_order = sorted(self.others, key=lambda s: -len(self.voids[s]))

    @staticmethod
    def _take(pool: list, count: int, fits):
        """The first `count` codes of `pool` that fit (any, without `fits`), removed from it; None if too few."""
        if fits is None:
            taken = pool[:count]
            del pool[:count]
        else:
            taken, rest = [], []
            for code in pool:
                (taken if len(taken) < count and fits[code] else rest).append(code)
            pool[:] = rest
        return taken if len(taken) == count else None

    def _build(self, hands, junks, rest, rng: random.Random) -> SchnaeppchenState:
        obs = self.obs
        state = SchnaeppchenState.__new__(SchnaeppchenState)
        state.options = {"players": obs.players, "sorting": obs.variant}
        state.seed, state.history, state.origin = rng.getrandbits(32), [], None
        state.round, state.dealer, state.phase = obs.round, obs.dealer, obs.phase
        state.turn = obs.to_act if obs.to_act is not None else 0
        state.leader = leader_of(obs.dealer, obs.players, obs.round_tricks)
        state.hands = [sorted(obs.hand) if seat == obs.seat else sorted(hands[seat]) for seat in range(obs.players)]
        state.junk = [list(obs.my_junk) if seat == obs.seat else junks[seat] + self.known_junk[seat]
                      for seat in range(obs.players)]
        state.bargain = [list(pile) for pile in obs.bargain]
        state.stock = rest[:obs.stock_size]
        state.set_aside = rest[obs.stock_size:]
        state.discard = list(obs.discard)
        state.junk_at_start = list(obs.junk_at_start)
        state.trick = list(obs.trick)
        state.round_tricks = list(obs.round_tricks)
        state.round_sorts = list(obs.round_sorts)
        state.sort_queue, state._legal = list(obs.sort_queue), None
        return state


class SharedWorlds(Determinizer):
    """A determinizer whose every sampled world serves as many searches in a row as the observing seat has
    legal actions (a fresh copy each time). The search then compares its choices on the same hidden cards
    more often than not (common random numbers): the differences between them, which decide, are far less
    noisy than with a new world for each. A clone is also cheaper than a sample."""

    def __init__(self, obs):
        super().__init__(obs)
        self.reuse = max(1, len(obs.legal_actions()))
        self.world, self.served = None, 0

    def sample(self, rng: random.Random) -> SchnaeppchenState:
        if self.world is None or self.served >= self.reuse:
            self.world, self.served = super().sample(rng), 0
        self.served += 1
        return self.world.clone()
