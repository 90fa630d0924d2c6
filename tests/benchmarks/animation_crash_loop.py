"""Hunting a rare native crash: issue 30's defect 12, seen once at the end of
`tests/generic/test_app_animation.py::test_a_click_or_escape_skips_the_animation_to_the_state` (slow
animations, computer players moving, a click or Esc skipping the animation).

python tests/benchmarks/animation_crash_loop.py [--runs N] [--minutes M] [--hog] [--jobs J] [--repeat K]
    [--games nothanks,faehrte] [--eager-gc] [--qt-rules RULES] [--crash-folder FOLDER]

Runs that test, for every registered game (and each of its three ways to skip), again and again, each
pytest process fresh (`python -X faulthandler -m pytest -n 0 -q -p no:cacheprovider -s --no-qt-log ...`,
so that Qt's messages and faulthandler's stacks of every thread reach the output instead of a capture that a
crash would lose). `--repeat K` (default 1) runs the chosen game's three tests K times each inside one
process (a pytest-repeat-like parametrisation added by this module, loaded as a plugin with `-p`): more runs
a minute, and the widgets of earlier runs around, as in the suite's run that crashed; `--repeat 1` runs one
test node per process. `--jobs J` runs J processes at once (the test mostly waits on its slow animations).
`--hog` starts one busy process per core beside it (niced, as the loop should be: run it with `nice -n 19`).
`--eager-gc` makes Python's cyclic collector run far more often in the test processes (thresholds 50, 1, 1):
a crash of an object that a collection frees at the wrong moment (a dropped widget in a reference cycle,
freed under Qt's walk of a widget tree or from a computer player's thread) then comes sooner.
`QT_LOGGING_RULES` is set to `--qt-rules` (by default Qt's own warnings plus its debug messages about
widgets shown, hidden and focused).

It stops at the first crash: a process ended by a signal, or "Fatal Python error" / "Segmentation fault"
in its output; that process's whole output is saved in `--crash-folder` and the others are stopped. A
process that outlives its time limit is a hang, saved the same way (pytest's faulthandler_timeout dumps the
stacks first). A test that fails without a crash is counted and its output saved, and the loop goes on.
Qt's warnings seen in the runs' output are counted and listed at the end. The last line is exactly
`animation crash loop: N runs, C crashes` (also `H hangs, F failures` when there were any). Exit status 0
when there was no crash, hang or failure.
"""

from __future__ import annotations

import argparse
import collections
import datetime
import gc
import itertools
import multiprocessing
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TEST = "tests/generic/test_app_animation.py::test_a_click_or_escape_skips_the_animation_to_the_state"
PLUGIN = "tests.benchmarks.animation_crash_loop"
REPEAT_VARIABLE = "CARDTABLE_CRASH_LOOP_REPEAT"
EAGER_GC_VARIABLE = "CARDTABLE_CRASH_LOOP_EAGER_GC"
EAGER_GC_THRESHOLDS = (50, 1, 1)
MARK = "crash-loop:"
CRASH_TEXTS = ("Fatal Python error", "Segmentation fault", "Aborted (core dumped)")
# Qt's warnings are on by default; these add its debug messages on widgets shown, hidden and focused (which
# widget Qt was busy with when it crashed). Qt's other debug categories are either silent here or flood the
# output (qt.text.emojisegmenter: tens of thousands of lines a test).
QT_RULES = "qt.widgets.showhide.debug=true;qt.widgets.focus.debug=true"
SECONDS_A_TEST = 120  # a test that takes longer in a busy machine is stuck (faulthandler_timeout dumps it first)


# The plugin side: loaded in the pytest process with `-p tests.benchmarks.animation_crash_loop`.

def pytest_configure(config) -> None:
    if os.environ.get(EAGER_GC_VARIABLE) == "1":
        gc.set_threshold(*EAGER_GC_THRESHOLDS)


def pytest_generate_tests(metafunc) -> None:
    repeat = int(os.environ.get(REPEAT_VARIABLE, "1"))
    if repeat > 1 and metafunc.function.__name__ == TEST.rsplit("::", 1)[1]:
        metafunc.fixturenames.append("crash_loop_round")
        metafunc.parametrize("crash_loop_round", range(repeat))


