"""Scenarios of a sale: laying the card, offers made, changed, kept and withdrawn, the bidding turns,
accepting, and who sells next."""

from __future__ import annotations

import pytest

from cardtable.games import IllegalAction
from cardtable.games.negoce.actions import KEEP, WITHDRAW, offer_actions

from .conftest import (CONTRABAND, JADE, JEWELS, PERFUME, SPICES, TEA, WINE, build, first, kinds, play,
                       snapshot)


def offers_open(**fields):
    """Seat 0 has laid a jade face up with 1 coin; seat 1 is the first buyer to act."""
    state = build()
    play(state, ("market", JADE, True, 1))
    return state


def test_laying_the_market_card_starts_bidding_turn_one_with_the_sellers_left():
    state = build()
    assert state.to_act() == (0,) and state.phase == "market"
    events = play(state, ("market", JADE, False, 2))
    assert kinds(events) == ["market", "turn"]
    assert first(events, "market").data == {"seat": 0, "face_up": False, "card": None, "code": None, "coins": 2,
                                             "coins_text": "2 coins"}
    assert state.phase == "offers" and state.turn == 1 and state.to_act() == (1,)
    assert state.hands[0].count(JADE) == 3 and state.coins[0] == 12 and state.market_coins == 2


def test_an_accepted_offer_with_a_card_keeps_the_seller_selling():
    state = offers_open()
    play(state, ("offer", PERFUME, False, 2), ("keep",), ("offer", None, True, 3))
    assert state.phase == "seller" and state.to_act() == (0,)
    assert ("accept", 1) in state.legal_actions() and ("accept", 3) in state.legal_actions()
    assert ("accept", 2) not in state.legal_actions()
    events = play(state, ("accept", 1))
    assert kinds(events) == ["accepted", "sale_ends", "sale_starts"]
    assert state.hands[0].count(PERFUME) == 1 and len(state.hands[0]) == 9
    assert state.hands[1].count(JADE) == 1 and len(state.hands[1]) == 8
    # The seller gets the offer's coins, the buyer the market card's; seat 3's offer goes back.
    assert state.coins == [13 + 2, 13 + 1, 15, 15]
    assert state.sales == 1 and state.has_sold == (True, False, False, False)
    assert state.seller == 0 and state.phase == "market" and state.to_act() == (0,)


def test_an_accepted_offer_of_coins_alone_makes_the_buyer_the_next_seller():
    state = offers_open()
    play(state, ("keep",), ("keep",), ("offer", None, True, 4), ("accept", 3))
    assert len(state.hands[3]) == 9 and state.hands[3].count(JADE) == 1
    assert state.coins == [13 + 4, 15, 15, 15 - 4 + 1]
    assert state.seller == 3 and state.to_act() == (3,)
    assert first(state.apply(("market", WINE, True, 0)), "market").data["card"] == "wine"


def test_changing_an_offer_gives_back_the_card_and_coins_it_held():
    state = offers_open()
    play(state, ("offer", PERFUME, False, 5), ("keep",), ("keep",), ("wait", 1))
    assert state.hands[1].count(PERFUME) == 3 and state.coins[1] == 10
    events = play(state, ("offer", SPICES, True, 2))
    assert kinds(events) == ["offer_changed"]
    assert state.hands[1].count(PERFUME) == 4 and state.hands[1].count(SPICES) == 3
    assert state.coins[1] == 13 and state.offers[1] == (SPICES, True, 2)


def test_the_same_card_may_be_offered_again_on_its_other_side():
    state = offers_open()
    play(state, ("offer", PERFUME, False, 0), ("keep",), ("keep",), ("wait", 1))
    assert ("offer", PERFUME, True, 0) in state.legal_actions()
    assert ("offer", PERFUME, False, 0) not in state.legal_actions()  # the standing offer itself
    with pytest.raises(IllegalAction, match="standing offer"):
        state.apply(("offer", PERFUME, False, 0))
    play(state, ("offer", PERFUME, True, 0))
    assert state.hands[1].count(PERFUME) == 3 and state.offers[1] == (PERFUME, True, 0)


