"""The command line entry points."""

import os
import subprocess
import sys

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
