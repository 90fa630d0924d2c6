"""Every registered game: each computer level plays whole games choosing only legal actions, from its own
seat's observation and nothing else."""

from __future__ import annotations

import pytest

from cardtable.ai import LEVELS, make_agent

from .registered import contains_state, game_players_id, options_for, registered_games

ITERATIONS = 30


def lineups():
    """(game, players, level): each level at the smallest and the largest table of every game."""
    return [(game, players, level) for game in registered_games()
            for players in sorted({game.min_players, game.max_players}) for level in LEVELS]


def lineup_id(value) -> str:
    return game_players_id(value) if not isinstance(value, str) else value


@pytest.mark.parametrize("game, players, level", lineups(), ids=lineup_id)
def test_a_level_plays_whole_games_legally_from_its_observation(game, players, level):
    # The searching level takes two seats (it is the slow one); the others are filled with random players.
    levels = [level] * players if level != "hard" else ["hard", "hard"] + ["random"] * (players - 2)
    agents = [make_agent(game.id, name, seed=seat, iterations=ITERATIONS, seconds=None)
              for seat, name in enumerate(levels)]
    state = game.new_game(options_for(game, players, variant=players), players)
    decisions = 0
    while not state.is_terminal():
        seat = state.current_seat
        observation, legal = state.observation(seat), state.legal_actions()
        assert observation.legal_actions() == legal
        assert not contains_state((observation, legal))
        action = agents[seat].choose(observation, legal)
        assert action in legal, f"{levels[seat]} chose {action!r}, not a legal action"
        state.apply(action, seat)
        decisions += levels[seat] == level
    assert decisions
    if level == "hard":
        assert any(agent.last_iterations for agent in agents[:2])
