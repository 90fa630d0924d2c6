"""Every registered game: a position holding what no game can (a 5,000-digit integer for the seed, the
player count or any whole number of the position; a per-seat list one seat short or long) is refused with
OptionError, in a short reason that names the field, never with another error."""

from __future__ import annotations

import random

import pytest

from cardtable.games import OptionError

from .registered import game_id, registered_games, replaced, sample_paths

HUGE = 10**5000
REASON_LENGTH = 300


def mid_game(game):
    """A game at its largest table a few moves in, and its position."""
    rng = random.Random(game.id)
    state = game.new_game({"players": max(game.player_counts())}, 5)
    for _ in range(8):
        state.apply(rng.choice(state.legal_actions()))
    return state, state.position()


def refusal(game, position, options) -> str:
    with pytest.raises(OptionError) as raised:
        game.from_position(position, options)
    reason = raised.value.reason
    assert len(reason) < REASON_LENGTH, reason
    return reason


@pytest.mark.parametrize("game", registered_games(), ids=game_id)
@pytest.mark.parametrize("value", [HUGE, -HUGE], ids=["huge", "minus-huge"])
def test_a_huge_seed_is_refused_naming_the_seed(game, value):
    state, position = mid_game(game)
    assert "seed" in refusal(game, {**position, "seed": value}, state.options)
    assert "seed" in refusal(game, {**position, "seed": value}, None)


@pytest.mark.parametrize("game", registered_games(), ids=game_id)
@pytest.mark.parametrize("value", [HUGE, -HUGE], ids=["huge", "minus-huge"])
def test_a_huge_player_count_is_refused_naming_the_players(game, value):
    state, position = mid_game(game)
    assert "players" in refusal(game, position, {**state.options, "players": value})


@pytest.mark.parametrize("game", registered_games(), ids=game_id)
def test_a_huge_whole_number_anywhere_in_a_position_is_refused_naming_its_field(game):
    state, position = mid_game(game)
    paths = [path for path in sample_paths(position) if path and path[0] != "seed"
             and type(path_value(position, path)) is int]
    assert paths
    for path in paths:
        for value in (HUGE, -HUGE):
            for options in (state.options, None):
                reason = refusal(game, replaced(position, path, value), options)
                assert path[0] in reason, (path, reason)


def path_value(data, path: tuple):
    for step in path:
        data = data[step]
    return data


@pytest.mark.parametrize("game", registered_games(), ids=game_id)
@pytest.mark.parametrize("change", ["short", "long"])
def test_a_per_seat_list_of_the_wrong_length_is_named(game, change):
    state, position = mid_game(game)
    fields = [field for field in game.position_seat_fields if isinstance(position.get(field), list)]
    assert fields
    for field in fields:
        seats = position[field]
        wrong = seats[:-1] if change == "short" else seats + seats[-1:]
        for options in (state.options, None):
            reason = refusal(game, {**position, field: wrong}, options)
            assert field in reason, (field, reason)
        if len(wrong) not in game.player_counts():
            # The only per-seat list given: its length is the player count, which the game does not allow.
            alone = {key: value for key, value in position.items() if key not in fields}
            assert field in refusal(game, {**alone, field: wrong}, None), field


@pytest.mark.parametrize("game", registered_games(), ids=game_id)
def test_a_huge_value_anywhere_in_a_position_is_refused_in_a_short_reason(game):
    state, position = mid_game(game)
    paths = [path for path in sample_paths(position) if path and path[0] != "seed"]
    for path in paths:
        for value in ("x" * 20_000, ["x"] * 20_000):
            reason = refusal(game, replaced(position, path, value), state.options)
            assert path[0] in reason, (path, reason)
