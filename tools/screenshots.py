"""Screenshots of every screen, in English and French, for looking at the app as a user would.

python tools/screenshots.py [--list] [OUTPUT_FOLDER] [GAME_ID ...]     (default: screenshots/, every game)

--list prints the ids of the games it would shoot (every registered game, or those named), and stops.

The shell's screens (start page, dialogs, rules), then for every registered game: a game with a person
and computer players, the person's moves chosen by the game's own 'normal' computer player, with the
table at four window sizes (800 × 600 to 2560 × 1440), the screens the game's view shows off at a
person's turn (`GameView.showcase`), the hot-seat cover, the finished table and the results (its Results
and Scores tabs); then the table at every player count the game allows, at the four sizes. Every screen
other than the tables is shot in an 800 × 600 and a 1920 × 1080 window; a dialog is shot where it stands
over the window (the window's picture with the dialog's painted on it), so that one sees whether it fits and
what it hides.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's cardtable, not an installed one
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("CARDTABLE_DATA_DIR", tempfile.mkdtemp(prefix="cardtable-shots-"))

from PySide6.QtCore import QCoreApplication, QEventLoop, QPoint, QTimer  # noqa: E402
from PySide6.QtGui import QPainter  # noqa: E402

from cardtable.app.shell.application import create_application, create_main_window  # noqa: E402
from cardtable.app.shell.controller import Seat  # noqa: E402
from cardtable.app.i18n import shared_language_manager  # noqa: E402
from cardtable.store.settings import Settings, save_settings  # noqa: E402
from tools.game_choice import chosen_views, print_games, split_list_flag  # noqa: E402

NAMES = ("Alice", "Bruno", "Chloé", "Dmitri", "Emma", "Farid", "Greta")
SIZES = (((800, 600), "800x600"), ((1920, 1080), "1920x1080"), ((1280, 800), "1280x800"),
         ((2560, 1440), "2560x1440"))
SCREEN_SIZES = (((800, 600), "800x600"), ((1920, 1080), "1920x1080"))  # every screen other than the tables
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


def resize(window, size) -> None:
    """Resize the window and let its layouts follow, so that a dialog opened next is placed in it (nothing
    to do when it has that size)."""
    if (window.width(), window.height()) == tuple(size):
        return
    window.resize(*size)
    settle(60)


def save(widget, folder: Path, name: str) -> None:
    """The widget's picture; a dialog's is painted where it stands over its main window's."""
    settle(SHOT_SETTLE_MS)
    window = widget.parentWidget().window() if widget.isWindow() and widget.parentWidget() is not None else None
    if window is None:
        widget.grab().save(str(folder / f"{name}.png"))
        return
    picture = window.grab()
    painter = QPainter(picture)
    painter.drawPixmap(widget.geometry().topLeft() - window.geometry().topLeft(), widget.grab())
    painter.end()
    picture.save(str(folder / f"{name}.png"))


def open_window(language: str):
    save_settings(Settings(language=language, animation_speed="off", ai_delay_ms=0))
    window = create_main_window()
    window.controller.ai_seconds = 0.05
    window.resize(1280, 800)
    window.show()
    return window


def shoot_shell(window, folder: Path, language: str) -> None:
    for size, label in SCREEN_SIZES:
        resize(window, size)
        save(window, folder, f"{language}-start-{label}")
        for name, opener in (("settings", window.open_settings), ("about", window.open_about)):
            opener()
            save(window.dialog, folder, f"{language}-{name}-{label}")
            window.dialog.reject()
        window.open_rules()
        save(window.rules_window, folder, f"{language}-rules-{label}")
        window.rules_window.close()


def players_for(game) -> int:
    return max(game.min_players, min(4, game.max_players))


