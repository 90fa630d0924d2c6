"""The per-viewer bounds of hands and purses: exact at the start, loosened by unseen cards, restored when
a card comes back, made exact by what is shown; and, over random games, always containing the truth."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from cardtable.games.negoce.cards import counts

from .conftest import (CONTRABAND, G, JADE, JEWELS, PERFUME, SPICES, build, coins_in_play, DECK, all_cards, play,
                       TOTAL_COINS)
from cardtable.games.negoce.rules import SALE_LIMITS


def exact(state, seat):
    return tuple((count, count) for count in counts(state.hands[seat]))


def test_every_viewer_knows_every_hand_at_the_start():
    state = G.new_game({"players": 4}, 5)
    for viewer in [None, 0, 1, 2, 3]:
        observation = state.observation(viewer)
        assert observation.bounds == tuple(exact(state, seat) for seat in range(4))
        assert observation.coin_bounds == ((15, 15),) * 4
        for seat, (first, second) in enumerate(state.monopolies):
            assert observation.goods_held(seat) == (first, second)
            assert observation.missing_count(seat) == 6
            assert len(observation.goods_lacking(seat)) == 6


def test_a_face_down_market_card_loosens_the_sellers_bounds_for_the_others_only():
    state = build()
    play(state, ("market", JADE, False, 0))
    seen_by_buyer = state.observation(1).bounds[0]
    assert seen_by_buyer[JADE] == (3, 4) and seen_by_buyer[JEWELS] == (3, 4) and seen_by_buyer[CONTRABAND] == (0, 1)
    assert state.observation(0).bounds[0] == exact(state, 0)
    assert state.observation(1).market == ((None, False),) and state.observation(0).market == ((JADE, False),)


def test_a_face_up_card_is_counted_exactly():
    state = build()
    play(state, ("market", JADE, True, 0))
    assert state.observation(2).bounds[0] == exact(state, 0)


def test_a_withdrawn_face_down_offer_restores_the_bounds():
    state = build()
    play(state, ("market", JADE, True, 0))
    before = state.observation(2).bounds[1]
    play(state, ("offer", PERFUME, False, 0))
    during = state.observation(2).bounds[1]
    assert during[PERFUME] == (3, 4) and during[SPICES] == (3, 4)
    assert state.observation(2).offers[1].code is None and state.observation(1).offers[1].code == PERFUME
    play(state, ("keep",), ("keep",), ("wait", 0), ("withdraw",))
    assert state.observation(2).bounds[1] == before == exact(state, 1)


def test_the_seller_learns_an_accepted_face_down_card_and_the_others_do_not():
    state = build()
    play(state, ("market", JADE, False, 0), ("offer", PERFUME, False, 0), ("keep",), ("keep",), ("accept", 1))
    assert state.observation(0).bounds[1] == exact(state, 1)
    assert state.observation(1).bounds[0] == exact(state, 0)  # the buyer knew his card and now the jade
    third = state.observation(2)
    assert third.bounds[1] != exact(state, 1) and third.bounds[0] != exact(state, 0)
    assert third.bounds[1][SPICES] == (3, 4)


def check_bounds(state) -> None:
    for viewer in [None, 0, 1, 2, 3]:
        observation = state.observation(viewer)
        for seat in range(4):
            true = counts(state.hands[seat])
            for code in range(9):
                low, high = observation.bounds[seat][code]
                assert low <= true[code] <= high, (viewer, seat, code, low, true[code], high)
            low, high = observation.coin_bounds[seat]
            assert low <= state.coins[seat] <= high, (viewer, seat, low, state.coins[seat], high)
            assert sum(low for low, _high in observation.bounds[seat]) <= len(state.hands[seat])


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**9), hidden=st.booleans(), limit=st.sampled_from(SALE_LIMITS))
def test_random_games_keep_every_card_and_coin_and_the_bounds_hold_the_truth(seed, hidden, limit):
    state = G.new_game({"players": 4, "hidden_coins": hidden, "sale_limit": limit}, seed)
    import random
    rng = random.Random(seed)
    while True:
        check_bounds(state)
        assert all_cards(state) == DECK
        assert coins_in_play(state) == TOTAL_COINS - state.paid_out
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
    assert state.sales <= limit and state.winners


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10**9))
def test_a_game_that_never_wins_ends_by_the_sale_limit(seed):
    """Sellers that always force and never get rich: the game lasts until the limit at the latest."""
    import random
    rng = random.Random(seed)
    state = G.new_game({"players": 4, "sale_limit": 30}, seed)
    while not state.is_terminal():
        legal = state.legal_actions()
        calm = [action for action in legal if action[0] in ("force", "keep", "drop", "take")
                or (action[0] == "market" and action[3] == 0)]
        state.apply(rng.choice(calm or legal))
    assert state.sales <= 30
    assert state.end == "limit" or state.winners


def test_a_world_rebuilt_from_a_position_can_adopt_a_seats_view():
    """What a determinizer needs: a state built from a position (its knowledge starts afresh) made to show
    a seat's observation as it is, until the next action."""
    import random
    for hidden in (False, True):
        state = G.new_game({"players": 4, "hidden_coins": hidden}, 11)
        rng = random.Random(11)
        for _ in range(60):
            state.apply(rng.choice(state.legal_actions()))
            if state.is_terminal():
                break
            for seat in range(4):
                observation = state.observation(seat)
                world = G.from_position(state.position(), state.options)
                world.adopt_view(observation)
                assert world.observation(seat) == observation
                copy = world.clone()
                copy.apply(copy.legal_actions()[0])
                assert copy.knowledge.pinned == {}


def test_the_bounds_are_the_same_whenever_they_are_read():
    """The rules note what each viewer learns and the bounds are worked out when read: a game read after every
    action, one read now and then, and copies taken between reads all show the same observations."""
    import random
    for seed, hidden in ((3, False), (4, True)):
        watched = G.new_game({"players": 4, "hidden_coins": hidden}, seed)
        unwatched = G.new_game({"players": 4, "hidden_coins": hidden}, seed)
        rng = random.Random(seed)
        copies = []
        step = 0
        while not watched.is_terminal():
            watched.observation(step % 4)  # (one viewer's read works out every viewer's bounds)
            if step % 23 == 0:
                assert [unwatched.observation(viewer) for viewer in (None, 0, 1, 2, 3)] == \
                    [watched.observation(viewer) for viewer in (None, 0, 1, 2, 3)]
            if step % 17 == 5:
                copies.append((unwatched.clone(), [watched.observation(viewer) for viewer in (None, 0, 1, 2, 3)]))
            action = rng.choice(watched.legal_actions())
            watched.apply(action)
            unwatched.apply(action)
            step += 1
        assert [unwatched.observation(viewer) for viewer in (None, 0, 1, 2, 3)] == \
            [watched.observation(viewer) for viewer in (None, 0, 1, 2, 3)]
        assert len(copies) > 3
        for copy, seen in copies:
            assert [copy.observation(viewer) for viewer in (None, 0, 1, 2, 3)] == seen
