"""Every registered game: `revealed_observation(seat)` is the seat's own observation plus everything hidden
(in the fields named `revealed_…`), and an ordinary observation never carries any of it.

The revealed part is checked against the game's determinizer: a world that looks the same to the seat but
holds other hidden cards, chips or stock order (another position) must show a different revealed
observation, so nothing hidden is left out.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from cardtable.games.core import REVEALED_PREFIX, is_revealed, revealed_fields

from .registered import game_id, game_players_id, games_and_player_counts, options_for, random_playout, registered_games
from .test_rules_observations import hidden_part


def states_of_random_games(game, players: int, seeds, every: int, most: int = 10):
    """States at random points of random games (the same object, between actions): at most `most` of each
    game, the first ones, and each game's end."""
    for seed in seeds:
        rng = random.Random(seed)
        offset, taken = rng.randrange(every), 0
        for state in random_playout(game, options_for(game, players, variant=seed), seed):
            if state.is_terminal() or (len(state.history) % every == offset and taken < most):
                taken += 1
                yield state


def without_revealed(observation):
    """The observation with its revealed fields set back to their defaults."""
    defaults = {field.name: field.default for field in dataclasses.fields(observation)
                if field.name.startswith(REVEALED_PREFIX)}
    return dataclasses.replace(observation, **defaults)


@pytest.mark.parametrize("game", registered_games(), ids=game_id)
def test_every_observation_type_has_revealed_fields_that_default_to_empty(game):
    state = game.new_game(options_for(game, game.min_players), 1)
    fields = [field for field in dataclasses.fields(state.observation(0)) if field.name.startswith(REVEALED_PREFIX)]
    assert fields, f"{game.id}'s observation has no revealed fields"
    assert all(field.default in ((), None) for field in fields)


@pytest.mark.parametrize("game, players", games_and_player_counts(), ids=game_players_id)
def test_ordinary_observations_never_carry_the_revealed_fields(game, players):
    checked = 0
    for state in states_of_random_games(game, players, seeds=(players, players + 20), every=5):
        for seat in [None, *range(players)]:
            obs = state.observation(seat)
            assert not is_revealed(obs), f"{game.id}: observation({seat}) carries {revealed_fields(obs)}"
        checked += 1
    assert checked > 4


@pytest.mark.parametrize("game, players", games_and_player_counts(), ids=game_players_id)
def test_a_revealed_observation_is_the_seats_own_plus_the_hidden_part(game, players):
    checked = 0
    for state in states_of_random_games(game, players, seeds=(players + 40,), every=4):
        revealed = [state.revealed_observation(seat) for seat in range(players)]
        for seat, obs in enumerate(revealed):  # (seat None is checked below)
            assert type(obs) is type(state.observation(seat))
            assert is_revealed(obs)
            assert without_revealed(obs) == state.observation(seat)
            assert obs.legal_actions() == state.legal_actions(seat)
            # What is hidden is the same whoever looks.
            assert revealed_fields(obs) == revealed_fields(revealed[0])
            hash(obs)
        checked += 1
    assert checked > 4


@pytest.mark.parametrize("game", registered_games(), ids=game_id)
def test_a_revealed_observation_tells_worlds_apart_that_the_seat_cannot(game):
    """Worlds sampled from the seat's observation: wherever one holds other hidden things (its position
    differs), its revealed observation differs too; where it holds the same, it is the same."""
    players = min(max(game.min_players, 4), game.max_players)
    know_how = game.know_how()
    rng = random.Random(players)
    told_apart = 0
    for state in states_of_random_games(game, players, seeds=(players + 60, players + 61), every=6, most=4):
        if state.is_terminal():
            continue
        for seat in range(players):
            truth = state.revealed_observation(seat)
            determinizer = know_how.determinizer(state.observation(seat))
            for _ in range(2):
                world = determinizer.sample(rng)
                if hidden_part(world) != hidden_part(state):
                    assert world.revealed_observation(seat) != truth
                    told_apart += 1
                else:
                    assert world.revealed_observation(seat) == truth
    assert told_apart


@pytest.mark.parametrize("game", registered_games(), ids=game_id)
def test_a_revealed_observation_is_a_spectators_too_and_refused_for_no_seat(game):
    state = game.new_game(options_for(game, game.min_players), 2)
    spectator = state.revealed_observation(None)
    assert without_revealed(spectator) == state.observation(None)
    assert revealed_fields(spectator) == revealed_fields(state.revealed_observation(0))
    for bad in (-1, game.min_players, True, "0"):
        with pytest.raises((ValueError, TypeError)):
            state.revealed_observation(bad)
