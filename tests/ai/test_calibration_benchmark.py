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
