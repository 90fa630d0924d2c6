"""No Thanks!: random playouts with every invariant checked after every action (hypothesis)."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.games import get_game
from cardtable.games.nothanks.rules import starting_chips

G = get_game("nothanks")

EVERY_CARD = list(range(3, 36))


def expected_score(hand, chips):
    """Sum of the lowest card of each run, minus chips, computed independently of the engine."""
    points = 0
    previous = None
    for card in sorted(hand):
        if previous is None or card != previous + 1:
            points += card
        previous = card
    return points - chips


def check_invariants(state, total_chips, removed_at_start):
    players = state.num_players
    hands = [card for hand in state.cards for card in hand]
    in_play = list(state.deck) + hands + ([state.open_card] if state.open_card is not None else [])

    # The 33 cards are all somewhere, once; 24 are played, the removed ones never move.
    assert sorted(in_play + list(state.removed)) == EVERY_CARD
    assert len(in_play) == 24
    assert tuple(state.removed) == removed_at_start
    if state.options["deck"] == "tactical":
        assert {10, 20, 30} <= set(state.removed)
    assert all(hand == sorted(hand) for hand in state.cards)

    # Chips are conserved and never negative.
    assert state.pot >= 0 and all(count >= 0 for count in state.chips)
    assert sum(state.chips) + state.pot == total_chips

    # Scores follow the formula.
    assert state.scores() == tuple(expected_score(hand, chips) for hand, chips in zip(state.cards, state.chips))

    # Whose turn, and what is legal.
    if state.is_terminal():
        assert state.open_card is None and state.deck == [] and state.pot == 0
        assert state.to_act() == () and state.legal_actions() == ()
    else:
        assert state.to_act() == (state.turn,) and 0 <= state.turn < players
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
    total_chips = players * starting_chips(players, deck)
    assert state.chips == [starting_chips(players, deck)] * players
    removed_at_start = tuple(state.removed)
    check_invariants(state, total_chips, removed_at_start)

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
        check_invariants(state, total_chips, removed_at_start)

    assert sum(len(hand) for hand in state.cards) == 24
    scores = state.scores()
    assert state.ranking().places == tuple(1 + sum(other < mine for other in scores) for mine in scores)
    assert state.ranking().winners == tuple(s for s, x in enumerate(scores) if x == min(scores))

    # The record replays to an equal state, after a trip through JSON text.
    record = json.loads(json.dumps(state.record()))
    assert G.replay(record) == state
    saved = json.loads(json.dumps(state.to_json()))
    restored = G.from_json(saved)
    assert restored == state
    assert restored.observation(0) == state.observation(0)

    # Playing the same actions without checks or events gives the same game.
    fast = G.new_game({"players": players, "chips": chips, "deck": deck}, seed)
    for _, action in state.history:
        fast.apply_unchecked(action)
    assert fast == state


@settings(max_examples=15, deadline=None, database=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(3, 7), cut=st.floats(0, 1))
def test_a_game_saved_midway_restores_and_plays_on_identically(seed, players, cut):
    rng = random.Random(seed)
    state = G.new_game({"players": players}, seed)
    actions = []
    while not state.is_terminal():
        actions.append(choose(state, rng, 0.4))
        state.apply(actions[-1])
    midway = G.new_game({"players": players}, seed)
    for action in actions[:int(cut * len(actions))]:
        midway.apply(action)
    restored = G.from_json(json.loads(json.dumps(midway.to_json())))
    assert restored == midway
    assert G.replay(json.loads(json.dumps(midway.record()))) == midway
    for action in actions[len(midway.history):]:
        restored.apply(action)
    assert restored == state
