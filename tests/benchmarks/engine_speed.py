"""Engine speed of every registered game: random legal playouts, state copies, observations.

python tests/benchmarks/engine_speed.py [--json] [--seconds S] [--players N]

Measures the public API (`apply` with its checks and events) and the search's fast path (`apply_unchecked`,
without them: "fast actions/s"), on one core, in the process's own processor time (so that other work on the
machine slows the measurement without skewing its figures).
"""

from __future__ import annotations

import argparse
import json
import random
import time

from cardtable.games import all_games


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    results = {}
    for game in all_games():
        players = min(max(args.players, game.min_players), game.max_players)
        results[game.id] = measure(game, players, args.seconds)
    if args.json:
        print(json.dumps(results))
        return
    for game_id, row in results.items():
        print(f"{game_id} ({row['players']} players): {row['games_per_second']:,.0f} games/s, "
              f"{row['actions_per_second']:,.0f} actions/s ({row['actions_per_game']:.1f} per game), "
              f"{row['fast_actions_per_second']:,.0f} fast actions/s, "
              f"clone {row['clone_us']:.2f} µs, observation {row['observation_us']:.2f} µs")


if __name__ == "__main__":
    main()
