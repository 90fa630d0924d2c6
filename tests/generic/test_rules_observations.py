"""Every registered game: observations are frozen values with no way back to the state, offer the state's
legal actions, and the game's determinizer samples worlds that look the same to the observing seat
(as OpenSpiel's IS-MCTS asserts of each sampled root) while differing in what it cannot see."""

from __future__ import annotations

import copy
import dataclasses
import json
import random

import pytest

from .registered import (contains_state, game_players_id, games_and_player_counts, options_for, random_playout,
                         registered_games, game_id)

SAMPLES = 3


def sampled_states(game, players: int, seed: int, every: int):
    """Mid-game states of a random game (the same object, between actions), every `every` actions."""
    for state in random_playout(game, options_for(game, players, variant=seed), seed):
        if not state.is_terminal() and len(state.history) % every == every // 2:
            yield state


def hidden_part(world) -> str:
    position = dict(world.position())
    position.pop("seed", None)  # a sampled world's seed tells nothing about the cards
    return json.dumps(position, sort_keys=True)


@pytest.mark.parametrize("game, players", games_and_player_counts(), ids=game_players_id)
def test_observations_are_frozen_values_with_the_states_legal_actions(game, players):
    checked = 0
    for state in sampled_states(game, players, seed=players, every=7):
        views = {seat: state.observation(seat) for seat in [None, *range(players)]}
        kept = copy.deepcopy(views)
        for seat, obs in views.items():
            assert dataclasses.is_dataclass(obs) and type(obs).__dataclass_params__.frozen
            field = dataclasses.fields(obs)[0].name
            with pytest.raises(dataclasses.FrozenInstanceError):
                setattr(obs, field, None)
            hash(obs)
            assert obs == state.observation(seat)
            assert not contains_state(obs), "an observation holds no reference to a state"
            expected = state.legal_actions(seat) if seat is not None else ()
            assert obs.legal_actions() == expected
        # Playing on changes the state, not the observations taken before.
        state.apply(state.legal_actions()[0])
        assert views == kept
        checked += 1
        if checked == 6:
            break
    assert checked


@pytest.mark.parametrize("game, players", games_and_player_counts(), ids=game_players_id)
def test_sampled_worlds_look_the_same_to_the_observing_seat(game, players):
    know_how = game.know_how()
    rng = random.Random(players)
    worlds = 0
    for played in sampled_states(game, players, seed=players + 10, every=9):
        # The game as played, and the same position described afresh (its history starts there).
        for state in (played, game.from_position(played.position(), played.options)):
            for seat in range(players):
                obs = state.observation(seat)
                determinizer = know_how.determinizer(obs)
                for _ in range(SAMPLES):
                    world = determinizer.sample(rng)
                    assert isinstance(world, game.State)
                    assert world.observation(seat) == obs
                    assert world.to_act() == state.to_act() and world.legal_actions(seat) == obs.legal_actions()
                    worlds += 1
    assert worlds


@pytest.mark.parametrize("game", registered_games(), ids=game_id)
def test_sampled_worlds_differ_in_what_the_seat_cannot_see(game):
    """Proof that the check above is not vacuous: the determinizer does hide something."""
    know_how = game.know_how()
    rng = random.Random(1)
    varied = compared = 0
    for players in game.player_counts():
        for state in sampled_states(game, players, seed=players, every=5):
            seat = state.current_seat
            determinizer = know_how.determinizer(state.observation(seat))
            hidden = {hidden_part(determinizer.sample(rng)) for _ in range(SAMPLES)}
            varied += len(hidden) > 1
            compared += 1
    assert compared and varied >= compared // 3, f"only {varied} of {compared} observations hid anything"


@pytest.mark.parametrize("game, players", games_and_player_counts(), ids=game_players_id)
def test_playouts_from_sampled_worlds_use_legal_actions_to_the_end(game, players):
    know_how = game.know_how()
    rng = random.Random(players)
    for count, state in enumerate(sampled_states(game, players, seed=players + 20, every=13)):
        world = know_how.determinizer(state.observation(state.current_seat)).sample(rng)
        while not world.is_terminal():
            action = know_how.playout_policy(world, rng)
            assert action in world.legal_actions()
            world.apply_unchecked(action)
        assert len(world.returns()) == players
        if count == 2:
            break
