"""The lean world the hard level's search plays in: Négoce's rules on plain counts, without the rules
engine's events, checks and knowledge tracking.

A determinizer (sampling.py) fills it with one guess at the hidden cards and coins; the search plays its
candidate, then the normal judgement for every seat, until a few sales have ended (the horizon) or the game
has. Each seat then judges from a `WorldView` that shows it the table as an observation would, except that
the other seats' hands are given exactly (the bounds are the true counts): the usual simplification of
sampled-world search. Face-down cards stay hidden from those who could not see them, so a bluff still works
in the playouts. The rules follow rules.py (tests/games/negoce/test_simulate.py plays both side by side).
"""

from __future__ import annotations

from typing import NamedTuple

from .valuation import CODES, CONTRABAND, GOODS, WIN_COINS

PLAYERS = 4
TURN_LIMIT = 5


class SeenOffer(NamedTuple):
    """An offer as one seat sees it (the observation's `Offer` fields)."""

    has_card: bool
    code: int | None
    face_up: bool
    coins: int | None


class World:
    __slots__ = ("phase", "hands", "coins", "paid_out", "bid", "bidder", "in_auction", "seller", "market",
                 "market_coins", "offers", "turn", "buyer_index", "named", "shown", "sales", "has_sold",
                 "sale_limit", "winners", "end", "root_candidates")

    def __init__(self, *, phase, hands, coins, paid_out, bid, bidder, in_auction, seller, market, market_coins,
                 offers, turn, buyer_index, named, shown, sales, has_sold, sale_limit):
        self.phase = phase
        self.hands = [list(hand) for hand in hands]  # per seat, a count per code
        self.coins = list(coins)
        self.paid_out = paid_out
        self.bid, self.bidder, self.in_auction = bid, bidder, list(in_auction)
        self.seller = seller
        self.market = list(market)  # (code, face_up)
        self.market_coins = market_coins
        self.offers = list(offers)  # per seat None or (code or None, face_up, coins)
        self.turn, self.buyer_index = turn, buyer_index
        self.named, self.shown = named, list(shown)
        self.sales, self.has_sold, self.sale_limit = sales, list(has_sold), sale_limit
        self.winners: tuple = ()
        self.end = None
        self.root_candidates: tuple | None = None  # the searching seat's candidates, before its first move

    def clone(self) -> World:
        world = World.__new__(World)
        for name in ("phase", "paid_out", "bid", "bidder", "seller", "market_coins", "turn", "buyer_index", "named",
                     "sales", "sale_limit", "winners", "end", "root_candidates"):
            setattr(world, name, getattr(self, name))
        world.hands = [list(hand) for hand in self.hands]
        world.coins = list(self.coins)
        world.in_auction = list(self.in_auction)
        world.market = list(self.market)
        world.offers = list(self.offers)
        world.shown = list(self.shown)
        world.has_sold = list(self.has_sold)
        return world

    # --- what the search asks ------------------------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        phase = self.phase
        if phase == "over":
            return ()
        if phase == "auction":
            return (self.bidder,)
        if phase == "offers":
            return (self.buyer(),)
        return (self.seller,)

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def legal_actions(self) -> tuple:
        """The root's candidates (the search compares only those); elsewhere the judgement's own choice
        only, since the playouts play the judgement."""
        if self.root_candidates is not None:
            return self.root_candidates
        return ()

    def scores(self) -> tuple[float, ...]:
        return tuple(float(coins) for coins in self.coins)

    def returns(self) -> tuple[float, ...]:
        if not self.winners:
            return (0.0,) * PLAYERS
        share = 1.0 / len(self.winners)
        return tuple(share if seat in self.winners else 0.0 for seat in range(PLAYERS))

    def buyer(self) -> int:
        return (self.seller + 1 + self.buyer_index) % PLAYERS

    def distinct(self, seat: int) -> int:
        hand = self.hands[seat]
        return sum(1 for code in GOODS if hand[code])

    # --- moves ----------------------------------------------------------------------------------------------
    def apply_unchecked(self, action) -> None:
        self.root_candidates = None
        kind = action[0]
        if kind == "raise" or kind == "drop":
            self._bid(action)
        elif kind == "market":
            _, code, face_up, coins = action
            seller = self.seller
            self.hands[seller][code] -= 1
            self.coins[seller] -= coins
            self.market = [(code, face_up)]
            self.market_coins = coins
            self.phase, self.turn, self.buyer_index = "offers", 1, 0
        elif kind in ("offer", "keep", "withdraw"):
            self._offer(action)
        elif kind == "accept":
            self._accept(action[1])
        elif kind == "wait":
            self.coins[self.seller] += self.market_coins - action[1]
            self.market_coins = action[1]
            self.turn += 1
            self.phase, self.buyer_index = "offers", 0
        elif kind == "force":
            self._force(action[1], action[2])
        elif kind == "take":
            self._take(action[1])
        else:
            raise ValueError(f"Not a Négoce action: {action!r}")

    def _bid(self, action) -> None:
        seat = self.bidder
        if action[0] == "raise":
            self.bid += action[1]
        else:
            self.in_auction[seat] = False
        left = [other for other in range(PLAYERS) if self.in_auction[other]]
        if len(left) == 1:
            winner = left[0]
            self.coins[winner] -= self.bid
            self.paid_out = self.bid
            self.hands[winner][CONTRABAND] += 1
            self.market = []
            self.seller, self.phase = winner, "market"
            return
        nxt = (seat + 1) % PLAYERS
        while not self.in_auction[nxt]:
            nxt = (nxt + 1) % PLAYERS
        self.bidder = nxt

    def _return_offer(self, seat: int) -> None:
        offer = self.offers[seat]
        if offer is not None:
            code, _, coins = offer
            if code is not None:
                self.hands[seat][code] += 1
            self.coins[seat] += coins
            self.offers[seat] = None

    def _offer(self, action) -> None:
        seat = self.buyer()
        kind = action[0]
        if kind == "offer":
            _, code, face_up, coins = action
            self._return_offer(seat)
            if code is not None:
                self.hands[seat][code] -= 1
            self.coins[seat] -= coins
            self.offers[seat] = (code, face_up, coins)
        elif kind == "withdraw":
            self._return_offer(seat)
        self.buyer_index += 1
        if self.buyer_index == PLAYERS - 1:
            self.phase = "seller"

    def _accept(self, buyer: int) -> None:
        seller = self.seller
        code, _, coins = self.offers[buyer]
        self.offers[buyer] = None
        if code is not None:
            self.hands[seller][code] += 1
        self.coins[seller] += coins
        for card, _ in self.market:
            self.hands[buyer][card] += 1
        self.coins[buyer] += self.market_coins
        for seat in range(PLAYERS):
            self._return_offer(seat)
        self._end_sale()

    def _force(self, second: int, good: int) -> None:
        seller = self.seller
        self.hands[seller][second] -= 1
        self.market.append((second, False))
        for seat in range(PLAYERS):
            self._return_offer(seat)
        self.named = good
        self.shown = [self.hands[seat][good] if seat != seller else 0 for seat in range(PLAYERS)]
        showing = [seat for seat in range(PLAYERS) if self.shown[seat]]
        if len(showing) == 1:
            self._take(showing[0])
        else:
            self.phase = "take"

    def _take(self, buyer: int) -> None:
        good = self.named
        self.hands[buyer][good] -= 1
        self.hands[self.seller][good] += 1
        for card, _ in self.market:
            self.hands[buyer][card] += 1
        self.coins[buyer] += self.market_coins
        self._end_sale()

    def _end_sale(self) -> None:
        self.sales += 1
        self.has_sold[self.seller] = True
        self.market, self.market_coins, self.turn, self.buyer_index = [], 0, 0, 0
        self.offers = [None] * PLAYERS
        self.named, self.shown = None, [0] * PLAYERS
        if all(self.has_sold):
            winners = [seat for seat in range(PLAYERS)
                       if self.coins[seat] >= WIN_COINS or self.distinct(seat) == len(GOODS)]
            if winners:
                most = max(self.coins[seat] for seat in winners)
                self.winners = tuple(seat for seat in winners if self.coins[seat] == most)
                self.end, self.phase = "won", "over"
                return
        if self.sales >= self.sale_limit:
            best = max((self.distinct(seat), self.coins[seat]) for seat in range(PLAYERS))
            self.winners = tuple(seat for seat in range(PLAYERS) if (self.distinct(seat), self.coins[seat]) == best)
            self.end, self.phase = "limit", "over"
            return
        self.seller = next(seat for seat in range(PLAYERS) if sum(self.hands[seat]) == 9)
        self.phase = "market"

    # --- what a seat sees -------------------------------------------------------------------------------------
    def view(self, seat: int) -> WorldView:
        return WorldView(self, seat)


