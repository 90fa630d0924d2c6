"""Collect a game's exact endgames from real games and store them with their solved optimal moves.

python tests/benchmarks/endgames/collect.py --game ID [--count 520] [--seed 1] [--per-game 3] [--max-states N]

Plays games of `normal` players (cheap, and a real game's kind of position), each with the next of the
game's OPTIONS (player counts and rule variants, see endgames/<game id>.py) and its own seed, and keeps, at
random, up to --per-game of the decisions where the game's module says the rest is chance-free and small
(`solvable`) and the seat to act has a choice. Each is solved exactly (solver.py); a position where every
legal move is optimal tests nothing and is dropped, as is one past --max-states; the file's "about" says how
many. Writes tests/benchmarks/endgames/positions/<game id>.json once --count positions are kept.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
for _path in (ROOT, ROOT / "tests" / "benchmarks"):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))  # this checkout's cardtable, whatever the environment installed

from cardtable.ai import make_agent  # noqa: E402
from cardtable.games import available_ids, get_game  # noqa: E402
from endgames import DEFAULT_MAX_STATES, Endgame, game_module, positions_path, solver_for  # noqa: E402
from endgames.solver import TooLarge  # noqa: E402

PLAYERS_LEVEL = "normal"


def candidates(game_id: str, options: dict, seed: int, solvable) -> list:
    """The states of one game of `normal` players at which `solvable` holds and the seat to act has a choice."""
    state = get_game(game_id).new_game(options, seed)
    agents = [make_agent(game_id, PLAYERS_LEVEL, seed=seed * 16 + seat) for seat in range(state.num_players)]
    found = []
    while not state.is_terminal():
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        if len(legal) > 1 and solvable(state):
            found.append(state.clone())
        state.apply(agents[seat].choose(state.observation(seat), legal), seat)
    return found


def collect(game_id: str, count: int, seed: int, per_game: int, max_states: int) -> dict:
    module = game_module(game_id)
    solver = solver_for(game_id, max_states)
    rng = random.Random(seed)
    kept: list[Endgame] = []
    trivial = too_large = games = states = 0
    solving = 0.0
    while len(kept) < count:
        options = module.OPTIONS[games % len(module.OPTIONS)]
        game_seed = seed * 100_000 + games
        games += 1
        found = candidates(game_id, options, game_seed, module.solvable)
        for state in rng.sample(found, min(per_game, len(found))):
            started = time.perf_counter()
            try:
                solution = solver.solve(state)
            except TooLarge:
                too_large += 1
                continue
            finally:
                solving += time.perf_counter() - started
            states += solution.states
            optimal = solution.optimal()
            if len(optimal) == len(solution.values):
                trivial += 1
                continue
            name = f"g{game_seed}-m{len(state.history)}"
            kept.append(Endgame(name, state.options, state.position(), tuple(solution.values.items()), optimal))
            if len(kept) == count:
                break
        print(f"game {games}: {len(kept)} kept, {trivial} trivial, {too_large} too large", file=sys.stderr, flush=True)
    about = {"game": game_id, "seed": seed, "games": games, "per_game": per_game, "max_states": max_states,
             "kept": len(kept), "dropped_every_move_optimal": trivial, "dropped_too_large": too_large,
             "solver_seconds": round(solving, 1), "solver_states": states}
    return {"about": about, "positions": [endgame.to_json(game_id) for endgame in kept]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, choices=available_ids())
    parser.add_argument("--count", type=int, default=520, help="positions to keep (default 520)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--per-game", type=int, default=3, help="most positions kept from one game (default 3)")
    parser.add_argument("--max-states", type=int, default=DEFAULT_MAX_STATES, help="most states one solve visits")
    args = parser.parse_args(argv)
    data = collect(args.game, args.count, args.seed, args.per_game, args.max_states)
    path = positions_path(args.game)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=None, separators=(",", ":")) + "\n", encoding="utf-8")
    print(json.dumps(data["about"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
