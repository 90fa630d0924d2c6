"""The window's Open and Save with what is not a plain file or a plain name (issue 30, defects 1 and 6): a named
pipe refused in a message at once, a file name of non-UTF-8 bytes opened and saved (and kept out of the recent
games, settings.json being UTF-8), a name the OS cannot take refused in a message, never a traceback."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import cardtable
from cardtable.store.settings import load_settings, settings_path
from cardtable.store.save_reader import read_save
from tests.app.test_save_files import a_saved_game, message, on_table
from tests.store.special_files import is_fifo, named_pipe, needs_fifo, unblocked

PROJECT_ROOT = Path(cardtable.__file__).resolve().parent.parent


@needs_fifo
def test_opening_a_named_pipe_shows_the_refusal_at_once(make_window, tmp_path):
    fifo = named_pipe(tmp_path / "f.cardtable")
    window = make_window()
    with unblocked(fifo):
        assert not window.open_file(str(fifo))
    assert message(window).text() == "“f.cardtable” cannot be opened: it is a named pipe, not a file."
    assert is_fifo(fifo) and window.controller.state is None and window.settings.recent_files == []


@needs_fifo
def test_saving_onto_a_named_pipe_is_refused_in_a_message(qtbot, make_window, tmp_path):
    fifo = named_pipe(tmp_path / "f.cardtable")
    window = make_window()
    on_table(qtbot, window)
    assert not window.save_files.save_to(str(fifo))
    assert message(window).text() == "The game could not be saved as “f.cardtable”: it is a named pipe, not a file."
    assert is_fifo(fifo)


def test_a_file_name_of_non_utf8_bytes_opens_saves_and_stays_out_of_the_recent_games(qtbot, make_window, tmp_path):
    name = os.fsdecode(b"caf\xe9.cardtable")  # what Python makes of such a name on Linux: a lone surrogate
    path = str(tmp_path / name)
    state, _ = a_saved_game(path)
    window = make_window()
    assert window.open_file(path)
    assert window.controller.state == state and window.save_files.current_file() == path
    assert window.settings.recent_files == []
    assert load_settings().recent_files == []  # the settings were written all the same
    json.loads(settings_path().read_text(encoding="utf-8"))
    window.save_files.save()  # to the file it came from
    assert read_save(path).state == window.controller.state
    assert window.settings.recent_files == []
    kept = tmp_path / "kept.cardtable"
    window.save_files.save_to(str(kept))  # a plain name goes into the list as before
    assert window.settings.recent_files == [str(kept)]


def test_a_file_name_with_a_nul_character_is_refused_in_a_message(qtbot, make_window, tmp_path):
    window = make_window()
    assert not window.open_file(str(tmp_path / "a\0b.cardtable"))
    assert message(window).text() == "“a\0b.cardtable” cannot be opened: its name cannot be used on this system."
    message(window).accept()
    on_table(qtbot, window)
    assert not window.save_files.save_to(str(tmp_path / "a\0b.cardtable"))
    assert message(window).text().endswith(": its name cannot be used on this system.")
    assert window.settings.recent_files == []


def test_under_an_ascii_locale_names_it_cannot_write_are_refused_not_raised(tmp_path):
    """The honest check: a process whose file system encoding is ASCII (LC_ALL=C, no UTF-8 mode) opening and
    saving under a name with "€", and one with a NUL character."""
    program = """
import sys

import pytest
from cardtable.games import get_game
from cardtable.store.save_error import SaveError
from cardtable.store.save_reader import read_save
from cardtable.store.save_writer import write_save
assert sys.getfilesystemencoding() == "ascii", sys.getfilesystemencoding()
folder = sys.argv[1]
for name in ("prix \\u20ac.cardtable", "a\\0b.cardtable"):
    try:
        read_save(folder + "/" + name)
    except SaveError as error:
        print("read", error.kind, ascii(error.clause))
    try:
        write_save(folder + "/" + name, get_game("nothanks").new_game({"players": 3}, 1),
                   [{"name": "Ann", "controller": "human"}] * 3, {})
    except OSError as error:
        print("write", error.errno, ascii(error.strerror))
"""
    env = dict(os.environ, LC_ALL="C", LANG="C", PYTHONUTF8="0", PYTHONIOENCODING="ascii:backslashreplace")
    result = subprocess.run([sys.executable, "-c", program, str(tmp_path)], cwd=PROJECT_ROOT, capture_output=True,
                            text=True, timeout=60, env=env)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [
        "read unusable_name 'the file could not be opened: the file name cannot be used: it holds a character this "
        "system cannot write in file names'",
        "write 22 'the file name cannot be used: it holds a character this system cannot write in file names'",
        "read unusable_name 'the file could not be opened: the file name cannot be used: it holds a NUL character'",
        "write 22 'the file name cannot be used: it holds a NUL character'",
    ]
    assert result.stderr == ""  # nothing logged: refusals, not bugs
    assert os.listdir(tmp_path) == []


@needs_fifo
def test_cardtable_starts_with_a_data_folder_of_named_pipes_and_a_named_pipe_to_open(tmp_path):
    """`cardtable FILE` for real: the autosave, the settings and the statistics database named pipes too."""
    data = tmp_path / "data"
    data.mkdir()
    pipes = [named_pipe(data / name) for name in ("settings.json", "statistics.sqlite3", "f.cardtable")]
    named_pipe(data / "autosave.json")
    env = dict(os.environ, CARDTABLE_DATA_DIR=str(data), QT_QPA_PLATFORM="offscreen")
    try:
        result = subprocess.run([sys.executable, "-m", "cardtable", "--quit-when-shown", str(data / "f.cardtable")],
                                cwd=PROJECT_ROOT, capture_output=True, text=True, timeout=120, env=env)
    except subprocess.TimeoutExpired:
        pytest.fail("cardtable blocked on a named pipe at start")
    assert result.returncode == 0, result.stderr
    assert "main window shown" in result.stdout
    assert "f.cardtable cannot be opened (not_regular: the file could not be opened: it is a named pipe" in result.stderr
    assert "Statistics are off: not_regular: fifo" in result.stderr
    assert all(is_fifo(pipe) for pipe in pipes)  # none replaced by a regular file
    [kept] = [name for name in os.listdir(data) if name.startswith("autosave.json.unreadable-")]
    assert is_fifo(data / kept)
