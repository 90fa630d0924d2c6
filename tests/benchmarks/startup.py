"""Start time to the first window, cold and warm: this checkout's package and the PyInstaller bundle.

PYTHONPATH=$PWD python tests/benchmarks/startup.py [--runs 5] [--cold-runs 3] [--bundle dist/cardtable/cardtable]
                                                    [--json] [--import-tree [N]] [--stages] [--footprint]
                                                    [--instructions] [--baseline CHECKOUT] [--floor]

Each run starts the program with --quit-when-shown (offscreen, a fresh user folder) and times from the start
of the process to the line it prints once the main window is shown and painted; beside the wall-clock time it
reports the CPU time the process used (user + system, every thread) up to that moment, which a busy machine
inflates far less: the process's own figure at its "first paint done" mark (CARDTABLE_STARTUP_TRACE, see
cardtable/app/shell/start_stages.py), so that what the app does once its window is there (the table's side,
the single-instance server, quitting) is not counted; a program without the marks is counted to its exit.

- warm: repeated runs after one uncounted start (the files are in the page cache);
- cold: before each run the page cache is dropped (`sync; echo 3 > /proc/sys/vm/drop_caches`, allowed to
  root on Linux); where it is not allowed the cold figures are left out and the output says so.

The package runs as `python -m cardtable` with this checkout first on PYTHONPATH, with Python's bytecode cache
on (an installed package has its .pyc files; PYTHONDONTWRITEBYTECODE, if set, is dropped for the children) in
a cache folder of its own under the temporary folder, so the source tree is left as it is; Shiboken's compiled
support modules are kept there too (cardtable/app/shell/compiled_support.py), as a start after the first has
them. Each run has a fresh user folder (CARDTABLE_DATA_DIR).

--import-tree [N]: one more start under `python -X importtime`, printing the N heaviest imports (cumulative,
with their own time) and the modules imported straight by the start's own code. The tree runs to the process's
exit: it also holds what is imported once the window is on screen (the table's side: the game page, the coach,
the statistics' recorder), which the first window does not wait for (tests/app/test_startup_imports.py).
--stages: one more start with CARDTABLE_STARTUP_TRACE set (cardtable/app/shell/start_stages.py), printing
where the time to the first window goes, stage by stage (CPU and wall clock).

--json prints one flat object: cold_median_s, cold_cpu_median_s, warm_median_s, warm_cpu_median_s (the
package), cold_dropped_caches (whether the cold runs could drop the cache), and with a bundle the same keys
prefixed with bundle_ plus bundle_size_bytes (and baseline_ with --baseline); with --stages,
stage_<name>_cpu_s for each stage.
--baseline CHECKOUT: the same figures for another checkout (with its own .venv), its runs alternating with
these, for a before/after comparison under the same load.
--footprint: one more start of the package, stopped at its first paint, saying what it loaded by then: Python
modules, shared libraries mapped, and bytes read (rchar, from the page cache or the disk): the less a start
loads, the less a cold start reads from the disk. Keys first_window_modules, first_window_shared_libraries,
first_window_read_bytes (and baseline_ with --baseline).
--floor: the same warm and cold figures for a bare PySide6 window (tests/benchmarks/bare_window.py: Qt's three
modules, the `Qt` namespace read once, a main window with one label), timed alike: what PySide6 alone takes on
this machine, under which cardtable's first window cannot go (keys prefixed with floor_).
--instructions: one more start of the package under valgrind's callgrind, to its first paint: the instructions
it ran, a figure a busy machine does not change (key first_window_instructions, and baseline_ with --baseline).
It takes a minute or so (callgrind runs the program some 50 times slower).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parents[2]
SHOWN = "main window shown"
BYTECODE_CACHE = Path(tempfile.gettempdir()) / "cardtable-startup-pycache"
DROP_CACHES = Path("/proc/sys/vm/drop_caches")
TRACE_VARIABLE = "CARDTABLE_STARTUP_TRACE"  # start_stages.py's (not imported: a bundle is measured too)
STAGE_LINE = re.compile(r"startup-stage (.+) (\d+\.\d+) (\d+\.\d+)$")
FIRST_PAINT = "first paint done"  # the last stage: the window shown and painted


class Program(NamedTuple):
    """A way to start cardtable: its command, and the checkout to put first on PYTHONPATH ("" for a bundle)."""

    command: list[str]
    checkout: str = ""

    def with_options(self, *options: str) -> Program:
        """The same start with options for the Python interpreter (the package only)."""
        return self._replace(command=[self.command[0], *options, *self.command[1:]])


def child_environment(program: Program, data_folder: str, **extra: str) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDTABLE_DATA_DIR=data_folder,
               PYTHONPYCACHEPREFIX=str(BYTECODE_CACHE), **extra)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if program.checkout:
        env["PYTHONPATH"] = program.checkout
    return env


def start(program: Program, **extra_env: str) -> tuple[float, float, str]:
    """One start to the first window: (wall seconds, CPU seconds of the process to it, its standard error)."""
    extra_env.setdefault(TRACE_VARIABLE, "1")
    with tempfile.TemporaryDirectory() as folder:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        started = time.perf_counter()
        # Started in its checkout: `python -m` puts the current folder first on sys.path, before PYTHONPATH.
        process = subprocess.Popen([*program.command, "--quit-when-shown"], stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, text=True, cwd=program.checkout or folder,
                                   env=child_environment(program, folder, **extra_env))
        line = process.stdout.readline()
        shown = time.perf_counter() - started
        _, errors = process.communicate(timeout=120)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if line.strip() != SHOWN:
        raise SystemExit(f"{program.command} did not show its window (exit code {process.returncode}):\n{errors}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    marks = [float(found.group(2)) for found in map(STAGE_LINE.match, errors.splitlines())
             if found and found.group(1) == FIRST_PAINT]
    return shown, marks[-1] if marks else cpu, errors


def drop_page_cache() -> bool:
    """Empty the kernel's page cache, so that the next start reads its files from the disk; False where
    this system does not allow it (not root, not Linux, a container without the right)."""
    try:
        os.sync()
        DROP_CACHES.write_text("3\n")
    except OSError:
        return False
    return True


def summary(runs: list[tuple[float, float, str]]) -> dict:
    return {"median_s": statistics.median(wall for wall, _, _ in runs),
            "cpu_median_s": statistics.median(cpu for _, cpu, _ in runs),
            "runs_s": [round(wall, 3) for wall, _, _ in runs]}


def measure(programs: dict[str, Program], runs: int, cold_runs: int) -> dict[str, dict]:
    """Warm and cold figures of each program, flat: warm_median_s, warm_cpu_median_s, warm_runs_s, the same
    for cold, and cold_dropped_caches (False, and no cold figures, where the cache cannot be dropped). The
    programs' runs alternate, so that a change in the machine's load falls on them alike."""
    for program in programs.values():
        start(program)  # fills the bytecode and disk caches; not counted
    warm = {name: [] for name in programs}
    for _ in range(runs):
        for name, program in programs.items():
            warm[name].append(start(program))
    cold = {name: [] for name in programs}
    dropped = cold_runs > 0 and drop_page_cache()
    for _ in range(cold_runs if dropped else 0):
        for name, program in programs.items():
            drop_page_cache()
            cold[name].append(start(program))
    results = {}
    for name in programs:
        row = {f"warm_{key}": value for key, value in summary(warm[name]).items()} if warm[name] else {}
        if cold_runs > 0:
            row["cold_dropped_caches"] = dropped
        if cold[name]:
            row.update({f"cold_{key}": value for key, value in summary(cold[name]).items()})
        results[name] = row
    return results


def bare_window() -> Program:
    """tests/benchmarks/bare_window.py, with this checkout's virtual environment."""
    python = ROOT / ".venv" / "bin" / "python"
    return Program([str(python) if python.exists() else sys.executable, str(Path(__file__).with_name("bare_window.py"))],
                   str(ROOT))


