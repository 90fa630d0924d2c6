"""Every registered game on the start page and in the new-game dialog, saved after a move, resumed."""

import pytest
from PySide6.QtCore import Qt

from cardtable.app.games import view_class
from cardtable.games import available_ids, get_game
from cardtable.store import saves

from tests.generic.app_helpers import TEST_GAME, game_ids, play_move, seats, wait_for_turn_or_results
from tests.generic.sealed_bid.rules import BIDS, PRIZES


def test_the_start_page_shows_a_tile_per_registered_game(make_window):
    window = make_window()
    tiles = {tile.game.id: tile for tile in window.start_page.tiles()}
    assert list(tiles) == list(available_ids())
    assert set(game_ids()) <= set(tiles)
    for game_id, tile in tiles.items():
        assert tile.isVisible() and view_class(game_id).name() in tile._name.text()
        assert tile._summary.text() == view_class(game_id).summary()


@pytest.mark.parametrize("game_id", game_ids())
def test_a_tile_opens_the_new_game_dialog_with_the_game_and_its_variants(qtbot, make_window, game_id):
    window = make_window()
    tile = window.start_page.findChild(type(window.start_page.tiles()[0]), f"tile-{game_id}")
    qtbot.mouseClick(tile, Qt.MouseButton.LeftButton)
    dialog = window.dialog
    assert dialog is not None and dialog.objectName() == "newGameDialog"
    combo = dialog._game_combo
    assert [combo.itemData(index) for index in range(combo.count())] == list(available_ids())
    assert combo.currentData() == game_id and combo.currentText() == view_class(game_id).name()
    game = get_game(game_id)
    assert dialog._players.minimum() == game.min_players and dialog._players.maximum() == game.max_players
    for spec in game.option_specs:
        label, choices = dialog._variant_combos[spec.key]
        assert [choices.itemData(index) for index in range(choices.count())] == list(spec.choices)
        assert [choices.itemText(index) for index in range(choices.count())] == view_class(game_id).choice_labels(spec)
    assert set(dialog._variant_combos) == {spec.key for spec in game.option_specs}
    qtbot.mouseClick(dialog._buttons.button(dialog._buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert type(window.controller.state).game is game


def first_offered(window):
    state = window.controller.state
    return state.legal_actions(window.controller.awaiting_human)[0]


@pytest.mark.parametrize("game_id", game_ids())
def test_saved_after_a_move_offered_for_resume_and_resumed_it_goes_on(qtbot, make_window, game_id):
    game = get_game(game_id)
    lineup = seats(["human"] + ["easy"] * (game.min_players - 1))
    window = make_window()
    window.start_game(game_id, {}, 5, lineup)
    wait_for_turn_or_results(qtbot, window)
    play_move(qtbot, window, first_offered(window))
    wait_for_turn_or_results(qtbot, window)
    saved = saves.load()
    assert saved.status == "ok" and saved.game.state == window.controller.state
    window.show_start_page()
    resume = window.start_page.button("resume")
    assert resume.isVisible() and view_class(game_id).name() in resume.text()
    moves = len(window.controller.state.history)
    qtbot.mouseClick(resume, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.game_page
    assert window.controller.state == saved.game.state and window.controller.seats == tuple(lineup)
    assert window.controller.meta["uid"] == saved.game.meta["uid"]  # the same playthrough, counted once
    wait_for_turn_or_results(qtbot, window)
    assert window.controller.awaiting_human == 0
    play_move(qtbot, window, first_offered(window))
    assert len(window.controller.state.history) > moves


def test_sealed_bid_resumes_between_the_winners_two_decisions(qtbot, make_window):
    """Saved after the person's winning bid, the game resumes with the same person choosing a prize."""
    window = make_window()
    window.start_game(TEST_GAME, {"rounds": 4}, 8, seats(["human", "easy", "easy"]))
    while True:
        wait_for_turn_or_results(qtbot, window)
        obs = window.controller.observation()
        if obs.winner == 0:
            break
        play_move(qtbot, window, BIDS[obs.coins[0]] if obs.bid_made.count(False) == 1 else BIDS[0])
    saved = window.controller.state.to_json()
    window.close()
    second = make_window()
    qtbot.mouseClick(second.start_page.button("resume"), Qt.MouseButton.LeftButton)
    assert second.controller.state.to_json() == saved
    wait_for_turn_or_results(qtbot, second)
    assert second.controller.awaiting_human == 0
    offered = {action for action, button in second.game_page.action_buttons().items() if button.isEnabled()}
    assert offered == set(PRIZES)
    play_move(qtbot, second, PRIZES[1])
    assert second.controller.state.history[-1] == (0, PRIZES[1])
