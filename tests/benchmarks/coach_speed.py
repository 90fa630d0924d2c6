"""The coach's speed: the Hint's first and final figures, and the after-game review's processor time.

PYTHONPATH=$PWD .venv/bin/python tests/benchmarks/coach_speed.py [--hog] [--json] [--old PATH] [--games ID ...]
    [--hints-only] (no review)

- hint: for POSITIONS positions of every game (random play from a few seeds at the largest player count, up to
  a decision with a choice), the wall time from the request to the first figures and to the final ones, with
  the game's own budget (`coach_iterations`) searched in a started, warmed-up `SearchPool` of two workers
  (the window's way); median and worst per game. `--hog`: one busy process per core runs all along.
- review: the game reviewed is the longest (most moves) of SELF_PLAY_GAMES self-play games of `normal` players
  at the game's largest player count, deal seeds 1000, 1001, ...; seat 0 is the person. Its review
  (`review_game`, the game's `review_iterations`) runs in this process: its processor time is the whole
  work's (the pool's workers would do the same searches). Also the processor time of the same review in the
  pool, this process's and the workers' (read from /proc) added up.
- before (with `--old PATH`): the reference commit's hint, its whole answer's wall time at the same positions
  (one search in the asking process, as its window ran it).
- agreement (with `--old PATH`, a checkout of the reference commit with the old coach, e.g. /work/wt/old): the
  same game reviewed by the old code in a subprocess; the share of decisions whose coach's best move is the
  same (`best_same`), the share of the old turning points that are turning points again (`turning_same`),
  and the mean |difference| of the played move's win chance (`chance_diff`). For scale, the old code
  against itself with other search seeds (`noise_*`): the search's own noise.

Prints a table; `--json`: one flat object, keys `<game>_hint_first_median`, `_hint_first_worst`,
`_hint_final_median`, `_hint_final_worst`, `_hint_cpu_median`, `_hint_cpu_worst` (seconds; cpu: this
process's and the workers' processor time for the whole hint), `hint_first_worst` and `hint_final_worst` (the
worst over the games measured), `<game>_review_cpu`, `<game>_review_pool_cpu`
(seconds), `<game>_review_decisions`, `<game>_review_moves`, and with `--old`: `<game>_hint_old_median`,
`<game>_hint_old_worst`, `<game>_review_old_cpu`,
`<game>_best_same`, `<game>_turning_same`, `<game>_chance_diff`, `<game>_noise_best_same`,
`<game>_noise_turning_same`, `<game>_noise_chance_diff`; and `hog` (true/false).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import random
import statistics
import subprocess
import sys
import time

POSITIONS = 5
SELF_PLAY_GAMES = 4
GAMES = ("nothanks", "schnaeppchen", "faehrte", "negoce")
NOISE_SALT = 7_777  # the search seeds of the old code's second review, for the noise floor


def longest_game(game_id: str):
    """The longest of the self-play games of `normal` players (the same on any commit whose players agree)."""
    from cardtable.ai.agents import make_agent
    from cardtable.ai.play import play_game
    from cardtable.games import get_game

    players = get_game(game_id).max_players
    longest = None
    for index in range(SELF_PLAY_GAMES):
        agents = [make_agent(game_id, "normal", seed=index * 10 + seat) for seat in range(players)]
        state = play_game(game_id, agents, seed=1000 + index).state
        if longest is None or len(state.history) > len(longest.history):
            longest = state
    return longest


def review_dump(game_id: str, salt: int = 0) -> dict:
    """The review of the longest game, as plain data (the moves by their repr), and its processor time."""
    try:
        from cardtable.app.shell.coach import analysis
    except ImportError:  # the reference commit's place of it
        from cardtable.app.coach import analysis

    if salt:
        seed = analysis.coach_seed
        analysis.coach_seed = lambda game_seed, length, seat: seed(game_seed + salt, length, seat)
    state = longest_game(game_id)
    started = time.process_time()
    review = analysis.review_game(state, [0])
    cpu = time.process_time() - started
    return {"cpu": cpu, "moves": len(state.history), "history": repr(state.history),
            "points": [[point.move, repr(point.played), repr(point.best), point.chance] for point in review.points],
            "turning": [point.move for point in review.turning_points]}


def agreement(old: dict, new: dict) -> dict:
    if old["history"] != new["history"]:
        raise SystemExit("The self-play games differ between the two commits: no comparison.")
    new_points = {point[0]: point for point in new["points"]}
    pairs = [(point, new_points[point[0]]) for point in old["points"] if point[0] in new_points]
    turning = set(old["turning"])
    return {"best_same": sum(a[2] == b[2] for a, b in pairs) / max(1, len(pairs)),
            "turning_same": len(turning & set(new["turning"])) / len(turning) if turning else 1.0,
            "chance_diff": sum(abs(a[3] - b[3]) for a, b in pairs) / max(1, len(pairs))}


def old_hint_dump(game_id: str) -> list[float]:
    """The whole answer's wall time at each position, as the reference commit's coach gave it (one search in
    the asking process; no first figures)."""
    try:
        from cardtable.app.shell.coach.analysis import HintRequest
    except ImportError:  # the reference commit's place of it
        from cardtable.app.coach.analysis import HintRequest

    times = []
    for state in positions(game_id):
        request = HintRequest.at(state, state.to_act()[0])
        started = time.perf_counter()
        request.evaluate()
        times.append(time.perf_counter() - started)
    return times


def old_review(path: str, game_id: str, salt: int = 0) -> dict:
    return in_old(path, f"review_dump({game_id!r}, {salt})")


def in_old(path: str, call: str):
    """`call` (of this module) run by the reference checkout at `path`, its JSON answer."""
    env = dict(os.environ, PYTHONPATH=path)
    python = os.path.join(path, ".venv", "bin", "python")
    code = (f"import json, sys; sys.path.insert(0, {os.path.dirname(os.path.abspath(__file__))!r}); "
            f"import coach_speed; print(json.dumps(coach_speed.{call}))")
    done = subprocess.run([python if os.path.exists(python) else sys.executable, "-c", code], env=env, cwd=path,
                          capture_output=True, text=True, check=True)
    return json.loads(done.stdout.splitlines()[-1])


def positions(game_id: str, count: int = POSITIONS) -> list:
    from cardtable.games import get_game

    game = get_game(game_id)
    found = []
    for seed in range(count):
        state = game.new_game(game.validate_options({"players": game.max_players}), 100 + seed)
        rng = random.Random(seed)
        for _ in range(8 + 6 * (seed % POSITIONS)):  # from the opening to the middle game
            if state.is_terminal():
                break
            state.apply(rng.choice(state.legal_actions()))
        while not state.is_terminal() and len(state.legal_actions()) < 2:
            state.apply(state.legal_actions()[0])
        if not state.is_terminal():
            found.append(state)
    return found


def hint_times(pool, game_id: str) -> tuple[list[float], list[float], list[float]]:
    """Per position: wall time to the first figures, to the final ones, and the processor time of the whole
    hint (this process's and the workers' added up)."""
    from cardtable.app.shell.coach.analysis import HintRequest

    pids = [process.pid for process in pool.processes()]
    firsts, finals, cpus = [], [], []
    for state in positions(game_id):
        request = HintRequest.at(state, state.to_act()[0])
        first = []
        cpu = time.process_time() + sum(process_cpu(pid) for pid in pids)
        started = time.perf_counter()
        request.evaluate(snapshot=lambda figures: first or first.append(time.perf_counter() - started), pool=pool)
        final = time.perf_counter() - started
        cpus.append(time.process_time() + sum(process_cpu(pid) for pid in pids) - cpu)
        firsts.append(first[0] if first else final)
        finals.append(final)
    return firsts, finals, cpus


def process_cpu(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def pool_review_cpu(pool, game_id: str) -> float:
    from cardtable.app.shell.coach.analysis import review_game

    state = longest_game(game_id)
    pids = [process.pid for process in pool.processes()]
    before = time.process_time() + sum(process_cpu(pid) for pid in pids)
    review_game(state, [0], pool=pool)
    return time.process_time() + sum(process_cpu(pid) for pid in pids) - before


def busy() -> None:
    while True:
        pass


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hog", action="store_true", help="one busy process per core all along")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--old", help="a checkout of the reference commit, for the review's agreement")
    parser.add_argument("--games", nargs="*", default=list(GAMES))
    parser.add_argument("--hints-only", action="store_true", help="skip the review")
    arguments = parser.parse_args()

    from cardtable.ai.pool import SearchPool
    from cardtable.app.shell.coach.analysis import HintRequest

    figures: dict = {"hog": arguments.hog}
    hogs = []
    if arguments.hog:
        hogs = [multiprocessing.get_context("spawn").Process(target=busy, daemon=True)
                for _ in range(os.cpu_count() or 1)]
        for hog in hogs:
            hog.start()
    pool = SearchPool(2)
    try:
        pool.start(wait=True)
        for game_id in arguments.games:  # the workers import every game before the first figure is timed
            state = positions(game_id)[0]
            HintRequest.at(state, state.to_act()[0], iterations=200).evaluate(pool=pool)
        for game_id in arguments.games:
            print(f"{game_id}: hints, then the review", file=sys.stderr, flush=True)  # a long run shows its way
            firsts, finals, cpus = hint_times(pool, game_id)
            figures.update({f"{game_id}_hint_first_median": statistics.median(firsts),
                            f"{game_id}_hint_first_worst": max(firsts),
                            f"{game_id}_hint_final_median": statistics.median(finals),
                            f"{game_id}_hint_final_worst": max(finals),
                            f"{game_id}_hint_cpu_median": statistics.median(cpus),
                            f"{game_id}_hint_cpu_worst": max(cpus)})
            figures["hint_first_worst"] = max(figures.get("hint_first_worst", 0.0), max(firsts))
            figures["hint_final_worst"] = max(figures.get("hint_final_worst", 0.0), max(finals))
            if arguments.hints_only:
                continue
            new = review_dump(game_id)
            figures.update({f"{game_id}_review_cpu": new["cpu"], f"{game_id}_review_moves": new["moves"],
                            f"{game_id}_review_decisions": len(new["points"]),
                            f"{game_id}_review_pool_cpu": pool_review_cpu(pool, game_id)})
            if arguments.old:
                old_hints = in_old(arguments.old, f"old_hint_dump({game_id!r})")
                figures.update({f"{game_id}_hint_old_median": statistics.median(old_hints),
                                f"{game_id}_hint_old_worst": max(old_hints)})
                old = old_review(arguments.old, game_id)
                figures[f"{game_id}_review_old_cpu"] = old["cpu"]
                figures.update({f"{game_id}_{key}": value for key, value in agreement(old, new).items()})
                noise = agreement(old, old_review(arguments.old, game_id, NOISE_SALT))
                figures.update({f"{game_id}_noise_{key}": value for key, value in noise.items()})
    finally:
        pool.shutdown()
        for hog in hogs:
            hog.terminate()
    if arguments.json:
        print(json.dumps(figures, indent=1))
        return
    print(f"hog: {arguments.hog}")
    print(f"worst first {figures['hint_first_worst']:.3f} s, worst final {figures['hint_final_worst']:.3f} s")
    for game_id in arguments.games:
        keys = sorted(key for key in figures if key.startswith(game_id + "_"))
        print(game_id)
        for key in keys:
            value = figures[key]
            print(f"  {key[len(game_id) + 1:]:24} {value:8.3f}" if isinstance(value, float) else
                  f"  {key[len(game_id) + 1:]:24} {value}")


if __name__ == "__main__":
    main()
