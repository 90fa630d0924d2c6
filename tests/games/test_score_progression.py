"""Each game's score progression follows its own scoring: No Thanks! card by card, Auf falscher Fährte and
Schnäppchen Jagd round by round, Négoce 2 the purses sale by sale."""

from __future__ import annotations

import random

from cardtable.games import get_game
from cardtable.games.progress import score_progression


def played(game_id: str, players: int, seed: int):
    game = get_game(game_id)
    state = game.new_game({"players": players}, seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_no_thanks_reads_the_score_after_each_card_taken():
    state = played("nothanks", 4, 2)
    progression = score_progression(state)
    replay = get_game("nothanks").new_game(state.options, state.seed)
    expected = [replay.scores()]
    for seat, action in state.history:
        replay.apply(action, seat)
        if action == "take":
            expected.append(replay.scores())
    assert progression.unit == "card" and progression.points == tuple(enumerate(expected))
    assert len(expected) == 25  # the 24 cards of the game


def test_faehrte_adds_each_rounds_points():
    state = played("faehrte", 3, 5)
    progression = score_progression(state)
    rounds = state.score_breakdown(0)["rounds"]
    assert progression.unit == "round" and len(progression.points) == len(rounds) + 1
    for seat in range(3):
        _, ys = progression.series(seat)
        points = state.score_breakdown(seat)["rounds"]
        assert ys == [sum(points[:count]) for count in range(len(points) + 1)]


def test_schnaeppchen_steps_once_a_round():
    state = played("schnaeppchen", 3, 4)
    progression = score_progression(state)
    assert progression.unit == "round" and len(progression.points) == state.round + 1
    assert progression.points[0][1] == (0, 0, 0) and progression.points[-1][1] == state.scores()


def test_negoce_plots_the_purses_after_each_sale():
    state = played("negoce", 4, 3)
    progression = score_progression(state)
    assert (progression.unit, progression.measure) == ("sale", "coins")
    assert len(progression.points) == state.sales + 1
    assert progression.points[0][1] == (15, 15, 15, 15) and progression.points[-1][1] == tuple(state.coins)
