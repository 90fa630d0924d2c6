"""How the game ends: a coin victory, a goods victory, the guard that everyone has sold first, the
tie-breaks (most coins, then a shared win), and the sale limit with its own tie-breaks."""

from __future__ import annotations

from .conftest import BASE_HANDS, CONTRABAND, JADE, PERFUME, TEA, build, first, kinds, play

SOLD_BUT_SEAT_0 = [False, True, True, True]

# Seat 0 sells a jade; seat 3 offers a tea face down that completes seat 0's eight goods; seat 2 already
# holds all eight.
EIGHT_GOODS = [
    [CONTRABAND, 1, 2, 3, 4, 5, 6, 7],
    [1, 2, 2, 3, 3, 4, 4, 5],
    [1, 2, 3, 4, 5, 6, 7, 8],
    [8, 8, 7, 7, 6, 6, 5],
]


def coin_sale(coins, has_sold, **fields):
    """Seat 0 sells a jade face up; seat 1 offers one coin."""
    hands = [[CONTRABAND] + [JADE] * 3 + [2] * 4] + BASE_HANDS[1:]
    return build(hands, coins=coins, phase="seller", seller=0, market=[[JADE, True]],
                 offers=[None, [None, True, 1], None, None], has_sold=has_sold, **fields)


def goods_sale(coins, has_sold=SOLD_BUT_SEAT_0):
    return build(EIGHT_GOODS, coins=coins, phase="seller", seller=0, market=[[JADE, True]],
                 offers=[None, None, None, [TEA, False, 0]], has_sold=has_sold)


def test_thirty_one_coins_win_once_everyone_has_sold():
    state = coin_sale([30, 9, 10, 9], SOLD_BUT_SEAT_0)
    events = play(state, ("accept", 1))
    assert kinds(events) == ["accepted", "sale_ends", "game_over"]
    assert first(events, "sale_ends").data == {"sale": 4, "next_seat": None}
    assert state.is_terminal() and state.winners == (0,) and state.end == "coins"
    assert state.ranking().places[0] == 1 and state.coins[0] == 31
    assert state.score_breakdown(0)["coins"] == 31 and state.score_breakdown(0)["won"]


def test_no_victory_before_everyone_has_sold():
    state = coin_sale([30, 9, 10, 9], [False, False, True, True])
    events = play(state, ("accept", 1))
    assert "game_over" not in kinds(events)
    assert not state.is_terminal() and state.coins[0] == 31 and state.seller == 1
    assert state.has_sold == (True, False, True, True)


def test_eight_different_goods_win():
    state = goods_sale([20, 15, 15, 9])
    play(state, ("accept", 3))
    assert state.winners == (0,) and state.end == "goods"  # seat 2 holds all eight too, with fewer coins


def test_several_qualify_most_coins_wins():
    state = goods_sale([10, 9, 31, 9])
    play(state, ("accept", 3))
    assert state.winners == (2,) and state.end == "coins"


def test_several_qualify_with_equal_coins_share_the_win():
    state = goods_sale([15, 15, 15, 14])
    play(state, ("accept", 3))
    assert state.winners == (0, 2) and state.end == "goods"
    assert state.ranking().places[0] == state.ranking().places[2] == 1
    assert state.ranking().win_shares()[0] == 0.5


def test_the_sale_limit_ends_the_game_by_different_goods_then_coins():
    state = build(coins=[14, 13, 15, 15], phase="seller", seller=0, market=[[JADE, True]], sales=29,
                  hands=[[CONTRABAND] + [JADE] * 3 + [2] * 4, [PERFUME] * 3 + [4] * 4, BASE_HANDS[2],
                         BASE_HANDS[3]],
                  offers=[None, [PERFUME, True, 2], None, None], options={"sale_limit": 30})
    events = play(state, ("accept", 1))
    assert kinds(events)[-2:] == ["limit", "game_over"] and first(events, "limit").data == {"sales": 30}
    # Seats 0 and 1 hold 3 different goods each; seat 0 has more coins (16 against 13).
    assert state.end == "limit" and state.winners == (0,)
    assert state.ranking().places == (1, 2, 3, 3)


def test_the_sale_limit_shares_the_win_on_equal_goods_and_coins():
    state = build(coins=[15, 15, 15, 14], phase="seller", seller=0, market=[[JADE, True]], sales=59,
                  hands=[[CONTRABAND] + [JADE] * 3 + [2] * 4, [PERFUME] * 3 + [4] * 4, BASE_HANDS[2],
                         BASE_HANDS[3]],
                  offers=[None, [PERFUME, False, 0], None, None])
    play(state, ("accept", 1))
    assert state.end == "limit" and state.winners == (0, 1)
    assert state.ranking().places == (1, 1, 3, 4)


def test_the_score_orders_the_seats_as_the_ranking_does():
    state = goods_sale([20, 15, 15, 9])
    play(state, ("accept", 3))
    scores, places = state.scores(), state.ranking().places
    assert all(places[a] <= places[b] for a in range(4) for b in range(4) if scores[a] > scores[b])


def test_with_hidden_coins_the_end_shows_every_purse():
    hands = [[CONTRABAND] + [JADE] * 3 + [2] * 4] + BASE_HANDS[1:]
    state = build(hands, coins=[30, 9, 10, 9], phase="seller", seller=0, market=[[JADE, True]],
                  offers=[None, [None, True, 1], None, None], has_sold=SOLD_BUT_SEAT_0,
                  options={"hidden_coins": True})
    assert state.observation(2).coins == (None, None, 10, None)
    assert state.observation(2).offers[1].coins is None and state.observation(0).offers[1].coins == 1
    play(state, ("accept", 1))
    assert state.end == "coins"
    assert state.observation(2).coins == (31, 9, 10, 9) == state.observation(None).coins
