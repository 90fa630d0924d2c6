"""The auction of the contraband: the opener's compulsory 1, raises of 1 or 2, dropping out for good, a
player who cannot raise, and the winner paying out of the game and selling first."""

from __future__ import annotations

import pytest

from cardtable.games import IllegalAction

from .conftest import BASE_HANDS, CONTRABAND, JADE, JEWELS, G, build, first, kinds, play


def new(seed=0):
    return G.new_game({"players": 4}, seed)


def test_the_opener_bids_one_and_the_next_player_acts():
    state = new()
    opener = state.opener
    assert state.phase == "auction" and state.bid == 1 and state.bidder == opener
    assert state.to_act() == ((opener + 1) % 4,)
    assert state.legal_actions() == (("raise", 1), ("raise", 2), ("drop",))
    assert state.market == [(CONTRABAND, True)]
    assert kinds(state.start_events()) == ["monopolies"] * 4 + ["auction_opens"]
    assert first(state.start_events(), "auction_opens").data == {"seat": opener, "bid": 1}


def test_raises_go_left_among_the_players_still_in_and_the_last_bidder_wins():
    state = new()
    opener = state.opener
    left = [(opener + step) % 4 for step in (1, 2, 3)]
    play(state, ("raise", 2), ("drop",), ("raise", 1))  # left[0] bids 3, left[1] drops, left[2] bids 4
    assert state.bid == 4 and state.bidder == left[2] and state.to_act() == (opener,)
    play(state, ("drop",))
    assert state.to_act() == (left[0],)  # left[1] dropped for good
    events = play(state, ("drop",))
    assert kinds(events) == ["dropped", "auction_won", "sale_starts"]
    assert first(events, "auction_won").data == {"seat": left[2], "bid": 4, "bid_text": "4 coins"}
    assert state.coins[left[2]] == 11 and state.paid_out == 4
    assert CONTRABAND in state.hands[left[2]] and len(state.hands[left[2]]) == 9
    assert state.market == [] and state.phase == "market" and state.seller == left[2]
    assert state.sales == 0 and not any(state.has_sold)


def test_when_everyone_drops_the_opener_takes_the_contraband_for_one_coin():
    state = new(3)
    play(state, ("drop",), ("drop",), ("drop",))
    assert state.seller == state.opener and state.paid_out == 1 and state.coins[state.opener] == 14


def test_a_player_who_cannot_raise_can_only_drop():
    hands = [[JADE] * 4 + [JEWELS] * 4] + BASE_HANDS[1:]
    state = build(hands, phase="auction", coins=[15] * 4, bid=14, bidder=0, opener=0)
    assert state.to_act() == (1,)
    assert state.legal_actions() == (("raise", 1), ("drop",))
    with pytest.raises(IllegalAction, match="more than your 15 coins"):
        state.apply(("raise", 2))
    play(state, ("raise", 1))
    assert state.bid == 15 and state.to_act() == (2,)
    assert state.legal_actions() == (("drop",),)
    play(state, ("drop",), ("drop",), ("drop",))
    assert state.seller == 1 and state.coins[1] == 0 and state.paid_out == 15


def test_only_auction_moves_are_taken_in_the_auction():
    state = new()
    with pytest.raises(IllegalAction, match="raise or drop"):
        state.apply(("keep",))
    with pytest.raises(IllegalAction, match="1 or 2"):
        state.apply(("raise", 3))
