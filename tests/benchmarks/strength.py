"""Strength benchmark: duplicate, seat-rotated matches between two lineups of computer players.

python tests/benchmarks/strength.py --game nothanks --players 3 --a hard --b reference --option chips=shown \
    --seconds 0.1 --games 300
python tests/benchmarks/strength.py --game schnaeppchen --players 4 --a hard --b old-hard --a-seats 2 \
    --baseline /work/wt/baseline --seconds 0.2 --games 200

Side A holds `--a-seats` seats spread round the table (one: A,B,B; two of four: A,B,A,B), side B the
others. Every deal is played once per distinct rotation of that seating, so each seat of the table is held
by each side equally; `--games` counts games and must be a multiple of the rotations. Players (see
players.py): our levels, `reference`, `lr`, `old-<level>` (the old checkout of --baseline PATH or
$CARDTABLE_BASELINE, asked in a subprocess).

Prints A's win share (the share of the win going to A's seats, ties shared; parity is A's share of the
seats) with a 95% interval clustered by deal: the mean of A's share over each deal's rotations, then a
t interval over deals. Also the mean scores of A's and B's seats and their difference (clustered by deal
too: in a game scored by points, a margin says more than a win share), and per side the milliseconds and
search iterations per decision (decisions with a choice only) and decisions over a second.
`python tests/benchmarks/strength.py --pool run1.json run2.json` pools --json runs of other seeds.

A match longer than a sitting (300 games at 0.5 s a move take hours) is played with `--record FOLDER`:
deal by deal, each deal a run of its own seed (--seed, --seed + 1, ...) written to FOLDER/seed<N>.json as
soon as its games end. The same command again skips the deals already there, so a stopped match resumes
where it stopped; it ends with the pooled figures of the match's runs in the folder. Each run names the
code it measured (`code`: a digest of the committed search, rules and benchmark players, "-modified" when
they differ from the commit), and runs of different code are never pooled.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import multiprocessing
import os
import subprocess
import sys
import time
from dataclasses import dataclass, replace
from pathlib import Path
from statistics import NormalDist, mean, stdev
from typing import Sequence

ROOT = Path(__file__).resolve().parents[2]
for _path in (ROOT, ROOT / "tests" / "benchmarks"):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))  # this checkout's cardtable, whatever the environment installed

from cardtable.ai.arena import option_value  # noqa: E402
from cardtable.games import GameError, available_ids, get_game  # noqa: E402

from players import is_known, is_old, is_pooled, make_player, specs  # noqa: E402

DEFAULT_SECONDS = 0.8  # the app's budget per move, when none is given
SIDES = ("A", "B")


@dataclass(frozen=True)
class Budget:
    seconds: float | None
    iterations: int | None

    def __str__(self) -> str:
        parts = []
        if self.iterations is not None:
            parts.append(f"{self.iterations} iterations")
        if self.seconds is not None:
            parts.append(f"{self.seconds:g} s")
        return " and ".join(parts) + " per move"


@dataclass(frozen=True)
class Match:
    game: str
    players: int
    a: str
    b: str
    a_seats: int
    games: int
    seed: int
    budgets: tuple[Budget, Budget]
    options: tuple[tuple[str, object], ...] = ()
    baseline: str | None = None

    def spec(self, side: str) -> str:
        return self.a if side == "A" else self.b

    def budget(self, side: str) -> Budget:
        return self.budgets[SIDES.index(side)]


# --- seating -------------------------------------------------------------------------------------------
def seating(players: int, a_seats: int) -> tuple[str, ...]:
    """A's seats spread evenly round the table: 1 of 3 is A,B,B; 2 of 4 is A,B,A,B."""
    if not 1 <= a_seats < players:
        raise ValueError(f"Side A needs from 1 to {players - 1} of the {players} seats, not {a_seats}.")
    a = {math.floor(index * players / a_seats) for index in range(a_seats)}
    return tuple("A" if seat in a else "B" for seat in range(players))


