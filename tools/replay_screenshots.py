"""Screenshots of the replay page, in English and French, at 800 × 600 and 1920 × 1080, for every game.

python tools/replay_screenshots.py [--list] [OUTPUT_FOLDER] [GAME_ID ...]     (default: screenshots/, every game)

--list prints the ids of the games it would shoot (every registered game, or those named), and stops.

Each game is played to its end by its 'normal' computer players (seeded), then opened in the replay page
(as File > Replay a saved game… does) at about a third of its moves, from the first seat's viewpoint and
with everything revealed.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's cardtable, not an installed one
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("CARDTABLE_DATA_DIR", tempfile.mkdtemp(prefix="cardtable-shots-"))

from PySide6.QtCore import QEventLoop, QTimer  # noqa: E402

from cardtable.ai.agents import make_agent  # noqa: E402
from cardtable.app.shell.application import create_application, create_main_window  # noqa: E402
from cardtable.app.i18n import shared_language_manager  # noqa: E402
from cardtable.app.shell.replay.viewpoints import Viewpoint  # noqa: E402
from cardtable.store.saves import SavedGame  # noqa: E402
from cardtable.store.settings import Settings, save_settings  # noqa: E402
from tools.game_choice import chosen_views, print_games, split_list_flag  # noqa: E402

NAMES = ("Alice", "Bruno", "Chloé", "Dmitri", "Emma", "Farid", "Greta")
SIZES = (((800, 600), "800x600"), ((1920, 1080), "1920x1080"))


def settle(ms: int = 150) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def played_game(game, seed: int = 7):
    players = min(4, game.max_players)
    state = game.new_game({"players": players}, seed)
    agents = [make_agent(game.id, "normal", seed=seed + seat) for seat in range(players)]
    while not state.is_terminal():
        seat = state.current_seat
        state.apply(agents[seat].choose(state.observation(seat), state.legal_actions(seat)), seat)
    return state


def shoot(folder: Path, views: list) -> None:
    create_application([])
    save_settings(Settings(language="en", animation_speed="off", ai_delay_ms=0))
    window = create_main_window()
    window.show()
    for view in views:
        game = view.game
        state = played_game(game)
        controllers = ["human"] + ["normal"] * (state.num_players - 1)
        seats = tuple({"name": NAMES[seat], "controller": controllers[seat]} for seat in range(state.num_players))
        for language in ("en", "fr"):
            shared_language_manager().set_language(language)
            window.replays.replay_saved(SavedGame(state, seats, ""))
            page = window.replays.page
            page.go_to(page.model.last // 3)
            for size, label in SIZES:
                window.resize(*size)
                for viewpoint, name in ((Viewpoint(0), "seat"), (page.viewpoints()[-1], "revealed")):
                    page.set_viewpoint(viewpoint)
                    settle()
                    path = folder / f"{language}-{game.id}-replay-{name}-{label}.png"
                    window.grab().save(str(path))
                    print(path)
            page._back.click()
    shared_language_manager().set_language("en")


def main(argv=None) -> int:
    argv, listing = split_list_flag(sys.argv[1:] if argv is None else argv)
    views = chosen_views(argv[1:])
    if listing:
        return print_games(view.game.id for view in views)
    out = Path(argv[0]) if argv else Path("screenshots")
    out.mkdir(parents=True, exist_ok=True)
    shoot(out, views)
    return 0


if __name__ == "__main__":
    sys.exit(main())
