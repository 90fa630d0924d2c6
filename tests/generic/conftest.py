"""The generic suites run over every registered game, the test game Sealed Bid (tests/generic/sealed_bid)
among them: registered here, from outside the package, as any new game would be (its rules with
`cardtable.games.register`, its view with `cardtable.app.plugin.register_view`: sealed_bid/registration.py).

It is registered while this folder's tests are collected (so that suites parametrised over the
registered games include it) and unregistered as soon as this folder is collected (so that the other
folders' tests, collected before or after, see only the real games), then registered again around each
test of this folder.
"""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from tests.app.conftest import make_window  # noqa: F401 (a fixture for the app suites)
from tests.generic.sealed_bid.french import catalogue_source
from tests.generic.sealed_bid.registration import register_test_game, unregister_test_game


HERE = Path(__file__).resolve().parent
_collecting: list[str] = []


def pytest_collectstart(collector) -> None:
    if Path(str(collector.path)).resolve() == HERE and not isinstance(collector, pytest.Module):
        _collecting.append(collector.nodeid)
        register_test_game()


def pytest_collectreport(report) -> None:
    if report.nodeid in _collecting:
        _collecting.remove(report.nodeid)
        unregister_test_game()


def pytest_collection_finish(session) -> None:
    unregister_test_game()


@pytest.fixture(autouse=True)
def test_game_registered():
    register_test_game()
    yield
    unregister_test_game()


@pytest.fixture(scope="session")
def sealed_bid_catalogue(tmp_path_factory) -> Path:
    """Sealed Bid's French catalogue (.qm), compiled from its .ts with pyside6-lrelease."""
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    tool = str(lrelease) if lrelease.exists() else shutil.which("pyside6-lrelease")
    if tool is None:
        pytest.skip("pyside6-lrelease is not installed")
    folder = tmp_path_factory.mktemp("sealed_bid_i18n")
    source = folder / "sealed_bid_fr.ts"
    source.write_text(catalogue_source(), encoding="utf-8")
    subprocess.run([tool, "-silent", str(source), "-qm", str(folder / "sealed_bid_fr.qm")], check=True)
    return folder


@pytest.fixture
def sealed_bid_french(qapp, sealed_bid_catalogue):
    """Call it to install Sealed Bid's French catalogue (beside the app's, until the test ends)."""
    installed = []

    def install() -> None:
        if not installed:
            translator = QTranslator()
            assert translator.load("sealed_bid_fr", str(sealed_bid_catalogue))
            QCoreApplication.installTranslator(translator)
            installed.append(translator)

    yield install
    for translator in installed:
        QCoreApplication.removeTranslator(translator)
