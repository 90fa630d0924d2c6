"""Unexpected errors: logged with their traceback, shown in one dialog, the game and its autosave unharmed."""

import logging
import logging.handlers
import os
import stat
import threading

import pytest
from PySide6.QtCore import qInstallMessageHandler, qWarning
from PySide6.QtGui import QGuiApplication

from cardtable.app.shell import app_log
from cardtable.app.shell.application import install_error_reporting
from cardtable.app.shell.controller import Seat
from cardtable.app.shell.error_dialog import ErrorDialog
from cardtable.app.shell.error_report import ErrorReporter
from cardtable.store import saves
from cardtable.store.paths import LOG_SUBFOLDER

from tests.app.conftest import results_open
from tests.store.special_files import unblocked

FAULT = "a fault planted by the test"
COMPUTERS = [Seat("Ada", "random"), Seat("Boris", "random"), Seat("Chloé", "random")]


@pytest.fixture
def log_file(user_data_dir):
    path = app_log.start_log_file()
    yield path
    app_log.stop_log_file()


@pytest.fixture
def reporting(make_window, log_file):
    """A window with the app's error reporting, as `run()` installs it; removed after the test."""
    reporters = []

    def make(**settings):
        window = make_window(**settings)
        reporter = install_error_reporting(window)
        reporters.append(reporter)
        return window, reporter

    yield make
    for reporter in reporters:
        reporter.uninstall()


def test_a_file_name_that_is_not_valid_text_is_logged_not_a_logging_error(log_file, capsys):
    """A file name of bytes in another encoding (lone surrogates in Python) goes into the UTF-8 log escaped;
    the log file's encoder must not fail and print a logging error's traceback on standard error."""
    # Straight to the log file's handler: pytest's own capture of the record would carry the surrogates to
    # pytest-xdist's controller, which cannot take them.
    handler = next(handler for handler in logging.getLogger().handlers
                   if isinstance(handler, logging.handlers.RotatingFileHandler))
    handler.handle(logging.makeLogRecord({"name": "cardtable.test", "levelno": logging.WARNING, "levelname": "WARNING",
                                          "msg": "%s cannot be opened",
                                          "args": ("/tmp/gain\udce2\udc82\udcac.cardtable",)}))
    assert "gain\\udce2\\udc82\\udcac.cardtable cannot be opened" in log_file.read_text(encoding="utf-8")
    assert "Logging error" not in capsys.readouterr().err


def raise_fault():
    raise ValueError(FAULT)


def caught():
    try:
        raise_fault()
    except ValueError as error:
        return type(error), error, error.__traceback__


def open_error_dialogs(window) -> list:
    return [dialog for dialog in window.findChildren(ErrorDialog) if dialog.isVisible()]


def test_the_log_file_is_in_the_log_folder_under_the_data_folder(log_file, user_data_dir):
    assert log_file == user_data_dir / LOG_SUBFOLDER / app_log.LOG_FILE
    logging.getLogger("cardtable.test").warning("a line for the log")
    assert "WARNING cardtable.test: a line for the log" in log_file.read_text(encoding="utf-8")


def test_an_unusable_log_folder_leaves_the_app_without_a_log_file(user_data_dir):
    user_data_dir.mkdir(parents=True)
    (user_data_dir / LOG_SUBFOLDER).write_text("a file where the folder should be")
    try:
        assert app_log.start_log_file() is None
        assert app_log.log_file() is None and app_log.log_problem()
    finally:
        app_log.stop_log_file()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_for_a_log_file_leaves_the_app_without_a_log_file_at_once(user_data_dir):
    folder = user_data_dir / LOG_SUBFOLDER
    folder.mkdir(parents=True)
    fifo = folder / app_log.LOG_FILE
    os.mkfifo(fifo)
    try:
        with unblocked(fifo):
            assert app_log.start_log_file() is None
        assert app_log.log_problem() == "it is a named pipe, not a regular file"
    finally:
        app_log.stop_log_file()
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)


@pytest.mark.no_qt_log  # Qt's messages reach our handler, not pytest-qt's
def test_qt_warnings_are_written_to_the_log(log_file, qapp):
    app_log.route_qt_messages()
    try:
        qWarning("a Qt warning from the test")
    finally:
        qInstallMessageHandler(None)
    assert "WARNING cardtable.qt: a Qt warning from the test" in log_file.read_text(encoding="utf-8")


