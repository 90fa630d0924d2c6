"""Every registered game driven by Hypothesis with arbitrary sequences of steps, from any point of a game
(see action_fuzz.py): legal actions, actions legal elsewhere, malformed ones, wrong seats, values of
every type. The rules accept exactly the legal ones, keeping every invariant (fuzz_checks.py), and
refuse the others with IllegalAction and a reason, the state unchanged. test_rules_bad_input.py throws
absurd values at two fixed moments; this drives whole sequences through every phase.

tests/benchmarks/fuzz.py runs the same steps at length (10⁵ actions per game)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from cardtable.games.core import refusal

from .action_fuzz import Tally, fuzz_session, game_length, try_step
from .fuzz_checks import FuzzFailure, snapshot
from .registered import game_id, options_for, registered_games

STEPS = 40
EXAMPLES = 20
CHOICES = 12 * STEPS  # enough for the start and every step's choices


class DrawnChooser:
    """The fuzzer's choices read from bytes Hypothesis drew, four per choice (one draw per example: a draw
    per choice would cost more than the rules); a failing run shrinks towards zeros, the first choices."""

    def __init__(self, drawn: bytes):
        self.drawn = drawn
        self.at = 0

    def below(self, count: int) -> int:
        chunk = self.drawn[self.at:self.at + 4]
        self.at += 4
        return int.from_bytes(chunk, "big") % count


@pytest.mark.parametrize("game", registered_games(), ids=game_id)
@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(drawn=st.binary(min_size=4 * CHOICES, max_size=4 * CHOICES))
def test_arbitrary_steps_are_refused_or_keep_every_invariant(game, drawn):
    tally = fuzz_session(game, DrawnChooser(drawn), STEPS, prefix_limit=game_length(game), full_every=STEPS)
    assert tally.tried == tally.legal + tally.refused


# --- the fuzzer itself can fail ----------------------------------------------------------------------------

def a_game_under_way(game):
    state = game.new_game(options_for(game, game.min_players), 3)
    state.apply(state.legal_actions()[0])
    return state


@pytest.mark.parametrize("game", registered_games(), ids=game_id)
def test_the_fuzzer_tells_an_illegal_action_accepted(game, monkeypatch):
    state = a_game_under_way(game)
    hidden = state.legal_actions()[0]
    listed = type(state).legal_actions
    # The rules check nothing and no longer list `hidden`: playing it is accepting an illegal action.
    monkeypatch.setattr(type(state), "_why_not", lambda self, seat, action: None)
    monkeypatch.setattr(type(state), "legal_actions",
                        lambda self, seat=None: tuple(a for a in listed(self, seat) if a != hidden))
    with pytest.raises(FuzzFailure, match="accepted"):
        try_step(state, None, hidden, snapshot(state), Tally())


@pytest.mark.parametrize("game", registered_games(), ids=game_id)
def test_the_fuzzer_tells_a_legal_action_refused_or_a_refusal_that_changes_the_state(game, monkeypatch):
    state = a_game_under_way(game)
    legal = state.legal_actions()[0]

    def refuse_and_scribble(self, seat, action):
        self.seed += 1
        return refusal("no", "No.")
    monkeypatch.setattr(type(state), "_why_not", refuse_and_scribble)
    with pytest.raises(FuzzFailure, match="was refused"):
        try_step(state, None, legal, snapshot(state), Tally())
    with pytest.raises(FuzzFailure, match="changed the state"):
        try_step(state, None, "no such action", snapshot(state), Tally())

