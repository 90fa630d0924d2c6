"""Négoce 2's state as JSON data, positions read from it, and the invariants every state keeps."""

from __future__ import annotations

from collections import Counter
from typing import Any, Mapping

from ..core import OptionError, shown as shown_value
from ..positions import listed, per_seat, require, seat, where, whole
from .cards import (COPIES_OF, CONTRABAND, PLAYERS, START_COINS, TOTAL_COINS, TURN_LIMIT, card_code, counts,
                    is_code, is_good, name)
from .ending import ENDINGS, outcome
from .phases import AUCTION, MARKET, OFFERS, OVER, PHASES, SELLER, TAKE

DECK = Counter({code: copies for code, copies in enumerate(COPIES_OF)})
ON_TABLE = (OFFERS, SELLER, TAKE)


def state_fields(state) -> dict[str, Any]:
    return {
        "phase": state.phase, "acting": state.acting, "hands": [list(hand) for hand in state.hands],
        "coins": list(state.coins), "paid_out": state.paid_out,
        "monopolies": [list(pair) for pair in state.monopolies], "opener": state.opener, "bid": state.bid,
        "bidder": state.bidder, "in_auction": list(state.in_auction), "seller": state.seller,
        "market": [[code, face_up] for code, face_up in state.market], "market_coins": state.market_coins,
        "offers": [None if offer is None else list(offer) for offer in state.offers], "turn": state.turn,
        "buyer_index": state.buyer_index, "named": state.named, "shown": list(state.shown), "sales": state.sales,
        "has_sold": list(state.has_sold), "winners": list(state.winners), "end": state.end,
    }


def load_fields(state, data: Mapping[str, Any]) -> None:
    state.phase, state.acting = str(data["phase"]), data["acting"]
    state.hands = [tuple(sorted(int(code) for code in hand)) for hand in data["hands"]]
    state.coins, state.paid_out = [int(coins) for coins in data["coins"]], int(data["paid_out"])
    state.monopolies = tuple(tuple(int(good) for good in pair) for pair in data["monopolies"])
    state.opener, state.bid, state.bidder = int(data["opener"]), int(data["bid"]), int(data["bidder"])
    state.in_auction = tuple(bool(value) for value in data["in_auction"])
    state.seller = data["seller"]
    state.market = [(int(code), bool(face_up)) for code, face_up in data["market"]]
    state.market_coins = int(data["market_coins"])
    state.offers = [None if offer is None else (offer[0], bool(offer[1]), int(offer[2])) for offer in data["offers"]]
    state.turn, state.buyer_index = int(data["turn"]), int(data["buyer_index"])
    state.named, state.shown = data["named"], [int(count) for count in data["shown"]]
    state.sales, state.has_sold = int(data["sales"]), tuple(bool(value) for value in data["has_sold"])
    state.winners, state.end = tuple(int(winner) for winner in data["winners"]), data["end"]


