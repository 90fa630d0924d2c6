"""The check before the window: when Qt would use its xcb plugin and a system library it needs is missing,
cardtable names the library and its package and exits with status 1 instead of Qt's abort."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from cardtable.app.shell import application, platform_check
from cardtable.app.shell.platform_check import check_platform, listed_by_ldd, message, missing_libraries, uses_xcb

FAKE_PLUGIN = Path("/nowhere/plugins/platforms/libqxcb.so")


def missing_icccm_and_keysyms(path):
    raise OSError(f"libxcb-icccm.so.4: cannot open shared object file: No such file or directory ({path})")


def never(*args):
    raise AssertionError("the check should have stopped before this")


@pytest.mark.parametrize("environ, platform, expected", [
    ({}, "linux", True),
    ({"QT_QPA_PLATFORM": "xcb"}, "linux", True),
    ({"QT_QPA_PLATFORM": "xcb:nograb"}, "linux", True),
    ({"QT_QPA_PLATFORM": "xcb;wayland"}, "linux", True),
    ({"QT_QPA_PLATFORM": "offscreen"}, "linux", False),
    ({"QT_QPA_PLATFORM": "wayland;xcb"}, "linux", False),
    ({"QT_QPA_PLATFORM": ""}, "linux", True),
    ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
    ({"WAYLAND_DISPLAY": "wayland-0", "QT_QPA_PLATFORM": "xcb"}, "linux", True),
    ({}, "darwin", False),
    ({}, "win32", False),
])
def test_when_qt_uses_the_xcb_plugin(environ, platform, expected):
    assert uses_xcb(environ, platform) is expected


def test_offscreen_skips_the_check():
    assert check_platform({"QT_QPA_PLATFORM": "offscreen"}, find_plugin=never, load=never, list_missing=never) == ""


def test_a_plugin_that_loads_passes():
    loaded = []
    assert check_platform({"QT_QPA_PLATFORM": "xcb"}, find_plugin=lambda: FAKE_PLUGIN, load=loaded.append,
                          list_missing=never) == ""
    assert loaded == [FAKE_PLUGIN]


def test_a_qt_without_the_plugin_is_left_to_qt():
    assert check_platform({"QT_QPA_PLATFORM": "xcb"}, find_plugin=lambda: None, load=never) == ""


def test_every_missing_library_is_named_with_its_package():
    text = check_platform({"QT_QPA_PLATFORM": "xcb"}, find_plugin=lambda: FAKE_PLUGIN, load=missing_icccm_and_keysyms,
                          list_missing=lambda path: ["libxcb-icccm.so.4", "libxcb-keysyms.so.1"])
    assert "libxcb-icccm.so.4  (Debian/Ubuntu package libxcb-icccm4)" in text
    assert "libxcb-keysyms.so.1  (Debian/Ubuntu package libxcb-keysyms1)" in text
    assert text.endswith("sudo apt install libxcb-icccm4 libxcb-keysyms1")
    assert "xcb-cursor" not in text


def test_without_ldd_the_loaders_message_names_the_first_missing_library():
    assert missing_libraries(FAKE_PLUGIN, load=missing_icccm_and_keysyms, list_missing=lambda path: []) == [
        "libxcb-icccm.so.4"]


def test_a_library_of_no_known_package_is_still_named():
    text = message(["libfancy.so.3", "libxcb-cursor.so.0"])
    assert "libfancy.so.3  (find its package with: apt-file search libfancy.so.3)" in text
    assert text.endswith("sudo apt install libxcb-cursor0")


def test_ldd_output_is_read_for_the_libraries_not_found(monkeypatch):
    output = ("\tlibQt6XcbQpa.so.6 => /x/libQt6XcbQpa.so.6 (0x1)\n\tlibxcb-icccm.so.4 => not found\n"
              "\tlibxcb-util.so.1 => /lib/libxcb-util.so.1 (0x2)\n\tlibxcb-keysyms.so.1 => not found\n"
              "\tlibxcb-icccm.so.4 => not found\n")
    monkeypatch.setattr(subprocess, "run", lambda *args, **kwargs: subprocess.CompletedProcess(args, 0, output, ""))
    assert listed_by_ldd(FAKE_PLUGIN) == ["libxcb-icccm.so.4", "libxcb-keysyms.so.1"]


def test_without_ldd_nothing_is_listed(monkeypatch):
    def absent(*args, **kwargs):
        raise FileNotFoundError("ldd")
    monkeypatch.setattr(subprocess, "run", absent)
    assert listed_by_ldd(FAKE_PLUGIN) == []


def test_run_prints_the_message_and_exits_1_before_any_window(monkeypatch, capsys):
    monkeypatch.setattr(application, "check_platform", lambda: "cardtable cannot open its window: …")
    monkeypatch.setattr(application, "create_application", never)
    assert application.run([]) == 1
    assert capsys.readouterr().err.strip() == "cardtable cannot open its window: …"


def test_the_package_list_is_the_readmes():
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    line = next(line for line in readme.splitlines() if "sudo apt install" in line)
    packages = line.split("sudo apt install", 1)[1].split("`")[0].split()
    assert set(packages) == set(platform_check.PACKAGES.values())


@pytest.mark.skipif(not sys.platform.startswith("linux") or check_platform({"QT_QPA_PLATFORM": "xcb"}) == "",
                    reason="this machine has every library the xcb plugin needs")
def test_on_this_machine_the_real_plugin_is_refused_with_a_message(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="xcb", DISPLAY=":99", CARDTABLE_DATA_DIR=str(tmp_path))
    result = subprocess.run([sys.executable, "-m", "cardtable"], capture_output=True, text=True, timeout=60, env=env)
    assert result.returncode == 1
    assert "sudo apt install" in result.stderr and "core dumped" not in result.stderr
