"""States sampled for the hard level agree with everything the observing seat knows, and vary in the rest; the
search plays them on to the end with the playout policy."""

from __future__ import annotations

import random

import pytest

from cardtable.games.negoce.agents import Determinizer, normal_policy, playout_policy
from cardtable.games.negoce.cards import counts
from cardtable.games.negoce.sampling import TOTAL_COINS, sample_state

from .conftest import G


def observed_states(seed: int, hidden: bool, every: int = 5):
    state = G.new_game({"players": 4, "hidden_coins": hidden}, seed)
    rng = random.Random(seed)
    step = 0
    while not state.is_terminal() and step < 250:
        if step % every == 2:
            yield state
        seat = state.to_act()[0]
        legal = state.legal_actions()
        # Random moves now and then, so that face-down cards, hidden bluffs and odd offers turn up.
        action = rng.choice(legal) if rng.random() < 0.3 else normal_policy(state.observation(seat), legal, rng)
        state.apply(action)
        step += 1


def check_world(world, obs) -> None:
    seat = obs.seat
    assert world.hands[seat] == obs.hand
    assert world.to_act() == ((obs.to_act,) if obs.to_act is not None else ())
    for other in range(4):
        held = counts(world.hands[other])
        assert len(world.hands[other]) == obs.hand_sizes[other]
        for code, (low, high) in enumerate(obs.bounds[other]):
            assert low <= held[code] <= high, (other, code, obs.bounds[other])
        low, high = obs.coin_bounds[other]
        assert low <= world.coins[other] <= high
    for (code, face_up), (seen, seen_up) in zip(world.market, obs.market):
        assert face_up == seen_up and (seen is None or seen == code)
    cards = [0] * 9
    for hand in world.hands:
        for code in hand:
            cards[code] += 1
    for code, _ in world.market:
        cards[code] += 1
    for offer in world.offers:
        if offer is not None and offer[0] is not None:
            cards[offer[0]] += 1
    assert cards == [1] + [4] * 8
    for offer, seen in zip(world.offers, obs.offers):
        assert offer is None or offer[0] is not None or offer[2] >= 1  # coins alone: at least one
        if seen is not None:
            assert (offer[2] > 0) == seen.has_coins  # whether an offer holds coins is public
    on_table = world.market_coins + sum(offer[2] for offer in world.offers if offer is not None)
    assert sum(world.coins) + on_table + world.paid_out == TOTAL_COINS


@pytest.mark.parametrize("hidden", [False, True])
@pytest.mark.parametrize("seed", range(3))
def test_sampled_states_meet_the_observations_bounds(seed, hidden):
    rng = random.Random(seed)
    checked = 0
    for state in observed_states(seed, hidden):
        for seat in range(4):
            obs = state.observation(seat)
            for _ in range(3):
                check_world(sample_state(obs, rng), obs)
                checked += 1
    assert checked > 50


def test_the_full_state_sampled_looks_the_same_to_the_seat():
    rng = random.Random(2)
    for state in observed_states(2, hidden=True, every=11):
        seat = state.to_act()[0]
        obs = state.observation(seat)
        world = Determinizer(obs).sample(rng)
        assert world.observation(seat) == obs
        assert world.legal_actions() == state.legal_actions()


def test_what_the_seat_cannot_see_varies_between_samples():
    rng = random.Random(4)
    varied = 0
    states = 0
    for state in observed_states(4, hidden=False, every=7):
        obs = state.observation(state.to_act()[0])
        hands = {tuple(sample_state(obs, rng).hands) for _ in range(6)}
        varied += len(hands) > 1
        states += 1
    assert states and varied >= states // 2


def test_a_determinizer_serves_each_state_to_every_candidate_before_drawing_another():
    state = next(observed_states(1, hidden=False, every=3))
    obs = state.observation(state.to_act()[0])
    determinizer = Determinizer(obs)
    rng = random.Random(1)
    served = [determinizer.sample_world(rng) for _ in range(len(determinizer.root_actions))]
    assert all(world.position() == served[0].position() for world in served)
    assert all(world is not served[0] for world in served[1:])
    assert set(determinizer.root_actions) <= set(obs.legal_actions())
    assert all(world.is_legal(action) for world in served for action in determinizer.root_actions)


def test_a_state_sampled_for_the_search_plays_on_to_the_end_and_gives_no_observation():
    rng = random.Random(5)
    played = 0
    for state in observed_states(3, hidden=True, every=17):
        seat = state.to_act()[0]
        world = sample_state(state.observation(seat), rng)
        clone = world.clone()
        while not world.is_terminal():
            action = playout_policy(world, rng)
            assert world.is_legal(action)
            world.apply_unchecked(action)
            assert min(world.coins) >= 0
        assert sum(world.returns()) == pytest.approx(1.0)
        assert clone.phase == state.phase and clone.hands[seat] == state.hands[seat]  # the clone kept the position
        with pytest.raises(RuntimeError):
            world.observation(seat)
        played += 1
    assert played >= 3
