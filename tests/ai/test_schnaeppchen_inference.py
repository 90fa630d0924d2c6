"""Weighing sampled deals by how well they explain the other players' plays this round."""

import math
import random
import statistics

from cardtable.ai import make_agent
from cardtable.games import get_game
from cardtable.games.schnaeppchen.determinize import Determinizer, tempered_weights
from cardtable.games.schnaeppchen.inference import log_likelihood, round_plays

GAME = get_game("schnaeppchen")


def positions_from_normal_games(games, every=4):
    """Positions of play, after the others have played this round, from games of four `normal` players."""
    normal = make_agent("schnaeppchen", "normal")
    found = []
    for seed in range(games):
        state = GAME.new_game({"players": 4}, 300 + seed)
        step = 0
        while not state.is_terminal():
            seat = state.turn
            step += 1
            if state.phase == "play" and step % every == 0 and len(round_plays(state.observation(seat))) >= 6:
                found.append(state.clone())
            state.apply(normal.choose(state.observation(seat), state.legal_actions()), seat)
    return found


def others_hands(state, seat):
    return {other: list(state.hands[other]) for other in range(state.players) if other != seat}


def share_placed_right(sample, state, seat):
    right = total = 0
    for other in range(state.players):
        if other != seat:
            right += sum(1 for code in sample.hands[other] if code in state.hands[other])
            total += len(state.hands[other])
    return right / total


def test_the_true_hands_explain_normal_players_better_than_random_deals():
    rng = random.Random(1)
    better = []
    for state in positions_from_normal_games(3):
        seat = state.turn
        observation = state.observation(seat)
        determinizer = Determinizer(observation)
        truth = log_likelihood(observation, others_hands(state, seat))
        chance = statistics.mean(log_likelihood(observation, determinizer._deal(rng)[0]) for _ in range(8))
        better.append(truth > chance)
    assert len(better) >= 20
    assert sum(better) / len(better) > 0.8


def test_weighted_samples_place_more_of_the_others_cards_right_than_uniform_deals():
    rng = random.Random(2)
    weighted, uniform = [], []
    for state in positions_from_normal_games(3):
        seat = state.turn
        if sum(len(hand) for hand in others_hands(state, seat).values()) < 3:
            continue  # nothing left to place
        determinizer = Determinizer(state.observation(seat))
        weighted += [share_placed_right(determinizer.sample(rng), state, seat) for _ in range(10)]
        uniform += [share_placed_right(determinizer._build(*determinizer._deal(rng), rng), state, seat)
                    for _ in range(10)]
    assert statistics.mean(weighted) > 1.1 * statistics.mean(uniform)


def test_at_the_start_of_a_round_deals_are_not_weighed():
    state = GAME.new_game({"players": 3}, 4)
    while state.phase != "play":
        state.apply(state.legal_actions()[0])
    determinizer = Determinizer(state.observation(state.turn))
    assert determinizer.plays == []
    determinizer.sample(random.Random(0))
    assert determinizer._weighted is None


def test_the_searching_seat_s_own_plays_are_not_weighed():
    for state in positions_from_normal_games(1):
        seat = state.turn
        determinizer = Determinizer(state.observation(seat))
        assert determinizer.plays and all(play.seat != seat for _before, play in determinizer.plays)


def effective_size(weights):
    return sum(weights) ** 2 / sum(w * w for w in weights)


def test_peaked_weights_are_flattened_to_the_wanted_effective_size_keeping_their_order():
    logs = [0.0, -1.0, -8.0, -20.0] + [-30.0] * 44
    weights = tempered_weights(logs, 24)
    assert effective_size(weights) >= 24
    assert weights == sorted(weights, reverse=True) and weights[0] > weights[-1]


def test_weights_already_spread_enough_are_left_as_they_are():
    logs = [0.0, -0.1, -0.2, -0.05] * 12
    assert tempered_weights(logs, 24) == [math.exp(value) for value in logs]
