"""Whether the engines behave exactly as a baseline checkout's: random playouts traced step by step.

PYTHONPATH=$PWD .venv/bin/python tests/benchmarks/engine_equivalence.py --baseline ../cardtable-abd2a77
    [--games N] [--only ID ...] [--agents K] [--iterations I] [--json]

For every game, each of its player counts and every combination of its options, N random playouts
(default 300; the actions drawn by a seeded rng from `legal_actions()`) are traced through the public API:
at every step the legal actions, every seat's observation and the spectator's, the action drawn and the
events `apply` returns (kind, template, values); at the end the scores, the ranking and the saved game
(`to_json`). The same playout through the search's path (`apply_unchecked`) adds its final save. Then
K positions (default 24) are put to the `hard` agent (fixed seed, I iterations, default 100) and its choice
is traced. Each trace is digested; this checkout and the one at --baseline (run with its `.venv/bin/python`
if it has one, PYTHONPATH set to it, PYTHONHASHSEED=0 for both) digest the same playouts in two processes,
and the first playout whose digests differ is traced again in full on both sides to show the first
differing line.

Prints per game "identical (playouts, steps, agent positions)" or the first difference; exits 1 on any
difference. `--json`: a flat object, `<game>.identical` (true/false), `<game>.playouts`, `<game>.steps`,
`<game>.agent_positions`, `<game>.difference` (a sentence, when not identical).
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import json
import random
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from checkouts import ROOT, run_json


# --- the traces (run in the checkout being measured) ---------------------------------------------------
def configurations(game) -> list[dict]:
    """Every player count with every combination of the game's options."""
    keys = [spec.key for spec in game.option_specs]
    return [{"players": players, **dict(zip(keys, values))}
            for players in game.player_counts()
            for values in itertools.product(*(spec.choices for spec in game.option_specs))]


def shown_events(events) -> str:
    return repr([(event.kind, event.template, tuple(event.params)) for event in events])


def playout_trace(game, options: dict, index: int):
    """The lines of one random playout (a generator, so that a digest needs no list of them)."""
    from cardtable.games.core import dumps
    rng = random.Random(f"{game.id}:{index}")
    state = game.new_game(options, index)
    seats = [None, *range(options["players"])]
    yield f"start {shown_events(state.start_events())}"
    step = 0
    while not state.is_terminal():
        legal = state.legal_actions()
        yield f"{step} legal {legal!r} to_act {state.to_act()!r}"
        for seat in seats:
            yield f"{step} seat {seat} {state.observation(seat)!r}"
        action = rng.choice(legal)
        yield f"{step} {action!r}: {shown_events(state.apply(action))}"
        step += 1
    yield f"end scores {state.scores()!r} ranking {state.ranking()!r}"
    yield f"end save {dumps(state.to_json())}"
    rng = random.Random(f"{game.id}:{index}")
    fast = game.new_game(options, index)
    while not fast.is_terminal():
        fast.apply_unchecked(rng.choice(fast.legal_actions()))
    yield f"fast save {dumps(fast.to_json())}"


def agent_trace(game, position: int, iterations: int):
    """The `hard` agent's choice at a position reached by a random playout."""
    from cardtable.ai.agents import Agent
    players = min(max(4, game.min_players), game.max_players)
    rng = random.Random(f"{game.id}:agent:{position}")
    state = game.new_game({"players": players}, position)
    for _ in range(rng.randrange(40)):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
    if state.is_terminal():
        yield "terminal"
        return
    seat = state.current_seat
    agent = Agent(game.id, "hard", seed=position, seconds=None, iterations=iterations)
    yield f"seat {seat} chooses {agent.choose(state.observation(seat), state.legal_actions())!r}"


def traces(game, games: int, agents: int, iterations: int):
    """(name, trace) of every playout and agent position of a game, in a fixed order."""
    for number, options in enumerate(configurations(game)):
        for index in range(games):
            yield f"playout {number} {index} {options}", lambda o=options, i=index: playout_trace(game, o, i)
    for position in range(agents):
        yield f"agent {position}", lambda p=position: agent_trace(game, p, iterations)


