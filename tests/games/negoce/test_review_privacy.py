"""Review of what observations reveal (the spec's hidden-coins ruling and the face-down cards): a face-down
card only to whoever held it and, once it changes hands, to its receiver; hidden amounts only to the buyer
and the seller."""

from .conftest import JADE, PERFUME, SILK, build, play

VIEWERS = (None, 0, 1, 2, 3)


def test_a_face_down_offer_is_seen_by_its_buyer_only_until_accepted_then_by_the_seller():
    state = build()
    play(state, ("market", JADE, True, 0), ("offer", PERFUME, False, 0), ("keep",), ("keep",))
    seen = {viewer: state.observation(viewer).offers[1] for viewer in VIEWERS}
    assert seen[1].code == PERFUME
    assert all(seen[viewer].code is None and seen[viewer].has_card for viewer in (None, 0, 2, 3))
    assert state.observation(0).bounds[1][PERFUME] != (4, 4)  # the seller cannot tell which card it is
    play(state, ("accept", 1))
    assert state.observation(0).bounds[0][PERFUME] == (1, 1)  # now in the seller's own hand
    for viewer in (None, 2, 3):
        low, high = state.observation(viewer).bounds[0][PERFUME]
        assert low == 0 and high >= 1


def test_a_face_down_market_card_is_seen_by_the_seller_and_then_by_its_buyer_only():
    state = build()
    play(state, ("market", JADE, False, 0))
    assert state.observation(0).market == ((JADE, False),)
    assert all(state.observation(viewer).market == ((None, False),) for viewer in (None, 1, 2, 3))
    play(state, ("keep",), ("offer", SILK, True, 0), ("keep",), ("accept", 2))
    for viewer in (0, 2):
        assert state.observation(viewer).bounds[2][JADE] == (1, 1)
    for viewer in (None, 1, 3):
        assert state.observation(viewer).bounds[2][JADE] == (0, 1)


def test_hidden_amounts_are_seen_by_the_buyer_and_the_seller_only():
    state = build(options={"hidden_coins": True})
    play(state, ("market", JADE, True, 3), ("offer", PERFUME, False, 4), ("offer", None, True, 6), ("keep",))
    for viewer in VIEWERS:
        observation = state.observation(viewer)
        assert observation.market_coins == 3  # public
        assert [offer.has_coins for offer in observation.offers if offer] == [True, True]
        for owner in range(4):
            assert (observation.coins[owner] is not None) == (viewer == owner)
            low, high = observation.coin_bounds[owner]
            assert low <= state.coins[owner] <= high
        for buyer, amount in ((1, 4), (2, 6)):
            assert observation.offers[buyer].coins == (amount if viewer in (0, buyer) else None)
    events = play(state, ("accept", 2))
    assert all(event.data.get("coins") is None for event in events if event.kind == "accepted")
    assert state.observation(2).coin_bounds[0] == (state.coins[0], state.coins[0])  # 14 - 3 + 6
    assert state.observation(1).coin_bounds[0] != (state.coins[0], state.coins[0])
    assert state.observation(None).coins == (None,) * 4


def test_offer_events_never_name_a_face_down_card_nor_a_hidden_amount():
    state = build(options={"hidden_coins": True})
    events = play(state, ("market", JADE, False, 2), ("offer", PERFUME, False, 5), ("offer", None, True, 1),
                  ("offer", None, True, 7))
    market = events[0].data
    assert market["card"] is None and market["code"] is None and market["coins"] == 2
    for event in events[2:]:
        assert event.data["coins"] is None and event.data["code"] is None and event.data["card"] is None
    assert "7" not in events[-1].text and "perfume" not in events[2].text


def test_a_coin_victory_shows_the_winner_s_coins():
    hands = [[0, 1, 1, 2, 2, 3, 3, 4, 4], [5, 5, 6, 6, 7, 7, 8, 8], list(range(1, 9)), list(range(1, 9))]
    state = build(hands=hands, coins=[26, 10, 15, 4], has_sold=[True] * 4, sales=9, options={"hidden_coins": True})
    play(state, ("market", JADE, True, 0), ("offer", None, True, 5), ("keep",), ("keep",), ("accept", 1))
    assert state.end == "coins" and state.winners == (0,)
    for viewer in VIEWERS:
        assert state.observation(viewer).coins[0] == 31
