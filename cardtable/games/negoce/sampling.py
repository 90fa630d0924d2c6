"""Sampling the cards and coins one Négoce seat cannot see, consistently with its observation.

Known to the seat: its own hand and purse, the face-up cards on the table (and its own face-down ones), the
size of every hand, and per seat and per code the fewest and most cards that seat can hold in hand (the
observation's bounds, which the rules keep from everything the seat saw), and each purse's bounds. Unknown:
the rest of the other hands, the face-down cards it did not lay, and, with hidden coins, the other purses and
the hidden offer amounts. A draw deals the unseen cards so that every hand meets its bounds (each seat first
gets its certain cards, then its other cards one at a time among the codes its bounds still allow, in a random
order of seats; a dead end starts again, and after many, the highs are relaxed), then spreads the unseen coins
within their bounds so that all 60 are accounted for. The draw is a state of the rules (`sample_state`).
"""

from __future__ import annotations

import random

from .cards import PLAYERS
from .knowledge import UNNOTED
from .rules import NegoceState
from .valuation import CODES, CONTRABAND

COPIES = 4
TOTAL_COINS = 60
RETRIES = 60
HIDDEN_OFFER_CAP = 15  # the most coins a hidden offer amount is guessed to hold


def deck_counts() -> list[int]:
    return [1 if code == CONTRABAND else COPIES for code in range(CODES)]


def to_act_seat(obs) -> int | None:
    to_act = obs.to_act
    if isinstance(to_act, tuple):
        return to_act[0] if to_act else None
    return to_act


def weighted_code(rng: random.Random, weights, total: float) -> int:
    pick = rng.random() * total
    chosen = 0
    for code, weight in enumerate(weights):
        if weight > 0:
            chosen = code
            pick -= weight
            if pick < 0:
                break
    return chosen


class CardSampler:
    """Draws the other seats' hands and the unseen table cards for one observation."""

    def __init__(self, obs):
        self.obs = obs
        seat = obs.seat
        self.others = [other for other in range(PLAYERS) if other != seat]
        pool = deck_counts()
        for code in obs.hand:
            pool[code] -= 1
        for code, _ in obs.market:
            if code is not None:
                pool[code] -= 1
        self.unknown_market = [index for index, (code, _) in enumerate(obs.market) if code is None]
        self.unknown_offers = []
        for other, offer in enumerate(obs.offers):
            if offer is not None and offer.has_card:
                if offer.code is None:
                    self.unknown_offers.append(other)
                else:
                    pool[offer.code] -= 1
        self.pool = [max(0, count) for count in pool]

    def draw(self, rng: random.Random) -> tuple[dict, list, dict]:
        """(seat → counts of its hand, codes of the unknown market cards in order, seat → code of its unknown
        offered card)."""
        for attempt in range(RETRIES):
            dealt = self._try(rng, strict=attempt < RETRIES - 1)
            if dealt is not None:
                return dealt
        return self._try(rng, strict=False, loose=True)

    def _try(self, rng: random.Random, strict: bool, loose: bool = False):
        obs = self.obs
        remaining = list(self.pool)
        hands = {}
        order = list(self.others)
        rng.shuffle(order)
        for seat in order:
            bounds = obs.bounds[seat]
            hand = [0] * CODES
            if not loose:
                for code, (low, _) in enumerate(bounds):
                    take = min(low, remaining[code]) if not strict else low
                    if take > remaining[code]:
                        return None
                    hand[code] = take
                    remaining[code] -= take
            need = obs.hand_sizes[seat] - sum(hand)
            if need < 0:
                return None
            for _ in range(need):
                room = [remaining[code] if (loose or not strict or hand[code] < bounds[code][1]) else 0
                        for code in range(CODES)]
                total = sum(room)
                if total <= 0:
                    if strict:
                        return None
                    room = list(remaining)
                    total = sum(room)
                    if total <= 0:
                        return None
                code = weighted_code(rng, room, total)
                hand[code] += 1
                remaining[code] -= 1
            hands[seat] = hand
        rest = [code for code in range(CODES) for _ in range(remaining[code])]
        rng.shuffle(rest)
        slots = len(self.unknown_market) + len(self.unknown_offers)
        if len(rest) < slots:
            return None
        market = rest[:len(self.unknown_market)]
        offers = dict(zip(self.unknown_offers, rest[len(self.unknown_market):slots]))
        return hands, market, offers


