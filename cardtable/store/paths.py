"""Where cardtable keeps its files: settings in the user's config folder, the autosave in the data folder.

Setting CARDTABLE_DATA_DIR puts both in one folder instead; the tests use it so that they never touch the
real user folders.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "cardtable"
OVERRIDE_VARIABLE = "CARDTABLE_DATA_DIR"


def config_dir() -> Path:
    """The folder of settings.json, created if needed."""
    return _created(_override() or Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)))


def data_dir() -> Path:
    """The folder of the autosave, created if needed."""
    return _created(_override() or Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)))


def _override() -> Path | None:
    # Read at every call, not at import, so that a test's monkeypatched variable is honoured.
    # An empty value counts as unset: it would otherwise mean "the current folder".
    value = os.environ.get(OVERRIDE_VARIABLE)
    return Path(value) if value else None


def _created(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    return folder
