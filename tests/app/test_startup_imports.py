"""The first window does without what only later screens need: none of these modules is imported when it has
shown (tests/benchmarks/startup.py measures the time; this keeps a change from quietly bringing them back)."""

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

from cardtable.app.shell.application import WARM_AFTER_SHOWN, warm_up_later
from cardtable.games import available_ids

ROOT = Path(__file__).resolve().parents[2]

# Whole libraries and modules (with everything under them) that serve later screens: the statistics' plots, the
# games' views (built when a game opens: the start page lists the games from their listing modules), the table
# kit, the dialogs, the replay page, the coach's review.
NOT_AT_START = ("numpy", "pyqtgraph", "importlib.metadata",
                "PySide6.QtNetwork",  # the single-instance server listens once the window is on screen
                "hashlib", "uuid", "platform",  # OpenSSL for one digest; uuid loads platform for a new game's uid
                "sqlite3", "concurrent.futures", "cardtable.statistics_cli", "cardtable.store.statistics",
                # the table's side (main_window.build_table_side), built once the window is on screen
                "cardtable.app.shell.game_page", "cardtable.app.shell.coach.hints", "cardtable.app.shell.coach.reviewer",
                "cardtable.app.shell.duplicate.challenge", "cardtable.app.shell.statistics_recorder",
                "cardtable.app.table", "cardtable.app.shell.game_log",
                "cardtable.app.shell.about_dialog", "cardtable.app.shell.new_game_dialog",
                "cardtable.app.shell.results_dialog", "cardtable.app.shell.rules_dialog",
                "cardtable.app.shell.settings_dialog", "cardtable.app.shell.error_dialog",
                "cardtable.app.shell.statistics_window", "cardtable.app.shell.plot_kit",
                "cardtable.app.shell.statistics_plots", "cardtable.app.shell.coach_review",
                "cardtable.app.shell.duplicate.comparison", "cardtable.app.shell.replay.page")
GAME_PART = re.compile(r"cardtable\.app\.games\.([a-z_]+)\.([a-z_.]+)$")  # a module of a game's package
AT_START_OF_A_GAME = ("listing",)  # the start page's: the game's name, summary, credit and player counts
RULES_PART = re.compile(r"cardtable\.games\.([a-z_0-9]+)(\.|$)")  # a game's rules package, or a module of the core


def loaded_too_early(name: str) -> bool:
    game_part, rules_part = GAME_PART.match(name), RULES_PART.match(name)
    return (any(name == early or name.startswith(early + ".") for early in NOT_AT_START)
            or (game_part is not None and game_part.group(2) not in AT_START_OF_A_GAME)
            or (rules_part is not None and rules_part.group(1) in available_ids()))


# The real start (command line, platform check, log, single-instance guard, window) with --quit-when-shown, which
# quits at the first turn of the event loop after the window is shown: what is imported by then was waited for
# (listed at its "first paint done" mark, start_stages.py: what comes after, as the table's side, is built while
# the window is already there).
START_AND_LIST_MODULES = """import sys
from cardtable.app.shell import start_stages
mark = start_stages.mark
start_stages.mark = lambda stage: (stage == 'first paint done' and print('\\n'.join(sorted(sys.modules))), mark(stage))
from cardtable.__main__ import main
print('exit', main(['--quit-when-shown']))
"""


def modules_at_first_window(data_folder: Path) -> list[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDTABLE_DATA_DIR=str(data_folder), PYTHONPATH=str(ROOT))
    result = subprocess.run([sys.executable, "-c", START_AND_LIST_MODULES], capture_output=True, text=True,
                            timeout=120, env=env, cwd=ROOT)
    lines = result.stdout.splitlines()
    assert lines[-2:] == ["main window shown", "exit 0"], result.stdout + result.stderr
    return lines[:-2]


def test_the_first_window_imports_nothing_that_only_later_screens_need(tmp_path):
    modules = modules_at_first_window(tmp_path / "user-data")
    assert "cardtable.app.shell.start_page" in modules  # it did start the window
    assert "cardtable.app.games.negoce.listing" in modules  # and listed the games
    early = [name for name in modules if loaded_too_early(name)]
    assert early == []


def test_what_counts_as_too_early_for_the_first_window():
    assert loaded_too_early("cardtable.app.games.nothanks.view") and loaded_too_early("cardtable.app.table.style")
    assert loaded_too_early("numpy.linalg") and loaded_too_early("cardtable.app.games.negoce.catalogue")
    assert not loaded_too_early("cardtable.app.games.nothanks.listing")
    assert not loaded_too_early("cardtable.app.games") and not loaded_too_early("cardtable.app.table_side")
    first = available_ids()[0]  # any game's rules: the tiles read the player counts from the listings
    assert loaded_too_early(f"cardtable.games.{first}") and loaded_too_early(f"cardtable.games.{first}.rules")
    assert not loaded_too_early("cardtable.games") and not loaded_too_early("cardtable.games.core")
    assert not loaded_too_early("cardtable.games.registry")


def test_what_the_start_leaves_out_is_imported_soon_after_the_window_shows(qtbot, monkeypatch):
    assert all(importlib.util.find_spec(name) is not None for name in WARM_AFTER_SHOWN)  # no name mistyped
    later = ("colorsys", "json.tool")  # modules no test imports: their import is seen here
    for name in later:
        monkeypatch.delitem(sys.modules, name, raising=False)
    warm_up_later(later, delay_ms=0)
    qtbot.waitUntil(lambda: all(name in sys.modules for name in later), timeout=5000)
