"""Every reader of a file from outside refuses a named pipe, a device and a folder at once and cleanly (issue 30,
defect 1): a saved game, the autosave at start, the settings, the statistics database and the CLI over it."""

import logging
import os
import subprocess
import sys
from pathlib import Path

import pytest

import cardtable
from cardtable.store import saves, statistics
from cardtable.store.save_error import SaveError
from cardtable.store.save_reader import read_save
from cardtable.store.settings import Settings, load_settings, save_settings, settings_path

from .special_files import is_fifo, named_pipe, needs_dev_zero, needs_fifo, unblocked
from .test_saves import SEATS, played_game

PROJECT_ROOT = Path(cardtable.__file__).resolve().parent.parent


@needs_fifo
def test_a_saved_game_that_is_a_named_pipe_cannot_be_opened(tmp_path):
    fifo = named_pipe(tmp_path / "f.cardtable")
    with unblocked(fifo), pytest.raises(SaveError) as refused:
        read_save(fifo)
    assert refused.value.kind == "not_regular"
    assert refused.value.clause == "the file could not be opened: it is a named pipe, not a regular file"
    assert refused.value.values == {"what": "fifo"}


@needs_dev_zero
def test_a_saved_game_linked_to_a_device_cannot_be_opened(tmp_path):
    link = tmp_path / "z.cardtable"
    link.symlink_to("/dev/zero")
    with pytest.raises(SaveError) as refused:
        read_save(link)
    assert refused.value.kind == "not_regular" and refused.value.values == {"what": "device"}


def test_a_saved_game_whose_name_holds_a_nul_character_cannot_be_opened(tmp_path, caplog):
    with pytest.raises(SaveError) as refused:
        read_save(str(tmp_path / "a\0b.cardtable"))
    assert refused.value.kind == "unusable_name"
    assert refused.value.clause == "the file could not be opened: the file name cannot be used: it holds a NUL character"
    assert not caplog.records  # a refusal, not a bug logged with its traceback


@needs_fifo
def test_an_autosave_that_is_a_named_pipe_is_set_aside_at_start_and_games_are_saved_again():
    fifo = named_pipe(saves.autosave_path())
    with unblocked(fifo):
        assert saves.exists()
        result = saves.load()
    assert result.status == "unreadable" and result.kind == "not_regular"
    assert is_fifo(result.kept_as) and not saves.exists()  # moved aside as it is
    state = played_game()
    saves.save(state, SEATS)
    assert saves.load().game.state == state


@needs_fifo
def test_settings_that_are_a_named_pipe_give_the_defaults_and_are_not_replaced(caplog):
    fifo = named_pipe(settings_path())
    with unblocked(fifo), caplog.at_level(logging.WARNING):
        assert load_settings() == Settings()
    assert "Ignoring unreadable settings file: [Errno 22] it is a named pipe, not a regular file" in caplog.text
    with pytest.raises(OSError):
        save_settings(Settings(undo=False))
    assert is_fifo(fifo)


@needs_dev_zero
def test_settings_linked_to_dev_zero_give_the_defaults(user_data_dir):
    settings_path().symlink_to("/dev/zero")
    # In its own process, its memory capped: a reader without a limit would fill it with zeros without end.
    program = ("import logging, resource\nresource.setrlimit(resource.RLIMIT_AS, (2**30, 2**30))\n"
               "logging.basicConfig(format='%(message)s')\n"
               "from cardtable.store.settings import Settings, load_settings\nprint(load_settings() == Settings())\n")
    try:
        result = subprocess.run([sys.executable, "-c", program], cwd=PROJECT_ROOT, capture_output=True, text=True,
                                timeout=60, env=dict(os.environ, CARDTABLE_DATA_DIR=str(user_data_dir)))
    except subprocess.TimeoutExpired:
        pytest.fail("load_settings read /dev/zero without end")
    assert (result.returncode, result.stdout) == (0, "True\n"), result.stderr
    assert "Ignoring unreadable settings file: [Errno 22] it is a device, not a regular file" in result.stderr


def test_settings_larger_than_the_limit_are_not_read(caplog):
    settings_path().write_text('{"undo": false, "pad": "' + "x" * 2**20 + '"}', encoding="utf-8")
    with caplog.at_level(logging.WARNING):
        assert load_settings() == Settings()
    assert f"it is larger than {2**20} bytes" in caplog.text


def _connect_elsewhere(path: Path) -> str:
    """statistics.connect(path) in its own process (SQLite or an open() blocked on a pipe would hang this one):
    the kind and detail of its StatisticsError, or "connected"."""
    program = ("import sys\nfrom cardtable.store import statistics\ntry:\n    statistics.connect(sys.argv[1]).close()\n"
               "    print('connected')\nexcept statistics.StatisticsError as error:\n"
               "    print(error.kind, error.detail, sep=': ')\n")
    try:
        result = subprocess.run([sys.executable, "-c", program, str(path)], cwd=PROJECT_ROOT, capture_output=True,
                                text=True, timeout=60)
    except subprocess.TimeoutExpired:
        pytest.fail(f"statistics.connect blocked on {path}")
    assert result.returncode == 0, result.stderr
    return result.stdout.strip()


@needs_fifo
def test_a_statistics_database_that_is_a_named_pipe_is_refused_before_sqlite_opens_it(tmp_path):
    fifo = named_pipe(tmp_path / "statistics.sqlite3")
    assert _connect_elsewhere(fifo) == "not_regular: fifo"
    assert is_fifo(fifo)


@needs_dev_zero
def test_a_statistics_database_linked_to_a_device_or_a_folder_is_refused(tmp_path):
    link = tmp_path / "statistics.sqlite3"
    link.symlink_to("/dev/zero")
    with pytest.raises(statistics.StatisticsError) as refused:
        statistics.connect(link)
    assert (refused.value.kind, refused.value.detail) == ("not_regular", "device")
    with pytest.raises(statistics.StatisticsError) as refused:
        statistics.connect(tmp_path)
    assert (refused.value.kind, refused.value.detail) == ("not_regular", "folder")


def test_a_statistics_database_whose_name_holds_a_nul_character_is_refused(tmp_path):
    with pytest.raises(statistics.StatisticsError) as refused:
        statistics.connect(tmp_path / "a\0b")
    assert refused.value.kind == "cannot_open"


@needs_fifo
def test_the_cli_with_a_named_pipe_for_a_database_says_so_in_one_line(user_data_dir):
    user_data_dir.mkdir()
    fifo = named_pipe(user_data_dir / statistics.DATABASE_FILE)
    try:
        result = subprocess.run([sys.executable, "-m", "cardtable", "--statistics"], cwd=PROJECT_ROOT,
                                capture_output=True, text=True, timeout=60,
                                env=dict(os.environ, CARDTABLE_DATA_DIR=str(user_data_dir)))
    except subprocess.TimeoutExpired:
        pytest.fail("cardtable --statistics blocked on a named pipe")
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr == (f"cardtable: no statistics: the database cannot be opened (it is a named pipe, not a "
                             f"regular file); {fifo} was left as it is.\n")
    assert is_fifo(fifo)
