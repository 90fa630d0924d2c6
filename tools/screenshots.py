"""Screenshots of every screen, in English and French, for looking at the app as a user would.

python tools/screenshots.py [OUTPUT_FOLDER] [GAME_ID ...]     (default: screenshots/, every game)

The shell's screens (start page, dialogs, rules), then for every registered game: a game with a person
and computer players, the person's moves chosen by the game's own 'normal' computer player, with the
table at three window sizes, the screens the game's view shows off at a person's turn
(`GameView.showcase`), the hot-seat cover, the finished table and the results.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("CARDTABLE_DATA_DIR", tempfile.mkdtemp(prefix="cardtable-shots-"))

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer  # noqa: E402

from cardtable.app.application import create_application, create_main_window  # noqa: E402
from cardtable.app.controller import Seat  # noqa: E402
from cardtable.app.games import view_classes  # noqa: E402
from cardtable.app.i18n import shared_language_manager  # noqa: E402
from cardtable.store.settings import Settings, save_settings  # noqa: E402

NAMES = ("Alice", "Bruno", "Chloé", "Dmitri", "Emma", "Farid", "Greta")
SIZES = (((800, 600), "800x600"), ((1920, 1080), "1920x1080"), ((1280, 800), "1280x800"))
TABLE_AFTER = 6  # the person's decisions before the table is shot at every size
SHOT_SETTLE_MS = 150  # the event loop runs this long before a shot, so that every widget has painted


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
    settle(SHOT_SETTLE_MS)
    widget.grab().save(str(folder / f"{name}.png"))


def open_window(language: str):
    save_settings(Settings(language=language, animation_speed="off", ai_delay_ms=0))
    window = create_main_window()
    window.controller.ai_seconds = 0.05
    window.resize(1280, 800)
    window.show()
    return window


def shoot_shell(window, folder: Path, language: str) -> None:
    save(window, folder, f"{language}-start")
    for name, opener in (("settings", window.open_settings), ("about", window.open_about)):
        opener()
        save(window.dialog, folder, f"{language}-{name}")
        window.dialog.reject()


def players_for(game) -> int:
    return max(game.min_players, min(4, game.max_players))


def shoot_game(window, view, folder: Path, language: str) -> list[str]:
    """Every screen of one game; returns the names of the files written (without the folder)."""
    game, prefix = view.game, f"{language}-{view.game.id}"
    written = []

    def shot(widget, name):
        save(widget, folder, f"{prefix}-{name}")
        written.append(f"{prefix}-{name}.png")

    window.resize(1280, 800)
    window.open_new_game(game.id)
    shot(window.dialog, "new-game")
    window.dialog.reject()
    window.open_rules()
    window.rules_window.set_game(game.id)
    window.rules_window.resize(760, 640)
    shot(window.rules_window, "rules")
    window.rules_window.close()
    players = players_for(game)
    seats = [Seat(NAMES[0], "human")] + [Seat(name, "normal") for name in NAMES[1:players]]
    window.start_game(game.id, {}, 2024, seats)
    shown, decisions = set(), 0

    def shoot_sizes():
        for size, label in SIZES:
            window.resize(*size)
            shot(window, f"table-{label}")

    chooser = game.know_how().policies["normal"]
    rng = random.Random(1)
    while True:
        wait_until(lambda: window.controller.awaiting_human is not None or window.dialog is not None)
        wait_until(lambda: not window.game_page.table.is_animating())
        if window.dialog is not None:
            break
        controller, table = window.controller, window.game_page.table
        legal = controller.state.legal_actions(controller.awaiting_human)
        if decisions == TABLE_AFTER:
            shoot_sizes()
        for name, widget in window.game_page.ui.showcase(table, legal):
            if name not in shown:
                shown.add(name)
                shot(widget or window, name)
        controller.play(chooser(controller.observation(), tuple(legal), rng))
        decisions += 1
    if decisions <= TABLE_AFTER:  # a short game: the table at its end
        shoot_sizes()
    shot(window, "finished")
    shot(window.dialog, "results")
    window.dialog.reject()
    hot = [Seat(NAMES[0], "human"), Seat(NAMES[1], "human")] + [Seat(name, "easy") for name in NAMES[2:players]]
    window.start_game(game.id, {}, 77, hot)
    wait_until(lambda: window.controller.awaiting_human is not None)
    shot(window, "hotseat-cover")
    window.show_start_page()
    return written


def main() -> int:
    folder = Path(sys.argv[1] if len(sys.argv) > 1 else "screenshots")
    wanted = set(sys.argv[2:])
    folder.mkdir(parents=True, exist_ok=True)
    app = create_application(sys.argv[:1])
    for language in ("en", "fr"):
        window = open_window(language)
        shoot_shell(window, folder, language)
        for view in view_classes():
            if not wanted or view.game.id in wanted:
                shoot_game(window, view, folder, language)
        window.close()
    shared_language_manager().set_language("en")
    QCoreApplication.processEvents()
    print(f"screenshots in {folder}/")
    return 0 if app else 1


if __name__ == "__main__":
    sys.exit(main())