@pytest.mark.qt_no_exception_capture  # the app's own hook catches it, as in the app
@pytest.mark.parametrize("where", ["a slot of the move", "the table's animation"])
def test_an_error_during_a_game_is_shown_logged_and_the_game_goes_on(reporting, qtbot, log_file, where):
    window, reporter = reporting()
    window.start_game("nothanks", {}, 11, COMPUTERS)
    at_error = {}

    def check_autosave(summary):  # at once, before the game moves on
        at_error["moves"] = len(window.controller.state.history)
        at_error["autosave"] = saves.load()

    reporter.reported.connect(check_autosave)
    if where == "a slot of the move":
        window.controller.action_applied.connect(
            lambda seat, action, events: raise_fault() if len(window.controller.state.history) == 3 else None)
    else:
        table = window.game_page.table
        animate = table.animate

        def failing_once(events, obs):
            if len(window.controller.state.history) == 3:
                raise_fault()
            animate(events, obs)

        table.animate = failing_once
    qtbot.waitUntil(lambda: reporter.count == 1, timeout=20000)
    dialogs = open_error_dialogs(window)
    assert len(dialogs) == 1 and dialogs[0] is reporter.dialog
    assert dialogs[0].what.text() == f"ValueError: {FAULT}"
    assert dialogs[0].log_path.text() == str(log_file)
    logged = log_file.read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in logged and f"ValueError: {FAULT}" in logged
    saved = at_error["autosave"]
    assert saved.status == "ok" and len(saved.game.state.history) == at_error["moves"] == 3
    qtbot.waitUntil(lambda: results_open(window), timeout=30000)  # the game still plays, to its end
    assert window.controller.state.is_terminal() and reporter.count == 1


def test_errors_in_a_row_give_one_dialog_and_the_same_fault_no_second_one(reporting, qtbot):
    window, reporter = reporting()
    for _ in range(3):
        reporter.report(*caught())
    assert len(open_error_dialogs(window)) == 1 and reporter.count == 3
    dialog = reporter.dialog
    assert dialog.more.isVisible() and dialog.more.text() == "2 more errors since then; the log file has them too."
    dialog.close_button.click()
    qtbot.waitUntil(lambda: reporter.dialog is None)
    reporter.report(*caught())  # the same fault, already shown: logged, counted
    assert reporter.dialog is None and reporter.count == 4
    try:
        {}["another fault"]
    except KeyError as error:
        reporter.report(type(error), error, error.__traceback__)
    assert reporter.dialog is not None and reporter.dialog.what.text() == "KeyError: 'another fault'"


def test_an_error_in_another_thread_is_logged_and_shown(reporting, qtbot, log_file):
    window, reporter = reporting()
    thread = threading.Thread(target=raise_fault, name="test-worker")
    thread.start()
    thread.join()
    qtbot.waitUntil(lambda: reporter.dialog is not None)
    assert reporter.count == 1
    assert "Unexpected error in the thread test-worker" in log_file.read_text(encoding="utf-8")


def test_copy_details_puts_the_traceback_and_the_log_file_on_the_clipboard(reporting, log_file):
    window, reporter = reporting()
    reporter.report(*caught())
    reporter.dialog.copy_button.click()
    copied = QGuiApplication.clipboard().text()
    assert f"Log file: {log_file}" in copied and "raise_fault" in copied and f"ValueError: {FAULT}" in copied


def test_without_a_log_file_the_dialog_says_so(make_window):
    window = make_window()
    dialog = ErrorDialog(f"ValueError: {FAULT}", "Traceback...", None, "Permission denied", window)
    assert "could not be written to a log file (Permission denied)" in dialog.log_title.text()
    assert not dialog.open_folder_button.isEnabled()


def test_keyboard_interrupt_is_left_to_python(make_window, monkeypatch):
    reporter = ErrorReporter(make_window())
    passed_on = []
    monkeypatch.setattr("sys.excepthook", lambda *args: passed_on.append(args[0]))
    reporter.install()
    try:
        reporter.excepthook(KeyboardInterrupt, KeyboardInterrupt(), None)
    finally:
        reporter.uninstall()
    assert passed_on == [KeyboardInterrupt] and reporter.count == 0


def test_a_move_that_fails_half_way_is_put_back_and_not_saved(make_window, qtbot, monkeypatch):
    window = make_window()
    window.start_game("nothanks", {}, 3, [Seat("Ada", "human"), *COMPUTERS[1:]])
    qtbot.waitUntil(lambda: window.controller.awaiting_human is not None, timeout=20000)
    controller = window.controller
    before = controller.state.to_json()
    autosave_before = saves.autosave_path().read_bytes()
    state_class = type(controller.state)
    do = state_class._do

    def half_done(self, seat, action, log):
        do(self, seat, action, log)  # the state changed, then the fault
        raise_fault()

    monkeypatch.setattr(state_class, "_do", half_done)
    action = controller.state.legal_actions(controller.awaiting_human)[0]
    with pytest.raises(ValueError, match=FAULT):
        controller.play(action)
    assert controller.state.to_json() == before
    assert saves.autosave_path().read_bytes() == autosave_before  # nothing saved of the failed move
    controller.save_playing_time()  # saving again (leaving the table, quitting) writes the state as it was
    monkeypatch.setattr(state_class, "_do", do)
    assert saves.load().game.state.to_json()["actions"] == before["actions"]
    assert controller.play(action)
    assert len(controller.state.history) == len(before["actions"]) + 1
