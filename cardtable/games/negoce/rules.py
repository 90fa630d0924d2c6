"""Négoce 2 (François Tréca): four merchants trade goods until one holds 31 coins or all eight goods.

Rulings section 4 and the spec's rulings (`/work/negoce-spec.md`). The game opens with an auction of the
contraband (phase "auction"); then sale after sale the seller lays a card on the market (phase "market"),
the buyers make their offers one at a time in bidding turns (phase "offers"), the seller accepts one,
waits for another turn or forces the sale (phase "seller"), and after a force with several buyers showing
picks whose card he takes (phase "take"). Who holds 9 cards sells next.

The state keeps each seat's knowledge of the others (`knowledge.Knowledge`), updated as the game goes;
observations read it. A position (`Negoce.from_position`) cannot say what each player has noted: its
knowledge starts from the hands and purses as the position lists them (see `consistency.read_position`).

Public accessors beyond the GameState contract: `is_legal(action, seat=None)` checks one action without
listing the others (as `why_not` does); `buyers()`, `offering()` (buyers with a standing
offer), `showing()` (buyers who showed after a force), `table_cards(seat)`, `table_coins(seat)`,
`owned(seat)` (hand and table cards); `hidden_coins`, `sale_limit`; `adopt_view(observation)` (a world
sampled from an observation shows that observation's bounds until its next action). `bidder` is the seat
holding the highest bid (the seat to act is `to_act()`).
"""

from __future__ import annotations

import random
from typing import Any, Mapping

from ..core import Event, Game, GameState, OptionSpec, Ranking, Refusal, event
from ..registry import register
from . import actions, ending
from .cards import CONTRABAND, GOODS, PLAYERS, START_COINS, name
from .knowledge import PUBLIC, Knowledge
from .observation import NegoceObservation, legal_actions_for, observe, observe_revealed
from .phases import AUCTION, OFFERS, OVER, SELLER, TAKE
from .steps import Steps, kept_event, withdrawn_event

SALE_LIMITS = (30, 40, 60, 80, 100, 150, 200)
# The buyers of each seller, in seat order from his left (none during the auction, when there is no seller).
BUYERS = {None: (), **{seller: tuple((seller + step) % PLAYERS for step in (1, 2, 3)) for seller in range(PLAYERS)}}

