"""The coach's figures depend on the seat's observation only: the same observation and seed give the same
answer, and two states that differ only in what the seat cannot see give the same answer too. The review of
a real game: one point per decision with a choice, turning points among the biggest drops."""

from __future__ import annotations

import random

import pytest

from cardtable.app.shell.coach.analysis import (HintRequest, ReviewPoint, coach_seed, decisions_to_review,
                                          events_after_moves, pick_turning_points, review_game)
from cardtable.app.shell.log_events import replay_events
from cardtable.games import all_games, get_game

from tests.generic.per_game import shipped_game_ids


def midgame(game_id: str, seed: int = 4):
    """A state of a random game some way in, at a decision with a choice."""
    game = get_game(game_id)
    state = game.new_game(game.validate_options({"players": max(3, game.min_players)}), seed)
    rng = random.Random(seed)
    for _ in range(12):
        state.apply(rng.choice(state.legal_actions()))
    while len(state.legal_actions()) < 2:
        state.apply(state.legal_actions()[0])
    return state


def same_view_other_hidden(state, seat: int):
    """Another state that `seat` cannot tell from `state` (the hidden cards dealt otherwise), at the same
    place of the same deal's history."""
    know_how = type(state).game.know_how()
    observation = state.observation(seat)
    for attempt in range(20):
        other = know_how.determinizer(observation).sample(random.Random(attempt))
        if other.position() != state.position():
            other.seed, other.history = state.seed, list(state.history)
            return other
    pytest.fail("no other deal fits the observation")


@pytest.mark.parametrize("game_id", shipped_game_ids())
def test_the_answer_depends_only_on_the_observation_and_the_seed(game_id):
    state = midgame(game_id)
    seat = state.current_seat
    first = HintRequest.at(state, seat, iterations=30)
    answer = first.evaluate()
    assert {item.action for item in answer} == set(state.legal_actions(seat))
    assert HintRequest.at(state.clone(), seat, iterations=30).evaluate() == answer  # same question, same answer
    other = same_view_other_hidden(state, seat)
    second = HintRequest.at(other, seat, iterations=30)
    assert second.observation == first.observation and second.seed == first.seed
    assert second.evaluate() == answer, "what the seat cannot see changed the coach's figures"


def test_the_seed_comes_from_the_deal_the_moment_and_the_seat():
    seeds = {coach_seed(deal, moves, seat) for deal in (1, 2) for moves in (0, 5) for seat in (0, 1)}
    assert len(seeds) == 8 and all(0 <= seed < 2 ** 32 for seed in seeds)
    assert coach_seed(7, 3, 1) == coach_seed(7, 3, 1)


def test_each_game_names_its_budgets():
    for game in all_games():
        know_how = game.know_how()
        assert know_how.coach_iterations >= 100 and 10 <= know_how.review_iterations <= know_how.coach_iterations


def finished(game_id: str, seed: int):
    game = get_game(game_id)
    state = game.new_game(game.validate_options({"players": 3}), seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_the_review_of_a_real_game_has_a_point_per_decision_and_its_biggest_drops():
    state = finished("nothanks", 8)
    wanted = decisions_to_review(state, (0,))
    review = review_game(state, (0,), iterations=40)
    assert [point.move for point in review.points] == [move for move, seat in wanted]
    assert [point.decision for point in review.points] == list(range(1, len(wanted) + 1))
    assert all(state.history[point.move] == (0, point.played) for point in review.points)
    assert all(0 <= point.chance <= 1 and 0 <= point.best_chance <= 1 for point in review.points)
    assert review.turning_points == pick_turning_points(review.points)
    assert review_game(state, (0,), iterations=40) == review  # reproducible


def test_the_review_quotes_the_search_shares_through_the_games_review_map():
    state = finished("nothanks", 8)
    chance_map = get_game("nothanks").know_how().review_chance_map
    assert chance_map is not None
    replay = get_game("nothanks").replay(dict(state.record(), actions=[]))
    review, changed = review_game(state, (0,), iterations=40), 0
    for move, (seat, action) in enumerate(state.history):
        point = next((item for item in review.points if item.move == move), None)
        if point is not None:
            figures = {item.action: item for item in HintRequest.at(replay, 0, 40).evaluate()}
            share = figures[point.best].win_chance
            assert point.best_chance == chance_map(share)
            changed += point.best_chance != share
            if figures[point.played].visits:  # else searched alone, with its own budget
                assert point.chance == chance_map(figures[point.played].win_chance)
        replay.apply(action, seat)
    assert changed > 0


def point(move: int, seat: int, chance: float, best_chance: float, same: bool = False) -> ReviewPoint:
    return ReviewPoint(seat, move, move, "played", chance, "played" if same else "best", best_chance)


def test_turning_points_are_each_persons_biggest_drops_in_the_order_of_the_game():
    points = [point(1, 0, 0.5, 0.55), point(2, 0, 0.2, 0.7), point(3, 0, 0.1, 0.4), point(4, 0, 0.3, 0.45),
              point(5, 0, 0.0, 0.9, same=True), point(6, 0, 0.6, 0.8), point(7, 1, 0.1, 0.9)]
    chosen = pick_turning_points(points, per_person=3, min_drop=0.1)
    assert [p.move for p in chosen] == [2, 3, 6, 7]  # 0.5, 0.3 and 0.2 for seat 0; a drop of 0.15 left out
    assert pick_turning_points(points, per_person=3, min_drop=0.6) == (points[-1],)


def test_events_after_moves_places_a_line_after_its_move():
    state = finished("nothanks", 3)
    after = events_after_moves(state)
    assert len(after) == len(state.history) and after == sorted(after)
    assert after[-1] == len(replay_events(state))
