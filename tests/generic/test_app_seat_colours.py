"""Every registered game's table shows each seat's colour on its mat (the colour of its lines in the plots)."""

import pytest
from PySide6.QtGui import QColor

from cardtable.app.plugin import view_class
from cardtable.app.table.seat_colours import SEAT_COLOURS, seat_colour
from cardtable.app.table.seat_panel import SeatPanel
from cardtable.games import get_game

from tests.generic.app_helpers import game_ids


@pytest.mark.parametrize("game_id", game_ids())
def test_every_mat_carries_its_seats_colour(qtbot, game_id):
    game = get_game(game_id)
    players = game.max_players
    state = game.new_game({"players": players}, 3)
    table = view_class(game_id)().create_table()
    qtbot.addWidget(table)
    table.resize(1200, 800)
    table.set_players([f"P{seat}" for seat in range(players)], [""] * players)
    table.show_observation(state.observation(0))
    panels = [item for item in table.table_scene().items() if isinstance(item, SeatPanel) and item.isVisible()]
    by_name = {panel.name_text(): panel for panel in panels}
    assert sorted(panel.seat() for panel in panels) == list(range(players))
    for seat in range(players):
        panel = by_name[f"P{seat}"]
        assert panel.seat() == seat and panel.seat_colour() == seat_colour(seat)
        dot, name = panel.dot_rect(), panel._name_item.sceneBoundingRect()
        assert dot.right() < name.left() and name.top() <= dot.center().y() <= name.bottom()


def test_the_seat_colours_are_distinct_okabe_ito_colours_and_bad_seats_are_refused():
    assert len({seat_colour(seat).name() for seat in range(len(SEAT_COLOURS))}) == len(SEAT_COLOURS) == 7
    assert seat_colour(0) == QColor("#e69f00") and seat_colour(7) == seat_colour(0)
    for bad in (-1, True, "1", 1.0):
        with pytest.raises(ValueError):
            seat_colour(bad)
