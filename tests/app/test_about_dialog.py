"""The About box: version, the games' authors, and each component with its version and licence."""

import sys

from PySide6.QtCore import qVersion

import cardtable
from cardtable.app.shell import about_dialog
from cardtable.app.shell.about_dialog import AboutDialog, components
from cardtable.app.i18n import shared_language_manager


def test_the_components_name_their_versions_and_licences():
    found = {c.name: c for c in components()}
    assert found["Qt"].version == qVersion() and found["Qt"].licence == "LGPL v3"
    assert found["Python"].licence == "PSF License"
    assert found["PySide6"].version[:1].isdigit() and found["platformdirs"].licence == "MIT"
    assert "PyInstaller bootloader" not in found


def test_a_bundle_names_the_pyinstaller_bootloader(monkeypatch):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert "PyInstaller bootloader" in [c.name for c in components()]


def test_the_about_box_shows_them_in_english_and_french(qtbot, make_window):
    window = make_window()
    window.open_about()
    dialog = window.dialog
    assert isinstance(dialog, AboutDialog)
    text = dialog.findChild(type(dialog._text), "aboutText").text()
    assert f"cardtable {cardtable.__version__}" in text and "Uwe Rosenberg" in text
    assert f"Qt {qVersion()} (LGPL v3)" in text
    shared_language_manager().set_language("fr")
    qtbot.waitUntil(lambda: "Composants et leurs licences" in dialog._text.text(), timeout=2000)
    assert "Non merci" in dialog._text.text()


def test_a_component_without_metadata_falls_back_to_its_module_version(monkeypatch):
    def missing(name):
        raise about_dialog.metadata.PackageNotFoundError(name)

    monkeypatch.setattr(about_dialog.metadata, "version", missing)
    import platformdirs

    assert about_dialog._distribution_version("platformdirs", "platformdirs") == platformdirs.__version__
    assert about_dialog._distribution_version("no-such-thing", "no_such_module") is None
