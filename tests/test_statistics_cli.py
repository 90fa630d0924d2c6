"""`cardtable --statistics [--json]`: the figures as text and JSON, without Qt, and a corrupt database named
and left as it is."""

import io
import json
import os
import sqlite3
import subprocess
import sys
from contextlib import closing

import pytest

from cardtable.__main__ import main
from cardtable.statistics_cli import print_statistics
from cardtable.store import statistics

from tests.store.statistics_helpers import record


@pytest.fixture
def some_games():
    path = statistics.database_path()
    record(path, "nothanks", (40, 50), ("human", "hard"), "a")
    record(path, "nothanks", (70, 50), ("human", "hard"), "b", undos=1)
    record(path, "nothanks", (30, 50, 60), ("human", "human", "easy"), "c")
    record(path, "schnaeppchen", (3, 9, 1), ("normal", "hard", "easy"), "computers")
    return path


def test_the_text_gives_each_game_its_table(capsys, some_games):
    assert main(["--statistics"]) == 0
    out = capsys.readouterr().out
    assert str(some_games) in out
    assert "No Thanks!: 3 finished games recorded" in out
    assert "Schnäppchen Jagd: 1 finished game recorded" in out and "no game with a person at the table" in out
    lines = out.splitlines()
    header = next(line for line in lines if line.strip().startswith("Opponents"))
    assert header.split()[:4] == ["Opponents", "Players", "Played", "Wins"]
    hard = next(line for line in lines if line.strip().startswith("hard "))
    assert hard.split() == ["hard", "2", "2", "1", "50%", "55", "1.50", "40", "0", "1"]
    easy = next(line for line in lines if line.strip().startswith("easy "))
    assert easy.split()[:4] == ["easy", "3", "2", "1"]  # two people at the table: two results