def test_withdrawing_gives_everything_back_and_keeping_changes_nothing():
    state = offers_open()
    play(state, ("offer", SPICES, True, 3), ("offer", None, True, 2), ("keep",), ("wait", 1))
    before = snapshot(state)
    events = play(state, ("withdraw",))
    assert kinds(events) == ["offer_withdrawn"]
    assert state.offers[1] is None and state.hands[1].count(SPICES) == 4 and state.coins[1] == 15
    assert snapshot(state) != before
    play(state, ("keep",))
    assert state.offers[2] == (None, True, 2) and state.coins[2] == 13
    assert ("withdraw",) not in state.legal_actions()  # seat 3 has no offer
    with pytest.raises(IllegalAction, match="no offer"):
        state.apply(("withdraw",))


def test_a_buyer_offers_up_to_his_purse_plus_what_his_offer_holds():
    state = offers_open()
    play(state, ("offer", None, True, 15), ("keep",), ("keep",), ("wait", 1))
    assert state.coins[1] == 0
    assert ("offer", None, True, 15) not in state.legal_actions()
    assert ("offer", SPICES, True, 15) in state.legal_actions()
    assert ("offer", SPICES, True, 16) not in state.legal_actions()
    with pytest.raises(IllegalAction, match="0 to 15 coins"):
        state.apply(("offer", SPICES, True, 16))


def test_an_offer_of_nothing_or_of_coins_face_down_is_refused():
    state = offers_open()
    for action in [("offer", None, True, 0), ("offer", None, False, 3)]:
        assert action not in state.legal_actions()
        with pytest.raises(IllegalAction, match="at least 1 coin"):
            state.apply(action)


def test_five_bidding_turns_then_the_seller_can_no_longer_wait():
    state = offers_open()
    for turn in range(1, 5):
        play(state, ("keep",), ("keep",), ("keep",))
        assert state.turn == turn and any(action[0] == "wait" for action in state.legal_actions())
        events = play(state, ("wait", turn % 2))
        assert first(events, "turn").data == {"turn": turn + 1, "of": 5}
    play(state, ("offer", None, True, 1), ("keep",), ("keep",))
    assert state.turn == 5 and state.phase == "seller"
    assert not any(action[0] == "wait" for action in state.legal_actions())
    with pytest.raises(IllegalAction, match="no longer wait"):
        state.apply(("wait", 1))
    assert state.observation(0).must_decide() and state.observation(0).can_accept()
    play(state, ("accept", 1))
    assert state.phase == "market"


def test_waiting_moves_coins_between_the_purse_and_the_market_card():
    state = offers_open()
    play(state, ("keep",), ("keep",), ("keep",))
    assert ("wait", 14) in state.legal_actions() and ("wait", 15) not in state.legal_actions()
    events = play(state, ("wait", 5))
    assert kinds(events) == ["market_coins", "waited", "turn"]
    assert state.market_coins == 5 and state.coins[0] == 9
    play(state, ("keep",), ("keep",), ("keep",))
    assert kinds(play(state, ("wait", 5))) == ["waited", "turn"]
    play(state, ("keep",), ("keep",), ("keep",), ("wait", 0))
    assert state.market_coins == 0 and state.coins[0] == 14


def test_the_market_card_must_come_from_the_hand():
    state = build()
    with pytest.raises(IllegalAction, match="no wine"):
        state.apply(("market", WINE, True, 0))
    with pytest.raises(IllegalAction, match="0 to 14 coins"):
        state.apply(("market", JADE, True, 15))
    assert ("market", CONTRABAND, False, 14) in state.legal_actions()
    assert ("market", JEWELS, True, 0) in state.legal_actions()
    assert ("market", TEA, True, 0) not in state.legal_actions()


@pytest.mark.parametrize("standing", [None, (None, True, 1), (None, True, 4), (JADE, True, 0), (JADE, False, 3),
                                      (TEA, False, 4), (TEA, True, 0), (None, True, 0), (WINE, True, 2),
                                      (JADE, True, 9)])
def test_a_buyers_list_is_every_offer_less_the_standing_one(standing):
    """The list is cut from the cached list of every offer at the standing offer's place: the same as leaving
    it out by comparison (an offer that is not in the list, like coins it cannot hold, leaves it whole)."""
    codes, available = (JADE, JEWELS, TEA), 4
    every = offer_actions(codes, available, None)
    expected = ((KEEP,) if standing is None else (KEEP, WITHDRAW)) + tuple(
        action for action in every[1:] if action[1:] != standing)
    assert offer_actions(codes, available, standing) == expected
    assert len(every) == 1 + available + 2 * len(codes) * (available + 1)
