"""How far each Négoce player stands from winning, and what a card or a coin is worth to him.

A player wins with a card of each of the 8 goods in hand or with 31 coins. His *distance* counts the trades he
still needs on the nearer road: one per missing good (the contraband, a dead card that blocks an eight-card
hand, counts most of one more), or one per COINS_PER_STEP coins short of 31. The two roads are blended by a
soft minimum, so that a player far on both still values both. A player's *utility* is minus his distance
(WIN_VALUE once he has won), and a card's or a coin's worth to him is the change it makes.

Other seats are seen through bounds (the fewest and most cards of each code they can hold): a good is held
for certain when its low is at least one, lacked for certain when its high is nought, and otherwise held with
an even chance. Everything here is plain arithmetic on counts, shared by the heuristic levels and the
search's playouts.
"""

from __future__ import annotations

import functools
import math

GOODS = tuple(range(1, 9))
CONTRABAND = 0
CODES = 9
WIN_COINS = 31

COINS_PER_STEP = 2.5  # coins short of 31 that weigh as one missing good
CONTRABAND_STEPS = 0.7  # the contraband in hand, in missing goods
SOFTNESS = 0.8  # the soft minimum's temperature, in steps
WIN_VALUE = 4.0  # a won position over one a single step away (which is worth about -1)
# Coins also buy goods, whichever road a player is on: each is worth at least this much.
COIN_FLOOR = 0.1
UNKNOWN_HOLD = 0.5  # the chance that a seat holds a good its bounds leave open
# A rival's gain counts against us by this weight, growing as he nears a win (his distance under 3 steps).
RIVAL_WEIGHT = 0.35
NEAR_WIN_WEIGHT = 1.6
NEAR_WIN_STEPS = 3.0


def soft_min(a: float, b: float) -> float:
    low = min(a, b)
    return low - SOFTNESS * math.log(math.exp((low - a) / SOFTNESS) + math.exp((low - b) / SOFTNESS))


# The judgement asks the same few values over and over (a playout of the search, tens of thousands of times).
@functools.lru_cache(maxsize=4096)
def distance(distinct: float, coins: float, contraband: float) -> float:
    """Trades still needed to win; 0 once won."""
    if distinct >= 8 - 1e-9 or coins >= WIN_COINS:
        return 0.0
    goods_road = 8 - distinct + CONTRABAND_STEPS * contraband
    coins_road = (WIN_COINS - coins) / COINS_PER_STEP
    return max(0.05, soft_min(goods_road, coins_road))


# A winning hand before every seat has sold wins nothing yet: the check waits, and the next seller can break it.
PENDING_WIN_VALUE = 0.3


@functools.lru_cache(maxsize=4096)
def utility(distinct: float, coins: float, contraband: float, live: bool = True) -> float:
    if distinct >= 8 - 1e-9 or coins >= WIN_COINS:
        return WIN_VALUE if live else PENDING_WIN_VALUE
    return COIN_FLOOR * coins - distance(distinct, coins, contraband)


def rival_weight(rival_distance: float) -> float:
    """How much a rival's gain counts against ours: a little always, much more once he is near a win."""
    nearness = max(0.0, NEAR_WIN_STEPS - rival_distance) / NEAR_WIN_STEPS
    return RIVAL_WEIGHT + NEAR_WIN_WEIGHT * nearness * nearness


