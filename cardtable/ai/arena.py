"""The arena: computer players against each other, seats rotated over the same deals.

python -m cardtable.arena --game nothanks --players 4 --seats hard,normal,normal,normal --games 200 --seed 1
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import sys
import time
from dataclasses import dataclass
from statistics import mean, pstdev
from typing import Sequence

from ..games import GameError, available_ids, get_game
from .agents import DEFAULT_SECONDS, LEVELS, make_agent
from .play import play_game


@dataclass(frozen=True)
class ArenaConfig:
    game: str
    seats: tuple[str, ...]
    games: int
    seed: int
    iterations: int | None
    seconds: float | None
    options: tuple[tuple[str, object], ...] = ()

    @property
    def players(self) -> int:
        return len(self.seats)

    def lineup(self, index: int) -> tuple[int, tuple[str, ...]]:
        """Game `index`: its deal seed and the level in each seat (rotated by one seat per game)."""
        deal, rotation = divmod(index, self.players)
        seats = tuple(self.seats[(seat - rotation) % self.players] for seat in range(self.players))
        return self.seed * 1_000_003 + deal, seats


@dataclass(frozen=True)
class SeatResult:
    level: str
    win_share: float
    score: float
    decisions: tuple[float, ...]


def play_one(config: ArenaConfig, index: int) -> list[SeatResult]:
    deal_seed, levels = config.lineup(index)
    agents = [make_agent(config.game, level, seed=hash((config.seed, index, seat)) & 0xFFFFFFFF,
                         seconds=config.seconds, iterations=config.iterations)
              for seat, level in enumerate(levels)]
    played = play_game(config.game, agents, dict(config.options), deal_seed)
    shares = played.state.ranking().win_shares()
    scores = played.state.scores()
    return [SeatResult(level, shares[seat], scores[seat], tuple(played.decision_seconds[seat]))
            for seat, level in enumerate(levels)]


def _play_indexed(args: tuple[ArenaConfig, int]) -> list[SeatResult]:
    return play_one(*args)


def run(config: ArenaConfig, jobs: int = 1, progress: bool = False) -> dict:
    started = time.perf_counter()
    results: list[list[SeatResult]] = []
    tasks = [(config, index) for index in range(config.games)]
    if jobs > 1:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            for game_results in pool.imap_unordered(_play_indexed, tasks):
                results.append(game_results)
                _progress(progress, len(results), config.games, started)
    else:
        for task in tasks:
            results.append(_play_indexed(task))
            _progress(progress, len(results), config.games, started)
    if progress and sys.stderr.isatty():
        print(file=sys.stderr)
    elapsed = time.perf_counter() - started
    return summarize(config, results, elapsed)


def _progress(enabled: bool, done: int, total: int, started: float) -> None:
    if not enabled:
        return
    elapsed = time.perf_counter() - started
    eta = elapsed / done * (total - done)
    line = f"{done}/{total} games, {elapsed:.0f} s elapsed, about {eta:.0f} s left"
    if sys.stderr.isatty():
        print(f"\r{line}   ", end="", file=sys.stderr, flush=True)
    elif done == total or done % max(1, total // 10) == 0:
        print(line, file=sys.stderr, flush=True)


def summarize(config: ArenaConfig, results: Sequence[Sequence[SeatResult]], elapsed: float) -> dict:
    agents = {}
    for level in dict.fromkeys(config.seats):
        seats = [seat for game in results for seat in game if seat.level == level]
        shares = [seat.win_share for seat in seats]
        decisions = [t for seat in seats for t in seat.decisions]
        rate = mean(shares)
        half_width = 1.96 * pstdev(shares) / math.sqrt(len(shares)) if len(shares) > 1 else 0.0
        agents[level] = {
            "seats": config.seats.count(level),
            "win_rate": rate,
            "win_rate_ci95": [max(0.0, rate - half_width), min(1.0, rate + half_width)],
            "mean_score": mean(seat.score for seat in seats),
            "decisions": len(decisions),
            "mean_decision_seconds": mean(decisions) if decisions else 0.0,
            "max_decision_seconds": max(decisions) if decisions else 0.0,
            "decisions_over_a_second": sum(1 for t in decisions if t > 1.0),
        }
    return {
        "game": config.game, "players": config.players, "seats": list(config.seats), "games": len(results),
        "seed": config.seed, "iterations": config.iterations, "time_per_move": config.seconds,
        "options": dict(config.options), "parity": 1.0 / config.players, "seconds": elapsed,
        "games_per_second": len(results) / elapsed if elapsed else 0.0, "agents": agents,
    }


def format_summary(summary: dict) -> str:
    lines = [f"{summary['games']} games of {summary['game']}, {summary['players']} players, seats "
             f"{','.join(summary['seats'])}, seed {summary['seed']} "
             f"({summary['games_per_second']:.2f} games/s, parity {summary['parity']:.1%})",
             f"{'agent':<8} {'seats':>5} {'win rate':>9} {'95% CI':>17} {'mean score':>11} "
             f"{'mean move':>10} {'max move':>9} {'over 1 s':>9}"]
    for level, row in summary["agents"].items():
        low, high = row["win_rate_ci95"]
        lines.append(f"{level:<8} {row['seats']:>5} {row['win_rate']:>9.1%} {f'[{low:.1%}, {high:.1%}]':>17} "
                     f"{row['mean_score']:>11.2f} {row['mean_decision_seconds'] * 1000:>8.1f}ms "
                     f"{row['max_decision_seconds'] * 1000:>7.0f}ms "
                     f"{row['decisions_over_a_second']:>4}/{row['decisions']}")
    return "\n".join(lines)


def parse_args(argv: Sequence[str] | None) -> tuple[ArenaConfig, argparse.Namespace]:
    parser = argparse.ArgumentParser(prog="python -m cardtable.arena",
                                     description="Play computer players against each other.")
    parser.add_argument("--game", required=True, help=f"one of: {', '.join(available_ids())}")
    parser.add_argument("--players", type=int, help="number of players (default: the number of seats)")
    parser.add_argument("--seats", required=True, help=f"comma-separated levels ({', '.join(LEVELS)})")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--iterations", type=int, help="search iterations per move for 'hard' (reproducible)")
    parser.add_argument("--time-per-move", type=float, default=None,
                        help=f"seconds of search per 'hard' move (default {DEFAULT_SECONDS}, as in the app)")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a rule variant")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print the summary as one JSON object")
    parser.add_argument("--quiet", action="store_true", help="no progress line")
    args = parser.parse_args(argv)
    seats = tuple(level.strip() for level in args.seats.split(","))
    if any(level not in LEVELS for level in seats):
        parser.error(f"--seats takes levels among {', '.join(LEVELS)}, not {args.seats!r}")
    if args.players is not None and args.players != len(seats):
        parser.error(f"--players {args.players} but {len(seats)} seats were given")
    if args.games < 1 or args.jobs < 1:
        parser.error("--games and --jobs must be at least 1")
    options = dict(_parse_option(parser, text) for text in args.option)
    options["players"] = len(seats)
    try:
        get_game(args.game).validate_options(options)
    except GameError as error:
        parser.error(error.reason)
    del options["players"]
    seconds = args.time_per_move if args.time_per_move is not None else (None if args.iterations else DEFAULT_SECONDS)
    config = ArenaConfig(args.game, seats, args.games, args.seed, args.iterations, seconds,
                         tuple(sorted(options.items())))
    return config, args


def option_value(text: str) -> object:
    """A rule variant's value as typed on a command line: a whole number, true or false, else the text."""
    if text.lstrip("-").isdigit():
        return int(text)
    if text.lower() in ("true", "false"):
        return text.lower() == "true"
    return text


def _parse_option(parser: argparse.ArgumentParser, text: str) -> tuple[str, object]:
    key, sep, value = text.partition("=")
    if not sep:
        parser.error(f"--option takes KEY=VALUE, not {text!r}")
    return key, option_value(value)


def main(argv: Sequence[str] | None = None) -> int:
    config, args = parse_args(argv)
    summary = run(config, jobs=args.jobs, progress=not args.quiet)
    print(json.dumps(summary) if args.json else format_summary(summary))
    return 0
