"""Auf falscher Fährte: random playouts (3 and 4 players, with and without jokers, several seeds) checking
after every action the engine's invariants, an independent count of the cards, the points of each round,
the observations, clones, records, saves and positions."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.games.faehrte import places, tricks as trick_rules
from cardtable.games.faehrte.cards import JOKER, deck, rounds_for, threshold, value_of

from .conftest import G, all_cards

VARIANTS = [(3, False), (3, True), (4, False), (4, True)]


def via_json(data):
    return json.loads(json.dumps(data))


def check_points(points, players):
    """A round's points as the place table and the tie rules allow them."""
    table = places.place_points(players)
    assert len(points) == players and all(p in table for p in points)
    assert 0 in points, "someone is at last place (alone or tied) and scores 0"
    assert max(points) <= table[0]
    if len(set(points)) == 1:
        assert points[0] == 0


def check_state(state):
    state.check_invariants()
    players = state.num_players
    assert all_cards(state) == Counter(deck(players, state.options["jokers"]))
    for points in state.round_points:
        check_points(points, players)
    assert list(state.scores()) == [sum(p[seat] for p in state.round_points) for seat in range(players)]
    public = state.round_outlook()
    for seat in [None, *range(players)]:
        obs = state.observation(seat)
        assert obs.legal_actions() == (state.legal_actions(seat) if seat is not None else ())
        # A seat knows at least what the public knows.
        mine = obs.outlook()
        assert mine.reach <= public.reach and (public.kind is None or mine.kind == public.kind)
        assert (mine.revealed_sum, mine.needed, mine.hidden_left) == (public.revealed_sum, public.needed,
                                                                     public.hidden_left)
    if public.kind is not None:
        total = sum(value_of(code) for _owner, code in state.pile + state.revealed)
        assert places.round_kind(total, threshold(players)) == public.kind
    if state.is_terminal():
        assert len(state.round_points) == rounds_for(players) and state.legal_actions() == ()


def check_trump_decisions(before, after):
    """A trump decision is due exactly after trick 8 without jokers when one seat alone is worst placed (to
    that seat), or after a trick holding one of the round's first two jokers (to its players, in play
    order), but never after the game's last trick."""
    finished = (after.round == before.round and len(after.round_tricks) == len(before.round_tricks) + 1) or (
        after.phase == "over" and before.phase == "play")
    if not finished:
        if after.phase == "trump":
            assert before.phase == "trump" and after.trump_queue == before.trump_queue[1:]
        return
    last, _winner = after.round_tricks[-1]
    if after.options["jokers"]:
        jokers_before = sum(1 for plays, _w in after.round_tricks[:-1] for _s, code in plays if code == JOKER)
        due = [seat for seat, code in last if code == JOKER][:max(0, 2 - jokers_before)]
        if after.phase == "over":
            due = []
    elif len(after.round_tricks) == 8:
        worst = places.worst_placed(after.tricks_won, after.round_outlook().kind)
        due = list(worst) if len(worst) == 1 else []
    else:
        due = []
    assert after.trump_queue == due and (after.phase == "trump") == bool(due)


def check_round_points_against_tricks(before, after):
    """When a round ends, its points follow from its tricks and its hidden cards, by the place table."""
    if len(after.round_points) == len(before.round_points):
        return
    kind = places.round_kind(sum(value_of(code) for _owner, code in before.pile + before.revealed),
                             threshold(before.num_players))
    tricks_won = list(before.tricks_won)
    seat, (action_kind, code) = after.history[-1]
    if action_kind == "play":  # the round's last card: its trick counts too
        winner = trick_rules.winner(before.trick + [(seat, code)], before.trump)
        if winner is not None:
            tricks_won[winner] += 1
    assert after.round_points[-1] == places.round_points(tricks_won, kind)


@pytest.mark.parametrize("players, jokers", VARIANTS)
@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_random_games_keep_every_invariant(players, jokers, seed):
    rng = random.Random(seed)
    state = G.new_game({"players": players, "jokers": jokers}, seed)
    check_state(state)
    while not state.is_terminal():
        before = state.clone()
        state.apply(rng.choice(state.legal_actions()))
        check_state(state)
        check_trump_decisions(before, state)
        check_round_points_against_tricks(before, state)
    assert state.ranking().places == tuple(1 + sum(o > m for o in state.totals) for m in state.totals)


@pytest.mark.parametrize("players, jokers", VARIANTS)
@pytest.mark.parametrize("seed", [1, 2])
def test_clones_records_saves_and_positions_rebuild_the_game(players, jokers, seed):
    rng = random.Random(seed)
    options = {"players": players, "jokers": jokers}
    state = G.new_game(options, seed)
    steps = 0
    while not state.is_terminal():
        if steps % 37 == 0:
            copy = state.clone()
            assert copy == state
            rebuilt = G.from_position(via_json(state.position()), options)
            assert rebuilt.position() == state.position()
            assert G.replay(via_json(state.record())) == state
            assert G.from_json(via_json(state.to_json())) == state
            # The copy and the rebuilt position play on exactly as the game does; the game is untouched.
            saved = json.dumps(state.to_json(), sort_keys=True)
            follow = random.Random(steps)
            while not copy.is_terminal() and len(copy.history) < len(state.history) + 30:
                action = follow.choice(copy.legal_actions())
                copy.apply(action)
                rebuilt.apply(action)
                assert rebuilt.position() == copy.position()
            assert json.dumps(state.to_json(), sort_keys=True) == saved
        state.apply(rng.choice(state.legal_actions()))
        steps += 1
    assert G.replay(via_json(state.record())) == state


@pytest.mark.parametrize("players, jokers", VARIANTS)
def test_unchecked_play_gives_the_same_game(players, jokers):
    rng = random.Random(5)
    options = {"players": players, "jokers": jokers}
    state = G.new_game(options, 5)
    fast = G.new_game(options, 5)
    while not state.is_terminal():
        action = rng.choice(state.legal_actions())
        state.apply(action)
        fast.apply_unchecked(action)
    assert fast == state