class Holding:
    """One seat's goods and coins as another seat (or the seat itself) sees them.

    hold[code]: the chance that the seat holds at least one card of that code; count[code]: its expected
    count (for the seat itself both are exact). distinct: the expected number of goods held."""

    __slots__ = ("hold", "count", "coins", "distinct", "contraband", "exact", "live", "memo")

    def __init__(self, hold, count, coins: float, exact: bool):
        self.hold = hold
        self.count = count
        self.coins = coins
        self.exact = exact
        self.live = True  # whether a winning hand wins at the end of this sale (every seat will have sold)
        self.memo: dict = {}  # gain's answers: a decision asks the same few many times
        self.distinct = sum(hold[code] for code in GOODS)
        self.contraband = hold[CONTRABAND]

    @classmethod
    def from_counts(cls, counts, coins: float) -> Holding:
        return cls([1.0 if n > 0 else 0.0 for n in counts], [float(n) for n in counts], coins, True)

    @classmethod
    def from_bounds(cls, bounds, coins: float) -> Holding:
        hold, count = [], []
        for low, high in bounds:
            if low > 0:
                hold.append(1.0)
            elif high <= 0:
                hold.append(0.0)
            else:
                hold.append(UNKNOWN_HOLD)
            count.append((low + high) / 2.0)
        return cls(hold, count, coins, all(low == high for low, high in bounds))

    # --- values ----------------------------------------------------------------------------------------------
    def utility(self) -> float:
        return utility(self.distinct, self.coins, self.contraband, self.live)

    def distance(self) -> float:
        return distance(self.distinct, self.coins, self.contraband)

    def gain(self, cards_in=(), cards_out=(), coins: float = 0.0) -> float:
        """The change of utility if the seat receives `cards_in` and gives `cards_out` (codes) and gains
        `coins` (negative: pays). Uncertain holdings are averaged over holding and lacking."""
        key = (tuple(cards_in), tuple(cards_out), coins)
        known = self.memo.get(key)
        if known is None:
            known = self.memo[key] = self._gain(cards_in, cards_out, coins)
        return known

    def _gain(self, cards_in, cards_out, coins: float) -> float:
        net = [0] * CODES
        for code in cards_in:
            net[code] += 1
        for code in cards_out:
            net[code] -= 1
        base = self.memo.get("base")
        if base is None:
            base = self.memo["base"] = self.utility()
        # Each good that changes may or may not change the count of distinct goods: an expectation over the
        # changed goods' held / lacking cases, taken one good at a time (they are independent enough).
        distinct, contraband = self.distinct, self.contraband
        spread = []  # (probability of a change of +1 or -1 in distinct, sign)
        for code, change in enumerate(net):
            if change == 0:
                continue
            if code == CONTRABAND:
                contraband = min(1.0, max(0.0, contraband + change))
                continue
            held = self.hold[code]
            if change > 0:
                spread.append((1.0 - held, +1))
            else:
                # Giving a card loses the good only when it was the last one: certain for a single known card.
                last = held * self._last_copy_chance(code, -change)
                spread.append((last, -1))
        expected = self._expected_utility(distinct, spread, self.coins + coins, contraband, self.live)
        return expected - base

    def distinct_after(self, cards_in=(), cards_out=()) -> float:
        """The expected number of goods held after receiving and giving these cards (one card each way at
        most per good, as the moves go)."""
        distinct = self.distinct
        for code in cards_in:
            if code != CONTRABAND and code not in cards_out:
                distinct += 1.0 - self.hold[code]
        for code in cards_out:
            if code != CONTRABAND and code not in cards_in:
                distinct -= self.hold[code] * self._last_copy_chance(code, 1)
        return distinct

    def _last_copy_chance(self, code: int, given: int) -> float:
        expected = self.count[code]
        if self.exact:
            return 1.0 if expected <= given else 0.0
        if expected <= given:
            return 1.0
        return max(0.0, min(1.0, (given + 1.0 - expected)))  # an expected count of 1.5 leaves half a chance

    @staticmethod
    def _expected_utility(distinct: float, spread, coins: float, contraband: float, live: bool) -> float:
        # Exact over up to three uncertain changes (8 cases), else by the expected count: decisions touch 1-3.
        if len(spread) > 3:
            shift = sum(p * sign for p, sign in spread)
            return utility(min(8.0, distinct + shift), coins, contraband, live)
        total = 0.0
        cases = [(1.0, 0.0)]
        for p, sign in spread:
            cases = [(weight * q, shift + s) for weight, shift in cases for q, s in ((p, sign), (1.0 - p, 0.0))
                     if q > 0.0]
        for weight, shift in cases:
            total += weight * utility(min(8.0, distinct + shift), coins, contraband, live)
        return total


def win_chances(holdings) -> list[float]:
    """Each seat's chance to win from its distance, for a playout stopped early: a seat that has won takes
    it whole; otherwise shares fall off steeply with the distance less the worth of its coins."""
    distances = [holding.distance() for holding in holdings]
    won = [d <= 0.0 for d in distances]
    if any(won):
        count = sum(won)
        return [1.0 / count if flag else 0.0 for flag in won]
    # Coins buy goods whichever road a seat is on, as its utility counts them (COIN_FLOOR): without them, a
    # seat that spent its purse for a trade or two looked as well off as one that kept it.
    weights = [math.exp(-1.1 * (d - COIN_FLOOR * holding.coins)) for d, holding in zip(distances, holdings)]
    total = sum(weights)
    return [weight / total for weight in weights]
