"""`cardtable --smoke-test`: proof that an installed or bundled cardtable works, for packagers and CI.

It opens the main window, has computer players play a whole game of the first registered game (No Thanks!)
through the real table, checks that the results appear, that the statistics counted the game (the figures
`cardtable --statistics` prints), that our French catalogue and Qt's own load, and
that French reaches the widgets, and that the plots draw (the results' scores and the statistics' win rate,
so pyqtgraph and numpy really run), and that the one-window guard's local server listens (QtNetwork), then
exits 0. Any failure exits 1 with a message saying what went wrong.
It runs in a temporary user folder, so the user's settings, saved game and statistics are never touched.

With the environment variable CARDTABLE_SMOKE_REPORT naming a file, it also writes there (JSON) what the run
loaded: "mapped_files", the files mapped in its process (/proc/self/maps: shared libraries and the files Qt
maps to read, such as catalogues; Linux only, else empty), and "modules", the Python modules imported. The
bundle's test checks the bundle against it: a large file that no smoke run loads is one the app does not
need (tests/packaging/test_bundle.py).
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
import traceback

from cardtable.store.paths import OVERRIDE_VARIABLE

GAME_SECONDS = 120.0
REPORT_VARIABLE = "CARDTABLE_SMOKE_REPORT"
PLOT_SIZE = (480, 300)  # pixels: the statistics' plots are drawn at this size (each)
MIN_CURVE_PIXELS = 5  # of those sampled (every other pixel of every other row) in a series' own colour
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
            _write_loaded_report(os.environ.get(REPORT_VARIABLE))
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
    _check_statistics_plot(app, window)
    report("the plots drawn (scores and statistics)")
    _check_french(app, window)
    report("French loaded (cardtable and Qt catalogues)")
    _check_instance_server()
    report("the single-instance server listened")
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
    from cardtable.app.table.seat_colours import seat_colour

    window.dialog.tabs().setCurrentWidget(window.dialog.scores)
    app.processEvents()
    _check_drawn(window.dialog.scores.plot, seat_colour(0), "the results' scores plot")
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


def _check_statistics_plot(app, window) -> None:
    """The statistics' win rate plot of the game just played. The plots follow the people's results, and the
    computers played alone: the game is recorded again (in the smoke test's own folder) with its first seat
    a person's."""
    from cardtable.store.statistics import HUMAN, over_time, record_game
    from cardtable.app.shell.statistics_plots import StatisticsPlots, WIN_RATE_COLOUR

    state = window.controller.state
    game_id = type(state).game.id
    seats = [{"name": name, "controller": HUMAN if index == 0 else level}
             for index, (name, level) in enumerate(SEATS[:state.num_players])]
    record_game(state, seats, {"uid": "smoke-test-with-a-person"})
    points = over_time(game_id)
    if len(points) != 1:
        raise SmokeFailure(f"the statistics have {len(points)} points to plot for the game with a person (want 1)")
    plots = StatisticsPlots()
    try:
        plots.show_points(points, game_id)
        plots.resize(2 * PLOT_SIZE[0], PLOT_SIZE[1])
        plots.show()  # a plot lays out its axes and view on being shown
        app.processEvents()
        _check_drawn(plots.win_rate, WIN_RATE_COLOUR, "the statistics' win rate plot")
    finally:
        plots.close()
        plots.deleteLater()


def _check_drawn(plot, colour, name: str) -> None:
    """The plot, rendered off screen, shows its series' colour: pyqtgraph drew it (numpy computed the path)."""
    image = plot.grab().toImage()
    wanted = colour.rgb()
    # Every other pixel of every other row: enough to find the markers and lines, and fast in Python.
    seen = sum(image.pixel(x, y) == wanted for y in range(0, image.height(), 2) for x in range(0, image.width(), 2))
    if seen < MIN_CURVE_PIXELS:
        raise SmokeFailure(f"{name} shows no series ({seen} sampled pixels of its colour, want {MIN_CURVE_PIXELS})")


def _check_instance_server() -> None:
    """The one-window guard of the (temporary) data folder claims it and listens: a second start is handed to
    the first through QtNetwork's local server, which the bundle must carry although the window does not need
    it to show."""
    from cardtable.app.shell.single_instance import InstanceGuard
    from cardtable.store.paths import data_dir

    guard = InstanceGuard(data_dir())
    try:
        if not guard.claim() or not guard.listen():
            raise SmokeFailure("the single-instance server could not claim the data folder and listen")
    finally:
        guard.release()


def _write_loaded_report(path: str | None) -> None:
    if not path:
        return
    try:
        with open("/proc/self/maps", encoding="utf-8") as maps:
            mapped = {line.split(maxsplit=5)[5].strip() for line in maps if len(line.split(maxsplit=5)) == 6}
    except OSError:
        mapped = set()  # not Linux: no list of libraries
    files = sorted(name for name in mapped if name.startswith("/"))  # not [heap], [stack], ...
    with open(path, "w", encoding="utf-8") as file:
        json.dump({"mapped_files": files, "modules": sorted(sys.modules)}, file, indent=1)


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
