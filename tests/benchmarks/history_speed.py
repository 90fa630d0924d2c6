"""How long the history features take on whole games of every game: CPU seconds, so that a busy machine
does not distort them (the app runs these off the GUI thread; what a person waits is about the CPU time on
an idle core).

python tests/benchmarks/history_speed.py [--seeds 3] [--players 4]

For each registered game and seed, a whole game of `normal` players, then:
- replay: building the replay model of the record, and the mean of 50 jumps to random positions;
- hint: the coach's evaluation of every legal action at seat 0's first decision with a choice (the game's
  own hint budget, `coach_iterations`);
- review: the coach's after-game review of seat 0 (its `review_iterations` a decision), with the number of
  decisions reviewed;
- duplicate: `hard` (150 iterations a decision) playing the deal from seat 0, the other seats `normal`.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # this checkout's cardtable

from cardtable.ai import make_agent  # noqa: E402
from cardtable.app.shell.coach.analysis import HintRequest, decisions_to_review, review_game  # noqa: E402
from cardtable.app.shell.duplicate.benchmark import play_benchmark  # noqa: E402
from cardtable.app.shell.replay.model import ReplayModel  # noqa: E402
from cardtable.games import all_games  # noqa: E402


def whole_game(game, players: int, seed: int):
    state = game.new_game({"players": players}, seed)
    agents = [make_agent(game.id, "normal", seed=seed * 10 + seat, seconds=None) for seat in range(players)]
    while not state.is_terminal():
        seat = state.current_seat
        state.apply(agents[seat].choose(state.observation(seat), state.legal_actions(seat)), seat)
    return state


def cpu(function):
    started = time.process_time()
    result = function()
    return time.process_time() - started, result


def measure(game, players: int, seed: int) -> dict:
    state = whole_game(game, players, seed)
    record = state.record()
    build, model = cpu(lambda: ReplayModel(record))
    rng = random.Random(seed)
    jumps = [cpu(lambda: model.state(rng.randint(0, model.last)))[0] for _ in range(50)]
    first = decisions_to_review(state, [0])[0][0]
    position = model.state(first)
    hint, _ = cpu(lambda: HintRequest.at(position, 0).evaluate())
    review_time, review = cpu(lambda: review_game(state, [0]))
    levels = ["human"] + ["normal"] * (players - 1)
    duplicate, _ = cpu(lambda: play_benchmark(record, 0, levels))
    return {"moves": len(state.history), "build": build, "jump": statistics.mean(jumps), "hint": hint,
            "review": review_time, "decisions": len(review.points), "duplicate": duplicate}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args(argv)
    print(f"{'game':14} {'moves':>6} {'replay build':>12} {'jump':>8} {'hint':>7} {'review':>7} {'decisions':>9} "
          f"{'duplicate':>9}   (CPU seconds, mean of {args.seeds} games)")
    for game in all_games():
        players = min(max(args.players, game.min_players), game.max_players)
        runs = [measure(game, players, seed) for seed in range(1, args.seeds + 1)]
        mean = {key: statistics.mean(run[key] for run in runs) for key in runs[0]}
        print(f"{game.id:14} {mean['moves']:6.0f} {mean['build']:12.3f} {mean['jump'] * 1000:6.2f}ms "
              f"{mean['hint']:7.2f} {mean['review']:7.2f} {mean['decisions']:9.0f} {mean['duplicate']:9.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
