"""The recently opened or saved games' files, most recent first (kept in Settings.recent_files)."""

from __future__ import annotations

import os
from typing import Sequence

MAX_RECENT = 8


def with_file(recent: Sequence[str], path: str | os.PathLike[str]) -> list[str]:
    """`recent` with `path` (made absolute) first, once, and at most MAX_RECENT entries."""
    path = os.path.abspath(path)
    return [path, *(entry for entry in recent if entry != path)][:MAX_RECENT]


def without_file(recent: Sequence[str], path: str | os.PathLike[str]) -> list[str]:
    path = os.path.abspath(path)
    return [entry for entry in recent if entry != path]


def usable_list(value) -> bool:
    """Whether a settings file's value can be the list (a list of texts; more than MAX_RECENT is cut)."""
    return isinstance(value, list) and all(isinstance(entry, str) and entry for entry in value)
