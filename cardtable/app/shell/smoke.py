"""`cardtable --smoke-test`: proof that an installed or bundled cardtable works, for packagers and CI.

It opens the main window, has computer players play a whole game of the first registered game (No Thanks!)
through the real table, checks that the results appear, that the statistics counted the game (the figures
`cardtable --statistics` prints), that our French catalogue and Qt's own load, and
that French reaches the widgets, then exits 0. Any failure exits 1 with a message saying what went wrong.
It runs in a temporary user folder, so the user's settings, saved game and statistics are never touched.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback

from cardtable.store.paths import OVERRIDE_VARIABLE

GAME_SECONDS = 120.0
QT_BUTTON = ("QPlatformTheme", "Cancel")  # a string of Qt's own catalogue, "Annuler" in qtbase_fr
SEATS = (("Ada", "random"), ("Boris", "easy"), ("Chloé", "normal"), ("Dmitri", "hard"))


class SmokeFailure(Exception):
    pass


def run_smoke_test(report=print) -> int:
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="cardtable-smoke-") as folder:
        previous = os.environ.get(OVERRIDE_VARIABLE)
        os.environ[OVERRIDE_VARIABLE] = folder
        try:
            _run_checks(report)
        except SmokeFailure as failure:
            report(f"smoke test FAILED: {failure}", file=sys.stderr)
            return 1
        except Exception:  # noqa: BLE001 -- a packaging fault shows up as any exception; say which
            report(f"smoke test FAILED with an error:\n{traceback.format_exc()}", file=sys.stderr)
            return 1
        finally:
            if previous is None:
                os.environ.pop(OVERRIDE_VARIABLE, None)
            else:
                os.environ[OVERRIDE_VARIABLE] = previous
    report(f"smoke test passed in {time.perf_counter() - started:.1f} s")
    return 0


def _run_checks(report) -> None:
    from cardtable.store.settings import Settings, save_settings
    from cardtable.app.shell.application import create_application, create_main_window

    app = create_application([sys.argv[0]])
    save_settings(Settings(language="en", animation_speed="off", ai_delay_ms=0))
    window = create_main_window()
    window.controller.ai_seconds = 0.05  # the 'hard' seat thinks briefly: this checks the wiring, not strength
    window.show()
    _wait(app, window.isVisible, 10.0, "the main window did not appear")
    report("main window shown")
    _play_a_game(app, window)
    report("a game played to the end, results shown")
    _check_statistics(window)
    report("the game counted in the statistics")
    _check_french(app, window)
    report("French loaded (cardtable and Qt catalogues)")
    window.close()


def _play_a_game(app, window) -> None:
    from cardtable.app.shell.controller import Seat
    from cardtable.app.games import view_classes
    from cardtable.app.shell.results_dialog import ResultsDialog

    game = view_classes()[0].game
    players = SEATS[:max(game.min_players, min(len(SEATS), game.max_players))]
    window.start_game(game.id, {}, 20261122, [Seat(name, level) for name, level in players])
    _wait(app, lambda: isinstance(window.dialog, ResultsDialog), GAME_SECONDS,
          "the computer players' game did not reach its results")
    state = window.controller.state
    if state is None or not state.is_terminal():
        raise SmokeFailure("the results opened before the game was over")
    window.dialog.close()


def _check_statistics(window) -> None:
    from cardtable.store.statistics import StatisticsError, games_recorded

    game_id = type(window.controller.state).game.id
    try:
        recorded = games_recorded()  # what `cardtable --statistics` counts
    except StatisticsError as error:
        raise SmokeFailure(f"the statistics cannot be read: {error}") from error
    if recorded != {game_id: 1}:
        raise SmokeFailure(f"the statistics recorded {recorded} (want one game of {game_id})")


def _check_french(app, window) -> None:
    from PySide6.QtCore import QCoreApplication

    from cardtable.app.i18n import shared_language_manager

    languages = shared_language_manager()
    languages.set_language("fr")
    app.processEvents()
    if len(languages.installed_catalogues()) != 2:
        raise SmokeFailure(f"French catalogues loaded: {languages.installed_catalogues()} (want cardtable and qtbase)")
    context, text = QT_BUTTON  # not literals in the call: the string is Qt's, not ours to translate
    if QCoreApplication.translate(context, text) != "Annuler":
        raise SmokeFailure("Qt's French catalogue (qtbase_fr) does not translate 'Cancel'")
    if window.act_new.text() == "&New game…":
        raise SmokeFailure("the window's menus stayed in English after switching to French")
    languages.set_language("en")


def _wait(app, condition, seconds: float, failure: str) -> None:
    """Run the event loop until `condition()` holds; sleeping between polls would slow every move down."""
    from PySide6.QtCore import QEventLoop, QTimer

    deadline = time.perf_counter() + seconds
    ticker = QTimer()
    ticker.start(50)  # wakes the loop now and then, so the deadline is checked even when nothing happens
    try:
        while not condition():
            if time.perf_counter() > deadline:
                raise SmokeFailure(f"{failure} within {seconds:g} s")
            app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
    finally:
        ticker.stop()
