"""Sanity positions: how often each level picks a move a strong player rules out at a glance.

python tests/benchmarks/sanity.py [--game ID ...] [--levels hard,normal,easy] [--trials 10] [--policy-trials 50]
                                  [--seconds S] [--json]

For every game (or those named) and each of its positions in tests/benchmarks/sanity_positions/<game>.py,
each level is asked for its move `--trials` times (`--policy-trials` for the policy levels, which answer at
once), each time a fresh player of its own seed, from the observation of the seat to move, as in a game.
`hard` searches at the app's budget per move (DEFAULT_SECONDS of cardtable/ai/agents.py, or `--seconds`), in
this one process: the app's hard player searches on both cores, so it is at least as strong as here.

Prints, per game, each position's picks of a ruled-out move per level ("hard 0/10"), then each level's rate
over the game's positions; `--json` prints one object instead: {game: {position: {level: [bad, trials]}}}.
Exit status 1 when `hard` picked a ruled-out move anywhere (the issue's bar: never), else 0.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
for _path in (ROOT, ROOT / "tests" / "benchmarks"):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))  # this checkout's cardtable, whatever the environment installed

from cardtable.ai.agents import DEFAULT_SECONDS, LEVELS, make_agent  # noqa: E402
from cardtable.games import available_ids  # noqa: E402
from sanity_positions import SanityPosition, positions_of  # noqa: E402

SEARCHING = "hard"


def bad_picks(game_id: str, sanity: SanityPosition, level: str, trials: int, seconds: float) -> int:
    """How many of `trials` fresh players of `level` pick a ruled-out move at the position."""
    ruled_out = sanity.ruled_out_actions()
    state = sanity.state(game_id)  # built once: a player reads the observation and never changes the state
    seat = state.to_act()[0]
    observation, legal = state.observation(seat), state.legal_actions(seat)
    return sum(make_agent(game_id, level, seed=trial, seconds=seconds).choose(observation, legal) in ruled_out
               for trial in range(trials))


def measure(game_ids: list[str], levels: list[str], trials: int, policy_trials: int, seconds: float) -> dict:
    results: dict[str, dict[str, dict[str, list[int]]]] = {}
    for game_id in game_ids:
        results[game_id] = {}
        for sanity in positions_of(game_id):
            row = {}
            for level in levels:
                count = trials if level == SEARCHING else policy_trials
                row[level] = [bad_picks(game_id, sanity, level, count, seconds), count]
            results[game_id][sanity.name] = row
            print(f"  {game_id} {sanity.name}: " + ", ".join(f"{level} {bad}/{count}" for level, (bad, count)
                                                              in row.items()), file=sys.stderr, flush=True)
    return results


def print_results(results: dict, levels: list[str]) -> None:
    for game_id, rows in results.items():
        print(f"{game_id}: {len(rows)} positions")
        width = max((len(name) for name in rows), default=0)
        for name, row in rows.items():
            print(f"  {name:<{width}}  " + "  ".join(f"{level} {bad}/{count}" for level, (bad, count) in row.items()))
        for level in levels:
            bad = sum(row[level][0] for row in rows.values())
            count = sum(row[level][1] for row in rows.values())
            if count:
                print(f"  {level}: a ruled-out move in {bad} of {count} decisions ({100 * bad / count:.1f}%)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", choices=available_ids(), help="a game (default: every game)")
    parser.add_argument("--levels", default="hard,normal,easy", help="comma-separated levels (default hard,normal,easy)")
    parser.add_argument("--trials", type=int, default=10, help="hard's decisions per position (default 10)")
    parser.add_argument("--policy-trials", type=int, default=50, help="the policy levels' (default 50)")
    parser.add_argument("--seconds", type=float, default=DEFAULT_SECONDS,
                        help=f"hard's budget per move (default the app's, {DEFAULT_SECONDS} s)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    levels = [level for level in args.levels.split(",") if level]
    unknown = [level for level in levels if level not in LEVELS]
    if unknown:
        parser.error(f"unknown level {unknown[0]!r}; choose among {', '.join(LEVELS)}")
    results = measure(args.game or list(available_ids()), levels, args.trials, args.policy_trials, args.seconds)
    if args.json:
        print(json.dumps(results))
    else:
        print_results(results, levels)
    hard_blunders = sum(row[SEARCHING][0] for rows in results.values() for row in rows.values() if SEARCHING in row)
    return 1 if hard_blunders else 0


if __name__ == "__main__":
    sys.exit(main())
