"""Shared helpers for the Schnäppchen Jagd tests (pure Python, no Qt)."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from cardtable.games import get_game
from cardtable.games.schnaeppchen.cards import DECK

G = get_game("schnaeppchen")

# The players of the sheet's examples, seated clockwise.
LEON, BILOUD, CHRIS, BOB = 0, 1, 2, 3


def snapshot(state) -> str:
    """The whole state (history included) as canonical JSON, to prove an action changed nothing."""
    return json.dumps(state.to_json(), sort_keys=True)


def all_cards(state) -> Counter:
    """Every card the state holds, wherever it lies."""
    cards = list(state.stock) + list(state.set_aside) + list(state.discard)
    cards += [code for pile in state.hands + state.bargain + state.junk for code in pile]
    cards += [play.card for play in state.trick]
    return Counter(cards)


def build_position(players=4, sorting="standard", *, round=2, dealer=None, phase="play", turn=0, leader=None,
                   hands=None, bargain=None, junk=None, junk_at_start=None, discard=(), set_aside=(), stock=None,
                   sort_queue=()):
    """A fixed position set directly on a new game's fields, for unit tests of one rule.

    Unlike the engine's `G.from_position` (see test_positions.py), only the cards are checked: hands,
    turn and phase may be set as the rule under test needs, without the history that would lead there.

    `stock` lists the face-down cards with the top (next dealt) LAST, as the engine keeps it; by default it
    holds every card not used elsewhere (in a fixed shuffled order), so the 110 cards stay accounted for.
    `junk_at_start` defaults to the junk sizes (nothing won yet this round). The dealer defaults to the seat
    right of the leader. The history stays empty: do not replay such a position.
    """
    state = G.new_game({"players": players, "sorting": sorting}, 0)
    leader = turn if leader is None else leader
    state.round = round
    state.dealer = (leader - 1) % players if dealer is None else dealer
    state.phase, state.turn, state.leader = phase, turn, leader
    state.hands = [sorted(hand) for hand in hands] if hands is not None else [[] for _ in range(players)]
    state.bargain = [list(pile) for pile in bargain] if bargain is not None else [[] for _ in range(players)]
    state.junk = [list(pile) for pile in junk] if junk is not None else [[] for _ in range(players)]
    state.junk_at_start = list(junk_at_start) if junk_at_start is not None else [len(p) for p in state.junk]
    state.discard, state.set_aside = list(discard), list(set_aside)
    state.trick, state.round_tricks, state.round_sorts = [], [], []
    state.sort_queue = list(sort_queue)
    used = Counter(state.discard) + Counter(state.set_aside)
    for pile in state.hands + state.bargain + state.junk:
        used.update(pile)
    if used - Counter(DECK):
        raise ValueError(f"Cards beyond the deck: {sorted((used - Counter(DECK)).elements())}")
    if stock is None:
        stock = sorted((Counter(DECK) - used).elements())
        random.Random(len(stock)).shuffle(stock)
    state.stock = list(stock)
    assert all_cards(state) == Counter(DECK) or stock is not None
    return state


@pytest.fixture
def position():
    """Factory fixture: `position(players, sorting, hands=[...], bargain=[...], junk=[...], ...)`."""
    return build_position


def random_game(players=4, sorting="standard", seed=0, policy_seed=None, until=None):
    """A game played with uniformly random legal actions, to the end or until `until(state)` is true."""
    rng = random.Random(seed if policy_seed is None else policy_seed)
    state = G.new_game({"players": players, "sorting": sorting}, seed)
    while not state.is_terminal() and not (until and until(state)):
        state.apply(rng.choice(state.legal_actions()))
    return state
