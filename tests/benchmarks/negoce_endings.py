"""How Négoce 2 games between computer players end, and how long they take.

python tests/benchmarks/negoce_endings.py --seats normal,normal,normal,normal --games 40
python tests/benchmarks/negoce_endings.py --seats hard,normal,normal,normal --games 20 --iterations 200

Plays --games games of the seated levels (seats rotated by one each game, deals by --seed), and prints how
they ended (a victory by coins, by goods, or the sale limit) with a 95% interval on the share of real
victories, the mean number of sales, each level's win share (ties shared) with a 95% interval, and the
computing time per game and per decision.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path
from statistics import mean, pstdev

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from cardtable.ai import make_agent  # noqa: E402
from cardtable.games import get_game  # noqa: E402


def wilson(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    if trials == 0:
        return math.nan, math.nan
    p = successes / trials
    centre = (p + z * z / (2 * trials)) / (1 + z * z / trials)
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / (1 + z * z / trials)
    return centre - half, centre + half


def play(seats: list[str], seed: int, options: dict, iterations: int | None, seconds: float | None) -> dict:
    game = get_game("negoce")
    state = game.new_game({"players": 4, **options}, seed)
    agents = [make_agent("negoce", level, seed=seed * 16 + seat, seconds=seconds, iterations=iterations)
              for seat, level in enumerate(seats)]
    started = time.process_time()
    decisions = 0
    while not state.is_terminal():
        seat = state.to_act()[0]
        legal = state.legal_actions()
        action = agents[seat].choose(state.observation(seat), legal)
        state.apply(action, seat)
        decisions += 1
    return {"end": state.end, "sales": state.sales, "shares": state.ranking().win_shares(),
            "cpu": time.process_time() - started, "decisions": decisions}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seats", default="normal,normal,normal,normal")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--iterations", type=int, default=None)
    parser.add_argument("--seconds", type=float, default=None)
    parser.add_argument("--sale-limit", type=int, default=60)
    parser.add_argument("--hidden-coins", action="store_true")
    args = parser.parse_args(argv)
    base = args.seats.split(",")
    if len(base) != 4:
        parser.error("Négoce 2 seats four players.")
    options = {"sale_limit": args.sale_limit, "hidden_coins": args.hidden_coins}
    results, shares = [], {level: [] for level in base}
    for index in range(args.games):
        rotation = index % 4
        seats = [base[(seat - rotation) % 4] for seat in range(4)]
        result = play(seats, args.seed * 1000 + index // 4, options, args.iterations, args.seconds)
        results.append(result)
        for seat, level in enumerate(seats):
            shares[level].append(result["shares"][seat])
        print(f"game {index + 1}: {result['end']} after {result['sales']} sales, {result['cpu']:.1f} s",
              file=sys.stderr, flush=True)
    games = len(results)
    won = sum(1 for result in results if result["end"] != "limit")
    low, high = wilson(won, games)
    ends = {}
    for result in results:
        ends[result["end"]] = ends.get(result["end"], 0) + 1
    print(f"{games} games of {','.join(base)} (options {options}, iterations {args.iterations}, "
          f"seconds {args.seconds})")
    print(f"ended by a victory: {won}/{games} = {won / games:.0%}  95% CI [{low:.0%}, {high:.0%}]; by kind {ends}")
    print(f"sales per game: mean {mean(r['sales'] for r in results):.1f}")
    for level, values in shares.items():
        rate = mean(values)
        half = 1.96 * pstdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
        print(f"{level}: win share {rate:.1%}  95% CI [{max(0, rate - half):.1%}, {min(1, rate + half):.1%}] "
              f"over {len(values)} seats (parity {base.count(level) / 4:.0%})")
    cpu = [r["cpu"] for r in results]
    print(f"CPU per game: mean {mean(cpu):.2f} s, max {max(cpu):.2f} s; "
          f"per decision {1000 * sum(cpu) / sum(r['decisions'] for r in results):.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
