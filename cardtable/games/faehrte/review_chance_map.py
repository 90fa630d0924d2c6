"""How the after-game review reads the search's win shares in Auf falscher Fährte as win chances
(`know_how.WinChanceMap`).

Measured by tests/benchmarks/calibration.py on 13,271 decisions of 40 four-player games of `normal` self-play
(seeds 1-40), each reviewed at the review's budget (60 iterations) on f82fa54: the shares are close to
calibrated (an isotonic map fitted on half the games did worse on the other half than the shares themselves),
but for their "0%": the 1,223 positions shown so were won or shared 1.25% of the time. So the map is the
identity from 5% up and lifts the bottom to that rate (fit_calibration.py --zero-only). Refit after a change
to the search, the horizon or the playouts:

    python tests/benchmarks/calibration.py --game faehrte --games 40 --map off --forecasts raw.json
    python tests/benchmarks/fit_calibration.py raw.json [--zero-only]
"""

from ..know_how import WinChanceMap

REVIEW_CHANCE_MAP = WinChanceMap(((0.0, 0.0125), (0.05, 0.05), (1.0, 1.0)))
