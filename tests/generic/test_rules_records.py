"""Every registered game: records replay, saved states load, and positions rebuild the same game, at the
start, mid-game and at the end, through JSON text as a save file gives them back."""

from __future__ import annotations

import json

import pytest

from cardtable.games import RecordError

from .registered import game_players_id, games_and_player_counts, options_for, played_actions, via_json


def moments(game, players: int, seed: int):
    """A game's state at the start, at a quarter, half and three quarters of it, and at the end, with the
    actions that follow each."""
    options = options_for(game, players, variant=seed)
    history = played_actions(game, options, seed)
    for cut in sorted({0, len(history) // 4, len(history) // 2, 3 * len(history) // 4, len(history)}):
        state = game.new_game(options, seed)
        for seat, action in history[:cut]:
            state.apply(action, seat)
        yield state, history[cut:]


def check_saves(game, state) -> None:
    record = via_json(state.record())
    assert game.replay(record) == state
    restored = game.from_json(via_json(state.to_json()))
    assert restored == state
    assert restored.to_act() == state.to_act() and restored.legal_actions() == state.legal_actions()
    for seat in range(state.num_players):
        assert restored.observation(seat) == state.observation(seat)


@pytest.mark.parametrize("game, players", games_and_player_counts(), ids=game_players_id)
def test_records_and_saves_rebuild_the_same_game(game, players):
    for state, rest in moments(game, players, seed=players):
        check_saves(game, state)
        # A save restored mid-game plays on as the original.
        restored = game.from_json(via_json(state.to_json()))
        for seat, action in rest:
            restored.apply(action, seat)
            state.apply(action, seat)
        assert restored == state


@pytest.mark.parametrize("game, players", games_and_player_counts(), ids=game_players_id)
def test_a_position_rebuilds_the_game_and_plays_on_as_it(game, players):
    for state, rest in moments(game, players, seed=players + 1):
        position = state.position()
        assert json.loads(json.dumps(position)) == position, "a position is plain JSON data"
        rebuilt = game.from_position(via_json(position), state.options)
        assert rebuilt.position() == position and rebuilt.history == []
        assert rebuilt.to_act() == state.to_act() and rebuilt.legal_actions() == state.legal_actions()
        check_saves(game, rebuilt)
        for seat, action in rest[:len(rest) // 2]:
            rebuilt.apply(action, seat)
        check_saves(game, rebuilt)
        for seat, action in rest[len(rest) // 2:]:
            rebuilt.apply(action, seat)
        for seat, action in rest:
            state.apply(action, seat)
        assert rebuilt.position() == state.position()
        assert rebuilt.scores() == state.scores()


@pytest.mark.parametrize("game, players", games_and_player_counts(), ids=game_players_id)
def test_a_record_cut_short_replays_to_the_position_at_that_point(game, players):
    (state, rest), *_ = moments(game, players, seed=3)
    started = game.from_position(state.position(), state.options)
    for seat, action in rest:
        started.apply(action, seat)
    for cut in (0, len(rest) // 3, len(rest) - 1):
        record = via_json(started.record())
        record["actions"] = record["actions"][:cut]
        replayed = game.replay(record)
        expected = game.from_position(state.position(), state.options)
        for seat, action in rest[:cut]:
            expected.apply(action, seat)
        assert replayed == expected


@pytest.mark.parametrize("game, players", games_and_player_counts(), ids=game_players_id)
def test_a_record_of_another_game_or_a_newer_format_is_refused(game, players):
    (state, _), *_ = moments(game, players, seed=0)
    record = via_json(state.record())
    with pytest.raises(RecordError):
        game.replay({**record, "game": "no_such_game"})
    with pytest.raises(RecordError):
        game.replay({**record, "format": 99})
    with pytest.raises(RecordError):
        game.replay({**record, "actions": [[0, "not an action"]]})
