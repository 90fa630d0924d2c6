"""Replace a JSON file so that a reader only ever sees the old complete file or the new complete file.

A crash, a kill or a full disk in the middle of a save must not leave a half-written settings file or
autosave: the data go to a temporary file in the same folder (so that the final rename stays on one
file system, where it is atomic) and only a complete, flushed file is renamed onto the target. A kill
between the two leaves the temporary file behind: `remove_stale_temporaries` deletes those later.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

from .outside_files import writable_target

TEMPORARY_SUFFIX = ".tmp"
STALE_SECONDS = 3600.0  # a temporary file younger than this may be another instance's write in progress


def _temporary_prefix(path: Path) -> str:
    return f".{path.name}."


def remove_stale_temporaries(path: str | os.PathLike[str], older_than: float = STALE_SECONDS) -> int:
    """Delete the temporary files that writes of `path` left when they were cut short (a kill, a power cut),
    those last changed over `older_than` seconds ago. Returns how many; best effort, never raises OSError."""
    path = Path(path)
    removed = 0
    with contextlib.suppress(OSError):
        for leftover in path.parent.glob(f"{_temporary_prefix(path)}*{TEMPORARY_SUFFIX}"):
            with contextlib.suppress(OSError):
                if time.time() - leftover.stat().st_mtime > older_than:
                    leftover.unlink()
                    removed += 1
    return removed


def write_json_atomically(path: str | os.PathLike[str], data: Any, indent: int | None = 2) -> None:
    """Write `data` as UTF-8 JSON to `path`, all or nothing. Errors are raised after cleaning up.

    indent=None writes compact JSON with the json module's C encoder (an indent makes it use the pure
    Python one, several times slower): for a file written after every move that nobody reads by hand.

    A symbolic link keeps leading to the file: its target is replaced. A path that is (or links to) a named
    pipe, a device, a socket or a folder is never replaced: NotRegularFile (outside_files.py), an OSError."""
    path = writable_target(path)
    folder = path.parent
    temporary = tempfile.NamedTemporaryFile(
        "w", encoding="utf-8", dir=folder, prefix=_temporary_prefix(path), suffix=TEMPORARY_SUFFIX, delete=False)
    try:
        # Closed before the rename: Windows cannot rename a file that is still open.
        with temporary:
            # dumps, not dump: dump always encodes in Python, dumps uses the C encoder when there is no indent.
            temporary.write(json.dumps(data, ensure_ascii=False, indent=indent,
                                       separators=(",", ":") if indent is None else None) + "\n")
            temporary.flush()
            # Without fsync the rename can reach the disk before the data, and a power cut would then
            # leave an empty or truncated file under the final name.
            os.fsync(temporary.fileno())
        os.replace(temporary.name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary.name)
        raise
    _fsync_folder(folder)


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable. Best effort: Windows cannot open a folder, some file systems refuse."""
    if os.name == "nt":
        return
    with contextlib.suppress(OSError):
        descriptor = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(descriptor)
        finally:
            os.close(descriptor)
