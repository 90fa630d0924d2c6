"""The soak benchmark's short run: tests/benchmarks/soak.py plays 3 games of each registered game, without an
error."""

import os
import re
import subprocess
import sys
from pathlib import Path

from cardtable.games import available_ids

ROOT = Path(__file__).resolve().parents[2]
SOAK = ROOT / "tests" / "benchmarks" / "soak.py"
EACH = 3  # games of each registered game: the benchmark itself plays as many as it is asked (--games)
GAMES = EACH * len(available_ids())
# A locale every system has: the suite's en_US.UTF-8 may be missing, and Qt then warns (counted as an error).
UTF8_LOCALE = {"LC_ALL": "C.UTF-8", "LANG": "C.UTF-8"}
FINAL_LINE = re.compile(r"soak: (\d+) games, (\d+) errors, RSS growth (-?\d+\.\d) MB, peak (\d+\.\d) MB")


def test_a_short_soak_plays_its_games_without_an_error(tmp_path):
    # The cheap levels, and the window never painted (the scene is built and changed as when shown): the
    # painting is a third of the cost and is covered by the screenshot and table suites.
    run = subprocess.run([sys.executable, str(SOAK), "--games", str(GAMES), "--hidden", "--levels", "random,easy"],
                         cwd=ROOT, env=dict(os.environ, QT_QPA_PLATFORM="offscreen", TMPDIR=str(tmp_path), **UTF8_LOCALE),
                         capture_output=True, text=True, timeout=600)
    lines = run.stdout.strip().splitlines()
    assert lines, run.stderr[-2000:]
    final = FINAL_LINE.fullmatch(lines[-1])
    assert final, f"last line {lines[-1]!r}"
    assert int(final.group(1)) == GAMES and int(final.group(2)) == 0, run.stdout[-2000:]
    # The peak is the soak's own: not the test worker's size, which Linux's ru_maxrss carries over the exec.
    assert float(final.group(4)) < 250, run.stdout[-2000:]
    assert run.returncode == 0
    kinds = next(line for line in lines if line.startswith("games by kind"))
    for game_id in available_ids():
        assert f"{game_id} {EACH} " in kinds
    assert list(tmp_path.iterdir()) == []  # its temporary data folder is gone
