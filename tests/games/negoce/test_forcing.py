"""Forcing a sale: the second card, the named good, the showing, the take (automatic with one shower,
the seller's pick with several), the offers given back."""

from __future__ import annotations

import pytest

from cardtable.games import IllegalAction

from .conftest import (COFFEE, CONTRABAND, JADE, JEWELS, PERFUME, SILK, SPICES, TEA, WINE, build, first,
                       kinds, play)

SHARED_COFFEE = [
    [CONTRABAND] + [JADE] * 4 + [JEWELS] * 4,
    [PERFUME] * 4 + [SPICES] * 3 + [COFFEE],
    [COFFEE] * 3 + [SILK] * 4 + [SPICES],
    [WINE] * 4 + [TEA] * 4,
]


def at_seller_step(hands=None):
    state = build(hands)
    play(state, ("market", JADE, True, 2), ("offer", PERFUME, False, 3), ("offer", None, True, 1), ("keep",))
    return state


def test_one_buyer_showing_gives_the_take_at_once():
    state = at_seller_step()
    events = play(state, ("force", CONTRABAND, PERFUME))
    assert kinds(events) == ["forced", "shown", "taken", "sale_ends", "sale_starts"]
    assert first(events, "forced").data == {"seat": 0, "good": "perfume", "code": PERFUME}
    assert first(events, "shown").data == {"seat": 1, "good": "perfume", "code": PERFUME, "count": 4}
    assert first(events, "taken").data == {"seat": 0, "owner_seat": 1, "good": "perfume", "code": PERFUME}
    # The offers went back; seat 1 gave a perfume and got both market cards and their coins.
    assert state.hands[0] == tuple(sorted([JADE] * 3 + [JEWELS] * 4 + [PERFUME]))
    assert state.hands[1] == tuple(sorted([CONTRABAND, JADE] + [PERFUME] * 3 + [SPICES] * 4))
    assert state.coins == [12, 17, 15, 15]
    assert state.seller == 1 and state.sales == 1 and state.has_sold[0]


def test_several_buyers_showing_let_the_seller_pick():
    state = at_seller_step(SHARED_COFFEE)
    events = play(state, ("force", CONTRABAND, COFFEE))
    assert kinds(events) == ["forced", "shown", "shown"]
    assert state.phase == "take" and state.to_act() == (0,)
    assert state.shown == [0, 1, 3, 0]
    assert state.legal_actions() == (("take", 1), ("take", 2))
    assert all(offer is None for offer in state.offers) and state.coins == [12, 15, 15, 15]
    with pytest.raises(IllegalAction, match="who showed"):
        state.apply(("take", 3))
    observation = state.observation(3)
    assert observation.bounds[1][COFFEE] == (1, 1) and observation.bounds[2][COFFEE] == (3, 3)
    assert observation.bounds[3][COFFEE] == (0, 0) and observation.bounds[0][COFFEE] == (0, 0)
    play(state, ("take", 2))
    assert state.hands[2].count(COFFEE) == 2 and JADE in state.hands[2] and CONTRABAND in state.hands[2]
    assert state.hands[0].count(COFFEE) == 1 and state.coins[2] == 17 and state.seller == 2


def test_the_named_good_must_be_missing_from_the_hand_after_the_second_card():
    state = at_seller_step()
    with pytest.raises(IllegalAction, match="still hold"):
        state.apply(("force", CONTRABAND, JEWELS))
    with pytest.raises(IllegalAction, match="never the contraband"):
        state.apply(("force", JADE, CONTRABAND))
    with pytest.raises(IllegalAction, match="no tea"):
        state.apply(("force", TEA, PERFUME))
    # His last jade? He still holds two more: jade cannot be named; with the market card jade he may name
    # a good he gives away as the second card when it was his last one.
    assert ("force", JADE, JADE) not in state.legal_actions()
    assert ("force", CONTRABAND, JADE) not in state.legal_actions()


def test_the_last_card_of_a_good_laid_as_second_card_may_be_named():
    hands = [[CONTRABAND, JADE] + [JEWELS] * 4 + [PERFUME] * 3, [JADE] * 3 + [PERFUME] + [SPICES] * 4,
             [COFFEE] * 4 + [SILK] * 4, [WINE] * 4 + [TEA] * 4]
    state = build(hands, monopolies=[[1, 2], [3, 4], [5, 6], [7, 8]])
    play(state, ("market", JEWELS, False, 0), ("keep",), ("keep",), ("keep",))
    assert ("force", JADE, JADE) in state.legal_actions()
    play(state, ("force", JADE, JADE))
    # Seat 1 alone holds jade: he gives one and gets the jewel and the jade laid face down.
    assert state.hands[1].count(JADE) == 3 and state.hands[1].count(JEWELS) == 1
    assert state.hands[0].count(JADE) == 1


def test_forcing_is_open_in_every_turn_and_always_finds_a_shower():
    state = at_seller_step()
    legal = state.legal_actions()
    forces = [action for action in legal if action[0] == "force"]
    assert forces and all(action[2] != CONTRABAND for action in forces)
