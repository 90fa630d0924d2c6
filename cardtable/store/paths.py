"""Where cardtable keeps its files: settings in the user's config folder, the autosave in the data folder, the
log file in the log folder.

Setting CARDTABLE_DATA_DIR puts them in one folder instead (the log in its `log` sub-folder); the tests use
it so that they never touch the real user folders.

A folder that cannot be created (a file in its place, no permission) raises FolderUnusable, an OSError
that names the folder: the app starts all the same, without saving.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "cardtable"
OVERRIDE_VARIABLE = "CARDTABLE_DATA_DIR"
LOG_SUBFOLDER = "log"  # under CARDTABLE_DATA_DIR: the log apart from the saves, as platformdirs keeps it


class FolderUnusable(OSError):
    """A folder of cardtable's files cannot be created or used; `folder` is the folder, `cause` the OS error."""

    def __init__(self, folder: Path, cause: OSError):
        super().__init__(cause.errno, f"cannot use the folder {folder}: {cause.strerror or cause}", str(folder))
        self.folder = folder
        self.cause = cause

    def __str__(self) -> str:
        return self.strerror


def config_dir() -> Path:
    """The folder of settings.json, created if needed."""
    return _created(_override() or Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)))


def data_dir(create: bool = True) -> Path:
    """The folder of the autosave, created if needed (unless `create` is False: to only read from it)."""
    folder = _override() or Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    return _created(folder) if create else folder


def log_dir() -> Path:
    """The folder of the log file (app/shell/app_log.py), created if needed."""
    override = _override()
    return _created(override / LOG_SUBFOLDER if override else Path(platformdirs.user_log_dir(APP_NAME, appauthor=False)))


def _override() -> Path | None:
    # Read at every call, not at import, so that a test's monkeypatched variable is honoured.
    # An empty value counts as unset: it would otherwise mean "the current folder".
    value = os.environ.get(OVERRIDE_VARIABLE)
    return Path(value) if value else None


def _created(folder: Path) -> Path:
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise FolderUnusable(folder, error) from error
    return folder
