"""The app to be killed (tests/app/test_kill_safety.py): computer players' games in the real window, autosave on.

python tests/app/kill_driver.py --seed S   (CARDTABLE_DATA_DIR: the folder of the autosave)

At start it does what the app does: a saved game found is put back on the table (Resume), else a new game
begins (a registered game at random, computer players of random levels). It plays on until it is killed,
starting a new game when one ends. It prints, each line flushed at once:

    resumed <uid> <moves>   the saved game was put back on the table, with so many moves played
    new <uid>               a new game began (nothing to resume, or the last game ended)
    saved <uid> <moves>     move number <moves> is completed: its autosave is written
    ended <uid>             the game's last move is completed: the finished game's autosave is written
    ending <uid>            the game is over (and recorded): its autosave is about to be removed
    over <uid>              ... and it is removed
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

LEVELS = ("random", "easy")


def say(*words) -> None:
    print(*words, flush=True)


class ReportingAutosave:
    """The app's autosave (store/saves), telling the test when a game's save is about to go."""

    def __init__(self, saves, uid):
        self._saves, self._uid = saves, uid

    def save(self, state, seats, meta=None) -> None:
        self._saves.save(state, seats, meta)

    def clear(self) -> None:
        say("ending", self._uid())
        self._saves.clear()
        say("over", self._uid())


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    from PySide6.QtCore import QTimer

    from cardtable.app.shell.application import create_application, create_main_window
    from cardtable.app.shell.controller import Seat
    from cardtable.games import available_ids, get_game
    from cardtable.store import saves
    from cardtable.store.settings import Settings, save_settings

    chooser = random.Random(args.seed)
    app = create_application([sys.argv[0]])
    save_settings(Settings(language="en", animation_speed="off", ai_delay_ms=0))
    window = create_main_window()
    controller = window.controller
    controller.autosave = ReportingAutosave(saves, lambda: controller.meta.get("uid"))

    def on_saved() -> None:
        if not controller.state.is_terminal():
            say("saved", controller.meta["uid"], len(controller.state.history))
        else:
            say("ended", controller.meta["uid"])

    def new_game() -> None:
        if window.dialog is not None:
            window.dialog.close()
        game = get_game(chooser.choice(available_ids()))
        players = chooser.choice(list(game.player_counts()))
        seats = [Seat(f"Seat {seat + 1}", chooser.choice(LEVELS)) for seat in range(players)]
        window.start_game(game.id, {}, chooser.randrange(2**31), seats)
        say("new", controller.meta["uid"])

    window.show()
    if window.offered_game() is not None:
        window.resume()
        say("resumed", controller.meta["uid"], len(controller.state.history))
    else:
        new_game()
    controller.saved.connect(on_saved)
    controller.finished.connect(lambda: QTimer.singleShot(0, new_game))
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
