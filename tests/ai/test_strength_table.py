"""The strength table's rows, records and rendering (tests/benchmarks/strength_table.py, loaded by path)."""

import dataclasses
import importlib.util
import json
import sys
from pathlib import Path

import pytest

from cardtable.games import available_ids, get_game

HERE = Path(__file__).resolve().parents[1] / "benchmarks"
sys.path.insert(0, str(HERE))
spec = importlib.util.spec_from_file_location("strength_table_benchmark", HERE / "strength_table.py")
table = importlib.util.module_from_spec(spec)
sys.modules[spec.name] = table  # its dataclasses look their module up
spec.loader.exec_module(table)
strength = table.strength


@pytest.mark.parametrize("game_id", available_ids())
def test_every_player_count_and_variant_of_every_game_has_its_rows(game_id):
    game = get_game(game_id)
    rows = [cell for cell in table.cells() if cell.game == game_id]
    two_choice = [spec for spec in game.option_specs if len(spec.choices) == 2]
    variants = table.variants(game_id)
    assert variants[0] == ()  # the default first
    assert len(set(variants)) == 2 ** len(two_choice)
    for players in game.player_counts():
        for options in variants:
            kinds = {cell.kind for cell in rows if cell.players == players and cell.options == options}
            assert kinds == ({"target", "easy", "old"} if options == () else {"target", "easy"})
            game.validate_options({**dict(options), "players": players})


def test_targets_are_the_issues_by_player_count():
    game_id = available_ids()[0]
    assert table.Cell("target", game_id, 4, ()).target == 0.50
    assert table.Cell("target", game_id, 3, ()).target == 0.60
    assert table.Cell("target", game_id, 5, ()).target is None
    assert table.Cell("easy", game_id, 4, ()).target is None


def test_cheap_rows_then_the_default_variants_targets_come_first():
    plan = table.cells()
    tiers = [table.tier(cell) for cell in plan]
    assert {table.tier(cell) for cell in plan if cell.kind == "easy"} == {0}
    defaults = [cell for cell in plan if table.tier(cell) == 1]
    assert defaults and all(cell.kind == "target" and cell.options == () and cell.target for cell in defaults)
    assert all(tier == 4 for tier, cell in zip(tiers, plan) if cell.kind == "old")


def _tiny(match):
    """The same match with a search of a few iterations: the test plays real games, quickly."""
    a = "hard" if match.a.startswith("hard") else match.a  # no worker pool to start
    return dataclasses.replace(match, a=a, budgets=(strength.Budget(None, 3),) * 2)


def test_deals_are_recorded_as_lines_resumed_and_played_round_robin(tmp_path):
    game_id = available_ids()[0]
    players = get_game(game_id).min_players
    first, second = table.Cell("target", game_id, players, ()), table.Cell("easy", game_id, players, ())
    plan = [first, second]
    matches = {cell: _tiny(cell.match(2 * players)) for cell in plan}
    codes = {game_id: "abc"}
    pending = table.missing_deals(plan, matches, codes, tmp_path)
    assert [cell.kind for cell, _ in pending] == ["easy", "target", "target"]  # tier by tier, easy rows whole
    assert pending[0][1].games == 2 * players
    cell, deal = pending[1]
    summary = table.play_deal(cell, deal, "abc", tmp_path)
    assert summary["games"] == players
    with table.record_file(cell, "abc", tmp_path).open("a") as record:
        record.write('{"seed": 9, "cut')  # a line a kill cut short
    assert list(table.recorded(cell, "abc", tmp_path)) == [deal.seed]
    assert [(c, d.seed) for c, d in table.missing_deals(plan, matches, codes, tmp_path)] == [
        (second, matches[second].seed), (first, deal.seed + 1)]
    table.play_deal(cell, pending[2][1], "abc", tmp_path)  # after the cut line: both deals read back
    assert sorted(table.recorded(cell, "abc", tmp_path)) == [deal.seed, deal.seed + 1]
    assert table.recorded(cell, "other-code", tmp_path) == {}


def _row(kind, share, low, high, games=48, players=4):
    cell = table.Cell(kind, available_ids()[0], players, ())
    runs = [{"games": games // 2, "deal_shares": {"0": 0.5}}]
    item = table.row(cell, runs, 48)  # too few deals: no share
    assert item["share"] is None
    return {**item, "games": games, "share": share, "low": low, "high": high,
            "verdict": table.verdict(cell, share, low, 48, games)}


def test_verdicts_need_the_target_and_a_low_end_above_parity():
    cell = table.Cell("target", available_ids()[0], 4, ())
    assert table.verdict(cell, 0.52, 0.30, 48, 48) == "met"
    assert table.verdict(cell, 0.52, 0.24, 48, 48) == "not met"  # the interval reaches parity
    assert table.verdict(cell, 0.45, 0.35, 48, 48) == "not met"
    assert table.verdict(cell, 0.55, 0.30, 48, 20) == "met so far"
    easy = table.Cell("easy", available_ids()[0], 4, ())
    assert table.verdict(easy, 0.40, 0.26, 400, 400) == "met"
    assert table.verdict(table.Cell("target", available_ids()[0], 5, ()), 0.4, 0.3, 48, 48) == "no target"


def test_the_table_has_a_line_per_variant_and_goes_between_the_readme_markers(tmp_path):
    rows = [_row("target", 0.52, 0.31, 0.73), _row("easy", 0.61, 0.55, 0.67, games=400)]
    text = table.markdown(rows, "abc1234")
    lines = [line for line in text.splitlines() if line.startswith(f"| {get_game(available_ids()[0]).name} |")]
    assert len(lines) == 1
    assert "52.0% [31.0%, 73.0%], 48/48 games (≥ 50%): met" in lines[0]
    assert "61.0% [55.0%, 67.0%], 400/48 games: met" in lines[0]
    readme = tmp_path / "README.md"
    readme.write_text(f"before\n{table.START_MARK}\nold table\n{table.END_MARK}\nafter\n")
    table.write_readme(text, readme)
    written = readme.read_text()
    assert "old table" not in written and "abc1234" in written
    assert written.startswith("before\n") and written.endswith(f"{table.END_MARK}\nafter\n")
    readme.write_text("no markers\n")
    with pytest.raises(SystemExit):
        table.write_readme(text, readme)


def test_a_row_pools_its_deals():
    cell = table.Cell("target", available_ids()[0], 4, ())
    runs = []
    for seed, share in ((1, 0.5), (2, 0.25), (3, 0.75)):
        runs.append(json.loads(json.dumps({
            "game": cell.game, "players": 4, "seating": "ABBB", "seed": seed, "games": 4, "parity": 0.25,
            "code": "abc", "deal_shares": {"0": share}, "deal_margins": {"0": 1.0},
            "sides": {side: {"player": player, "budget": "0.8 s per move", "decisions": 10, "mean_iterations": 5,
                             "over_a_second": 0} for side, player in (("A", "hard:workers=2"), ("B", "normal"))}})))
    item = table.row(cell, runs, 12)
    assert item["share"] == pytest.approx(0.5)
    assert item["low"] < 0.5 < item["high"]
    assert item["games"] == 12 and item["verdict"] in ("met", "not met")
