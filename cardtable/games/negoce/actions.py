"""Négoce 2's actions: their shapes, the legal ones of each phase, and why one is not legal.

Actions are tuples (see the module's constants). The state and the observation both enumerate through
these functions, from the same plain values, so that they always agree. A buyer may have some 800 offers
(every card, side and number of coins). Every action that names a number of coins is made once, at import
(the coins in play never pass TOTAL_COINS), and a list is slices of those runs: it costs a pointer an
action. The last few hundred lists are cached (a search asks for the same ones again and again); larger
caches of lists each with actions of their own once held some 45 MB after a few hundred games.
`reason_offer` and its siblings check one action without enumerating.

    ("raise", 1) / ("raise", 2) / ("drop",)                      auction
    ("market", code, face_up, coins)                            the seller lays his card
    ("offer", code or None, face_up, coins) / ("keep",) / ("withdraw",)   a buyer
    ("accept", buyer) / ("wait", coins) / ("force", second_code, good)    the seller
    ("take", buyer)                                              the seller, after a force
"""

from __future__ import annotations

from functools import lru_cache

from ..core import shown
from .cards import CODES, GOODS, TOTAL_COINS, TURN_LIMIT, coins_text, is_code, is_good, name

DROP, KEEP, WITHDRAW = ("drop",), ("keep",), ("withdraw",)
KINDS = ("raise", "drop", "market", "offer", "keep", "withdraw", "accept", "wait", "force", "take")


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


def reason_auction(action: tuple, purse: int, bid: int) -> str | None:
    if action == DROP:
        return None
    if action[0] != "raise" or len(action) != 2 or not whole(action[1]) or action[1] not in (1, 2):
        return "In the auction you raise by 1 or 2 coins, or drop out: ('raise', 1), ('raise', 2) or ('drop',)."
    if purse < bid + action[1]:
        return f"A bid of {bid + action[1]} is more than your {coins_text(purse)}."
    return None


# --- the seller lays his card -------------------------------------------------------------------------------
@lru_cache(maxsize=256)
def market_actions(codes: tuple, purse: int) -> tuple:
    actions = ()
    for code in codes:
        for face_up in SIDES:
            actions += _up_to(_MARKET_RUNS[code, face_up], purse)
    return actions


def reason_market(action: tuple, hand, purse: int) -> str | None:
    if len(action) != 4 or not is_code(action[1]) or type(action[2]) is not bool or not whole(action[3]):
        return "The market card is ('market', card code 0..8, face up True/False, coins)."
    code, _face_up, coins = action[1:]
    if code not in hand:
        return f"You hold no {name(code)} to put on the market."
    if not 0 <= coins <= purse:
        return f"You can put 0 to {purse} coins on the market card, not {shown(coins)}."
    return None


# --- a buyer's offer ----------------------------------------------------------------------------------------
def offer_codes(hand, standing) -> tuple:
    """The cards a buyer may offer: those in his hand and the one his standing offer holds."""
    codes = set(hand)
    if standing is not None and standing[0] is not None:
        codes.add(standing[0])
    return tuple(sorted(codes))


@lru_cache(maxsize=256)
def offer_actions(codes: tuple, available: int, standing: tuple | None) -> tuple:
    """keep, withdraw (with a standing offer), then every offer but the standing one: coins only, then each
    card face up and face down with 0..available coins."""
    blocks = [(None, True)] + [(code, face_up) for code in codes for face_up in SIDES]
    actions = (KEEP, WITHDRAW) if standing is not None else (KEEP,)
    for code, face_up in blocks:
        block = _up_to(_OFFER_RUNS[code, face_up], available, first=1 if code is None else 0)
        if standing is not None and standing[:2] == (code, face_up):
            block = tuple(offer for offer in block if offer[3] != standing[2])
        actions += block
    return actions


def reason_offer(action: tuple, hand, purse: int, standing: tuple | None) -> str | None:
    if action == KEEP:
        return None
    if action == WITHDRAW:
        return None if standing is not None else "You have no offer to withdraw."
    if (action[0] != "offer" or len(action) != 4 or not (action[1] is None or is_code(action[1]))
            or type(action[2]) is not bool or not whole(action[3])):
        return "An offer is ('offer', card code 0..8 or None, face up True/False, coins)."
    code, face_up, coins = action[1:]
    available = purse + (standing[2] if standing is not None else 0)
    if code is None and (not face_up or coins < 1):
        return "An offer without a card holds at least 1 coin (and face up True)."
    if code is not None and code not in offer_codes(hand, standing):
        return f"You hold no {name(code)} to offer."
    if not 0 <= coins <= available:
        return f"You can offer 0 to {available} coins, not {shown(coins)}."
    if action[1:] == standing:
        return "That is your standing offer already: keep it instead."
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


def reason_seller(action: tuple, offering: tuple, turn: int, available: int, hand) -> str | None:
    kind = action[0]
    if kind == "accept":
        if len(action) != 2 or not whole(action[1]) or action[1] not in offering:
            return f"You can accept the offer of a buyer who has one: {_seats(offering)}."
        return None
    if kind == "wait":
        if len(action) != 2 or not whole(action[1]):
            return "Waiting is ('wait', coins on the market card)."
        if turn >= TURN_LIMIT:
            return f"After bidding turn {TURN_LIMIT} you can no longer wait: accept an offer or force the sale."
        if not 0 <= action[1] <= available:
            return f"The market card can hold 0 to {available} coins, not {shown(action[1])}."
        return None
    if len(action) != 3 or not is_code(action[1]) or not whole(action[2]):
        return "Forcing is ('force', second card code, named good 1..8)."
    second, good = action[1:]
    if second not in hand:
        return f"You hold no {name(second)} to lay as the second card."
    if not is_good(good):
        return "The named good must be a good 1..8, never the contraband."
    if good not in force_goods(hand, second):
        return f"You cannot name {name(good)}: you still hold some."
    return None


def take_actions(showing: tuple) -> tuple:
    return tuple(("take", buyer) for buyer in showing)


def reason_take(action: tuple, showing: tuple) -> str | None:
    if len(action) != 2 or not whole(action[1]) or action[1] not in showing:
        return f"Take the card of a buyer who showed: {_seats(showing)}."
    return None


def _seats(seats) -> str:
    return ", ".join(f"Player {seat + 1}" for seat in seats) or "nobody"


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
