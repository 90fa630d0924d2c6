"""Engine speed of every registered game: random legal playouts, state copies, observations.

PYTHONPATH=$PWD .venv/bin/python tests/benchmarks/engine_speed.py [--json] [--seconds S] [--players N]
    [--games ID ...] [--baseline PATH [--rounds R]]

Measures the public API (`apply` with its checks and events, after `legal_actions()`) and the search's fast
path (`apply_unchecked`, without them: "fast actions/s"), on one core, in the process's own processor time
(so that other work on the machine slows the measurement without skewing its figures).

--baseline PATH also measures the checkout at PATH (e.g. ../cardtable-abd2a77, a worktree of the reference commit) in the same
run: each game is measured in a subprocess per checkout (its `.venv/bin/python` when it has one, PYTHONPATH
set to it), alternating ours and the baseline's R times (default 2: ours, baseline, baseline, ours) so that
both share the machine's state fairly; the figures are the means, and the ratios ours / baseline.

--json prints one flat object: `<game>.players`, `<game>.actions_per_second` (public API),
`<game>.fast_actions_per_second`, `<game>.games_per_second`, `<game>.actions_per_game`, `<game>.clone_us`,
`<game>.observation_us`; with --baseline also `<game>.baseline_actions_per_second`,
`<game>.baseline_fast_actions_per_second`, `<game>.ratio` (public) and `<game>.fast_ratio`.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from pathlib import Path

from checkouts import ROOT, run_json


def playouts(game, players: int, seconds: float, fast: bool = False) -> dict:
    rng = random.Random(1)
    games = actions = 0
    started = time.process_time()
    while time.process_time() - started < seconds:
        state = game.new_game({"players": players}, games)
        play = state.apply_unchecked if fast else state.apply
        while not state.is_terminal():
            play(rng.choice(state.legal_actions()))
            actions += 1
        games += 1
    elapsed = time.process_time() - started
    return {"games_per_second": games / elapsed, "actions_per_second": actions / elapsed,
            "actions_per_game": actions / games}


def mid_game_state(game, players: int):
    rng = random.Random(2)
    state = game.new_game({"players": players}, 7)
    for _ in range(30):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def per_call_microseconds(function, seconds: float) -> float:
    calls = 0
    started = time.process_time()
    while time.process_time() - started < seconds:
        for _ in range(100):
            function()
        calls += 100
    return (time.process_time() - started) / calls * 1e6


def measure(game, players: int, seconds: float) -> dict:
    state = mid_game_state(game, players)
    seat = state.current_seat or 0
    result = {"players": players}
    result.update(playouts(game, players, seconds))
    result["fast_actions_per_second"] = playouts(game, players, seconds / 2, fast=True)["actions_per_second"]
    result["clone_us"] = per_call_microseconds(state.clone, seconds / 4)
    result["observation_us"] = per_call_microseconds(lambda: state.observation(seat), seconds / 4)
    return result


def measured_against(baseline: Path, game_id: str, arguments: list[str], rounds: int) -> dict:
    """Our figures and the baseline's for one game, the two checkouts measured in turn."""
    ours: list[dict] = []
    theirs: list[dict] = []
    for turn in range(rounds):
        for checkout, runs in ((ROOT, ours), (baseline, theirs))[::1 if turn % 2 == 0 else -1]:
            runs.append(run_json(checkout, __file__, ["--json", "--games", game_id, *arguments]))
    ours, theirs = mean(ours), mean(theirs)
    row = {key.partition(".")[2]: value for key, value in ours.items()}
    for key in ("actions_per_second", "fast_actions_per_second"):
        row[f"baseline_{key}"] = theirs[f"{game_id}.{key}"]
    row["ratio"] = row["actions_per_second"] / row["baseline_actions_per_second"]
    row["fast_ratio"] = row["fast_actions_per_second"] / row["baseline_fast_actions_per_second"]
    return row


def mean(runs: list[dict]) -> dict:
    return {key: sum(run[key] for run in runs) / len(runs) for key in runs[0]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", nargs="*", help="game ids (default: every game)")
    parser.add_argument("--baseline", type=Path, help="another checkout to measure in the same run")
    parser.add_argument("--rounds", type=int, default=2, help="measurements per checkout with --baseline")
    args = parser.parse_args()
    from cardtable.games import all_games, get_game  # PYTHONPATH's: the checkout measured
    games = [get_game(game_id) for game_id in args.games] if args.games else all_games()
    results = {}
    for game in games:
        players = min(max(args.players, game.min_players), game.max_players)
        if args.baseline:
            results[game.id] = measured_against(args.baseline.resolve(), game.id,
                                                ["--seconds", str(args.seconds), "--players", str(players)],
                                                args.rounds)
        else:
            results[game.id] = measure(game, players, args.seconds)
        if not args.json:
            print(described(game.id, results[game.id]), flush=True)
    if args.json:
        print(json.dumps({f"{game_id}.{key}": value for game_id, row in results.items()
                          for key, value in row.items()}))


def described(game_id: str, row: dict) -> str:
    text = (f"{game_id} ({row['players']:.0f} players): {row['games_per_second']:,.0f} games/s, "
            f"{row['actions_per_second']:,.0f} actions/s ({row['actions_per_game']:.1f} per game), "
            f"{row['fast_actions_per_second']:,.0f} fast actions/s, "
            f"clone {row['clone_us']:.2f} µs, observation {row['observation_us']:.2f} µs")
    if "ratio" in row:
        text += (f"\n    baseline {row['baseline_actions_per_second']:,.0f} actions/s, "
                 f"{row['baseline_fast_actions_per_second']:,.0f} fast: ratio {row['ratio']:.2f}× public, "
                 f"{row['fast_ratio']:.2f}× fast")
    return text


if __name__ == "__main__":
    main()
