"""How each move of Négoce 2 changes the state: the auction, laying the market card, the offers, waiting,
accepting, forcing and taking, and the end of a sale (victory, the sale limit, the next seller).

A mixin of `rules.NegoceState`: its methods run after the action was checked, and keep the knowledge
(`knowledge.Knowledge`) in step with what each viewer sees.
"""

from __future__ import annotations

from functools import cache

from ..core import Event, event, game_over_event
from . import ending
from .cards import CONTRABAND, PLAYERS, TOTAL_COINS, TURN_LIMIT, coins_text, name, with_card, without
from .phases import MARKET, OFFERS, OVER, SELLER, TAKE


class Steps:
    """The moves, applied to a state already checked (see `NegoceState._do`)."""

    __slots__ = ()
    # the auction
    def _next_bidder(self, seat: int) -> int:
        for step in (1, 2, 3):
            if self.in_auction[(seat + step) % PLAYERS]:
                return (seat + step) % PLAYERS
        return seat

    def _raise(self, seat: int, step: int, log: bool) -> list[Event]:
        self.bid += step
        self.bidder = seat
        self.acting = self._next_bidder(seat)
        return [event("raised", "{seat} bids {bid}.", seat=seat, bid=self.bid)] if log else []

    def _drop(self, seat: int, log: bool) -> list[Event]:
        self.in_auction = tuple(still and other != seat for other, still in enumerate(self.in_auction))
        events = [event("dropped", "{seat} drops out of the auction.", seat=seat)] if log else []
        if sum(self.in_auction) > 1:
            self.acting = self._next_bidder(seat)
            return events
        winner = self.bidder
        self.coins[winner] -= self.bid
        self.paid_out = self.bid
        self.hands[winner] = with_card(self.hands[winner], CONTRABAND)
        self.market = []
        self.knowledge.gain(winner, CONTRABAND)
        self.knowledge.pay(winner, None, self.bid)
        if log:
            events.append(event("auction_won", "{seat} wins the contraband for {bid_text}, paid out of the game.",
                                seat=winner, bid=self.bid, bid_text=coins_text(self.bid)))
        return events + self._start_sale(winner, log)

    # a sale
    def _start_sale(self, seller: int, log: bool) -> list[Event]:
        self.seller = self.acting = seller
        self.phase = MARKET
        if not log:
            return []
        return [event("sale_starts", "Sale {sale}: {seat} is the seller.", seat=seller, sale=self.sales + 1)]

    def _start_turn(self, log: bool) -> list[Event]:
        self.buyer_index = 0
        self.phase = OFFERS
        self.acting = self.buyers()[0]
        return [turn_event(self.turn)] if log else []

    def _lay_market(self, seat: int, code: int, face_up: bool, coins: int, log: bool) -> list[Event]:
        self.hands[seat] = without(self.hands[seat], code)
        self.market = [(code, face_up)]
        self.market_coins = coins
        self.coins[seat] -= coins
        if face_up and self.knowledge.kept:
            self.knowledge.shown_on_table(seat, code, 1, self._owned_sizes())
        if self.hidden_coins:
            self.knowledge.holds_at_least(seat, coins, TOTAL_COINS - self.paid_out)
        self.turn = 1
        events = []
        if log:
            template = ("{seat} puts {card} on the market, face up, with {coins_text}." if face_up else
                        "{seat} puts a card on the market, face down, with {coins_text}.")
            events.append(event("market", template, seat=seat, face_up=face_up, card=name(code) if face_up else None,
                                code=code if face_up else None, coins=coins, coins_text=coins_text(coins)))
        return events + self._start_turn(log)

    def _take_back_offer(self, seat: int) -> None:
        offer = self.offers[seat]
        if offer[0] is not None:
            self.hands[seat] = with_card(self.hands[seat], offer[0])
        self.coins[seat] += offer[2]
        self.offers[seat] = None

    def _offer(self, seat: int, offer: tuple, log: bool) -> list[Event]:
        code, face_up, coins = offer
        changed = self.offers[seat] is not None
        if changed:
            self._take_back_offer(seat)
        if code is not None:
            self.hands[seat] = without(self.hands[seat], code)
        self.coins[seat] -= coins
        self.offers[seat] = (code, face_up, coins)
        if code is not None and face_up and self.knowledge.kept:
            self.knowledge.shown_on_table(seat, code, 1, self._owned_sizes())
        if self.hidden_coins and coins:
            self.knowledge.holds_at_least(seat, coins, TOTAL_COINS - self.paid_out, (seat, self.seller), 1)
        events = [offer_event(changed, seat, code, face_up, coins, self.hidden_coins)] if log else []
        return self._next_buyer(events)

    def _next_buyer(self, events: list[Event]) -> list[Event]:
        self.buyer_index += 1
        buyers = self.buyers()
        if self.buyer_index < len(buyers):
            self.acting = buyers[self.buyer_index]
        else:
            self.phase, self.acting = SELLER, self.seller
        return events

    def _wait(self, coins: int, log: bool) -> list[Event]:
        seller = self.seller
        before = self.market_coins
        self.coins[seller] += before - coins
        self.market_coins = coins
        if self.hidden_coins:
            self.knowledge.holds_at_least(seller, coins, TOTAL_COINS - self.paid_out)
        self.turn += 1
        events = []
        if log:
            if coins != before:
                events.append(event("market_coins", "{seat} leaves {coins_text} on the market card.", seat=seller,
                                    coins=coins, coins_text=coins_text(coins)))
            events.append(event("waited", "{seat} waits for better offers.", seat=seller, coins=coins))
        return events + self._start_turn(log)

    def _return_offers(self, keep: int | None = None) -> None:
        for seat in self.buyers():
            if seat != keep and self.offers[seat] is not None:
                self._take_back_offer(seat)

    def _accept(self, buyer: int, log: bool) -> list[Event]:
        seller, knowers = self.seller, (self.seller, buyer)
        code, face_up, coins = self.offers[buyer]
        self._return_offers(keep=buyer)
        market_code, market_up = self.market[0]
        self.hands[buyer] = with_card(self.hands[buyer], market_code)
        self.coins[buyer] += self.market_coins
        moves = [(seller, buyer, market_code, knowers, market_up)]
        if code is not None:
            self.hands[seller] = with_card(self.hands[seller], code)
            moves.append((buyer, seller, code, knowers, face_up))
        self.knowledge.exchange(moves)
        self.coins[seller] += coins
        self.offers[buyer] = None
        if self.hidden_coins:
            # The offer's coins first: they came out of what the buyer held before the market's coins.
            if coins:
                self.knowledge.pay(buyer, seller, coins, knowers)
            self.knowledge.pay(seller, buyer, self.market_coins)
        events = [event("accepted", "{seat} accepts the offer of {buyer_seat}.", seat=seller, buyer_seat=buyer,
                        sale=self.sales + 1)] if log else []
        return events + self._end_sale(log)

    def _force(self, second: int, good: int, log: bool) -> list[Event]:
        seller = self.seller
        self._return_offers()
        self.hands[seller] = without(self.hands[seller], second)
        self.market.append((second, False))
        self.named = good
        self.shown = [0 if seat == seller else self.hands[seat].count(good) for seat in range(PLAYERS)]
        if self.knowledge.kept:
            self.knowledge.showing(good, tuple(self.shown), seller, tuple(self.market), self._owned_sizes())
        events = []
        if log:
            events.append(event("forced", "{seat} forces the sale: a second card face down, and asks for {good}.",
                                seat=seller, good=name(good), code=good))
            events += [event("shown", "{seat} shows {count} × {good}.", seat=seat, good=name(good), code=good,
                             count=self.shown[seat]) for seat in self.showing()]
        showing = self.showing()
        if len(showing) == 1:
            return events + self._take(showing[0], log)
        self.phase = TAKE
        return events

    def _take(self, owner: int, log: bool) -> list[Event]:
        seller, good, knowers = self.seller, self.named, (self.seller, owner)
        self.hands[owner] = without(self.hands[owner], good)
        self.hands[seller] = with_card(self.hands[seller], good)
        for code, _face_up in self.market:
            self.hands[owner] = with_card(self.hands[owner], code)
        self.knowledge.forced_take(seller, owner, good, tuple(self.market), knowers)
        self.coins[owner] += self.market_coins
        if self.hidden_coins:
            self.knowledge.pay(seller, owner, self.market_coins)
        events = [event("taken", "{seat} takes a card of {good} from {owner_seat}, who gets the market cards.",
                        seat=seller, owner_seat=owner, good=name(good), code=good)] if log else []
        return events + self._end_sale(log)

    def _end_sale(self, log: bool) -> list[Event]:
        self.sales += 1
        self.has_sold = tuple(sold or other == self.seller for other, sold in enumerate(self.has_sold))
        self.market, self.market_coins, self.turn, self.buyer_index = [], 0, 0, 0
        self.named, self.shown = None, [0] * PLAYERS
        winners, how = ending.outcome(self.hands, self.coins, self.has_sold, self.sales, self.sale_limit)
        self._note_sale_end(bool(winners) or not all(self.has_sold))
        following = None if winners else next(seat for seat in range(PLAYERS) if len(self.hands[seat]) == 9)
        events = [event("sale_ends", "Sale {sale} is over.", sale=self.sales, next_seat=following)] if log else []
        if not winners:
            return events + self._start_sale(following, log)
        self.winners, self.end, self.phase, self.acting = winners, how, OVER, None
        if how == ending.END_GOODS:
            self.knowledge.show_all_goods(winners)
        if log:
            if how == ending.END_LIMIT:
                events.append(event("limit", "The sale limit of {sales} is reached.", sales=self.sales))
            events.append(game_over_event(self.ranking()))
        return events

    def _owned_sizes(self) -> list:
        """How many cards each seat owns (hand and table cards), also while the market card is being laid."""
        return [len(self.hands[seat]) + (len(self.market) if seat == self.seller else
                                         self.offers[seat] is not None and self.offers[seat][0] is not None)
                for seat in range(PLAYERS)]

    def _note_sale_end(self, could_have_won: bool) -> None:
        if self.knowledge.kept:
            self.knowledge.sale_ended([len(hand) for hand in self.hands], could_have_won,
                                      TOTAL_COINS - self.paid_out if self.hidden_coins else None)