# --- positions ---------------------------------------------------------------------------------------------------
def read_position(position: Mapping[str, Any], options: Mapping[str, Any]) -> dict[str, Any]:
    """The fields of a position as `state_fields` writes them. A card is a code (0 the contraband, 1..8 the
    goods) or its name ("jade"). Fields and defaults:

    hands (per seat its cards; required); phase ("market"); coins (15 each); monopolies (per seat its two
    goods; [[1, 2], [3, 4], [5, 6], [7, 8]]); market ([card, face_up] pairs: in the auction the contraband
    face up, else none); market_coins (0); offers (per seat null or [card or null, face_up, coins]; none);
    paid_out (what the coins leave of 60); opener (0); bid (1 in the auction, else paid_out); bidder (the
    opener in the auction, else whoever owns the contraband); in_auction (everyone in the auction, else
    the bidder alone); seller (null in the auction; in phase "market" the seat with 9 cards; required in
    the other phases); turn (1 while a card is on the market, else 0); buyer_index (0; 3 in phases
    "seller" and "take"); named (null); shown (in phase "take" each buyer's cards of the named good, else
    0); has_sold (nobody); sales (as many as have sold); winners (none); end (null); acting (the seat the
    phase gives). A field that belongs to another phase than the position's holds what that phase leaves
    (no winners before the game is over, no bidding turn without a market card...), or is refused.
    """
    hands = [sorted(cards_of(cards, f"hands[{index}]")) for index, cards in
             enumerate(listed(require_field(position, "hands"), "hands"))]
    phase = position.get("phase", MARKET)
    if phase not in PHASES:
        raise OptionError(f"The position's phase must be one of {', '.join(PHASES)}, not {shown_value(phase)}.")
    players = PLAYERS
    coins = per_seat(position, "coins", players, lambda v, f: whole(v, f, 0, TOTAL_COINS), lambda _s: START_COINS)
    monopolies = per_seat(position, "monopolies", players, read_pair, lambda s: [2 * s + 1, 2 * s + 2])
    default_market = [[CONTRABAND, True]] if phase == AUCTION else []
    market = [read_table_card(item, f"market[{index}]")
              for index, item in enumerate(listed(position.get("market", default_market), "market"))]
    market_coins = whole(position.get("market_coins", 0), "market_coins", 0, TOTAL_COINS)
    offers = per_seat(position, "offers", players, read_offer, lambda _s: None)
    on_table = market_coins + sum(offer[2] for offer in offers if offer is not None)
    paid_out = whole(position.get("paid_out", TOTAL_COINS - sum(coins) - on_table), "paid_out", 0, START_COINS)
    opener = seat(position.get("opener", 0), "opener", players)
    auction = phase == AUCTION
    owner = next((index for index, hand in enumerate(hands) if CONTRABAND in hand), None)
    owner = next((index for index, offer in enumerate(offers) if offer and offer[0] == CONTRABAND), owner)
    bidder = seat(position.get("bidder", opener if auction or owner is None else owner), "bidder", players)
    bid = whole(position.get("bid", 1 if auction else paid_out), "bid", 0, START_COINS)
    in_auction = per_seat(position, "in_auction", players, read_bool,
                          lambda s: True if auction else s == bidder)
    seller = read_seller(position, phase, hands)
    turn = whole(position.get("turn", 1 if phase in ON_TABLE else 0), "turn", 0, TURN_LIMIT)
    buyer_index = whole(position.get("buyer_index", 3 if phase in (SELLER, TAKE) else 0), "buyer_index", 0, 3)
    named = position.get("named")
    if named is not None:
        named = read_card(named, "named")
    shown = per_seat(position, "shown", players, lambda v, f: whole(v, f, 0, 4),
                     lambda s: hands[s].count(named) if phase == TAKE and s != seller and named else 0)
    has_sold = per_seat(position, "has_sold", players, read_bool, lambda _s: False)
    fields = {
        "phase": phase, "hands": hands, "coins": coins, "paid_out": paid_out, "monopolies": monopolies,
        "opener": opener, "bid": bid, "bidder": bidder, "in_auction": in_auction, "seller": seller,
        "market": market, "market_coins": market_coins, "offers": offers, "turn": turn, "buyer_index": buyer_index,
        "named": named, "shown": shown, "has_sold": has_sold,
        "sales": whole(position.get("sales", sum(has_sold)), "sales", 0, 10**6),
        "winners": [seat(value, "winners", players) for value in listed(position.get("winners", []), "winners")],
        "end": position.get("end"),
    }
    acting = position.get("acting")
    fields["acting"] = (default_acting(fields) if "acting" not in position else
                        None if acting is None and phase == OVER else seat(acting, "acting", players))
    if fields["end"] is not None and fields["end"] not in ENDINGS:
        raise OptionError(f"The position's end must be null or one of {', '.join(ENDINGS)}, "
                          f"not {shown_value(fields['end'])}.")
    return fields


def require_field(position: Mapping[str, Any], field: str) -> Any:
    if field not in position:
        raise OptionError(f"The position must give its {field}.")
    return position[field]


def read_card(value: Any, field: str) -> int:
    try:
        return card_code(value)
    except ValueError as error:
        raise OptionError(f"The position's {field}: {error}") from None


def cards_of(value: Any, field: str) -> list[int]:
    return [read_card(card, f"{field}[{index}]") for index, card in enumerate(listed(value, field))]


def read_pair(value: Any, field: str) -> list[int]:
    pair = cards_of(value, field)
    if len(pair) != 2 or not all(is_good(good) for good in pair):
        raise OptionError(f"The position's {field} must be two goods, not {shown_value(value)}.")
    return sorted(pair)


def read_bool(value: Any, field: str) -> bool:
    if type(value) is not bool:
        raise OptionError(f"The position's {field} must be true or false, not {shown_value(value)}.")
    return value


def read_table_card(value: Any, field: str) -> list:
    item = listed(value, field)
    if len(item) != 2:
        raise OptionError(f"The position's {field} must be [card, face_up], not {shown_value(value)}.")
    return [read_card(item[0], field), read_bool(item[1], field)]


def read_offer(value: Any, field: str) -> list | None:
    if value is None:
        return None
    item = listed(value, field)
    if len(item) != 3:
        raise OptionError(f"The position's {field} must be null or [card or null, face_up, coins], "
                          f"not {shown_value(value)}.")
    code = None if item[0] is None else read_card(item[0], field)
    return [code, read_bool(item[1], field), whole(item[2], field, 0, TOTAL_COINS)]


