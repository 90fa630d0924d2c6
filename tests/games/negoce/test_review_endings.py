"""Review of the endings (RULINGS §4 and the spec): no victory before everyone has sold, coins or goods,
most coins among several qualifiers, shared wins, and the sale limit with its tie-breaks."""

from .conftest import CONTRABAND, JADE, PERFUME, build, kinds, play

# Seats 2 and 3 hold all eight goods; the seller 0 holds the contraband and two of jade..spices.
ALL_EIGHT = [[CONTRABAND, 1, 1, 2, 2, 3, 3, 4, 4], [5, 5, 6, 6, 7, 7, 8, 8], list(range(1, 9)), list(range(1, 9))]
MONOPOLIES = [[1, 1, 1, 1, 2, 2, 2, 2], [3, 3, 3, 3, 4, 4, 4, 4], [5, 5, 5, 5, 6, 6, 6, 6], [7, 7, 7, 7, 8, 8, 8, 8]]


def coins_sale(hands, coins, has_sold, buyer, amount, **fields):
    """The seller lays a jade face up; `buyer` alone offers `amount` coins; the seller accepts."""
    state = build(hands=hands, coins=coins, has_sold=has_sold, sales=fields.pop("sales", 9), **fields)
    play(state, ("market", JADE, True, 0))
    for seat in state.buyers():
        play(state, ("offer", None, True, amount) if seat == buyer else ("keep",))
    return state, play(state, ("accept", buyer))


def test_no_victory_before_everyone_has_sold():
    state, _events = coins_sale(ALL_EIGHT, [26, 10, 15, 4], [True, True, False, True], buyer=1, amount=5)
    assert state.coins[0] == 31 and state.phase == "market" and state.winners == ()


def test_the_seller_completing_the_round_of_sellers_can_win_at_once():
    state, events = coins_sale(ALL_EIGHT, [26, 10, 15, 4], [False, True, True, True], buyer=1, amount=5)
    assert state.is_terminal() and state.winners == (0,) and state.end == "coins"
    assert kinds(events)[-1] == "game_over"


def test_the_most_coins_wins_among_a_coins_and_a_goods_qualifier():
    state, _events = coins_sale(ALL_EIGHT, [26, 10, 15, 4], [True] * 4, buyer=1, amount=5)
    assert state.winners == (0,) and state.end == "coins"
    assert state.ranking().places == (1, 4, 2, 3)  # then by different goods and coins


def test_goods_qualifiers_with_equal_coins_share_the_win():
    state, _events = coins_sale(ALL_EIGHT, [10, 10, 15, 20], [True] * 4, buyer=3, amount=5)
    assert state.coins == [15, 10, 15, 15]
    assert state.winners == (2, 3) and state.end == "goods"
    assert state.ranking().places[2:] == (1, 1)
    for viewer in (None, 0, 1):  # the winners show their goods
        assert state.observation(viewer).goods_held(2) == tuple(range(1, 9))


def test_the_sale_limit_ends_the_game_even_if_someone_has_not_sold():
    state = build(hands=[[CONTRABAND] + MONOPOLIES[0], *MONOPOLIES[1:]], sales=59,
                  options={"sale_limit": 60})
    play(state, ("market", JADE, True, 0), ("offer", PERFUME, True, 0), ("keep",), ("keep",))
    events = play(state, ("accept", 1))
    assert kinds(events)[-2:] == ["limit", "game_over"]
    assert state.end == "limit" and state.winners == (1,)  # 3 goods each for seats 0 and 1; seat 1 richer
    assert state.ranking().places == (2, 1, 3, 3)


def test_the_sale_limit_tie_is_shared():
    state = build(hands=[[CONTRABAND] + MONOPOLIES[0], *MONOPOLIES[1:]], sales=29, options={"sale_limit": 30})
    play(state, ("market", CONTRABAND, True, 1), ("offer", None, True, 1), ("keep",), ("keep",))
    play(state, ("accept", 1))
    assert state.coins == [14, 15, 15, 15]
    assert state.winners == (1, 2, 3) and state.end == "limit" and state.ranking().places == (4, 1, 1, 1)
