"""Négoce 2's cards and coins (rulings section 4).

A card is a small int: 0 the contraband (not a good), 1..8 the goods, in the sheet's numbering. The four
copies of a good are identical, so a hand is a multiset of codes, kept as a sorted tuple.
"""

from __future__ import annotations

from ..core import shown

CONTRABAND = 0
GOODS = (1, 2, 3, 4, 5, 6, 7, 8)
CODES = (CONTRABAND, *GOODS)
GOOD_NAMES = ("contraband", "jade", "jewels", "perfume", "spices", "coffee", "silk", "wine", "tea")
COPIES = 4
# How many cards of each code the game holds (index = code).
COPIES_OF = (1,) + (COPIES,) * len(GOODS)
DECK_SIZE = sum(COPIES_OF)  # 33

PLAYERS = 4
START_COINS = 15
TOTAL_COINS = 60
WIN_COINS = 31
TURN_LIMIT = 5
HAND_SIZE = 8  # what each player holds between sales; the seller holds one more


def is_good(code) -> bool:
    return type(code) is int and 1 <= code <= len(GOODS)


def is_code(code) -> bool:
    return type(code) is int and 0 <= code < len(CODES)


def name(code: int) -> str:
    """English name of a card code: 'jade', 'contraband'."""
    return GOOD_NAMES[code]


def from_name(text: str) -> int:
    """The code `name` gives as `text` (any case, surrounding spaces ignored); ValueError otherwise."""
    key = text.strip().lower() if isinstance(text, str) else None
    if key in GOOD_NAMES:
        return GOOD_NAMES.index(key)
    raise ValueError(f"No card is called {shown(text)}; the cards are {', '.join(GOOD_NAMES)}.")


def card_code(value) -> int:
    """A code from a code or a name (positions accept both); ValueError otherwise."""
    if isinstance(value, str):
        return from_name(value)
    if is_code(value):
        return value
    raise ValueError(f"{shown(value)} is no card: a card is a code 0..8 or a name.")


def coins_text(amount: int) -> str:
    """An amount of coins in English words: "1 coin", "0 coins", "12 coins"."""
    return f"{amount} coin" if amount == 1 else f"{amount} coins"


def counts(cards) -> list[int]:
    """How many cards of each code 0..8 `cards` hold."""
    tally = [0] * len(CODES)
    for code in cards:
        tally[code] += 1
    return tally


def different_goods(cards) -> int:
    """How many different goods (the contraband not counted) `cards` hold."""
    return len({code for code in cards if code != CONTRABAND})


def without(hand: tuple, code: int) -> tuple:
    """`hand` (a sorted tuple) less one card `code`."""
    index = hand.index(code)
    return hand[:index] + hand[index + 1:]


def with_card(hand: tuple, code: int) -> tuple:
    """`hand` (a sorted tuple) with one more card `code`, still sorted."""
    return tuple(sorted(hand + (code,)))