def read_seller(position: Mapping[str, Any], phase: str, hands: list) -> int | None:
    if "seller" in position:
        return None if position["seller"] is None else seat(position["seller"], "seller", PLAYERS)
    if phase == AUCTION:
        return None
    nine = [index for index, hand in enumerate(hands) if len(hand) == 9]
    if phase in (MARKET, OVER) and len(nine) == 1:
        return nine[0]
    raise OptionError("The position must name its seller.")


def default_acting(fields: Mapping[str, Any]) -> int | None:
    phase, seller = fields["phase"], fields["seller"]
    if phase == OVER:
        return None
    if phase == AUCTION:
        bidder = fields["bidder"]
        return next(((bidder + step) % PLAYERS for step in (1, 2, 3) if fields["in_auction"][(bidder + step) % PLAYERS]),
                    bidder)
    if phase == OFFERS and seller is not None:
        return (seller + 1 + fields["buyer_index"]) % PLAYERS
    return seller


# --- invariants --------------------------------------------------------------------------------------------------
def check(state) -> None:
    require(state.phase in PHASES, f"unknown phase {state.phase!r}")
    require(len(state.hands) == PLAYERS and len(state.coins) == PLAYERS, "four hands and four purses")
    check_cards(state)
    check_coins(state)
    check_sales(state)
    check_other_phases(state)
    {AUCTION: check_auction, MARKET: check_market, OFFERS: check_offers, SELLER: check_offers, TAKE: check_take,
     OVER: check_over}[state.phase](state)
    check_knowledge(state)


def check_cards(state) -> None:
    places: dict[str, list] = {f"hands[{index}]": list(hand) for index, hand in enumerate(state.hands)}
    for index, hand in enumerate(state.hands):
        require(all(is_code(code) for code in hand) and list(hand) == sorted(hand),
                f"hands[{index}] must be sorted card codes")
    places["market"] = [code for code, _face_up in state.market]
    for index, offer in enumerate(state.offers):
        if offer is not None and offer[0] is not None:
            places[f"offers[{index}]"] = [offer[0]]
    problem = where(places, DECK)
    require(problem is None, problem or "")
    for index, offer in enumerate(state.offers):
        if offer is None:
            continue
        code, face_up, coins = offer
        require(type(face_up) is bool and type(coins) is int and coins >= 0, f"offers[{index}] is malformed")
        require(code is not None or (face_up and coins >= 1),
                f"offers[{index}] holds neither a card nor coins (an offer of coins alone is face up)")
    for index, pair in enumerate(state.monopolies):
        require(len(pair) == 2 and all(is_good(good) for good in pair), f"monopolies[{index}] must be two goods")
    require(sorted(good for pair in state.monopolies for good in pair) == list(range(1, 9)),
            "the monopolies must share out the eight goods")


def check_coins(state) -> None:
    require(all(type(coins) is int and coins >= 0 for coins in state.coins), "purses hold whole coins, none negative")
    on_offers = sum(offer[2] for offer in state.offers if offer is not None)
    total = sum(state.coins) + state.market_coins + on_offers + state.paid_out
    require(total == TOTAL_COINS, f"the coins add up to {total}, not {TOTAL_COINS}")


def check_sales(state) -> None:
    require(0 <= state.sales <= state.sale_limit, f"{state.sales} sales, over the limit of {state.sale_limit}")
    require(sum(state.has_sold) <= state.sales, "more players have sold than there were sales")
    require(state.phase == OVER or state.sales < state.sale_limit, "the sale limit is reached but the game goes on")
    if state.phase != TAKE:
        require(state.named is None and not any(state.shown), "a good is named outside a forced sale")


def check_other_phases(state) -> None:
    """The fields of the phases before and after this one hold what those phases leave behind."""
    phase = state.phase
    require(phase == OVER or (not state.winners and state.end is None),
            f"winners {list(state.winners)} and end {state.end!r} in phase {phase}: the game is not over")
    if phase not in ON_TABLE:
        require(state.turn == 0 and state.buyer_index == 0,
                f"turn {state.turn} and buyer_index {state.buyer_index} in phase {phase}: no card is on the market")
    if phase != AUCTION:
        require(tuple(state.in_auction) == tuple(seat == state.bidder for seat in range(PLAYERS)),
                f"in_auction {list(state.in_auction)} in phase {phase}: after the auction only its winner, the "
                f"bidder, is in it")
        require(state.bid == state.paid_out >= 1,
                f"bid {state.bid} and paid_out {state.paid_out} in phase {phase}: the auction's winner paid his bid, "
                f"at least 1")


def sizes(state) -> list[int]:
    return [len(hand) for hand in state.hands]


