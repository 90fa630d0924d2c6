"""The command line entry points."""

import json
import os
import signal
import subprocess
import sys
import time

import pytest

import cardtable
from cardtable.__main__ import main


def test_version_flag(capsys):
    try:
        main(["--version"])
    except SystemExit as exit_info:
        assert exit_info.code == 0
    assert cardtable.__version__ in capsys.readouterr().out


def test_python_dash_m_reports_the_version():
    result = subprocess.run([sys.executable, "-m", "cardtable", "--version"], capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 0
    assert result.stdout.strip() == f"cardtable {cardtable.__version__}"


def test_quit_when_shown_opens_the_window_and_exits(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDTABLE_DATA_DIR=str(tmp_path))
    result = subprocess.run([sys.executable, "-m", "cardtable", "--quit-when-shown"], capture_output=True, text=True,
                            timeout=60, env=env)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "main window shown"


# --- Ctrl+C and SIGTERM -------------------------------------------------------------------------------

def _catches(pid: int, number: int) -> bool:
    """Whether process `pid` has a handler for signal `number` (Linux: the SigCgt mask of /proc)."""
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("SigCgt:"):
                    return bool(int(line.split()[1], 16) >> (number - 1) & 1)
    except FileNotFoundError:
        return False
    return False


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc to know when the app is listening")
@pytest.mark.parametrize("number", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
def test_a_quit_signal_closes_the_window_and_exits_cleanly(tmp_path, number):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDTABLE_DATA_DIR=str(tmp_path))
    process = subprocess.Popen([sys.executable, "-m", "cardtable"], env=env, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 30
        # SIGTERM is the second handler installed; Python has caught SIGINT from its start.
        while not _catches(process.pid, signal.SIGTERM) and process.poll() is None and time.monotonic() < deadline:
            time.sleep(0.02)
        assert process.poll() is None, process.communicate()
        # Let the window open and the event loop go idle: the signal must wake it, not wait for an event.
        time.sleep(1.0)
        assert not (tmp_path / "settings.json").exists()
        process.send_signal(number)
        out, err = process.communicate(timeout=10)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
    assert process.returncode == 0, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err
    settings = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert settings["window_geometry"]


# --- opening a saved game -----------------------------------------------------------------------------

def _run_with_file(tmp_path, path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDTABLE_DATA_DIR=str(tmp_path / "data"))
    return subprocess.run([sys.executable, "-m", "cardtable", str(path), "--quit-when-shown"], capture_output=True,
                          text=True, timeout=60, env=env)


def test_a_saved_game_given_on_the_command_line_is_opened(tmp_path):
    from cardtable.games import get_game
    from cardtable.store.meta import fresh_meta
    from cardtable.store.save_writer import write_save

    state = get_game("nothanks").new_game({"players": 3}, 5)
    state.apply("take")
    path = tmp_path / "given.cardtable"
    write_save(path, state, [{"name": "Ann", "controller": "human"}, {"name": "B", "controller": "easy"},
                             {"name": "C", "controller": "easy"}], fresh_meta())
    result = _run_with_file(tmp_path, path)
    assert result.returncode == 0, result.stderr
    # On the table, the opened game is the game in progress: the autosave now holds it.
    autosave = json.loads((tmp_path / "data" / "autosave.json").read_text(encoding="utf-8"))
    assert autosave["game"] == state.to_json()
    settings = json.loads((tmp_path / "data" / "settings.json").read_text(encoding="utf-8"))
    assert settings["recent_files"] == [str(path)]


def test_the_file_argument_reaches_the_window(monkeypatch):
    """`cardtable FILE` hands FILE to the window, which opens it once shown (a bad file: its message over the
    start page, tests/app/test_save_files.py); the end-to-end run is the test above."""
    from cardtable.app.shell import application, quit_signals

    calls = []
    monkeypatch.setattr(quit_signals, "QuitSignals", lambda: None)  # no signal handlers in the test process
    monkeypatch.setattr(application, "run", lambda *args, **kwargs: calls.append(kwargs) or 0)
    assert main(["games/bad.cardtable"]) == 0
    assert main([]) == 0
    assert [call["open_file"] for call in calls] == ["games/bad.cardtable", None]
