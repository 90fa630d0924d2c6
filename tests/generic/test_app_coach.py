"""The coach on the window, with Sealed Bid and a tiny search budget: the Hint panel at a person's turn
(counted in the record, the same turn not counted twice, a line played by a double-click), stale answers
dropped, and the after-game review in the results with its turning points in the log."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from cardtable.app.shell.coach.analysis import decisions_to_review, review_game
from cardtable.app.shell.coach.hint_panel import HintPanel

from tests.generic.app_helpers import TEST_GAME, click_button, results_open, seats, wait_for_turn_or_results
from tests.generic.sealed_bid.rules import BIDS

TINY = 8


def solo_window(make_window, qtbot, controllers=("human", "random", "random")):
    window = make_window()
    window.coach.iterations = window.reviewer.iterations = TINY
    window.ai.use_pool = False  # the coach too searches in the window's process (no worker processes to start)
    window.start_game(TEST_GAME, {"rounds": 4}, 3, seats(list(controllers)))
    wait_for_turn_or_results(qtbot, window)
    return window


def test_the_hint_panel_ranks_the_persons_moves_and_counts_the_hint(qtbot, make_window):
    window = solo_window(make_window, qtbot)
    controller, page = window.controller, window.game_page
    assert page.hint_button().isEnabled() and window.act_hint.isEnabled()
    assert window.act_hint.shortcut().toString() == "Ctrl+H"
    qtbot.mouseClick(page.hint_button(), Qt.MouseButton.LeftButton)
    panel = window.coach.panel
    assert panel.isVisible() and panel.status() in (HintPanel.THINKING, HintPanel.READY)
    qtbot.waitUntil(lambda: panel.status() == HintPanel.READY, timeout=10000)
    legal = controller.state.legal_actions(0)
    lines = panel.lines()
    assert sorted(action for action, *rest in lines) == sorted(legal)
    assert all(label == page.ui.action_label(action, None, controller.names()) for action, label, *rest in lines)
    assert controller.state.hints == 1 and controller.state.record()["hints"] == 1
    window.act_hint.trigger()  # the same turn again: the same list, not another hint
    assert controller.state.hints == 1 and panel.status() == HintPanel.READY
    # A double-click on a line plays that move.
    item = panel._list.topLevelItem(len(lines) - 1)
    chosen = item.data(0, Qt.ItemDataRole.UserRole)
    before = len(controller.state.history)
    panel._list.itemDoubleClicked.emit(item, 0)
    assert controller.state.history[before] == (0, chosen)
    assert panel.status() == HintPanel.PASSED and panel.lines() == []
    assert not page.hint_button().isEnabled()


def test_the_panel_shows_the_first_figures_then_the_final_ones_the_same_at_every_asking(qtbot, make_window,
                                                                                       monkeypatch):
    import cardtable.ai.ismcts as ismcts

    monkeypatch.setattr(ismcts, "FIRST_SNAPSHOT_SECONDS", 0.0)
    monkeypatch.setattr(ismcts, "SNAPSHOT_SECONDS", 0.0)  # first figures after the first iteration
    window = solo_window(make_window, qtbot)
    coach = window.coach
    shown = []
    assert coach.ask()
    panel = coach.panel
    panel.show_evaluations = lambda lines, final=True: (shown.append((final, panel.status())),
                                                        HintPanel.show_evaluations(panel, lines, final))
    qtbot.waitUntil(lambda: panel.status() == HintPanel.READY, timeout=10000)
    assert shown[0] == (False, HintPanel.THINKING) and shown[-1][0] is True
    assert [final for final, status in shown].count(True) == 1
    assert panel._status.text().startswith("Final figures.")
    final = panel.lines()
    coach._on_partial(coach._asked, [])  # first figures coming after the final ones change nothing
    assert panel.lines() == final and panel.status() == HintPanel.READY
    # The same position asked again (as after an undo): the same final figures.
    request = coach._request
    assert [(action, chance, score) for action, label, chance, score in final] == [
        (item.action, item.win_chance, item.expected_score) for item in request.evaluate()]


def test_the_hint_panel_grows_with_a_large_window_and_fits_it(qtbot, make_window):
    window = solo_window(make_window, qtbot)
    sizes = []
    for width, height in ((800, 600), (1920, 1080)):
        window.resize(width, height)
        qtbot.wait(20)
        if window.coach.panel is not None:
            window.coach.panel.close()
        window.hint()
        panel = window.coach.panel
        qtbot.waitUntil(panel.isVisible, timeout=2000)
        font = panel.findChild(QLabel, "hintHeading").font()
        sizes.append((panel.width(), font.pixelSize()))
        assert panel.width() <= width and panel.height() <= height
    assert sizes[1][0] > sizes[0][0] and sizes[1][1] > sizes[0][1]


def test_an_answer_for_a_turn_that_has_passed_is_dropped(qtbot, make_window):
    window = solo_window(make_window, qtbot)
    coach, controller = window.coach, window.controller
    coach.iterations = 4000  # long enough to be under way when the move is played
    assert coach.ask()
    old_tag = coach._asked
    assert click_button(qtbot, window, BIDS[0])
    assert coach.panel.status() == HintPanel.PASSED
    coach.worker.wait(10000)
    qtbot.wait(50)  # any queued answer is delivered now
    assert coach.panel.status() == HintPanel.PASSED and coach.panel.lines() == []
    coach._on_done(old_tag, [])  # an answer arriving this late changes nothing either
    coach._on_partial(old_tag, [])
    assert coach.panel.lines() == [] and controller.state.hints == 1
    assert coach.panel.status() == HintPanel.PASSED
    # Undo: a new start of the game, so even the same move count and seat are another question.
    wait_for_turn_or_results(qtbot, window)
    coach.iterations = TINY
    assert coach.ask()
    tag = coach._asked
    window.act_undo.trigger()
    coach._on_done(tag, [])
    assert coach.panel.status() == HintPanel.PASSED


def play_to_the_end(qtbot, window) -> None:
    while not results_open(window):
        wait_for_turn_or_results(qtbot, window)
        if results_open(window):
            break
        legal = window.controller.state.legal_actions(0)
        assert click_button(qtbot, window, legal[len(legal) // 2])


def test_the_review_shows_each_decision_and_writes_its_turning_points_in_the_log_after_their_move(qtbot, make_window):
    window = solo_window(make_window, qtbot)
    play_to_the_end(qtbot, window)
    reviewer, state = window.reviewer, window.controller.state
    tab = window.dialog.coach_review
    qtbot.waitUntil(lambda: reviewer.review is not None, timeout=20000)
    decisions = decisions_to_review(state, (0,))
    assert reviewer.review == review_game(state, (0,), TINY)  # the same figures as computed apart
    ((name, xs, ys),) = [series for series in tab.points_drawn() if series[0] == "Ann"]
    assert xs == list(range(1, len(decisions) + 1))
    assert ys == [100 * point.chance for point in reviewer.review.points]
    turning = reviewer.review.turning_points
    assert len(tab.turning_point_lines()) == len(turning)
    log = window.game_page._log.lines()
    markers = [line for line in log if line.startswith("Turning point")]
    assert markers == [reviewer.line(point) for point in turning]
    # Each turning point's two figures are drawn at its decision: the coach's choice's ring, the star played.
    assert tab.turning_points_drawn() == [(point.decision, 100 * point.fall[0], 100 * point.fall[1])
                                          for point in turning]
    # Each marker goes right after the move it judges, and the log's other lines stay as they were.
    page = window.game_page
    plain = [line for line in log if not line.startswith("Turning point")]
    page.show_turning_points([(0, lambda: "Turning point A"), (len(state.history) - 1, lambda: "Turning point B")])
    lines = page._log.lines()
    assert lines[-1] == "Turning point B" and lines.count("Turning point A") == 1
    assert [line for line in lines if not line.startswith("Turning point")] == plain
    first_move_lines = lines.index("Turning point A")
    assert 0 < first_move_lines < len(plain)
    window.start_game(TEST_GAME, {"rounds": 4}, 4, seats(["human", "random", "random"]))  # a new game: none
    assert not any(line.startswith("Turning point") for line in page._log.lines())


def test_no_game_uses_the_hint_key(qtbot):
    from PySide6.QtGui import QAction, QKeySequence

    from cardtable.app.games import view_classes

    hint = QKeySequence("Ctrl+H")
    for view in view_classes():
        ui = view()
        assert all(QKeySequence(button.shortcut) != hint for button in ui.action_buttons()), view.game.id
        table = ui.create_table()
        qtbot.addWidget(table)
        keys = [key for action in table.findChildren(QAction) for key in action.shortcuts()]
        assert hint not in keys, f"{view.game.id}'s table already uses Ctrl+H"


def test_the_line_chosen_stays_chosen_when_the_figures_are_refined(qtbot):
    panel = HintPanel()
    qtbot.addWidget(panel)
    first = [("a", "A", 0.5, 1.0), ("b", "B", 0.4, 2.0), ("c", "C", 0.3, 3.0)]
    panel.show_evaluations(first, final=False)
    assert panel.status() == HintPanel.PARTIAL and panel._play_button.isEnabled()
    panel._list.setCurrentItem(panel._list.topLevelItem(2))
    panel.show_evaluations([first[2], first[0], first[1]])
    assert panel.status() == HintPanel.READY
    assert panel._list.currentItem().data(0, Qt.ItemDataRole.UserRole) == "c"
    panel.show_thinking()
    panel.show_evaluations(first)  # a new list: its best line chosen
    assert panel._list.currentItem().data(0, Qt.ItemDataRole.UserRole) == "a"
