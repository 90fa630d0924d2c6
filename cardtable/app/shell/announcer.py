"""What a screen reader says of the game as it goes on: the lines of the log, spoken when the table shows
them, and a refused move's reason.

`Announcer.announce(text)` sends Qt's accessibility announcement (`QAccessibleAnnouncementEvent`, which
the AT-SPI bridge passes on to Orca and the like) from the game page's widget, and emits `announced(text)`.
Polite lines never flood: the lines that arrive together (one move's, shown in one step of the table) or
within `gap_ms` of the last announcement are joined into one, sent when the gap has passed; a burst of more
than `max_lines` lines is cut to its latest ones, after a count of those left in the log. An assertive line
(a refusal) is sent at once, on its own. The gap is kept on the announcer's clock (`Clock`: the wall clock's
by default).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

from cardtable.app.shell.clock import Alarm, Clock, QtClock

ANNOUNCEMENT_GAP_MS = 600  # a reader's time to speak a short line before the next is sent
MAX_LINES = 4  # at most this many lines in one announcement, the burst's count included
SENTENCE_ENDS = (".", "!", "?", "…", ":")


def as_sentence(line: str) -> str:
    """A log line as a sentence a reader pauses after (the log's lines have no full stop)."""
    line = line.strip()
    return line if not line or line.endswith(SENTENCE_ENDS) else line + "."


class Announcer(QObject):
    announced = Signal(str)  # the text of each announcement sent

    def __init__(self, source, parent: QObject | None = None, gap_ms: int = ANNOUNCEMENT_GAP_MS,
                 max_lines: int = MAX_LINES, clock: Clock | None = None):
        """`source`: the widget the announcements come from (the game page)."""
        super().__init__(parent)
        self._clock = clock if clock is not None else QtClock(self)
        self._source = source
        self._gap_ms = gap_ms
        self._max_lines = max(2, max_lines)
        self._waiting: list[str] = []
        self._last_sent: float | None = None  # the clock's time of the last announcement
        self._send_waiting: Alarm | None = None

    def announce(self, text: str, assertive: bool = False) -> None:
        """Say `text` (one log line, or a reason); assertive interrupts the reader and is not delayed."""
        text = as_sentence(text)
        if not text:
            return
        if assertive:
            self._send(text, QAccessible.AnnouncementPoliteness.Assertive)
            return
        self._waiting.append(text)
        if self._send_waiting is None:
            since = self._gap_ms if self._last_sent is None else (self._clock.now() - self._last_sent) * 1000
            self._send_waiting = self._clock.call_later(max(0, round(self._gap_ms - since)), self.flush)

    def announce_lines(self, lines) -> None:
        """Several lines arrived together (one step of the table): said as one announcement."""
        for line in lines:
            self.announce(line)

    def waiting(self) -> list[str]:
        """The lines not yet sent."""
        return list(self._waiting)

    def clear(self) -> None:
        """Drop the lines not yet sent (a new game is on the table)."""
        self._waiting = []
        self._call_off_sending()

    def flush(self) -> None:
        """Send the waiting lines now, as one announcement."""
        self._call_off_sending()
        lines, self._waiting = self._waiting, []
        if not lines:
            return
        if len(lines) > self._max_lines:
            kept = lines[-(self._max_lines - 1):]
            skipped = len(lines) - len(kept)
            summary = self.tr("%n earlier line(s) in the game log.", None, skipped)
            lines = [summary] + kept
        self._send(" ".join(lines), QAccessible.AnnouncementPoliteness.Polite)

    def _call_off_sending(self) -> None:
        if self._send_waiting is not None:
            self._send_waiting.cancel()
            self._send_waiting = None

    def _send(self, text: str, politeness) -> None:
        self._last_sent = self._clock.now()
        event = QAccessibleAnnouncementEvent(self._source, text)
        event.setPoliteness(politeness)
        QAccessible.updateAccessibility(event)  # a no-op while no assistive technology listens
        self.announced.emit(text)
