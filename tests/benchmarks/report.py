"""Issue 31's performance table: runs the benchmarks and prints each figure beside its target.

python tests/benchmarks/report.py [--baseline PATH] [--only ROW ...] [--soak-file FILE] [--markdown] [--json]

Rows (each runs its own benchmark script, in a fresh process, one after the other):

  bundle   the desktop bundle's size on disk (bundle_size.py; builds it with packaging/build.sh if missing)
  startup  the first window, cold (page cache dropped) and warm, beside a bare PySide6 window's (startup.py --floor)
  hints    the coach's hint: first figures and final figures beside one busy process per core (coach_speed.py --hog)
  review   the after-game review of the longest game of every game, in CPU seconds (the same run)
  soak     RSS growth and peak over a 1,000-game soak with the window painted (soak.py; about two hours, so
           `--soak-file FILE` reads a recorded run's output instead, and the row names the file)
  engines  random playouts through the public API against the reference checkout `--baseline` (engine_speed.py)

The figures are wall-clock where a person waits (start-up, hints): run it on a quiet machine. `--markdown`
prints the table as the README carries it; the commit it ran on heads it.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BENCHMARKS = ROOT / "tests" / "benchmarks"
ROWS = ("bundle", "startup", "hints", "review", "soak", "engines")


@dataclass
class Line:
    """One line of the table: what, the figure measured, the target, and whether the figure meets it."""

    what: str
    measured: str
    target: str
    met: bool


def run_json(script: str, *arguments: str) -> dict:
    """Runs tests/benchmarks/`script` with --json in a fresh interpreter that imports this checkout."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    completed = subprocess.run([sys.executable, str(BENCHMARKS / script), *arguments, "--json"], cwd=ROOT,
                               env=env, capture_output=True, text=True)
    if completed.returncode != 0:
        raise SystemExit(f"{script} failed ({completed.returncode}):\n{completed.stderr[-2000:]}")
    output = completed.stdout
    start = output.rfind("\n{") + 1 if "\n{" in output else output.find("{")  # one line, or indented
    return json.loads(output[start:])


def bundle_lines(args) -> list[Line]:
    if not (ROOT / "dist" / "cardtable" / "cardtable").is_file():
        # The build's own lines go to stderr: stdout is the table.
        subprocess.run(["bash", str(ROOT / "packaging" / "build.sh")], cwd=ROOT, check=True, stdout=sys.stderr)
    sizes = run_json("bundle_size.py", str(ROOT / "dist" / "cardtable"))
    total = sizes["total_mb"]
    return [Line("desktop bundle on disk", f"{total:.0f} MB", "≤ 150 MB", total <= 150)]


def startup_lines(args) -> list[Line]:
    figures = run_json("startup.py", "--runs", "5", "--floor")
    cold, warm = figures["cold_median_s"], figures["warm_median_s"]
    floor = f"; a bare PySide6 window: {figures['floor_cold_median_s']:.2f} s cold, {figures['floor_warm_median_s']:.2f} s warm"
    return [Line("first window, cold start", f"{cold:.2f} s (warm {warm:.2f} s{floor})", "≤ 0.5 s cold, quiet",
                 cold <= 0.5)]


COACH_FIGURES: dict = {}


def coach_figures() -> dict:
    """One run of coach_speed.py beside the hog serves both rows: the review's figure is CPU time, which the
    hog does not change."""
    if not COACH_FIGURES:
        COACH_FIGURES.update(run_json("coach_speed.py", "--hog"))
    return COACH_FIGURES


def games_in(figures: dict, suffix: str) -> list[str]:
    """The games coach_speed.py measured (every registered game), by the keys it wrote."""
    return [key[:-len(suffix)] for key in figures if key.endswith(suffix)]


def hint_lines(args) -> list[Line]:
    figures = coach_figures()
    first = {game: figures[f"{game}_hint_first_worst"] for game in games_in(figures, "_hint_first_worst")}
    final = {game: figures[f"{game}_hint_final_worst"] for game in first}
    return [Line("hint, first figures beside a CPU hog (worst position)", per_game(first, "s"), "≤ 0.3 s",
                 max(first.values()) <= 0.3),
            Line("hint, final figures beside a CPU hog (worst position)", per_game(final, "s"), "≤ 1 s",
                 max(final.values()) <= 1.0)]