class NegoceState(Steps, GameState):
    __slots__ = ("phase", "acting", "hands", "coins", "paid_out", "monopolies", "opener", "bid", "bidder",
                 "in_auction", "seller", "market", "market_coins", "offers", "turn", "buyer_index", "named",
                 "shown", "sales", "has_sold", "winners", "end", "knowledge")

    def clone(self) -> "NegoceState":
        other = NegoceState.__new__(NegoceState)
        other.options, other.seed, other.history, other.origin = (self.options, self.seed, self.history.copy(),
                                                                   self.origin)
        other.phase, other.acting, other.paid_out, other.monopolies = (self.phase, self.acting, self.paid_out,
                                                                       self.monopolies)
        other.hands, other.coins = self.hands.copy(), self.coins.copy()
        other.opener, other.bid, other.bidder, other.in_auction = (self.opener, self.bid, self.bidder,
                                                                   self.in_auction)
        other.seller, other.market, other.market_coins = self.seller, self.market.copy(), self.market_coins
        other.offers, other.turn, other.buyer_index = self.offers.copy(), self.turn, self.buyer_index
        other.named, other.shown, other.sales = self.named, self.shown.copy(), self.sales
        other.has_sold, other.winners, other.end = self.has_sold, self.winners, self.end
        other.knowledge = self.knowledge.clone()
        return other

    # --- options and simple accessors --------------------------------------------------------------------------
    @property
    def hidden_coins(self) -> bool:
        return self.options["hidden_coins"]

    @property
    def sale_limit(self) -> int:
        return self.options["sale_limit"]

    def buyers(self) -> tuple:
        """The three buyers in seat order from the seller's left (empty during the auction)."""
        return BUYERS[self.seller]

    def offering(self) -> tuple:
        """The buyers with a standing offer, in seat order from the seller's left."""
        offers = self.offers
        return tuple(buyer for buyer in BUYERS[self.seller] if offers[buyer] is not None)

    def showing(self) -> tuple:
        """After a force: the buyers who showed cards of the named good."""
        shown = self.shown
        return tuple(buyer for buyer in BUYERS[self.seller] if shown[buyer])

    def table_cards(self, seat: int) -> list:
        """(code, face_up) of `seat`'s cards on the table: the seller's market cards, a buyer's offered one."""
        if seat == self.seller and self.phase in (OFFERS, SELLER, TAKE):
            return list(self.market)
        offer = self.offers[seat]
        return [(offer[0], offer[1])] if offer is not None and offer[0] is not None else []

    def table_coins(self, seat: int) -> int:
        if seat == self.seller and self.phase in (OFFERS, SELLER, TAKE):
            return self.market_coins
        offer = self.offers[seat]
        return offer[2] if offer is not None else 0

    def owned(self, seat: int) -> tuple:
        """`seat`'s hand and its cards on the table."""
        return self.hands[seat] + tuple(code for code, _face_up in self.table_cards(seat))

    # --- whose turn, what is legal -------------------------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        return () if self.phase == OVER else (self.acting,)

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def legal_actions(self, seat: int | None = None) -> tuple:
        if self.phase == OVER or (seat is not None and seat != self.acting):
            return ()
        seat, phase = self.acting, self.phase
        if phase == OFFERS:  # most turns are a buyer's, who reads only his hand, purse and offer
            return actions.buyer_actions(self.hands[seat], self.coins[seat], self.offers[seat])
        return legal_actions_for(phase, self.hands[seat], self.coins[seat], self.bid, self.offers[seat],
                                 *self._lists_read(phase))

    def _why_not(self, seat: int, action: Any) -> Refusal | None:
        phase = self.phase
        if (phase == OFFERS and type(action) is tuple and action and type(action[0]) is str
                and action[0] in actions.BUYER_KINDS):  # `refusal_for`'s way to a buyer's action, straight
            return actions.refusal_offer(action, self.hands[seat], self.coins[seat], self.offers[seat])
        return actions.refusal_for(phase, self.hands[seat], self.coins[seat], self.bid, self.offers[seat],
                                   *self._lists_read(phase), action)

    def _lists_read(self, phase: str) -> tuple:
        """(offering, turn, market_coins, showing) for `legal_actions_for` and `refusal_for`: the buyers'
        lists only in the phase that reads them (the seller's step, the take)."""
        return (self.offering() if phase == SELLER else (), self.turn, self.market_coins,
                self.showing() if phase == TAKE else ())

    def is_legal(self, action: Any, seat: int | None = None) -> bool:
        """Whether `action` is legal for `seat` (default: the seat to act), cheaply."""
        try:
            return self.why_not(action, seat) is None
        except (TypeError, ValueError, IndexError):
            return False

    # --- applying actions ----------------------------------------------------------------------------------------
    def _do(self, seat: int, action: tuple, log: bool) -> list[Event]:
        if self.knowledge.pinned:  # an adopted view holds until the next action
            self.knowledge.pinned = {}
        kind = action[0]
        if kind == "offer":  # (the buyers' actions first: they are most of a game's)
            return self._offer(seat, action[1:], log)
        if kind == "keep":
            return self._next_buyer([kept_event(seat)] if log else [])
        if kind == "withdraw":
            self._take_back_offer(seat)
            return self._next_buyer([withdrawn_event(seat)] if log else [])
        if kind == "raise":
            return self._raise(seat, action[1], log)
        if kind == "drop":
            return self._drop(seat, log)
        if kind == "market":
            return self._lay_market(seat, action[1], action[2], action[3], log)
        if kind == "accept":
            return self._accept(action[1], log)
        if kind == "wait":
            return self._wait(action[1], log)
        if kind == "force":
            return self._force(action[1], action[2], log)
        return self._take(action[1], log)

    # --- scoring, observation, JSON ------------------------------------------------------------------------------
    def scores(self) -> tuple[int, ...]:
        """The order the game ends in, as one number per seat: 1000 for a win, 100 per different good, 1 per
        coin (the coins and goods alone are in `score_breakdown`)."""
        return tuple(ending.score(hand, self.coins[seat], seat in self.winners)
                     for seat, hand in enumerate(self.hands))

    def ranking(self) -> Ranking:
        return Ranking(ending.places(self.hands, self.coins, self.winners))

    def score_breakdown(self, seat: int) -> dict[str, Any]:
        """coins (the purse), goods (different goods in hand), won (whether the seat is among the winners),
        score (`scores()`)."""
        return {"coins": self.coins[seat], "goods": ending.different_goods(self.hands[seat]),
                "won": seat in self.winners, "score": self.scores()[seat]}

    def observation(self, seat: int | None) -> NegoceObservation:
        self._check_viewer(seat)
        return observe(self, seat)

    def revealed_observation(self, seat: int | None) -> NegoceObservation:
        self._check_viewer(seat)
        return observe_revealed(self, seat)

    def adopt_view(self, observation: NegoceObservation) -> None:
        """Make this state's `observation(seat)` show the observation's card and coin bounds until the next
        action (for a world sampled from that observation; the rest must already agree)."""
        self.knowledge.pin(PUBLIC if observation.seat is None else observation.seat, observation.bounds,
                           observation.coin_bounds)

    def position(self) -> dict[str, Any]:
        """seed and the fields `Negoce.position_fields` lists (see `Negoce._from_position`)."""
        return {"seed": self.seed, **self._state_fields()}

    def check_invariants(self) -> None:
        from . import consistency  # (imported on first use: the app's first window needs none of it)
        consistency.check(self)

    def _state_fields(self) -> dict[str, Any]:
        from . import consistency
        return consistency.state_fields(self)

    def _load_fields(self, data: Mapping[str, Any]) -> None:
        from . import consistency
        consistency.load_fields(self, data)

    def start_events(self) -> list[Event]:
        events = [event("monopolies", "{seat} holds the monopolies of {first} and {second}.", seat=seat,
                        first=name(first), second=name(second), first_code=first, second_code=second)
                  for seat, (first, second) in enumerate(self.monopolies)]
        if self.phase == AUCTION and self.bid == 1 and self.bidder == self.opener:
            events.append(event("auction_opens", "{seat} opens the auction for the contraband at {bid} coin.",
                                seat=self.opener, bid=1))
        return events


