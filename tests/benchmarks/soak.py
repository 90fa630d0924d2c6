"""Soak: many games of computer players through the real main window, counting errors and memory.

python tests/benchmarks/soak.py --games N [--seed S] [--levels random,easy,normal] [--hidden] [--every K]

Plays N games in one `MainWindow` (offscreen), cycling through the registered games, their player counts
and their rule variants, every seat a computer player of a cheap level (`--levels`; `hard` may be added:
its search then runs in the worker processes, 0.05 s a move), animations off and no delay between moves,
with the autosave on in a temporary data folder. Each game ends at its results, which are closed before
the next one starts, as a person would.

An error is any of: an exception the error reporter caught (app/shell/error_report.py, installed as the app
installs it), a Qt warning or critical message (but for the offscreen platform's own notes, listed in
OFFSCREEN_NOTES), a computer player that failed, a save that failed, an autosave that does not load back
as the game on the table (checked once a game, at a random move), a game with no move for `--stall-seconds`
(it is then left for the next). Each is printed as it happens. `--hidden` plays without ever showing the
window (the scene is built and changed alike, but nothing is painted), as the test suite's short run does.

Memory is the process's resident set size (RSS, from /proc): at start (the window built), after the
warm-up (the first game of every kind: modules, caches and pictures loaded once) and at the end, each after
a full garbage collection; the growth is the end's minus the warm-up's. The last line is exactly
`soak: <games> games, <errors> errors, RSS growth <MB> MB`. Exit status 0 when there was no error.
"""

from __future__ import annotations

import argparse
import gc
import itertools
import logging
import os
import random
import resource
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

LEVELS = ("random", "easy", "normal")
STALL_SECONDS = 60.0  # a game with no move for this long is stuck (a busy machine slows moves, never stops them)
# Notes of Qt's offscreen platform (no window manager, no screen of its own), not faults of the app.
OFFSCREEN_NOTES = ("This plugin does not support", "QFont::setPointSize")


class ErrorCount(logging.Handler):
    """Counts the Qt messages that matter (warnings and worse, routed into logging by app_log.py)."""

    def __init__(self, report):
        super().__init__(logging.WARNING)
        self.count = 0
        self._report = report

    def emit(self, record: logging.LogRecord) -> None:
        message = record.getMessage()
        if any(message.startswith(note) for note in OFFSCREEN_NOTES):
            return
        self.count += 1
        self._report(f"Qt {record.levelname.lower()}: {message}")


