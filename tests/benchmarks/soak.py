"""Soak: many games of computer players through the real main window, counting errors and memory.

python tests/benchmarks/soak.py --games N [--seed S] [--levels random,easy,normal] [--hidden] [--every K]
                                 [--trim] [--counts] [--tracemalloc] [--json]

Plays N games in one `MainWindow` (offscreen), cycling through the registered games, their player counts
and their rule variants, every seat a computer player of a cheap level (`--levels`; `hard` may be added:
its search then runs in the worker processes, 0.05 s a move), animations off and no delay between moves,
with the autosave on in a temporary data folder (in memory, under /dev/shm, where there is one: the disk's
syncs after each save would pace the run, not its memory; `--on-disk` puts it in the system's temporary folder). Each game ends at its results, which are closed before
the next one starts, as a person would.

An error is any of: an exception the error reporter caught (app/shell/error_report.py, installed as the app
installs it), a Qt warning or critical message (but for the offscreen platform's own notes, listed in
OFFSCREEN_NOTES), a computer player that failed, a save that failed, an autosave that does not load back
as the game on the table (checked once a game, at a random move), a game with no move for `--stall-seconds`
(it is then left for the next). Each is printed as it happens. `--hidden` plays without ever showing the
window (the scene is built and changed alike, but nothing is painted), as the test suite's short run does.

Memory is the process's resident set size (RSS, from /proc): at start (the window built), after the
warm-up (the first game of every kind: modules, caches and pictures loaded once) and at the end, each after
a full garbage collection; the growth is the end's minus the warm-up's. The peak is the kernel's high-water
mark of the RSS (/proc's VmHWM: the highest RSS at any moment of the run, start included), beside the
highest RSS sampled between moves. The last line is exactly
`soak: <games> games, <errors> errors, RSS growth <MB> MB, peak <MB> MB`. Exit status 0 when there was no error.

Finding growth (each printed every `--every` games, from the warm-up on):
- `--trim` calls glibc's `malloc_trim(0)` before each measure, so that freed C-heap pages kept by the
  allocator do not count: growth that goes with it was fragmentation, growth that stays was kept memory.
- `--counts` prints the Python objects by type that grew since the last print (gc.get_objects), and the Qt
  objects: widgets alive (QApplication.allWidgets), QObjects under the window, graphics scenes and their items.
- `--tracemalloc` prints the Python allocations that grew most since the last print, by file:line (it slows
  every allocation: figures of time and RSS are then not the app's).
`--json` prints, after the text, one flat JSON object: games, errors, moves, seconds, cpu_seconds,
rss_start_mb, rss_warm_mb, rss_end_mb, rss_growth_mb, rss_peak_mb.
"""

from __future__ import annotations

import argparse
import collections
import ctypes
import ctypes.util
import gc
import itertools
import json
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


def peak_rss_mb() -> float:
    """The highest RSS of the process so far (the kernel's high-water mark of this program's memory)."""
    # /proc's VmHWM, not getrusage's ru_maxrss: Linux carries ru_maxrss over an exec, so a soak started by a
    # big process (a test worker) would report that process's size as its own peak.
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except (OSError, ValueError, IndexError):
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def malloc_trim() -> None:
    """Gives the C heap's free pages back to the system (glibc; nothing elsewhere)."""
    name = ctypes.util.find_library("c")
    try:
        ctypes.CDLL(name).malloc_trim(0)
    except (OSError, AttributeError, TypeError):
        pass


def measured_rss(trim: bool = False) -> float:
    gc.collect()
    if trim:
        malloc_trim()
    return rss_mb()


