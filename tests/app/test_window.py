"""The main window: new-game choices remembered, language switch, resume, bad saves, clean shutdown."""

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from cardtable.app.shell.controller import Seat
from cardtable.store import saves
from cardtable.store.settings import load_settings

from .conftest import wait_for_turn_or_results
from .test_play import click_action


def test_new_game_dialog_remembers_the_last_choices(qtbot, make_window):
    window = make_window()
    window.open_new_game()
    dialog = window.dialog
    dialog._players.setValue(5)
    dialog._names[0].setText("Zoé")
    dialog._controllers[2].setCurrentIndex(dialog._controllers[2].findData("hard"))
    dialog.findChild(type(dialog._deal), "dealEdit").setText("4242")
    chips = dialog._variant_combos["chips"][1]
    chips.setCurrentIndex(chips.findData("shown"))
    dialog.accept()
    assert window.controller.state.seed == 4242
    assert window.controller.state.options == {"players": 5, "chips": "shown", "deck": "standard"}
    assert window.controller.seats[0] == Seat("Zoé", "human")
    assert load_settings().new_game["players"] == 5
    window.controller.stop()
    window.open_new_game()
    again = window.dialog.choices()
    assert again["players"] == 5 and again["seats"][0]["name"] == "Zoé"
    assert again["seats"][2]["controller"] == "hard" and again["options"]["chips"] == "shown"
    assert again["seed"] is None  # a deal code is used once, never repeated by surprise
    assert window.dialog.findChild(QLabel, "newGameWarning").isVisibleTo(window.dialog)


def test_switching_language_mid_game_changes_menus_buttons_and_log(qtbot, make_window):
    window = make_window()
    window.start_game("nothanks", {}, 3, [Seat("Ann", "human"), Seat("Bob", "easy"), Seat("Cy", "easy")])
    wait_for_turn_or_results(qtbot, window)
    click_action(qtbot, window, "pay")
    wait_for_turn_or_results(qtbot, window)
    page = window.game_page
    assert window.menu_game.title() == "&Game"
    english_log = page._log.lines()
    assert any("pays a chip" in line for line in english_log)
    window.apply_settings(language="fr", animation_speed="off", ai_delay_ms=0)
    qtbot.waitUntil(lambda: window.menu_game.title() == "&Partie", timeout=2000)
    assert page.action_buttons()["take"].text().startswith("Prendre")
    assert page.action_buttons()["pay"].text().startswith("Non merci")
    french_log = page._log.lines()
    assert len(french_log) == len(english_log) and french_log != english_log
    assert any("jeton" in line for line in french_log)
    assert load_settings().language == "fr"
    window.apply_settings(language="en", animation_speed="off", ai_delay_ms=0)
    qtbot.waitUntil(lambda: window.menu_game.title() == "&Game", timeout=2000)


def test_quit_mid_game_and_resume_the_same_state(qtbot, make_window):
    window = make_window()
    window.start_game("nothanks", {"deck": "tactical"}, 11, [Seat("Ann", "human"), Seat("Bob", "easy"),
                                                             Seat("Cy", "normal")])
    for _ in range(3):
        wait_for_turn_or_results(qtbot, window)
        click_action(qtbot, window, "pay")
    wait_for_turn_or_results(qtbot, window)
    saved_state = window.controller.state.to_json()
    window.close()
    second = make_window()
    resume = second.start_page.button("resume")
    assert resume.isVisible() and "No Thanks!" in resume.text()
    qtbot.mouseClick(resume, Qt.MouseButton.LeftButton)
    assert second.controller.state.to_json() == saved_state
    assert [seat.name for seat in second.controller.seats] == ["Ann", "Bob", "Cy"]
    wait_for_turn_or_results(qtbot, second)
    assert second.controller.awaiting_human == 0


