"""A game's win chance map (know_how.WinChanceMap): the line through its knots, flat beyond them; every game's
map goes up and stays within [0, 1]."""

import pytest

from cardtable.games import get_game
from cardtable.games.know_how import WinChanceMap
from tests.generic.per_game import shipped_game_ids

GRID = [index / 200 for index in range(201)]


def test_the_map_is_the_line_through_its_knots_and_flat_beyond():
    chance_map = WinChanceMap(((0.1, 0.05), (0.5, 0.4), (0.9, 0.95)))
    assert chance_map(0.0) == chance_map(0.1) == 0.05
    assert chance_map(0.3) == pytest.approx(0.225)
    assert chance_map(0.5) == pytest.approx(0.4)
    assert chance_map(0.7) == pytest.approx(0.675)
    assert chance_map(1.0) == chance_map(0.9) == 0.95


def test_a_map_through_the_diagonal_is_the_identity():
    identity = WinChanceMap(((0.0, 0.0), (1.0, 1.0)))
    assert all(identity(share) == pytest.approx(share) for share in GRID)


@pytest.mark.parametrize("knots", [(), ((0.2, 0.3), (0.2, 0.4)), ((0.1, 0.5), (0.2, 0.4)), ((0.5, 1.2),),
                                   ((-0.1, 0.0), (1.0, 1.0))])
def test_knots_that_go_down_or_leave_the_unit_square_are_refused(knots):
    with pytest.raises(ValueError):
        WinChanceMap(knots)


@pytest.mark.parametrize("game_id", shipped_game_ids())
def test_each_games_map_goes_up_within_zero_and_one(game_id):
    chance_map = get_game(game_id).know_how().review_chance_map
    if chance_map is None:
        pytest.skip(f"{game_id} quotes the search's shares as they are")
    chances = [chance_map(share) for share in GRID]
    assert all(0.0 <= chance <= 1.0 for chance in chances)
    assert chances == sorted(chances)
    assert chances[-1] > chances[0]  # it tells a won position from a lost one
