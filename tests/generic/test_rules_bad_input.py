"""Every registered game: whatever a caller passes to `apply` as the seat or the action (a 5,000-digit
integer, a negative seat, a float, a string, nested tuples...), an unusable one is refused with the
engine's own IllegalAction and a readable reason, and the state is unchanged."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, example, given, settings, strategies as st

from cardtable.games import IllegalAction

from .registered import game_id, options_for, registered_games

HUGE = 10**5000
# Built by a function: Hypothesis describes its strategies with repr(), which a 5,000-digit integer refuses.
huge = st.sampled_from([1, -1]).map(lambda sign: sign * HUGE)

# Values no rule expects, mixed with pieces of real actions so that some have a plausible shape.
scalars = st.one_of(
    st.integers(), huge, st.sampled_from([2**63, -1]), st.floats(allow_nan=True), st.text(max_size=8),
    st.none(), st.booleans(), st.binary(max_size=4),
)
actions = st.recursive(scalars, lambda inner: st.tuples(inner) | st.tuples(inner, inner)
                       | st.frozensets(scalars, max_size=3) | st.lists(inner, max_size=3), max_leaves=12)
seats = st.one_of(huge, st.sampled_from([-1, 10, 1.0, 0.0, "0", b"0", True, (0,), [0], 2**63]),
                  st.integers(), st.floats(allow_nan=True), st.text(max_size=4))


def moments(game):
    """A game at its start and half-way through, with the same random legal moves each time."""
    options = options_for(game, game.min_players)
    state = game.new_game(options, seed=7)
    rng = random.Random(7)
    start = state.clone()
    for _ in range(12):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
    return [start, state]


def snapshot(state) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


def refused(state, action, seat) -> IllegalAction:
    before = snapshot(state)
    with pytest.raises(IllegalAction) as caught:
        state.apply(action, seat)
    reason = caught.value.reason
    assert isinstance(reason, str) and reason.strip() and len(reason) < 300
    assert snapshot(state) == before
    return caught.value


@pytest.mark.parametrize("game", registered_games(), ids=game_id)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(action=actions, seat=seats)
def test_an_absurd_seat_is_refused_whatever_the_action(game, action, seat):
    for state in moments(game):
        refused(state, action, seat)


# Found by Hypothesis once: a game's own reason wrote the action's whole repr, 301 characters long.
LONG_REPR = tuple(frozenset({0, 2**63, -1.34e154, 11881002937678432256 + n}) for n in range(4))


@pytest.mark.parametrize("game", registered_games(), ids=game_id)
@settings(max_examples=80, deadline=None)
@given(action=actions)
@example(action=LONG_REPR)
def test_an_absurd_action_is_refused_for_the_seat_to_act(game, action):
    for state in moments(game):
        if action in state.legal_actions():
            continue
        refused(state, action, None)
        refused(state, action, state.current_seat)


@pytest.mark.parametrize("game", registered_games(), ids=game_id)
@pytest.mark.parametrize("seat", [HUGE, -HUGE, -1, 1.5, "0", True],
                         ids=["huge", "minus-huge", "minus-one", "float", "string", "bool"])
def test_the_reason_names_a_seat_that_does_not_exist(game, seat):
    state = moments(game)[0]
    error = refused(state, state.legal_actions()[0], seat)
    assert "No seat" in error.reason


@pytest.mark.parametrize("game", registered_games(), ids=game_id)
@pytest.mark.parametrize("action", [HUGE, -HUGE, ("x", HUGE), (HUGE, HUGE, HUGE), ((((HUGE,),),),)],
                         ids=["huge", "minus-huge", "pair", "triple", "nested"])
def test_a_huge_number_in_an_action_gives_a_short_reason(game, action):
    for state in moments(game):
        error = refused(state, action, None)
        assert len(error.reason) < 120


@pytest.mark.parametrize("game", registered_games(), ids=game_id)
def test_a_seat_that_exists_but_is_not_to_act_is_told_so(game):
    state = moments(game)[0]
    waiting = [seat for seat in range(state.num_players) if seat not in state.to_act()]
    if not waiting:
        pytest.skip("every seat acts at the start of this game")
    error = refused(state, state.legal_actions()[0], waiting[0])
    assert "turn" in error.reason
