"""Hot-seat between two people, on every registered game: whenever anyone else acted since a person's last
decision, the cover hides the table, which then shows only public information, until that person
reveals it; a person who acts again at once keeps the table. The cover speaks in the game's words, the
person to act sits at the bottom of the table, and a move that is a person's only legal one is played for
them without calling them to the screen."""

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
    rng, covers, mine = random.Random(game_id), 0, None  # mine: the history's length after my last move
    for _ in range(DECISIONS):
        wait_for_turn_or_results(qtbot, window)
        if results_open(window):
            break
        seat, history = controller.awaiting_human, controller.state.history
        assert len(controller.state.legal_actions(seat)) > 1, "only a real decision calls a person"
        if mine != (len(history), seat):
            assert page._cover.isVisible(), "the next person must find the table covered"
            assert controller.viewer() is None and page.table.observation().seat is None
            assert not any(button.isEnabled() for button in page.action_buttons().values())
            assert page._cover._hint.text() == page.ui.cover_text(controller.names()[seat])
            qtbot.mouseClick(page._cover._button, Qt.MouseButton.LeftButton)
            covers += 1
        assert page._cover.isHidden()
        assert page.table.observation().seat == seat == controller.viewer()
        assert page.table.bottom_seat() == seat, "the person to act sits at the bottom"
        play_move(qtbot, window, rng.choice(controller.state.legal_actions(seat)))
        mine = (len(controller.state.history), seat)
    assert covers >= 2, "both people met the cover"
