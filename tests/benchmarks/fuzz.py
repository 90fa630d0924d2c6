"""Fuzz every registered game's rules at length: the steps of tests/generic/test_rules_fuzz.py (legal
actions, actions legal elsewhere, malformed ones, wrong seats, values of every type), game after game, from
a seeded random generator instead of Hypothesis.

python tests/benchmarks/fuzz.py [--actions N] [--games ID ...] [--seed S] [--json]

For each game (the test game Sealed Bid included) it tries at least N actions (default 100,000) and prints
the actions tried, those accepted as legal, those refused, the errors (an illegal action accepted or
changing the state, a legal one refused, an invariant lost, or any other exception: each is printed with its
traceback, and the game under way is dropped for a fresh one) and the CPU seconds. Every legal action has
its invariants checked; the round trips (saved state, record, position) every 20 legal actions and at the
end of every game. Exits 1 when any error was met.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # this checkout's cardtable and tests

from cardtable.games import all_games, register  # noqa: E402
from tests.generic.action_fuzz import RandomChooser, Tally, fuzz_session  # noqa: E402
from tests.generic.sealed_bid.rules import SealedBid  # noqa: E402

FULL_EVERY = 20
SHOWN_PROBLEMS = 3


def fuzz_game(game, actions: int, seed: int) -> tuple[Tally, float]:
    """At least `actions` steps on `game`, in whole games; the tally and the CPU seconds."""
    rng = random.Random(f"{game.id}-{seed}")
    total = Tally()
    started = time.process_time()
    while total.tried < actions:
        run = Tally()
        try:
            run = fuzz_session(game, RandomChooser(rng), steps=10**9, full_every=FULL_EVERY, tally=run)
        except Exception:  # noqa: BLE001 (every error is counted and shown, the run goes on)
            run.errors += 1
            if len(total.problems) < SHOWN_PROBLEMS:
                run.problems.append(traceback.format_exc())
        total.add(run)
    return total, time.process_time() - started


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--actions", type=int, default=100_000, help="actions to try per game")
    parser.add_argument("--games", nargs="*", help="game ids (default: every registered game)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    register(SealedBid)
    games = [game for game in all_games() if not args.games or game.id in args.games]
    figures = {}
    for game in games:
        tally, seconds = fuzz_game(game, args.actions, args.seed)
        figures[game.id] = {"tried": tally.tried, "legal": tally.legal, "refused": tally.refused,
                            "errors": tally.errors, "seconds": round(seconds, 1)}
        if not args.json:
            print(f"{game.id:<13} {tally.tried:>8} tried {tally.legal:>8} legal {tally.refused:>8} refused "
                  f"{tally.errors:>4} errors {seconds:8.1f} s", flush=True)
        for problem in tally.problems:
            print(problem, file=sys.stderr)
    if args.json:
        print(json.dumps(figures, indent=2))
    return 1 if any(entry["errors"] for entry in figures.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
