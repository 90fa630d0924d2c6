"""Where replays open from (the results, the Game menu) and what they leave alone: the controller's game,
which goes on as it was when the person comes back, and the autosave."""

import pytest
from PySide6.QtCore import Qt

from cardtable.app.shell.controller import Seat
from cardtable.app.shell.replay.viewpoints import Viewpoint
from cardtable.app.shell.results_dialog import ResultsDialog
from cardtable.games import get_game
from cardtable.store import saves

from tests.app.manual_clock import ManualClock
from tests.generic.app_helpers import late_state, results_open, wait_for_turn_or_results
from tests.generic.registered import snapshot

PEOPLE = [Seat("Ann", "human"), Seat("Bob", "easy"), Seat("Cy", "easy")]


def finished(state):
    while not state.is_terminal():
        state.apply(state.legal_actions()[0])
    return state


def test_the_results_offer_a_replay_and_back_returns_to_the_table(qtbot, make_window):
    window = make_window()
    state = finished(late_state(get_game("nothanks"), 4))
    window.pages.setCurrentWidget(window.game_page)
    window.controller.resume(state, PEOPLE)
    qtbot.waitUntil(lambda: results_open(window), timeout=5000)
    button = window.dialog.findChild(type(window.dialog._again), "results-replay")
    assert button.text() == "Replay…" and button.toolTip()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    page = window.replays.page
    assert window.pages.currentWidget() is page and not isinstance(window.dialog, ResultsDialog)
    assert page.model.last == len(state.history)
    assert [viewpoint.seat for viewpoint in page.viewpoints()][:3] == [0, 1, 2]  # a finished game: every seat
    assert page.viewpoint() == Viewpoint(0)
    assert not window.act_replay.isEnabled()  # already in a replay
    assert window.windowTitle() == f"Replay: No Thanks! — deal {state.seed} — cardtable"
    qtbot.mouseClick(page._back, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.game_page
    assert window.windowTitle().startswith("No Thanks! — ")
    assert window.act_replay.isEnabled()


def test_replaying_a_game_under_way_leaves_it_and_its_autosave_as_they_were(qtbot, make_window):
    window = make_window()
    clock = window.controller.clock = ManualClock()
    window.start_game("nothanks", {}, 12, PEOPLE)
    wait_for_turn_or_results(qtbot, window)
    page = window.game_page
    for _ in range(3):  # a few of the person's moves, with the computers' between
        window.controller.play("take")
        wait_for_turn_or_results(qtbot, window)
    before, saved = snapshot(window.controller.state), saves.autosave_path().read_bytes()
    moves = len(window.controller.state.history)
    window.act_replay.trigger()
    replay = window.replays.page
    assert window.pages.currentWidget() is replay and replay.model.last == moves
    # Under way: only the person's own view (the computers' cards are not for them to see yet).
    assert replay.viewpoints() == [Viewpoint(0)] and not replay._viewpoint_box.isEnabled()
    paused_at = window.controller.elapsed_seconds()
    clock.advance(60_000)  # a minute spent watching
    replay.go_to(moves)
    replay.step("first")
    replay.set_playing(True)
    qtbot.wait(50)
    replay.set_playing(False)
    assert snapshot(window.controller.state) == before
    assert saves.autosave_path().read_bytes() == saved
    assert window.controller.awaiting_human is None  # paused: no turn is open behind the replay
    assert window.controller.elapsed_seconds() == paused_at  # watching is not playing time
    qtbot.mouseClick(replay._back, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is page
    qtbot.waitUntil(lambda: window.controller.awaiting_human == 0, timeout=5000)
    clock.advance(5000)
    assert window.controller.elapsed_seconds() == pytest.approx(paused_at + 5)  # the clock runs again
    assert snapshot(window.controller.state) == before
    window.controller.play("take")  # the game goes on from where it was
    assert len(window.controller.state.history) == moves + 1


def test_a_hot_seat_game_under_way_is_replayed_with_public_information_only(qtbot, make_window):
    window = make_window()
    people = [Seat("Ann", "human"), Seat("Bob", "human"), Seat("Cy", "easy")]
    window.start_game("nothanks", {}, 3, people)
    wait_for_turn_or_results(qtbot, window)
    window.act_replay.trigger()
    replay = window.replays.page
    assert replay.viewpoints() == [Viewpoint(None)]
    assert replay.table.observation().seat is None


def test_no_replay_without_a_game(qtbot, make_window):
    window = make_window()
    assert not window.act_replay.isEnabled()
    window.replays.replay_current()
    assert window.pages.currentWidget() is window.start_page


def test_a_saved_game_file_is_replayed_and_a_bad_one_named_and_left_alone(qtbot, make_window, tmp_path):
    from PySide6.QtWidgets import QMessageBox

    from cardtable.store.save_writer import write_save

    window = make_window()
    assert window.act_replay_file in window.menu_file.actions()
    state = finished(late_state(get_game("nothanks"), 6))
    path = tmp_path / "game.cardtable"
    write_save(path, state, [seat.to_json() for seat in PEOPLE], {"uid": "ab", "elapsed": 3.0})
    content = path.read_bytes()
    assert window.replays.replay_file(str(path))
    page = window.replays.page
    assert window.pages.currentWidget() is page and page.model.last == len(state.history)
    assert page._viewpoint_box.itemText(1) == "Bob"
    assert path.read_bytes() == content
    qtbot.mouseClick(page._back, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.start_page
    bad = tmp_path / "cut.cardtable"
    bad.write_bytes(content[:len(content) // 2])
    assert not window.replays.replay_file(str(bad))
    assert isinstance(window.dialog, QMessageBox) and "cut.cardtable" in window.dialog.text()
    assert bad.read_bytes() == content[:len(content) // 2]
    assert window.pages.currentWidget() is window.start_page


def test_the_replay_page_speaks_the_language_chosen(qtbot, make_window):
    from cardtable.app.i18n import shared_language_manager

    window = make_window()
    state = finished(late_state(get_game("nothanks"), 4))
    window.replays.replay_saved(saves.SavedGame(state, tuple(seat.to_json() for seat in PEOPLE), ""))
    page = window.replays.page
    page.go_to(2)
    shared_language_manager().set_language("fr")
    qtbot.waitUntil(lambda: page._back.text() == "Retour", timeout=3000)
    assert page.controls.position_text() == f"Coup 2 sur {page.model.last}"
    assert page._back.text() == "Retour" and page._viewpoint_box.itemText(3) == "Tout dévoilé"
    assert page.controls.buttons["forward"].toolTip().startswith("Coup suivant")
    assert window.act_replay.text() == "Revoir &cette partie"
    assert page.log.current_lines() == page.log.lines_of_events(*(lambda span: (span.start, span.stop))(
        page.model.event_span(2)))  # the log written again in French, the move still marked
    page.go_to(0)
    assert page.controls.position_text() == f"Début de la partie ({page.model.last} coups)"