def draw_coins(obs, rng: random.Random) -> tuple[list[int], dict]:
    """(every purse, seat → coins of an offer whose amount is hidden): seen amounts as they are, the others
    within their bounds, adding up to the coins in play."""
    purses = [obs.coins[seat] if obs.coins[seat] is not None else None for seat in range(PLAYERS)]
    hidden_offers = [seat for seat, offer in enumerate(obs.offers) if offer is not None and offer.coins is None]
    known = sum(coins for coins in purses if coins is not None)
    known += sum(offer.coins for offer in obs.offers if offer is not None and offer.coins is not None)
    target = TOTAL_COINS - (obs.paid_out or 0) - obs.market_coins - known
    unknown = {("purse", seat): list(obs.coin_bounds[seat]) for seat in range(PLAYERS) if purses[seat] is None}
    for seat in hidden_offers:
        # Whether a hidden offer holds coins is public; an offer of coins alone always does.
        holds = obs.offers[seat].has_coins or not obs.offers[seat].has_card
        unknown[("offer", seat)] = [1, HIDDEN_OFFER_CAP] if holds else [0, 0]
    values = {key: rng.randint(low, max(low, high)) for key, (low, high) in unknown.items()}
    keys = list(values)
    # Nudge the draws one coin at a time towards the total, within their bounds.
    for _ in range(4 * TOTAL_COINS):
        gap = target - sum(values.values())
        if gap == 0 or not keys:
            break
        step = 1 if gap > 0 else -1
        movable = [key for key in keys if unknown[key][0] <= values[key] + step <= max(unknown[key])]
        if not movable:
            break
        values[rng.choice(movable)] += step
    for (kind, seat), value in values.items():
        if kind == "purse":
            purses[seat] = value
    return purses, {seat: values[("offer", seat)] for seat in hidden_offers}


def sample_state(obs, rng: random.Random, sampler: CardSampler | None = None) -> NegoceState:
    """A state of the rules consistent with the observation, for the search to play in: it keeps no knowledge
    (`knowledge.UNNOTED`), so it gives no observation; `Determinizer.sample` makes a full one of it."""
    sampler = sampler or CardSampler(obs)
    hands, market_codes, offer_codes = sampler.draw(rng)
    purses, offer_coins = draw_coins(obs, rng)
    unknown_market = iter(market_codes)
    offers = []
    for seat, offer in enumerate(obs.offers):
        if offer is None:
            offers.append(None)
            continue
        code = None
        if offer.has_card:
            code = offer.code if offer.code is not None else offer_codes[seat]
        coins = offer.coins if offer.coins is not None else offer_coins[seat]
        offers.append((code, offer.face_up, coins))
    state = NegoceState.__new__(NegoceState)
    state.options = {"players": PLAYERS, "sale_limit": obs.sale_limit, "hidden_coins": obs.hidden_coins}
    state.seed, state.history, state.origin = 0, [], None
    state.phase, state.acting = obs.phase, to_act_seat(obs)
    state.hands = [tuple(obs.hand) if seat == obs.seat else
                   tuple(code for code in range(CODES) for _ in range(hands[seat][code])) for seat in range(PLAYERS)]
    state.coins, state.paid_out = purses, obs.paid_out or 0
    state.monopolies, state.opener = obs.monopolies, obs.opener
    state.bid, state.bidder, state.in_auction = obs.bid, obs.bidder, tuple(obs.in_auction)
    state.seller, state.market_coins = obs.seller, obs.market_coins
    state.market = [(code if code is not None else next(unknown_market), face_up) for code, face_up in obs.market]
    state.offers, state.turn, state.buyer_index = offers, obs.turn, buyer_index(obs)
    state.named, state.shown = obs.named, list(obs.shown or (0,) * PLAYERS)
    state.sales, state.has_sold = obs.sales, tuple(obs.has_sold)
    state.winners, state.end = tuple(obs.winners), obs.end
    state.knowledge = UNNOTED
    return state


def buyer_index(obs) -> int:
    """How many buyers have had their say in this bidding turn."""
    if obs.phase == "offers":
        return (to_act_seat(obs) - obs.seller - 1) % PLAYERS
    if obs.phase in ("seller", "take"):
        return PLAYERS - 1
    return 0
