"""Replace a JSON file so that a reader only ever sees the old complete file or the new complete file.

A crash, a kill or a full disk in the middle of a save must not leave a half-written settings file or
autosave: the data go to a temporary file in the same folder (so that the final rename stays on one
file system, where it is atomic) and only a complete, flushed file is renamed onto the target.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any


def write_json_atomically(path: str | os.PathLike[str], data: Any, indent: int | None = 2) -> None:
    """Write `data` as UTF-8 JSON to `path`, all or nothing. Errors are raised after cleaning up.

    indent=None writes compact JSON with the json module's C encoder (an indent makes it use the pure
    Python one, several times slower): for a file written after every move that nobody reads by hand."""
    path = Path(path)
    folder = path.parent
    temporary = tempfile.NamedTemporaryFile(
        "w", encoding="utf-8", dir=folder, prefix=f".{path.name}.", suffix=".tmp", delete=False)
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
