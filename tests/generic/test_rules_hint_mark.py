"""Every registered game: the hints a person asked for are carried by the record ("hints", left out when 0)
through replay, take_back, save and load, like the undo mark; a malformed count is refused."""

from __future__ import annotations

import pytest

from cardtable.games import RecordError

from .registered import game_id, registered_games, snapshot, via_json
from .test_rules_undo_mark import played


@pytest.mark.parametrize("game", registered_games(), ids=game_id)
def test_the_hint_mark_survives_replay_take_back_save_and_load(game):
    state, _ = played(game, seed=7, moves=6)
    assert state.hints == 0 and "hints" not in state.record()
    state.hints = 3
    assert via_json(state.record())["hints"] == 3
    assert game.replay(via_json(state.record())).hints == 3
    back = state.take_back(2)
    assert back.hints == 3 and back.undos == 1
    restored = game.from_json(via_json(state.to_json()))
    assert restored.hints == 3 and restored == state
    assert snapshot(restored) == snapshot(state)


@pytest.mark.parametrize("game", registered_games(), ids=game_id)
@pytest.mark.parametrize("bad", [-1, 1.5, True, "2", None])
def test_a_malformed_hint_count_is_refused(game, bad):
    state, _ = played(game, seed=4, moves=2)
    with pytest.raises(RecordError, match="hint"):
        game.replay(dict(state.record(), hints=bad))