def check_auction(state) -> None:
    require(state.seller is None and state.market == [(CONTRABAND, True)], "the contraband is on the market")
    require(state.paid_out == 0 and state.sales == 0 and sizes(state) == [8] * PLAYERS, "nothing sold yet")
    require(all(offer is None for offer in state.offers) and state.market_coins == 0, "no offers in the auction")
    require(sum(state.in_auction) >= 2, "an auction with one bidder left is over")
    require(state.in_auction[state.bidder] and state.in_auction[state.acting] and state.acting != state.bidder,
            "the bidder to act and the highest bidder are two players still in")
    require(1 <= state.bid <= state.coins[state.bidder], f"the bid {state.bid} is more than the bidder holds")


def check_seller(state) -> None:
    require(state.seller in range(PLAYERS), "a sale has a seller")
    require(state.paid_out >= 0, "the auction payment is not negative")


def check_market(state) -> None:
    check_seller(state)
    require(state.market == [] and state.market_coins == 0 and all(offer is None for offer in state.offers),
            "nothing is on the table before the seller lays his card")
    require(sizes(state) == [9 if index == state.seller else 8 for index in range(PLAYERS)],
            "the seller holds 9 cards and the others 8")
    require(state.acting == state.seller and state.turn == 0, "the seller lays his card")


def check_offers(state) -> None:
    check_seller(state)
    require(len(state.market) == 1 and 0 <= state.market_coins, "one card on the market")
    require(1 <= state.turn <= TURN_LIMIT, f"bidding turn {state.turn} is not 1 to {TURN_LIMIT}")
    require(state.offers[state.seller] is None, "the seller makes no offer")
    for index in range(PLAYERS):
        offered = state.offers[index] is not None and state.offers[index][0] is not None
        require(len(state.hands[index]) + offered == 8, f"Player {index + 1} holds {len(state.hands[index])} cards")
    buyers = [(state.seller + step) % PLAYERS for step in (1, 2, 3)]
    if state.phase == OFFERS:
        require(0 <= state.buyer_index < 3 and state.acting == buyers[state.buyer_index], "the buyer to act")
    else:
        require(state.buyer_index == 3 and state.acting == state.seller, "the seller acts after the buyers")


def check_take(state) -> None:
    check_seller(state)
    require(1 <= state.turn <= TURN_LIMIT and state.buyer_index == 3,
            f"turn {state.turn} and buyer_index {state.buyer_index}: a forced sale follows the buyers' say in a turn")
    require(len(state.market) == 2 and not state.market[1][1], "two market cards, the second face down")
    require(all(offer is None for offer in state.offers), "a forced sale gives the offers back")
    require(is_good(state.named) and state.named not in state.hands[state.seller],
            "the named good is a good the seller does not hold")
    require(sizes(state) == [7 if index == state.seller else 8 for index in range(PLAYERS)],
            "the seller holds 7 cards and the buyers 8")
    for index in range(PLAYERS):
        expected = 0 if index == state.seller else counts(state.hands[index])[state.named]
        require(state.shown[index] == expected, f"Player {index + 1} showed {state.shown[index]} of "
                f"{name(state.named)}")
    require(sum(count > 0 for count in state.shown) >= 2 and state.acting == state.seller,
            "the seller picks among several buyers who showed")


def check_over(state) -> None:
    require(state.winners and state.end in ENDINGS, "a finished game has winners")
    require(state.acting is None, f"acting {state.acting}: nobody acts in a finished game")
    require(state.seller in range(PLAYERS), "a finished game had a last seller")
    require(state.market == [] and state.market_coins == 0 and all(offer is None for offer in state.offers),
            "the table is clear")
    require(sorted(sizes(state)) == [8, 8, 8, 9], "one player holds 9 cards and the others 8")
    winners, how = outcome(state.hands, state.coins, state.has_sold, state.sales, state.sale_limit)
    require((tuple(state.winners), state.end) == (winners, how), f"winners {list(state.winners)} and end "
            f"{state.end!r}: the rules end this game with winners {list(winners)} and end {how!r}")


def check_knowledge(state) -> None:
    """Every viewer's notes hold the truth: what each seat owns (hand and table cards) and holds in coins."""
    knowledge = state.knowledge
    knowledge.settle()
    owned = [counts(state.owned(index)) for index in range(PLAYERS)]
    holdings = [state.coins[index] + state.table_coins(index) for index in range(PLAYERS)]
    for viewer, (lows, highs) in enumerate(zip(knowledge.low, knowledge.high)):
        for index in range(PLAYERS):
            for code, count in enumerate(owned[index]):
                cell = index * len(COPIES_OF) + code
                require(lows[cell] <= count <= highs[cell], f"viewer {viewer} notes {lows[cell]}..{highs[cell]} "
                        f"of {name(code)} owned by Player {index + 1}, who owns {count}")
            if state.hidden_coins:
                low, high = knowledge.holding(viewer, index)
                require(low <= holdings[index] <= high, f"viewer {viewer} notes {low}..{high} coins held by "
                        f"Player {index + 1}, who holds {holdings[index]}")
