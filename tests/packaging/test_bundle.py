"""The desktop bundle: built once with PyInstaller from packaging/cardtable.spec, then run in smoke mode.

Building takes about a minute; skip it locally with `-m "not bundle"`. `.ci/run` runs it.
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.benchmarks.bundle_size import MB, bundle_files, measure

# One worker builds the bundle once for the tests (the suite runs on two workers: see pyproject.toml).
pytestmark = [pytest.mark.bundle, pytest.mark.xdist_group("bundle")]

ROOT = Path(__file__).resolve().parents[2]
SIZE_LIMIT_MB = 150
LARGE = 1 * MB  # a file this large is there because the app loads it, or is named below
# Large files the smoke run cannot show loaded, and why they stay (paths inside the bundle's _internal/).
LARGE_AND_NOT_MAPPED = {
    "base_library.zip": "the standard library's modules, which Python reads from the zip file without mapping it",
    "PySide6/Qt/lib/libQt6XcbQpa.so.6": "the X11 platform's library: loaded on an X11 desktop, not offscreen",
    "PySide6/Qt/lib/libQt6WaylandClient.so.6": "the Wayland platform's library: loaded on a Wayland desktop",
}


@pytest.fixture(scope="module")
def bundle(tmp_path_factory) -> Path:
    work = tmp_path_factory.mktemp("pyinstaller")
    result = subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN", "--distpath", str(work / "dist"),
         "--workpath", str(work / "build"), str(ROOT / "packaging" / "cardtable.spec")],
        capture_output=True, text=True, timeout=600, cwd=ROOT)
    assert result.returncode == 0, result.stderr[-4000:]
    return work / "dist" / "cardtable"


def run_bundle(bundle: Path, *arguments: str, tmp_path: Path, **variables: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDTABLE_DATA_DIR=str(tmp_path / "user-data"), **variables)
    return subprocess.run([str(bundle / "cardtable"), *arguments], capture_output=True, text=True, timeout=300,
                          env=env)


@pytest.fixture(scope="module")
def smoke_run(bundle, tmp_path_factory) -> tuple[subprocess.CompletedProcess, Path]:
    """The bundle's smoke test, run once, with the list of what it loaded (see app/shell/smoke.py)."""
    folder = tmp_path_factory.mktemp("smoke")
    loaded = folder / "loaded.json"
    result = run_bundle(bundle, "--smoke-test", tmp_path=folder, CARDTABLE_SMOKE_REPORT=str(loaded))
    return result, loaded


def test_the_built_app_passes_its_smoke_test(smoke_run):
    result, _ = smoke_run
    assert result.returncode == 0, result.stdout + result.stderr
    assert "smoke test passed" in result.stdout
    assert "the plots drawn (scores and statistics)" in result.stdout


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads the process's mapped files (/proc)")
def test_every_large_file_of_the_bundle_is_loaded_by_the_app(bundle, smoke_run):
    """A large file no smoke run maps (a library, a plugin, data) is one the app does not use: leave it out in
    packaging/cardtable.spec, or name it in LARGE_AND_NOT_MAPPED with the reason it stays."""
    result, loaded = smoke_run
    assert result.returncode == 0, result.stdout + result.stderr
    mapped = {os.path.realpath(path) for path in json.loads(loaded.read_text(encoding="utf-8"))["mapped_files"]}
    internal = bundle / "_internal"
    unused = [f"{relative} ({size / MB:.1f} MB)" for relative, size in bundle_files(bundle).items()
              if size >= LARGE and relative not in LARGE_AND_NOT_MAPPED
              and os.path.realpath(internal / relative if (internal / relative).is_file() else bundle / relative)
              not in mapped]
    assert not unused, unused
    stale = [relative for relative in LARGE_AND_NOT_MAPPED if not (internal / relative).is_file()]
    assert not stale, f"named as large but not in the bundle any more: {stale}"


def test_the_bundle_fits_its_size(bundle):
    figures = measure(bundle)
    parts = {key: value for key, value in figures.items() if key.endswith("_mb") and value >= 1}
    assert figures["total_mb"] <= SIZE_LIMIT_MB, parts


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
