"""How smooth the window stays while computer players think.

python tests/benchmarks/ui_latency.py [--players 4] [--seconds-per-move 1.0] [--moves N] [--json]

Plays a No Thanks! game of `hard` computer players in the real main window (offscreen) and measures the
event loop's delay: how late a 10 ms repeating timer fires (median, 99th percentile, maximum).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("CARDTABLE_DATA_DIR", tempfile.mkdtemp(prefix="cardtable-latency-"))

from PySide6.QtCore import QTimer  # noqa: E402

from cardtable.app.application import create_application, create_main_window  # noqa: E402
from cardtable.app.controller import Seat  # noqa: E402
from cardtable.store.settings import Settings, save_settings  # noqa: E402

TICK_MS = 10


class LatencyProbe:
    def __init__(self):
        self.lateness_ms: list[float] = []
        self.worst_at = (0.0, 0)
        self._last = time.perf_counter()
        self.timer = QTimer()
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self._tick)

    def _tick(self) -> None:
        now = time.perf_counter()
        self.lateness_ms.append(max(0.0, (now - self._last) * 1000 - TICK_MS))
        self.worst_at = max(self.worst_at, (self.lateness_ms[-1], len(self.lateness_ms)))
        self._last = now

    def start(self) -> None:
        self._last = time.perf_counter()
        self.timer.start()


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seconds-per-move", type=float, default=1.0)
    parser.add_argument("--moves", type=int, default=0, help="stop after this many moves (0: the whole game)")
    parser.add_argument("--animations", default="normal", choices=("off", "fast", "normal", "slow"))
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    save_settings(Settings(language="en", animation_speed=args.animations, ai_delay_ms=0))
    app = create_application(sys.argv[:1])
    window = create_main_window()
    window.controller.ai_seconds = args.seconds_per_move
    window.resize(1280, 800)
    window.show()
    probe = LatencyProbe()
    moves = []
    window.controller.action_applied.connect(lambda *a: moves.append(1))

    def finished_enough():
        if window.controller.state.is_terminal() or (args.moves and len(moves) >= args.moves):
            app.quit()

    window.controller.action_applied.connect(finished_enough)
    window.controller.finished.connect(app.quit)
    seats = [Seat(f"Hard {seat + 1}", "hard") for seat in range(args.players)]
    started = time.perf_counter()
    # Measure the game, not the one-time building of the table page that precedes it.
    window.controller.started.connect(lambda: QTimer.singleShot(100, probe.start))
    QTimer.singleShot(0, lambda: window.start_game("nothanks", {}, 1, seats))
    app.exec()
    elapsed = time.perf_counter() - started
    probe.timer.stop()
    window.close()
    lateness = probe.lateness_ms
    result = {"moves": len(moves), "seconds": elapsed, "ticks": len(lateness),
              "median_ms": statistics.median(lateness), "p99_ms": percentile(lateness, 0.99),
              "max_ms": max(lateness), "over_50ms": sum(late > 50 for late in lateness),
              "worst_tick": probe.worst_at[1], "target_p99_ms": 50}
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{result['moves']} moves in {elapsed:.1f} s; event-loop delay over {len(lateness)} ticks: "
              f"median {result['median_ms']:.1f} ms, p99 {result['p99_ms']:.1f} ms, max {result['max_ms']:.1f} ms "
              f"at tick {result['worst_tick']}; {result['over_50ms']} ticks over 50 ms (target p99 < 50 ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
