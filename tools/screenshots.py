"""Screenshots of every screen, in English and French, for looking at the app as a user would.

python tools/screenshots.py [OUTPUT_FOLDER]     (default: screenshots/)
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["CARDTABLE_DATA_DIR"] = tempfile.mkdtemp(prefix="cardtable-shots-")

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer  # noqa: E402

from cardtable.app.application import create_application, create_main_window  # noqa: E402
from cardtable.app.controller import Seat  # noqa: E402
from cardtable.app.i18n import shared_language_manager  # noqa: E402
from cardtable.store.settings import Settings, save_settings  # noqa: E402


def settle(ms: int = 150) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def wait_until(condition, timeout_ms: int = 20000) -> None:
    waited = 0
    while not condition() and waited < timeout_ms:
        settle(20)
        waited += 20


def save(widget, folder: Path, name: str) -> None:
    settle()
    widget.grab().save(str(folder / f"{name}.png"))


def shoot(folder: Path, language: str) -> None:
    save_settings(Settings(language=language, animation_speed="off", ai_delay_ms=0))
    window = create_main_window()
    window.controller.ai_seconds = 0.05
    window.resize(1280, 800)
    window.show()
    save(window, folder, f"{language}-start")
    window.open_new_game()
    save(window.dialog, folder, f"{language}-new-game")
    window.dialog.reject()
    window.open_settings()
    save(window.dialog, folder, f"{language}-settings")
    window.dialog.reject()
    window.open_about()
    save(window.dialog, folder, f"{language}-about")
    window.dialog.reject()
    seats = [Seat("Alice", "human"), Seat("Bruno", "normal"), Seat("Chloé", "normal"), Seat("Dmitri", "normal")]
    window.start_game("nothanks", {}, 2024, seats)
    for size, label in (((800, 600), "800x600"), ((1920, 1080), "1920x1080"), ((1280, 800), "1280x800")):
        window.resize(*size)
        play_human_turns(window, 6)
        save(window, folder, f"{language}-table-{label}")
    window.open_rules()
    window.rules_window.resize(760, 640)
    save(window.rules_window, folder, f"{language}-rules")
    window.rules_window.close()
    hot = [Seat("Alice", "human"), Seat("Bruno", "human"), Seat("Chloé", "easy")]
    window.start_game("nothanks", {}, 77, hot)
    wait_until(lambda: window.controller.awaiting_human is not None)
    save(window, folder, f"{language}-hotseat-cover")
    window.start_game("nothanks", {"chips": "shown"}, 5, [Seat("Alice", "easy"), Seat("Bruno", "normal"),
                                                          Seat("Chloé", "hard"), Seat("Dmitri", "easy"),
                                                          Seat("Emma", "normal")])
    wait_until(lambda: window.dialog is not None)
    save(window, folder, f"{language}-table-finished")
    save(window.dialog, folder, f"{language}-results")
    window.dialog.reject()
    seven = [Seat(name, "easy") for name in ("Alice", "Bruno", "Chloé", "Dmitri", "Emma", "Farid", "Greta")]
    seven[0] = Seat("Alice", "human")
    window.resize(1280, 800)
    window.start_game("nothanks", {}, 31, seven)
    play_human_turns(window, 8)
    save(window, folder, f"{language}-table-7-players")
    window.close()


def play_human_turns(window, turns: int) -> None:
    for _ in range(turns):
        wait_until(lambda: window.controller.awaiting_human is not None or window.controller.state.is_terminal())
        if window.controller.state.is_terminal():
            return
        obs = window.controller.observation()
        window.controller.play("take" if obs.my_chips == 0 or obs.pot >= 3 else "pay")
    wait_until(lambda: window.controller.awaiting_human is not None or window.controller.state.is_terminal())


def main() -> int:
    folder = Path(sys.argv[1] if len(sys.argv) > 1 else "screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    app = create_application(sys.argv[:1])
    for language in ("en", "fr"):
        shoot(folder, language)
    shared_language_manager().set_language("en")
    QCoreApplication.processEvents()
    print(f"screenshots in {folder}/")
    return 0 if app else 1


if __name__ == "__main__":
    sys.exit(main())
