"""A clock for the shell's paced parts (cardtable.app.shell.clock.Clock) that moves only when a test moves it:
`advance` makes the call backs that fall due on the way, in the order of their times, each at its time."""

from __future__ import annotations

from typing import Callable


class ManualAlarm:
    def __init__(self, due_ms: int, callback: Callable[[], None]):
        self.due_ms, self.callback = due_ms, callback
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True


class ManualClock:
    def __init__(self, start_seconds: float = 1000.0):
        self._now_ms = round(start_seconds * 1000)  # whole milliseconds: no rounding drift in the delays
        self._alarms: list[ManualAlarm] = []

    def now(self) -> float:
        return self._now_ms / 1000

    def call_later(self, delay_ms: int, callback: Callable[[], None]) -> ManualAlarm:
        alarm = ManualAlarm(self._now_ms + max(0, delay_ms), callback)
        self._alarms.append(alarm)
        return alarm

    def waiting(self) -> list[int]:
        """The milliseconds from now to each call back still to make, soonest first."""
        return sorted(alarm.due_ms - self._now_ms for alarm in self._live())

    def advance(self, ms: int) -> None:
        """Move `ms` milliseconds on, making the call backs due meanwhile (and those they set, if due)."""
        until = self._now_ms + ms
        while True:
            due = [alarm for alarm in self._live() if alarm.due_ms <= until]
            if not due:
                break
            alarm = min(due, key=lambda alarm: alarm.due_ms)  # the earliest set first among equals
            self._alarms.remove(alarm)
            self._now_ms = alarm.due_ms
            alarm.callback()
        self._now_ms = until

    def _live(self) -> list[ManualAlarm]:
        self._alarms = [alarm for alarm in self._alarms if not alarm.cancelled]
        return self._alarms