def rss_mb() -> float:
    """The resident set size now (Linux's /proc), else the peak so far."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError):
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def measured_rss() -> float:
    gc.collect()
    return rss_mb()


def game_plan(seed: int, levels: tuple[str, ...]):
    """Endless (game id, options, seats) cycling through games, then player counts and variants."""
    from cardtable.app.shell.controller import Seat
    from cardtable.app.plugin import view_classes

    chooser = random.Random(seed)
    variants = {}
    for view in view_classes():
        game = view.game
        specs = game.option_specs
        combos = list(itertools.product(game.player_counts(), *(spec.choices for spec in specs)))
        chooser.shuffle(combos)
        variants[game.id] = itertools.cycle(
            [(combo[0], dict(zip((spec.key for spec in specs), combo[1:]))) for combo in combos])
    names = ("Ada", "Boris", "Chloé", "Dmitri", "Emma", "Farid", "Gudrun", "Hiro")
    for game_id in itertools.cycle(variants):
        players, options = next(variants[game_id])
        seats = [Seat(names[seat], chooser.choice(levels)) for seat in range(players)]
        yield game_id, options, seats


class Soak:
    def __init__(self, seed: int, levels: tuple[str, ...], stall_seconds: float, shown: bool = True):
        from cardtable.app.shell.app_log import route_qt_messages, start_log_file
        from cardtable.app.shell.application import create_application, create_main_window, install_error_reporting
        from cardtable.store.settings import Settings, save_settings

        self.errors: list[str] = []
        self.log = start_log_file()
        route_qt_messages()
        self.qt_errors = ErrorCount(self.error)
        logging.getLogger("cardtable.qt").addHandler(self.qt_errors)
        self.app = create_application([sys.argv[0]])
        save_settings(Settings(language="en", animation_speed="off", ai_delay_ms=0))
        self.window = create_main_window()
        self.window.controller.ai_seconds = 0.05
        self.reporter = install_error_reporting(self.window)
        self.reporter.reported.connect(lambda summary: self.error(f"exception: {summary}"))
        controller = self.window.controller
        controller.ai_failed.connect(lambda message: self.error(f"a computer player failed: {message}"))
        controller.save_failed.connect(lambda error: self.error(f"a save failed: {error}"))
        controller.saved.connect(self._on_saved)
        if shown:
            self.window.show()
        self.plan = game_plan(seed, levels)
        self.chooser = random.Random(seed + 1)
        self.stall_seconds = stall_seconds
        self._last_move_at = time.monotonic()
        self._check_at = -1
        self._moves = 0
        self.moves_played = 0

    def error(self, text: str) -> None:
        self.errors.append(text)
        print(f"  error: {text}", flush=True)

    def play(self, number: int) -> str:
        """One game, from its start to its results closed, inside an event loop as the app runs in one (the
        objects the window lets go with deleteLater are freed there, as in the app, and nowhere without)."""
        from PySide6.QtCore import QEventLoop, QTimer

        from cardtable.app.shell.results_dialog import ResultsDialog

        game_id, options, seats = next(self.plan)
        window = self.window
        loop = QEventLoop()
        outcome = {}

        def start() -> None:
            self._moves, self._check_at = 0, self.chooser.randrange(1, 40)
            self._last_move_at = time.monotonic()
            window.start_game(game_id, options, self.chooser.randrange(2**31), seats)

        def check() -> None:
            if isinstance(window.dialog, ResultsDialog):
                state = window.controller.state
                self.moves_played += len(state.history)
                if not state.is_terminal():
                    self.error(f"game {number} ({game_id}): the results opened before the game was over")
                window.dialog.close()
                outcome["done"] = True
            elif time.monotonic() - self._last_move_at > self.stall_seconds:
                self.error(f"game {number} ({game_id}): no move for {self.stall_seconds:g} s "
                           f"after {len(window.controller.state.history)} moves")
                window.show_start_page()
                outcome["done"] = True
            if outcome and not outcome.get("quitting"):
                outcome["quitting"] = True
                QTimer.singleShot(0, loop.quit)  # after what the closing posted (deletions among them)

        ticker = QTimer()
        ticker.timeout.connect(check)
        ticker.start(20)
        QTimer.singleShot(0, start)
        loop.exec()
        ticker.stop()
        return game_id

    def _on_saved(self) -> None:
        """Once a game, the autosave read back from its file must be the game on the table."""
        from cardtable.store import saves

        self._moves += 1
        self._last_move_at = time.monotonic()
        if self._moves != self._check_at:
            return
        state = self.window.controller.state
        result = saves.load()
        if result.status != "ok":
            self.error(f"the autosave did not load: {result.status} ({result.reason})")
        elif result.game.state.to_json() != state.to_json():
            self.error("the autosave is not the game on the table")

    def close(self) -> None:
        self.window.close()
        self.reporter.uninstall()
        self.app.processEvents()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="how many games to play (default 1000)")
    parser.add_argument("--seed", type=int, default=17, help="seed of the deals, seats and variants")
    parser.add_argument("--levels", default=",".join(LEVELS), help="computer levels to draw seats from")
    parser.add_argument("--stall-seconds", type=float, default=STALL_SECONDS,
                        help="a game with no move for this long counts as stuck (an error)")
    parser.add_argument("--every", type=int, default=50, help="print the figures every so many games")
    parser.add_argument("--hidden", action="store_true",
                        help="never show the window (nothing painted: about three times cheaper)")
    args = parser.parse_args(argv)
    levels = tuple(level for level in args.levels.split(",") if level)
    with tempfile.TemporaryDirectory(prefix="cardtable-soak-") as folder:
        os.environ["CARDTABLE_DATA_DIR"] = folder
        started = time.perf_counter()
        cpu_started = time.process_time()
        soak = Soak(args.seed, levels, args.stall_seconds, shown=not args.hidden)
        start_rss = measured_rss()
        warm_rss = None
        from cardtable.app.plugin import view_classes

        kinds = len(view_classes())
        played: dict[str, int] = {}
        cpu_by_kind: dict[str, float] = {}
        for number in range(1, args.games + 1):
            cpu_before = time.process_time()
            game_id = soak.play(number)
            played[game_id] = played.get(game_id, 0) + 1
            cpu_by_kind[game_id] = cpu_by_kind.get(game_id, 0.0) + time.process_time() - cpu_before
            if number == min(kinds, args.games):
                warm_rss = measured_rss()
            if number % args.every == 0:
                print(f"{number} games, {len(soak.errors)} errors, RSS {rss_mb():.1f} MB, "
                      f"{time.perf_counter() - started:.0f} s", flush=True)
        soak.close()
        end_rss = measured_rss()
        seconds = time.perf_counter() - started
        from cardtable.app.shell.app_log import stop_log_file

        stop_log_file()
    warm_rss = start_rss if warm_rss is None else warm_rss
    print("games by kind (CPU s a game): " + ", ".join(
        f"{game_id} {count} ({cpu_by_kind[game_id] / count:.2f} s)" for game_id, count in played.items()))
    print(f"moves: {soak.moves_played}")
    print(f"time: {seconds:.1f} s ({args.games / seconds:.2f} games/s), CPU {time.process_time() - cpu_started:.1f} s")
    print(f"RSS: {start_rss:.1f} MB at start, {warm_rss:.1f} MB after the warm-up ({min(kinds, args.games)} games), "
          f"{end_rss:.1f} MB at the end")
    print(f"soak: {args.games} games, {len(soak.errors)} errors, RSS growth {end_rss - warm_rss:.1f} MB")
    return 0 if not soak.errors else 1


if __name__ == "__main__":
    sys.exit(main())
