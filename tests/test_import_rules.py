"""The import rules of pyproject.toml's import-linter contracts hold, and each of them catches what it forbids.

The rules: the rules and the AI never import Qt; no game imports another game (rules or view); a game's
view reaches the shell only through the contract (plugin) and the table kit, and imports only its own
rules; the kit imports no game; the packages are layered and free of cycles.
"""

import ast
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "cardtable"
CONFIG = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["importlinter"]
LINT = Path(sys.executable).parent / "lint-imports"


def lint(folder: Path) -> subprocess.CompletedProcess:
    """lint-imports on the cardtable package found in folder (beside its pyproject.toml)."""
    return subprocess.run([str(LINT)], cwd=folder, env={"PYTHONPATH": str(folder), "PATH": "/usr/bin:/bin"},
                          capture_output=True, text=True)


def contract(name_start: str) -> dict:
    return next(c for c in CONFIG["contracts"] if c["name"].startswith(name_start))


def test_the_contracts_hold():
    result = lint(ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert f"Contracts: {len(CONFIG['contracts'])} kept, 0 broken." in result.stdout


@pytest.fixture(scope="module")
def planted(tmp_path_factory):
    """A copy of the package and its pyproject.toml in which a test plants one bad import."""
    folder = tmp_path_factory.mktemp("imports")
    shutil.copy(ROOT / "pyproject.toml", folder / "pyproject.toml")

    def plant(module: str, line: str) -> subprocess.CompletedProcess:
        target = folder / "cardtable"
        if target.exists():
            shutil.rmtree(target)
        shutil.copytree(PACKAGE, target, ignore=shutil.ignore_patterns("__pycache__"))
        path = target.joinpath(*module.split(".")[1:]).with_suffix(".py")
        path.write_text(path.read_text(encoding="utf-8") + f"\n{line}\n", encoding="utf-8")
        return lint(folder)

    return plant


@pytest.mark.parametrize("module, line, broken", [
    ("cardtable.games.core", "import PySide6.QtCore", "never import Qt"),
    ("cardtable.games.nothanks.rules", "from cardtable.games.schnaeppchen import cards", "No game's rules import"),
    ("cardtable.app.games.nothanks.view", "from cardtable.app.games.schnaeppchen import faces", "No game's view"),
    ("cardtable.app.games.nothanks.view", "from cardtable.app.shell import game_page", "A game's view speaks"),
    ("cardtable.app.table.cards", "from cardtable.games.nothanks import rules", "The table kit"),
    ("cardtable.games.core", "from cardtable.app import i18n", "Layers"),
    ("cardtable.app.plugin", "from cardtable.app.shell import main_window", "No import cycles"),
])
def test_each_rule_catches_what_it_forbids(planted, module, line, broken):
    result = planted(module, line)
    assert result.returncode == 1
    broken_names = result.stdout.split("Broken contracts")[1]
    assert broken in " ".join(broken_names.split()), result.stdout


def test_the_app_keeps_its_shell_in_one_package():
    """Beside the shell, cardtable.app holds only the contract, what it needs, the kit and the views: a new
    module of the shell goes into cardtable.app.shell, which the view contract forbids as a whole."""
    beside_the_shell = {path.stem for path in (PACKAGE / "app").glob("*.py")}
    packages = {path.name for path in (PACKAGE / "app").iterdir() if (path / "__init__.py").exists()}
    assert beside_the_shell == {"__init__", "plugin", "i18n", "resources"}
    assert packages == {"games", "shell", "table"}
    assert "cardtable.app.shell" in contract("A game's view speaks")["forbidden_modules"]


def test_every_shared_rules_module_is_named_in_the_independence_contract():
    ignored = {rule.split("->")[1].strip() for rule in contract("No game's rules import")["ignore_imports"]}
    shared = {f"cardtable.games.{path.stem}" for path in (PACKAGE / "games").glob("*.py") if path.stem != "__init__"}
    assert shared == ignored


def imported_modules(path: Path, package: str) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")[: len(package.split(".")) - node.level + 1] if node.level else []
            found.add(".".join(base + ([node.module] if node.module else [])))
    return found


@pytest.mark.parametrize("view_folder", sorted(p for p in (PACKAGE / "app" / "games").iterdir() if p.is_dir()
                                               and p.name != "__pycache__"), ids=lambda p: p.name)
def test_a_game_view_imports_only_its_own_rules(view_folder):
    game = view_folder.name
    for path in view_folder.rglob("*.py"):
        package = ".".join(("cardtable", "app", "games", game) + path.relative_to(view_folder).parent.parts)
        for module in imported_modules(path, package):
            parts = module.split(".")
            if parts[:2] == ["cardtable", "games"] and len(parts) > 2 and (PACKAGE / "games" / parts[2]).is_dir():
                assert parts[2] == game, f"{path.relative_to(ROOT)} imports {module}"
