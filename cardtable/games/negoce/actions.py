"""Négoce 2's actions: their shapes, the legal ones of each phase, and why one is not legal.

Actions are tuples (see the module's constants). The state and the observation both enumerate through
these functions, from the same plain values, so that they always agree. A buyer may have some 800 offers
(every card, side and number of coins). Every action that names a number of coins is made once, at import
(the coins in play never pass TOTAL_COINS), and a list is slices of those runs: it costs a pointer an
action. The last lists are cached (a search asks for the same ones again and again); larger
caches of lists each with actions of their own once held some 45 MB after a few hundred games.
`refusal_for` (through `refusal_offer` and its siblings) says why one action is not legal without
enumerating; the state and the observation both answer from it.

    ("raise", 1) / ("raise", 2) / ("drop",)                      auction
    ("market", code, face_up, coins)                            the seller lays his card
    ("offer", code or None, face_up, coins) / ("keep",) / ("withdraw",)   a buyer
    ("accept", buyer) / ("wait", coins) / ("force", second_code, good)    the seller
    ("take", buyer)                                              the seller, after a force
"""

from __future__ import annotations

from functools import lru_cache
from itertools import chain

from ..core import Refusal, malformed, refusal, shown, wrong_phase
from .cards import CODES, GOODS, TOTAL_COINS, TURN_LIMIT, coins_text, is_code, is_good, name
from .phases import AUCTION, MARKET, OFFERS, SELLER, TAKE

PHASE_KINDS = {AUCTION: ("raise", "drop"), MARKET: ("market",), OFFERS: ("offer", "keep", "withdraw"),
               SELLER: ("accept", "wait", "force"), TAKE: ("take",)}
DOING = {AUCTION: "raise or drop out of the auction", MARKET: "put a card on the market",
         OFFERS: "make, change, keep or withdraw an offer", SELLER: "accept, wait or force the sale",
         TAKE: "take the card of a buyer who showed"}

DROP, KEEP, WITHDRAW = ("drop",), ("keep",), ("withdraw",)
KINDS = ("raise", "drop", "market", "offer", "keep", "withdraw", "accept", "wait", "force", "take")
BUYER_KINDS = PHASE_KINDS[OFFERS]


def whole(value) -> bool:
    return type(value) is int


def distinct(hand) -> tuple:
    return tuple(sorted(set(hand)))


SIDES = (True, False)


def _coin_runs(kind: str, keys) -> dict:
    return {key: tuple((kind, *key, coins) for coins in range(TOTAL_COINS + 1)) for key in keys}


_MARKET_RUNS = _coin_runs("market", [(code, face_up) for code in CODES for face_up in SIDES])
_OFFER_RUNS = _coin_runs("offer", [(None, True)] + [(code, face_up) for code in CODES for face_up in SIDES])
_WAITS = _coin_runs("wait", [()])[()]
_FORCES = {(second, good): ("force", second, good) for second in CODES for good in GOODS}


def _up_to(run: tuple, coins: int, first: int = 0) -> tuple:
    """The actions of `run` with `first` to `coins` coins."""
    if coins > TOTAL_COINS:
        raise ValueError(f"{coins} coins: more than the game's {TOTAL_COINS}")
    return run[first:coins + 1]


# --- the auction -------------------------------------------------------------------------------------------
def auction_actions(purse: int, bid: int) -> tuple:
    raises = tuple(("raise", step) for step in (1, 2) if purse >= bid + step)
    return raises + (DROP,)


def refusal_auction(action: tuple, purse: int, bid: int) -> Refusal | None:
    if action == DROP:
        return None
    if action[0] != "raise" or len(action) != 2 or not whole(action[1]) or action[1] not in (1, 2):
        return malformed(action, "In the auction you raise by 1 or 2 coins, or drop out: ('raise', 1), ('raise', 2) "
                                 "or ('drop',).")
    if purse < bid + action[1]:
        return refusal("bid_too_high", "A bid of {bid} is more than your {coins}.", bid=bid + action[1], purse=purse,
                       coins=coins_text(purse))
    return None


# --- the seller lays his card -------------------------------------------------------------------------------
@lru_cache(maxsize=256)
def market_actions(codes: tuple, purse: int) -> tuple:
    return tuple(chain.from_iterable(_up_to(_MARKET_RUNS[code, face_up], purse) for code in codes for face_up in SIDES))