@register
class Negoce(Game):
    id = "negoce"
    name = "Négoce 2"
    min_players = PLAYERS
    max_players = PLAYERS
    option_specs = (
        OptionSpec("sale_limit", "Sale limit", SALE_LIMITS, default=60,
                   choice_labels=tuple(f"{limit} sales" for limit in SALE_LIMITS)),
        OptionSpec("hidden_coins", "Coins", (False, True), choice_labels=("Coins shown", "Hidden coins")),
    )
    State = NegoceState
    # scores() only orders the ending (1000 for a win, 100 a good, 1 a coin): the results plot each purse
    # after each sale, the coins that win at 31.
    score_step_events = frozenset({"sale_ends"})
    score_step_unit = "sale"
    score_measure = "coins"
    position_fields = ("phase", "acting", "hands", "coins", "paid_out", "monopolies", "opener", "bid", "bidder",
                       "in_auction", "seller", "market", "market_coins", "offers", "turn", "buyer_index", "named",
                       "shown", "sales", "has_sold", "winners", "end")
    position_seat_fields = ("hands", "coins", "monopolies", "in_auction", "offers", "shown", "has_sold")

    @classmethod
    def running_scores(cls, state: NegoceState) -> tuple[int, ...]:
        return tuple(state.coins)

    @classmethod
    def _setup(cls, options: dict[str, Any], seed: int) -> NegoceState:
        rng = random.Random(seed)
        goods = list(GOODS)
        rng.shuffle(goods)
        state = NegoceState.__new__(NegoceState)
        state.options, state.seed, state.history, state.origin = options, seed, [], None
        state.monopolies = tuple(tuple(sorted(goods[2 * seat:2 * seat + 2])) for seat in range(PLAYERS))
        state.hands = [tuple(sorted((first,) * 4 + (second,) * 4)) for first, second in state.monopolies]
        state.coins, state.paid_out = [START_COINS] * PLAYERS, 0
        state.opener = rng.randrange(PLAYERS)
        state.bid, state.bidder, state.in_auction = 1, state.opener, (True,) * PLAYERS
        state.phase, state.acting = AUCTION, (state.opener + 1) % PLAYERS
        state.seller, state.market, state.market_coins = None, [(CONTRABAND, True)], 0
        state.offers, state.turn, state.buyer_index = [None] * PLAYERS, 0, 0
        state.named, state.shown, state.sales = None, [0] * PLAYERS, 0
        state.has_sold, state.winners, state.end = (False,) * PLAYERS, (), None
        state.knowledge = Knowledge.exact(state.hands, state.coins)
        return state

    @classmethod
    def _from_position(cls, position: Mapping[str, Any], options: dict[str, Any], seed: int) -> NegoceState:
        """A Négoce 2 position: see `consistency.read_position` for its fields and their defaults. The
        knowledge of every seat starts from the hands and purses as the position lists them (a position
        cannot say what each player has noted): exact, but for the face-down cards on the table, known only
        to their owner (and a face-down market card to the seller)."""
        state = NegoceState.__new__(NegoceState)
        state.options, state.seed = options, seed
        from . import consistency
        consistency.load_fields(state, consistency.read_position(position, options))
        state.knowledge = Knowledge.exact([state.owned(seat) for seat in range(PLAYERS)],
                                          [state.coins[seat] + state.table_coins(seat) for seat in range(PLAYERS)])
        return state

    @staticmethod
    def describe_action(action: tuple) -> str:
        return actions.describe(action)


__all__ = ["Negoce", "NegoceState"]
