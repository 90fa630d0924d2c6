"""Named pipes, device links and a guard so that a read blocked on a pipe fails the test instead of hanging it."""

from __future__ import annotations

import os
import stat
import threading
from contextlib import contextmanager
from pathlib import Path

import pytest

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
needs_dev_zero = pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero")
GUARD_SECONDS = 20  # far beyond a refusal, which does not wait at all; only a blocked open reaches it


def named_pipe(path: Path) -> Path:
    os.mkfifo(path)
    return path


def is_fifo(path: Path) -> bool:
    return stat.S_ISFIFO(os.lstat(path).st_mode)


@contextmanager
def unblocked(fifo: Path):
    """Run the block; if it still runs after GUARD_SECONDS (an open() of `fifo` waiting for the other end), a
    reader and a writer open and close the pipe, which ends the wait, and the test fails saying so."""
    done, blocked = threading.Event(), []

    def watch() -> None:
        while not done.wait(GUARD_SECONDS):
            blocked.append(fifo)
            for end in (os.O_RDONLY, os.O_WRONLY):  # a writer opens only while a reader waits
                try:
                    os.close(os.open(fifo, end | os.O_NONBLOCK))
                except OSError:
                    pass

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    try:
        yield
    finally:
        done.set()
        watcher.join()
    assert not blocked, f"blocked in open() on the named pipe {fifo}"
