"""An observation never shows what its seat did not see: two games that differ only in a face-down card
(or, with hidden coins, in an amount) look the same to every seat that did not see it, and their events
are the same."""

from __future__ import annotations

import random

import pytest

from .conftest import G, build, play

VIEWERS = (None, 0, 1, 2, 3)


def described(events) -> list:
    return [(item.kind, item.params, item.text) for item in events]


def twins(seed: int, skip: int, phase: str, hidden: bool = False):
    """A random game played until its `skip`-th moment in `phase`, then cloned."""
    state = G.new_game({"players": 4, "hidden_coins": hidden}, seed)
    rng = random.Random(seed)
    seen = 0
    while not state.is_terminal():
        if state.phase == phase:
            seen += 1
            if seen > skip:
                return state, state.clone(), rng
        state.apply(rng.choice(state.legal_actions()))
    return None, None, rng


def play_on_together(one, other, rng, blind: set, steps: int = 40) -> int:
    """Apply the same random actions to both while the sale lasts, comparing what the `blind` viewers see
    and the events; return how many observations were compared."""
    compared = 0
    sale = one.sales
    for _ in range(steps):
        for viewer in blind:
            assert one.observation(viewer) == other.observation(viewer), viewer
            compared += 1
        if one.is_terminal() or one.sales != sale:
            break
        common = [action for action in one.legal_actions() if other.is_legal(action)]
        if not common:
            break
        action = rng.choice(common)
        events = one.apply(action)
        assert described(events) == described(other.apply(action))
        for item in events:  # the parties of an exchange see both cards
            if item.kind in ("accepted", "taken"):
                blind -= {item.data["seat"], item.data.get("buyer_seat"), item.data.get("owner_seat")}
    return compared


@pytest.mark.parametrize("seed", range(8))
def test_a_face_down_market_card_is_secret_to_all_but_the_seller(seed):
    one, other, rng = twins(seed, seed % 3, "market")
    if one is None:
        pytest.skip("the game ended before")
    seller = one.seller
    codes = sorted(set(one.hands[seller]))
    if len(codes) < 2:
        pytest.skip("a single kind of card in hand")
    first = one.apply(("market", codes[0], False, 0))
    second = other.apply(("market", codes[-1], False, 0))
    assert described(first) == described(second)
    blind = {viewer for viewer in VIEWERS if viewer != seller}
    assert play_on_together(one, other, rng, blind)
    assert one.observation(seller) != other.observation(seller)


@pytest.mark.parametrize("seed", range(8))
def test_a_face_down_offered_card_is_secret_to_all_but_the_buyer(seed):
    one, other, rng = twins(seed, seed % 4, "offers")
    if one is None:
        pytest.skip("the game ended before")
    buyer = one.acting
    codes = sorted(set(one.hands[buyer]))
    if len(codes) < 2:
        pytest.skip("a single kind of card in hand")
    assert described(one.apply(("offer", codes[0], False, 0))) == described(other.apply(("offer", codes[-1], False, 0)))
    blind = {viewer for viewer in VIEWERS if viewer != buyer}
    assert play_on_together(one, other, rng, blind)


@pytest.mark.parametrize("seed", range(8))
def test_hidden_coins_offered_are_seen_by_the_buyer_and_the_seller_only(seed):
    one, other, rng = twins(seed, seed % 4, "offers", hidden=True)
    if one is None:
        pytest.skip("the game ended before")
    buyer, seller = one.acting, one.seller
    available = one.coins[buyer] + (one.offers[buyer][2] if one.offers[buyer] else 0)
    if available < 2 or one.offers[buyer] is not None:
        pytest.skip("no choice of amount here")
    assert described(one.apply(("offer", None, True, 1))) == described(other.apply(("offer", None, True, available)))
    assert one.observation(seller) != other.observation(seller)
    blind = {viewer for viewer in VIEWERS if viewer not in (buyer, seller)}
    compared = play_on_together(one, other, rng, blind)
    assert compared
    if not one.is_terminal():
        for viewer in blind:
            assert one.observation(viewer) == other.observation(viewer)


def test_hidden_purses_show_as_bounds_and_the_offer_only_that_it_holds_coins():
    state = build(options={"hidden_coins": True}, coins=[14, 15, 15, 15])
    play(state, ("market", 1, True, 2), ("offer", 3, False, 4))
    third = state.observation(2)
    assert third.coins == (None, None, 15, None)
    assert third.offers[1].coins is None and third.offers[1].has_coins and third.offers[1].code is None
    assert third.coin_bounds[0] == (12, 12)  # what a careful player counts from the public start
    assert third.coin_bounds[1] == (0, 14)
    assert state.observation(0).offers[1].coins == 4 and state.observation(0).coin_bounds[1] == (11, 11)
    assert state.observation(None).coins == (None,) * 4
    shown = G.from_position(state.position(), {"players": 4, "hidden_coins": False})
    assert shown.observation(2).coins == (12, 11, 15, 15) and shown.observation(2).offers[1].coins == 4


def test_a_hidden_payment_is_bounded_by_what_the_buyer_held_before_the_market_coins():
    """The offer's coins came out of the buyer's 15 (at least one), not out of the 18 he holds once the
    market card's 3 are his: the seller ends with 14 - 3 + 1..15, the buyer with 15 + 3 - 1..15."""
    state = build(options={"hidden_coins": True})
    play(state, ("market", 1, True, 3), ("keep",), ("offer", None, True, 6), ("keep",), ("accept", 2))
    for viewer in (None, 1, 3):
        bounds = state.observation(viewer).coin_bounds
        assert bounds[0] == (12, 26) and bounds[2] == (3, 17) and bounds[1] == bounds[3] == (15, 15)
    for viewer in (0, 2):
        assert state.observation(viewer).coin_bounds[0] == (17, 17)
        assert state.observation(viewer).coin_bounds[2] == (12, 12)
