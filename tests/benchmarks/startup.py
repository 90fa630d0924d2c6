"""Start time to the first window: the installed package and the PyInstaller bundle.

python tests/benchmarks/startup.py [--runs 5] [--bundle dist/cardtable/cardtable] [--json]

Each run starts the program with --quit-when-shown (offscreen, a fresh user folder) and times from the
start of the process to the line it prints once the main window is shown and painted. Also reports the
bundle's size on disk. Run it on a quiet machine: the figures are wall-clock times.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def time_to_window(command: list[str]) -> float:
    with tempfile.TemporaryDirectory() as folder:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDTABLE_DATA_DIR=folder)
        started = time.perf_counter()
        process = subprocess.Popen([*command, "--quit-when-shown"], stdout=subprocess.PIPE,
                                   stderr=subprocess.DEVNULL, text=True, env=env)
        line = process.stdout.readline()
        shown = time.perf_counter() - started
        process.wait(timeout=60)
    if line.strip() != "main window shown":
        raise SystemExit(f"{command[0]} did not show its window (exit code {process.returncode})")
    return shown


def measure(command: list[str], runs: int) -> dict:
    time_to_window(command)  # a first start fills the disk cache; it is not counted
    times = [time_to_window(command) for _ in range(runs)]
    return {"median_seconds": statistics.median(times), "runs": times}


def folder_size(folder: Path) -> int:
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file() and not path.is_symlink())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "cardtable" / "cardtable")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    installed = shutil.which("cardtable", path=str(Path(sys.executable).parent)) or shutil.which("cardtable")
    results = {"installed": measure([installed], args.runs)} if installed else {}
    if args.bundle.is_file():
        results["bundle"] = measure([str(args.bundle)], args.runs)
        results["bundle"]["size_bytes"] = folder_size(args.bundle.parent)
    if args.json:
        print(json.dumps(results))
        return
    for name, row in results.items():
        runs = ", ".join(f"{t:.2f}" for t in row["runs"])
        size = f", {row['size_bytes'] / 2**20:.0f} MiB on disk" if "size_bytes" in row else ""
        print(f"{name:<9} first window: median {row['median_seconds']:.2f} s over {len(row['runs'])} runs "
              f"({runs}){size}")
    if not results:
        raise SystemExit("Neither an installed cardtable nor a bundle was found.")


if __name__ == "__main__":
    main()
