"""The calibration benchmark's statistics (tests/benchmarks/calibration.py, loaded by path): the Brier score,
the bins, the Wilson interval, the count of near-zero chances that won."""

import importlib.util
import sys
from pathlib import Path

import pytest

PATH = Path(__file__).resolve().parents[1] / "benchmarks" / "calibration.py"
spec = importlib.util.spec_from_file_location("calibration_benchmark", PATH)
calibration = importlib.util.module_from_spec(spec)
sys.modules[spec.name] = calibration  # its dataclasses look their module up
spec.loader.exec_module(calibration)
Forecast = calibration.Forecast


def forecasts(*pairs, game=0):
    return [Forecast(game, 0, chance, outcome) for chance, outcome in pairs]


def test_brier_is_the_mean_squared_difference():
    assert calibration.brier(forecasts((1.0, 1), (0.0, 0))) == 0.0
    assert calibration.brier(forecasts((0.25, 1), (0.25, 0))) == pytest.approx((0.75 ** 2 + 0.25 ** 2) / 2)
    assert calibration.brier(forecasts((0.5, 1 / 3))) == pytest.approx(1 / 36)  # a win shared by three
    with pytest.raises(ValueError):
        calibration.brier([])


def test_wilson_matches_the_textbook_values():
    low, high = calibration.wilson(5, 10)
    assert (low, high) == (pytest.approx(0.2366, abs=1e-4), pytest.approx(0.7634, abs=1e-4))
    low, high = calibration.wilson(0, 20)
    assert low == pytest.approx(0.0, abs=1e-12) and high == pytest.approx(0.1611, abs=1e-4)
    assert calibration.wilson(20, 20)[1] == 1.0
    assert calibration.wilson(0, 0) == (0.0, 1.0)


@pytest.mark.parametrize("chance, index", [(0.0, 0), (0.0999, 0), (0.1, 1), (0.25, 2), (0.95, 9), (1.0, 9)])
def test_a_chance_falls_in_its_tenth(chance, index):
    assert calibration.bin_index(chance) == index


def test_the_reliability_table_has_each_non_empty_bins_means_and_interval():
    table = calibration.reliability(forecasts((0.21, 1), (0.29, 0), (0.23, 0), (0.24, 0), (0.9, 1), (1.0, 0.5)))
    assert [(item.low, item.count) for item in table] == [(pytest.approx(0.2), 4), (pytest.approx(0.9), 2)]
    low_bin, high_bin = table
    assert low_bin.predicted == pytest.approx(0.2425)
    assert low_bin.observed == pytest.approx(0.25)
    assert low_bin.interval == pytest.approx(calibration.wilson(1, 4))
    assert high_bin.observed == pytest.approx(0.75)


def test_the_clustered_interval_surrounds_the_score_and_widens_with_disagreeing_games():
    alike = forecasts((0.5, 1), (0.5, 0), game=0) + forecasts((0.5, 1), (0.5, 0), game=1)
    assert calibration.clustered_brier_interval(alike) == (pytest.approx(0.25), pytest.approx(0.25))
    apart = forecasts((0.9, 1), (0.9, 1), game=0) + forecasts((0.9, 0), (0.9, 0), game=1)
    low, high = calibration.clustered_brier_interval(apart)
    assert low < calibration.brier(apart) < high


def test_near_zero_chances_that_won_are_counted():
    assert calibration.wins_below(forecasts((0.0, 1), (0.04, 0), (0.01, 0.5), (0.2, 1))) == (2, 3)


# --- the map's fit (tests/benchmarks/fit_calibration.py) --------------------------------------------------------
FIT_PATH = Path(__file__).resolve().parents[1] / "benchmarks" / "fit_calibration.py"
fit_spec = importlib.util.spec_from_file_location("fit_calibration_benchmark", FIT_PATH)
fit = importlib.util.module_from_spec(fit_spec)
sys.modules[fit_spec.name] = fit
sys.modules.setdefault("calibration", calibration)  # the fit imports its sibling by name
fit_spec.loader.exec_module(fit)


def test_pooling_adjacent_violators_gives_rising_block_means():
    points = [(0.1, 0.2, 1), (0.2, 0.1, 1), (0.3, 0.5, 2), (0.4, 0.4, 2), (0.5, 0.9, 1)]
    assert fit.pooled_adjacent_violators(points) == [
        (pytest.approx(0.15), pytest.approx(0.15)), (pytest.approx(0.35), pytest.approx(0.45)), (0.5, 0.9)]


def test_a_calibrated_forecaster_gets_a_map_close_to_the_identity():
    import random

    rng = random.Random(7)
    shares = [rng.random() for _ in range(20000)] + [0.0] * 500 + [1.0] * 500
    forecasts = [Forecast(index % 40, 0, share, 1.0 if rng.random() < share else 0.0)
                 for index, share in enumerate(shares)]
    chance_map = fit.fit_map(forecasts)
    assert all(abs(chance_map(share) - share) < 0.05 for share in [0.0, 0.05, 0.2, 0.5, 0.8, 0.95, 1.0])


def test_an_overconfident_forecaster_is_pulled_in_and_its_zero_lifted():
    # Shares twice as far from one half as the truth, and "0%" positions won one time in twenty.
    import random

    rng = random.Random(3)
    truths = [0.25 + 0.5 * rng.random() for _ in range(20000)]
    forecasts = [Forecast(index % 40, 0, 2 * truth - 0.5, 1.0 if rng.random() < truth else 0.0)
                 for index, truth in enumerate(truths)]
    forecasts += [Forecast(index % 40, 0, 0.0, 1.0 if index % 20 == 0 else 0.0) for index in range(1000)]
    chance_map = fit.fit_map(forecasts)
    assert chance_map(0.0) == pytest.approx(0.05, abs=0.02)
    assert chance_map(0.5) == pytest.approx(0.5, abs=0.05)
    assert chance_map(0.9) == pytest.approx(0.7, abs=0.05)
    chances = [chance_map(index / 100) for index in range(101)]
    assert chances == sorted(chances) and all(0.0 <= chance <= 1.0 for chance in chances)


def test_the_out_of_sample_figures_map_each_half_by_the_other_halfs_fit():
    forecasts = [Forecast(game, 0, 0.0, 1.0 if game == 1 else 0.0) for game in range(4) for _ in range(10)]
    crossed, (even_map, odd_map) = fit.out_of_sample(forecasts)
    assert even_map(0.0) == pytest.approx(0.5) and odd_map(0.0) == pytest.approx(0.0)
    assert [item.chance for item in crossed if item.game % 2 == 0] == [pytest.approx(0.5)] * 20


def test_the_zero_lift_leaves_five_percent_and_up_alone_and_lifts_zero_to_its_win_rate():
    forecasts = [Forecast(0, 0, 0.0, 1.0 if index < 2 else 0.0) for index in range(100)]
    forecasts += [Forecast(0, 0, 0.3, 1.0), Forecast(0, 0, 0.003, 0.0)]
    chance_map = fit.fit_zero_lift(forecasts)
    assert chance_map(0.0) == pytest.approx(2 / 101, abs=1e-4)  # rounded as the knots are written
    assert all(chance_map(share) == pytest.approx(share) for share in (0.05, 0.2, 0.5, 0.99, 1.0))
