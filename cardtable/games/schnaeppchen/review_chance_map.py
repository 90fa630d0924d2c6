"""How the after-game review reads the search's win shares in Schnäppchen Jagd as win chances
(`know_how.WinChanceMap`).

The search's playouts stop at the end of the round and the horizon values a seat by its lead over the
others' mean (`Horizon.evaluate`: 0.5 for level), a fine guide for choosing a move but not a win chance: a
seat level with the rest wins one game in four, not two. Fitted by tests/benchmarks/fit_calibration.py to
4,574 decisions of 40 four-player games of `normal` self-play (seeds 1-40), each reviewed at the review's
budget (120 iterations) on f82fa54: shares of 40-50% were won 12% of the time, 50-60% 31%; a share of 0
(513 positions) was never won. Refit after a change to the search, the horizon or the playouts:

    python tests/benchmarks/calibration.py --game schnaeppchen --games 40 --map off --forecasts raw.json
    python tests/benchmarks/fit_calibration.py raw.json
"""

from ..know_how import WinChanceMap

REVIEW_CHANCE_MAP = WinChanceMap(((0.0, 0.0), (0.2707, 0.0683), (0.4223, 0.0924), (0.4523, 0.1136),
                                  (0.475, 0.1354), (0.4967, 0.1831), (0.5231, 0.2722), (0.5627, 0.3624),
                                  (0.633, 0.5785), (0.8008, 0.8005), (1.0, 0.9717)))
