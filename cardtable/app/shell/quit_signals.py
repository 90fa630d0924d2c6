"""Ctrl+C in the terminal and SIGTERM (a logout, `kill`) close the window as its Quit does, exit status 0.

Python runs a signal handler only when the interpreter runs, and Qt's event loop is C++ that may wait for
minutes: without help Ctrl+C waits for the next mouse move, or for ever offscreen. `set_wakeup_fd` makes
the C-level handler write a byte to a socket; a QSocketNotifier on the other end wakes the loop, which runs
a little Python, and the Python handler with it. No polling timer.

The handlers are installed before Qt is even imported (a signal during the start is remembered and acted
on as soon as the window exists). The game needs no extra save: the controller writes the autosave in the
GUI thread right after each move, and the handler's close runs from the event loop between two such calls,
so the file already holds the last state; closing saves the settings.
"""

from __future__ import annotations

import signal
import socket
from typing import Any

QUIT_SIGNALS = (signal.SIGINT, signal.SIGTERM)


class QuitSignals:
    """Install with QuitSignals(); attach(window) once the window exists; detach() after the event loop."""

    def __init__(self, signals: tuple[int, ...] = QUIT_SIGNALS):
        self.received: int | None = None  # the first quit signal, if any
        self._window = None
        self._sockets: tuple[socket.socket, socket.socket] | None = None
        self._notifier = None
        self._previous_wakeup = -1
        self._previous = {number: signal.signal(number, self._handle) for number in signals}

    def attach(self, window: Any) -> None:
        """Close `window` (and quit) on the next quit signal, or now if one came during the start."""
        from PySide6.QtCore import QSocketNotifier, QTimer

        self._window = window
        reader, writer = socket.socketpair()
        reader.setblocking(False)
        writer.setblocking(False)
        self._sockets = (reader, writer)
        self._previous_wakeup = signal.set_wakeup_fd(writer.fileno())
        self._notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read, window)
        # Reading the byte is all the slot does: running any Python at all lets the handler run.
        self._notifier.activated.connect(self._drain)
        if self.received is not None:
            QTimer.singleShot(0, self._quit)

    def detach(self) -> None:
        """Give the signals back to whatever handled them before."""
        for number, previous in self._previous.items():
            signal.signal(number, previous)
        if self._sockets is not None:
            signal.set_wakeup_fd(self._previous_wakeup)
            self._notifier.setEnabled(False)
            for end in self._sockets:
                end.close()
            self._sockets = None

    def _handle(self, number: int, frame: Any) -> None:
        if self.received is not None:  # already closing
            return
        self.received = number
        if self._window is not None:
            from PySide6.QtCore import QTimer

            QTimer.singleShot(0, self._quit)

    def _drain(self, *args: Any) -> None:
        try:
            while self._sockets is not None and self._sockets[0].recv(64):
                pass
        except OSError:  # nothing left to read (BlockingIOError is an OSError)
            pass

    def _quit(self) -> None:
        from PySide6.QtWidgets import QApplication

        self._window.close()  # its closeEvent stops the game and saves the settings
        QApplication.quit()  # even if another top-level window (the rules) is open
