"""The desktop bundle: built once with PyInstaller from packaging/cardtable.spec, then run in smoke mode.

Building takes about a minute; skip it locally with `-m "not bundle"`. `.ci/run` runs it.
"""

import os
import subprocess
import sys
from pathlib import Path

import pytest

# One worker builds the bundle once for the three tests (the suite runs on two workers: see pyproject.toml).
pytestmark = [pytest.mark.bundle, pytest.mark.xdist_group("bundle")]

ROOT = Path(__file__).resolve().parents[2]
SIZE_LIMIT = 250 * 1024 * 1024


@pytest.fixture(scope="module")
def bundle(tmp_path_factory) -> Path:
    work = tmp_path_factory.mktemp("pyinstaller")
    result = subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN", "--distpath", str(work / "dist"),
         "--workpath", str(work / "build"), str(ROOT / "packaging" / "cardtable.spec")],
        capture_output=True, text=True, timeout=600, cwd=ROOT)
    assert result.returncode == 0, result.stderr[-4000:]
    return work / "dist" / "cardtable"


def run_bundle(bundle: Path, *arguments: str, tmp_path: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDTABLE_DATA_DIR=str(tmp_path / "user-data"))
    return subprocess.run([str(bundle / "cardtable"), *arguments], capture_output=True, text=True, timeout=300,
                          env=env)


def test_the_built_app_passes_its_smoke_test(bundle, tmp_path):
    result = run_bundle(bundle, "--smoke-test", tmp_path=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "smoke test passed" in result.stdout


def test_the_built_app_reports_its_version(bundle, tmp_path):
    import cardtable

    result = run_bundle(bundle, "--version", tmp_path=tmp_path)
    assert result.returncode == 0 and result.stdout.strip() == f"cardtable {cardtable.__version__}"


def test_the_bundle_carries_our_data_and_only_the_qt_it_needs(bundle):
    internal = bundle / "_internal"
    # The top-level resources/ folder, copied where cardtable/app/resources.py looks first.
    resources = internal / "cardtable" / "resources"
    for name in ("i18n/cardtable_fr.qm", "i18n/cardtable_en.qm", "games/nothanks/rules.fr.html",
                 "games/nothanks/picture.svg", "games/schnaeppchen/rules.en.html", "games/schnaeppchen/picture.svg",
                 "rules.css", "icons/cardtable.svg", "icons/cardtable-256.png", "desktop/cardtable.desktop"):
        assert (resources / name).is_file(), name
    source = ROOT / "resources"
    missing = [path.relative_to(source).as_posix() for path in source.rglob("*")
               if path.is_file() and not (resources / path.relative_to(source)).is_file()]
    assert not missing, missing
    qt = internal / "PySide6" / "Qt"
    assert (qt / "translations" / "qtbase_fr.qm").is_file()
    assert not (qt / "translations" / "qtbase_de.qm").exists()  # only the languages we speak
    libraries = {path.name.split(".so")[0] for path in (qt / "lib").iterdir()}
    assert {"libQt6Core", "libQt6Gui", "libQt6Widgets", "libQt6Svg", "libQt6Network"} <= libraries
    assert not libraries & {"libQt6Qml", "libQt6Quick", "libQt6Pdf", "libQt6WebEngineCore"}
    size = sum(path.stat().st_size for path in bundle.rglob("*") if path.is_file() and not path.is_symlink())
    assert size < SIZE_LIMIT, f"{size / 2**20:.0f} MB"
