"""How smooth the window stays while computer players think.

python tests/benchmarks/ui_latency.py [--players 4] [--seconds-per-move 1.0] [--moves N] [--in-process] [--json]

Plays a No Thanks! game of `hard` computer players in the real main window (offscreen) and measures the
event loop's delay: how late a 10 ms repeating timer fires (median, 99th percentile, maximum, and how many
ticks come over 16.7, 50 and 100 ms late). `--in-process` runs the search in a thread of the window's own
process (as before the worker pool) instead of the pool's worker processes.

To find where the stalls come from it also records, with `gc.callbacks`, every cyclic garbage collection
of the window's process (generation, duration, which thread ran it) and, from a watchdog thread, what the
GUI thread was doing when a tick was overdue; a late tick is put down to a collection when the two overlap.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import statistics
import sys
import tempfile
import threading
import time
import traceback
from collections import Counter
from pathlib import Path

# The checkout this script is in, not whichever cardtable the interpreter would find first (a script's own
# folder, not the working directory, heads sys.path).
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("CARDTABLE_DATA_DIR", tempfile.mkdtemp(prefix="cardtable-latency-"))

from PySide6.QtCore import QTimer  # noqa: E402

from cardtable.app.shell.application import create_application, create_main_window, freeze_long_lived_objects  # noqa: E402
from cardtable.ai.pool import WORKER_NICENESS, SearchPool  # noqa: E402
from cardtable.app.shell.controller import Seat  # noqa: E402
from cardtable.store.settings import Settings, save_settings  # noqa: E402

TICK_MS = 10
THRESHOLDS_MS = (16.7, 50, 100)


def read_schedstat(fd: int | None) -> tuple[float, float]:
    """The calling thread's time on a core and time waiting for one, in seconds (Linux; else zeros)."""
    if fd is None:
        return 0.0, 0.0
    running, waiting, _ = os.pread(fd, 128, 0).split()
    return int(running) / 1e9, int(waiting) / 1e9


class LatencyProbe:
    """A 10 ms timer on the GUI thread; each tick's lateness, the span it covered, and how the GUI thread
    spent that span: on a core (its own work), waiting for a core (the machine's load), or neither, i.e.
    blocked (waiting for the GIL, or in a system call)."""

    def __init__(self):
        self.lateness_ms: list[float] = []
        self.spans: list[tuple[float, float]] = []
        self.split: list[tuple[float, float, float]] = []  # seconds running, waiting for a core, blocked
        try:
            self._schedstat = os.open("/proc/thread-self/schedstat", os.O_RDONLY)
        except OSError:
            self._schedstat = None
        self._last_sched = (0.0, 0.0)
        self.worst_at = (0.0, 0)
        self._last = time.perf_counter()
        self.timer = QTimer()
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self._tick)

    def _tick(self) -> None:
        now = time.perf_counter()
        sched = read_schedstat(self._schedstat)
        running, waiting = sched[0] - self._last_sched[0], sched[1] - self._last_sched[1]
        self.split.append((running, waiting, max(0.0, now - self._last - running - waiting)))
        self._last_sched = sched
        self.lateness_ms.append(max(0.0, (now - self._last) * 1000 - TICK_MS))
        self.spans.append((self._last, now))
        self.worst_at = max(self.worst_at, (self.lateness_ms[-1], len(self.lateness_ms)))
        self._last = now

    def start(self) -> None:
        self._last = time.perf_counter()
        self._last_sched = read_schedstat(self._schedstat)
        self.timer.start()

    @property
    def last(self) -> float:
        return self._last


class CollectionLog:
    """Every cyclic collection of this process: (start, end, generation, thread name)."""

    def __init__(self):
        self.collections: list[tuple[float, float, int, str]] = []
        self._started: dict[int, float] = {}

    def __call__(self, phase: str, info: dict) -> None:
        now = time.perf_counter()
        ident = threading.get_ident()
        if phase == "start":
            self._started[ident] = now
        elif ident in self._started:
            self.collections.append((self._started.pop(ident), now, info["generation"],
                                     threading.current_thread().name))

    def summary(self) -> dict:
        by_generation = {}
        for generation in (0, 1, 2):
            durations = [(end - start) * 1000 for start, end, gen, _ in self.collections if gen == generation]
            by_generation[generation] = {"count": len(durations), "max_ms": max(durations, default=0.0),
                                         "total_ms": sum(durations)}
        return by_generation


