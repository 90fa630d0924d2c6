"""Schnäppchen Jagd: the rules' check of one action (`actions.refusal_for`, which tests the one card against
the trick instead of listing every legal action) accepts exactly the legal actions, of every action a seat
could try."""

from __future__ import annotations

import random

import pytest

from cardtable.games.schnaeppchen.actions import legal_actions_for, refusal_for, well_formed
from cardtable.games.schnaeppchen.cards import SUPER

from .conftest import G

ODD = [(), ("play",), ("play", 12), ("play", True, None, None), ("play", 12, 1, None), ("play", 12, None, 0),
       ("play", 12.0, None, None), ["play", 12, None, None], "play", ("bargain", None), ("sort", "none"),
       ("sort", 3.0), ("sort", True), ("sort", 10**120), ("play", [12], None, None)]


def tries(state) -> list:
    """Every play of a card in the hand or the trick (or one nobody holds) with every declaration, every
    sorting and bargain, and odd values."""
    codes = sorted(set(state.hands[state.turn]) | {play.card for play in state.trick} | {SUPER, 0, 55})
    declarations = (None, True, False)
    plays = [("play", code, trump, higher) for code in codes for trump in declarations for higher in declarations]
    others = [("bargain", code) for code in codes] + [("sort", choice) for choice in (None, "all", *range(11))]
    return plays + others + ODD


@pytest.mark.parametrize("players, variant, seed", [(3, "strict", 5), (4, "standard", 6)])
def test_the_check_of_one_action_agrees_with_the_legal_actions(players, variant, seed):
    rng = random.Random(seed)
    state = G.new_game({"players": players, "sorting": variant}, seed)
    while not state.is_terminal():
        context = state._sort_context(state.turn) if state.phase == "sort" else None
        hand = state.hands[state.turn]
        legal = legal_actions_for(state.phase, hand, state.trick, context)
        assert state.legal_actions() == legal  # listed once: the state's own check now looks actions up in them
        for action in tries(state):
            expected = well_formed(action) and action in legal  # well formed: 1 == True would pass `in`
            assert (refusal_for(state.phase, state.turn, hand, state.trick, context, action) is None) == expected, action
            assert (state.why_not(action) is None) == expected, action
        state.apply(rng.choice(legal))
