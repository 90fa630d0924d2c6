"""No Thanks!: random playouts checking, after every action, what each action does and what the game adds to
the engine's invariants (hypothesis). Records, saves and the engine's own invariants over random games are
in the generic suites (tests/generic)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.games import get_game
from cardtable.games.nothanks.rules import starting_chips

G = get_game("nothanks")


def expected_score(hand, chips):
    """Sum of the lowest card of each run, minus chips, computed independently of the engine."""
    points = 0
    previous = None
    for card in sorted(hand):
        if previous is None or card != previous + 1:
            points += card
        previous = card
    return points - chips


def check_state(state, removed_at_start):
    """The engine's own invariants, then what No Thanks! adds: the scores, the turn, what each seat sees."""
    state.check_invariants()
    players = state.num_players
    assert tuple(state.removed) == removed_at_start  # the removed cards never move

    # Scores follow the formula.
    assert state.scores() == tuple(expected_score(hand, chips) for hand, chips in zip(state.cards, state.chips))

    # Whose turn, and what is legal.
    if state.is_terminal():
        assert state.open_card is None and state.deck == [] and state.pot == 0
    else:
        assert state.to_act() == (state.turn,)
        assert state.legal_actions() == (("take", "pay") if state.chips[state.turn] else ("take",))

    # What each seat sees.
    hidden = state.options["chips"] == "hidden" and not state.is_terminal()
    for seat in [None, *range(players)]:
        obs = state.observation(seat)
        assert obs.counted_chips() == state.chips
        assert obs.pot == state.pot and obs.open_card == state.open_card and obs.deck_size == len(state.deck)
        for other, count in enumerate(obs.chips):
            assert count == (None if hidden and other != seat else state.chips[other])


def choose(state, rng, take_bias):
    legal = state.legal_actions()
    return "take" if len(legal) == 1 or rng.random() < take_bias else "pay"


@settings(max_examples=60, deadline=None, database=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(3, 7), chips=st.sampled_from(["hidden", "shown"]),
       deck=st.sampled_from(["standard", "tactical"]), take_bias=st.sampled_from([0.05, 0.3, 0.7]),
       policy_seed=st.integers(0, 2**16))
def test_random_playout_keeps_every_invariant(seed, players, chips, deck, take_bias, policy_seed):
    rng = random.Random(policy_seed)
    state = G.new_game({"players": players, "chips": chips, "deck": deck}, seed)
    assert state.chips == [starting_chips(players, deck)] * players
    removed_at_start = tuple(state.removed)
    check_state(state, removed_at_start)

    while not state.is_terminal():
        seat, card, pot = state.turn, state.open_card, state.pot
        top = state.deck[-1] if state.deck else None
        chips_before = state.chips[seat]
        action = choose(state, rng, take_bias)
        events = state.apply(action)
        if action == "pay":
            assert state.pot == pot + 1
            assert state.chips[seat] == chips_before - 1
            assert state.open_card == card
            assert state.to_act() == ((seat + 1) % players,)
            assert [e.kind for e in events] == ["paid"]
        else:
            assert state.pot == 0
            assert state.chips[seat] == chips_before + pot
            assert card in state.cards[seat]
            assert state.open_card == top
            if top is None:
                assert [e.kind for e in events] == ["took", "game_over"]
            else:
                assert state.to_act() == (seat,)
                assert [e.kind for e in events] == ["took", "revealed"]
        check_state(state, removed_at_start)

    assert sum(len(hand) for hand in state.cards) == 24
    scores = state.scores()
    assert state.ranking().places == tuple(1 + sum(other < mine for other in scores) for mine in scores)
    assert state.ranking().winners == tuple(s for s, x in enumerate(scores) if x == min(scores))