class GrowthProbe:
    """What grew between two prints: Python objects by type, Qt objects, Python allocations by line."""

    def __init__(self, window, counts: bool, traced: bool):
        self.window = window
        self.counts = counts
        self.traced = traced
        self._types: collections.Counter | None = None
        self._qt: dict[str, int] | None = None
        self._snapshot = None
        if traced:
            import tracemalloc

            tracemalloc.start(1)

    def python_types(self) -> collections.Counter:
        return collections.Counter(type(thing).__qualname__ for thing in gc.get_objects())

    def qt_objects(self) -> dict[str, int]:
        from PySide6.QtCore import QObject
        from PySide6.QtWidgets import QApplication, QGraphicsScene

        from cardtable.app.table import cards

        children = self.window.findChildren(QObject)
        scenes = [child for child in children if isinstance(child, QGraphicsScene)]
        return {"widgets": len(QApplication.allWidgets()), "window QObjects": len(children),
                "scenes": len(scenes), "scene items": sum(len(scene.items()) for scene in scenes),
                "card pixmaps": cards.cache_size(), "card pixmap KiB": cards.cache_bytes() // 1024}

    def report(self) -> None:
        gc.collect()
        if self.counts:
            types, qt = self.python_types(), self.qt_objects()
            if self._types is not None:
                grown = sorted(((types[name] - self._types[name], name) for name in types
                                if types[name] > self._types[name]), reverse=True)[:12]
                print("  python objects grown: " + (", ".join(f"{name} +{more}" for more, name in grown) or "none"))
            print("  qt: " + ", ".join(f"{name} {count}" + (f" ({count - self._qt[name]:+d})" if self._qt else "")
                                       for name, count in qt.items()))
            self._types, self._qt = types, qt
        if self.traced:
            import tracemalloc

            snapshot = tracemalloc.take_snapshot().filter_traces(
                (tracemalloc.Filter(False, tracemalloc.__file__),))
            current, _ = tracemalloc.get_traced_memory()
            print(f"  tracemalloc: {current / 2**20:.1f} MB traced")
            if self._snapshot is not None:
                for stat in snapshot.compare_to(self._snapshot, "lineno")[:10]:
                    if stat.size_diff > 0:
                        print(f"    {stat.size_diff / 1024:+.0f} KiB {stat.count_diff:+d} blocks  {stat.traceback}")
            self._snapshot = snapshot
        sys.stdout.flush()


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
        self.peak_sampled = rss_mb()

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

        def sample() -> None:
            self.peak_sampled = max(self.peak_sampled, rss_mb())
            check()

        ticker = QTimer()
        ticker.timeout.connect(sample)
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
    parser.add_argument("--trim", action="store_true",
                        help="malloc_trim(0) before each measure (tells C-heap fragmentation from kept memory)")
    parser.add_argument("--counts", action="store_true",
                        help="print the Python objects by type and the Qt objects that grew, every --every games")
    parser.add_argument("--tracemalloc", action="store_true",
                        help="print the Python allocations that grew most by file:line (slow)")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object at the end")
    parser.add_argument("--on-disk", action="store_true",
                        help="keep the data folder in the system's temporary folder, not in memory (/dev/shm)")
    args = parser.parse_args(argv)
    levels = tuple(level for level in args.levels.split(",") if level)
    in_memory = Path("/dev/shm")
    parent = None if args.on_disk or not in_memory.is_dir() else str(in_memory)
    with tempfile.TemporaryDirectory(prefix="cardtable-soak-", dir=parent) as folder:
        os.environ["CARDTABLE_DATA_DIR"] = folder
        started = time.perf_counter()
        cpu_started = time.process_time()
        soak = Soak(args.seed, levels, args.stall_seconds, shown=not args.hidden)
        probe = GrowthProbe(soak.window, args.counts, args.tracemalloc)
        start_rss = measured_rss(args.trim)
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
            soak.peak_sampled = max(soak.peak_sampled, rss_mb())
            if number == min(kinds, args.games):
                warm_rss = measured_rss(args.trim)
                print(f"warm-up ({number} games): RSS {warm_rss:.1f} MB", flush=True)
                probe.report()
            if number % args.every == 0:
                now = measured_rss(args.trim)
                peak = max(peak_rss_mb(), soak.peak_sampled, now)  # the kernel's mark may lag /proc's RSS
                print(f"{number} games, {len(soak.errors)} errors, RSS {now:.1f} MB, "
                      f"peak {peak:.1f} MB, {time.perf_counter() - started:.0f} s", flush=True)
                probe.report()
        soak.close()
        end_rss = measured_rss(args.trim)
        seconds = time.perf_counter() - started
        from cardtable.app.shell.app_log import stop_log_file

        stop_log_file()
    warm_rss = start_rss if warm_rss is None else warm_rss
    print("games by kind (CPU s a game): " + ", ".join(
        f"{game_id} {count} ({cpu_by_kind[game_id] / count:.2f} s)" for game_id, count in played.items()))
    print(f"moves: {soak.moves_played}")
    print(f"time: {seconds:.1f} s ({args.games / seconds:.2f} games/s), CPU {time.process_time() - cpu_started:.1f} s")
    peak = max(peak_rss_mb(), soak.peak_sampled, end_rss)
    print(f"RSS: {start_rss:.1f} MB at start, {warm_rss:.1f} MB after the warm-up ({min(kinds, args.games)} games), "
          f"{end_rss:.1f} MB at the end; peak {peak:.1f} MB (highest sampled between moves "
          f"{soak.peak_sampled:.1f} MB)" + (" (malloc_trim before each measure)" if args.trim else ""))
    if args.json:
        print(json.dumps({"games": args.games, "errors": len(soak.errors), "moves": soak.moves_played,
                          "seconds": round(seconds, 1), "cpu_seconds": round(time.process_time() - cpu_started, 1),
                          "rss_start_mb": round(start_rss, 1), "rss_warm_mb": round(warm_rss, 1),
                          "rss_end_mb": round(end_rss, 1), "rss_growth_mb": round(end_rss - warm_rss, 1),
                          "rss_peak_mb": round(peak, 1)}))
    print(f"soak: {args.games} games, {len(soak.errors)} errors, RSS growth {end_rss - warm_rss:.1f} MB, "
          f"peak {peak:.1f} MB")
    return 0 if not soak.errors else 1


if __name__ == "__main__":
    sys.exit(main())
