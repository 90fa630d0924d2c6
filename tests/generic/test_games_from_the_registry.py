"""A game is known only through the registry: no shared test file or tool names a game, so that a new game
cannot be left out in silence, and the test-only game (Sealed Bid, registered only around this folder's tests)
gets every generic suite and every tool all the same. What a shared suite must know of one game is in that
game's own test folder (tests/generic/per_game.py).

The shared files: tests/generic (but a game's own folder in it), tools/*.py, and tests/app's files outside
tests/app/games/<id>/. The first two name no registered game at all; a shared app test may take one game as
its example, but keeps no list of them.
"""

from __future__ import annotations

import ast
import importlib
import re
import subprocess
import sys
from pathlib import Path

from cardtable.games import available_ids

from tests.generic.app_helpers import TEST_GAME, game_ids
from tests.generic.per_game import is_test_only, shipped_game_ids, package_of_tests
from tests.generic.registered import games_and_player_counts, registered_games

ROOT = Path(__file__).resolve().parents[2]

# Suites parametrised over the games that leave the test game out on purpose, and why.
LEFT_OUT = {
    "test_computer_players_finish_a_late_position_to_the_results":
        "its computer players search in worker processes, fresh interpreters that know the shipped games only",
    "test_what_reaches_the_search_workers_is_the_seats_observation_only":
        "the search workers are fresh interpreters that know the shipped games only",
}


def own_folders(game_id: str) -> list[Path]:
    """Where a game is at home: its test folders, and a test-only game's own package."""
    return [ROOT / "tests" / "games" / game_id, ROOT / "tests" / "app" / "games" / game_id,
            ROOT.joinpath(*package_of_tests(game_id).split("."))]


def outside(paths, folders: list[Path]) -> list[Path]:
    return sorted(path for path in paths if not any(folder in path.parents for folder in folders))


def generic_and_tool_files() -> list[Path]:
    homes = [folder for game_id in available_ids() for folder in own_folders(game_id)]
    return outside((ROOT / "tests" / "generic").rglob("*.py"), homes) + sorted((ROOT / "tools").glob("*.py"))


def shared_app_files() -> list[Path]:
    games = [folder for folder in (ROOT / "tests" / "app" / "games").iterdir() if folder.is_dir()]
    return outside((ROOT / "tests" / "app").rglob("*.py"), games)


def strings(tree: ast.AST) -> list[ast.Constant]:
    """The string constants of a module but its docstrings (a docstring may point to a game's test folder)."""
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                  and node.body and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
    return [node for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings]


def games_named(text: str, shipped: list[str], test_only: list[str]) -> list[str]:
    """The games a file names: a shipped game's id anywhere (code, comment or text), a test-only game's id in a
    string of its code (its package's name in an import is where it is found, not a name of it)."""
    named = [game_id for game_id in shipped if re.search(rf"\b{re.escape(game_id)}\b", text)]
    constants = [node.value for node in strings(ast.parse(text))]
    return named + [game_id for game_id in test_only
                    if any(re.search(rf"\b{re.escape(game_id)}\b", value) for value in constants)]


def entries(node) -> list:
    """What a literal list, tuple or set holds, a dict's keys; of a row (a tuple or a list in it), its first."""
    items = node.keys if isinstance(node, ast.Dict) else node.elts
    return [item.elts[0] if isinstance(item, (ast.Tuple, ast.List)) and item.elts else item for item in items]


def games_listed(text: str, ids: list[str]) -> list[tuple[int, list[str]]]:
    """(line, games) of each literal list, tuple, set or dict of a file whose entries are two games' ids or more
    (a list of test cases that each name a game, in a field, is no list of games)."""
    found = []
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, (ast.List, ast.Tuple, ast.Set, ast.Dict)):
            held = sorted({item.value for item in entries(node) if isinstance(item, ast.Constant) and item.value in ids})
            if len(held) >= 2:
                found.append((node.lineno, held))
    return found


def test_no_generic_suite_and_no_tool_names_a_game():
    shipped = shipped_game_ids()
    test_only = [game_id for game_id in available_ids() if is_test_only(game_id)]
    assert shipped and test_only == [TEST_GAME]
    offenders = {}
    for path in generic_and_tool_files():
        named = games_named(path.read_text(encoding="utf-8"), shipped, test_only)
        if named:
            offenders[str(path.relative_to(ROOT))] = named
    assert offenders == {}, f"shared files that name games (take them from the registry): {offenders}"


