"""The time the shell paces itself by (the computer players' minimum delay, the announcer's gap between two
announcements): what time it is, in monotonic seconds, and a call back after a delay, which can be called
off. `QtClock` is the real one, on Qt's timers; a test gives the paced part a clock it moves by hand
(tests/app/manual_clock.py), so that it neither waits for nor measures the wall clock."""

from __future__ import annotations

import time
from typing import Callable, Protocol

from PySide6.QtCore import QObject, Qt, QTimer


class Alarm(Protocol):
    def cancel(self) -> None:
        """The call back is not made (nothing happens once it has been)."""


class Clock(Protocol):
    def now(self) -> float:
        """Monotonic seconds."""

    def call_later(self, delay_ms: int, callback: Callable[[], None]) -> Alarm:
        """Call `callback` once, `delay_ms` from now (0: from the event loop, after what runs now)."""


class _QtAlarm:
    def __init__(self, parent: QObject, delay_ms: int, callback: Callable[[], None]):
        self._callback = callback
        self._timer: QTimer | None = QTimer(parent)
        self._timer.setSingleShot(True)
        # A coarse timer may fire up to 5% early, which would cut a minimum delay short.
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(lambda: self._ring())
        self._timer.start(max(0, delay_ms))

    def _ring(self) -> None:
        self._drop_timer()
        self._callback()

    def cancel(self) -> None:
        if self._timer is not None:
            self._timer.stop()
            self._drop_timer()

    def _drop_timer(self) -> None:
        timer, self._timer = self._timer, None
        if timer is not None:
            timer.deleteLater()


class QtClock(QObject):
    """The wall clock's monotonic time; call backs on single-shot timers, children of this object."""

    def now(self) -> float:
        return time.monotonic()

    def call_later(self, delay_ms: int, callback: Callable[[], None]) -> Alarm:
        return _QtAlarm(self, delay_ms, callback)
