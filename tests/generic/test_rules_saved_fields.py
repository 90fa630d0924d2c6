"""Every registered game: each value of a saved game (its state's fields, its position, its options and
seed), one at a time, replaced by each of a list of odd JSON values. Restoring it (`Game.from_json`, as
the save loaders do) raises RecordError or gives a state that keeps its invariants, never another error.

The systematic companion of test_save_files_fuzz.py, whose mutations land on such a field by chance.
Found so: Infinity where a whole number is saved (int() of it overflows, in every game), and a string of
one letter in place of one game's offer (an index out of range; its own test is in that game's folder),
escaped from_json."""

from __future__ import annotations

import pytest

from cardtable.games import RecordError

from .registered import game_id, registered_games, replaced, sample_paths, saved_from_a_position

ODD_VALUES = (None, True, 0, -1, 10**30, 1.5, float("nan"), float("inf"), -float("inf"), "x", "", [], [1], [[1]],
              ["x"], [None], {}, {"a": 1}, [[[[[]]]]])
FIELDS = ("state", "position", "options", "seed")


@pytest.mark.parametrize("game", registered_games(), ids=game_id)
def test_every_saved_value_replaced_by_an_odd_one_is_refused_or_loads(game):
    saved = saved_from_a_position(game)
    paths = [path for path in sample_paths(saved) if path and path[0] in FIELDS]
    refused = 0
    for path in paths:
        for value in ODD_VALUES:
            try:
                state = game.from_json(replaced(saved, path, value))
            except RecordError as error:
                assert error.reason
                refused += 1
            else:
                state.check_invariants()
    assert refused > len(paths)  # most of them are refused


@pytest.mark.parametrize("game", registered_games(), ids=game_id)
def test_infinity_for_a_whole_number_of_the_state_is_a_record_error(game):
    saved = saved_from_a_position(game)
    reasons = []
    for field in [key for key, value in saved["state"].items() if type(value) is int]:
        with pytest.raises(RecordError) as raised:
            game.from_json(replaced(saved, ("state", field), float("inf")))
        reasons.append(raised.value.reason)
    assert any("OverflowError" in reason for reason in reasons), reasons
