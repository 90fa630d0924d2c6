"""Shared helpers for the Négoce 2 tests (pure Python, no Qt)."""

from __future__ import annotations

import json
import random
from collections import Counter

from cardtable.games.negoce import Negoce
from cardtable.games.negoce.cards import COPIES_OF, TOTAL_COINS  # noqa: F401 (TOTAL_COINS for the tests)

G = Negoce
JADE, JEWELS, PERFUME, SPICES, COFFEE, SILK, WINE, TEA = range(1, 9)
CONTRABAND = 0


def snapshot(state) -> str:
    """The whole state (history included) as canonical JSON, to prove an action changed nothing."""
    return json.dumps(state.to_json(), sort_keys=True)


def all_cards(state) -> Counter:
    """Every card the state holds: hands, market, offers."""
    cards = [code for hand in state.hands for code in hand]
    cards += [code for code, _face_up in state.market]
    cards += [offer[0] for offer in state.offers if offer is not None and offer[0] is not None]
    return Counter(cards)


DECK = Counter({code: copies for code, copies in enumerate(COPIES_OF)})


def coins_in_play(state) -> int:
    """Purses, market coins and offered coins: 60 less the auction payment."""
    return sum(state.coins) + state.market_coins + sum(offer[2] for offer in state.offers if offer)


def random_game(seed: int, **options):
    """A whole random game; yields the state before each action and at the end (the same object)."""
    state = G.new_game({"players": 4, **options}, seed)
    rng = random.Random(seed)
    yield state
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
        yield state


def play(state, *actions):
    """Apply `actions` (each for the seat to act) and return every event."""
    events = []
    for action in actions:
        events += state.apply(action)
    return events





# A table after the auction: seat 0 won the contraband for 1 coin and sells first.
BASE_HANDS = [
    [CONTRABAND] + [JADE] * 4 + [JEWELS] * 4,
    [PERFUME] * 4 + [SPICES] * 4,
    [COFFEE] * 4 + [SILK] * 4,
    [WINE] * 4 + [TEA] * 4,
]
BASE_COINS = [14, 15, 15, 15]


def build(hands=None, options=None, **fields):
    """A position through `Negoce.from_position` (hands default to BASE_HANDS, coins to BASE_COINS)."""
    position = {"hands": hands if hands is not None else BASE_HANDS, "coins": fields.pop("coins", BASE_COINS),
                **fields}
    return G.from_position(position, {"players": 4, **(options or {})})


def kinds(events) -> list[str]:
    return [item.kind for item in events]


def first(events, kind: str):
    return next(item for item in events if item.kind == kind)
