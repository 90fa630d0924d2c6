"""Running a benchmark script against another checkout of cardtable (a baseline, e.g. the reference commit:
`git worktree add ../cardtable-abd2a77 abd2a77`).

The script runs in a subprocess under the checkout's own `.venv/bin/python` when it has one (else this
interpreter), with PYTHONPATH set to the checkout so that its `cardtable` is the one imported, and
PYTHONHASHSEED=0 so that two checkouts iterate their sets of strings in the same order.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]  # this checkout


def run_json(checkout: Path, script: str, arguments: list[str]):
    """What `script` (a path) prints as JSON when run with `arguments` against `checkout`."""
    if not (Path(checkout) / "cardtable" / "__init__.py").is_file():
        # Else the import path would fall through to the installed cardtable: this checkout measured twice.
        raise SystemExit(f"{checkout} is not a checkout of cardtable")
    python = Path(checkout) / ".venv" / "bin" / "python"
    environment = dict(os.environ, PYTHONPATH=str(checkout), PYTHONHASHSEED="0")
    done = subprocess.run([str(python if python.exists() else sys.executable), script, *arguments],
                          env=environment, capture_output=True, text=True, check=False)
    if done.returncode:
        raise RuntimeError(f"{script} against {checkout} failed: {done.stderr.strip()[-2000:]}")
    return json.loads(done.stdout)