def shoot_game(window, view, folder: Path, language: str) -> list[str]:
    """Every screen of one game; returns the names of the files written (without the folder)."""
    game, prefix = view.game, f"{language}-{view.game.id}"
    written = []

    def shot(widget, name):
        save(widget, folder, f"{prefix}-{name}")
        written.append(f"{prefix}-{name}.png")

    def at_screen_sizes(show, name):
        """show() opens the screen and returns the widget to shoot; shot in each window size."""
        for size, label in SCREEN_SIZES:
            resize(window, size)
            widget = show()
            shot(widget, f"{name}-{label}" if label != SCREEN_SIZES[0][1] else name)
            widget.close()

    def rules():
        window.open_rules()
        window.rules_window.set_game(game.id)
        return window.rules_window

    def new_game():
        window.open_new_game(game.id)
        return window.dialog

    at_screen_sizes(new_game, "new-game")
    at_screen_sizes(rules, "rules")
    players = players_for(game)
    seats = [Seat(NAMES[0], "human")] + [Seat(name, "normal") for name in NAMES[1:players]]
    window.start_game(game.id, {}, 2024, seats)
    shown, decisions = set(), 0

    def shoot_sizes():
        for size, label in SIZES:
            resize(window, size)
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
        # Play goes on at the first size; the window goes to the others only at a decision that showed a
        # screen not shot yet (most show none: two resizes at each made most of a long game's time). A screen
        # the showcase closes once shown (an overlay) is shot at the first size only, as it always was.
        new = set()
        for size, label in SCREEN_SIZES:
            if label != SCREEN_SIZES[0][1] and not new:
                break
            resize(window, size)
            for name, widget in window.game_page.ui.showcase(table, legal):
                if name not in shown:
                    new.add(name)
                    shot(widget or window, name if label == SCREEN_SIZES[0][1] else f"{name}-{label}")
        if new:
            resize(window, SCREEN_SIZES[0][0])
        shown |= new
        controller.play(chooser(controller.observation(), tuple(legal), rng))
        decisions += 1
    if decisions <= TABLE_AFTER:  # a short game: the table at its end
        shoot_sizes()
    results = window.dialog
    results.reject()
    for size, label in SCREEN_SIZES:
        resize(window, size)
        suffix = "" if label == SCREEN_SIZES[0][1] else f"-{label}"
        shot(window, f"finished{suffix}")
        window.show_results()
        shot(window.dialog, f"results{suffix}")
        window.dialog.tabs().setCurrentWidget(window.dialog.scores)
        shot(window.dialog, f"scores{suffix}")
        window.dialog.reject()
    hot = [Seat(NAMES[0], "human"), Seat(NAMES[1], "human")] + [Seat(name, "easy") for name in NAMES[2:players]]
    window.start_game(game.id, {}, 77, hot)
    wait_until(lambda: window.controller.awaiting_human is not None)
    for size, label in SCREEN_SIZES:
        resize(window, size)
        shot(window, "hotseat-cover" if label == SCREEN_SIZES[0][1] else f"hotseat-cover-{label}")
    window.show_start_page()
    return written


def shoot_player_counts(window, view, folder: Path, language: str) -> list[str]:
    """The table of one game at every player count it allows, after a few moves, at every size."""
    game, prefix = view.game, f"{language}-{view.game.id}"
    written = []
    chooser = game.know_how().policies["normal"]
    for players in game.player_counts():
        seats = [Seat(NAMES[0], "human")] + [Seat(name, "normal") for name in NAMES[1:players]]
        window.resize(1280, 800)
        window.start_game(game.id, {}, 2024 + players, seats)
        rng = random.Random(players)
        for _ in range(3):
            wait_until(lambda: window.controller.awaiting_human is not None or window.dialog is not None)
            wait_until(lambda: not window.game_page.table.is_animating())
            if window.dialog is not None:
                break
            controller = window.controller
            legal = controller.state.legal_actions(controller.awaiting_human)
            controller.play(chooser(controller.observation(), tuple(legal), rng))
        wait_until(lambda: window.controller.awaiting_human is not None or window.dialog is not None)
        wait_until(lambda: not window.game_page.table.is_animating())
        if window.dialog is not None:
            window.dialog.reject()
        for size, label in SIZES:
            resize(window, size)
            name = f"{prefix}-{players}p-{label}"
            save(window, folder, name)
            written.append(f"{name}.png")
        window.show_start_page()
    return written


def main(argv=None) -> int:
    argv, listing = split_list_flag(sys.argv[1:] if argv is None else argv)
    folder = Path(argv[0] if argv else "screenshots")
    views = chosen_views(argv[1:])
    if listing:
        return print_games(view.game.id for view in views)
    folder.mkdir(parents=True, exist_ok=True)
    app = create_application(sys.argv[:1])
    for language in ("en", "fr"):
        window = open_window(language)
        shoot_shell(window, folder, language)
        for view in views:
            shoot_game(window, view, folder, language)
            shoot_player_counts(window, view, folder, language)
        window.close()
    shared_language_manager().set_language("en")
    QCoreApplication.processEvents()
    print(f"screenshots in {folder}/")
    return 0 if app else 1


if __name__ == "__main__":
    sys.exit(main())