def test_a_corrupt_autosave_is_reported_kept_and_the_app_still_works(qtbot, make_window):
    path = saves.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    garbage = b'{"format": 1, "app": "cardtable", "game": {"oops'
    path.write_bytes(garbage)
    window = make_window()
    notice = window.start_page._notice
    assert notice.isVisible() and "could not be read" in notice.text()
    kept = [p for p in path.parent.iterdir() if p.name.startswith("autosave.json.unreadable")]
    assert len(kept) == 1 and kept[0].read_bytes() == garbage
    assert kept[0].name in notice.text()
    assert not window.start_page.button("resume").isVisible()
    window.start_game("nothanks", {}, 1, [Seat("Ann", "easy"), Seat("Bob", "easy"), Seat("Cy", "easy")])
    qtbot.waitUntil(lambda: window.controller.state.is_terminal(), timeout=20000)
    assert kept[0].read_bytes() == garbage


def test_a_save_from_a_newer_version_is_reported_and_kept(qtbot, make_window):
    path = saves.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": 99, "app": "cardtable"}))
    window = make_window()
    assert "newer version" in window.start_page._notice.text()


def test_closing_while_the_computer_thinks_leaves_no_thread_running(qtbot, make_window):
    window = make_window()
    window.controller.ai_seconds = 30.0
    window.start_game("nothanks", {}, 2, [Seat("H1", "hard"), Seat("H2", "hard"), Seat("H3", "hard")])
    qtbot.waitUntil(lambda: window.ai.active_threads() == 1, timeout=5000)
    window.close()
    assert window.ai.active_threads() == 0
    assert window.ai.shutdown(0)


def test_menus_have_the_standard_shortcuts(make_window):
    window = make_window()
    assert window.act_new.shortcut().toString() == "Ctrl+N"
    assert window.act_quit.shortcut().toString() == "Ctrl+Q"
    assert window.act_rules.shortcut().toString() == "F1"
    assert window.act_fullscreen.shortcut().toString() in ("F11", "Ctrl+Meta+F")


def test_the_first_start_follows_the_system_language(qtbot, make_window, monkeypatch):
    monkeypatch.setattr("cardtable.app.shell.application.system_language", lambda: "fr")
    window = make_window(language=None)
    qtbot.waitUntil(lambda: window.menu_game.title() == "&Partie", timeout=2000)
    assert window.start_page.button("new").text() == "Nouvelle partie…"


def test_default_names_are_names_and_no_warning_without_a_game(make_window):
    window = make_window()
    window.open_new_game()
    dialog = window.dialog
    assert not dialog.findChild(QLabel, "newGameWarning").isVisibleTo(dialog)
    names = [seat["name"] for seat in dialog.seats()]
    assert names[0] == "Player 1" and "You" not in names
    assert len(set(names)) == len(names)


def test_results_can_be_shown_again_after_closing(qtbot, make_window):
    window = make_window()
    window.start_game("nothanks", {}, 8, [Seat("Ann", "easy"), Seat("Bob", "easy"), Seat("Cy", "easy")])
    qtbot.waitUntil(lambda: window.dialog is not None, timeout=20000)
    window.dialog.reject()
    qtbot.waitUntil(lambda: window.dialog is None, timeout=2000)
    assert window.act_results.isEnabled()
    window.act_results.trigger()
    assert window.dialog is not None and window.dialog.objectName() == "resultsDialog"


def test_leaving_the_table_mid_animation_does_not_set_the_game_going_again(qtbot, make_window):
    window = make_window(animation_speed="normal")
    window.start_game("nothanks", {}, 5, [Seat("A", "easy"), Seat("B", "easy"), Seat("C", "easy")])
    table = window.game_page.table
    qtbot.waitUntil(table.is_animating, timeout=10000)
    window.act_home.trigger()
    moves = len(window.controller.state.history)
    with qtbot.waitSignal(table.animation_finished, timeout=10000):
        pass
    qtbot.wait(300)  # time for a computer move, had one been asked for
    assert len(window.controller.state.history) == moves
    assert not window.ai.busy
    assert window.pages.currentWidget() is window.start_page
    assert window.start_page.button("resume").isVisible()