class WorldView:
    """One seat's look at a world, with the observation's field names (what judgement.py reads)."""

    __slots__ = ("seat", "phase", "hand", "hand_sizes", "coins", "coin_bounds", "bounds", "seller", "market",
                 "market_coins", "offers", "turn", "turn_limit", "bid", "in_auction", "shown", "named", "has_sold")

    def __init__(self, world: World, seat: int):
        self.seat = seat
        self.phase = world.phase
        hands = world.hands
        self.hand = tuple(code for code in range(CODES) for _ in range(hands[seat][code]))
        self.hand_sizes = tuple(sum(hand) for hand in hands)
        self.coins = tuple(world.coins)
        self.coin_bounds = tuple((coins, coins) for coins in world.coins)
        self.bounds = tuple(tuple((n, n) for n in hand) for hand in hands)
        self.seller = world.seller
        self.market = tuple((code if (face_up or seat == world.seller) else None, face_up)
                            for code, face_up in world.market)
        self.market_coins = world.market_coins
        self.offers = tuple(None if offer is None else
                            SeenOffer(offer[0] is not None, offer[0] if (offer[1] or other == seat) else None,
                                      offer[1], offer[2])
                            for other, offer in enumerate(world.offers))
        self.turn, self.turn_limit = world.turn, TURN_LIMIT
        self.bid, self.in_auction = world.bid, tuple(world.in_auction)
        self.shown, self.named = tuple(world.shown), world.named
        self.has_sold = tuple(world.has_sold)
