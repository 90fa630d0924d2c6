"""The recently opened or saved games' files, most recent first (kept in Settings.recent_files).

settings.json is UTF-8 text: a file whose name is not valid text (bytes of another encoding, which Python
keeps as lone surrogates) is left out of the list, rather than making every settings write fail. It still
opens and saves; it is only not offered again.
"""

from __future__ import annotations

import os
from typing import Sequence

from .json_text import is_valid_text

MAX_RECENT = 8


def with_file(recent: Sequence[str], path: str | os.PathLike[str]) -> list[str]:
    """`recent` with `path` (made absolute) first, once, and at most MAX_RECENT entries; `recent` unchanged
    when `path` cannot be written as UTF-8 text."""
    path = os.path.abspath(path)
    if not is_valid_text(path):
        return list(recent)[:MAX_RECENT]
    return [path, *(entry for entry in recent if entry != path)][:MAX_RECENT]


def without_file(recent: Sequence[str], path: str | os.PathLike[str]) -> list[str]:
    path = os.path.abspath(path)
    return [entry for entry in recent if entry != path]


def usable_list(value) -> bool:
    """Whether a settings file's value can be the list (a list of texts; more than MAX_RECENT is cut)."""
    return isinstance(value, list) and all(isinstance(entry, str) and entry for entry in value)
