"""The app's log file: `cardtable.log` in the user log folder (store/paths.log_dir), rotating.

Set up once at start (`start_log_file`): every record of Python's logging at INFO or above goes to the
file, with its time, level and origin; warnings and errors still go to the terminal as they did before.
Qt's own warnings (`route_qt_messages`) go through logging too, under the logger "cardtable.qt", so that
they land in the same file and a listener (the soak benchmark) can count them. The error reporter
(error_report.py) writes each unexpected exception's traceback here and names the file to the person.

A log folder that cannot be used leaves the app without a log file (the terminal still gets warnings);
`log_file()` is then None and the reason is in `log_problem()`.
"""

from __future__ import annotations

import logging
import logging.handlers
import sys
from pathlib import Path

from PySide6.QtCore import QtMsgType, qInstallMessageHandler

from cardtable.store.outside_files import writable_target
from cardtable.store.paths import log_dir

LOG_FILE = "cardtable.log"
MAX_BYTES = 1_000_000  # a file of about 1 MB, then cardtable.log.1 ... .3: enough for a bug report, never large
BACKUPS = 3
FILE_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
QT_LOGGER = "cardtable.qt"

_file_handler: logging.Handler | None = None
_terminal_handler: logging.Handler | None = None
_problem = ""

_QT_LEVELS = {
    QtMsgType.QtDebugMsg: logging.DEBUG,
    QtMsgType.QtInfoMsg: logging.INFO,
    QtMsgType.QtWarningMsg: logging.WARNING,
    QtMsgType.QtCriticalMsg: logging.ERROR,
    QtMsgType.QtFatalMsg: logging.CRITICAL,
}


def start_log_file() -> Path | None:
    """Send the app's log records to the log file (replacing a file set up before: a test or the soak may
    start again in another folder). Returns the file's path, or None when its folder cannot be used."""
    global _file_handler, _problem
    root = logging.getLogger()
    stop_log_file()
    _ensure_terminal_handler(root)
    try:
        # A named pipe in its place would block the open for good: NotRegularFile, an OSError.
        path = writable_target(log_dir() / LOG_FILE)
        handler = logging.handlers.RotatingFileHandler(path, maxBytes=MAX_BYTES, backupCount=BACKUPS,
                                                       encoding="utf-8", errors="backslashreplace", delay=False)
    except OSError as error:
        _problem = str(error.strerror or error)
        logging.getLogger(__name__).warning("No log file: %s", error)
        return None
    handler.setFormatter(logging.Formatter(FILE_FORMAT))
    handler.setLevel(logging.INFO)
    root.addHandler(handler)
    if root.level == logging.NOTSET or root.level > logging.INFO:
        root.setLevel(logging.INFO)
    _file_handler, _problem = handler, ""
    return path


def stop_log_file() -> None:
    """Close the log file (the end of a test or of the soak: its folder may go)."""
    global _file_handler
    if _file_handler is not None:
        logging.getLogger().removeHandler(_file_handler)
        _file_handler.close()
        _file_handler = None


def log_file() -> Path | None:
    """The log file in use, or None."""
    return Path(_file_handler.baseFilename) if isinstance(_file_handler, logging.FileHandler) else None


def log_problem() -> str:
    """Why there is no log file (the OS's words), or ''."""
    return _problem


def _ensure_terminal_handler(root: logging.Logger) -> None:
    """Warnings and errors on the terminal, as Python's last-resort handler printed them before the file's
    handler was added (with a handler on the root logger, that one no longer speaks)."""
    global _terminal_handler
    if _terminal_handler is None:
        _terminal_handler = logging.StreamHandler(sys.stderr)
        _terminal_handler.setLevel(logging.WARNING)
        root.addHandler(_terminal_handler)


def route_qt_messages() -> None:
    """Qt's messages (qWarning and the like) go through logging, to the log file, instead of to stderr alone."""
    qInstallMessageHandler(_qt_message)


def _qt_message(kind, context, message: str) -> None:
    level = _QT_LEVELS.get(kind, logging.WARNING)
    category = getattr(context, "category", "") or ""
    logger = logging.getLogger(QT_LOGGER if category in ("", "default") else f"{QT_LOGGER}.{category}")
    logger.log(level, "%s", message)
