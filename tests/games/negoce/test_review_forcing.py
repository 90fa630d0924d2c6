"""Review of forcing (the spec's rulings): the naming guard after the second card, one or several buyers
showing, and who gets both market cards and the coins; and the five bidding turns."""

import pytest

from .conftest import CONTRABAND, JADE, JEWELS, PERFUME, SPICES, WINE, build, kinds, play

SPLIT = [[CONTRABAND] + [JADE] * 4 + [JEWELS] * 4, [PERFUME] * 2 + [SPICES] * 4 + [5] * 2,
         [PERFUME] * 2 + [5] * 2 + [6] * 4, [WINE] * 4 + [8] * 4]


def forcing_seller():
    state = build()
    play(state, ("market", JADE, True, 2), ("offer", PERFUME, False, 3), ("offer", None, True, 2), ("keep",))
    return state


@pytest.mark.parametrize("action", [("force", JEWELS, JEWELS), ("force", CONTRABAND, JADE), ("force", JADE, JADE),
                                    ("force", CONTRABAND, CONTRABAND), ("force", JADE, 9), ("force", 5, 5)])
def test_the_seller_cannot_name_a_good_left_in_his_hand_nor_the_contraband(action):
    state = forcing_seller()
    before = state.to_json()
    assert not state.is_legal(action) and action not in state.legal_actions()
    assert state.to_json() == before


def test_the_second_card_may_be_the_last_of_the_good_named():
    state = build(hands=[[CONTRABAND, JADE, JADE, JADE, JADE, JEWELS, JEWELS, JEWELS, PERFUME],
                         [PERFUME] * 3 + [SPICES] * 4 + [JEWELS], [5] * 4 + [6] * 4, [WINE] * 4 + [8] * 4])
    play(state, ("market", JADE, True, 0), ("keep",), ("keep",), ("keep",))
    assert state.is_legal(("force", PERFUME, PERFUME))
    assert not state.is_legal(("force", JADE, PERFUME))
    goods = {action[2] for action in state.legal_actions() if action[0] == "force" and action[1] == PERFUME}
    assert goods == {PERFUME, SPICES, 5, 6, WINE, 8}


def test_one_buyer_showing_gives_an_automatic_take_and_all_offers_come_back():
    state = forcing_seller()
    events = play(state, ("force", CONTRABAND, PERFUME))
    assert kinds(events)[:3] == ["forced", "shown", "taken"]
    assert state.seller == 1 and state.phase == "market"  # the buyer taken from holds 9 cards
    assert sorted(state.hands[1]) == sorted([CONTRABAND, JADE] + [PERFUME] * 3 + [SPICES] * 4)
    assert state.coins == [12, 15 + 2, 15, 15]  # the market coins go with the market cards; offers came back
    assert state.hands[0].count(PERFUME) == 1 and len(state.hands[0]) == 8
    state.check_invariants()


def test_several_buyers_showing_let_the_seller_pick_and_the_showing_is_public():
    state = build(hands=SPLIT)
    play(state, ("market", JADE, False, 1), ("offer", PERFUME, True, 0), ("offer", PERFUME, False, 1),
         ("offer", WINE, False, 0))
    events = play(state, ("force", JEWELS, PERFUME))
    assert kinds(events) == ["forced", "shown", "shown"]
    assert state.phase == "take" and state.to_act() == (0,)
    assert state.legal_actions() == (("take", 1), ("take", 2))
    assert state.offers == [None] * 4 and state.shown == [0, 2, 2, 0]
    for viewer in (None, 0, 1, 2, 3):
        bounds = state.observation(viewer).bounds
        assert [bounds[seat][PERFUME] for seat in range(4)] == [(0, 0), (2, 2), (2, 2), (0, 0)]
    play(state, ("take", 2))
    assert state.seller == 2 and len(state.hands[2]) == 9
    assert state.hands[2].count(JADE) == 1 and state.hands[2].count(JEWELS) == 1
    assert state.hands[2].count(PERFUME) == 1 and state.coins[2] == 16
    state.check_invariants()


def test_a_sale_lasts_at_most_five_bidding_turns():
    state = build()
    play(state, ("market", JADE, True, 0))
    for turn in range(1, 6):
        play(state, ("keep",), ("keep",), ("keep",))
        assert state.phase == "seller" and state.turn == turn
        waits = [action for action in state.legal_actions() if action[0] == "wait"]
        assert bool(waits) == (turn < 5)
        assert state.observation(0).must_decide() == (turn == 5)
        if turn < 5:
            assert kinds(play(state, ("wait", 0)))[-1] == "turn"
    assert state.why_not(("wait", 0)) is not None
    assert {action[0] for action in state.legal_actions()} == {"force"}  # no offer stands: force