def package(checkout: Path = ROOT) -> Program:
    """`python -m cardtable` of a checkout, with the checkout's own virtual environment when it has one."""
    python = checkout / ".venv" / "bin" / "python"
    return Program([str(python) if python.exists() else sys.executable, "-m", "cardtable"], str(checkout))


# --- where the time goes -----------------------------------------------------------------------------------
IMPORT_LINE = re.compile(r"import time:\s+(\d+) \|\s+(\d+) \|( *)(\S+)")


def import_tree(program: Program) -> list[tuple[int, int, int, str]]:
    """The imports of one start under -X importtime: (own µs, cumulative µs, depth, module) in Python's order."""
    _, _, errors = start(program.with_options("-X", "importtime"))
    rows = []
    for line in errors.splitlines():
        found = IMPORT_LINE.match(line)
        if found:
            own, cumulative, indent, name = found.groups()
            rows.append((int(own), int(cumulative), len(indent) // 2, name))
    return rows


def print_import_tree(rows: list[tuple[int, int, int, str]], heaviest: int) -> None:
    total = sum(own for own, _, _, _ in rows)
    print(f"imports: {len(rows)} modules, {total / 1e6:.3f} s in all (importtime's own clock, inflated by it)")
    print(f"the {heaviest} heaviest, cumulative (own):")
    for own, cumulative, depth, name in sorted(rows, key=lambda row: -row[1])[:heaviest]:
        print(f"  {cumulative / 1e3:8.1f} ms ({own / 1e3:6.1f})  {'  ' * depth}{name}")
    print("imported straight by the start (depth 0), cumulative:")
    for own, cumulative, depth, name in rows:
        if depth == 0 and cumulative >= 2000:
            print(f"  {cumulative / 1e3:8.1f} ms  {name}")


def stages(program: Program) -> list[tuple[str, float, float]]:
    """One traced start: (stage, CPU seconds spent on it, wall seconds spent on it), in order; the first
    stage's wall time counts from the moment the process was started."""
    started = time.time()
    _, _, errors = start(program)
    rows, cpu_before, wall_before = [], 0.0, started
    for line in errors.splitlines():
        found = STAGE_LINE.match(line.strip())
        if found:
            name, cpu, wall = found.group(1), float(found.group(2)), float(found.group(3))
            rows.append((name, cpu - cpu_before, wall - wall_before))
            cpu_before, wall_before = cpu, wall
            if name == FIRST_PAINT:  # what follows (the table's side...) is done with the window on screen
                break
    return rows


def stage_key(name: str) -> str:
    return "stage_" + re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_") + "_cpu_s"


def print_stages(rows: list[tuple[str, float, float]]) -> None:
    print("the way to the first window (each stage: the time since the previous one):")
    print(f"  {'CPU s':>7} {'wall s':>7}  stage")
    for name, cpu, wall in rows:
        print(f"  {cpu:7.3f} {wall:7.3f}  {name}")
    print(f"  {sum(row[1] for row in rows):7.3f} {sum(row[2] for row in rows):7.3f}  in all")


# --- what the start loads and runs, to its first paint --------------------------------------------------------
# The real start (command line, platform check, log, guard, window), ended at once when the window is painted
# (its "first paint done" mark, start_stages.py): what the process holds then is what the first window waited
# for (tests/app/test_startup_imports.py does the same); os._exit, so that nothing after is counted.
AT_FIRST_PAINT = """import json, os, sys
from cardtable.app.shell import start_stages
def at_first_paint():
    libraries = {line.split()[-1] for line in open('/proc/self/maps') if '.so' in line.rsplit('/', 1)[-1]}
    io = dict(line.split(': ') for line in open('/proc/self/io').read().splitlines())
    print(json.dumps({'modules': len(sys.modules), 'shared_libraries': len(libraries),
                      'read_bytes': int(io['rchar'])}), flush=True)
    os._exit(0)
mark = start_stages.mark
start_stages.mark = lambda stage: (mark(stage), stage == 'first paint done' and at_first_paint())
from cardtable.__main__ import main
main(['--quit-when-shown'])
"""


def run_to_first_paint(program: Program, prefix: list[str] = ()) -> tuple[dict, str]:
    """One start of a checkout's package stopped at its first paint, `prefix` before its command (a profiler):
    (what it had loaded, its standard error)."""
    with tempfile.TemporaryDirectory() as folder:
        result = subprocess.run([*prefix, program.command[0], "-c", AT_FIRST_PAINT], capture_output=True, text=True,
                                cwd=program.checkout, env=child_environment(program, folder), timeout=600)
    lines = result.stdout.splitlines()
    if result.returncode != 0 or not lines:
        raise SystemExit(f"{program.checkout} did not reach its first paint:\n{result.stderr}")
    return json.loads(lines[-1]), result.stderr


def footprint(program: Program) -> dict[str, int]:
    start(program)  # the bytecode cache filled, as an installed package has it
    loaded, _ = run_to_first_paint(program)
    return {f"first_window_{key}": value for key, value in loaded.items()}


def instructions(program: Program) -> dict[str, int]:
    """The instructions of one start to its first paint, counted by callgrind (bytecode cache filled first)."""
    start(program)
    with tempfile.TemporaryDirectory() as folder:
        output = Path(folder) / "callgrind.out"
        run_to_first_paint(program, ["valgrind", "--tool=callgrind", f"--callgrind-out-file={output}"])
        totals = [line for line in output.read_text().splitlines() if line.startswith(("summary:", "totals:"))]
    return {"first_window_instructions": int(totals[-1].split()[1])}


# --- the command -----------------------------------------------------------------------------------------------
def folder_size(folder: Path) -> int:
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file() and not path.is_symlink())


def print_figures(name: str, row: dict) -> None:
    for kind in ("warm", "cold"):
        if f"{kind}_median_s" in row:
            runs = ", ".join(f"{t:.2f}" for t in row[f"{kind}_runs_s"])
            print(f"{name:<8} {kind} first window: median {row[f'{kind}_median_s']:.3f} s, CPU "
                  f"{row[f'{kind}_cpu_median_s']:.3f} s, over {len(row[f'{kind}_runs_s'])} runs ({runs})")
    if row.get("cold_dropped_caches") is False:
        print(f"{name:<8} cold: not measured, dropping the page cache is not allowed here")
    if "size_bytes" in row:
        print(f"{name:<8} {row['size_bytes'] / 2**20:.0f} MiB on disk")


def print_footprint(name: str, row: dict) -> None:
    if "first_window_modules" in row:
        print(f"{name:<8} at the first paint: {row['first_window_modules']} modules, "
              f"{row['first_window_shared_libraries']} shared libraries, "
              f"{row['first_window_read_bytes'] / 2**20:.1f} MiB read")
    if "first_window_instructions" in row:
        print(f"{name:<8} to the first paint: {row['first_window_instructions'] / 1e9:.3f} billion instructions")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="warm runs (default 5)")
    parser.add_argument("--cold-runs", type=int, default=3, help="cold runs, each after dropping the page cache")
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "cardtable" / "cardtable")
    parser.add_argument("--import-tree", type=int, nargs="?", const=30, default=0, metavar="N",
                        help="print the N heaviest imports of a start under -X importtime (default 30)")
    parser.add_argument("--stages", action="store_true", help="print the time of each stage to the first window")
    parser.add_argument("--baseline", type=Path, metavar="CHECKOUT",
                        help="also measure another checkout (e.g. /work/wt/old), its runs alternating with these")
    parser.add_argument("--footprint", action="store_true",
                        help="count the modules, shared libraries and bytes a start loads to its first paint")
    parser.add_argument("--instructions", action="store_true",
                        help="count the instructions of a start to its first paint (valgrind's callgrind)")
    parser.add_argument("--floor", action="store_true",
                        help="also time a bare PySide6 window, the floor under the package's figures")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    programs = {"package": package()}
    if args.floor:
        programs["floor"] = bare_window()
    if args.baseline:
        programs["baseline"] = package(args.baseline.resolve())
    if args.bundle.is_file():
        programs["bundle"] = Program([str(args.bundle)])
    results = measure(programs, args.runs, args.cold_runs)
    if "bundle" in results:
        results["bundle"]["size_bytes"] = folder_size(args.bundle.parent)
    traced = stages(package()) if args.stages else []
    for wanted, measure_one in ((args.footprint, footprint), (args.instructions, instructions)):
        for name, program in programs.items():
            if wanted and program.checkout and name != "floor":
                results[name].update(measure_one(program))
    if args.json:
        flat = dict(results["package"])
        for name in ("bundle", "baseline", "floor"):
            flat.update({f"{name}_{key}": value for key, value in results.get(name, {}).items()})
        flat.update({stage_key(name): round(cpu, 4) for name, cpu, _ in traced})
        print(json.dumps(flat))
        return
    for name, row in results.items():
        print_figures(name, row)
        print_footprint(name, row)
    if traced:
        print_stages(traced)
    if args.import_tree:
        print_import_tree(import_tree(package()), args.import_tree)


if __name__ == "__main__":
    main()
