"""What happens to an unexpected exception: it is logged, the person is told, and the app goes on.

`ErrorReporter.install()` catches what nobody else catches: `sys.excepthook` (an exception in a Qt slot or
event handler reaches it: PySide6 hands it over and the event loop runs on), and `threading.excepthook`
(a thread's exception is logged at once from that thread and shown from the GUI thread). Each one is
written with its traceback to the log file (app_log.py) and shown in an `ErrorDialog`: what happened in
plain words and the exception's one line, where the log file is, "Open log folder" and "Copy details".

No cascade: while a dialog is open, further errors are added to it ("2 more errors since"), and an error
of the same kind and place as one already shown this session is logged without a new dialog.

After an error the game is nudged on once (`recovery_wanted`, followed by the game page's
`resync_after_error`): a slot that raised in the middle of a move must not leave the game waiting for
ever. The autosave needs nothing: it is written after each completed move only (the controller puts a move
that failed half-way back as it was), so it always holds the last completed move.
"""

from __future__ import annotations

import logging
import sys
import threading
import traceback
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal

from cardtable.app.shell.app_log import log_file, log_problem

if TYPE_CHECKING:
    from cardtable.app.shell.error_dialog import ErrorDialog

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class ErrorDetails:
    summary: str  # the exception's one line: "ValueError: boom"
    traceback: str  # the whole traceback, as logged
    place: tuple[str, str]  # (exception type, file:line of the innermost frame): same kind and place

    @staticmethod
    def of(exc_type, exc, tb) -> "ErrorDetails":
        summary = "".join(traceback.format_exception_only(exc_type, exc)).strip().splitlines()[-1]
        frames = traceback.extract_tb(tb) if tb is not None else []
        where = f"{frames[-1].filename}:{frames[-1].lineno}" if frames else ""
        text = "".join(traceback.format_exception(exc_type, exc, tb))
        return ErrorDetails(summary=summary, traceback=text, place=(exc_type.__name__, where))


class ErrorReporter(QObject):
    """Logs and shows the app's unexpected exceptions; `count` says how many there were."""

    reported = Signal(str)  # an error was logged (its one line); the soak counts them, tests wait for it
    recovery_wanted = Signal()  # after an error: the game page may need to catch up (see the module's text)
    _thread_error = Signal(object)  # an ErrorDetails from another thread, shown in the GUI thread

    def __init__(self, window=None):
        super().__init__(window)
        self._window = window
        self.count = 0
        self.dialog: ErrorDialog | None = None
        self._shown_places: set[tuple[str, str]] = set()
        self._busy = False  # reporting an error: another one raised meanwhile is logged only
        self._previous = None
        self._thread_error.connect(self._show, Qt.ConnectionType.QueuedConnection)

    # --- the hooks ----------------------------------------------------------------------------------------
    def install(self) -> None:
        """Catch the exceptions nobody catches, from now on (until `uninstall`)."""
        self._previous = (sys.excepthook, threading.excepthook)
        sys.excepthook = self.excepthook
        threading.excepthook = self._thread_excepthook

    def uninstall(self) -> None:
        if self._previous is not None:
            sys.excepthook, threading.excepthook = self._previous
            self._previous = None

    def excepthook(self, exc_type, exc, tb) -> None:
        if issubclass(exc_type, (KeyboardInterrupt, SystemExit)):
            # Not errors: the previous hook (Python's) does what a terminal expects of them.
            (self._previous[0] if self._previous else sys.__excepthook__)(exc_type, exc, tb)
            return
        self.report(exc_type, exc, tb)

    def _thread_excepthook(self, args) -> None:
        if args.exc_type is SystemExit:
            return
        details = self._log(args.exc_type, args.exc_value, args.exc_traceback,
                            f" in the thread {args.thread.name}" if args.thread is not None else "")
        self._thread_error.emit(details)

    # --- reporting ----------------------------------------------------------------------------------------
    def report(self, exc_type, exc, tb) -> None:
        """Log the error with its traceback and tell the person (GUI thread)."""
        self._show(self._log(exc_type, exc, tb, ""))

    def _log(self, exc_type, exc, tb, where: str) -> ErrorDetails:
        details = ErrorDetails.of(exc_type, exc, tb)
        logger.error("Unexpected error%s: %s", where, details.summary, exc_info=(exc_type, exc, tb))
        return details

    def _show(self, details: ErrorDetails) -> None:
        self.count += 1
        if self._busy:
            return
        self._busy = True
        try:
            self._tell(details)
        except Exception:  # noqa: BLE001 -- the dialog itself failing must not start a loop of errors
            logger.exception("The error dialog could not be shown")
        finally:
            self._busy = False
        self.reported.emit(details.summary)
        self.recovery_wanted.emit()

    def _tell(self, details: ErrorDetails) -> None:
        if self.dialog is not None:
            self.dialog.add_error(details.summary, details.traceback)
            return
        if details.place in self._shown_places:
            return  # the same fault again: it is in the log, the person already knows
        self._shown_places.add(details.place)
        # Imported here: most sessions never show it, and the first window waits for every module imported
        # with this one.
        from cardtable.app.shell.error_dialog import ErrorDialog

        dialog = ErrorDialog(details.summary, details.traceback, log_file(), log_problem(), self._window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        dialog.finished.connect(lambda *args: self._forget(dialog))
        self.dialog = dialog
        dialog.show()

    def _forget(self, dialog: ErrorDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None
