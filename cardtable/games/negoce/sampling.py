"""Sampling the cards and coins one Négoce seat cannot see, consistently with its observation.

Known to the seat: its own hand and purse, the face-up cards on the table (and its own face-down ones), the
size of every hand, and per seat and per code the fewest and most cards that seat can hold in hand (the
observation's bounds, which the rules keep from everything the seat saw), and each purse's bounds. Unknown:
the rest of the other hands, the face-down cards it did not lay, and, with hidden coins, the other purses and
the hidden offer amounts. A draw deals the unseen cards so that every hand meets its bounds (each seat first
gets its certain cards, then its other cards one at a time among the codes its bounds still allow, in a random
order of seats; a dead end starts again, and after many, the highs are relaxed), then spreads the unseen coins
within their bounds so that all 60 are accounted for.
"""

from __future__ import annotations

import random

from .simulate import PLAYERS, World
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


def sample_world(obs, rng: random.Random, sampler: CardSampler | None = None) -> World:
    """A lean world (simulate.World) consistent with the observation."""
    sampler = sampler or CardSampler(obs)
    hands, market_codes, offer_codes = sampler.draw(rng)
    own = [0] * CODES
    for code in obs.hand:
        own[code] += 1
    hands[obs.seat] = own
    purses, offer_coins = draw_coins(obs, rng)
    unknown_market = iter(market_codes)
    market = [(code if code is not None else next(unknown_market), face_up) for code, face_up in obs.market]
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
    acting = to_act_seat(obs)
    buyer_index = (acting - obs.seller - 1) % PLAYERS if obs.phase == "offers" else 0
    return World(phase=obs.phase, hands=[hands[seat] for seat in range(PLAYERS)], coins=purses,
                 paid_out=obs.paid_out or 0, bid=obs.bid, bidder=acting if obs.phase == "auction" else obs.bidder,
                 in_auction=obs.in_auction, seller=obs.seller, market=market, market_coins=obs.market_coins,
                 offers=offers, turn=obs.turn, buyer_index=buyer_index, named=obs.named,
                 shown=obs.shown or (0,) * PLAYERS, sales=obs.sales, has_sold=obs.has_sold,
                 sale_limit=obs.sale_limit)
