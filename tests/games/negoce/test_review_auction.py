"""Review of the auction against RULINGS §4 and the spec: the compulsory opening, raises of 1 or 2 within
one's coins, dropping for good, and the winner paying out of the game and selling first with 9 cards."""

from cardtable.games.negoce import Negoce
from cardtable.games.negoce.cards import CONTRABAND, TOTAL_COINS

from .conftest import kinds, play

HANDS = [[1] * 4 + [2] * 4, [3] * 4 + [4] * 4, [5] * 4 + [6] * 4, [7] * 4 + [8] * 4]


def auction(coins, bid, bidder=0, acting=1, **fields):
    position = {"phase": "auction", "hands": HANDS, "coins": coins, "bid": bid, "bidder": bidder, "opener": 0,
                "acting": acting, **fields}
    return Negoce.from_position(position, {"players": 4})


def test_the_opening_bid_is_made_for_the_opener_and_the_next_seat_acts():
    state = Negoce.new_game({"players": 4}, 11)
    assert state.phase == "auction" and state.bid == 1 and state.bidder == state.opener
    assert state.to_act() == ((state.opener + 1) % 4,)
    assert "auction_opens" in kinds(state.start_events())
    assert state.coins == [15] * 4  # nothing is paid until the auction is won


def test_a_player_who_cannot_cover_the_bid_plus_one_can_only_drop():
    state = auction([28, 2, 15, 15], bid=2)
    assert state.legal_actions() == (("drop",),)
    assert state.why_not(("raise", 1)) is not None
    assert auction([27, 3, 15, 15], bid=2).legal_actions() == (("raise", 1), ("drop",))
    assert auction([26, 4, 15, 15], bid=2).legal_actions() == (("raise", 1), ("raise", 2), ("drop",))


def test_the_opener_wins_at_one_when_everyone_drops():
    state = Negoce.new_game({"players": 4}, 3)
    opener = state.opener
    events = play(state, ("drop",), ("drop",), ("drop",))
    assert kinds(events)[-2:] == ["auction_won", "sale_starts"]
    assert state.coins[opener] == 14 and state.paid_out == 1
    assert CONTRABAND in state.hands[opener] and len(state.hands[opener]) == 9
    assert state.seller == opener and state.phase == "market" and state.to_act() == (opener,)
    assert sum(state.coins) == TOTAL_COINS - 1


def test_a_dropped_player_is_skipped_and_the_last_bidder_pays_out_of_the_game():
    state = Negoce.new_game({"players": 4}, 5)
    opener = state.opener
    left, across, right = ((opener + step) % 4 for step in (1, 2, 3))
    play(state, ("raise", 2), ("drop",))  # left bids 3, across drops
    assert state.to_act() == (right,)
    play(state, ("raise", 1))  # right bids 4
    assert state.to_act() == (opener,)
    play(state, ("drop",))
    assert state.to_act() == (left,)  # across and the opener are out for good
    play(state, ("raise", 1), ("drop",))  # left bids 5, right drops
    assert state.phase == "market" and state.seller == left
    assert state.coins[left] == 10 and state.paid_out == 5
    assert [len(hand) for hand in state.hands] == [9 if seat == left else 8 for seat in range(4)]
    assert state.sales == 0 and not any(state.has_sold)  # the auction is no sale
    state.check_invariants()