def test_no_shared_app_test_keeps_a_list_of_games():
    offenders = {}
    for path in shared_app_files():
        listed = games_listed(path.read_text(encoding="utf-8"), list(available_ids()))
        if listed:
            offenders[str(path.relative_to(ROOT))] = listed
    assert offenders == {}, f"shared app tests that list games (take them from the registry): {offenders}"


def test_the_scans_find_a_planted_name_and_a_planted_list():
    shipped, test_only = shipped_game_ids(), [TEST_GAME]
    first, second = shipped[:2]
    assert games_named(f"GAMES = ({first!r},)\n", shipped, test_only) == [first]
    assert games_named(f"# see {second}'s rules\n", shipped, test_only) == [second]
    assert games_named(f"SHORT = {{{TEST_GAME!r}: 4}}\n", shipped, test_only) == [TEST_GAME]
    assert games_named(f'"""the {TEST_GAME} game"""\nfrom tests.generic.{TEST_GAME} import rules\n',
                       shipped, test_only) == []
    assert games_listed(f"@mark([({first!r}, 1), ({second!r}, 2)])\ndef f(): pass\n", shipped) == [(1, [first, second])]
    assert games_listed(f"WORDS = {{({first!r}, 'en'): 1, ({second!r}, 'en'): 2}}\n", shipped) == [(1, [first, second])]
    assert games_listed(f"start({first!r})\nstart({second!r})\n", shipped) == []
    assert games_listed(f"CASES = [{{'game': {first!r}}}, {{'game': {second!r}}}]\n", shipped) == []


def test_the_generic_helpers_list_the_test_game_while_it_is_registered():
    assert TEST_GAME in game_ids() and TEST_GAME in [game.id for game in registered_games()]
    assert TEST_GAME in {game.id for game, _ in games_and_player_counts()}


def function_of(node_id: str) -> str:
    return node_id.split("::")[-1].split("[")[0]


def test_every_suite_run_over_the_shipped_games_runs_over_the_test_game():
    """Collected as pytest collects this folder: a test function with a case for a shipped game has one for the
    test game (unless LEFT_OUT says why not)."""
    run = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-n", "0", "-p", "no:cacheprovider",
                          str(Path(__file__).parent)], cwd=ROOT, capture_output=True, text=True, timeout=600)
    node_ids = [line for line in run.stdout.splitlines() if "::" in line]
    assert run.returncode == 0 and node_ids, run.stdout[-2000:] + run.stderr[-2000:]
    shipped, cases = shipped_game_ids(), {}
    for node_id in node_ids:
        params = node_id.partition("[")[2]
        games = [game_id for game_id in [*shipped, TEST_GAME] if re.search(rf"(^|\W){game_id}(\W|$)", params)]
        cases.setdefault(function_of(node_id), set()).update(games)
    run_over_games = {name: games for name, games in cases.items() if games & set(shipped)}
    assert len(run_over_games) >= 20, sorted(run_over_games)
    without = sorted(name for name, games in run_over_games.items() if TEST_GAME not in games and name not in LEFT_OUT)
    assert without == [], f"generic suites that leave out {TEST_GAME}: {without}"
    assert set(LEFT_OUT) <= set(run_over_games), "a suite LEFT_OUT names is gone: take it off the list"


def tool_modules() -> list[str]:
    """The tools that work on games: every tool that reads the registry does it through tools/game_choice."""
    names = []
    for path in sorted((ROOT / "tools").glob("*.py")):
        text = path.read_text(encoding="utf-8")
        if path.stem != "game_choice" and re.search(r"\b(view_classes|available_ids|all_games)\(", text):
            raise AssertionError(f"tools/{path.name} reads the registry itself: let tools/game_choice choose")
        if "tools.game_choice" in text:
            names.append(path.stem)
    return names


def test_each_tool_that_works_on_games_lists_the_test_game(capsys):
    tools = tool_modules()
    assert len(tools) >= 4, tools
    for name in tools:
        module = importlib.import_module(f"tools.{name}")
        assert module.main(["--list"]) == 0
        listed = capsys.readouterr().out.split()
        shipped = [game_id for game_id in shipped_game_ids() if any(game_id in line for line in listed)]
        assert shipped == shipped_game_ids() and any(TEST_GAME in line for line in listed), (name, listed)
