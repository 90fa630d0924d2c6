"""Sampling complete Auf falscher Fährte states consistent with one seat's observation.

Known to the seat: its hand and its own hidden card, the leftover card (3 players), every card played this
round, the revealed hidden cards (not whose they are), how many cards each hand holds, and the colours a
seat showed it lacks by not following. Unknown: the other hands, the other seats' unrevealed hidden cards
and the order of the unrevealed pile. A sample deals the unseen cards to those places: no joker is ever a
hidden card, a hand holds no colour its owner failed to follow this round (a hidden card is out of the hand,
so a void says nothing of it), the revealed cards go to seats that laid one (any but the observer's, unless
it is its own), and the unrevealed pile is shuffled.

What the others did tells a little about their hidden cards (`hidden_card_weight`): a seat whose hand was
strong tends to hide a high card, to push the round towards Plus, and a seat that has been taking more
tricks than the others seems to expect a Plus round. Each draw weighs a few candidate deals by that and
keeps one in proportion (sampling-importance-resampling): a gentle lean, never a certainty.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from itertools import combinations

from . import judgement
from .cards import JOKER, deck, top_value
from .rules import FaehrteState

RETRIES = 40
HIDDEN = -1  # the place of the other seats' unrevealed hidden cards, as a deal fills it
CANDIDATES = 3  # deals weighed for each sample


class Determinizer:
    def __init__(self, obs):
        self.obs = obs
        self.seat = obs.seat
        players = obs.players
        self.others = [seat for seat in range(players) if seat != obs.seat]
        self.voids = obs.voids()
        played = [code for plays, _ in obs.round_tricks for _, code in plays] + [code for _, code in obs.trick]
        self.played_by = {seat: [] for seat in range(players)}
        for plays, _ in obs.round_tricks:
            for seat, code in plays:
                self.played_by[seat].append(code)
        for seat, code in obs.trick:
            self.played_by[seat].append(code)
        seen = Counter(obs.hand or ()) + Counter(played) + Counter(obs.revealed)
        if obs.my_hidden is not None:
            seen[obs.my_hidden] += 1
        if obs.leftover is not None:
            seen[obs.leftover] += 1
        self.pool = sorted((Counter(deck(players, obs.jokers)) - seen).elements())
        own_revealed = obs.my_hidden is not None and obs.my_hidden in obs.revealed
        laid_others = [seat for seat in self.others if obs.laid[seat]]
        self.laid_others = laid_others
        self.revealed_others = [code for code in obs.revealed if not (own_revealed and code == obs.my_hidden)]
        self.own_revealed = own_revealed
        self.hidden_count = len(laid_others) - len(self.revealed_others)
        self.fits = {seat: [code == JOKER or code // 13 not in self.voids.get(seat, ()) for code in range(JOKER + 1)]
                     for seat in self.others}
        self.weigh = len(laid_others) > len(self.revealed_others) and obs.phase != "over"
        self.places_of = {strict: self._places(strict) for strict in (True, False)}

    # --- drawing --------------------------------------------------------------------------------------------
    def deal(self, rng: random.Random) -> tuple[dict, dict, list]:
        """(hands of the other seats, their hidden cards (seat → code, revealed ones included), pile owners
        of the unrevealed cards, top first)."""
        if not self.weigh:
            return self._one_deal(rng)
        candidates = [self._one_deal(rng) for _ in range(CANDIDATES)]
        weights = [self.deal_weight(hands, hidden) for hands, hidden, _ in candidates]
        pick = rng.random() * sum(weights)
        for candidate, weight in zip(candidates, weights):
            pick -= weight
            if pick <= 0:
                return candidate
        return candidates[-1]

    def _one_deal(self, rng: random.Random):
        for _ in range(RETRIES):
            deal = self._try_deal(rng, strict=True)
            if deal is not None:
                return deal
        return self._try_deal(rng, strict=False)

    def _try_deal(self, rng: random.Random, strict: bool):
        """One deal, or None when the draw ran into a dead end. The cards with fewest places to go are placed
        first, each in one of its places drawn in proportion to the room left there, so that a seat's voids
        rarely leave another seat's hand with nothing that fits; `strict` False ignores the voids."""
        obs = self.obs
        room = {seat: obs.hand_sizes[seat] for seat in self.others}
        room[HIDDEN] = self.hidden_count
        places_of = self.places_of[strict]
        cards = self.pool.copy()
        rng.shuffle(cards)
        cards.sort(key=lambda code: len(places_of[code]))
        placed = {place: [] for place in room}
        for code in cards:
            open_places = [place for place in places_of[code] if room[place]]
            if not open_places:
                return None
            pick = rng.random() * sum(room[place] for place in open_places)
            for place in open_places:
                pick -= room[place]
                if pick < 0:
                    break
            placed[place].append(code)
            room[place] -= 1
        owners = list(self.laid_others)
        rng.shuffle(owners)
        hidden = dict(zip(owners, self.revealed_others))
        unrevealed_owners = owners[len(self.revealed_others):]
        hidden.update(zip(unrevealed_owners, placed[HIDDEN]))
        hands = {seat: placed[seat] for seat in self.others}
        pile_owners = list(unrevealed_owners)
        if obs.my_hidden is not None and not self.own_revealed:
            pile_owners.append(self.seat)
        rng.shuffle(pile_owners)
        return hands, hidden, pile_owners

    def _places(self, strict: bool) -> dict[int, list]:
        """Where each unseen card may go: the other seats (whose voids allow it, when `strict`) and, but for a
        joker, the hidden cards."""
        places_of = {}
        for code in set(self.pool):
            places = [seat for seat in self.others if not strict or self.fits[seat][code]]
            if code != JOKER:
                places.append(HIDDEN)
            places_of[code] = places
        return places_of

    def deal_weight(self, hands: dict, hidden: dict) -> float:
        """How well the other seats' unrevealed hidden cards fit what they did: a product of gentle factors."""
        obs = self.obs
        top = top_value(obs.players)
        revealed = set(self.revealed_others)
        done = len(obs.round_tricks)
        mean_tricks = done / obs.players
        trump = obs.trick_trumps[0] if obs.trick_trumps else obs.trump  # the trump when the cards were laid
        weight = 1.0
        for seat, code in hidden.items():
            if code in revealed:
                continue
            laid_from = hands[seat] + self.played_by[seat] + [code]
            strength = judgement.hand_strength(laid_from, trump, obs.players)
            target = top / 2 + (strength - 1.0) * top * 1.5
            if done >= 2:
                target += 0.5 * (obs.tricks_won[seat] - mean_tricks)
            target = min(top, max(0.0, target))
            weight *= math.exp(-((code % 13 - target) ** 2) / (2 * (0.45 * top) ** 2))
        return weight

    # --- complete states -----------------------------------------------------------------------------------
    def sample(self, rng: random.Random):
        """A complete state whose `observation(seat)` equals the observation."""
        return self.state_for(*self.deal(rng), rng)

    def every_deal(self):
        """Every deal of the unseen cards to the other hands that their voids allow, as `deal` gives one, once
        no hidden card is unrevealed (else none: the pile would multiply them). Whose each revealed card was is
        left in one order: it tells nothing more once all are turned up."""
        if self.hidden_count:
            return
        owners = dict(zip(self.laid_others, self.revealed_others))
        pile_owners = [self.seat] if self.obs.my_hidden is not None and not self.own_revealed else []
        sizes = [self.obs.hand_sizes[seat] for seat in self.others]
        for hands in _fillings(self.pool, self.others, sizes, self.fits):
            yield dict(zip(self.others, hands)), owners, pile_owners

    def state_for(self, hands: dict, hidden: dict, pile_owners: list, rng: random.Random | None):
        """The complete state of one deal (`deal`'s answer); `rng` draws the seed where a shuffle is to come (in
        phase "hide" only)."""
        obs = self.obs
        players = obs.players
        hidden_laid = [obs.my_hidden if seat == obs.seat else hidden.get(seat) for seat in range(players)]
        state = FaehrteState.__new__(FaehrteState)
        state.options = {"players": players, "jokers": obs.jokers}
        # The seed shuffles the hidden cards once all are laid, and deals the rounds after this one, which
        # nobody can foresee and the search never plays: it is drawn only where a shuffle is still to come.
        state.seed = rng.getrandbits(32) if obs.phase == "hide" else 0
        state.history, state.origin = [], None
        state.round, state.dealer, state.phase = obs.round, obs.dealer, obs.phase
        state.turn = obs.to_act if obs.to_act is not None else obs.leader
        state.leader, state.trump = obs.leader, obs.trump
        state.hands = [list(obs.hand) if seat == obs.seat else sorted(hands[seat]) for seat in range(players)]
        state.leftover = obs.leftover
        state.hidden_laid = hidden_laid
        if obs.phase == "hide":  # the pile is still in the order laid, from the dealer's left
            order = [(obs.dealer + 1 + step) % players for step in range(players)]
            state.pile = [(seat, hidden_laid[seat]) for seat in order if hidden_laid[seat] is not None]
            state.revealed = []
        else:
            state.pile = [(seat, hidden_laid[seat]) for seat in pile_owners]
            owner_of = {code: seat for seat, code in enumerate(hidden_laid) if code is not None}
            state.revealed = [(owner_of[code], code) for code in obs.revealed]
        state.trick = list(obs.trick)
        state.round_tricks = [(tuple(plays), winner) for plays, winner in obs.round_tricks]
        state.trick_trumps = list(obs.trick_trumps)
        state.tricks_won = list(obs.tricks_won)
        state.trump_queue = list(obs.trump_queue)
        state.jokers_played = obs.jokers_played
        state.round_points = [tuple(points) for points in obs.round_points]
        state.totals = list(obs.totals)
        state.forget()
        return state


