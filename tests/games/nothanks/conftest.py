"""Shared helpers for the No Thanks! tests (pure Python, no Qt)."""

from __future__ import annotations

import pytest

from cardtable.games import get_game
from cardtable.games.nothanks.rules import ALL_CARDS, starting_chips

G = get_game("nothanks")


def build_position(players=3, *, open_card, deck=(), cards=None, chips=None, turn=0, pot=0, removed=None,
                   options=None):
    """A fixed position set directly on a new game's fields, for unit tests of one rule.

    Unlike the engine's `G.from_position` (see test_positions.py), nothing is checked: the position may
    leave out what the rule under test does not need (a short deck, chips that do not add up).

    `deck` lists the face-down cards with the top (next to be turned up) LAST, as the engine keeps it.
    `removed` defaults to every card of 3..35 not used elsewhere, so the 33 cards stay accounted for.
    The history stays empty: do not replay such a position.
    """
    options = {"players": players, **(options or {})}
    state = G.new_game(options, 0)
    state.deck = list(deck)
    state.open_card = open_card
    state.pot = pot
    state.chips = list(chips) if chips is not None else [starting_chips(players, options.get("deck", "standard"))] * players
    state.cards = [sorted(hand) for hand in cards] if cards is not None else [[] for _ in range(players)]
    state.turn = turn
    if removed is None:
        used = set(state.deck) | {card for hand in state.cards for card in hand}
        if open_card is not None:
            used.add(open_card)
        removed = tuple(card for card in ALL_CARDS if card not in used)
    state.removed = tuple(removed)
    return state


@pytest.fixture
def position():
    """Factory fixture: `position(players, open_card=..., deck=[...], cards=[...], chips=[...], turn=...)`."""
    return build_position