def digests(game_id: str, games: int, agents: int, iterations: int) -> list:
    from cardtable.games import get_game
    game = get_game(game_id)
    result = []
    for name, trace in traces(game, games, agents, iterations):
        digest = hashlib.sha256()
        steps = 0
        for line in trace():
            digest.update(line.encode() + b"\n")
            steps += line[:1].isdigit() and " legal " in line
        result.append([name, digest.hexdigest(), steps])
    return result


def full_trace(game_id: str, games: int, agents: int, iterations: int, wanted: str) -> list[str]:
    from cardtable.games import get_game
    game = get_game(game_id)
    return next(list(trace()) for name, trace in traces(game, games, agents, iterations) if name == wanted)


# --- the comparison (run by the parent) -------------------------------------------------------------------
def first_difference(ours: list[str], theirs: list[str]) -> str:
    for number, (mine, other) in enumerate(zip(ours, theirs)):
        if mine != other:
            return f"line {number}:\n  ours:     {mine[:600]}\n  baseline: {other[:600]}"
    return f"ours has {len(ours)} lines, the baseline {len(theirs)}"


def compare(game_id: str, baseline: Path, games: int, agents: int, iterations: int) -> dict:
    common = ["--worker", game_id, "--games", str(games), "--agents", str(agents),
              "--iterations", str(iterations)]
    with ThreadPoolExecutor(2) as pool:
        ours, theirs = pool.map(lambda checkout: run_json(checkout, __file__, common), (ROOT, baseline))
    row = {"playouts": sum(name.startswith("playout") for name, _, _ in ours),
           "steps": sum(steps for _, _, steps in ours), "agent_positions": agents, "identical": True}
    for (name, mine, _), (other_name, other, _) in itertools.zip_longest(ours, theirs, fillvalue=("", "", 0)):
        if (name, mine) != (other_name, other):
            wanted = ["--trace", name or other_name]
            with ThreadPoolExecutor(2) as pool:
                lines = list(pool.map(lambda checkout: run_json(checkout, __file__, common + wanted),
                                      (ROOT, baseline)))
            row.update(identical=False, difference=f"{name or other_name}, {first_difference(*lines)}")
            break
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", type=Path, help="the checkout to compare with (e.g. ../cardtable-abd2a77)")
    parser.add_argument("--games", type=int, default=300, help="random playouts per player count and options")
    parser.add_argument("--only", nargs="*", help="game ids (default: every game)")
    parser.add_argument("--agents", type=int, default=24, help="positions put to the hard agent, per game")
    parser.add_argument("--iterations", type=int, default=100, help="the hard agent's iterations")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    parser.add_argument("--trace", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        work = full_trace if args.trace else digests
        extra = (args.trace,) if args.trace else ()
        print(json.dumps(work(args.worker, args.games, args.agents, args.iterations, *extra)))
        return
    if args.baseline is None:
        parser.error("--baseline PATH is required")
    sys.path.insert(0, str(ROOT))
    from cardtable.games import available_ids
    results = {}
    for game_id in args.only or available_ids():
        row = compare(game_id, args.baseline.resolve(), args.games, args.agents, args.iterations)
        results.update({f"{game_id}.{key}": value for key, value in row.items()})
        if not args.json:
            if row["identical"]:
                print(f"{game_id}: identical ({row['playouts']} playouts, {row['steps']:,} steps, "
                      f"{row['agent_positions']} agent positions)", flush=True)
            else:
                print(f"{game_id}: DIFFERENT at {row['difference']}", flush=True)
    if args.json:
        print(json.dumps(results))
    sys.exit(0 if all(value for key, value in results.items() if key.endswith(".identical")) else 1)


if __name__ == "__main__":
    main()
