"""Every screen, walked through Qt's in-process accessibility tree: each interactive object (button,
check box, combo, edit, spin box, list, tile) has a name a screen reader can speak, and no two siblings
share one; labels are linked to their fields; the start page's tiles are named and pressable."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QSpinBox

from cardtable.app.shell.coach.hint_panel import HintPanel
from cardtable.app.shell.new_game_dialog import NewGameDialog
from cardtable.games import all_games, get_game
from cardtable.store.saves import SavedGame

from tests.app.accessibility_walker import faults, find, interactive, walk
from tests.generic.app_helpers import (TEST_GAME, late_state, other_game, play_move, results_open, seats,
                                       wait_for_turn_or_results)


def start_page(qtbot, window):
    return window.start_page


def new_game_dialog(qtbot, window):
    window.open_new_game(other_game())
    return window.dialog


def settings_dialog(qtbot, window):
    window.open_settings()
    return window.dialog


def game_page(qtbot, window):
    window.coach.iterations = window.reviewer.iterations = 8
    window.start_game(TEST_GAME, {"rounds": 4}, 3, seats(["human", "random", "random"]))
    wait_for_turn_or_results(qtbot, window)
    return window.game_page


def hint_panel(qtbot, window):
    game_page(qtbot, window)
    window.hint()
    panel = window.coach.panel
    qtbot.waitUntil(lambda: panel.status() == HintPanel.READY, timeout=10000)
    return panel


def hot_seat_cover(qtbot, window):
    window.start_game(TEST_GAME, {"rounds": 4}, 3, seats(["human", "human", "random"]))
    wait_for_turn_or_results(qtbot, window)
    qtbot.waitUntil(lambda: window.game_page._cover.isVisible(), timeout=5000)
    return window.game_page


def results(qtbot, window):
    window.reviewer.iterations = 8
    window.controller.resume(late_state(get_game(TEST_GAME), 3, remaining=4), seats(["human", "random", "random"]),
                             meta={"uid": "walk", "elapsed": 12.0})
    while True:
        wait_for_turn_or_results(qtbot, window)
        if results_open(window):
            return window.dialog
        controller = window.controller
        play_move(qtbot, window, controller.state.legal_actions(controller.awaiting_human)[0])


def statistics_window(qtbot, window):
    results(qtbot, window).close()
    window.statistics.action.trigger()
    return window.statistics.window


def replay_page(qtbot, window):
    state = late_state(get_game(TEST_GAME), 3, remaining=0)
    players = state.num_players
    saved = SavedGame(state, tuple({"name": f"P{seat}", "controller": "human" if seat == 0 else "normal"}
                                   for seat in range(players)), "")
    window.replays.replay_saved(saved)
    return window.replays.page


SCREENS = [start_page, new_game_dialog, settings_dialog, game_page, hint_panel, hot_seat_cover, results,
           statistics_window, replay_page]


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("screen", SCREENS, ids=[screen.__name__ for screen in SCREENS])
def test_every_interactive_object_has_a_name_of_its_own(qtbot, make_window, screen, language):
    window = make_window(language=language)
    widget = screen(qtbot, window)
    qtbot.wait(10)
    assert interactive(walk(widget)), "the walker should reach the screen's controls"
    problems = faults(widget)
    close_windows(window)
    assert not problems, "\n".join(problems)


def close_windows(window) -> None:
    """The dialogs and windows a screen opened, closed before the test game is unregistered."""
    for other in (window.dialog, window.coach.panel, window.statistics.window):
        if other is not None:
            other.close()


def test_the_tiles_are_named_described_and_pressed_through_the_accessibility_action(qtbot, make_window):
    window = make_window()
    for tile in window.start_page.tiles():
        interface = QAccessible.queryAccessibleInterface(tile)
        assert interface.role() == QAccessible.Role.PushButton
        assert interface.text(QAccessible.Text.Name) == tile.listing.name()
        assert tile.listing.summary() in interface.text(QAccessible.Text.Description)
        assert tile.focusPolicy() & Qt.FocusPolicy.TabFocus
    tile = window.start_page.tiles()[1]
    interface = QAccessible.queryAccessibleInterface(tile)
    actions = interface.actionInterface()
    assert actions.pressAction() in actions.actionNames()
    actions.doAction(actions.pressAction())
    qtbot.waitUntil(lambda: isinstance(window.dialog, NewGameDialog))
    assert window.dialog._game_combo.currentData() == tile.game.id
    window.dialog.close()


def test_tab_reaches_every_tile_in_order(qtbot, make_window):
    window = make_window()
    tiles = window.start_page.tiles()
    tiles[0].setFocus()
    qtbot.waitUntil(tiles[0].hasFocus)
    for tile in tiles[1:]:
        qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Tab)
        assert tile.hasFocus()
    qtbot.keyClick(tiles[-1], Qt.Key.Key_Return)
    assert isinstance(window.dialog, NewGameDialog) and window.dialog._game_combo.currentData() == tiles[-1].game.id
    window.dialog.close()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_new_game_dialog_names_every_seat_field_and_links_its_labels(qtbot, make_window, language):
    window = make_window(language=language)
    window.open_new_game(next(game.id for game in all_games() if game.max_players >= 4 and game.option_specs))
    dialog = window.dialog
    qtbot.addWidget(dialog)  # closed at the end, failed or not, before the test game is unregistered
    dialog._players.setValue(4)
    qtbot.wait(10)
    seat_two = {"en": ("Name of seat 2", "Seat 2"), "fr": ("Nom de la place 2", "Place 2")}[language]
    assert find(dialog, seat_two[0], QAccessible.Role.EditableText) is not None
    # A combo box's AT-SPI name is its current text: the label of its row, linked to it, names it.
    boxes = [node.name for node in walk(dialog) if node.role == QAccessible.Role.ComboBox]
    assert sum(name.startswith(seat_two[1] + " ") for name in boxes) == 1, boxes
    assert dialog._controllers[1].accessibleName() == {"en": "Who plays seat 2", "fr": "Qui joue à la place 2"}[language]
    assert find(dialog, {"en": "Number of players", "fr": "Nombre de joueurs"}[language], QAccessible.Role.SpinBox)
    assert find(dialog, {"en": "Deal code", "fr": "Code de donne"}[language], QAccessible.Role.EditableText)
    fields = (QComboBox, QSpinBox, QLineEdit)
    labels = [label for label in dialog.findChildren(QLabel) if label.isVisible() and label.text().endswith(":")
              or label in dialog._seat_labels[:4]]
    assert len(labels) >= 4 + 3 + 1  # seats, game, players, deal code, a variant
    for label in labels:
        assert isinstance(label.buddy(), fields) and label.buddy().isVisible(), label.text()
    dialog.close()


def test_the_game_page_that_announces_is_named_after_its_game(qtbot, make_window):
    window = make_window()
    page = game_page(qtbot, window)
    interface = QAccessible.queryAccessibleInterface(page)
    assert interface.text(QAccessible.Text.Name) == page.ui.name()