def refusal_market(action: tuple, hand, purse: int) -> Refusal | None:
    if len(action) != 4 or not is_code(action[1]) or type(action[2]) is not bool or not whole(action[3]):
        return malformed(action, "The market card is ('market', card code 0..8, face up True/False, coins).")
    code, _face_up, coins = action[1:]
    if code not in hand:
        return refusal("market_card_not_held", "You hold no {good} to put on the market.", good=name(code), code=code)
    if not 0 <= coins <= purse:
        return refusal("market_coins", "You can put 0 to {most} coins on the market card, not {coins}.", most=purse,
                       coins=shown(coins))
    return None


# --- a buyer's offer ----------------------------------------------------------------------------------------
def offer_codes(hand, standing) -> tuple:
    """The cards a buyer may offer: those in his hand and the one his standing offer holds."""
    codes = set(hand)
    if standing is not None and standing[0] is not None:
        codes.add(standing[0])
    return tuple(sorted(codes))


def buyer_actions(hand: tuple, purse: int, standing: tuple | None) -> tuple:
    """The legal actions of a buyer with `hand`, `purse` and his `standing` offer (or None)."""
    return offer_actions(offer_codes(hand, standing), purse + (standing[2] if standing else 0), standing)


def offer_actions(codes: tuple, available: int, standing: tuple | None) -> tuple:
    """keep, withdraw (with a standing offer), then every offer but the standing one: coins only, then each
    card face up and face down with 0..available coins."""
    every = _every_offer(codes, available)
    if standing is None:
        return every
    at = _offer_index(codes, available, standing)
    if at is None:
        return (KEEP, WITHDRAW) + every[1:]
    return (KEEP, WITHDRAW) + every[1:at] + every[at + 1:]


# Keyed without the standing offer, which is cut out after (slices of pointers): few keys, so a few dozen lists
# (some kilobytes each) serve, and the cache stays well under what tests/generic/test_rules_memory.py allows.
@lru_cache(maxsize=64)
def _every_offer(codes: tuple, available: int) -> tuple:
    """keep, then every offer: coins only (1..available), then each card face up and face down with
    0..available coins."""
    sides = [(None, True)] + [(code, face_up) for code in codes for face_up in SIDES]
    return (KEEP,) + tuple(chain.from_iterable(_up_to(_OFFER_RUNS[code, face_up], available, 1 if code is None else 0)
                                               for code, face_up in sides))


def _offer_index(codes: tuple, available: int, standing: tuple) -> int | None:
    """Where `standing` sits in `_every_offer(codes, available)`, or None when it is not there."""
    code, face_up, coins = standing
    if code is None:
        return coins if face_up and 1 <= coins <= available else None
    if code not in codes or not 0 <= coins <= available:
        return None
    return 1 + available + (2 * codes.index(code) + (not face_up)) * (available + 1) + coins


def refusal_offer(action: tuple, hand, purse: int, standing: tuple | None) -> Refusal | None:
    if action == KEEP:
        return None
    if action == WITHDRAW:
        return None if standing is not None else refusal("no_offer", "You have no offer to withdraw.")
    if (action[0] != "offer" or len(action) != 4 or not (action[1] is None or is_code(action[1]))
            or type(action[2]) is not bool or not whole(action[3])):
        return malformed(action, "An offer is ('offer', card code 0..8 or None, face up True/False, coins).")
    code, face_up, coins = action[1:]
    available = purse + (standing[2] if standing is not None else 0)
    if code is None and (not face_up or coins < 1):
        return refusal("empty_offer", "An offer without a card holds at least 1 coin (and face up True).")
    if code is not None and code not in hand and (standing is None or standing[0] != code):
        return refusal("offer_card_not_held", "You hold no {good} to offer.", good=name(code), code=code)
    if not 0 <= coins <= available:
        return refusal("offer_coins", "You can offer 0 to {most} coins, not {coins}.", most=available,
                       coins=shown(coins))
    if action[1:] == standing:
        return refusal("standing_offer", "That is your standing offer already: keep it instead.")
    return None


# --- the seller's step --------------------------------------------------------------------------------------
def force_goods(hand, second: int) -> tuple:
    """The goods the seller may name after laying `second`: those he then holds no card of."""
    rest = list(hand)
    rest.remove(second)
    return tuple(good for good in GOODS if good not in rest)


