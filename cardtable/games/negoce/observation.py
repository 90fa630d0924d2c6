"""What one seat of Négoce 2 may know (a spectator: what is public).

Public: the monopolies dealt, hand sizes, the auction, the market cards laid face up, which buyers offer
what face up, that an offer holds a face-down card or coins, the named good and what was shown, the sales.
Private: a seat's own hand; a face-down card on the table is known to whoever laid it (and, once accepted,
to the seller, in whose hand it then is; a face-down market card to its buyer). With hidden coins, a
purse is seen only by its owner, and an offer's coins only by that buyer and the seller; the others read
bounds. At the end every purse is shown (the results table shows them).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..core import Refusal, why_not
from . import actions
from .cards import CODES, GOODS, PLAYERS, TURN_LIMIT, counts
from .knowledge import PUBLIC
from .phases import AUCTION, MARKET, OFFERS, OVER, SELLER, TAKE


def legal_actions_for(phase: str, hand: tuple, purse: int, bid: int, standing: tuple | None, offering: tuple,
                      turn: int, market_coins: int, showing: tuple) -> tuple:
    """The legal actions of the seat to act (shared by the state and the observation, so they agree)."""
    if phase == AUCTION:
        return actions.auction_actions(purse, bid)
    if phase == MARKET:
        return actions.market_actions(actions.distinct(hand), purse)
    if phase == OFFERS:
        return actions.buyer_actions(hand, purse, standing)
    if phase == SELLER:
        return actions.seller_actions(offering, turn, purse + market_coins, hand)
    if phase == TAKE:
        return actions.take_actions(showing)
    return ()


@dataclass(frozen=True)
class Offer:
    """A standing offer as a viewer sees it: code None when it holds no card or the viewer does not know
    it; coins None when the viewer cannot see the amount (hidden coins); has_coins whether it holds coins
    (public even when the amount is hidden)."""

    has_card: bool
    code: int | None
    face_up: bool
    coins: int | None
    has_coins: bool = False


@dataclass(frozen=True)
class NegoceObservation:
    seat: int | None
    players: int
    phase: str
    to_act: int | None
    hidden_coins: bool
    sale_limit: int
    sales: int
    has_sold: tuple
    monopolies: tuple
    hand: tuple | None
    hand_sizes: tuple
    coins: tuple  # None where the viewer cannot see the purse
    coin_bounds: tuple  # per seat (low, high)
    paid_out: int
    opener: int
    bid: int
    bidder: int
    in_auction: tuple
    seller: int | None
    market: tuple  # (code or None when unknown, face_up)
    market_coins: int
    offers: tuple  # per seat None or Offer
    turn: int
    turn_limit: int
    named: int | None
    shown: tuple
    bounds: tuple  # per seat, per code 0..8: (low, high) of its hand
    winners: tuple
    end: str | None
    terminal: bool
    # Only in a revealed observation (empty otherwise): every seat's hand and purse, the market cards'
    # codes (face down ones too), and every standing offer in full (an Offer, or None).
    revealed_hands: tuple = ()
    revealed_coins: tuple = ()
    revealed_market: tuple = ()
    revealed_offers: tuple = ()

    def standing(self) -> tuple | None:
        """The viewer's own standing offer as the actions write it: (code or None, face_up, coins)."""
        offer = self.offers[self.seat] if self.seat is not None else None
        return None if offer is None else (offer.code if offer.has_card else None, offer.face_up, offer.coins)

    def buyers(self) -> tuple:
        """The three buyers from the seller's left (empty during the auction)."""
        if self.seller is None:
            return ()
        return tuple((self.seller + step) % self.players for step in (1, 2, 3))

    def offering(self) -> tuple:
        return tuple(buyer for buyer in self.buyers() if self.offers[buyer] is not None)

    def showing(self) -> tuple:
        return tuple(buyer for buyer in self.buyers() if self.shown[buyer])

    def legal_actions(self) -> tuple:
        if self.terminal or self.seat is None or self.to_act != self.seat:
            return ()
        return legal_actions_for(self.phase, self.hand, self.coins[self.seat], self.bid, self.standing(),
                                 self.offering(), self.turn, self.market_coins, self.showing())

    def why_not(self, action) -> Refusal | None:
        """Why the observing seat may not play `action` now, or None: the rules' own answer."""
        acting = () if self.terminal or self.to_act is None else (self.to_act,)
        return why_not(self.terminal, acting, self.seat, self.players, action,
                       lambda: actions.refusal_for(self.phase, self.hand, self.coins[self.seat], self.bid,
                                                   self.standing(), self.offering(), self.turn, self.market_coins,
                                                   self.showing(), action),
                       self.legal_actions)

    def known_cards(self, seat: int) -> tuple:
        """The cards `seat` certainly holds in hand (a sorted multiset of codes)."""
        return tuple(code for code in CODES for _ in range(self.bounds[seat][code][0]))

    def goods_held(self, seat: int) -> tuple:
        return tuple(good for good in GOODS if self.bounds[seat][good][0] >= 1)

    def goods_lacking(self, seat: int) -> tuple:
        return tuple(good for good in GOODS if self.bounds[seat][good][1] == 0)

    def missing_count(self, seat: int) -> int:
        """8 less the different goods `seat` certainly holds."""
        return len(GOODS) - len(self.goods_held(seat))

    def can_accept(self) -> bool:
        return self.phase == SELLER and self.to_act == self.seat and bool(self.offering())

    def must_decide(self) -> bool:
        """The seller's step after turn 5: he can no longer wait."""
        return self.phase == SELLER and self.turn >= TURN_LIMIT


