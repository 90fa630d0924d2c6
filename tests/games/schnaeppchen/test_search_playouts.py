"""In the strict variant, the hard level's playouts model every seat as the normal level plays: its rivals."""

from __future__ import annotations

import random

import pytest

from cardtable.games.schnaeppchen.agents import normal_policy, playout_policy

from .conftest import G


class NeverRandom(random.Random):
    """A generator whose draws never fall in the playouts' share of random moves."""

    def random(self) -> float:
        return 0.99


@pytest.mark.parametrize("players,variant", [(3, "strict"), (4, "strict")])
def test_strict_playouts_play_as_the_normal_level(players, variant):
    state = G.new_game({"players": players, "sorting": variant}, 11)
    compared = 0
    while not state.is_terminal():
        seat, legal = state.to_act()[0], state.legal_actions()
        expected = normal_policy(state.observation(seat), legal, random.Random(0))
        if len(legal) > 1 and state.phase in ("play", "bargain"):
            assert playout_policy(state, NeverRandom()) == expected
            compared += 1
        state.apply(expected, seat)
    assert compared > 50
