"""Every registered game's page tells a screen reader what happens: the other seats' moves and what
follows the person's own, worded as in the log, released when the table shows the move (never while its
cards fly); a refused move's reason at once. The log is in the Tab order, named, and read as text."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAccessible, QKeyEvent
from PySide6.QtWidgets import QApplication, QLineEdit

from cardtable.app.games import view_class
from cardtable.app.plugin import GameView
from cardtable.app.shell.announcer import as_sentence
from cardtable.app.shell.game_log import event_line
from cardtable.games import get_game

from tests.generic.app_helpers import TEST_GAME, game_ids, play_move, results_open, seats, wait_for_turn_or_results


def solo(qtbot, make_window, game_id, speed="fast"):
    game = get_game(game_id)
    window = make_window(animation_speed=speed)
    window.start_game(game_id, {}, 4, seats(["human"] + ["easy"] * (game.min_players - 1)))
    page = wait_for_turn_or_results(qtbot, window)
    qtbot.waitUntil(lambda: not page.table.is_animating(), timeout=10000)
    page.announcer.flush()
    return window, page


def watch_releases(page, controller):
    """Record, at each release of lines to the announcer, the lines, the observation the table showed last
    and the one the last move leads to."""
    seen = {"after": None}
    releases = []
    controller.action_applied.connect(lambda *args: seen.__setitem__("after", controller.observation()))
    announce_lines = page.announcer.announce_lines

    def record(lines):
        lines = list(lines)
        releases.append((lines, page.table.observation(), seen["after"]))
        announce_lines(lines)

    page.announcer.announce_lines = record
    return releases


@pytest.mark.parametrize("game_id", game_ids())
def test_the_moves_after_the_persons_are_announced_as_logged_once_the_table_shows_them(qtbot, make_window, game_id):
    window, page = solo(qtbot, make_window, game_id)
    controller = window.controller
    page.announcer._max_lines = 1000  # every line said, to compare with the log
    said: list[str] = []
    page.announcer.announced.connect(said.append)
    releases = watch_releases(page, controller)
    first = len(page._events)
    play_move(qtbot, window, controller.state.legal_actions(0)[0])
    assert page.table.is_animating() and not releases, "nothing said while the move's cards are on their way"
    wait_for_turn_or_results(qtbot, window)
    qtbot.waitUntil(lambda: not page.table.is_animating(), timeout=10000)
    page.announcer.flush()
    events = page._events[first:]
    assert events, "the move and what followed are in the log"
    names = controller.names()
    expected = [as_sentence(event_line(page.ui, event, names)) for event in events[1:]]  # not the person's move
    assert " ".join(said) == " ".join(expected)
    for lines, shown, after in releases:
        assert shown == after, f"{lines} said before the table showed their move"
    if results_open(window):
        window.dialog.close()


def test_a_refused_move_says_why_at_once(qtbot, make_window):
    window, page = solo(qtbot, make_window, TEST_GAME)
    said: list[str] = []
    page.announcer.announced.connect(said.append)
    window.controller.play(("no such move",))
    assert page._notice.isVisible() and said == [as_sentence(page._notice.text())]


def test_the_log_is_in_the_tab_order_named_and_read_as_text(qtbot, make_window):
    window, page = solo(qtbot, make_window, TEST_GAME)
    log = page._log
    assert log.focusPolicy() & Qt.FocusPolicy.TabFocus
    assert page._side.log_title.buddy() is log
    page.hint_button().setFocus()
    qtbot.waitUntil(page.hint_button().hasFocus)
    qtbot.keyClick(page.hint_button(), Qt.Key.Key_Tab)
    assert log.hasFocus(), "Tab goes from the side panel's last button to the log"
    interface = QAccessible.queryAccessibleInterface(log)
    assert interface.text(QAccessible.Text.Name) == "Game log"
    text = interface.textInterface()
    assert text is not None
    written = text.text(0, text.characterCount())
    assert log.lines() and all(line in written for line in log.lines())
    # The caret walks the lines (a screen reader's review keys move it).
    qtbot.keyClick(log, Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier)
    assert log.textCursor().blockNumber() == 0
    qtbot.keyClick(log, Qt.Key.Key_Down)
    assert log.textCursor().blockNumber() == 1 or log.document().blockCount() == 1
    before = text.characterCount()
    play_move(qtbot, window, window.controller.state.legal_actions(0)[0])
    qtbot.waitUntil(lambda: text.characterCount() > before, timeout=10000)
    assert all(line in text.text(0, text.characterCount()) for line in log.lines())


def test_in_hot_seat_a_persons_own_move_is_told_too(qtbot, make_window):
    window = make_window()
    window.start_game(TEST_GAME, {"rounds": 4}, 3, seats(["human", "human", "random"]))
    page = wait_for_turn_or_results(qtbot, window)
    qtbot.waitUntil(page._cover.isVisible, timeout=5000)
    qtbot.mouseClick(page._cover._button, Qt.MouseButton.LeftButton)
    page.announcer.flush()
    said: list[str] = []
    page.announcer.announced.connect(said.append)
    controller = window.controller
    first = len(page._events)
    play_move(qtbot, window, controller.state.legal_actions(controller.awaiting_human)[0])
    qtbot.waitUntil(lambda: len(page._events) > first, timeout=5000)
    page.announcer.flush()
    own = as_sentence(event_line(page.ui, page._events[first], controller.names()))
    assert said and said[0].startswith(own), "the next person at the screen has not seen it"


def games_with_buttons() -> list[str]:
    """The games whose side panel has buttons (with their keyboard shortcuts)."""
    return [game_id for game_id in game_ids() if view_class(game_id).action_buttons is not GameView.action_buttons]


@pytest.mark.parametrize("game_id", games_with_buttons())
def test_the_log_lets_the_games_keys_through(qtbot, make_window, game_id):
    """A focused widget that accepts a key's ShortcutOverride keeps it from the window's shortcuts: the log,
    read-only, must not (the game's keys, T and N say, still play while it has the keyboard)."""
    window, page = solo(qtbot, make_window, game_id)
    assert page.action_buttons()
    page._log.setFocus()
    for button in page.action_buttons().values():
        combination = button.shortcut()[0]
        event = QKeyEvent(QEvent.Type.ShortcutOverride, combination.key(), combination.keyboardModifiers(),
                          button.shortcut().toString().lower())
        event.ignore()
        QApplication.sendEvent(page._log, event)
        assert not event.isAccepted(), button.shortcut().toString()
    editable = QLineEdit(page)  # the check itself: a field that types letters takes them
    event = QKeyEvent(QEvent.Type.ShortcutOverride, Qt.Key.Key_N, Qt.KeyboardModifier.NoModifier, "n")
    event.ignore()
    QApplication.sendEvent(editable, event)
    assert event.isAccepted()
