"""Screenshots of each game's table drawing a revealed observation (everything hidden shown), as a replay's
"Everything revealed" viewpoint does, in English and French, beside the same position's ordinary view.

python tools/revealed_screenshots.py [--list] [OUTPUT_FOLDER] [GAME_ID ...]     (default: screenshots/, every game)

--list prints the ids of the games it would shoot (every registered game, or those named), and stops.

Each game is played at random (seeded) to about a third of its moves; its table widget, sized like an
800 × 600 and a 1920 × 1080 window (and the smaller table of an 800 × 600 window's game page), draws
`state.revealed_observation(seat)` and the ordinary `state.observation(seat)`.
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

from PySide6.QtCore import QEventLoop, QTimer  # noqa: E402

from cardtable.app.shell.application import create_application  # noqa: E402
from cardtable.app.i18n import shared_language_manager  # noqa: E402
from tests.generic.per_game import suite_support  # noqa: E402
from tools.game_choice import chosen_views, print_games, split_list_flag  # noqa: E402

NAMES = ("Alice", "Bruno", "Chloé", "Dmitri", "Emma", "Farid", "Greta")
SIZES = (((800, 600), "800x600"), ((1920, 1080), "1920x1080"), ((560, 440), "page-800x600"))


def settle(ms: int = 120) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def mid_game(game, fraction: float = 0.35, seed: int = 2024):
    """A state about `fraction` of the way through a random game of the game's usual player count."""
    players = min(max(game.min_players, 4), game.max_players)
    options = {"players": players, **suite_support(game.id).revealing_options}  # the most to reveal
    probe = game.new_game(options, seed)
    rng = random.Random(seed)
    moves = []
    while not probe.is_terminal():
        action = rng.choice(probe.legal_actions())
        moves.append((probe.current_seat, action))
        probe.apply(action)
    state = game.new_game(options, seed)
    for seat, action in moves[:int(len(moves) * fraction)]:
        state.apply(action, seat)
    return state


def shoot(view, folder: Path, language: str, fraction: float) -> list[str]:
    state = mid_game(view.game, fraction)
    written = []
    table = view().create_table()
    table.set_players(list(NAMES[:state.num_players]), ["Human"] + ["Normal AI"] * (state.num_players - 1))
    table.show()
    for kind, obs in (("revealed", state.revealed_observation(0)), ("ordinary", state.observation(0))):
        for size, label in SIZES:
            table.resize(*size)
            settle()
            table.show_observation(obs)
            settle()
            name = f"{language}-{view.game.id}-{kind}-{label}.png"
            table.grab().save(str(folder / name))
            written.append(name)
    table.close()
    return written


def main(argv=None) -> int:
    argv, listing = split_list_flag(sys.argv[1:] if argv is None else argv)
    folder = Path(argv[0] if argv else "screenshots")
    wanted = [arg for arg in argv[1:] if not arg.replace(".", "").isdigit()]
    fractions = [float(arg) for arg in argv[1:] if arg.replace(".", "").isdigit()] or [0.35]
    views = chosen_views(wanted)
    if listing:
        return print_games(view.game.id for view in views)
    folder.mkdir(parents=True, exist_ok=True)
    create_application(sys.argv[:1])
    for language in ("en", "fr"):
        shared_language_manager().set_language(language)
        for view in views:
            for name in shoot(view, folder, language, fractions[0]):
                print(name)
    shared_language_manager().set_language("en")
    return 0


if __name__ == "__main__":
    sys.exit(main())