class StallWatch(threading.Thread):
    """Samples the GUI thread's stack when the probe's tick is overdue (once per stall). Needs the GIL
    itself: a stall it cannot sample is one where some other thread held the GIL throughout."""

    def __init__(self, probe: LatencyProbe, overdue_ms: float = 40.0):
        super().__init__(name="stall-watch", daemon=True)
        self.probe, self.overdue = probe, overdue_ms / 1000
        self.samples: Counter = Counter()
        self.stop = threading.Event()
        self._gui = threading.main_thread().ident

    def run(self) -> None:
        sampled_for = None
        while not self.stop.wait(0.005):
            last = self.probe.last
            if sampled_for == last or time.perf_counter() - last < self.overdue:
                continue
            sampled_for = last
            frame = sys._current_frames().get(self._gui)
            stack = traceback.extract_stack(frame)[-3:] if frame is not None else []
            self.samples[" < ".join(f"{os.path.basename(f.filename)}:{f.lineno} {f.name}"
                                    for f in reversed(stack))] += 1


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def worst_ticks(probe: LatencyProbe, collections, count: int = 5) -> list[dict]:
    """The latest ticks, each with the GUI thread's split and the generations of the collections under way."""
    order = sorted(range(len(probe.lateness_ms)), key=probe.lateness_ms.__getitem__, reverse=True)[:count]
    worst = []
    for index in order:
        start, end = probe.spans[index]
        worst.append({"tick": index + 1, "late_ms": round(probe.lateness_ms[index], 1),
                      **{name: round(ms * 1000, 1) for name, ms in
                         zip(("running_ms", "waiting_for_a_core_ms", "blocked_ms"), probe.split[index])},
                      "collections": sorted(gen for c_start, c_end, gen, _ in collections
                                            if c_start < end and c_end > start)})
    return worst


