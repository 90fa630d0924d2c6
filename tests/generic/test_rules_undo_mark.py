"""Every registered game: taking moves back replays the record, so the shuffle never changes, and a game in
which undo was used says so in its record, through replay, save and load; records without the mark (older
ones) still load, as games without undo."""

from __future__ import annotations

import pytest

from cardtable.games import RecordError

from .registered import game_id, options_for, played_actions, registered_games, snapshot, via_json


def played(game, seed: int, moves: int):
    """A state after `moves` random legal moves, and the whole game's moves."""
    options = options_for(game, game.min_players)
    history = played_actions(game, options, seed)
    state = game.new_game(options, seed)
    for seat, action in history[:moves]:
        state.apply(action, seat)
    return state, history


@pytest.mark.parametrize("game", registered_games(), ids=game_id)
def test_taking_back_keeps_every_card_to_come(game):
    state, history = played(game, seed=11, moves=12)
    before = [(state.observation(seat), state.legal_actions(seat)) for seat in range(state.num_players)]
    later = game.replay(state.record())
    for seat, action in history[12:20]:
        later.apply(action, seat)
    back = later.take_back(12)
    assert back.undos == 1 and later.undos == 0 and back.history == state.history
    # What each seat sees (its hand, the next card) and may do is as it was: no reshuffle.
    assert [(back.observation(seat), back.legal_actions(seat)) for seat in range(back.num_players)] == before
    # The same moves again give the same game, card for card.
    for seat, action in history[12:20]:
        back.apply(action, seat)
    assert back.position() == later.position()
    assert snapshot(back) != snapshot(later), "the mark makes the records differ"


@pytest.mark.parametrize("game", registered_games(), ids=game_id)
def test_the_undo_mark_survives_replay_save_and_load(game):
    state, _ = played(game, seed=5, moves=9)
    twice = state.take_back(6).take_back(3)
    assert twice.undos == 2 and len(twice.history) == 3
    assert via_json(twice.record())["undos"] == 2
    assert game.replay(via_json(twice.record())).undos == 2
    restored = game.from_json(via_json(twice.to_json()))
    assert restored.undos == 2 and restored == twice
    assert game.from_json(via_json(restored.to_json())).undos == 2


@pytest.mark.parametrize("game", registered_games(), ids=game_id)
def test_a_game_without_undo_keeps_its_record_as_before(game):
    state, _ = played(game, seed=3, moves=5)
    record = state.record()
    assert "undos" not in record and state.undos == 0
    assert game.replay(record).undos == 0 and game.from_json(via_json(state.to_json())).undos == 0


@pytest.mark.parametrize("game", registered_games(), ids=game_id)
@pytest.mark.parametrize("bad", [-1, 1.0, True, "2", None])
def test_a_malformed_undo_count_is_refused(game, bad):
    state, _ = played(game, seed=4, moves=2)
    record = dict(state.record(), undos=bad)
    with pytest.raises(RecordError, match="undo"):
        game.replay(record)


@pytest.mark.parametrize("game", registered_games(), ids=game_id)
def test_take_back_refuses_what_is_not_in_the_history(game):
    state, _ = played(game, seed=4, moves=2)
    for keep in (-1, 3, True, "1"):
        with pytest.raises(ValueError):
            state.take_back(keep)
