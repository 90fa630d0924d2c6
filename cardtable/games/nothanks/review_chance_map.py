"""How the coach reads the search's win shares in No Thanks! as win chances (`know_how.WinChanceMap`).

Fitted by tests/benchmarks/fit_calibration.py to 5,170 decisions of 40 four-player games of `normal` self-play
(seeds 1-40), each reviewed at the review's budget (120 iterations) on f82fa54: a share of 0 ("no playout
won", 758 positions) was won or shared 2.8% of the time, small shares a little more often than they said,
those above one half a little less. Refit after a change to the search or the playouts:

    python tests/benchmarks/calibration.py --game nothanks --games 40 --map off --forecasts raw.json
    python tests/benchmarks/fit_calibration.py raw.json
"""

from ..know_how import WinChanceMap

REVIEW_CHANCE_MAP = WinChanceMap(((0.0, 0.0284), (0.0278, 0.0742), (0.0822, 0.1241), (0.1403, 0.1902),
                                  (0.2084, 0.2178), (0.2617, 0.2585), (0.3351, 0.2731), (0.5089, 0.4784),
                                  (0.7944, 0.7426), (1.0, 1.0)))
