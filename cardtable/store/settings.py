"""The user's preferences, kept in config_dir()/settings.json.

Loading never fails: a missing or damaged file, or a field with a wrong value, gives the default for what
cannot be used, so that a hand-edited or half-understood file never keeps the app from starting.
"""

from __future__ import annotations

import dataclasses
import json
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from cardtable.games.core import shown

from .atomic import remove_stale_temporaries, write_json_atomically
from .json_text import first_invalid_text
from .outside_files import read_limited
from .paths import config_dir
from .recent import MAX_RECENT, usable_list

SETTINGS_FILE = "settings.json"
LANGUAGES = ("en", "fr")
ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")
AI_DELAY_MIN_MS = 0
AI_DELAY_MAX_MS = 3000
MAX_BYTES = 2**20  # a few hundred bytes in use; a larger file is not one cardtable wrote, and is not read

logger = logging.getLogger(__name__)


@dataclass
class Settings:
    language: str | None = None  # None: follow the system language; else one of LANGUAGES
    animation_speed: str = "normal"  # one of ANIMATION_SPEEDS
    ai_delay_ms: int = 400  # minimum time a computer move stays visible, AI_DELAY_MIN_MS..AI_DELAY_MAX_MS
    new_game: dict = field(default_factory=dict)  # the last new-game choices; owned by the UI, opaque here
    window_geometry: str = ""  # Qt's saveGeometry() in base64; opaque here
    undo: bool = True  # whether a person playing alone may take moves back (and play them again)
    recent_files: list = field(default_factory=list)  # saved games opened or saved lately, most recent first


# What each field accepts; anything else falls back to that field's default.
_VALID: dict[str, Callable[[Any], bool]] = {
    "language": lambda value: value is None or value in LANGUAGES,
    "animation_speed": lambda value: value in ANIMATION_SPEEDS,
    # type() rather than isinstance(): JSON true must not pass for 1 ms.
    "ai_delay_ms": lambda value: type(value) is int and AI_DELAY_MIN_MS <= value <= AI_DELAY_MAX_MS,
    "new_game": lambda value: isinstance(value, dict),
    "window_geometry": lambda value: isinstance(value, str),
    "undo": lambda value: type(value) is bool,
    "recent_files": usable_list,
}


def settings_path() -> Path:
    return config_dir() / SETTINGS_FILE


def load_settings() -> Settings:
    """The saved settings; defaults for a missing file, one that is not a regular file or larger than
    MAX_BYTES, and for every field that cannot be used. The temporary files of writes cut short (a kill) are
    removed."""
    try:
        path = settings_path()
        remove_stale_temporaries(path)
        # Not a named pipe nor a device (a link to /dev/zero would read without end): NotRegularFile, an OSError.
        content = read_limited(path, MAX_BYTES)
        if len(content) > MAX_BYTES:
            raise ValueError(f"it is larger than {MAX_BYTES} bytes")
        # utf-8-sig: tolerate the byte-order mark some Windows editors add to a hand-edited file.
        data = json.loads(content.decode("utf-8-sig"))
    except FileNotFoundError:
        return Settings()
    except (OSError, ValueError, RecursionError) as error:  # ValueError covers bad UTF-8 and bad JSON
        logger.warning("Ignoring unreadable settings file: %s", error)
        return Settings()
    if not isinstance(data, dict):
        logger.warning("Ignoring settings file: it holds a JSON %s, not an object.", type(data).__name__)
        return Settings()
    usable = {}
    for name, is_valid in _VALID.items():
        if name not in data:
            continue
        # Valid Unicode too: a lone surrogate kept would make every later save of the settings fail.
        if is_valid(data[name]) and first_invalid_text(data[name]) is None:
            usable[name] = data[name]
        else:
            logger.warning("Ignoring setting %s=%s; using the default.", name, shown(data[name]))
    if "recent_files" in usable:
        usable["recent_files"] = usable["recent_files"][:MAX_RECENT]
    # Unknown keys (from a newer or older version) are dropped.
    return Settings(**usable)


def save_settings(settings: Settings) -> None:
    """Raises OSError when the file cannot be written: FolderUnusable (paths) for a config folder that cannot
    be created, or the error of the write (a full disk...), the previous file then left intact."""
    write_json_atomically(settings_path(), dataclasses.asdict(settings))