def review_lines(args) -> list[Line]:
    figures = coach_figures()
    cpu = {game: figures[f"{game}_review_cpu"] for game in games_in(figures, "_review_cpu")}
    return [Line("after-game review, longest game (CPU)", per_game(cpu, "s"), "≤ 5 s CPU", max(cpu.values()) <= 5.0)]


def per_game(figures: dict, unit: str) -> str:
    return ", ".join(f"{game} {value:.2f} {unit}" for game, value in figures.items())


SOAK_LINE = re.compile(r"soak: (\d+) games, (\d+) errors, RSS growth (-?[\d.]+) MB, peak ([\d.]+) MB")


def soak_lines(args) -> list[Line]:
    if args.soak_file:
        text, source = Path(args.soak_file).read_text(encoding="utf-8"), f" ({Path(args.soak_file).name})"
    else:
        env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
        text = subprocess.run([sys.executable, str(BENCHMARKS / "soak.py"), "--games", "1000"], cwd=ROOT, env=env,
                              capture_output=True, text=True).stdout
        source = ""
    found = SOAK_LINE.findall(text)
    if not found:
        raise SystemExit("The soak's last line was not found" + source)
    games, errors, growth, peak = found[-1]
    games, errors, growth, peak = int(games), int(errors), float(growth), float(peak)
    return [Line(f"memory over a {games:,}-game soak, painted{source}",
                 f"growth {growth:.1f} MB, peak {peak:.1f} MB, {errors} errors", "< 50 MB growth, < 150 MB peak",
                 games >= 1000 and errors == 0 and growth < 50 and peak < 150)]


ENGINE_TARGETS = {"nothanks": 1.5, "schnaeppchen": 3.0, "faehrte": 3.0, "negoce": 3.0}


def engine_lines(args) -> list[Line]:
    figures = run_json("engine_speed.py", "--baseline", str(args.baseline))
    lines = []
    for game, target in ENGINE_TARGETS.items():
        ratio = figures[f"{game}.ratio"]
        lines.append(Line(f"{game} engine, random playouts (public API)",
                          f"{figures[f'{game}.actions_per_second']:,.0f} actions/s, {ratio:.2f}× abd2a77",
                          f"≥ {target:g}× abd2a77", ratio >= target))
    faehrte, schnaeppchen = figures["faehrte.actions_per_second"], figures["schnaeppchen.actions_per_second"]
    lines.append(Line("faehrte per action against schnaeppchen", f"{faehrte / schnaeppchen:.2f}×", "≥ 1×",
                      faehrte >= schnaeppchen))
    return lines


MEASURE = {"bundle": bundle_lines, "startup": startup_lines, "hints": hint_lines, "review": review_lines,
           "soak": soak_lines, "engines": engine_lines}


def commit() -> str:
    described = subprocess.run(["git", "describe", "--always", "--dirty"], cwd=ROOT, capture_output=True, text=True)
    return described.stdout.strip() or "unknown"


def markdown(lines: list[Line]) -> str:
    rows = ["| what | measured | target | met |", "|---|---|---|---|"]
    rows += [f"| {line.what} | {line.measured} | {line.target} | {'yes' if line.met else '**no**'} |"
             for line in lines]
    return "\n".join(rows)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="+", choices=ROWS, default=list(ROWS))
    parser.add_argument("--baseline", type=Path,
                        help="a checkout of abd2a77 for the engines' row (git worktree add PATH abd2a77)")
    parser.add_argument("--soak-file", help="a recorded soak.py output to read instead of running the soak")
    parser.add_argument("--markdown", action="store_true")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if "engines" in args.only and args.baseline is None:
        parser.error("the engines' row needs --baseline PATH, a checkout of abd2a77")
    lines = []
    for row in args.only:
        print(f"measuring {row}…", file=sys.stderr, flush=True)
        lines.extend(MEASURE[row](args))
    if args.json:
        print(json.dumps({"commit": commit(), "lines": [line.__dict__ for line in lines]}))
    elif args.markdown:
        print(f"Measured on commit {commit()}:\n\n{markdown(lines)}")
    else:
        print(f"commit {commit()}")
        for line in lines:
            print(f"{'met ' if line.met else 'MISS'}  {line.what}: {line.measured} (target {line.target})")
    raise SystemExit(0 if all(line.met for line in lines) else 1)


if __name__ == "__main__":
    main()
