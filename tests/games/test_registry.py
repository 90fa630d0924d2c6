"""The registry knows the games by id before their rules are imported: a game's rules package is imported, and
registers the game, when the game is first wanted, in its place in the order whatever the order of the imports."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest

from cardtable.games import (Game, GameState, OptionError, all_games, available_ids, get_game, register,
                             register_package, registry, unregister)

ROOT = Path(__file__).resolve().parents[2]

# A game's rules in a package of its own, as a shipped game's are: it registers itself when imported.
LAZY_RULES = '''
from cardtable.games import Game, GameState, register


class LazyState(GameState):
    __slots__ = ()


@register
class Lazy(Game):
    id = "{game_id}"
    name = "Lazy"
    min_players = 2
    max_players = 2
    State = LazyState
'''


@pytest.fixture
def packages(tmp_path, monkeypatch):
    """Write a package `name` on the import path holding `text`. The registry is as it was afterwards (these
    tests make it know games whose packages go with tmp_path), and the packages are forgotten."""
    all_games()  # the shipped games imported first, so that the copy holds them (an import would register in it only)
    monkeypatch.setattr(registry, "_GAMES", dict(registry._GAMES))
    monkeypatch.setattr(registry, "_IMPORTED", dict(registry._IMPORTED))
    monkeypatch.syspath_prepend(str(tmp_path))
    written = []

    def write(name: str, text: str) -> str:
        folder = tmp_path / name
        folder.mkdir()
        (folder / "__init__.py").write_text(textwrap.dedent(text), encoding="utf-8")
        written.append(name)
        return name

    yield write
    for name in written:
        sys.modules.pop(name, None)


def test_a_game_known_by_its_package_is_listed_and_imported_when_first_wanted(packages):
    package = packages("pkg_lazy", LAZY_RULES.format(game_id="lazy"))
    before = available_ids()
    register_package("lazy", package)
    assert available_ids() == before + ("lazy",)
    assert package not in sys.modules  # listed, not imported
    game = get_game("lazy")
    assert package in sys.modules and game.__module__ == package and game.State.game is game
    assert get_game("lazy") is game and all_games()[-1] is game
    assert unregister("lazy") is game and available_ids() == before


def test_a_game_imported_before_those_listed_ahead_of_it_keeps_its_place(packages):
    first = packages("pkg_early", LAZY_RULES.format(game_id="early"))
    second = packages("pkg_late", LAZY_RULES.format(game_id="late"))
    register_package("early", first)
    register_package("late", second)
    late = get_game("late")  # imported first: registered first
    assert available_ids()[-2:] == ("early", "late")
    assert [game.id for game in all_games()][-2:] == ["early", "late"] and all_games()[-1] is late


def test_another_class_under_an_id_known_by_its_package_is_refused_without_importing_it(packages):
    package = packages("pkg_taken", LAZY_RULES.format(game_id="taken"))
    register_package("taken", package)
    impostor = type("Taken", (Game,), {"id": "taken", "name": "Taken", "min_players": 2, "max_players": 2,
                                       "State": type("TakenState", (GameState,), {"__slots__": ()})})
    with pytest.raises(ValueError, match="'taken' is taken by pkg_taken"):
        register(impostor)
    assert package not in sys.modules and get_game("taken").__module__ == package


def test_a_known_id_is_not_known_twice(packages):
    with pytest.raises(ValueError, match=f"'{available_ids()[0]}' is taken"):
        register_package(available_ids()[0], packages("pkg_twice", ""))
    with pytest.raises(ValueError, match="lowercase identifier"):
        register_package("Twice", "pkg_twice")


def test_a_package_that_registers_no_game_under_its_id_fails_to_give_it(packages):
    register_package("empty", packages("pkg_empty", '"""No game here."""\n'))
    with pytest.raises(ImportError, match="pkg_empty registers no game 'empty'"):
        get_game("empty")


def test_an_unknown_id_still_raises_option_error_naming_the_games():
    with pytest.raises(OptionError, match="'chess'.*" + ".*".join(available_ids())):
        get_game("chess")


# In a fresh interpreter: the ids known, no rules imported, until a game is wanted (then its rules only).
FRESH = """
import json, sys
from cardtable.games import available_ids, get_game
ids = available_ids()
rules = lambda: sorted(name for name in sys.modules for game_id in ids
                       if name == f"cardtable.games.{game_id}" or name.startswith(f"cardtable.games.{game_id}."))
before = rules()
get_game(ids[-1])
print(json.dumps({"ids": ids, "before": before, "after": rules()}))
"""


def test_importing_the_games_imports_no_rules_until_a_game_is_wanted():
    run = subprocess.run([sys.executable, "-c", FRESH], capture_output=True, text=True, cwd=ROOT, timeout=60,
                         env={"PYTHONPATH": str(ROOT), "PATH": ""})
    assert run.returncode == 0, run.stderr
    seen = json.loads(run.stdout)
    assert seen["ids"] == list(available_ids()) and seen["before"] == []
    last = available_ids()[-1]
    assert f"cardtable.games.{last}" in seen["after"]
    assert all(name.startswith(f"cardtable.games.{last}") for name in seen["after"])



# A package whose import registers its game, then waits (the rest of its module) until the test lets it go on.
REGISTERED, GO_ON = threading.Event(), threading.Event()
SLOW_RULES = LAZY_RULES + f"""
from {__name__} import GO_ON, REGISTERED
REGISTERED.set()
GO_ON.wait(10)
FINISHED = True
"""


def test_a_game_is_handed_out_only_once_its_package_is_imported_to_the_end(packages):
    register_package("slow", packages("pkg_slow", SLOW_RULES.format(game_id="slow")))
    importer = threading.Thread(target=get_game, args=("slow",))
    importer.start()
    try:
        assert REGISTERED.wait(10)
        got = []
        other = threading.Thread(target=lambda: got.append(get_game("slow")))
        other.start()
        other.join(0.2)
        assert got == []  # registered, but its module has not run to its end: the other thread waits for it
        GO_ON.set()
        other.join(10)
        assert got == [get_game("slow")] and sys.modules["pkg_slow"].FINISHED
    finally:
        GO_ON.set()
        importer.join(10)
