"""The strength benchmark's seating and statistics (tests/benchmarks/strength.py, loaded by path)."""

import importlib.util
import math
import sys
from collections import Counter
from pathlib import Path

import pytest

PATH = Path(__file__).resolve().parents[1] / "benchmarks" / "strength.py"
spec = importlib.util.spec_from_file_location("strength_benchmark", PATH)
strength = importlib.util.module_from_spec(spec)
sys.modules[spec.name] = strength  # its dataclasses look their module up
spec.loader.exec_module(strength)

# Student's t, 97.5% quantile, from the usual table.
T_TABLE = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 8: 2.306, 10: 2.228, 20: 2.086, 30: 2.042,
           60: 2.000, 120: 1.980}


@pytest.mark.parametrize("df", sorted(T_TABLE))
def test_t_quantile_matches_the_table(df):
    assert strength.t_quantile(0.975, df) == pytest.approx(T_TABLE[df], rel=2e-3)


def test_t_quantile_is_symmetric():
    assert strength.t_quantile(0.025, 7) == pytest.approx(-strength.t_quantile(0.975, 7))


def test_clustered_interval_is_a_t_interval_over_cluster_means():
    # Deal means 1/3, 2/3, 0, 1/3: mean 1/3, sample deviation sqrt(2/27).
    clusters = [[1, 0, 0], [1, 1, 0], [0, 0, 0], [0, 0.5, 0.5]]
    centre, low, high = strength.clustered_interval(clusters)
    half = 3.182 * math.sqrt(2 / 27) / 2
    assert centre == pytest.approx(1 / 3)
    assert (high - low) / 2 == pytest.approx(half, rel=2e-3)
    assert (high + low) / 2 == pytest.approx(1 / 3)


def test_clustering_by_deal_widens_the_interval_when_deals_decide():
    # Each deal is won by its lucky seat whoever holds it: A's share is the same 1/3 in every deal, so the
    # interval over deals is empty, while the games, taken alone, vary.
    clusters = [[1, 0, 0]] * 10
    centre, low, high = strength.clustered_interval(clusters)
    assert (centre, low, high) == pytest.approx((1 / 3, 1 / 3, 1 / 3))


def test_one_deal_has_no_interval_and_shares_stay_within_zero_and_one():
    assert math.isnan(strength.clustered_interval([[1, 0, 0]])[1])
    centre, low, high = strength.share_interval([[1, 1], [0, 1], [1, 1]])
    assert low >= 0.0 and high == 1.0


@pytest.mark.parametrize("players, a_seats, expected", [(3, 1, "ABB"), (4, 2, "ABAB"), (4, 1, "ABBB"),
                                                        (6, 2, "ABBABB"), (5, 2, "ABABB")])
def test_seating_spreads_side_a(players, a_seats, expected):
    assert "".join(strength.seating(players, a_seats)) == expected


@pytest.mark.parametrize("players, a_seats, count", [(3, 1, 3), (4, 2, 2), (6, 2, 3), (5, 2, 5)])
def test_rotations_give_each_seat_to_each_side_equally(players, a_seats, count):
    turns = strength.rotations(players, a_seats)
    assert len(turns) == count == len(set(turns))
    for seat in range(players):
        held = Counter(turn[seat] for turn in turns)
        assert held["A"] * players == a_seats * count


def test_seating_needs_both_sides():
    with pytest.raises(ValueError):
        strength.seating(3, 3)


def match(**changes):
    fields = dict(game="nothanks", players=3, a="easy", b="random", a_seats=1, games=6, seed=2,
                  budgets=(strength.Budget(None, 10), strength.Budget(None, 10)), options=(("chips", "shown"),))
    fields.update(changes)
    return strength.Match(**fields)


def test_games_of_a_deal_share_its_seed_and_rotate_the_seating():
    tables = [strength.table(match(), index) for index in range(6)]
    assert [deal for deal, _, _ in tables] == [0, 0, 0, 1, 1, 1]
    assert len({seed for _, seed, _ in tables[:3]}) == 1 != len({seed for _, seed, _ in tables})
    assert ["".join(sides) for _, _, sides in tables[:3]] == ["ABB", "BAB", "BBA"]


def test_a_share_adds_the_shares_of_a_seats():
    result = {"shares": [0.5, 0.0, 0.5, 0.0], "sides": ("A", "B", "A", "B")}
    assert strength.a_share(result) == 1.0


def test_a_played_match_is_summarized_by_side_and_is_reproducible():
    results = [strength.play_one(match(), index) for index in range(6)]
    again = [strength.play_one(match(), index) for index in range(6)]
    assert [r["scores"] for r in results] == [r["scores"] for r in again]
    summary = strength.summarize(match(), results, 1.0)
    assert summary["games"] == 6 and summary["deals"] == 2 and summary["parity"] == pytest.approx(1 / 3)
    assert summary["a_win_share"] == pytest.approx(sum(map(strength.a_share, results)) / 6)
    assert summary["sides"]["A"]["seats"] == 1 and summary["sides"]["B"]["seats"] == 2
    a_scores = [score for r in results for score, side in zip(r["scores"], r["sides"]) if side == "A"]
    assert summary["sides"]["A"]["mean_score"] == pytest.approx(sum(a_scores) / 6)
    b_scores = [score for r in results for score, side in zip(r["scores"], r["sides"]) if side == "B"]
    assert summary["a_score_margin"] == pytest.approx(sum(a_scores) / 6 - sum(b_scores) / 12)
    assert "win share of A" in strength.format_summary(summary)


