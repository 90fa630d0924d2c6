"""Search speed of every registered game: the hard agent's IS-MCTS iterations per second, on one core.

python tests/benchmarks/search_speed.py [--json] [--seconds S] [--players N] [--positions K] [--moves M] [--game ID]
                                       [--iterations I --repeat R]

From a few fixed positions of each game (a new deal of seed 1, 2, ..., K played on by the normal level for
the first M moves, then to the next decision with a choice), the hard agent searches for S seconds on one
core; the figure is the iterations of all its searches over the processor time they took (the process's own
time, so that other work on the machine slows the search without skewing the figure). Equal time for every
game, so that the search's cost per iteration (sampling, clones, playouts) is what differs.

With --iterations I the searches do equal work instead (I iterations each; run a game whose iterations are long
with a smaller I, by --game): a fixed seed makes each search the same computation every time, so its best time of
R repeats is its cost with the least disturbance from other work, and before/after comparisons of the same
search need far fewer runs than timed searches whose iteration counts vary.
"""

from __future__ import annotations

import argparse
import json
import random
import time

from cardtable.ai.agents import make_agent
from cardtable.games import all_games


def position(game, players: int, seed: int, moves: int):
    """A state after `moves` moves of the normal level from deal `seed`, at a decision with a choice."""
    state = game.new_game({"players": players}, seed)
    policy = game.know_how().policies["normal"]
    rng = random.Random(seed)
    played = 0
    while not state.is_terminal() and (played < moves or len(state.legal_actions()) < 2):
        seat = state.to_act()[0]
        state.apply(policy(state.observation(seat), state.legal_actions(), rng), seat)
        played += 1
    return state


def measure(game, players: int, seconds: float, positions: int, moves: int, fixed: int | None = None,
            repeat: int = 1) -> dict:
    iterations = elapsed = 0.0
    for seed in range(1, positions + 1):
        state = position(game, players, seed, moves)
        if state.is_terminal():
            continue
        seat = state.to_act()[0]
        times = []
        for _ in range(repeat if fixed else 1):
            agent = make_agent(game.id, "hard", seed=seed, seconds=None if fixed else seconds, iterations=fixed)
            started = time.process_time()
            result = agent.analyse(state.observation(seat), state.legal_actions(seat))
            times.append(time.process_time() - started)
        elapsed += min(times)
        iterations += result.iterations
    return {"players": players, "iterations_per_second": iterations / elapsed if elapsed else 0.0}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--positions", type=int, default=4)
    parser.add_argument("--moves", type=int, default=6)
    parser.add_argument("--game", action="append", help="only this game (again for more); default: every game")
    parser.add_argument("--iterations", type=int, help="equal work: this many iterations a search")
    parser.add_argument("--repeat", type=int, default=5, help="with --iterations: each search's best time of this many")
    args = parser.parse_args()
    results = {}
    for game in all_games():
        if args.game and game.id not in args.game:
            continue
        players = min(max(args.players, game.min_players), game.max_players)
        results[game.id] = measure(game, players, args.seconds, args.positions, args.moves, args.iterations,
                                   args.repeat)
    if args.json:
        print(json.dumps(results))
        return
    for game_id, row in results.items():
        print(f"{game_id} ({row['players']} players): {row['iterations_per_second']:,.0f} iterations/s")


if __name__ == "__main__":
    main()
