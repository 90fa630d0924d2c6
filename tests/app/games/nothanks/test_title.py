"""The window's title counts No Thanks!'s cards (tests/generic/test_app_title_and_saving.py: every game's title
follows its game to the end)."""

from PySide6.QtCore import Qt

from tests.generic.app_helpers import play_move, seats, wait_for_turn_or_results


def test_the_title_counts_the_cards(qtbot, make_window):
    window = make_window()
    assert window.windowTitle() == "cardtable"
    window.start_game("nothanks", {}, 6, seats(["human", "human", "human"]))
    assert window.windowTitle() == "No Thanks! — card 1 of 24 — cardtable"
    wait_for_turn_or_results(qtbot, window)
    qtbot.mouseClick(window.game_page._cover._button, Qt.MouseButton.LeftButton)
    play_move(qtbot, window, "take")
    assert window.windowTitle() == "No Thanks! — card 2 of 24 — cardtable"
    window.show_start_page()
    assert window.windowTitle() == "cardtable"