def rotations(players: int, a_seats: int) -> list[tuple[str, ...]]:
    """The distinct rotations of the seating (A,B,A,B has two): over them, each seat is A's equally often."""
    base = seating(players, a_seats)
    found = []
    for shift in range(players):
        rotated = base[-shift:] + base[:-shift] if shift else base
        if rotated not in found:
            found.append(rotated)
    return found


def table(match: Match, index: int) -> tuple[int, int, tuple[str, ...]]:
    """Game `index`: its deal number, deal seed and the side of each seat."""
    turns = rotations(match.players, match.a_seats)
    deal, rotation = divmod(index, len(turns))
    return deal, match.seed * 1_000_003 + deal, turns[rotation]


# --- one game --------------------------------------------------------------------------------------------
def play_one(match: Match, index: int) -> dict:
    deal, deal_seed, sides = table(match, index)
    options = dict(match.options)
    options["players"] = match.players
    state = get_game(match.game).new_game(options, deal_seed)
    seats = []
    for seat, side in enumerate(sides):
        budget = match.budget(side)
        seats.append(make_player(match.spec(side), match.game, (match.seed * 1_000_003 + index) * 16 + seat,
                                 budget.seconds, budget.iterations, options=options, deal_seed=deal_seed,
                                 history=lambda: state.history, baseline=match.baseline))
    moves = {side: {"decisions": 0, "seconds": 0.0, "max_seconds": 0.0, "iterations": 0, "over_a_second": 0}
             for side in SIDES}
    while not state.is_terminal():
        seat = state.to_act()[0]
        legal = state.legal_actions()
        observation = state.observation(seat)
        started = time.perf_counter()
        action = seats[seat].choose(observation, legal)
        elapsed = time.perf_counter() - started
        if len(legal) > 1:
            tally = moves[sides[seat]]
            tally["decisions"] += 1
            tally["seconds"] += elapsed
            tally["max_seconds"] = max(tally["max_seconds"], elapsed)
            tally["iterations"] += getattr(seats[seat], "last_iterations", 0) or 0
            tally["over_a_second"] += elapsed > 1.0
        state.apply(action, seat)
    for player in seats:
        if hasattr(player, "close"):  # a pooled search: its workers drop the game's trees
            player.close()
    counters: dict = {side: {} for side in SIDES}
    for seat, player in enumerate(seats):
        if hasattr(player, "counters"):
            for name, count in player.counters().items():
                counters[sides[seat]][name] = counters[sides[seat]].get(name, 0) + count
    shares = state.ranking().win_shares()
    return {"index": index, "deal": deal, "sides": sides, "shares": list(shares), "scores": list(state.scores()),
            "moves": moves, "counters": counters}


def _play_indexed(task: tuple[Match, int]) -> dict:
    return play_one(*task)


