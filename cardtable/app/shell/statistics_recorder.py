"""Records each finished game in the statistics, once.

The controller's `finished` may come more than once for one game (the results shown again, a finished game
proceeded again) and a resumed game keeps its uid: the uid is the key, here and in the database. A game is
recorded only when it ended on a move played since it was put on the table: a finished game opened from a
file (a new uid, to look at or replay) was counted when it was played. When the
database cannot be used, the reason is kept (the Statistics window shows it) and the session goes on
without statistics; a problem that passes by itself (a full disk) leaves them on: that game stays in the
autosave, and the next one is recorded once there is room again.

A finished game leaves the autosave only once it is in the statistics (`kept`): the app killed between its last
move and its recording finds it in the autosave at the next start, and records it then (`record_saved_game`).
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Signal

from cardtable.store import statistics

logger = logging.getLogger(__name__)


class StatisticsRecorder(QObject):
    recorded = Signal(str)  # the uid of a game just recorded
    kept = Signal(str)  # the uid of a finished game now in the statistics (just recorded, or already there)
    unavailable = Signal(object)  # the StatisticsError that turned statistics off for this session

    def __init__(self, controller, parent: QObject | None = None):
        super().__init__(parent)
        self.controller = controller
        self.problem: statistics.StatisticsError | None = None
        self._seen: set[str] = set()
        self._moved = False  # a move was played since the game was put on the table
        controller.started.connect(self._on_started)
        controller.action_applied.connect(self._on_move)
        controller.finished.connect(self.record_finished_game)

    def _on_started(self) -> None:
        # Undo and redo put the game on the table again too, but never a finished one: the flag only
        # matters for a game that is over when it arrives.
        self._moved = False

    def _on_move(self, *args) -> None:
        self._moved = True
        # The game's last move: recorded now, not when the table has shown it (`finished`), so that a kill
        # during the last animation loses nothing.
        if self.controller.state is not None and self.controller.state.is_terminal():
            self.record_finished_game()

    def check_database(self) -> None:
        """Open the database once (creating or migrating it); a problem turns statistics off for the session."""
        if self.problem is not None:
            return
        try:
            statistics.connect().close()
        except (statistics.StatisticsError, OSError) as error:
            self._turn_off(error)

    def record_finished_game(self) -> None:
        controller = self.controller
        state = controller.state
        # The playing time up to now (current_meta) where the controller can tell it.
        current = getattr(controller, "current_meta", None)
        meta = dict(current() if callable(current) else getattr(controller, "meta", None) or {})
        if state is not None and state.is_terminal() and self._moved:
            self._record(state, controller.seats, meta)

    def record_saved_game(self, state, seats, meta: dict) -> bool:
        """A finished game found in the autosave (the app was killed before it was recorded): recorded now.
        True when it is in the statistics, so that its autosave can go."""
        return state.is_terminal() and self._record(state, seats, meta)

    def _record(self, state, seats, meta: dict) -> bool:
        """Record a finished game once; True when it is in the statistics (now or before)."""
        uid = meta.get("uid")
        if self.problem is not None or not uid:
            return False
        if uid not in self._seen:
            self._seen.add(uid)
            try:
                added = statistics.record_game(state, seats, meta, duplicate=bool(meta.get("duplicate")))
            except (statistics.StatisticsError, OSError) as error:
                self._seen.discard(uid)  # not in the statistics: its autosave stays
                self._turn_off(error)
                return False
            if added:
                self.recorded.emit(uid)
        self.kept.emit(uid)
        return True

    def _turn_off(self, error: Exception) -> None:
        """Statistics off for the session, unless the problem passes by itself."""
        if not isinstance(error, statistics.StatisticsError):
            error = statistics.StatisticsError("cannot_open", str(getattr(error, "strerror", None) or error))
        if error.passing:
            logger.warning("A finished game could not be recorded in the statistics: %s", error)
            return
        logger.warning("Statistics are off for this session: %s", error)
        self.problem = error
        self.unavailable.emit(error)
