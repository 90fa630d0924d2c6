"""The old code's computer players, for the strength benchmark's `old-<level>` players (players.py).

python tests/benchmarks/baseline_player.py OLD_CHECKOUT

Runs with the old checkout first on sys.path, so that `cardtable` is the old one. Reads one JSON request a
line on stdin (key, game, options, deal_seed, history as [seat, action] pairs, seat, level, agent_seed,
seconds, iterations), rebuilds the game with the old rules (`new_game(options, deal_seed)` then `apply` of
each action), asks the agent of that seat (one per key, kept for the game) with the seat's observation,
and writes {"action": ..., "iterations": ...} (or {"error": ...}) as one JSON line on stdout.
"""

import json
import sys

sys.path.insert(0, sys.argv[1])

from cardtable.ai import make_agent  # noqa: E402 (the old checkout's, from the path above)
from cardtable.games import get_game  # noqa: E402

KEPT = 64  # tables remembered; a benchmark process plays its games one after another


def main() -> None:
    tables: dict[str, tuple] = {}  # key -> (state, agent)
    for line in sys.stdin:
        request = json.loads(line)
        try:
            answer = decide(tables, request)
        except Exception as error:  # noqa: BLE001 (reported to the benchmark, which stops)
            answer = {"error": f"{type(error).__name__}: {error}"}
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()


def decide(tables: dict, request: dict) -> dict:
    game = get_game(request["game"])
    history = [(seat, game.action_from_json(action)) for seat, action in request["history"]]
    state, agent = tables.get(request["key"]) or (None, None)
    if state is None or state.history != history[:len(state.history)]:
        state = game.new_game(request["options"], request["deal_seed"])
    for seat, action in history[len(state.history):]:
        state.apply(action, seat)
    if agent is None:
        agent = make_agent(request["game"], request["level"], seed=request["agent_seed"],
                           **budget(request))
    tables.pop(request["key"], None)
    tables[request["key"]] = (state, agent)
    while len(tables) > KEPT:
        del tables[next(iter(tables))]
    seat = request["seat"]
    if seat not in state.to_act():
        raise ValueError(f"seat {seat} is not to act in the rebuilt game")
    action = agent.choose(state.observation(seat), state.legal_actions(seat))
    return {"action": game.action_to_json(action), "iterations": getattr(agent, "last_iterations", 0)}


def budget(request: dict) -> dict:
    if request["seconds"] is None and request["iterations"] is None:
        return {}
    return {"seconds": request["seconds"], "iterations": request["iterations"]}


if __name__ == "__main__":
    main()
