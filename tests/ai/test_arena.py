"""The arena: seat rotation, summary figures, command line."""

import json

import pytest

from cardtable.ai.arena import ArenaConfig, main, option_value, run


def test_seats_rotate_over_the_same_deal():
    config = ArenaConfig("nothanks", ("hard", "normal", "easy"), 6, 1, 10, None)
    lineups = [config.lineup(index) for index in range(6)]
    assert len({deal for deal, _ in lineups[:3]}) == 1
    assert lineups[0][0] != lineups[3][0]
    for level in ("hard", "normal", "easy"):
        assert {seats.index(level) for _, seats in lineups[:3]} == {0, 1, 2}


def test_summary_counts_every_seat_and_shares_sum_to_one_per_game():
    config = ArenaConfig("nothanks", ("easy", "random", "random"), 12, 3, None, None)
    summary = run(config)
    assert summary["games"] == 12
    rows = summary["agents"]
    assert set(rows) == {"easy", "random"}
    total = rows["easy"]["win_rate"] * 1 + rows["random"]["win_rate"] * 2
    assert total == pytest.approx(1.0)
    low, high = rows["easy"]["win_rate_ci95"]
    assert low <= rows["easy"]["win_rate"] <= high


def test_command_line_prints_json(capsys):
    assert main(["--game", "nothanks", "--seats", "normal,easy,easy", "--games", "6", "--json", "--quiet",
                 "--option", "chips=shown"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["options"] == {"chips": "shown"}
    assert summary["agents"]["normal"]["decisions"] > 0


def test_parallel_jobs_give_the_same_results_as_one():
    config = ArenaConfig("nothanks", ("normal", "easy", "random"), 6, 2, None, None)
    single, parallel = run(config), run(config, jobs=2)
    assert single["agents"]["normal"]["win_rate"] == parallel["agents"]["normal"]["win_rate"]
    assert single["agents"]["easy"]["mean_score"] == parallel["agents"]["easy"]["mean_score"]


@pytest.mark.parametrize("argv, message", [
    (["--game", "nothanks", "--seats", "hard,genius,easy"], "levels"),
    (["--game", "nothanks", "--seats", "easy,easy"], "3 to 7 players"),
    (["--game", "nothanks", "--seats", "easy,easy,easy", "--players", "4"], "--players 4"),
    (["--game", "chess", "--seats", "easy,easy,easy"], "No game 'chess'"),
    (["--game", "nothanks", "--seats", "easy,easy,easy", "--option", "deck=huge"], "deck"),
])
def test_bad_arguments_are_refused_with_a_reason(argv, message, capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    assert message in capsys.readouterr().err


@pytest.mark.parametrize("text, value", [("3", 3), ("-2", -2), ("true", True), ("False", False), ("shown", "shown")])
def test_an_option_typed_on_the_command_line_takes_its_type(text, value):
    assert option_value(text) == value and type(option_value(text)) is type(value)
