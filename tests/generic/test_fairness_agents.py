"""Fairness audit, the rules side: every registered game played to the end by every computer level, the
arena's way, and the coach's hints and review, with every agent refereed (tests/generic/fairness.py): it
gets its seat's observation and plain values only, and cannot read the real state while it decides. The
referee itself is shown to catch each kind of cheat, so that these tests can fail."""

from __future__ import annotations

import dataclasses
import random

import pytest

from cardtable.ai import arena, evaluate
from cardtable.ai.agents import LEVELS, Agent, make_agent
from cardtable.app.shell.coach import analysis
from cardtable.games import GameState

from .fairness import FullStateRead, Referee, plain_value_problems
from .registered import game_id, options_for, registered_games

SEARCH_ITERATIONS = 8  # the searching level's budget: enough to search, small enough for whole games


def lineups(game) -> list[tuple[str, ...]]:
    """Seatings that between them give every level a seat (4 players where the game allows)."""
    players = max(game.min_players, min(len(LEVELS), game.max_players))
    cycle = [LEVELS[index % len(LEVELS)] for index in range(-(-len(LEVELS) // players) * players)]
    return [tuple(cycle[start:start + players]) for start in range(0, len(cycle), players)]


@pytest.fixture
def referee(monkeypatch):
    judge = Referee()
    with judge.watching(monkeypatch):
        yield judge


def refereed_make_agent(referee: Referee):
    def make(game_id, level, seed=0, seconds=None, iterations=None):
        referee.check_arguments("make_agent", game_id=game_id, level=level, seed=seed, seconds=seconds,
                                iterations=iterations)
        return referee.guard(make_agent(game_id, level, seed=seed, seconds=seconds, iterations=iterations))
    return make


@pytest.mark.parametrize("game", registered_games(), ids=game_id)
def test_every_level_plays_whole_arena_games_from_its_observation_only(game, referee, monkeypatch):
    monkeypatch.setattr(arena, "make_agent", refereed_make_agent(referee))
    levels_seen = set()
    for index, seats in enumerate(lineups(game)):
        options = options_for(game, len(seats), variant=index)
        options.pop("players")
        config = arena.ArenaConfig(game.id, seats, games=1, seed=index + 1, iterations=SEARCH_ITERATIONS,
                                   seconds=None, options=tuple(sorted(options.items())))
        results = arena.play_one(config, 0)
        assert len(results) == len(seats)
        levels_seen.update(seats)
    assert levels_seen == set(LEVELS)
    assert len(referee.states) == len(lineups(game)), "each game's real state was locked while agents decided"
    referee.assert_fair(min_decisions=20)


def finished_game(game, seed: int) -> GameState:
    state = game.new_game({"players": game.min_players}, seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    return state


def referee_the_coach(monkeypatch, referee: Referee) -> None:
    """The coach's searches (its agents and every evaluate_actions call) go through the referee."""
    monkeypatch.setattr(evaluate, "Agent", lambda *args, **kwargs: referee.guard(Agent(*args, **kwargs)))
    searched = analysis.evaluate_actions

    def refereed_evaluation(game_id, observation, legal, seed=0, iterations=0, cancel=None, snapshot=None):
        referee.check_arguments("evaluate_actions", game_id=game_id, observation=observation, legal=legal,
                                seed=seed, iterations=iterations)
        return searched(game_id, observation, legal, seed=seed, iterations=iterations, cancel=cancel,
                        snapshot=snapshot)

    monkeypatch.setattr(analysis, "evaluate_actions", refereed_evaluation)


@pytest.mark.parametrize("game", registered_games(), ids=game_id)
def test_the_coach_hints_and_reviews_from_the_seats_observation_only(game, referee, monkeypatch):
    referee_the_coach(monkeypatch, referee)
    state = game.new_game({"players": game.min_players}, 7)
    rng, hints = random.Random(7), 0
    while not state.is_terminal() and hints < 4:
        if len(state.legal_actions()) > 1:
            assert analysis.HintRequest.at(state, state.current_seat, iterations=6).evaluate()
            hints += 1
        state.apply(rng.choice(state.legal_actions()))
    played = finished_game(game, 8)
    review = analysis.review_game(played, [0], iterations=2)
    assert review.points
    referee.assert_fair(min_decisions=hints + len(review.points))


# --- the referee catches what it must ---------------------------------------------------------------------

@pytest.fixture
def position(referee):
    game = registered_games()[0]
    state = game.new_game({"players": game.min_players}, 3)
    return game, state


def test_an_agent_handed_the_state_is_caught(referee, position):
    game, state = position
    agent = referee.guard(make_agent(game.id, "random"))
    try:
        agent.choose(state, state.legal_actions())
    except Exception:  # noqa: BLE001 (what the agent makes of a state does not matter here)
        pass
    assert any("game state" in text for text in referee.violations)
    assert any("not a seat's observation" in text for text in referee.violations)


def test_an_agent_that_reaches_the_real_state_while_deciding_is_caught(referee, position):
    game, state = position
    seat = state.current_seat

    class Peeking:
        level = "peeking"

        def choose(self, observation, legal, cancel=None):
            try:
                return state.legal_actions()[0]  # the real state, through a closure
            except FullStateRead:
                return legal[0]  # caught by the cheat: the referee still knows

    agent = referee.guard(Peeking())
    assert agent.choose(state.observation(seat), state.legal_actions(seat)) in state.legal_actions(seat)
    with pytest.raises(AssertionError, match="read while an agent decided"):
        referee.assert_fair()
    # Outside the decision the state reads as usual.
    assert state.legal_actions(seat)


def test_another_seats_or_another_positions_observation_is_caught(referee, position):
    game, state = position
    seat = state.current_seat
    other = (seat + 1) % state.num_players
    agent = referee.guard(make_agent(game.id, "random"))
    agent.choose(state.observation(other), state.legal_actions(seat))  # a seat not to act
    assert referee.violations
    referee.violations.clear()
    elsewhere = game.new_game({"players": game.min_players}, 4)
    elsewhere_obs = elsewhere.observation(elsewhere.current_seat)
    referee.states.remove(elsewhere)  # a state the referee does not know: a copy of the cards, say
    if elsewhere_obs != state.observation(elsewhere.current_seat):
        agent.choose(elsewhere_obs, elsewhere.legal_actions())
        assert any("not what the rules show" in text for text in referee.violations)
    referee.violations.clear()
    agent.choose(state.observation(seat), ("not", "these"))
    assert any("legal actions" in text for text in referee.violations)


def test_anything_but_plain_values_is_caught():
    @dataclasses.dataclass(frozen=True)
    class Smuggler:
        seat: int
        payload: object

    game = registered_games()[0]
    state = game.new_game({"players": game.min_players}, 3)
    assert plain_value_problems(Smuggler(0, state))
    assert plain_value_problems((1, lambda: state))
    assert plain_value_problems({"rng": random.Random(1)})
    assert plain_value_problems(state.observation(0)) == []
    assert plain_value_problems((("take", 3), None, 0.5, frozenset({1}))) == []
