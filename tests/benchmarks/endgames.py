"""Exact endgames: how often `hard`, given the full information, plays an optimal move.

python tests/benchmarks/endgames.py --game ID [--seconds 0.8] [--limit N] [--json] [--set FIELD=JSON ...]

For each position stored in tests/benchmarks/endgames/positions/<game id>.json (collected from real games and
solved exactly by tests/benchmarks/endgames/collect.py), a fresh `hard` player (its own seed) is asked for the
move of the seat to act, searching at the app's budget (DEFAULT_SECONDS of cardtable/ai/agents.py, or
`--seconds`) in this one process (the app's hard player searches on both cores). It is given the full
information: its search's determinizer is replaced, here only, by one whose every sample is a copy of the
position's true state (as the game's lean search world where tests/benchmarks/endgames/<game id>.py offers
`search_world`), so the search plays in the one real world; everything else is the app's `hard` (its
playouts, horizon, tree depth, scoring, and the game's default judgement where it has one).

Prints the share of positions where hard's move is optimal (within 1e-9 of the best solved value) and lists
the misses: position, hard's move and its value, the best moves and theirs, and the search's own means.
`--json` prints one object instead. `--set override_margin=null` (any field of the game's AIKnowHow, its value
as JSON) tries hard with that setting changed, here only, to see what a miss comes from. Exit status 1 when
the share is below TARGET (95%).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import time
from pathlib import Path
from typing import Any, Callable, Mapping

ROOT = Path(__file__).resolve().parents[2]
for _path in (ROOT, ROOT / "tests" / "benchmarks"):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))  # this checkout's cardtable, whatever the environment installed

from cardtable.ai.agents import DEFAULT_SECONDS, make_agent  # noqa: E402
from cardtable.games import get_game  # noqa: E402
from endgames import Endgame, game_module, games_with_positions, load  # noqa: E402

TARGET = 0.95


class TrueWorld:
    """A determinizer that knows the truth: every sample is a copy of the real state. `world`: state → the
    lean world the game's search plays in (the game's `sample_world`), built from the real state, where the
    game's endgames module offers one (`search_world`), so that the search runs at its usual speed."""

    def __init__(self, state, world: Callable[[Any], Any] | None = None):
        self.state = state
        if world is not None:
            self.sample_world = lambda rng: world(state)

    def sample(self, rng):
        return self.state.clone()


def fully_informed(agent, state, world: Callable[[Any], Any] | None = None,
                   changes: Mapping[str, Any] | None = None):
    """`agent` with its search's determinizer replaced by the true state's (its other know-how unchanged, but
    for `changes`: know-how fields set otherwise, to try them)."""
    agent.know_how = dataclasses.replace(agent.know_how, determinizer=lambda observation: TrueWorld(state, world),
                                         **(changes or {}))
    return agent


def hard_choice(game_id: str, endgame: Endgame, seconds: float, seed: int,
                changes: Mapping[str, Any] | None = None) -> tuple:
    """hard's move at the position, given the full information, and its search's mean value of each move."""
    state = endgame.state(game_id)
    seat = state.to_act()[0]
    observation, legal = state.observation(seat), state.legal_actions(seat)
    world = getattr(game_module(game_id), "search_world", None)
    agent = fully_informed(make_agent(game_id, "hard", seed=seed, seconds=seconds), state, world, changes)
    result = agent.analyse(observation, legal)  # as `searched_choice` does: every stored position has a choice
    return agent.decide(observation, legal, result), result


def measure(game_id: str, seconds: float, limit: int | None, changes: Mapping[str, Any] | None = None) -> dict:
    _, endgames = load(game_id)
    endgames = endgames[:limit] if limit else endgames
    describe = get_game(game_id).describe_action
    misses = []
    started = time.perf_counter()
    for index, endgame in enumerate(endgames):
        action, result = hard_choice(game_id, endgame, seconds, index, changes)
        if action not in endgame.optimal:
            misses.append({"index": index, "name": endgame.name, "hard": describe(action),
                           "hard_value": endgame.value_of(action),
                           "best": [describe(best) for best in endgame.optimal], "best_value": endgame.best,
                           "search_means": {describe(move): round(value, 4) for move, value in result.values.items()},
                           "iterations": result.iterations})
        print(f"  {index + 1}/{len(endgames)}: {len(misses)} missed", file=sys.stderr, flush=True)
    count = len(endgames)
    return {"game": game_id, "seconds": seconds, "changes": dict(changes or {}), "positions": count,
            "optimal": count - len(misses),
            "share": (count - len(misses)) / count if count else 0.0, "misses": misses,
            "wall_seconds": round(time.perf_counter() - started, 1)}


def print_results(results: dict) -> None:
    changed = "".join(f", {field}={value!r}" for field, value in results["changes"].items())
    print(f"{results['game']}: hard ({results['seconds']} s a move{changed}, full information) played an optimal "
          f"move in {results['optimal']} of {results['positions']} positions ({100 * results['share']:.1f}%; "
          f"target {100 * TARGET:.0f}%)")
    for miss in results["misses"]:
        print(f"  miss #{miss['index']} {miss['name']}: hard {miss['hard']} ({miss['hard_value']:.4f}), "
              f"best {' / '.join(miss['best'])} ({miss['best_value']:.4f}); search means {miss['search_means']}, "
              f"{miss['iterations']} iterations")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, choices=games_with_positions())
    parser.add_argument("--seconds", type=float, default=DEFAULT_SECONDS, help="hard's budget a move")
    parser.add_argument("--limit", type=int, default=None, help="the first N positions only")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--set", action="append", default=[], metavar="FIELD=JSON",
                        help="try hard with a know-how field set otherwise, e.g. override_margin=null (a diagnosis: "
                             "the app's hard is measured without it)")
    args = parser.parse_args(argv)
    changes = {}
    for setting in args.set:
        field, _, value = setting.partition("=")
        changes[field] = json.loads(value)
    results = measure(args.game, args.seconds, args.limit, changes)
    if args.json:
        print(json.dumps(results, indent=1))
    else:
        print_results(results)
    return 0 if results["share"] >= TARGET else 1


if __name__ == "__main__":
    sys.exit(main())