def _fillings(pool: list, seats: list, sizes: list, fits: dict):
    """Every way to fill the hands of `seats` (`sizes` cards each) with the cards of `pool` (a sorted multiset:
    jokers are alike), each card where `fits` allows: lists of sorted hands, once each."""
    if not seats:
        yield []
        return
    seat, rest_seats = seats[0], seats[1:]
    fitting = [index for index, code in enumerate(pool) if fits[seat][code]]
    seen = set()
    for chosen in combinations(fitting, sizes[0]):
        hand = tuple(pool[index] for index in chosen)
        if hand in seen:
            continue
        seen.add(hand)
        taken = set(chosen)
        rest = [code for index, code in enumerate(pool) if index not in taken]
        for others in _fillings(rest, rest_seats, sizes[1:], fits):
            yield [list(hand)] + others


def rounds_after(obs) -> int:
    """The rounds still to come after the one in progress."""
    return obs.rounds - obs.round


class SharedWorlds(Determinizer):
    """A determinizer whose every sampled state serves as many searches in a row as the observing seat has
    legal actions (a fresh copy each time): the search then compares its choices on the same hidden cards
    more often than not (common random numbers), which makes the differences between them, which decide,
    far less noisy. A clone is also cheaper than a draw."""

    def __init__(self, obs):
        super().__init__(obs)
        self.reuse = max(1, len(obs.legal_actions()))
        self.shared, self.served = None, 0

    def sample(self, rng: random.Random) -> FaehrteState:
        if self.shared is None or self.served >= self.reuse:
            self.shared, self.served = super().sample(rng), 0
        self.served += 1
        return self.shared.clone()
