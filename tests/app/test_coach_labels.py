"""Every game's view names each legal action in a few words for the coach (no rules' English left where the
view has words of its own, no placeholder left unfilled)."""

from __future__ import annotations

import random

import pytest

from cardtable.app.games import view_class
from cardtable.games import get_game

from tests.generic.per_game import shipped_game_ids

NAMES = ["Ann", "Bob", "Cy", "Dee"]


@pytest.mark.parametrize("game_id", shipped_game_ids())
def test_each_legal_action_has_a_label(qapp, game_id):
    game, ui = get_game(game_id), view_class(game_id)()
    state = game.new_game(game.validate_options({"players": max(3, game.min_players)}), 5)
    rng, kinds = random.Random(5), set()
    while not state.is_terminal():
        seat = state.current_seat
        observation, legal = state.observation(seat), state.legal_actions(seat)
        for action in rng.sample(legal, min(len(legal), 6)):
            label = ui.action_label(action, observation, NAMES)
            assert label and "{" not in label and "Player " not in label, (action, label)
            kinds.add(action[0] if isinstance(action, tuple) else action)
        state.apply(rng.choice(legal))
    assert len(kinds) >= 2
