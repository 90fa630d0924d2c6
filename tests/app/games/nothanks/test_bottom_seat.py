"""A fixed seat at the bottom (hot-seat): the mats stay put whoever's observation is shown.

What the table shows still comes from the observation alone: the seat at the bottom gets no more
than any other seat the observation's viewer cannot see.
"""

import re

import pytest
from PySide6.QtCore import Qt

from cardtable.app.table.scene import iter_text
from cardtable.games.nothanks.rules import card_points

from .test_table import hidden_chips_position, played, seat_with_names


def mats(table, players):
    return [table.seat_panel(seat).sceneBoundingRect() for seat in range(players)]


def at_the_bottom(table, players) -> int:
    rects = mats(table, players)
    return max(range(players), key=lambda seat: rects[seat].center().y())


def test_the_bottom_seat_stays_put_across_viewers_and_spectators(table):
    state = played(4, "hidden", steps=20)
    seat_with_names(table, 4)
    table.set_bottom_seat(1)
    layouts = []
    for viewer in (1, 2, None, 3, 0, 1):
        table.show_observation(state.observation(viewer))
        assert at_the_bottom(table, 4) == 1 and table.bottom_seat() == 1
        layouts.append(mats(table, 4))
    assert all(layout == layouts[0] for layout in layouts)
    bottom = table.seat_panel(1).sceneBoundingRect()
    assert abs(bottom.center().x() - table.scene().sceneRect().center().x()) < 1


def test_none_puts_the_viewer_back_at_the_bottom(table):
    state = played(5, steps=12)
    table.set_bottom_seat(3)
    table.show_observation(state.observation(2))
    assert at_the_bottom(table, 5) == 3
    table.set_bottom_seat(None)
    assert at_the_bottom(table, 5) == 2
    table.show_observation(state.observation(None))
    assert at_the_bottom(table, 5) == 0
    table.set_bottom_seat(9)  # no such seat at this table: ignored
    assert at_the_bottom(table, 5) == 0


@pytest.mark.parametrize("viewer", [0, None])
def test_the_bottom_seat_learns_nothing_secret(table, viewer):
    state, obs, secret = hidden_chips_position()
    seat_with_names(table, 5)
    table.set_bottom_seat(2)
    table.show_observation(state.observation(viewer))
    texts = list(iter_text(table.scene()))
    for count in secret:
        assert not any(re.search(rf"(?<!\d){count}(?!\d)", text) for text in texts), count
    for seat in range(5):
        known = viewer is not None and seat == viewer
        assert table.chip_stack(seat).label_text() == (str(obs.my_chips) if known else "?")
        assert table.seat_panel(seat).info_lines()[0].startswith("Score" if known else "Cards:")
    points = card_points(obs.cards[2])
    assert table.seat_panel(2).info_lines() == [f"Cards: {points} point" + ("s" if points != 1 else "")]


def test_only_the_viewers_own_chips_ask_to_pay_whoever_sits_at_the_bottom(qtbot, table):
    state = played(4, steps=9)
    while state.current_seat == 1:
        state.apply("pay")
    seat = state.current_seat
    table.set_bottom_seat(1)
    table.show_observation(state.observation(seat))
    table.set_legal_actions(("take", "pay"))
    with qtbot.assertNotEmitted(table.action_requested):
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                         pos=table.mapFromScene(table.chip_stack(1).centre()))
    with qtbot.waitSignal(table.action_requested, timeout=1000) as blocker:
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                         pos=table.mapFromScene(table.chip_stack(seat).centre()))
    assert blocker.args == ["pay"]
    assert "Your turn" in table.status_text()