def pytest_runtest_logstart(nodeid, location) -> None:
    _tell(f"{MARK} start {nodeid}")


def pytest_runtest_logreport(report) -> None:
    if report.when == "call" or report.outcome != "passed":
        _tell(f"{MARK} {report.outcome} {report.when} {report.nodeid}")


def _tell(line: str) -> None:
    os.write(1, ("\n" + line + "\n").encode())  # straight to the file descriptor: nothing buffered is lost in a crash


# The loop side.

def collect_games() -> list[str]:
    """The games the test is parametrised over, in its order."""
    listed = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-n", "0", "-p", "no:cacheprovider",
                             TEST], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    games = re.findall(r"\[(\w+)-click\]", listed)
    if not games:
        raise SystemExit(f"no test collected:\n{listed}")
    return games


def command(game: str, how: str | None) -> list[str]:
    node = f"{TEST}[{game}-{how}]" if how else TEST
    selection = [] if how else ["-k", game]
    return [sys.executable, "-X", "faulthandler", "-m", "pytest", "-n", "0", "-q", "-p", "no:cacheprovider",
            "-p", PLUGIN, "-s", "--no-qt-log", "-o", f"faulthandler_timeout={SECONDS_A_TEST}", *selection, node]


def hog() -> None:
    os.nice(19)
    while True:
        pass


