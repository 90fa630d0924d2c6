"""Every registered game's score progression (cardtable.games.progress): x from 0 step by step, one value
per seat at every point, the final reading last, and a game in progress a prefix of the whole game."""

from __future__ import annotations

import pytest

from cardtable.games.progress import Progression, score_progression

from .registered import game_players_id, games_and_player_counts, options_for, played_actions, registered_games
from .sealed_bid.rules import SealedBid


def finished(game, players: int, seed: int):
    options = options_for(game, players, variant=seed)
    history = played_actions(game, options, seed)
    state = game.new_game(options, seed)
    for seat, action in history:
        state.apply(action, seat)
    return state


@pytest.mark.parametrize("game, players", games_and_player_counts(), ids=game_players_id)
def test_the_progression_steps_from_zero_to_the_final_scores_with_one_series_per_seat(game, players):
    state = finished(game, players, seed=players)
    progression = score_progression(state)
    assert isinstance(progression, Progression)
    assert progression.unit == game.score_step_unit and progression.measure == game.score_measure
    xs = [x for x, _ in progression.points]
    assert xs == list(range(len(xs))) and len(xs) >= 2
    assert all(len(values) == players for _, values in progression.points)
    assert progression.points[-1][1] == game.running_scores(state)
    if game.score_measure == "score":
        assert progression.points[-1][1] == state.scores()
    start = game.new_game(state.options, state.seed)
    assert progression.points[0] == (0, game.running_scores(start))
    assert progression.series(players - 1) == (xs, [values[players - 1] for _, values in progression.points])


@pytest.mark.parametrize("game, players", games_and_player_counts()[:1] + games_and_player_counts()[-1:],
                         ids=game_players_id)
def test_a_game_in_progress_gives_the_first_steps_of_the_whole_game(game, players):
    whole = finished(game, players, seed=7)
    state = game.new_game(whole.options, whole.seed)
    for seat, action in whole.history[:len(whole.history) // 2]:
        state.apply(action, seat)
    before = score_progression(state).points
    assert score_progression(whole).points[:len(before)] == before
    assert state.history == whole.history[:len(whole.history) // 2]  # read from a replay: the state is untouched


def test_a_game_without_steps_gets_its_start_and_final_scores():
    plain = [game for game in registered_games() if not game.score_step_events]
    assert plain, "the test game Sealed Bid declares no step"
    for game in plain:
        state = finished(game, game.min_players, seed=1)
        progression = score_progression(state)
        assert progression.unit == "round" and progression.measure == "score"
        assert progression.points == ((0, game.running_scores(game.new_game(state.options, 1))), (1, state.scores()))


def test_only_a_game_state_has_a_progression():
    with pytest.raises(TypeError):
        score_progression({"game": SealedBid.id})


def test_a_state_that_does_not_follow_from_its_record_is_refused():
    state = SealedBid.new_game({"players": 3}, 0)
    state.points = [0, 0, 33]  # edited by hand: the record no longer tells the scores
    with pytest.raises(ValueError, match="record"):
        score_progression(state)
