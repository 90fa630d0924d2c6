"""Changing game on the table lets the last game's view and table go (the soak's RSS grew per game)."""

import weakref

from PySide6.QtCore import QCoreApplication, QEvent

from cardtable.app.shell.controller import Seat
from cardtable.app.plugin import GameView

from tests.generic.per_game import shipped_game_ids


def flush_deletions() -> None:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def test_each_change_of_game_leaves_one_view_on_the_page(qtbot, make_window):
    window = make_window()
    page = window.game_page
    seats = [Seat(name, "random") for name in ("Ann", "Bob", "Cy", "Dan")]
    first_views = []
    for round_number in range(2):
        for game_id in shipped_game_ids():
            window.start_game(game_id, {}, 7, seats)
            flush_deletions()
            if round_number == 0:
                first_views.append(weakref.ref(page.ui))
            window.controller.stop()
    views = page.findChildren(GameView)
    assert views == [page.ui]
    assert all(view() is None or view() is page.ui for view in first_views)
