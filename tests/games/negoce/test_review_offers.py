"""Review of offers and accepting (RULINGS §4, the spec's "cards on the table stay their owner's"): cards and
coins leave while offered and come back when changed or withdrawn; accepting a card keeps the seller, coins
only make the buyer the next seller."""

from .conftest import BASE_COINS, JADE, PERFUME, SPICES, TEA, build, kinds, play


def test_offers_take_cards_and_coins_and_give_them_back_when_changed_or_withdrawn():
    state = build()
    play(state, ("market", JADE, True, 3))
    assert state.coins[0] == BASE_COINS[0] - 3 and len(state.hands[0]) == 8
    play(state, ("offer", PERFUME, False, 2))
    assert state.hands[1].count(PERFUME) == 3 and state.coins[1] == 13
    play(state, ("offer", None, True, 5), ("keep",), ("wait", 1))
    assert state.coins[2] == 10 and state.coins[0] == 13 and state.market_coins == 1
    events = play(state, ("offer", SPICES, True, 0))  # the face-down perfume and 2 coins come back
    assert kinds(events) == ["offer_changed"]
    assert state.hands[1].count(PERFUME) == 4 and state.hands[1].count(SPICES) == 3 and state.coins[1] == 15
    events = play(state, ("withdraw",))
    assert kinds(events) == ["offer_withdrawn"] and state.coins[2] == 15 and state.offers[2] is None
    state.check_invariants()


def test_an_offer_may_reuse_its_own_coins_and_card_but_never_repeat_itself():
    state = build(hands=[[0] + [1] * 4 + [2] * 4, [3] + [4] * 4 + [5] * 3, [5, 6, 6, 6, 6, 3, 3, 3],
                         [7] * 4 + [8] * 4])
    play(state, ("market", JADE, True, 0), ("offer", PERFUME, False, 15), ("keep",), ("keep",), ("wait", 0))
    assert state.coins[1] == 0 and PERFUME not in state.hands[1]
    assert state.is_legal(("offer", PERFUME, True, 15))  # the standing card and coins count as his
    assert not state.is_legal(("offer", PERFUME, True, 16))
    assert not state.is_legal(("offer", PERFUME, False, 15))  # that is the standing offer: keep it
    assert ("offer", PERFUME, False, 15) not in state.legal_actions()
    assert not state.is_legal(("offer", None, False, 3)) and not state.is_legal(("offer", None, True, 0))


def test_accepting_a_card_keeps_the_seller_and_returns_the_other_offers():
    state = build()
    play(state, ("market", JADE, True, 2), ("offer", PERFUME, True, 1), ("offer", None, True, 6),
         ("offer", TEA, False, 0))
    events = play(state, ("accept", 1))
    assert kinds(events)[:3] == ["accepted", "sale_ends", "sale_starts"]
    assert state.hands[0].count(PERFUME) == 1 and len(state.hands[0]) == 9 and state.seller == 0
    assert JADE in state.hands[1] and state.coins[1] == 15 - 1 + 2 and state.coins[0] == 14 - 2 + 1
    assert state.coins[2] == 15 and state.hands[3].count(TEA) == 4  # refused offers came back
    assert state.has_sold[0] and state.sales == 1
    state.check_invariants()


def test_accepting_coins_only_makes_that_buyer_the_next_seller():
    state = build()
    play(state, ("market", JADE, False, 0), ("keep",), ("offer", None, True, 4), ("offer", TEA, True, 0))
    play(state, ("accept", 2))
    assert state.seller == 2 and state.phase == "market" and len(state.hands[2]) == 9
    assert JADE in state.hands[2] and state.coins[0] == 18 and state.coins[2] == 11
    assert [len(hand) for hand in state.hands] == [8, 8, 9, 8]