# Events are values, and finding one costs the public `apply` less than building it: the few of bidding turns
# and of a buyer keeping or withdrawing are kept (not the offers': thousands, a kilobyte each, for little gain).
@cache
def kept_event(seat: int) -> Event:
    return event("offer_kept", "{seat} keeps things as they are.", seat=seat)


@cache
def withdrawn_event(seat: int) -> Event:
    return event("offer_withdrawn", "{seat} withdraws the offer.", seat=seat)


@cache
def turn_event(turn: int) -> Event:
    return event("turn", "Bidding turn {turn} of {of}.", turn=turn, of=TURN_LIMIT)


def offer_event(changed: bool, seat: int, code: int | None, face_up: bool, coins: int, hidden: bool) -> Event:
    has_card, seen, has_coins = code is not None, code is not None and face_up, coins > 0
    amount = None if hidden else coins
    # event()'s values in its keywords' order, without the keywords' dictionary (a buyer's every move builds one)
    return Event("offer_changed" if changed else "offer_made", offer_template(changed, has_card, face_up, has_coins,
                                                                              hidden),
                 (("seat", seat), ("has_card", has_card), ("face_up", face_up), ("card", name(code) if seen else None),
                  ("code", code if seen else None), ("has_coins", has_coins), ("coins", amount),
                  ("coins_text", None if amount is None else coins_text(amount))))


@cache  # 32 sentences
def offer_template(changed: bool, has_card: bool, face_up: bool, has_coins: bool, hidden: bool) -> str:
    verb = "changes the offer to" if changed else "offers"
    card = ("{card}" if face_up else "a card face down") if has_card else ""
    money = "coins" if hidden else "{coins_text}"
    if has_card and has_coins:
        return f"{{seat}} {verb} {card} and {money}."
    if has_card:
        return f"{{seat}} {verb} {card}."
    return f"{{seat}} {verb} {money}."
