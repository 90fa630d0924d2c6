"""The hint's quality at a given budget: how often its best move is the one a much larger search prefers.

PYTHONPATH=$PWD .venv/bin/python tests/benchmarks/coach_quality.py --game negoce --budgets 600 200 \
    [--reference 10000] [--positions 10] [--json]

At each position (coach_speed's way of finding them: random play from the opening to the middle game, at the
largest player count) the hint's evaluation (`cardtable.ai.evaluate.evaluate_actions`, the hint's own seed)
runs at every budget and at the reference budget; a budget's agreement is the share of positions where its
best move (the most visited) is the reference's. Prints one line per budget; `--json`: one flat object,
`<game>_best_same_<budget>` (0-1), `<game>_cpu_<budget>` (mean processor seconds per hint, in one process),
`<game>_reference` and `<game>_positions`.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import coach_speed  # noqa: E402


def best_moves(game_id: str, states: list, budget: int) -> tuple[list, float]:
    """The best move at each position with `budget` iterations, and the mean processor time per hint."""
    from cardtable.app.shell.coach.analysis import HintRequest

    best, started = [], time.process_time()
    for state in states:
        request = HintRequest.at(state, state.to_act()[0], iterations=budget)
        best.append(request.evaluate()[0].action)
    return best, (time.process_time() - started) / max(1, len(states))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--budgets", type=int, nargs="+", required=True)
    parser.add_argument("--reference", type=int, default=10_000)
    parser.add_argument("--positions", type=int, default=10)
    parser.add_argument("--json", action="store_true")
    arguments = parser.parse_args()

    game_id = arguments.game
    states = coach_speed.positions(game_id, arguments.positions)
    reference, _ = best_moves(game_id, states, arguments.reference)
    figures = {f"{game_id}_reference": arguments.reference, f"{game_id}_positions": len(states)}
    for budget in arguments.budgets:
        best, cpu = best_moves(game_id, states, budget)
        figures[f"{game_id}_best_same_{budget}"] = sum(a == b for a, b in zip(best, reference)) / len(states)
        figures[f"{game_id}_cpu_{budget}"] = cpu
        if not arguments.json:
            print(f"{game_id} budget {budget:6}: best move = reference's ({arguments.reference}) at "
                  f"{figures[f'{game_id}_best_same_{budget}']:.0%} of {len(states)} positions, "
                  f"{cpu:.2f} s CPU per hint", flush=True)
    if arguments.json:
        print(json.dumps(figures, indent=1))


if __name__ == "__main__":
    main()
