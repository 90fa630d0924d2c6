"""Auf falscher Fährte: the last two tricks counted out (endgame.py). Every deal of the unseen cards that the
voids allow is listed once, each a state the seat cannot tell from the real one, the real deal among them;
the normal level then plays the card worth most points over them, and so none of the game's sanity positions'
ruled-out cards, where the trick-by-trick judgement would win a trick with a card the last trick needs, or win
this trick and hand the last to a rival; before the last two tricks, or with too many deals, nothing is
counted."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from cardtable.games import get_game
from cardtable.games.faehrte import endgame
from cardtable.games.faehrte.agents import normal_policy
from cardtable.games.faehrte.determinize import Determinizer

BENCHMARKS = str(Path(__file__).resolve().parents[2] / "benchmarks")
if BENCHMARKS not in sys.path:
    sys.path.insert(0, BENCHMARKS)  # the sanity positions (tests/benchmarks/sanity_positions/faehrte.py)

from sanity_positions import positions_of  # noqa: E402

G = get_game("faehrte")
TABLES = [(3, False), (3, True), (4, False), (4, True)]
SANITY = positions_of("faehrte")  # two-trick endings where a card loses points in every deal the seat allows

@pytest.mark.parametrize("sanity", SANITY, ids=[sanity.name for sanity in SANITY])
def test_the_normal_level_plays_no_card_the_count_of_the_last_two_tricks_rules_out(sanity):
    state = sanity.state("faehrte")
    seat = state.to_act()[0]
    obs, legal = state.observation(seat), state.legal_actions(seat)
    ruled_out = sanity.ruled_out_actions()
    best = endgame.best_plays(obs, legal)
    assert best and not ruled_out & set(best)
    for seed in range(3):
        assert normal_policy(obs, legal, random.Random(seed)) not in ruled_out


def last_tricks(players, jokers, games=2):
    """(state, seat) at every decision of random games with two tricks or fewer left and a choice to make."""
    rng = random.Random(players * 10 + jokers)
    for game in range(games):
        state = G.new_game({"players": players, "jokers": jokers}, game)
        while not state.is_terminal():
            seat = state.to_act()[0]
            if state.phase == "play" and state.tricks_left() <= endgame.TRICKS and len(state.legal_actions()) > 1:
                yield state, seat
            state.apply(rng.choice(state.legal_actions()), seat)


@pytest.mark.parametrize("players, jokers", TABLES)
def test_every_deal_is_listed_once_each_looks_like_the_real_one_and_the_real_one_is_there(players, jokers):
    seen = 0
    for state, seat in last_tricks(players, jokers):
        obs = state.observation(seat)
        determinizer = Determinizer(obs)
        worlds = [determinizer.state_for(*deal, None) for deal in determinizer.every_deal()]
        hands = [tuple(tuple(hand) for hand in world.hands) for world in worlds]
        assert len(set(hands)) == len(hands)
        assert tuple(tuple(sorted(hand)) for hand in state.hands) in hands
        for world in worlds:
            assert world.observation(seat) == obs
        seen += 1
    assert seen >= 10


def rules_points(state, seat: int, round_number: int) -> tuple:
    """`Ending`'s answer the slow way, on the rules' own states: every seat playing for its own points this
    round, ties going against `seat`."""
    if state.round != round_number or state.is_terminal():
        return state.round_points[-1]
    mover = state.turn
    outcomes = []
    for action in state.legal_actions():
        after = state.clone()
        after.apply_unchecked(action)
        outcomes.append(rules_points(after, seat, round_number))
    if mover == seat:
        return max(outcomes, key=lambda points: points[seat])
    return max(outcomes, key=lambda points: (points[mover], -points[seat]))


@pytest.mark.parametrize("players, jokers", TABLES)
def test_the_ending_plays_out_as_the_rules_do(players, jokers):
    seen = 0
    for state, seat in last_tricks(players, jokers, games=3):
        obs = state.observation(seat)
        ending = endgame.Ending(obs)
        hands = tuple(tuple(hand) for hand in state.hands)
        for action in state.legal_actions():
            after = state.clone()
            after.apply_unchecked(action)
            assert ending.play(hands, action[1]) == tuple(rules_points(after, seat, state.round))
        seen += 1
    assert seen >= 10


def test_nothing_is_counted_before_the_last_two_tricks():
    state = G.new_game({"players": 4}, 3)
    rng = random.Random(3)
    while state.phase != "play" or state.tricks_left() > endgame.TRICKS:
        seat = state.to_act()[0]
        if state.phase == "play" and len(state.legal_actions()) > 1:
            assert endgame.best_plays(state.observation(seat), state.legal_actions()) is None
        state.apply(rng.choice(state.legal_actions()), seat)


def test_too_many_deals_are_not_counted(monkeypatch):
    (sanity,) = [sanity for sanity in SANITY if sanity.name == "plus-win-with-the-low-trump-and-keep-the-high"]
    state = sanity.state("faehrte")
    obs, legal = state.observation(2), state.legal_actions(2)
    assert endgame.best_plays(obs, legal) is not None
    monkeypatch.setattr(endgame, "WORLDS", 1)  # this position has several deals: seats 0 and 3 may swap cards
    assert endgame.best_plays(obs, legal) is None