def test_json_gives_the_same_figures_and_filters_apply(capsys, some_games):
    assert main(["--statistics", "--json", "--mode", "solo", "--assisted", "without"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["filters"] == {"mode": "solo", "assisted": "without"}
    assert figures["games_recorded"] == {"nothanks": 1}
    [row] = figures["summary"]
    assert row == {"game_id": "nothanks", "opponents": "hard", "players": 2, "played": 1, "wins": 1, "win_rate": 1.0,
                   "average_score": 40.0, "average_place": 1.0, "best_score": 40.0, "current_streak": 1,
                   "longest_streak": 1}
    assert main(["--statistics", "--json"]) == 0
    everything = json.loads(capsys.readouterr().out)
    assert everything["games_recorded"] == {"nothanks": 3, "schnaeppchen": 1}
    assert len(everything["summary"]) == 2


def test_an_empty_database_says_so(capsys):
    assert main(["--statistics"]) == 0
    assert "No finished game recorded yet." in capsys.readouterr().out


def test_filter_options_need_statistics(capsys):
    with pytest.raises(SystemExit):
        main(["--json"])
    assert "--statistics" in capsys.readouterr().err


def test_a_corrupt_database_is_named_and_left_as_it_is():
    path = statistics.database_path()
    path.write_bytes(b"\x00\x01 not sqlite" * 30)
    out, err = io.StringIO(), io.StringIO()
    assert print_statistics(as_json=True, out=out, err=err) == 1
    assert out.getvalue() == ""
    assert "not a SQLite database" in err.getvalue() and str(path) in err.getvalue()
    assert path.read_bytes() == b"\x00\x01 not sqlite" * 30


def test_the_command_loads_no_qt(some_games):
    program = ("import sys; from cardtable.__main__ import main; code = main(['--statistics', '--json']); "
               "assert not any(name.startswith('PySide6') for name in sys.modules), 'Qt was loaded'; sys.exit(code)")
    result = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, timeout=60,
                            env=dict(os.environ, CARDTABLE_DATA_DIR=str(some_games.parent)))
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["games_recorded"]["nothanks"] == 3


def run_cli(data_folder, *args, stdout=subprocess.PIPE, closed=(), **env):
    """`cardtable --statistics ARGS` in its own process, with the data folder and environment given, started
    with the file descriptors `closed` closed."""
    command = [sys.executable, "-m", "cardtable", "--statistics", *args]
    if closed:  # the shell closes them (a preexec_fn is unsafe in a process with threads)
        command = ["sh", "-c", 'exec "$@" ' + " ".join(f"{fd}>&-" for fd in closed), "sh", *command]
    return subprocess.run(command, stdout=stdout, stderr=subprocess.PIPE, timeout=60,
                          env=dict(os.environ, CARDTABLE_DATA_DIR=str(data_folder), **env))


def one_line(stderr: bytes) -> str:
    lines = stderr.decode("ascii", "replace").splitlines()
    assert len(lines) == 1, lines
    return lines[0]


ASCII_LOCALE = {"LC_ALL": "C", "PYTHONIOENCODING": "ascii", "PYTHONUTF8": "0", "PYTHONCOERCECLOCALE": "0"}


def test_reading_creates_neither_the_data_folder_nor_the_database(tmp_path, monkeypatch, capsys):
    folder = tmp_path / "never made"
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(folder))
    assert main(["--statistics", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["games_recorded"] == {}
    assert not folder.exists()
    folder.mkdir()
    (folder / "statistics.sqlite3").touch()  # an empty database holds no game, and stays empty
    assert main(["--statistics"]) == 0
    assert "No finished game recorded yet." in capsys.readouterr().out
    assert [(path.name, path.stat().st_size) for path in folder.iterdir()] == [("statistics.sqlite3", 0)]


def test_a_data_folder_that_cannot_exist_is_one_line_and_status_1(tmp_path):
    (tmp_path / "a file").write_text("not a folder")
    result = run_cli(tmp_path / "a file" / "data", "--json")
    assert result.returncode == 1 and result.stdout == b""
    line = one_line(result.stderr)
    assert line.startswith("cardtable: no statistics:") and "Not a directory" in line and "a file" in line


def test_a_closed_standard_output_is_one_line_and_status_3(some_games):
    reading, writing = os.pipe()
    os.close(reading)  # whoever read the figures is gone, as after `| head -c 10`
    try:
        result = run_cli(some_games.parent, stdout=writing)
    finally:
        os.close(writing)
    assert result.returncode == 3
    assert one_line(result.stderr) == "cardtable: the statistics could not be written to standard output: it was closed."


def test_started_without_standard_output_or_error(tmp_path, some_games):
    without_output = run_cli(some_games.parent, closed=(1,))
    assert without_output.returncode == 3
    assert one_line(without_output.stderr).endswith("standard output: it was closed.")
    (tmp_path / "a file").write_text("not a folder")
    without_error = run_cli(tmp_path / "a file" / "data", closed=(2,))
    assert without_error.returncode == 1 and without_error.stdout == b""  # the reason not on standard output


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full here")
def test_a_full_standard_output_is_one_line_and_status_3(some_games):
    with open("/dev/full", "wb") as full:
        result = run_cli(some_games.parent, "--json", stdout=full)
    assert result.returncode == 3
    assert "No space left on device" in one_line(result.stderr)


def test_an_ascii_locale_gets_the_figures_escaped(tmp_path):
    folder = tmp_path / "données"
    folder.mkdir()
    record(folder / "statistics.sqlite3", "schnaeppchen", (3, 9), ("human", "easy"), "a")
    text = run_cli(folder, **ASCII_LOCALE)
    assert text.returncode == 0 and text.stderr == b""
    assert "Schn\\xe4ppchen Jagd: 1 finished game recorded" in text.stdout.decode("ascii")
    as_json = run_cli(folder, "--json", **ASCII_LOCALE)
    assert as_json.returncode == 0 and as_json.stderr == b""
    figures = json.loads(as_json.stdout.decode("ascii"))
    # The path's bytes as that locale decodes them (surrogate escapes), as JSON's escapes.
    assert figures["database"].encode("utf-8", "surrogateescape") == os.fsencode(folder / "statistics.sqlite3")
    assert figures["games_recorded"] == {"schnaeppchen": 1}


def test_an_error_under_an_ascii_locale_is_one_line(tmp_path):
    (tmp_path / "é").write_text("not a folder")
    result = run_cli(tmp_path / "é" / "data", **ASCII_LOCALE)
    line = one_line(result.stderr)  # the path's bytes that this locale cannot show are escaped
    assert result.returncode == 1 and "Not a directory" in line and "\\udcc3\\udca9" in line


def test_a_database_held_by_another_program_is_busy_not_damaged_and_status_4(some_games):
    out, err = io.StringIO(), io.StringIO()
    with closing(sqlite3.connect(some_games, isolation_level=None)) as other:
        other.execute("BEGIN EXCLUSIVE")
        assert print_statistics(out=out, err=err, timeout=0.05) == 4
        other.execute("ROLLBACK")
    [line] = err.getvalue().splitlines()
    assert "busy: another program is using it" in line and "damaged" not in line and out.getvalue() == ""
    assert print_statistics(out=io.StringIO(), err=io.StringIO(), timeout=0.05) == 0  # free again


def test_the_help_documents_the_exit_status(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    assert "with --statistics, 0 when the figures are printed, 1 when" in help_text
    assert "3 when standard output cannot take them" in help_text
    assert "4 when the database stays busy (in use by another program) for 5 s" in help_text
