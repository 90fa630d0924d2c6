"""The desktop entry that ships with cardtable, and its installation into a user's application menu."""

import configparser
import os
import shutil
import stat
from xml.etree import ElementTree

import pytest

from cardtable import desktop_entry
from cardtable.store.save_format import EXTENSION, MIME_TYPE
from cardtable.app.resources import resource_path
from cardtable.desktop_entry import PNG_SIZES, exec_field, install_desktop_entry
from cardtable.__main__ import main


def read_entry(path):
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive in desktop entries
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def test_the_shipped_entry_names_the_program_its_icon_and_a_game_category():
    entry = read_entry(resource_path("desktop", "cardtable.desktop"))
    assert entry["Type"] == "Application"
    assert entry["Exec"] == "cardtable %f" and entry["Icon"] == "cardtable"
    assert entry["MimeType"] == "application/x-cardtable-game;"
    assert entry["Terminal"] == "false"
    assert "Game" in entry["Categories"].split(";") and entry["Categories"].endswith(";")
    assert entry["Comment[fr]"] and entry["GenericName[fr]"] == "Jeux de cartes"
    assert entry["StartupWMClass"] == "cardtable"  # matches QGuiApplication.setDesktopFileName


def test_installing_writes_the_entry_and_every_icon_size(tmp_path):
    written = install_desktop_entry(["/opt/cardtable/cardtable"], home=tmp_path)
    entry = read_entry(tmp_path / "applications" / "cardtable.desktop")
    assert entry["Exec"] == "/opt/cardtable/cardtable %f" and entry["TryExec"] == "/opt/cardtable/cardtable"
    assert entry["MimeType"] == "application/x-cardtable-game;"
    assert (tmp_path / "icons/hicolor/scalable/apps/cardtable.svg").read_bytes().startswith(b"<")
    for size in PNG_SIZES:
        png = tmp_path / f"icons/hicolor/{size}x{size}/apps/cardtable.png"
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(written) == 3 + len(PNG_SIZES)
    assert tmp_path / "mime" / "packages" / "cardtable.xml" in written


def test_the_mime_package_declares_the_saved_games(tmp_path, monkeypatch):
    monkeypatch.setattr(desktop_entry.shutil, "which", lambda name: None)  # no update-mime-database: quietly
    install_desktop_entry(["/opt/cardtable/cardtable"], home=tmp_path)
    package = ElementTree.parse(tmp_path / "mime" / "packages" / "cardtable.xml").getroot()
    namespace = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    [mime_type] = package.findall("m:mime-type", namespace)
    assert mime_type.get("type") == "application/x-cardtable-game" == MIME_TYPE
    assert [glob.get("pattern") for glob in mime_type.findall("m:glob", namespace)] == ["*" + EXTENSION]
    assert not (tmp_path / "mime" / "mime.cache").exists()


@pytest.mark.skipif(shutil.which("update-mime-database") is None, reason="update-mime-database is not installed")
def test_the_mime_database_is_rebuilt_when_the_tool_is_there(tmp_path):
    install_desktop_entry(["/opt/cardtable/cardtable"], home=tmp_path)
    globs = (tmp_path / "mime" / "globs2").read_text(encoding="utf-8")
    assert "application/x-cardtable-game:*.cardtable" in globs


def test_a_failing_update_mime_database_is_quiet(tmp_path, monkeypatch):
    monkeypatch.setattr(desktop_entry.shutil, "which", lambda name: "/nonexistent/update-mime-database")
    assert not desktop_entry.update_mime_database(tmp_path)


def test_a_program_path_with_spaces_is_quoted_as_the_specification_asks():
    assert exec_field(["/home/ann/My Games/cardtable/cardtable"]) == '"/home/ann/My Games/cardtable/cardtable"'
    assert exec_field(["/usr/bin/python3", "-m", "cardtable"]) == "/usr/bin/python3 -m cardtable"
    # A dollar sign is escaped for Exec, and that backslash is escaped again for the file's string format.
    assert exec_field(["/tmp/a$b"]) == '"/tmp/a\\\\$b"'


def test_the_command_line_flag_installs_under_xdg_data_home(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert main(["--install-desktop-entry"]) == 0
    printed = capsys.readouterr().out.split()
    assert str(tmp_path / "applications" / "cardtable.desktop") in printed
    entry = read_entry(tmp_path / "applications" / "cardtable.desktop")
    program = entry["TryExec"]
    assert os.path.isabs(program) and os.stat(program).st_mode & stat.S_IXUSR
