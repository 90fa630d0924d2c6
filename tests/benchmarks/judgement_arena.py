"""The hard level's own judgement, without its search, against the normal level (or another judgement).

python tests/benchmarks/judgement_arena.py --game schnaeppchen [--players 4] [--games 4000] [--seed 1]
                                          [--option sorting=strict] [--jobs 2]
python tests/benchmarks/judgement_arena.py --game schnaeppchen --weights '{"gift_penalty": 0.5}'
                                          --against shrewd [--base '{...}'] [--games 2000] [--seed 5]
python tests/benchmarks/judgement_arena.py --game schnaeppchen --tune --against shrewd [--games 2000]
                                          [--sweeps 2] [--seed 3]

A game whose know-how names a `search_default` (the heuristic the hard level plays unless its search finds
something clearly better) is played with that heuristic in one seat and the normal level in the others,
seats rotated over the same deals as in the arena. Heuristics answer at once, so thousands of games take
seconds: this is how the judgement's constants were tuned before the (slow) arena confirmed the hard level.

Schnäppchen Jagd only: --weights plays the judgement with other Weights (fields given as JSON, the rest
from --base, itself the Weights defaults unless given), --against shrewd puts the judgement with the --base
weights in the other seats, and --tune runs a coordinate search over the Weights from --base: each field
multiplied by 1 ± step in turn, kept when its games against the best so far (the same deals and seeds)
gain more than twice the paired difference's standard error in score margin.
"""

from __future__ import annotations

import argparse
import functools
import json
import math
import multiprocessing
import random
import sys
from pathlib import Path
from statistics import mean, pstdev

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # this checkout's cardtable, run as a script

from cardtable.ai.arena import ArenaConfig
from cardtable.ai.play import play_game
from cardtable.games import get_game


class PolicyAgent:
    def __init__(self, policy, seed: int):
        self.policy, self.rng = policy, random.Random(seed)

    def choose(self, observation, legal, cancel=None):
        return legal[0] if len(legal) == 1 else self.policy(observation, tuple(legal), self.rng)


def judgement_policies(game: str, weights: dict | None, base: dict | None, against: str):
    """The judged policy and the others' policy: the game's defaults, or Schnäppchen's shrewd with weights."""
    know_how = get_game(game).know_how()
    judged, others = know_how.default_policy, know_how.policies["normal"]
    if weights is not None or base is not None or against == "shrewd":
        from cardtable.games.schnaeppchen import agents

        base_weights = agents.Weights(**(base or {}))
        judged = functools.partial(agents.shrewd_policy, weights=base_weights._replace(**(weights or {})))
        if against == "shrewd":
            others = functools.partial(agents.shrewd_policy, weights=base_weights)
    return judged, others


def play_one(task) -> tuple[float, float]:
    game, players, seed, options, index, weights, base, against = task
    judged, others = judgement_policies(game, weights, base, against)
    # The arena's rotation and deals: the judgement takes the seat the arena would give its first level.
    lineup = ArenaConfig(game, ("judgement",) + ("other",) * (players - 1), 0, seed, None, None)
    deal_seed, roles = lineup.lineup(index)
    judged_seat = roles.index("judgement")
    agents = [PolicyAgent(judged if role == "judgement" else others, seed * 7919 + index * players + seat)
              for seat, role in enumerate(roles)]
    state = play_game(game, agents, dict(options), deal_seed).state
    scores = state.scores()
    margin = scores[judged_seat] - (sum(scores) - scores[judged_seat]) / (players - 1)
    return state.ranking().win_shares()[judged_seat], margin


def run(args, weights=None) -> list[tuple[float, float]]:
    tasks = [(args.game, args.players, args.seed, args.options, index, weights, args.base, args.against)
             for index in range(args.games)]
    if args.jobs == 1:
        return [play_one(task) for task in tasks]
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        return pool.map(play_one, tasks, chunksize=25)


def interval(values) -> float:
    return 1.96 * pstdev(values) / math.sqrt(len(values))


def summary(results) -> str:
    shares, margins = [share for share, _ in results], [margin for _, margin in results]
    return (f"win rate {mean(shares):.1%} ± {interval(shares):.1%}, score margin over the others' mean "
            f"{mean(margins):+.2f} ± {interval(margins):.2f}")


def tune(args) -> None:
    """Coordinate search over the Weights, each candidate on the same games as the best so far."""
    from cardtable.games.schnaeppchen import agents

    best = dict(agents.Weights(**(args.base or {}))._asdict())
    best_results = run(args, best)
    print(f"start {json.dumps(best)}: {summary(best_results)}", flush=True)
    step = args.step
    for sweep in range(args.sweeps):
        for field in args.fields or agents.Weights._fields:
            for factor in (1 + step, 1 - step):
                candidate = dict(best, **{field: round(best[field] * factor, 4)})
                results = run(args, candidate)
                gains = [new[1] - old[1] for new, old in zip(results, best_results)]
                gain, noise = mean(gains), 1.96 * pstdev(gains) / math.sqrt(len(gains))
                kept = gain > noise
                print(f"sweep {sweep + 1} {field} {best[field]} -> {candidate[field]}: margin gain {gain:+.3f} "
                      f"± {noise:.3f} {'KEPT' if kept else ''}", flush=True)
                if kept:
                    best, best_results = candidate, results
                    break
        step /= 2
    print(f"best {json.dumps(best)}: {summary(best_results)}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="schnaeppchen")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=4000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--weights", type=json.loads, default=None, help="JSON: the judged seat's Weights fields")
    parser.add_argument("--base", type=json.loads, default=None, help="JSON: the Weights the others start from")
    parser.add_argument("--against", choices=("normal", "shrewd"), default="normal")
    parser.add_argument("--tune", action="store_true")
    parser.add_argument("--sweeps", type=int, default=2)
    parser.add_argument("--step", type=float, default=0.5)
    parser.add_argument("--fields", nargs="+", help="the Weights fields to tune (default: all)")
    args = parser.parse_args()
    args.options = dict(text.split("=", 1) for text in args.option)
    if args.tune:
        tune(args)
        return
    results = run(args, args.weights)
    print(f"{args.game}, {args.players} players, {args.games} games, seed {args.seed}, "
          f"options {args.options or 'default'}")
    print(f"judgement {args.weights or 'default'} vs {args.against}: {summary(results)} "
          f"(parity {1 / args.players:.1%})")


if __name__ == "__main__":
    main()