def observe(state, seat: int | None) -> NegoceObservation:
    viewer = PUBLIC if seat is None else seat
    over = state.phase == OVER
    seller = state.seller
    on_table = state.phase in (OFFERS, SELLER, TAKE)
    return NegoceObservation(
        seat=seat, players=PLAYERS, phase=state.phase, to_act=None if over else state.acting,
        hidden_coins=state.hidden_coins, sale_limit=state.sale_limit, sales=state.sales,
        has_sold=tuple(state.has_sold), monopolies=tuple(state.monopolies),
        hand=tuple(state.hands[seat]) if seat is not None else None,
        hand_sizes=tuple(len(hand) for hand in state.hands),
        coins=tuple(coins if sees_purse(state, seat, owner) else None for owner, coins in enumerate(state.coins)),
        coin_bounds=tuple(coin_bounds(state, viewer, owner) for owner in range(PLAYERS)),
        paid_out=state.paid_out, opener=state.opener, bid=state.bid, bidder=state.bidder,
        in_auction=tuple(state.in_auction), seller=seller,
        market=tuple((code if face_up or (seat == seller and on_table) else None, face_up)
                     for code, face_up in state.market),
        market_coins=state.market_coins,
        offers=tuple(seen_offer(state, seat, owner) for owner in range(PLAYERS)),
        turn=state.turn, turn_limit=TURN_LIMIT, named=state.named, shown=tuple(state.shown),
        bounds=tuple(hand_bounds(state, viewer, owner) for owner in range(PLAYERS)),
        winners=tuple(state.winners), end=state.end, terminal=over)


def sees_purse(state, seat: int | None, owner: int) -> bool:
    return not state.hidden_coins or seat == owner or state.phase == OVER


def seen_offer(state, seat: int | None, owner: int) -> Offer | None:
    offer = state.offers[owner]
    if offer is None:
        return None
    code, face_up, coins = offer
    knows_card = face_up or seat == owner
    knows_coins = not state.hidden_coins or seat in (owner, state.seller)
    return Offer(code is not None, code if knows_card else None, face_up, coins if knows_coins else None, coins > 0)


def coin_bounds(state, viewer: int, owner: int) -> tuple:
    """(low, high) of `owner`'s purse for `viewer` (PUBLIC: a spectator)."""
    if sees_purse(state, None if viewer == PUBLIC else viewer, owner):
        return state.coins[owner], state.coins[owner]
    pinned = state.knowledge.pinned.get(viewer)
    if pinned is not None:
        return pinned[1][owner]
    low, high = state.knowledge.holding(viewer, owner)
    on_table = state.table_coins(owner)
    if owner == state.seller or viewer == state.seller:
        return max(0, low - on_table), high - on_table
    if on_table:  # an offer's coins the viewer cannot see: at least one
        return 0, max(0, high - 1)
    return low, high


def hand_bounds(state, viewer: int, owner: int) -> tuple:
    """(low, high) per code of `owner`'s hand for `viewer`."""
    hand = state.hands[owner]
    if viewer == owner:
        return tuple((count, count) for count in counts(hand))
    known, unknown = [0] * len(CODES), 0
    for code, face_up in state.table_cards(owner):
        if face_up or viewer == owner:
            known[code] += 1
        else:
            unknown += 1
    none_of = state.named if state.phase == TAKE and owner == state.seller else None
    return state.knowledge.hand_bounds(viewer, owner, len(hand), known, unknown, none_of)


def observe_revealed(state, seat: int | None) -> NegoceObservation:
    """`observe(state, seat)` with every hand, purse, face-down card and offer's coins shown."""
    return replace(observe(state, seat), revealed_hands=tuple(tuple(hand) for hand in state.hands),
                   revealed_coins=tuple(state.coins), revealed_market=tuple(code for code, _up in state.market),
                   revealed_offers=tuple(None if offer is None else Offer(offer[0] is not None, offer[0], offer[1],
                                                                          offer[2], offer[2] > 0)
                                         for offer in state.offers))


__all__ = ["NegoceObservation", "Offer", "legal_actions_for", "observe", "observe_revealed"]