def overlapping_collection(span, collections, generation=None) -> bool:
    start, end = span
    return any(c_start < end and c_end > start and (generation is None or gen == generation)
               for c_start, c_end, gen, _ in collections)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seconds-per-move", type=float, default=1.0)
    parser.add_argument("--moves", type=int, default=0, help="stop after this many moves (0: the whole game)")
    parser.add_argument("--animations", default="normal", choices=("off", "fast", "normal", "slow"))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--in-process", action="store_true", help="search in a thread of this process, no pool")
    parser.add_argument("--level", default="hard", help="the computer players' level ('normal': the floor "
                        "without any search, at the same pace)")
    parser.add_argument("--no-gc-freeze", action="store_true",
                        help="leave the window's objects to the cyclic collector (as before gc.freeze)")
    parser.add_argument("--niceness", type=int, default=WORKER_NICENESS, help="the pool's workers' niceness")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    save_settings(Settings(language="en", animation_speed=args.animations, ai_delay_ms=0))
    app = create_application(sys.argv[:1])
    window = create_main_window()
    if not args.no_gc_freeze:
        freeze_long_lived_objects()  # as the application's run() does
    if args.in_process:
        window.ai.use_pool = False
    elif args.niceness != WORKER_NICENESS:
        window.ai._search_pool = SearchPool(niceness=args.niceness)
    window.controller.ai_seconds = args.seconds_per_move
    window.resize(1280, 800)
    window.show()
    probe = LatencyProbe()
    collections = CollectionLog()
    watch = StallWatch(probe)
    moves, iterations = [], []

    def on_move(seat, *_):
        moves.append(time.perf_counter())
        iterations.append(getattr(window.controller._agents.get(seat), "last_iterations", 0))

    window.controller.action_applied.connect(on_move)

    def finished_enough():
        if window.controller.state.is_terminal() or (args.moves and len(moves) >= args.moves):
            app.quit()

    window.controller.action_applied.connect(finished_enough)
    window.controller.finished.connect(app.quit)
    seats = [Seat(f"{args.level} {seat + 1}", args.level) for seat in range(args.players)]
    if args.level != "hard":  # the same pace as the searching players, without their search
        window.ai.min_delay_ms = int(args.seconds_per_move * 1000)
    started = time.perf_counter()

    def start_measuring():
        probe.start()
        gc.callbacks.append(collections)
        watch.start()

    # Measure the game, not the one-time building of the table page that precedes it.
    window.controller.started.connect(lambda: QTimer.singleShot(100, start_measuring))
    QTimer.singleShot(0, lambda: window.start_game("nothanks", {}, args.seed, seats))
    app.exec()
    elapsed = time.perf_counter() - started
    probe.timer.stop()
    watch.stop.set()
    if collections in gc.callbacks:
        gc.callbacks.remove(collections)
    window.close()
    lateness, spans = probe.lateness_ms, probe.spans
    searched = [count for count in iterations if count]
    late = [span for span, ms in zip(spans, lateness) if ms > 50]
    late_split = [sum(parts) * 1000 for parts in zip(*(split for split, ms in zip(probe.split, lateness) if ms > 50))]
    result = {"moves": len(moves), "seconds": elapsed, "ticks": len(lateness), "in_process": args.in_process,
              "level": args.level, "gc_freeze": not args.no_gc_freeze,
              "niceness": None if args.in_process else args.niceness,
              "load_average": os.getloadavg(),
              "median_ms": statistics.median(lateness), "p99_ms": percentile(lateness, 0.99),
              "max_ms": max(lateness), "worst_tick": probe.worst_at[1],
              **{f"over_{limit}ms": sum(ms > limit for ms in lateness) for limit in THRESHOLDS_MS},
              "iterations_per_searched_move": statistics.mean(searched) if searched else 0,
              "searched_moves": len(searched),
              "collections": collections.summary(),
              "collections_by_thread": dict(Counter(name for *_, name in collections.collections)),
              "over_50ms_during_a_collection": sum(overlapping_collection(span, collections.collections)
                                                   for span in late),
              "over_50ms_during_a_gen2_collection": sum(overlapping_collection(span, collections.collections, 2)
                                                        for span in late),
              "gui_thread_in_ticks_over_50ms_ms": dict(zip(("running", "waiting_for_a_core", "blocked"),
                                                           late_split or (0, 0, 0))),
              "worst_ticks": worst_ticks(probe, collections.collections),
              "gui_stack_when_overdue": dict(watch.samples.most_common(8))}
    if args.json:
        print(json.dumps(result))
    else:
        where = 'in-process thread' if args.in_process else f'pool, workers at niceness {args.niceness}'
        print(f"{result['moves']} moves of {args.level} players in {elapsed:.1f} s ({where}); "
              f"event-loop delay over {len(lateness)} ticks: median {result['median_ms']:.1f} ms, "
              f"p99 {result['p99_ms']:.1f} ms, max {result['max_ms']:.1f} ms at tick {result['worst_tick']}; "
              + ", ".join(f"{result[f'over_{limit}ms']} over {limit} ms" for limit in THRESHOLDS_MS)
              + " (target: p99 < 16.7 ms, none over 100 ms)")
        print(f"iterations per searched move: {result['iterations_per_searched_move']:.0f} "
              f"over {result['searched_moves']} moves")
        for generation, figures in result["collections"].items():
            print(f"gc generation {generation}: {figures['count']} collections, max {figures['max_ms']:.1f} ms, "
                  f"total {figures['total_ms']:.0f} ms")
        print(f"collections by thread: {result['collections_by_thread']}")
        print(f"ticks over 50 ms: {len(late)}, of which during a collection {result['over_50ms_during_a_collection']}"
              f" (generation 2: {result['over_50ms_during_a_gen2_collection']})")
        split = result["gui_thread_in_ticks_over_50ms_ms"]
        print("GUI thread over the ticks over 50 ms: "
              + ", ".join(f"{name.replace('_', ' ')} {ms:.0f} ms" for name, ms in split.items()))
        for tick in result["worst_ticks"]:
            print(f"  tick {tick['tick']}: {tick['late_ms']} ms late; GUI thread running {tick['running_ms']} ms, "
                  f"waiting for a core {tick['waiting_for_a_core_ms']} ms, blocked {tick['blocked_ms']} ms; "
                  f"collections under way: {tick['collections'] or 'none'}")
        for stack, count in result["gui_stack_when_overdue"].items():
            print(f"  GUI thread when overdue ({count}x): {stack}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
