"""`cardtable --statistics [--json]`: the figures as text and JSON, without Qt, and a corrupt database named
and left as it is."""

import io
import json
import os
import subprocess
import sys

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