def test_games_must_fill_the_rotations():
    with pytest.raises(SystemExit):
        strength.parse_args(["--game", "nothanks", "--a", "easy", "--b", "random", "--games", "4"])


def test_a_side_budget_replaces_the_common_one():
    chosen, _ = strength.parse_args(["--game", "nothanks", "--a", "hard", "--b", "reference", "--games", "3",
                                     "--seconds", "0.1", "--b-iterations", "500"])
    assert chosen.budgets == (strength.Budget(0.1, None), strength.Budget(None, 500))


def test_the_reference_takes_its_exploration_constant_from_its_spec():
    chosen, _ = strength.parse_args(["--game", "nothanks", "--a", "reference:c=10", "--b", "reference",
                                     "--games", "3", "--iterations", "5"])
    player = strength.make_player(chosen.a, "nothanks", 0, iterations=5)
    assert player.exploration == 10.0
    with pytest.raises(SystemExit):
        strength.parse_args(["--game", "nothanks", "--a", "reference:c=x", "--b", "reference", "--games", "3"])


def test_runs_of_other_seeds_pool_their_deals():
    runs = []
    for seed in (1, 2):
        results = [strength.play_one(match(seed=seed), index) for index in range(6)]
        runs.append(strength.summarize(match(seed=seed), results, 1.0))
    pooled = strength.pooled(runs)
    shares = [share for run in runs for share in run["deal_shares"].values()]
    assert pooled["deals"] == 4 and pooled["games"] == 12
    assert pooled["a_win_share"] == pytest.approx(sum(shares) / 4)
    with pytest.raises(ValueError):
        strength.pooled([runs[0], runs[0]])


def test_the_reference_plays_whole_games_with_legal_moves_and_keeps_its_tree():
    from cardtable.games import get_game

    reference_module = importlib.import_module("reference_nothanks")  # beside strength.py, on its path
    game = get_game("nothanks")
    state = game.new_game({"players": 3, "chips": "shown"}, 3)
    players = [reference_module.ReferencePlayer(seat, iterations=40) for seat in range(3)]
    while not state.is_terminal():
        seat = state.to_act()[0]
        legal = state.legal_actions()
        action = players[seat].choose(state.observation(seat), legal)
        assert action in legal
        state.apply(action)
    assert sum(player.counters()["reused"] for player in players) > 0


def test_pooled_runs_pool_margins_and_iterations_and_refuse_other_code():
    runs = []
    for seed in (1, 2):
        results = [strength.play_one(match(seed=seed), index) for index in range(6)]
        runs.append(strength.summarize(match(seed=seed), results, 1.0))
    pooled = strength.pooled(runs)
    margins = [value for run in runs for value in run["deal_margins"].values()]
    assert pooled["a_score_margin"] == pytest.approx(sum(margins) / 4)
    assert pooled["a_decisions"] == sum(run["sides"]["A"]["decisions"] for run in runs)
    assert "win share of A" in strength.format_pooled(pooled)
    other = dict(runs[1], code="other code")
    with pytest.raises(ValueError):
        strength.pooled([runs[0], other])


def test_a_recorded_match_is_played_deal_by_deal_and_resumes(tmp_path):
    whole = match(games=6, seed=5)
    pooled = strength.run_recorded(whole, tmp_path, progress=False)
    assert sorted(path.name for path in tmp_path.iterdir()) == ["seed5.json", "seed6.json"]
    assert pooled["games"] == 6 and pooled["deals"] == 2
    stamps = {path.name: path.stat().st_mtime_ns for path in tmp_path.iterdir()}
    (tmp_path / "seed6.json").unlink()  # a match stopped before its second deal ended
    again = strength.run_recorded(whole, tmp_path, progress=False)
    assert (tmp_path / "seed5.json").stat().st_mtime_ns == stamps["seed5.json"]  # kept, not replayed
    assert again["a_win_share"] == pytest.approx(pooled["a_win_share"])  # the same deal replays the same


def test_the_first_player_accepts_every_default():
    """`first` plays the first legal action (the hand's first playable card, "trump" and "above" declared, as
    the dialogs' default buttons) and takes the sorting its dialog preselects."""
    from cardtable.games import get_game
    from cardtable.games.schnaeppchen.sorting import SortOffer

    player = strength.make_player("first", "schnaeppchen", 0)
    state = get_game("schnaeppchen").new_game({"players": 3}, 7)
    sorted_once = False
    while not state.is_terminal():
        seat, legal = state.to_act()[0], state.legal_actions()
        observation = state.observation(seat)
        action = player.choose(observation, legal)
        if observation.phase == "sort" and len(legal) > 1:
            offer = SortOffer.of(observation, [choice for _kind, choice in legal])
            assert action == ("sort", offer.best_choice())
            sorted_once = True
        else:
            assert action == legal[0]
        state.apply(action, seat)
    assert sorted_once
