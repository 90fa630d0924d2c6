"""Auf falscher Fährte: the hard level's search and every level over whole games.

The search plays sampled states on the rules' fast path to the end of the round: each playout ends there
with a value for every seat and the round scored as the rules score it. Every level plays whole games
legally at 3 and 4 players, with and without jokers; the hard level's choice is the same for the same seed and budget,
and it searches its hidden card and trump changes rather than taking the normal level's.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from cardtable.ai import LEVELS, make_agent
from cardtable.ai import agents as agents_module
from cardtable.games import get_game
from cardtable.games.faehrte import agents as faehrte_agents
from cardtable.games.faehrte.determinize import Determinizer

G = get_game("faehrte")
TABLES = [(3, False), (3, True), (4, False), (4, True)]
ITERATIONS = 30


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


def test_playouts_reach_the_round_end_with_values_for_every_seat():
    obs, legal = decision(players=3, jokers=True, seed=8)
    determinizer = Determinizer(obs)
    horizon = faehrte_agents.Horizon(obs)
    rng = random.Random(2)
    for _ in range(20):
        state = determinizer.sample(rng)
        while not state.is_terminal() and not horizon.stop(state):
            action = faehrte_agents.playout_policy(state, rng)
            assert action in state.legal_actions()
            state.apply_unchecked(action)
        values = state.returns() if state.is_terminal() else horizon.evaluate(state)
        assert len(values) == 3 and sum(values) == pytest.approx(1.0)
        points = state.round_points[-1]
        assert len(state.round_points) == obs.round and set(points) <= {0, 2, 3}  # 3 players: 3, 2, 0
        assert list(state.scores()) == [total + gained for total, gained in zip(obs.totals, points)]


def test_the_quick_belief_in_a_plus_round_is_certain_once_the_revealed_cards_make_it_plus():
    rng = random.Random(5)
    for seed in range(6):
        state = G.new_game({"players": 4, "jokers": False}, seed)
        while not state.is_terminal() and state.round == 1:
            revealed = sum(code % 13 for _owner, code in state.revealed)
            for seat in range(4):
                chance = faehrte_agents.plus_chance(state, seat)
                assert 0.0 <= chance <= 1.0
                assert chance == 1.0 or revealed < 24
            state.apply(rng.choice(state.legal_actions()))


def position_with(players: int, tricks_left: int, seed: int):
    """A state of a round in play with `tricks_left` tricks to go and a choice of cards for the seat to act."""
    rng = random.Random(seed)
    while True:
        state = G.new_game({"players": players, "jokers": False}, seed)
        while not state.is_terminal() and state.round == 1:
            if state.phase == "play" and state.tricks_left() == tricks_left and len(state.legal_actions()) > 1:
                return state
            state.apply(rng.choice(state.legal_actions()))
        seed += 100


@pytest.mark.parametrize("players, last", [(3, 4), (4, 3)])
def test_a_round_is_late_in_its_last_tricks(players, last):
    for tricks_left, expected in ((last + 1, False), (last, True)):
        state = position_with(players, tricks_left, seed=players)
        assert faehrte_agents.late(state.observation(state.current_seat)) is expected
    hiding = G.new_game({"players": players, "jokers": False}, 1)
    assert not faehrte_agents.late(hiding.observation(hiding.current_seat))


def test_in_the_last_tricks_hard_grows_a_full_tree_and_plays_what_it_finds(monkeypatch):
    # Values lie in [0, 1]: a margin of 2 is never overcome, so early on hard plays the normal card.
    monkeypatch.setattr(faehrte_agents, "KNOW_HOW", dataclasses.replace(faehrte_agents.KNOW_HOW, override_margin=2.0))
    depths = []
    searched = agents_module.search

    def recording(*args, **kwargs):
        depths.append(kwargs["tree_depth"])
        return searched(*args, **kwargs)

    monkeypatch.setattr(agents_module, "search", recording)
    for tricks_left, late in ((5, False), (3, True)):
        state = position_with(4, tricks_left, seed=21)
        obs, legal = state.observation(state.current_seat), state.legal_actions()
        agent = make_agent("faehrte", "hard", seed=2, iterations=150, seconds=None)
        result = agent.analyse(obs, legal)
        normal = faehrte_agents.normal_policy(obs, legal, random.Random(0))
        assert agent.decide(obs, legal, result) == (result.action if late else normal)
        assert depths[-1] == (None if late else faehrte_agents.TREE_DEPTH)
