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
    shoot_schnaeppchen(window, folder, language)
    window.close()


def shoot_schnaeppchen(window, folder: Path, language: str) -> None:
    """A 3-player game on a deal that offers every declaration; each screen is shot the first time it shows."""
    name = f"{language}-schnaeppchen"
    window.resize(1280, 800)
    window.start_game("schnaeppchen", {"sorting": "standard"}, 2,
                      [Seat("Alice", "human"), Seat("Bruno", "normal"), Seat("Chloé", "normal")])
    table = window.game_page.table
    table.auto_open_sorting = False
    shot = set()

    def once(key, widget, size=None):
        if key not in shot:
            shot.add(key)
            if size:
                window.resize(*size)
            save(widget, folder, f"{name}-{key}")
            window.resize(1280, 800)

    for _ in range(300):
        wait_until(lambda: window.controller.awaiting_human is not None or window.dialog is not None)
        wait_until(lambda: not table.is_animating())
        if table.overlay().isVisible() and table.overlay().kind == "round":
            once("round-end", window)
            table.close_overlay()
        if window.dialog is not None:
            save(window, folder, f"{name}-finished")
            save(window.dialog, folder, f"{name}-results")
            window.dialog.reject()
            break
        obs, legal = window.controller.observation(), table.legal_actions()
        if obs.trick:
            for size, label in (((800, 600), "800x600"), ((1920, 1080), "1920x1080"), ((1280, 800), "1280x800")):
                once(f"table-{label}", window, size)
            table.show_last_trick()
            once("last-trick", window)
            table.close_overlay()
        if obs.my_junk:
            table.show_junk()
            once("junk", window)
            table.close_overlay()
        action = choose_schnaeppchen(legal)
        declaring = [a for a in legal if a[0] == "play" and a[1] == action[1]]
        if action[0] == "sort":
            dialog = table.open_sorting_dialog()
            dialog.select(action[1])
            once("sorting", dialog)
            dialog.reject()
        elif len(declaring) > 1:
            table._on_card_clicked(("hand", action[1]))
            once("declare-trump" if len({a[2] for a in declaring}) > 1 else "declare-twin", table.pending_dialog())
            table.pending_dialog().reject()
        window.controller.play(action)


def choose_schnaeppchen(legal):
    """Declare trump, then 'above', whenever offered; take out the first value when sorting."""
    for index in (2, 3):
        for action in legal:
            if action[0] == "play" and action[index] is True:
                return action
    clears = [action for action in legal if action[0] == "sort" and action[1] not in (None, "all")]
    return clears[0] if clears else legal[0]


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