# --- statistics ----------------------------------------------------------------------------------------------
def t_quantile(probability: float, df: int) -> float:
    """Student's t quantile, by the Cornish-Fisher expansion (within 0.2% of the table from 3 degrees of
    freedom); exact below 3."""
    if df < 1:
        return math.inf
    if df == 1:
        return math.tan(math.pi * (probability - 0.5))
    z = NormalDist().inv_cdf(probability)
    if df == 2:
        p = 2 * probability - 1 if probability > 0.5 else 1 - 2 * probability
        t = math.sqrt(2 * p * p / (1 - p * p))
        return t if probability > 0.5 else -t
    g1 = (z ** 3 + z) / 4
    g2 = (5 * z ** 5 + 16 * z ** 3 + 3 * z) / 96
    g3 = (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / 384
    g4 = (79 * z ** 9 + 776 * z ** 7 + 1482 * z ** 5 - 1920 * z ** 3 - 945 * z) / 92160
    return z + g1 / df + g2 / df ** 2 + g3 / df ** 3 + g4 / df ** 4


def clustered_interval(values_by_cluster: Sequence[Sequence[float]], level: float = 0.95) -> tuple:
    """(mean, low, high): the mean of the cluster means and a t interval over clusters (games of one deal are
    not independent: a good deal for a seat is good for whichever side holds it in each rotation)."""
    means = [mean(values) for values in values_by_cluster]
    centre = mean(means)
    if len(means) < 2:
        return centre, math.nan, math.nan
    half = t_quantile(0.5 + level / 2, len(means) - 1) * stdev(means) / math.sqrt(len(means))
    return centre, centre - half, centre + half


def share_interval(values_by_deal: Sequence[Sequence[float]]) -> tuple:
    """`clustered_interval` of win shares, its ends kept within [0, 1]."""
    centre, low, high = clustered_interval(values_by_deal)
    return centre, max(0.0, low), min(1.0, high)


def a_share(result: dict) -> float:
    return sum(share for share, side in zip(result["shares"], result["sides"]) if side == "A")


def score_margin(result: dict) -> float:
    """The mean score of A's seats minus that of B's seats in one game."""
    sides = result["sides"]
    return (mean(score for score, side in zip(result["scores"], sides) if side == "A")
            - mean(score for score, side in zip(result["scores"], sides) if side == "B"))


# What a match's players run: the shared search, the rules' core, the game's package and the benchmark players.
MEASURED_CODE = ("cardtable/ai", "cardtable/games/core.py", "cardtable/games/know_how.py",
                 "cardtable/games/positions.py", "tests/benchmarks/players.py", "tests/benchmarks/reference_nothanks.py",
                 "tests/benchmarks/logistic_policy.py", "tests/benchmarks/baseline_player.py",
                 "tests/benchmarks/tuning")


def code_fingerprint(game: str) -> str | None:
    """Which code a match of `game` measures: a digest of the committed versions of MEASURED_CODE and the game's
    package, with "-modified" when any of them differs from the commit; None outside a git checkout. It changes
    only when the players' code does, so a match resumed from a later commit still pools with its earlier runs."""
    paths = (*MEASURED_CODE, f"cardtable/games/{game}")

    def git(*args: str) -> str:
        return subprocess.run(["git", "-C", str(ROOT), *args], capture_output=True, text=True, check=True).stdout

    try:
        objects = git("rev-parse", *(f"HEAD:{path}" for path in paths))
        changed = git("status", "--porcelain", "--untracked-files=no", "--", *paths).strip()
    except (OSError, subprocess.CalledProcessError):
        return None
    return hashlib.sha1(objects.encode()).hexdigest()[:12] + ("-modified" if changed else "")


def summarize(match: Match, results: Sequence[dict], elapsed: float) -> dict:
    by_deal: dict[int, list[float]] = {}
    margins: dict[int, list[float]] = {}
    for result in sorted(results, key=lambda result: result["index"]):
        by_deal.setdefault(result["deal"], []).append(a_share(result))
        margins.setdefault(result["deal"], []).append(score_margin(result))
    share, low, high = share_interval(list(by_deal.values()))
    margin, margin_low, margin_high = clustered_interval(list(margins.values()))
    sides = {}
    for side in SIDES:
        scores = [score for result in results for score, seat_side in zip(result["scores"], result["sides"])
                  if seat_side == side]
        tallies = [result["moves"][side] for result in results]
        decisions = sum(tally["decisions"] for tally in tallies)
        counters: dict = {}
        for result in results:
            for name, count in result["counters"][side].items():
                counters[name] = counters.get(name, 0) + count
        sides[side] = {
            "player": match.spec(side), "seats": seating(match.players, match.a_seats).count(side),
            "budget": str(match.budget(side)), "mean_score": mean(scores), "decisions": decisions,
            "mean_ms": 1000 * sum(tally["seconds"] for tally in tallies) / decisions if decisions else 0.0,
            "max_ms": 1000 * max(tally["max_seconds"] for tally in tallies),
            "mean_iterations": sum(tally["iterations"] for tally in tallies) / decisions if decisions else 0.0,
            "over_a_second": sum(tally["over_a_second"] for tally in tallies), "counters": counters,
        }
    return {"game": match.game, "players": match.players, "options": dict(match.options), "seed": match.seed,
            "games": len(results), "deals": len(by_deal), "seating": "".join(seating(match.players, match.a_seats)),
            "parity": match.a_seats / match.players, "a_win_share": share, "a_win_share_ci95": [low, high],
            "a_score_margin": margin, "a_score_margin_ci95": [margin_low, margin_high],
            "sides": sides, "seconds": elapsed,
            "code": code_fingerprint(match.game),
            # per deal, A's mean share and score margin over its rotations: runs of other seeds pool by these
            "deal_shares": {deal: mean(shares) for deal, shares in sorted(by_deal.items())},
            "deal_margins": {deal: mean(values) for deal, values in sorted(margins.items())}}


def format_summary(summary: dict) -> str:
    a, b = summary["sides"]["A"], summary["sides"]["B"]
    options = "".join(f" {key}={value}" for key, value in summary["options"].items())
    low, high = summary["a_win_share_ci95"]
    lines = [f"{summary['game']}, {summary['players']} players{options}, seating {summary['seating']} rotated, "
             f"seed {summary['seed']}: {summary['games']} games, {summary['deals']} deals, "
             f"{summary['seconds']:.0f} s",
             f"A = {a['player']} ({a['budget']}), B = {b['player']} ({b['budget']})",
             f"win share of A: {summary['a_win_share']:.1%}  95% CI [{low:.1%}, {high:.1%}] (by deal)  "
             f"parity {summary['parity']:.1%}",
             *_margin_line(summary),
             f"{'side':<5}{'player':<16}{'seats':>5}{'mean score':>11}{'mean ms':>9}{'max ms':>8}"
             f"{'iter/move':>10}{'over 1 s':>13}"]
    for side, row in summary["sides"].items():
        lines.append(f"{side:<5}{row['player']:<16}{row['seats']:>5}{row['mean_score']:>11.2f}{row['mean_ms']:>9.1f}"
                     f"{row['max_ms']:>8.0f}{row['mean_iterations']:>10.0f}"
                     f"{row['over_a_second']:>6}/{row['decisions']}")
        if row["counters"]:
            lines.append(f"     {row['player']} counters: "
                         + ", ".join(f"{name} {count}" for name, count in row["counters"].items()))
    return "\n".join(lines)


def _margin_line(summary: dict) -> list[str]:
    if "a_score_margin" not in summary:  # a summary written before the margin was measured
        return []
    low, high = summary["a_score_margin_ci95"]
    return [f"score of A minus score of B: {summary['a_score_margin']:+.2f}  95% CI [{low:+.2f}, {high:+.2f}] "
            "(by deal)"]


# --- running ------------------------------------------------------------------------------------------------
def run(match: Match, jobs: int = 1, progress: bool = True) -> dict:
    started = time.perf_counter()
    tasks = [(match, index) for index in range(match.games)]
    results = []
    if jobs > 1:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            for result in pool.imap_unordered(_play_indexed, tasks):
                results.append(result)
                _progress(progress, results, match, started)
    else:
        for task in tasks:
            results.append(_play_indexed(task))
            _progress(progress, results, match, started)
    if progress and sys.stderr.isatty():
        print(file=sys.stderr)
    return summarize(match, results, time.perf_counter() - started)


def _progress(enabled: bool, results: list, match: Match, started: float) -> None:
    if not enabled:
        return
    done, total = len(results), match.games
    elapsed = time.perf_counter() - started
    share = mean(a_share(result) for result in results)
    line = (f"{done}/{total} games, A's share so far {share:.1%}, {elapsed:.0f} s elapsed, "
            f"about {elapsed / done * (total - done):.0f} s left")
    if sys.stderr.isatty():
        print(f"\r{line}   ", end="", file=sys.stderr, flush=True)
    elif done == total or done % max(1, total // 20) == 0:
        print(line, file=sys.stderr, flush=True)


def parse_args(argv: Sequence[str] | None) -> tuple[Match, argparse.Namespace]:
    parser = argparse.ArgumentParser(prog="python tests/benchmarks/strength.py",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, help=f"one of: {', '.join(available_ids())}")
    parser.add_argument("--players", type=int, help="seats at the table (default: the game's fewest)")
    parser.add_argument("--a", required=True, help=f"side A's player: {', '.join(specs())}, reference:c=N")
    parser.add_argument("--b", required=True, help="side B's player")
    parser.add_argument("--a-seats", type=int, default=1, help="how many seats side A holds (default 1)")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a rule variant")
    parser.add_argument("--seconds", type=float, help=f"seconds per move (default {DEFAULT_SECONDS})")
    parser.add_argument("--iterations", type=int, help="search iterations per move (reproducible)")
    for side in "ab":
        parser.add_argument(f"--{side}-seconds", type=float, help=f"side {side.upper()}'s own seconds per move")
        parser.add_argument(f"--{side}-iterations", type=int, help=f"side {side.upper()}'s own iterations")
    parser.add_argument("--games", type=int, default=300, help="games (a multiple of the rotations)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--baseline", help="the old checkout for old-<level> players "
                                           "(default: $CARDTABLE_BASELINE)")
    parser.add_argument("--json", action="store_true", help="print the summary as one JSON object")
    parser.add_argument("--quiet", action="store_true", help="no progress line")
    parser.add_argument("--record", metavar="FOLDER", help="play deal by deal, each deal's run saved in FOLDER as "
                                                           "it ends; the same command resumes the match")
    args = parser.parse_args(argv)
    try:
        game = get_game(args.game)
    except GameError as error:
        parser.error(error.reason)
    players = args.players or game.min_players
    for spec in (args.a, args.b):
        if not is_known(spec):
            parser.error(f"unknown player {spec!r}: choose one of {', '.join(specs())}")
        if not (is_old(spec) or is_pooled(spec)):  # a pooled one would start its workers here for nothing
            try:  # a player of another game, or a module not merged yet, stops here rather than mid-match
                make_player(spec, args.game, 0, iterations=1)
            except ValueError as error:
                parser.error(str(error))
    try:
        turns = rotations(players, args.a_seats)
    except ValueError as error:
        parser.error(str(error))
    if args.games < 1 or args.games % len(turns):
        parser.error(f"--games must be a positive multiple of the {len(turns)} rotations of the seating")
    if args.jobs < 1:
        parser.error("--jobs must be at least 1")
    options = dict(_parse_option(parser, text) for text in args.option)
    try:
        game.validate_options({**options, "players": players})
    except GameError as error:
        parser.error(error.reason)
    budgets = tuple(_budget(args, side) for side in "ab")
    baseline = args.baseline
    if (is_old(args.a) or is_old(args.b)):
        from players import baseline_path

        try:
            baseline = baseline_path(baseline)
        except ValueError as error:
            parser.error(str(error))
    match = Match(args.game, players, args.a, args.b, args.a_seats, args.games, args.seed, budgets,
                  tuple(sorted(options.items())), baseline)
    return match, args


def _budget(args: argparse.Namespace, side: str) -> Budget:
    """A side's own budget replaces the common one whole (its seconds, its iterations)."""
    seconds, iterations = getattr(args, f"{side}_seconds"), getattr(args, f"{side}_iterations")
    if seconds is None and iterations is None:
        seconds, iterations = args.seconds, args.iterations
    if seconds is None and iterations is None:
        seconds = DEFAULT_SECONDS
    return Budget(seconds, iterations)


def _parse_option(parser: argparse.ArgumentParser, text: str) -> tuple[str, object]:
    key, sep, value = text.partition("=")
    if not sep:
        parser.error(f"--option takes KEY=VALUE, not {text!r}")
    return key, option_value(value)


def pooled(summaries: Sequence[dict]) -> dict:
    """A's win share and score margin over several runs of one match with other seeds (their --json summaries),
    with the intervals clustered by deal over all their deals."""
    keys = {(s["game"], s["players"], s["seating"], s["sides"]["A"]["player"], s["sides"]["B"]["player"],
             s["sides"]["A"]["budget"], s["sides"]["B"]["budget"], s.get("code")) for s in summaries}
    if len(keys) != 1 or len({s["seed"] for s in summaries}) != len(summaries):
        raise ValueError("Pool runs of the same match (game, seating, players, budgets, code) with distinct seeds.")
    deals = [[share] for s in summaries for share in s["deal_shares"].values()]
    share, low, high = share_interval(deals)
    result = {"runs": len(summaries), "games": sum(s["games"] for s in summaries), "deals": len(deals),
              "a_win_share": share, "a_win_share_ci95": [low, high], "parity": summaries[0]["parity"],
              "code": summaries[0].get("code")}
    if all("deal_margins" in s for s in summaries):  # runs written before per-deal margins have none
        margin, margin_low, margin_high = clustered_interval(
            [[value] for s in summaries for value in s["deal_margins"].values()])
        result.update(a_score_margin=margin, a_score_margin_ci95=[margin_low, margin_high])
    for side in SIDES:
        rows = [s["sides"][side] for s in summaries]
        decisions = sum(row["decisions"] for row in rows)
        for figure in ("mean_iterations", "mean_ms"):  # per decision, over every run's decisions
            result[f"{side.lower()}_{figure}"] = (
                sum(row[figure] * row["decisions"] for row in rows) / decisions if decisions else 0.0)
        result[f"{side.lower()}_over_a_second"] = sum(row["over_a_second"] for row in rows)
        result[f"{side.lower()}_decisions"] = decisions
    return result


def format_pooled(result: dict) -> str:
    low, high = result["a_win_share_ci95"]
    lines = [f"{result['runs']} runs, {result['games']} games, {result['deals']} deals: win share of A "
             f"{result['a_win_share']:.1%}  95% CI [{low:.1%}, {high:.1%}] (by deal)  parity {result['parity']:.1%}"]
    if "a_score_margin" in result:
        low, high = result["a_score_margin_ci95"]
        lines.append(f"score of A minus score of B: {result['a_score_margin']:+.2f}  95% CI [{low:+.2f}, {high:+.2f}] "
                     "(by deal)")
    lines.append(f"iterations a move: A {result['a_mean_iterations']:.0f}, B {result['b_mean_iterations']:.0f}; "
                 f"moves over 1 s: A {result['a_over_a_second']}/{result['a_decisions']}, "
                 f"B {result['b_over_a_second']}/{result['b_decisions']}; code {result['code'] or 'unknown'}")
    return "\n".join(lines)


# --- a long match, deal by deal ------------------------------------------------------------------------------
def deal_runs(match: Match) -> list[Match]:
    """The match as one run per deal, each with its own seed: match.seed, match.seed + 1, ..."""
    rotation_count = len(rotations(match.players, match.a_seats))
    return [replace(match, seed=match.seed + deal, games=rotation_count)
            for deal in range(match.games // rotation_count)]


def record_path(folder: Path, run: Match) -> Path:
    return folder / f"seed{run.seed}.json"


def run_recorded(match: Match, folder: Path, jobs: int = 1, progress: bool = True) -> dict:
    """Play the deals of `match` not yet recorded in `folder`, writing each run there as it ends, and pool
    every run of the match found there."""
    folder.mkdir(parents=True, exist_ok=True)
    deals = deal_runs(match)
    for number, deal in enumerate(deals, 1):
        path = record_path(folder, deal)
        if path.exists():
            continue
        summary = run(deal, jobs=jobs, progress=False)
        temporary = path.with_suffix(".tmp")
        temporary.write_text(json.dumps(summary))
        os.replace(temporary, path)  # a run is in the folder whole or not at all
        if progress:
            print(f"deal {number}/{len(deals)} (seed {deal.seed}): A's share {summary['a_win_share']:.1%}",
                  file=sys.stderr, flush=True)
    return pooled([json.loads(record_path(folder, deal).read_text()) for deal in deals])


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["--pool"]:  # python strength.py --pool run1.json run2.json
        print(format_pooled(pooled([json.loads(Path(name).read_text()) for name in argv[1:]])))
        return 0
    match, args = parse_args(argv)
    if args.record:
        result = run_recorded(match, Path(args.record), jobs=args.jobs, progress=not args.quiet)
        print(json.dumps(result) if args.json else format_pooled(result))
        return 0
    summary = run(match, jobs=args.jobs, progress=not args.quiet)
    print(json.dumps(summary) if args.json else format_summary(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
