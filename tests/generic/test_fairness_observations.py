"""Fairness audit, the observations: for every registered game, pairs of states that differ only in what a seat
may not know (resampled by the rules' side: each game's suite_support, see tests/generic/hidden_parts.py), for
every seat and a spectator, through whole random games: the seat's observation is the same for both. And a
change the seat may know shows in its observation, so that the comparison can fail."""

from __future__ import annotations

import json
import random

import pytest

from cardtable.games import all_games

from .hidden_parts import change_known, resample_hidden
from .per_game import suite_support
from .registered import game_id, game_players_id, games_and_player_counts, options_for, random_playout

EVERY = 3  # the positions checked: one in EVERY of a random game's


def positions(game, players: int, seed: int):
    """Positions of a random game with `players` (its options varied by seed), every EVERY actions."""
    for state in random_playout(game, options_for(game, players, variant=seed), seed):
        if len(state.history) % EVERY == 1:
            yield state


def hidden_json(state) -> str:
    """The whole state: what a resample changed, when it changed anything."""
    return json.dumps(state._state_fields(), sort_keys=True, default=repr)


@pytest.mark.parametrize("game", list(all_games()), ids=game_id)
def test_every_registered_game_says_what_it_hides(game):
    """A new game must write its resamplers in its suite_support module, or this audit could not check it."""
    support = suite_support(game.id)
    assert callable(support.required("resample_hidden")) and callable(support.required("change_known"))


@pytest.mark.parametrize("game, players", games_and_player_counts(), ids=game_players_id)
def test_what_a_seat_may_not_know_never_shows_in_its_observation(game, players):
    rng = random.Random(players)
    checked = changed = 0
    # Two seeds in a row: every option takes two of its values (hidden and shown chips or coins...).
    for state in (state for seed in (players, players + 1) for state in positions(game, players, seed)):
        for seat in [None, *range(players)]:
            twin = resample_hidden(state, seat, rng)
            assert twin.observation(seat) == state.observation(seat), (
                f"seat {seat} sees a difference in what it may not know (move {len(state.history)})")
            checked += 1
            changed += hidden_json(twin) != hidden_json(state)
    assert checked and changed * 6 >= checked, f"only {changed} of {checked} resamples hid anything"


@pytest.mark.parametrize("game, players", games_and_player_counts(), ids=game_players_id)
def test_what_a_seat_may_know_shows_in_its_observation(game, players):
    rng = random.Random(players + 50)
    checked = 0
    for state in positions(game, players, seed=players + 50):
        for seat in range(players):
            known = change_known(state, seat, rng)
            if known is not None and hidden_json(known) != hidden_json(state):
                assert known.observation(seat) != state.observation(seat), (
                    f"seat {seat} does not see a change it may know (move {len(state.history)})")
                checked += 1
    assert checked >= 5


@pytest.mark.parametrize("game", list(all_games()), ids=game_id)
def test_the_determinizers_worlds_are_pairs_the_seat_cannot_tell_apart(game):
    """The AI's own resampler (a determinizer) gives such pairs too, for every seat, not only the one to act."""
    know_how = game.know_how()
    rng = random.Random(5)
    players = game.min_players
    checked = 0
    for state in positions(game, players, seed=5):
        for seat in range(players):
            obs = state.observation(seat)
            world = know_how.determinizer(obs).sample(rng)
            assert world.observation(seat) == obs
            checked += 1
    assert checked
