"""How the after-game review reads the search's win shares in Négoce 2 as win chances (`know_how.WinChanceMap`).

Fitted by tests/benchmarks/fit_calibration.py to 11,194 decisions of 40 four-player games of `normal`
self-play (seeds 1-40), each reviewed at the review's budget (REVIEW_ITERATIONS, 10 iterations) on f82fa54.
At that budget a move is judged on a handful of playouts: a share of 0 (2,000 positions) was won or shared
26% of the time, about as often as any seat wins, and shares from 0.2 to 0.8 were won some 35-40% of the
time whatever they said. The map says so, rather than "0%" or "80%"; a larger review budget is what would make
the review's figures tell more. Refit after a change to the search, the playouts or the budget:

    python tests/benchmarks/calibration.py --game negoce --games 40 --map off --forecasts raw.json
    python tests/benchmarks/fit_calibration.py raw.json
"""

from ..know_how import WinChanceMap

REVIEW_CHANCE_MAP = WinChanceMap(((0.0091, 0.1729), (0.0509, 0.1904), (0.1107, 0.2314), (0.2119, 0.342),
                                  (0.4589, 0.3808), (0.7998, 0.3917), (1.0, 0.9441)))
