"""A table that shows game after game keeps nothing of the games it showed: its scene holds as many items, and
it as many Qt objects, at the start of each of the last games (a pool of hidden items may grow to the most a
game needed, then no more; the soak, tests/benchmarks/soak.py, counts them over a thousand games)."""

import pytest
from PySide6.QtCore import QObject

from cardtable.app.plugin import view_class
from cardtable.games import get_game

from tests.generic.app_helpers import game_ids, late_state


@pytest.mark.parametrize("game_id", game_ids())
def test_a_table_keeps_no_items_from_the_games_it_showed(qtbot, game_id):
    game = get_game(game_id)
    players = game.max_players
    table = view_class(game_id)().create_table()
    qtbot.addWidget(table)
    table.resize(1200, 800)
    table.set_players([f"P{seat}" for seat in range(players)], [""] * players)
    at_start = []
    for seed in range(6):
        table.show_observation(game.new_game({"players": players}, seed).observation(0))
        at_start.append((len(table.table_scene().items()), len(table.findChildren(QObject))))
        end = late_state(game, seed, remaining=0)  # a whole game, at its results (of min_players seats)
        table.show_observation(end.observation(0))
    assert at_start[-3] == at_start[-2] == at_start[-1], at_start
