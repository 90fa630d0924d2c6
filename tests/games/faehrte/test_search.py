"""Auf falscher Fährte: the hard level's search and every level over whole games.

The search plays in lean worlds of one round (world.py): played side by side with the rules engine from
the same cards, they agree move for move to the round's score. Every level plays whole games legally at 3
and 4 players, with and without jokers; the hard level's choice is the same for the same seed and budget,
and it searches its hidden card and trump changes rather than taking the normal level's.
"""

from __future__ import annotations

import random

import pytest

from cardtable.ai import LEVELS, make_agent
from cardtable.games import get_game
from cardtable.games.faehrte import agents as faehrte_agents
from cardtable.games.faehrte.determinize import Determinizer

G = get_game("faehrte")
TABLES = [(3, False), (3, True), (4, False), (4, True)]
ITERATIONS = 30


def true_world(state, seat, rng):
    """The lean world of `state`'s round with its real cards (play or trump phase), from `seat`'s side."""
    determinizer = Determinizer(state.observation(seat))
    hands = {other: list(state.hands[other]) for other in range(state.players)}
    hidden = {other: code for other, code in enumerate(state.hidden_laid)}
    return determinizer.world(hands, hidden, [owner for owner, _ in state.pile], rng)


@pytest.mark.parametrize("players, jokers", TABLES)
def test_the_lean_world_plays_a_round_exactly_as_the_rules_do(players, jokers):
    rng = random.Random(players)
    rounds = 0
    for seed in range(12):
        state = G.new_game({"players": players, "jokers": jokers}, seed)
        for _ in range(rng.randrange(8)):  # on into a later round now and then
            while state.phase == "hide":
                state.apply(rng.choice(state.legal_actions()))
            start = state.round
            while state.round == start and not state.is_terminal():
                state.apply(rng.choice(state.legal_actions()))
            if state.is_terminal():
                break
        if state.is_terminal():
            continue
        while state.phase == "hide":
            state.apply(rng.choice(state.legal_actions()))
        for _ in range(rng.randrange(players * 4)):  # into the round
            state.apply(rng.choice(state.legal_actions()))
            if state.phase == "hide" or state.is_terminal():
                break
        if state.phase == "hide" or state.is_terminal():
            continue
        world = true_world(state, state.current_seat, rng)
        start = state.round
        while not world.is_terminal():
            assert world.legal_actions() == state.legal_actions() and world.to_act() == state.to_act()
            assert (world.trump, world.tricks_won, world.phase) == (state.trump, state.tricks_won, state.phase)
            action = rng.choice(world.legal_actions())
            world.apply_unchecked(action)
            state.apply(action)
        assert state.round == start + 1 or state.is_terminal()
        assert tuple(world.points) == tuple(state.round_points[-1])
        assert world.scores() == state.scores()
        assert world.trump == state.trump
        rounds += 1
    assert rounds >= 4


@pytest.mark.parametrize("players, jokers", TABLES)
def test_every_level_plays_a_whole_game_legally(players, jokers):
    levels = ["hard", "normal", "easy", "random"][:players]
    agents = [make_agent("faehrte", level, seed=seat, iterations=ITERATIONS, seconds=None)
              for seat, level in enumerate(levels)]
    state = G.new_game({"players": players, "jokers": jokers}, players * 2 + jokers)
    decided = set()
    while not state.is_terminal():
        seat = state.current_seat
        obs, legal = state.observation(seat), state.legal_actions()
        action = agents[seat].choose(obs, legal)
        assert action in legal, f"{levels[seat]} chose {action!r}"
        decided.add((levels[seat], obs.phase))
        state.apply(action, seat)
    assert {(level, "play") for level in levels} <= decided and ("hard", "hide") in decided
    assert agents[0].last_iterations in (0, ITERATIONS)
    assert set(LEVELS) >= set(levels)


def decision(players=4, jokers=False, seed=3, phase="play"):
    """An observation of seat to act with several legal actions, in `phase`."""
    rng = random.Random(seed)
    state = G.new_game({"players": players, "jokers": jokers}, seed)
    while not (state.phase == phase and len(state.legal_actions()) > 1):
        state.apply(rng.choice(state.legal_actions()))
    return state.observation(state.current_seat), state.legal_actions()


def test_hard_is_reproducible_for_a_seed_and_an_iteration_budget():
    obs, legal = decision()
    results = [make_agent("faehrte", "hard", seed=9, iterations=60, seconds=None).analyse(obs, legal)
               for _ in range(2)]
    assert results[0].visits == results[1].visits and results[0].values == results[1].values
    choices = {make_agent("faehrte", "hard", seed=9, iterations=60, seconds=None).choose(obs, legal)
               for _ in range(2)}
    assert len(choices) == 1 and choices <= set(legal)


@pytest.mark.parametrize("phase, jokers", [("hide", False), ("trump", True)])
def test_hard_searches_its_hidden_card_and_trump_changes(phase, jokers):
    obs, legal = decision(jokers=jokers, seed=4, phase=phase)
    result = make_agent("faehrte", "hard", seed=1, iterations=200, seconds=None).analyse(obs, legal)
    assert result.iterations == 200
    assert sum(1 for count in result.visits.values() if count) == len(legal)  # every choice tried
    assert result.action in legal


def test_the_know_how_is_the_games():
    assert G.know_how() is faehrte_agents.KNOW_HOW
    assert set(faehrte_agents.KNOW_HOW.policies) == {"random", "easy", "normal"}


def test_playouts_from_a_world_reach_the_round_end_with_values_for_every_seat():
    obs, legal = decision(players=3, jokers=True, seed=8)
    determinizer = Determinizer(obs)
    rng = random.Random(2)
    for _ in range(20):
        world = determinizer.sample_world(rng)
        while not world.is_terminal():
            action = faehrte_agents.playout_policy(world, rng)
            assert action in world.legal_actions()
            world.apply_unchecked(action)
        values = world.returns()
        assert len(values) == 3 and sum(values) == pytest.approx(1.0)
        assert set(world.points) <= {0, 2, 3}  # 3 players: places score 3, 2, 0 (ties at the top may share 3)
        assert list(world.scores()) == [total + gained for total, gained in zip(obs.totals, world.points)]
