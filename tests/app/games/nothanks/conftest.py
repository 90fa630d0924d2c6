"""Catalogues for the table's plural texts, built the way the app's are (a .ts through pyside6-lrelease).

The app's English catalogue holds only plural forms (lupdate -pluralonly); these stand-ins hold the
table's, in English and French, so the tests read "1 chip" and "2 chips" as a player would.
"""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.app.table.conftest import delete_now, shown
from PySide6.QtCore import QCoreApplication, QEvent, QTranslator

PLURALS = {
    "Cards: %n point(s)": {"en": ("Cards: %n point", "Cards: %n points"),
                           "fr": ("Cartes : %n point", "Cartes : %n points")},
    "Score {score}: cards {points} − %n chip(s)": {
        "en": ("Score {score}: cards {points} − %n chip", "Score {score}: cards {points} − %n chips"),
        "fr": ("Score {score} : cartes {points} − %n jeton", "Score {score} : cartes {points} − %n jetons")},
    "%n chip(s)": {"en": ("%n chip", "%n chips"), "fr": ("%n jeton", "%n jetons")},
    "%n chip(s) on the card": {"en": ("%n chip on the card", "%n chips on the card"),
                               "fr": ("%n jeton sur la carte", "%n jetons sur la carte")},
}


def catalogue_source(language: str) -> str:
    messages = "".join(
        f'<message numerus="yes"><source>{source}</source><translation>'
        + "".join(f"<numerusform>{form}</numerusform>" for form in forms[language])
        + "</translation></message>"
        for source, forms in PLURALS.items())
    return (f'<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="{language}" '
            f'sourcelanguage="en"><context><name>NoThanksTableTexts</name>{messages}</context></TS>')


@pytest.fixture(scope="session")
def plural_catalogues(tmp_path_factory) -> Path:
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    if not lrelease.exists() and shutil.which("pyside6-lrelease") is None:
        pytest.skip("pyside6-lrelease is not installed")
    folder = tmp_path_factory.mktemp("plurals")
    for language in ("en", "fr"):
        source = folder / f"table_{language}.ts"
        source.write_text(catalogue_source(language), encoding="utf-8")
        tool = str(lrelease) if lrelease.exists() else "pyside6-lrelease"
        subprocess.run([tool, "-silent", str(source), "-qm", str(folder / f"table_{language}.qm")], check=True)
    return folder


@pytest.fixture
def install_catalogue(qapp, plural_catalogues):
    """install_catalogue("fr") puts the table's plural texts in that language until the test ends."""
    installed = []

    def install(language: str) -> None:
        for translator in installed:
            QCoreApplication.removeTranslator(translator)
        translator = QTranslator()
        assert translator.load(f"table_{language}", str(plural_catalogues))
        QCoreApplication.installTranslator(translator)
        installed[:] = [translator]

    yield install
    for translator in installed:
        QCoreApplication.removeTranslator(translator)


@pytest.fixture
def english(install_catalogue):
    install_catalogue("en")


@pytest.fixture
def table(qtbot, english):
    """A No Thanks! table on screen, with the English plural forms."""
    from cardtable.app.games.nothanks.table import NoThanksTable

    widget = shown(qtbot, NoThanksTable(), 1200, 750)
    yield widget
    delete_now(widget)
