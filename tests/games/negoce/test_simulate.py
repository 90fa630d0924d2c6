"""The search's lean world (simulate.World) follows the rules engine move for move."""

from __future__ import annotations

import random

import pytest

from cardtable.games.negoce import agents
from cardtable.games.negoce.cards import counts
from cardtable.games.negoce.sampling import sample_world
from cardtable.games.negoce.simulate import World

from .conftest import G


def same_table(world: World, state) -> None:
    assert world.phase == state.phase
    assert world.to_act() == state.to_act()
    assert world.hands == [list(counts(hand)) for hand in state.hands]
    assert world.coins == list(state.coins)
    assert world.market == list(state.market) and world.market_coins == state.market_coins
    assert world.offers == list(state.offers)
    assert (world.sales, world.has_sold, world.turn) == (state.sales, list(state.has_sold), state.turn)
    if state.is_terminal():
        assert set(world.winners) == set(state.winners)
        assert world.returns() == state.returns()


def world_of(state) -> World:
    """The world an all-seeing sample would give: every card and coin as they are."""
    world = sample_world(state.observation(state.to_act()[0]), random.Random(0))
    world.hands = [list(counts(hand)) for hand in state.hands]
    world.coins = list(state.coins)
    world.market = list(state.market)
    world.offers = list(state.offers)
    return world


@pytest.mark.parametrize("seed", range(8))
def test_the_world_plays_random_games_as_the_rules_do(seed):
    rng = random.Random(seed)
    state = G.new_game({"players": 4, "sale_limit": 30}, seed)
    world = world_of(state)
    same_table(world, state)
    while not state.is_terminal():
        action = rng.choice(state.legal_actions())
        state.apply(action)
        world.apply_unchecked(action)
        same_table(world, state)


@pytest.mark.parametrize("seed", range(4))
def test_the_world_plays_normal_games_as_the_rules_do(seed):
    state = G.new_game({"players": 4}, seed)
    world = world_of(state)
    rng = random.Random(seed)
    while not state.is_terminal():
        seat = state.to_act()[0]
        action = agents.normal_policy(state.observation(seat), state.legal_actions(), rng)
        state.apply(action)
        world.apply_unchecked(action)
        same_table(world, state)


def test_a_world_sampled_mid_game_plays_on_to_the_end_with_the_playout_policy():
    rng = random.Random(5)
    for state in _mid_game_states(seed=3):
        world = sample_world(state.observation(state.to_act()[0]), rng)
        clone = world.clone()
        while not world.is_terminal():
            world.apply_unchecked(agents.playout_policy(world, rng))
            assert all(count >= 0 for hand in world.hands for count in hand) and min(world.coins) >= 0
        assert sum(world.returns()) == pytest.approx(1.0)
        assert clone.phase == state.phase  # the clone kept the position


def _mid_game_states(seed: int):
    state = G.new_game({"players": 4}, seed)
    rng = random.Random(seed)
    steps = 0
    while not state.is_terminal() and steps < 120:
        if steps % 17 == 5:
            yield state.clone()
        seat = state.to_act()[0]
        state.apply(agents.normal_policy(state.observation(seat), state.legal_actions(), rng))
        steps += 1
