"""Marks along the way to the first window, for tests/benchmarks/startup.py.

With the environment variable CARDTABLE_STARTUP_TRACE set, each stage reached writes one line to standard
error, "startup-stage NAME CPU CLOCK": the process's CPU seconds so far (interpreter start included) and the
wall clock (time.time(), which the benchmark compares with the moment it started the process). Without it a
mark costs one test. No Qt here: the first marks come before Qt is loaded.
"""

from __future__ import annotations

import os
import sys
import time

TRACE_VARIABLE = "CARDTABLE_STARTUP_TRACE"
_TRACING = bool(os.environ.get(TRACE_VARIABLE))


def mark(stage: str) -> None:
    """`stage` is done (its name says what the time since the previous mark went to)."""
    if _TRACING:
        print(f"startup-stage {stage} {time.process_time():.6f} {time.time():.6f}", file=sys.stderr, flush=True)
