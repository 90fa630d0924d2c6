"""The window's title counts Schnäppchen Jagd's rounds, also after another game (tests/generic/
test_app_title_and_saving.py: every game's title follows its game to the end)."""

from tests.generic.app_helpers import other_game, seats


def test_the_title_counts_the_rounds(qtbot, make_window):
    window = make_window()
    window.start_game(other_game("schnaeppchen"), {}, 6, seats(["easy"] * 4))
    window.controller.stop()
    window.start_game("schnaeppchen", {}, 6, seats(["human", "easy", "easy"]))
    assert window.windowTitle() == "Schnäppchen Jagd — round 1 of 6 — cardtable"
    window.show_start_page()
    assert window.windowTitle() == "cardtable"
