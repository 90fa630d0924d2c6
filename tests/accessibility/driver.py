"""The app at one screen, then others, for the AT-SPI harness (run by the project's Python, on Qt's xcb
platform).

    python -m tests.accessibility.driver SCREEN     (or python path/to/driver.py SCREEN, from another checkout)

SCREEN is "start" (the start page), "new-game:<game>" (the New game dialog for that game),
"table:<game>" (a solo game against computer players at the person's first turn) or "results:<game>"
(a game of computer players finished, its results open). A line "open SCREEN" on stdin goes to another
screen (closing an open dialog first); "key NAME" presses a key (Qt.Key's name without "Key_": Right, Tab,
Return...) on the widget that has the keyboard, as a person would. It prints one JSON object per line on stdout: {"ready": SCREEN,
"history": n} once a screen is up (for a table also "entries": [[kind, name, enabled], ...], the table's
accessible entries, "table": the view's accessible name, and "pressable": the names of those a press would
play now, or when there is none the enabled side-panel buttons' names), then {"history": n}
after each move applied and {"turn": seat, "history": n} when a person is to act. It runs until it is
terminated or its stdin closes.
"""

from __future__ import annotations

import json
import os
import queue
import sys
import tempfile
import threading

os.environ.setdefault("CARDTABLE_DATA_DIR", tempfile.mkdtemp(prefix="cardtable-atspi-"))

from PySide6.QtCore import QTimer  # noqa: E402 (after the data folder is chosen)
from PySide6.QtWidgets import QApplication  # noqa: E402

from cardtable.app.shell.application import create_application, create_main_window  # noqa: E402
from cardtable.app.shell.controller import Seat  # noqa: E402
from cardtable.app.shell.results_dialog import ResultsDialog  # noqa: E402
from cardtable.games import get_game  # noqa: E402
from cardtable.store.settings import Settings, save_settings  # noqa: E402

TEST_GAME = "sealed_bid"
NAMES = ("Ann", "Bruno", "Chloé", "Dmitri", "Eva", "Farid", "Gita")
SEED = 4


def report(**values) -> None:
    print(json.dumps(values), flush=True)


def spoken_name(widget) -> str | None:
    """What a screen reader calls widget (its accessible name), None for no widget."""
    from PySide6.QtGui import QAccessible

    interface = QAccessible.queryAccessibleInterface(widget) if widget is not None else None
    return interface.text(QAccessible.Text.Name) if interface is not None else None


def register_test_game() -> None:
    """Sealed Bid, the test game, registered as the generic suites do (it lives under tests/)."""
    from tests.generic.sealed_bid.registration import register_test_game as register

    register()


class Driver:
    """Brings the main window to SCREEN and reports when it is there and what the game does."""

    def __init__(self, screen: str):
        self._set_screen(screen)
        self._commands: queue.Queue = queue.Queue()
        threading.Thread(target=self._read_commands, daemon=True).start()
        self._stdin = QTimer()
        self._stdin.timeout.connect(self._take_command)
        self._stdin.start(100)
        save_settings(Settings(language="en", animation_speed="off", ai_delay_ms=0))
        self.window = create_main_window()
        self.window.controller.ai_seconds = 0.02
        self.window.resize(1280, 860)
        # Xvfb's pointer rests in the middle of its screen, over the window, and never moves: as a
        # screen-reader user's may (the table kit's clickable items cope with it, see clickable.py). A
        # checkout from before that (the tree counts' "before") gets it parked off the window instead.
        if os.environ.get("CARDTABLE_ATSPI_PARK_POINTER"):
            from PySide6.QtGui import QCursor

            QCursor.setPos(1590, 990)
        self.window.show()
        self.window.activateWindow()  # no window manager under Xvfb gives it the keyboard otherwise
        controller = self.window.controller
        controller.action_applied.connect(lambda *args: self._report_history())
        controller.human_to_act.connect(lambda seat: report(turn=seat, history=self._history()))
        self._poll = QTimer()
        self._poll.timeout.connect(self._check_ready)
        QTimer.singleShot(300, self._open)

    def _set_screen(self, screen: str) -> None:
        self.screen = screen
        self.kind, _, self.game_id = screen.partition(":")
        self.ready = False
        if self.game_id == TEST_GAME:
            register_test_game()

    def _read_commands(self) -> None:
        for line in sys.stdin:
            self._commands.put(line.strip())
        self._commands.put("quit")

    def _take_command(self) -> None:
        try:
            command = self._commands.get_nowait()
        except queue.Empty:
            return
        verb, _, screen = command.partition(" ")
        if verb == "quit":
            QApplication.quit()
        elif verb == "open":
            if self.window.dialog is not None:
                self.window.dialog.close()
            self._set_screen(screen)
            self._open()
        elif verb == "key":
            from PySide6.QtCore import Qt
            from PySide6.QtTest import QTest

            target = QApplication.focusWidget() or self.window
            QTest.keyClick(target, getattr(Qt.Key, f"Key_{screen}"))
            report(key=screen, focus=spoken_name(QApplication.focusWidget()))

    def _history(self) -> int:
        state = self.window.controller.state
        return len(state.history) if state is not None else 0

    def _report_history(self) -> None:
        if self.ready:
            report(history=self._history())

    def _open(self) -> None:
        window = self.window
        if self.kind == "new-game":
            window.open_new_game(self.game_id)
        elif self.kind in ("table", "results"):
            game = get_game(self.game_id)
            levels = (["easy"] if self.kind == "results" else ["human"]) + ["easy"] * (game.min_players - 1)
            window.start_game(self.game_id, {}, SEED, [Seat(name, level) for name, level in zip(NAMES, levels)])
        elif self.kind != "start":
            raise SystemExit(f"unknown screen {self.screen!r}")
        self._poll.start(100)

    def _check_ready(self) -> None:
        window = self.window
        page = window.game_page
        if self.kind == "new-game":
            done = window.dialog is not None and window.dialog.isVisible()
        elif self.kind == "table":
            done = (window.controller.awaiting_human is not None and page.table is not None
                    and not page.table.is_animating())
        elif self.kind == "results":
            done = isinstance(window.dialog, ResultsDialog) and window.dialog.isVisible()
        else:
            done = window.isVisible()
        if done:
            self._poll.stop()
            # A moment for the windows to map and the accessibility bridge to register them.
            QTimer.singleShot(500, self._announce_ready)

    def _announce_ready(self) -> None:
        self.ready = True
        values = {"ready": self.screen, "history": self._history()}
        page = self.window.game_page
        if self.kind == "table" and page.table is not None:
            # A checkout from before the accessible table kit (a "before" count) has no entries.
            entries = page.table.accessible_entries() if hasattr(page.table, "accessible_entries") else []
            values["table"] = page.table.accessibleName()
            values["entries"] = [[entry.kind, entry.name, entry.enabled] for entry in entries]
            pressable = [entry.name for entry in entries if entry.interactive and entry.enabled]
            # A game whose table offers nothing to press now (Sealed Bid's bids): the side panel's buttons.
            values["pressable"] = pressable or [button.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
                                                for button in page.action_buttons().values() if button.isEnabled()]
        report(**values)


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    app = create_application(argv[:1])
    driver = Driver(argv[1])  # noqa: F841 (kept alive while the app runs)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv))