class Run:
    """One pytest process: its command, its output file, what it ran."""

    def __init__(self, game: str, how: str | None, repeat: int, environment: dict, folder: Path):
        self.game, self.repeat = game, repeat
        self.output = tempfile.NamedTemporaryFile(mode="w+b", dir=folder, prefix=f"{game}-", suffix=".txt",
                                                  delete=False)
        self.process = subprocess.Popen(command(game, how), cwd=ROOT, env=environment, stdout=self.output,
                                        stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
        self.started = time.monotonic()

    def overdue(self) -> bool:
        return time.monotonic() - self.started > SECONDS_A_TEST * (3 * self.repeat + 2)

    def text(self) -> str:
        return Path(self.output.name).read_text(encoding="utf-8", errors="replace")

    def discard(self) -> None:
        self.output.close()
        Path(self.output.name).unlink(missing_ok=True)


def qt_warnings(text: str) -> list[str]:
    """Qt's own warnings in a process's output ("QObject::...: ...", "QPainter::..."), numbers and addresses
    left out so that alike ones count together: a deleted object still used often warns before it crashes."""
    return [re.sub(r"0x[0-9a-f]+|\d+", "N", line.strip()) for line in text.splitlines()
            if re.match(r"\s*Q[A-Za-z]+::\w+", line) or "cannot be stopped from another thread" in line]


def done_tests(text: str) -> list[tuple[str, str]]:
    """(outcome, node id) of each test the process finished."""
    return [(outcome, node) for outcome, _when, node in re.findall(rf"^{MARK} (\w+) (\w+) (.+)$", text, re.M)]


def crashed(run: Run, text: str) -> bool:
    return run.process.returncode < 0 or any(crash in text for crash in CRASH_TEXTS)


def keep(run: Run, text: str, folder: Path, kind: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    stamp = datetime.datetime.now(datetime.timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    path = folder / f"{kind}-{run.game}-{stamp}-{run.process.pid}.txt"
    header = f"# {kind}: exit status {run.process.returncode}\n# {' '.join(run.process.args)}\n"
    path.write_text(header + text, encoding="utf-8")
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=0, help="stop after this many test runs (0: no limit)")
    parser.add_argument("--minutes", type=float, default=0, help="stop starting processes after this long (0: no limit)")
    parser.add_argument("--hog", action="store_true", help="one busy process per core beside the loop")
    parser.add_argument("--jobs", type=int, default=1, help="pytest processes at once")
    parser.add_argument("--repeat", type=int, default=1,
                        help="runs of each of a game's three tests in one process (1: one test a process)")
    parser.add_argument("--games", default="", help="comma-separated game ids (default: every registered game)")
    parser.add_argument("--eager-gc", action="store_true", help="the cyclic garbage collector far more often")
    parser.add_argument("--qt-rules", default=QT_RULES, help="QT_LOGGING_RULES for the test processes")
    parser.add_argument("--crash-folder", type=Path, default=Path(tempfile.gettempdir()) / "animation-crash-loop")
    args = parser.parse_args(argv)
    if not args.runs and not args.minutes:
        parser.error("give --runs or --minutes (or both)")

    games = [game for game in args.games.split(",") if game] or collect_games()
    hows = ["click", "escape", "escape on a button"]
    plan = itertools.cycle(games if args.repeat > 1 else [(game, how) for game in games for how in hows])
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_LOGGING_RULES=args.qt_rules,
                       PYTHONFAULTHANDLER="1",
                       **{REPEAT_VARIABLE: str(args.repeat), EAGER_GC_VARIABLE: "1" if args.eager_gc else "0"})
    hogs = [multiprocessing.Process(target=hog, daemon=True) for _ in range(os.cpu_count() or 1)] if args.hog else []
    for process in hogs:
        process.start()

    runs, failures, hangs, crashes = collections.Counter(), 0, 0, 0
    warnings: collections.Counter = collections.Counter()
    saved: list[Path] = []
    running: list[Run] = []
    deadline = time.monotonic() + args.minutes * 60 if args.minutes else None
    folder = Path(tempfile.mkdtemp(prefix="animation-crash-loop-"))

    def may_start() -> bool:
        planned = sum(runs.values()) + sum(3 * run.repeat if args.repeat > 1 else 1 for run in running)
        return ((not args.runs or planned < args.runs) and (deadline is None or time.monotonic() < deadline)
                and not crashes and not hangs)

    try:
        while True:
            while len(running) < args.jobs and may_start():
                step = next(plan)
                game, how = (step, None) if args.repeat > 1 else step
                running.append(Run(game, how, args.repeat, environment, folder))
            if not running:
                break
            time.sleep(0.5)
            for run in list(running):
                if run.process.poll() is None and not run.overdue():
                    continue
                hung = run.process.poll() is None
                if hung:
                    run.process.kill()
                    run.process.wait()
                text = run.text()
                finished = done_tests(text)
                runs[run.game] += sum(outcome == "passed" for outcome, _ in finished)
                if crashed(run, text) and not hung:
                    crashes += 1
                    saved.append(keep(run, text, args.crash_folder, "crash"))
                elif hung:
                    hangs += 1
                    saved.append(keep(run, text, args.crash_folder, "hang"))
                elif run.process.returncode != 0 or any(outcome != "passed" for outcome, _ in finished):
                    failures += 1
                    saved.append(keep(run, text, args.crash_folder, "failure"))
                warnings.update(qt_warnings(text))
                running.remove(run)
                run.discard()
                print(f"{datetime.datetime.now():%H:%M:%S} {run.game}: {len(finished)} tests, exit "
                      f"{run.process.returncode}; total {sum(runs.values())} runs", flush=True)
            if crashes or hangs:
                for run in running:
                    run.process.kill()
    finally:
        for run in running:  # stopped by a crash elsewhere (or Ctrl+C): what they finished still counts
            run.process.kill()
            run.process.wait()
            runs[run.game] += sum(outcome == "passed" for outcome, _ in done_tests(run.text()))
            run.discard()
        for process in hogs:
            process.kill()

    for game in games:
        print(f"{game}: {runs[game]} runs")
    for warning, count in warnings.most_common():
        print(f"Qt warning, {count} times: {warning}")
    for path in saved:
        print(f"saved: {path}")
    extra = f", {hangs} hangs, {failures} failures" if hangs or failures else ""
    print(f"animation crash loop: {sum(runs.values())} runs, {crashes} crashes{extra}")
    return 1 if crashes or hangs or failures else 0


if __name__ == "__main__":
    sys.exit(main())
