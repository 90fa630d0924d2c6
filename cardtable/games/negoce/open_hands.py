"""One seat's look at a state the search plays, for the normal judgement that plays its playouts.

The view has the observation's field names (what judgement.py reads) and shows the table as an observation
would, except that the other seats' hands and purses are given exactly (the bounds are the true counts): the
usual simplification of sampled-world search, and far quicker than the rules' knowledge. Face-down cards stay
hidden from those who could not see them, so a bluff still works in the playouts.
"""

from __future__ import annotations

from typing import NamedTuple

from .cards import TURN_LIMIT, counts


class SeenOffer(NamedTuple):
    """An offer as one seat sees it (the observation's `Offer` fields)."""

    has_card: bool
    code: int | None
    face_up: bool
    coins: int | None


class OpenHandsView:
    __slots__ = ("seat", "phase", "hand", "hand_sizes", "coins", "coin_bounds", "bounds", "seller", "market",
                 "market_coins", "offers", "turn", "turn_limit", "bid", "in_auction", "shown", "named", "has_sold")

    def __init__(self, state, seat: int):
        self.seat = seat
        self.phase = state.phase
        hands = state.hands
        self.hand = hands[seat]
        self.hand_sizes = tuple(len(hand) for hand in hands)
        self.coins = tuple(state.coins)
        self.coin_bounds = tuple((coins, coins) for coins in state.coins)
        self.bounds = tuple(tuple((count, count) for count in counts(hand)) for hand in hands)
        seller = state.seller
        self.seller = seller
        self.market = tuple((code if (face_up or seat == seller) else None, face_up) for code, face_up in state.market)
        self.market_coins = state.market_coins
        self.offers = tuple(None if offer is None else
                            SeenOffer(offer[0] is not None, offer[0] if (offer[1] or other == seat) else None,
                                      offer[1], offer[2])
                            for other, offer in enumerate(state.offers))
        self.turn, self.turn_limit = state.turn, TURN_LIMIT
        self.bid, self.in_auction = state.bid, tuple(state.in_auction)
        self.shown, self.named = tuple(state.shown), state.named
        self.has_sold = tuple(state.has_sold)

