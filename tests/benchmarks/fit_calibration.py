"""Fit a game's win chance map (`know_how.WinChanceMap`) to the coach's uncalibrated figures over self-play games.

python tests/benchmarks/calibration.py --game ID --map off --forecasts raw.json    # the search's own shares
python tests/benchmarks/fit_calibration.py raw.json [--zero-only] [--json] [--png PATH] [--png-before PATH]

Fits the isotonic regression of the outcomes on the shares (pool-adjacent-violators over the positions at a
share of 0, at 1, and GROUPS groups of equal size between; shared wins count as fractional outcomes), prints the
map to write into the game's know-how (`review_chance_map=WinChanceMap(...)` in cardtable/games/<id>/agents.py),
then the figures the coach would quote with it: the Brier score and bins over the same positions, first with
a map fitted on the other half of the games (even games mapped by the odd games' fit and the other way
round: out of sample), then with the map fitted on all of them (in sample). The map is a function of the
share alone and the search does not change, so these are the figures the app quotes with the map in place.
`--png PATH` writes the out-of-sample reliability diagram, `--png-before PATH` that of the search's shares.
`--zero-only` fits the smallest map instead, for a game whose shares are calibrated but for their "0%": the
identity from 5% up, and the shares shown as "0%" lifted to the rate at which they were won.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from statistics import mean
from typing import Sequence

ROOT = Path(__file__).resolve().parents[2]
for _path in (ROOT, ROOT / "tests" / "benchmarks"):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

from calibration import (NEAR_ZERO, SHOWN_ZERO, Forecast, print_summary, read_forecasts, summary,  # noqa: E402
                         write_diagram)
from cardtable.games.know_how import WinChanceMap  # noqa: E402

GROUPS = 10  # quantile groups of the shares strictly between 0 and 1 (besides those at exactly 0 and 1)


def pooled_adjacent_violators(points: Sequence[tuple[float, float, int]]) -> list[tuple[float, float]]:
    """The isotonic regression of (x, mean y, weight) points sorted by x: neighbours whose means go down are
    pooled until every mean is above the one before; each block as (its mean x, its mean y)."""
    blocks: list[list[float]] = []  # [sum of x, sum of y, weight]
    for x, y, weight in points:
        blocks.append([x * weight, y * weight, weight])
        while len(blocks) > 1 and blocks[-2][1] / blocks[-2][2] >= blocks[-1][1] / blocks[-1][2]:
            last = blocks.pop()
            for index in range(3):
                blocks[-1][index] += last[index]
    return [(x / weight, y / weight) for x, y, weight in blocks]


def share_groups(forecasts: Sequence[Forecast], groups: int = GROUPS) -> list[list[Forecast]]:
    """The forecasts at a share of exactly 0, those between in `groups` groups of equal size by share, those
    at exactly 1 (a share of 0 or 1 is its own group: many positions sit there)."""
    ordered = sorted(forecasts, key=lambda item: item.chance)
    between = [item for item in ordered if 0.0 < item.chance < 1.0]
    found = [[item for item in ordered if item.chance <= 0.0]]
    found += [between[index * len(between) // groups:(index + 1) * len(between) // groups] for index in range(groups)]
    found.append([item for item in ordered if item.chance >= 1.0])
    return [group for group in found if group]


def fit_map(forecasts: Sequence[Forecast], groups: int = GROUPS) -> WinChanceMap:
    """The isotonic regression of the outcomes on the shares, as a map's knots (each block's mean share and
    mean outcome)."""
    if not forecasts:
        raise ValueError("No forecast to fit a map to.")
    points = [(mean(item.chance for item in group), mean(item.outcome for item in group), len(group))
              for group in share_groups(forecasts, groups)]
    knots = pooled_adjacent_violators(points)
    return WinChanceMap(tuple((round(share, 4), round(chance, 4)) for share, chance in knots))


def fit_zero_lift(forecasts: Sequence[Forecast]) -> WinChanceMap:
    """The identity from NEAR_ZERO up, and below it a line from the rate at which the positions shown as "0%"
    were won: for a game whose shares are calibrated but for their "0%" (--zero-only)."""
    shown_zero = [item.outcome for item in forecasts if item.chance < SHOWN_ZERO]
    floor = round(mean(shown_zero), 4) if shown_zero else 0.0
    return WinChanceMap(((0.0, min(floor, NEAR_ZERO)), (NEAR_ZERO, NEAR_ZERO), (1.0, 1.0)))


def mapped(forecasts: Sequence[Forecast], chance_map: WinChanceMap) -> list[Forecast]:
    return [Forecast(item.game, item.seat, chance_map(item.chance), item.outcome) for item in forecasts]


def out_of_sample(forecasts: Sequence[Forecast],
                  fit=fit_map) -> tuple[list[Forecast], tuple[WinChanceMap, WinChanceMap]]:
    """Each half of the games (even, odd) mapped by the map `fit` fitted on the other half."""
    halves = [[item for item in forecasts if item.game % 2 == parity] for parity in (0, 1)]
    maps = (fit(halves[1]), fit(halves[0]))
    return mapped(halves[0], maps[0]) + mapped(halves[1], maps[1]), maps


def map_text(chance_map: WinChanceMap) -> str:
    return "WinChanceMap((" + ", ".join(f"({share}, {chance})" for share, chance in chance_map.knots) + "))"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("forecasts", help="the file of calibration.py --map off --forecasts")
    parser.add_argument("--zero-only", action="store_true",
                        help="fit only the lift of the shares shown as 0%% (the rest left as they are)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--png", help="write the out-of-sample reliability diagram there")
    parser.add_argument("--png-before", help="write the search's own shares' reliability diagram there")
    args = parser.parse_args(argv)
    run, forecasts = read_forecasts(args.forecasts)
    if run.get("map") != "off":
        parser.error("The map is fitted to the search's own shares: record them with calibration.py --map off.")
    players = run["players"]
    fit = fit_zero_lift if args.zero_only else fit_map
    whole = fit(forecasts)
    crossed, halves = out_of_sample(forecasts, fit)
    result = {"game": run["game"], "iterations": run["iterations"], "map": whole.knots,
              "half_maps": [item.knots for item in halves],
              "before": summary(forecasts, players), "out_of_sample": summary(crossed, players),
              "in_sample": summary(mapped(forecasts, whole), players)}
    if args.json:
        print(json.dumps(result, indent=1))
    else:
        where = f"{run['game']}, {players} players, coach at {run['iterations']} iterations"
        print(f"{where}: review_chance_map={map_text(whole)}")
        print("  (the halves' maps: " + ", ".join(map_text(item) for item in halves) + ")")
        print_summary(f"{where}, as the search's shares (before)", result["before"])
        print_summary(f"{where}, mapped by the other half's fit (after, out of sample)", result["out_of_sample"])
        print_summary(f"{where}, mapped by the fit on all games (in sample)", result["in_sample"])
    where = f"{run['game']}, {players} players, {run['iterations']} iterations"
    if args.png_before:
        write_diagram(result["before"], f"{where}, the search's shares", args.png_before)
    if args.png:
        write_diagram(result["out_of_sample"], f"{where}, mapped (out of sample)", args.png)
    return 0


if __name__ == "__main__":
    sys.exit(main())