@lru_cache(maxsize=4096)  # a hand's forces are few (their tuples shared), and a hand often comes back
def _force_actions(hand: tuple) -> tuple:
    return tuple(_FORCES[second, good] for second in distinct(hand) for good in force_goods(hand, second))


def seller_actions(offering: tuple, turn: int, available: int, hand: tuple) -> tuple:
    """accept (each buyer in `offering`, those with a standing offer), wait (not after turn 5), force."""
    accepts = tuple(("accept", buyer) for buyer in offering)
    waits = _up_to(_WAITS, available) if turn < TURN_LIMIT else ()
    return accepts + waits + _force_actions(tuple(hand))


def refusal_seller(action: tuple, offering: tuple, turn: int, available: int, hand) -> Refusal | None:
    kind = action[0]
    if kind == "accept":
        if len(action) != 2 or not whole(action[1]) or action[1] not in offering:
            return refusal("accept_whom", "You can accept the offer of a buyer who has one: {offering_seats}.",
                           offering_seats=offering)
        return None
    if kind == "wait":
        if len(action) != 2 or not whole(action[1]):
            return malformed(action, "Waiting is ('wait', coins on the market card).")
        if turn >= TURN_LIMIT:
            return refusal("no_wait", "After bidding turn {turn} you can no longer wait: accept an offer or force the "
                                      "sale.", turn=TURN_LIMIT)
        if not 0 <= action[1] <= available:
            return refusal("wait_coins", "The market card can hold 0 to {most} coins, not {coins}.", most=available,
                           coins=shown(action[1]))
        return None
    if len(action) != 3 or not is_code(action[1]) or not whole(action[2]):
        return malformed(action, "Forcing is ('force', second card code, named good 1..8).")
    second, good = action[1:]
    if second not in hand:
        return refusal("second_card_not_held", "You hold no {good} to lay as the second card.", good=name(second),
                       code=second)
    if not is_good(good):
        return refusal("contraband_named", "The named good must be a good 1..8, never the contraband.")
    if good not in force_goods(hand, second):
        return refusal("good_still_held", "You cannot name {good}: you still hold some.", good=name(good), code=good)
    return None


def take_actions(showing: tuple) -> tuple:
    return tuple(("take", buyer) for buyer in showing)


def refusal_take(action: tuple, showing: tuple) -> Refusal | None:
    if len(action) != 2 or not whole(action[1]) or action[1] not in showing:
        return refusal("take_whom", "Take the card of a buyer who showed: {showing_seats}.", showing_seats=showing)
    return None


def refusal_for(phase: str, hand, purse: int, bid: int, standing: tuple | None, offering: tuple, turn: int,
                market_coins: int, showing: tuple, action) -> Refusal | None:
    """Why the seat to act, with `hand` and `purse` (and `standing`, its offer, for a buyer), may not play
    `action` now, or None when it may: one action checked without listing the others (an offer list can
    be long). The arguments are `legal_actions_for`'s (observation.py)."""
    if not (isinstance(action, tuple) and action and type(action[0]) is str and action[0] in KINDS):
        return malformed(action)
    if action[0] not in PHASE_KINDS[phase]:
        return wrong_phase(DOING[phase], action[0])
    if phase == AUCTION:
        return refusal_auction(action, purse, bid)
    if phase == MARKET:
        return refusal_market(action, hand, purse)
    if phase == OFFERS:
        return refusal_offer(action, hand, purse, standing)
    if phase == SELLER:
        return refusal_seller(action, offering, turn, purse + market_coins, hand)
    return refusal_take(action, showing)


def describe(action: tuple) -> str:
    """A short English label of an action."""
    kind = action[0]
    if kind == "raise":
        return f"Raise by {action[1]}"
    if kind == "market":
        side = "face up" if action[2] else "face down"
        return f"Sell {name(action[1])} {side} with {coins_text(action[3])}"
    if kind == "offer":
        code, face_up, coins = action[1:]
        if code is None:
            return f"Offer {coins_text(coins)}"
        card = f"{name(code)} {'face up' if face_up else 'face down'}"
        return f"Offer {card}" + (f" and {coins_text(coins)}" if coins else "")
    if kind in ("accept", "take"):
        return f"{kind.capitalize()} Player {action[1] + 1}'s " + ("offer" if kind == "accept" else "card")
    if kind == "wait":
        return f"Wait with {coins_text(action[1])} on the market card"
    if kind == "force":
        return f"Force: second card {name(action[1])}, ask for {name(action[2])}"
    return kind.capitalize()
