"""Every dialog fits: each shell dialog, and each dialog of every registered game, opened in an 800 x 600
window in French and a 1920 x 1080 one in English, lies inside the main window with no text cut
(tests/app/fitting.py says what that means). A game's own dialogs are the ones its view shows off at a
person's turn (`GameView.showcase`), met along a random game driven on the table itself."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import QSpinBox, QWidget

from cardtable.app.games import view_class
from cardtable.app.shell.results_dialog import ResultsDialog
from cardtable.app.table.view import NAME_WEIGHT
from cardtable.games import get_game

from tests.app.fitting import misfits, outside

from .app_helpers import game_ids, seats
from .per_game import suite_support

LONGER_NAMES = ("Alice", "Bruno", "Chloé", "Dmitri", "Emma", "Farid", "Greta")
SETUPS = [pytest.param("fr", (800, 600), id="fr-800x600"), pytest.param("en", (1920, 1080), id="en-1920x1080")]


def window_at(qtbot, make_window, language, size):
    window = make_window(language=language)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.centralWidget().size() == window.size() - QSize(0, window.menuBar().height()))
    return window


def assert_fits(dialog: QWidget, window) -> None:
    assert not outside(dialog, window), outside(dialog, window)
    assert misfits(dialog) == []


def assert_clear(dialog: QWidget, table) -> None:
    frame = dialog.frameGeometry()
    area = QRect(table.mapToGlobal(QPoint(0, 0)), table.size())
    assert area.contains(frame), f"{dialog.objectName()} {frame.getRect()} leaves the table {area.getRect()}"
    names = [rect for rect, weight in table.keep_clear_rects() if weight >= NAME_WEIGHT]
    assert names and not any(frame.intersects(rect) for rect in names), f"{dialog.objectName()} hides a name"


@pytest.mark.parametrize("language, size", SETUPS)
def test_the_start_page_shows_every_game_whole(qtbot, make_window, language, size):
    window = window_at(qtbot, make_window, language, size)
    page = window.start_page
    assert len(page.tiles()) == len(game_ids())
    assert misfits(page) == []


@pytest.mark.parametrize("language, size", SETUPS)
def test_the_shell_dialogs_fit_the_window(qtbot, make_window, language, size):
    window = window_at(qtbot, make_window, language, size)
    for opener in (window.open_settings, window.open_about):
        opener()
        assert_fits(window.dialog, window)
        window.dialog.reject()
    window.open_rules()
    assert_fits(window.rules_window, window)
    window.rules_window.close()


@pytest.mark.parametrize("game_id", game_ids())
@pytest.mark.parametrize("language, size", SETUPS)
def test_the_new_game_dialog_and_the_rules_fit_at_every_player_count(qtbot, make_window, language, size, game_id):
    window = window_at(qtbot, make_window, language, size)
    game = get_game(game_id)
    window.open_new_game(game_id)
    dialog = window.dialog
    for players in game.player_counts():
        dialog.findChild(QSpinBox, "playersSpin").setValue(players)
        assert_fits(dialog, window)
    dialog.reject()
    window.open_rules()
    window.rules_window.set_game(game_id)
    assert_fits(window.rules_window, window)
    window.rules_window.close()


def showcase_dialogs(qtbot, window, game_id: str, seed: int = 3) -> set[str]:
    """Walk a random game with a person at seat 0, showing each of the person's turns on the table, and
    check every dialog the game's showcase opens; returns their names."""
    game = get_game(game_id)
    players = game.min_players if game.max_players < 4 else 4
    window.start_game(game_id, {}, seed, seats(["human"] + ["easy"] * (players - 1)))
    qtbot.waitUntil(lambda: window.game_page.ui is not None and window.game_page.table is not None)
    window.controller.stop()  # the test moves every seat itself
    ui, table = window.game_page.ui, window.game_page.table
    qtbot.waitUntil(lambda: table.width() > window.width() // 2)  # the page is laid out
    roomy = window.width() >= 1600
    state, rng, seen = game.new_game({"players": players}, seed), random.Random(seed), set()
    while not state.is_terminal():
        seat = state.current_seat
        legal = tuple(state.legal_actions(seat))
        if seat == 0:
            table.show_observation(state.observation(0))
            table.set_legal_actions(legal)
            for name, widget in ui.showcase(table, legal):
                if widget is not None and widget.isWindow():  # every time: a longer junk pile, say
                    seen.add(name)
                    assert_fits(widget, window)
                    if roomy:  # room enough: over the table, clear of the players' names
                        assert_clear(widget, table)
            table.set_legal_actions(())
        state.apply(rng.choice(legal), seat)
    return seen


@pytest.mark.parametrize("game_id", game_ids())
@pytest.mark.parametrize("language, size", SETUPS)
def test_a_games_own_dialogs_fit_the_window(qtbot, make_window, language, size, game_id):
    window = window_at(qtbot, make_window, language, size)
    seen = showcase_dialogs(qtbot, window, game_id)
    assert suite_support(game_id).dialogs_met <= seen  # the dialogs a game's walk always meets: it did


@pytest.mark.parametrize("game_id", game_ids())
@pytest.mark.parametrize("language, size", SETUPS)
def test_the_results_and_the_hot_seat_cover_fit(qtbot, make_window, language, size, game_id):
    window = window_at(qtbot, make_window, language, size)
    game = get_game(game_id)
    state = game.new_game({"players": game.min_players}, 5)
    rng = random.Random(5)
    while not state.is_terminal():
        state.apply(rng.choice(tuple(state.legal_actions())))
    window.start_game(game_id, {}, 5, seats(["easy"] * game.min_players))
    window.controller.stop()
    window.controller.state = state
    window.show_results()
    assert isinstance(window.dialog, ResultsDialog)
    assert_fits(window.dialog, window)
    window.dialog.reject()
    window.start_game(game_id, {}, 77, seats(["human", "human"] + ["easy"] * (game.min_players - 2)))
    page = window.game_page
    cover = page.findChild(QWidget, "hotSeatCover")
    qtbot.waitUntil(cover.isVisible)
    assert misfits(cover) == []
    assert window.rect().contains(cover.geometry().translated(cover.mapTo(window, cover.rect().topLeft())
                                                              - cover.geometry().topLeft()))


@pytest.mark.parametrize("game_id", game_ids())
@pytest.mark.parametrize("language, size", SETUPS)
def test_the_side_panel_fits_with_the_most_players(qtbot, make_window, language, size, game_id):
    """The scoreboard's columns (names included), the prompt and the buttons, with every seat taken."""
    game = get_game(game_id)
    window = window_at(qtbot, make_window, language, (1280, 800))  # started there, then resized
    window.start_game(game_id, {}, 5, seats(["human"] + ["easy"] * (game.max_players - 1), names=LONGER_NAMES))
    page = window.game_page
    qtbot.waitUntil(lambda: window.controller.awaiting_human is not None or window.dialog is not None, timeout=20000)
    window.resize(*size)  # the panel's width changes, the scoreboard follows
    qtbot.wait(50)
    assert misfits(page._side) == []
    assert every_row_shown(page._scoreboard)


def every_row_shown(board) -> bool:
    last = board.rowCount() - 1
    return board.rowViewportPosition(last) + board.rowHeight(last) <= board.viewport().height()


@pytest.mark.parametrize("game_id", game_ids())
def test_on_a_large_screen_the_side_panel_grows_with_the_table_and_still_fits(qtbot, make_window, game_id):
    game = get_game(game_id)
    sizes = {}
    for size in ((800, 600), (2560, 1440)):
        window = window_at(qtbot, make_window, "en", size)
        window.start_game(game_id, {}, 5, seats(["human"] + ["easy"] * (game.max_players - 1)))
        page = window.game_page
        qtbot.waitUntil(lambda: window.controller.awaiting_human is not None or window.dialog is not None,
                        timeout=20000)
        qtbot.wait(50)
        assert misfits(page._side) == [] and every_row_shown(page._scoreboard)
        sizes[size] = (page._prompt.fontInfo().pixelSize(), page._side.width())
    (small_font, small_width), (large_font, large_width) = sizes[(800, 600)], sizes[(2560, 1440)]
    assert large_font >= small_font * 1.4 and large_width >= small_width * 1.8
