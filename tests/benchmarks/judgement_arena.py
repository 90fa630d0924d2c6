"""The hard level's own judgement, without its search, against the normal level.

python tests/benchmarks/judgement_arena.py --game schnaeppchen [--players 4] [--games 4000] [--seed 1]
                                          [--option sorting=strict] [--jobs 2]

A game whose know-how names a `search_default` (the heuristic the hard level plays unless its search finds
something clearly better) is played with that heuristic in one seat and the normal level in the others,
seats rotated over the same deals as in the arena. Heuristics answer at once, so thousands of games take
seconds: this is how the judgement's constants were tuned before the (slow) arena confirmed the hard level.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
from statistics import mean, pstdev

from cardtable.ai.arena import ArenaConfig
from cardtable.ai.play import play_game
from cardtable.games import get_game


class PolicyAgent:
    def __init__(self, policy, seed: int):
        self.policy, self.rng = policy, random.Random(seed)

    def choose(self, observation, legal, cancel=None):
        return legal[0] if len(legal) == 1 else self.policy(observation, tuple(legal), self.rng)


def play_one(task) -> tuple[float, float]:
    game, players, seed, options, index = task
    know_how = get_game(game).know_how()
    # The arena's rotation and deals: the judgement takes the seat the arena would give its first level.
    lineup = ArenaConfig(game, ("judgement",) + ("normal",) * (players - 1), 0, seed, None, None)
    deal_seed, roles = lineup.lineup(index)
    judged_seat = roles.index("judgement")
    agents = [PolicyAgent(know_how.default_policy if role == "judgement" else know_how.policies["normal"],
                          seed * 7919 + index * players + seat) for seat, role in enumerate(roles)]
    state = play_game(game, agents, dict(options), deal_seed).state
    scores = state.scores()
    margin = scores[judged_seat] - (sum(scores) - scores[judged_seat]) / (players - 1)
    return state.ranking().win_shares()[judged_seat], margin


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="schnaeppchen")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=4000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    options = dict(text.split("=", 1) for text in args.option)
    tasks = [(args.game, args.players, args.seed, options, index) for index in range(args.games)]
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        results = pool.map(play_one, tasks, chunksize=25)
    shares, margins = [share for share, _ in results], [margin for _, margin in results]

    def interval(values):
        return 1.96 * pstdev(values) / math.sqrt(len(values))

    print(f"{args.game}, {args.players} players, {args.games} games, seed {args.seed}, options {options or 'default'}")
    print(f"hard's judgement vs normal: win rate {mean(shares):.1%} ± {interval(shares):.1%} "
          f"(parity {1 / args.players:.1%}), score margin over the others' mean {mean(margins):+.2f} "
          f"± {interval(margins):.2f}")


if __name__ == "__main__":
    main()
