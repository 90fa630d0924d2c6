"""Hot-seat between two people, on every registered game: whenever anyone else acted since a person's last
decision, the cover hides the table, which then shows only public information, until that person
reveals it; a person who acts again at once keeps the table."""

import random

import pytest
from PySide6.QtCore import Qt

from cardtable.games import get_game

from tests.generic.app_helpers import game_ids, play_move, results_open, seats, wait_for_turn_or_results

DECISIONS = 8  # the people's decisions checked in each game


@pytest.mark.parametrize("game_id", game_ids())
def test_two_people_meet_the_cover_whenever_the_turn_changes_hands(qtbot, make_window, game_id):
    window = make_window()
    controllers = ["human", "human"] + ["easy"] * (get_game(game_id).min_players - 2)
    window.start_game(game_id, {}, 5, seats(controllers))
    page, controller = window.game_page, window.controller
    rng, covers = random.Random(game_id), 0
    for _ in range(DECISIONS):
        wait_for_turn_or_results(qtbot, window)
        if results_open(window):
            break
        seat, history = controller.awaiting_human, controller.state.history
        if not history or history[-1][0] != seat:
            assert page._cover.isVisible(), "the next person must find the table covered"
            assert controller.viewer() is None and page.table.observation().seat is None
            assert not any(button.isEnabled() for button in page.action_buttons().values())
            qtbot.mouseClick(page._cover._button, Qt.MouseButton.LeftButton)
            covers += 1
        assert page._cover.isHidden()
        assert page.table.observation().seat == seat == controller.viewer()
        play_move(qtbot, window, rng.choice(controller.state.legal_actions(seat)))
    assert covers >= 2, "both people met the cover"
