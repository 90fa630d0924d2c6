"""Starting the desktop application."""

from __future__ import annotations

import gc
import sys
from importlib import import_module

from PySide6.QtCore import QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from cardtable.store.settings import load_settings
from cardtable.app.shell.app_log import route_qt_messages, start_log_file, stop_log_file
from cardtable.app.shell.error_report import ErrorReporter
from cardtable.app.i18n import shared_language_manager, system_language
from cardtable.app.shell.main_window import MainWindow
from cardtable.app.shell.platform_check import check_platform
from cardtable.app.shell.quit_signals import QuitSignals
from cardtable.app.shell.single_instance import InstanceGuard, StartEnded, answer_other_starts, claim_data_folder
from cardtable.app.shell.start_stages import mark
from cardtable.app.shell.start_statuses import EXIT_NO_WINDOW
from cardtable.app.resources import icon_path
from cardtable.app.shell.style import STYLE_SHEET


# While a computer player searches in its thread, every Python paint() of the table must win the GIL back;
# Python's default 5 ms switch interval made a repaint of dozens of items wait up to 200 ms.
GIL_SWITCH_INTERVAL = 0.001


# Modules the first window does without, imported soon after it shows, one per turn of the event loop so that
# the window stays responsive: the table kit's items and scene (a game's view no longer loads them with the
# start page) and the New game dialog, so that the first game opens as quickly as when they came at the start.
WARM_AFTER_SHOWN = ("cardtable.app.table.card_item", "cardtable.app.table.chip_item", "cardtable.app.table.scene",
                    "cardtable.app.table.view", "cardtable.app.table.hand", "cardtable.app.shell.new_game_dialog")
WARM_DELAY_MS = 300


def warm_up_later(modules: tuple[str, ...] = WARM_AFTER_SHOWN, delay_ms: int = WARM_DELAY_MS) -> None:
    """Import `modules` in the background of the event loop, the first after `delay_ms`."""
    if modules:
        QTimer.singleShot(delay_ms, lambda: (import_module(modules[0]), warm_up_later(modules[1:], 0)))


def create_application(argv: list[str]) -> QApplication:
    sys.setswitchinterval(GIL_SWITCH_INTERVAL)
    app = QApplication.instance() or QApplication(argv)
    app.setApplicationName("cardtable")
    app.setApplicationDisplayName("cardtable")
    app.setDesktopFileName("cardtable")
    icon = icon_path("cardtable.svg")
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    if app.styleSheet() != STYLE_SHEET:  # setting it again would re-polish every widget there is, for nothing
        app.setStyleSheet(STYLE_SHEET)
    mark("QApplication created")
    return app


def create_main_window(table_side_now: bool = True) -> MainWindow:
    """The window with the user's settings and language, and the saved game checked. `table_side_now` False:
    the parts that serve a game on the table are built when first needed (MainWindow.build_table_side)."""
    settings = load_settings()
    mark("settings loaded")
    languages = shared_language_manager()
    languages.set_language(settings.language or system_language())
    mark("translations loaded")
    window = MainWindow(settings, languages, table_side_now=table_side_now)
    mark("main window built")
    window.check_saved_game()
    mark("saved game checked")
    return window


def install_error_reporting(window: MainWindow) -> ErrorReporter:
    """Unexpected exceptions logged and shown over `window` (error_report.py), the game nudged on after one
    (once until the next move, so that a fault in that nudge cannot loop)."""
    reporter = ErrorReporter(window)
    recovery = _OnceUntilNextMove(window.resync_after_error)
    reporter.recovery_wanted.connect(recovery.fire)
    for signal in (window.controller.action_applied, window.controller.started):
        signal.connect(recovery.arm)
    reporter.recovery = recovery  # kept with the reporter: a connection alone does not keep it alive
    reporter.install()
    return reporter


class _OnceUntilNextMove:
    """Calls `action` soon after `fire()`, at most once until `arm()` (a move made, a game started)."""

    def __init__(self, action):
        self._action, self._armed = action, True

    def arm(self, *args) -> None:
        self._armed = True

    def fire(self) -> None:
        if self._armed:
            self._armed = False
            QTimer.singleShot(0, self._action)


def freeze_long_lived_objects() -> None:
    """The modules, widgets and wrappers built so far live as long as the window: moved out of the cyclic
    collector's sight, they no longer make each of its full collections (which hold the GIL, so the window
    waits) walk some 40,000 objects. Once per process, after the window is built (tests, which build many
    windows, leave it out: a frozen object in a reference cycle is never freed)."""
    gc.freeze()


def run(argv: list[str] | None = None, quit_when_shown: bool = False,
        quit_signals: QuitSignals | None = None, open_file: str | None = None) -> int:
    """The application until its window closes. `quit_signals`, installed as early as possible by the
    caller, close the window on Ctrl+C or SIGTERM. `open_file`: a saved game put on the table at once (a bad
    one is named in a message over the start page). When a cardtable already runs with the same data folder,
    this start is handed to it instead (single_instance.py). The exit status: start_statuses.py."""
    problem = check_platform()
    if problem:
        print(problem, file=sys.stderr)
        return EXIT_NO_WINDOW
    mark("platform checked")
    start_log_file()  # before the window, so that a fault while building it is in the file too
    route_qt_messages()
    mark("log file started")
    try:
        guard = claim_data_folder(open_file, sys.stderr)
    except StartEnded as ended:
        stop_log_file()  # the owner's log, into which this start wrote nothing
        return ended.status
    mark("single-instance guard claimed")
    try:
        return _run_window(argv, quit_when_shown, quit_signals, open_file, guard)
    finally:
        if guard is not None:
            guard.release()


def _run_window(argv: list[str] | None, quit_when_shown: bool, quit_signals: QuitSignals | None,
                open_file: str | None, guard: InstanceGuard | None) -> int:
    app = create_application(list(argv if argv is not None else sys.argv))
    window = create_main_window(table_side_now=False)
    install_error_reporting(window)
    freeze_long_lived_objects()
    mark("error reporting installed")
    window.show()
    mark("window shown")
    if open_file:
        window.open_file(open_file)
    if quit_when_shown:
        # The first turn of the event loop comes after the window's first show and paint events.
        QTimer.singleShot(0, lambda: _report_shown_and_quit(app, window))
    if guard is not None:  # once the window is on screen (the other starts wait for it): QtNetwork loads then
        QTimer.singleShot(0, lambda: answer_other_starts(guard, window))
    # The table's side next, once the window is on screen (at once if a game is put on the table before), its
    # objects then kept out of the collector's sight as the window's are.
    QTimer.singleShot(0, lambda: (window.build_table_side(), freeze_long_lived_objects()))
    warm_up_later()
    if quit_signals is None:
        return app.exec()
    quit_signals.attach(window)
    try:
        return app.exec()
    finally:
        quit_signals.detach()


def _report_shown_and_quit(app: QApplication, window: MainWindow) -> None:
    mark("first paint done")
    print("main window shown", flush=True)
    _quit_when_settled(app, window, SETTLE_TRIES)


# What comes once the window is on screen (the table's side, the statistics database's check in its thread)
# is done before --quit-when-shown quits, so that such a start says what that check found; checked every
# SETTLE_MS, for at most SETTLE_TRIES times (a database held by another program makes the check wait).
SETTLE_MS, SETTLE_TRIES = 10, 1000


def _quit_when_settled(app: QApplication, window: MainWindow, tries: int) -> None:
    if tries <= 0 or window.statistics.settled():
        app.quit()
    else:
        QTimer.singleShot(SETTLE_MS, lambda: _quit_when_settled(app, window, tries - 1))
