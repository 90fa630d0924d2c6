"""Calibration of the coach's win chances: of the positions it rates 20-30%, are 20-30% won?

python tests/benchmarks/calibration.py --game ID [--games 60] [--seed 1] [--players 4] [--level normal]
                                       [--budget review|hint | --iterations N] [--map on|off] [--json]
                                       [--png PATH] [--forecasts PATH]

Plays `--games` self-play games of `--level` players (default `normal` everywhere: it plays in no time and
varies its moves, so the deals and the positions vary as between people; `hard` would spend most of the run on
its own moves), then reviews each finished game for every seat with the app's own review
(`analysis.review_game`, the same function, seeds and figures as the after-game review): each decision with a
choice gets the coach's win chance of the move played, at the review's budget (`--budget review`, the
game's `review_iterations`) or the hint's (`--budget hint`, its `coach_iterations`; the review's function
at the hint's budget gives the hint panel's figure for that move). Each figure is paired with that seat's
outcome in the game (its win share: 1 for a win, 1/k for a win shared by k). `--map off` measures the
search's own win shares, the game's `review_chance_map` switched off in this process (what fit_calibration.py
fits a map to); `--map on` (the default) the chances the app's review quotes. At the hint's budget the map is
always off: the hint quotes the search's shares as they are.

Prints the Brier score (mean squared difference between the chance and the outcome) beside that of the
uninformed forecast 1/players, how many positions, how many shown as "0%" (below 0.5%) and below 5% went on
to a win or a share of it, and the
reliability table: per 10% bin the mean chance quoted, the observed win rate and its 95% Wilson interval,
the count. The positions of one game are correlated: the bins' intervals ignore that (they are too narrow);
the Brier score's interval is clustered by game. `--json` prints the same as one object, `--png PATH` writes
the reliability diagram, `--forecasts PATH` every position's figures (for fit_calibration.py).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from statistics import NormalDist, mean, stdev
from typing import Sequence

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # this checkout's cardtable, whatever the environment installed

BINS = 10
Z95 = NormalDist().inv_cdf(0.975)
NEAR_ZERO = 0.05  # a chance shown below this must mean "very unlikely"
SHOWN_ZERO = 0.005  # shown as "0%"


@dataclass(frozen=True)
class Forecast:
    """One decision: the game it was in, the seat, the chance the coach quoted, what the seat then won."""

    game: int
    seat: int
    chance: float
    outcome: float


@dataclass(frozen=True)
class Bin:
    low: float
    high: float
    count: int
    predicted: float  # mean chance quoted in the bin
    observed: float  # mean outcome
    interval: tuple[float, float]  # 95% Wilson interval of the observed rate


def brier(forecasts: Sequence[Forecast]) -> float:
    """Mean squared difference between the chance quoted and the outcome (0 is perfect)."""
    if not forecasts:
        raise ValueError("The Brier score of no forecast is undefined.")
    return sum((item.chance - item.outcome) ** 2 for item in forecasts) / len(forecasts)


def wilson(successes: float, count: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a rate (`successes` may be fractional: shared wins count 1/k)."""
    if count <= 0:
        return (0.0, 1.0)
    rate = successes / count
    denominator = 1 + z * z / count
    centre = (rate + z * z / (2 * count)) / denominator
    half = z * math.sqrt(max(0.0, rate * (1 - rate)) / count + z * z / (4 * count * count)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def bin_index(chance: float, bins: int = BINS) -> int:
    """The bin of a chance: [0, 0.1), [0.1, 0.2), ... [0.9, 1.0], 1.0 in the last one."""
    return min(bins - 1, max(0, int(chance * bins)))


def reliability(forecasts: Sequence[Forecast], bins: int = BINS) -> list[Bin]:
    """The non-empty bins, lowest first."""
    grouped: dict[int, list[Forecast]] = {}
    for item in forecasts:
        grouped.setdefault(bin_index(item.chance, bins), []).append(item)
    table = []
    for index in sorted(grouped):
        members = grouped[index]
        won = sum(item.outcome for item in members)
        table.append(Bin(index / bins, (index + 1) / bins, len(members),
                         mean(item.chance for item in members), won / len(members), wilson(won, len(members))))
    return table


def clustered_brier_interval(forecasts: Sequence[Forecast]) -> tuple[float, float]:
    """A 95% interval of the Brier score treating each game as one sample (a normal interval over the games'
    own scores weighted by their positions: the ratio estimator's standard error)."""
    games: dict[int, list[float]] = {}
    for item in forecasts:
        games.setdefault(item.game, []).append((item.chance - item.outcome) ** 2)
    score = brier(forecasts)
    if len(games) < 2:
        return (score, score)
    sizes = [len(errors) for errors in games.values()]
    mean_size = mean(sizes)
    residuals = [(sum(errors) - score * len(errors)) / mean_size for errors in games.values()]
    error = stdev(residuals) / math.sqrt(len(games))
    return (max(0.0, score - Z95 * error), score + Z95 * error)


def wins_below(forecasts: Sequence[Forecast], limit: float = NEAR_ZERO) -> tuple[int, int]:
    """(positions quoted below `limit` whose seat went on to win or share the win, positions quoted below)."""
    low = [item for item in forecasts if item.chance < limit]
    return sum(1 for item in low if item.outcome > 0), len(low)


# --- the games -------------------------------------------------------------------------------------------------
def self_play(game_id: str, players: int, level: str, seed: int):
    """One finished game of `level` players (each its own seed)."""
    from cardtable.ai import make_agent
    from cardtable.ai.play import play_game

    agents = [make_agent(game_id, level, seed=seed * 100 + seat) for seat in range(players)]
    return play_game(game_id, agents, seed=seed).state


def budget_of(game_id: str, budget: str, iterations: int | None) -> int:
    from cardtable.games import get_game

    if iterations is not None:
        return iterations
    know_how = get_game(game_id).know_how()
    return know_how.review_iterations if budget == "review" else know_how.coach_iterations


def forecasts_of(state, game: int, iterations: int) -> list[Forecast]:
    """Every seat's decisions in a finished game, with the review's win chance for the move played."""
    from cardtable.app.shell.coach.analysis import review_game

    seats = tuple(range(len(state.returns())))
    outcome = state.returns()
    review = review_game(state, seats, iterations)
    return [Forecast(game, point.seat, point.chance, outcome[point.seat]) for point in review.points]


def measure(game_id: str, games: int, seed: int, players: int, level: str, iterations: int,
            after_game=None) -> list[Forecast]:
    """The forecasts of `games` games; `after_game` hears the forecasts so far after each one."""
    forecasts: list[Forecast] = []
    for game in range(games):
        started = time.perf_counter()
        state = self_play(game_id, players, level, seed + game)
        found = forecasts_of(state, game, iterations)
        forecasts.extend(found)
        if after_game is not None:
            after_game(forecasts)
        print(f"  game {game + 1}/{games}: {len(found)} decisions, {time.perf_counter() - started:.1f} s",
              file=sys.stderr, flush=True)
    return forecasts


def switch_map_off(game_id: str) -> None:
    """The coach quotes the search's own shares in this process (the know-how is one frozen object per game:
    its map is cleared in place, for this benchmark's measurement only)."""
    from cardtable.games import get_game

    object.__setattr__(get_game(game_id).know_how(), "review_chance_map", None)


def write_forecasts(path: str, run: dict, forecasts: Sequence[Forecast]) -> None:
    Path(path).write_text(json.dumps(dict(run, forecasts=[asdict(item) for item in forecasts])))


def read_forecasts(path: str) -> tuple[dict, list[Forecast]]:
    """(the run's settings, its forecasts) from a file of `--forecasts`."""
    run = json.loads(Path(path).read_text())
    forecasts = [Forecast(**item) for item in run.pop("forecasts")]
    return run, forecasts


# --- the outputs -----------------------------------------------------------------------------------------------
def summary(forecasts: Sequence[Forecast], players: int) -> dict:
    low_wins, low = wins_below(forecasts)
    zero_wins, zero = wins_below(forecasts, SHOWN_ZERO)
    return {
        "positions": len(forecasts),
        "games": len({item.game for item in forecasts}),
        "brier": brier(forecasts),
        "brier_interval": clustered_brier_interval(forecasts),
        "brier_uninformed": brier([Forecast(item.game, item.seat, 1 / players, item.outcome) for item in forecasts]),
        "below_5_percent": low,
        "below_5_percent_won": low_wins,
        "shown_0_percent": zero,
        "shown_0_percent_won": zero_wins,
        "bins": [asdict(item) for item in reliability(forecasts)],
    }


def print_summary(title: str, result: dict) -> None:
    low, high = result["brier_interval"]
    print(title)
    print(f"  {result['positions']} positions in {result['games']} games")
    print(f"  Brier score {result['brier']:.4f} (95% interval clustered by game {low:.4f}-{high:.4f}); "
          f"the uninformed forecast 1/players scores {result['brier_uninformed']:.4f}")
    print(f"  shown as 0%: {result['shown_0_percent']}, of which won or shared: {result['shown_0_percent_won']}; "
          f"quoted below 5%: {result['below_5_percent']}, of which won or shared: {result['below_5_percent_won']}")
    print("  bin        quoted  observed  95% interval    count")
    for item in result["bins"]:
        low, high = item["interval"]
        print(f"  {100 * item['low']:3.0f}-{100 * item['high']:3.0f}%  {100 * item['predicted']:5.1f}%  "
              f"{100 * item['observed']:7.1f}%  {100 * low:5.1f}-{100 * high:5.1f}%  {item['count']:6d}")
    print("  (the bins' intervals treat positions as independent; those of one game are not, so they are too "
          "narrow)")


def write_diagram(result: dict, title: str, path: str) -> None:
    """The reliability diagram: observed win rate against the chance quoted, per bin, with its interval, and the
    diagonal of a calibrated coach."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import numpy as np
    import pyqtgraph as pg
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QApplication

    from cardtable.app.shell import plot_kit

    app = QApplication.instance() or QApplication([])
    plot = plot_kit.make_plot()
    plot.resize(620, 460)  # room for the longest title
    plot.setTitle(title)
    plot_kit.set_axis_labels(plot, "Win chance quoted (%)", "Observed win rate (%)")
    plot.setXRange(0, 100)
    plot.setYRange(0, 100)
    _, foreground = plot.colours()
    plot.plot([0, 100], [0, 100], pen=pg.mkPen(foreground, width=1, style=pg.QtCore.Qt.PenStyle.DashLine),
              name="Calibrated")
    bins = result["bins"]
    xs = [100 * item["predicted"] for item in bins]
    ys = [100 * item["observed"] for item in bins]
    plot.addItem(pg.ErrorBarItem(x=np.array(xs), y=np.array(ys),
                                 top=np.array([100 * item["interval"][1] - y for item, y in zip(bins, ys)]),
                                 bottom=np.array([y - 100 * item["interval"][0] for item, y in zip(bins, ys)]),
                                 beam=1.5, pen=pg.mkPen(foreground, width=1)))
    plot_kit.add_series(plot, xs, ys, f"Coach (Brier {result['brier']:.3f}, {result['positions']} positions)",
                        QColor("#0072B2"), marks="o")
    plot.show()
    app.processEvents()
    plot_kit.export_png(plot, path)
    plot.close()


def main(argv: list[str] | None = None) -> int:
    from cardtable.games import available_ids

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, choices=available_ids())
    parser.add_argument("--games", type=int, default=60, help="self-play games (default 60)")
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed (default 1)")
    parser.add_argument("--players", type=int, default=4, help="players at the table (default 4)")
    parser.add_argument("--level", default="normal", help="the self-play players' level (default normal)")
    parser.add_argument("--budget", choices=("review", "hint"), default="review",
                        help="the coach's budget: the review's (default) or the hint's")
    parser.add_argument("--iterations", type=int, help="another budget, in iterations")
    parser.add_argument("--map", choices=("on", "off"), default="on",
                        help="quote the chances through the game's win chance map (default) or the search's shares")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--png", help="write the reliability diagram there")
    parser.add_argument("--forecasts", help="write every position's (game, seat, chance, outcome) there, as JSON")
    args = parser.parse_args(argv)
    iterations = budget_of(args.game, args.budget, args.iterations)
    if args.budget == "hint" and args.iterations is None:
        args.map = "off"  # the map is the review's
    if args.map == "off":
        switch_map_off(args.game)
    run = dict(game=args.game, players=args.players, level=args.level, iterations=iterations, seed=args.seed,
               map=args.map)
    # The file is rewritten after each game: a run stopped early keeps the games it finished.
    keep = None if not args.forecasts else (lambda so_far: write_forecasts(args.forecasts, run, so_far))
    forecasts = measure(args.game, args.games, args.seed, args.players, args.level, iterations, keep)
    result = dict(summary(forecasts, args.players), **run)
    mapping = "" if args.map == "on" else ", its own shares (no map)"
    title = (f"{args.game}, {args.players} players ({args.level} self-play), coach at {iterations} iterations"
             f"{mapping}")
    if args.json:
        print(json.dumps(result, indent=1))
    else:
        print_summary(title, result)
    if args.png:
        write_diagram(result, title, args.png)
    return 0


if __name__ == "__main__":
    sys.exit(main())
