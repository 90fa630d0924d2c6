"""The window's title names the game and how far it has gone; a game that cannot be saved goes on, says so
on the table until a save succeeds, and tries again after the next move; the results tell when undo was
used; the settings dialog turns undo on and off."""

from __future__ import annotations

import errno
import random

import pytest
from PySide6.QtCore import Qt

from cardtable.app.games import view_class
from cardtable.app.shell.results_dialog import ResultsDialog
from cardtable.app.shell.settings_dialog import SettingsDialog
from cardtable.games import get_game
from cardtable.store.settings import Settings

from tests.generic.app_helpers import (TEST_GAME, game_ids, late_state, play_move, resume, results_open, seats,
                                       side_panel_texts, table_texts, wait_for_turn_or_results)


def solo(qtbot, make_window, game_id, seed=6):
    window = make_window()
    window.start_game(game_id, {}, seed, seats(["human"] + ["easy"] * (get_game(game_id).min_players - 1)))
    wait_for_turn_or_results(qtbot, window)
    return window


@pytest.mark.parametrize("game_id", game_ids())
def test_the_title_follows_the_game_to_its_end_and_back_to_the_start_page(qtbot, make_window, game_id):
    window = make_window()
    game = get_game(game_id)
    name = window.game_page.ui.name() if window.game_page.ui else None
    window.pages.setCurrentWidget(window.game_page)
    window.controller.resume(late_state(game, 2, remaining=4), seats(["easy"] * game.min_players))
    name = window.game_page.ui.name()
    progress = window.game_page.ui.progress(window.controller.state.observation(None))
    expected = f"{name} — {progress} — cardtable" if progress else f"{name} — cardtable"
    assert window.windowTitle() == expected
    wait_for_turn_or_results(qtbot, window)
    assert window.windowTitle() == f"{name} — game over — cardtable"
    window.dialog.reject()
    window.show_start_page()
    assert window.windowTitle() == "cardtable"


class FullDiskOnce:
    """An autosave whose first save fails as on a full disk; later ones work."""

    def __init__(self):
        self.failures, self.saved, self.cleared = 1, [], 0

    def save(self, state, seats, meta=None):
        if self.failures:
            self.failures -= 1
            raise OSError(errno.ENOSPC, "No space left on device")
        self.saved.append(len(state.history))

    def clear(self):
        self.cleared += 1


@pytest.mark.parametrize("game_id", game_ids())
def test_a_game_that_cannot_be_saved_goes_on_and_says_why(qtbot, make_window, game_id):
    window = make_window()
    autosave = window.controller.autosave = FullDiskOnce()
    window.start_game(game_id, {}, 4, seats(["human"] + ["easy"] * (get_game(game_id).min_players - 1)))
    notice = window.game_page._save_notice
    assert notice.isVisible() and autosave.saved == []  # the new game's first save failed
    assert "not being saved" in notice.text() and "the disk is full" in notice.text()
    window.game_page.grab().save(f"/tmp/undo/save-failed-{game_id}.png")
    wait_for_turn_or_results(qtbot, window)  # the game went on
    controller = window.controller
    assert notice.isVisible() == (autosave.saved == []), "hidden once a computer's move was saved"
    play_move(qtbot, window, random.Random(0).choice(controller.state.legal_actions(controller.awaiting_human)))
    assert autosave.saved and notice.isHidden(), "saved again after the next move: the notice goes"


def test_the_notice_stays_while_saving_fails(qtbot, make_window):
    window = make_window()
    autosave = window.controller.autosave = FullDiskOnce()
    autosave.failures = 3
    window.start_game(TEST_GAME, {}, 4, seats(["human", "easy", "easy"]))
    wait_for_turn_or_results(qtbot, window)
    notice = window.game_page._save_notice
    play_move(qtbot, window, window.controller.state.legal_actions(0)[0])
    assert notice.isVisible() and autosave.saved == [] and "the disk is full" in notice.text()
    wait_for_turn_or_results(qtbot, window)
    play_move(qtbot, window, window.controller.state.legal_actions(0)[0])
    assert notice.isHidden() and autosave.saved


def test_the_results_say_how_often_undo_was_used(qtbot):
    state = late_state(get_game(TEST_GAME), 1, remaining=0)
    view = view_class(TEST_GAME)

    dialog = ResultsDialog(view(), state, ["Ann", "Bob", "Cy"])
    qtbot.addWidget(dialog)
    assert dialog._undo_note.isHidden()
    state.undos = 2
    marked = ResultsDialog(view(), state, ["Ann", "Bob", "Cy"])
    qtbot.addWidget(marked)
    marked.show()
    # (English plural forms come from the English catalogue: "time(s)" until it has this text)
    assert marked._undo_note.isVisible() and marked._undo_note.text().startswith("Undo was used in this game (2 time")
    marked.grab().save("/tmp/undo/results-undo.png")
    state.undos = 1
    assert "(once)" in ResultsDialog(view(), state, ["Ann", "Bob", "Cy"])._undo_note.text()


def test_the_settings_dialog_turns_undo_off(qtbot):
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    box = dialog.findChild(type(dialog._undo), "undoCheck")
    assert box.isChecked() and dialog.values()["undo"] is True
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    assert dialog.values()["undo"] is False
    assert not SettingsDialog(Settings(undo=False)).values()["undo"]
    dialog.show()
    dialog.grab().save("/tmp/undo/settings.png")


def texts_shown(window) -> list[str]:
    """The window's title, the side panel's texts and the table's: where a deal code could be read."""
    return [window.windowTitle(), *side_panel_texts(window.game_page), *table_texts(window.game_page)]


def test_hot_seat_hides_the_deal_code_until_the_game_is_over(qtbot, make_window):
    # Anyone at the table could open the same deal in a second window and see every hand.
    window = make_window()
    game, deal = get_game(TEST_GAME), 4242
    resume(window, late_state(game, deal, remaining=3), ["human", "human", "human"])
    page, controller = window.game_page, window.controller
    while True:
        wait_for_turn_or_results(qtbot, window)
        if results_open(window):
            break
        assert not any(str(deal) in text for text in texts_shown(window))
        if page._cover.isVisible():
            qtbot.mouseClick(page._cover._button, Qt.MouseButton.LeftButton)
        assert not any(str(deal) in text for text in texts_shown(window))
        seat = controller.awaiting_human
        play_move(qtbot, window, controller.state.legal_actions(seat)[0])
    assert page._side.title.text() == page.ui.window_title(controller.state)
    assert str(deal) in page._side.title.text()


def test_a_solo_player_sees_the_deal_code_during_play(qtbot, make_window):
    window = solo(qtbot, make_window, TEST_GAME, seed=4242)
    assert not window.controller.state.is_terminal()
    assert "4242" in window.game_page._side.title.text()
