"""Tuning the hard search's settings per game: variants with a knob turned, each against the default hard.

python tests/benchmarks/tune.py --game faehrte --players 4 --list
python tests/benchmarks/tune.py --game faehrte --players 4 --ablation --iterations 200 --deals 10 --seed 7001 \
    --record tests/benchmarks/results/tuning/faehrte-4p-ablation
python tests/benchmarks/tune.py --game faehrte --players 4 --sweep exploration --iterations 200 --deals 10
python tests/benchmarks/tune.py --game negoce --players 4 --variant root_candidates=3,horizon_sales=3

The knobs of a game are the fields of its know-how (exploration, tree depth, override margin, score weight
and scale, playout policy, horizon...) and the module constants its table tuning/<game id>.py names; a
variant turns them for its own players only (tuning/__init__.py). `--sweep KNOB` tries each value the table
lists for it, `--ablation` turns each component off or to its simplest form, one at a time (no horizon,
random playouts, no inference, no override margin, the textbook exploration...), `--variant` plays the
settings given.

Each variant plays duplicate, seat-rotated matches against the default hard (strength.py's seating, games,
intervals and records): it holds `--a-seats` seats (default half the table: A,B,A,B), each deal is played
once per rotation, both sides at the same budget. An iteration budget (default 200 a move) gives the same
figures on every run of the same command and compares variants whose iterations cost different time
fairly; `--seconds` gives both sides equal time instead (the figures then follow the machine's load).
`--jobs 2` plays two games at once (each worker builds its players from the variant's spec, so the patches
reach it). With `--record FOLDER` each variant's deals are written to FOLDER/<variant>/ as they end, and the
same command resumes where it stopped.

Prints, per variant, the win share of its seats against the default's with a 95% interval clustered by deal
(parity: its share of the seats), its mean score minus the default's with its interval, and the ms and
iterations a move of both sides; then the command line and the digest of the code measured. `--json`: the
same as one JSON object.
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

ROOT = Path(__file__).resolve().parents[2]
for _path in (ROOT, ROOT / "tests" / "benchmarks"):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))  # this checkout's cardtable, whatever the environment installed

from cardtable.games import GameError, available_ids, get_game  # noqa: E402

from players import TUNED_PREFIX  # noqa: E402
from strength import (Budget, Match, _parse_option, code_fingerprint, pooled, rotations, run,  # noqa: E402
                      run_recorded)
from tuning import NOT_ABLATED, current, format_settings, knobs, parse_settings  # noqa: E402

DEFAULT_ITERATIONS = 200
DEFAULT = "hard"


@dataclass(frozen=True)
class Variant:
    settings: dict

    def label(self, game_id: str) -> str:
        return format_settings(game_id, self.settings)


# --- which variants --------------------------------------------------------------------------------------------
def ablation(game_id: str) -> list[Variant]:
    """Each component of the search off or in its simplest form, one at a time (the knobs that have one and
    whose game does not already use it)."""
    return [Variant({name: knob.simplest}) for name, knob in knobs(game_id).items()
            if knob.simplest is not NOT_ABLATED and knob.simplest != current(game_id, knob)]


def sweep(game_id: str, name: str) -> list[Variant]:
    """Each value the knob's table lists (other than the game's own)."""
    table = knobs(game_id)
    if name not in table:
        raise ValueError(f"{game_id} has no knob {name!r}: choose one of {', '.join(table)}.")
    return [Variant({name: value}) for value in table[name].values]


def match_for(args: argparse.Namespace, variant: Variant) -> Match:
    """The variant's match against the default hard."""
    turns = rotations(args.players, args.a_seats)
    budget = Budget(args.seconds, args.iterations)
    return Match(args.game, args.players, TUNED_PREFIX + variant.label(args.game), DEFAULT, args.a_seats,
                 args.deals * len(turns), args.seed, (budget, budget), args.options)


def variant_folder(record: Path, game_id: str, variant: Variant) -> Path:
    return record / variant.label(game_id).replace(",", "+")


# --- running ------------------------------------------------------------------------------------------------------
def measure(args: argparse.Namespace, variant: Variant) -> dict:
    """The variant's match, pooled over its deals (recorded or not): strength.pooled's figures."""
    match = match_for(args, variant)
    if args.record:
        return run_recorded(match, variant_folder(Path(args.record), args.game, variant), jobs=args.jobs,
                            progress=not args.quiet)
    return pooled([run(match, jobs=args.jobs, progress=not args.quiet)])


def row(game_id: str, variant: Variant, result: dict) -> dict:
    return {"variant": variant.label(game_id), "games": result["games"], "deals": result["deals"],
            "win_share": result["a_win_share"], "win_share_ci95": result["a_win_share_ci95"],
            "parity": result["parity"], "score_margin": result["a_score_margin"],
            "score_margin_ci95": result["a_score_margin_ci95"], "ms": result["a_mean_ms"],
            "default_ms": result["b_mean_ms"], "iterations": result["a_mean_iterations"],
            "default_iterations": result["b_mean_iterations"], "code": result["code"]}


def tune(args: argparse.Namespace, variants: Sequence[Variant], command: str) -> dict:
    rows = []
    for number, variant in enumerate(variants, 1):
        if not args.quiet:
            print(f"variant {number}/{len(variants)}: {variant.label(args.game)}", file=sys.stderr, flush=True)
        rows.append(row(args.game, variant, measure(args, variant)))
    return {"game": args.game, "players": args.players, "options": dict(args.options),
            "seating": "".join("A" if side == "A" else "B" for side in rotations(args.players, args.a_seats)[0]),
            "budget": str(Budget(args.seconds, args.iterations)), "deals": args.deals, "seed": args.seed,
            "lower_score_wins": get_game(args.game).know_how().lower_score_wins,
            "command": command, "code": measured_code(rows), "checkout_code": code_fingerprint(args.game),
            "rows": rows}


def measured_code(rows: Sequence[dict]) -> str | None:
    """The digest of the code the variants were measured with (a recorded match may predate this checkout)."""
    codes = sorted({str(item["code"]) for item in rows})
    return ", ".join(codes) if codes else None


def format_table(result: dict) -> str:
    options = "".join(f" {key}={value}" for key, value in result["options"].items())
    better = "lower" if result["lower_score_wins"] else "higher"
    lines = [f"{result['game']}, {result['players']} players{options}: each variant (A) against the default "
             f"hard (B), seating {result['seating']} rotated, {result['budget']}, {result['deals']} deals each, "
             f"seed {result['seed']}",
             f"{'variant':<34}{'games':>6}{'win share':>11}{'95% CI':>17}{'margin':>9}{'95% CI':>19}"
             f"{'ms/move':>9}{'default':>9}{'iter/move':>10}"]
    for item in result["rows"]:
        low, high = item["win_share_ci95"]
        margin_low, margin_high = item["score_margin_ci95"]
        lines.append(f"{item['variant']:<34}{item['games']:>6}{item['win_share']:>11.1%}"
                     f"{f'[{low:.0%}, {high:.0%}]':>17}{item['score_margin']:>+9.2f}"
                     f"{f'[{margin_low:+.1f}, {margin_high:+.1f}]':>19}{item['ms']:>9.1f}{item['default_ms']:>9.1f}"
                     f"{item['iterations']:>10.0f}")
    parity = result["rows"][0]["parity"] if result["rows"] else 0.0
    lines += [f"parity {parity:.0%} (a variant as strong as the default); margin: the variant's mean score minus "
              f"the default's ({better} is better); intervals clustered by deal",
              f"command: {result['command']}",
              f"code: {result['code'] or 'unknown'}" + ("" if result["code"] == result["checkout_code"] else
                                                         f" (this checkout: {result['checkout_code'] or 'unknown'})")]
    return "\n".join(lines)


def format_knobs(game_id: str) -> str:
    lines = [f"{'knob':<24}{'game':>10}  {'values tried':<24}{'ablation':<10}why"]
    for name, knob in knobs(game_id).items():
        simplest = "" if knob.simplest is NOT_ABLATED else knob.label(knob.simplest)
        values = ", ".join(knob.label(value) for value in knob.values)
        lines.append(f"{name:<24}{knob.label(current(game_id, knob)):>10}  {values:<24}{simplest:<10}{knob.why}")
    return "\n".join(lines)


# --- the command line ------------------------------------------------------------------------------------------------
def parse_args(argv: Sequence[str]) -> tuple[argparse.Namespace, list[Variant]]:
    parser = argparse.ArgumentParser(prog="python tests/benchmarks/tune.py", description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, help=f"one of: {', '.join(available_ids())}")
    parser.add_argument("--players", type=int, help="seats at the table (default: the game's fewest)")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a rule variant")
    which = parser.add_mutually_exclusive_group(required=True)
    which.add_argument("--list", action="store_true", help="print the game's knobs and stop")
    which.add_argument("--ablation", action="store_true", help="each component off or simplest, one at a time")
    which.add_argument("--sweep", metavar="KNOB", help="each value the knob's table lists")
    which.add_argument("--variant", action="append", metavar="KNOB=VALUE[,KNOB=VALUE]", help="settings to play")
    parser.add_argument("--a-seats", type=int, help="the variant's seats (default: half the table)")
    parser.add_argument("--iterations", type=int, help=f"iterations a move (default {DEFAULT_ITERATIONS})")
    parser.add_argument("--seconds", type=float, help="seconds a move instead (equal time; not reproducible)")
    parser.add_argument("--deals", type=int, default=10, help="deals per variant, each played once per rotation")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--record", metavar="FOLDER", help="write each variant's deals to FOLDER/<variant>/ as they "
                                                           "end; the same command resumes")
    parser.add_argument("--json", action="store_true", help="print the results as one JSON object")
    parser.add_argument("--quiet", action="store_true", help="no progress lines")
    args = parser.parse_args(argv)
    try:
        game = get_game(args.game)
    except GameError as error:
        parser.error(error.reason)
    args.players = args.players or game.min_players
    args.a_seats = args.a_seats or args.players // 2
    if args.seconds is None and args.iterations is None:
        args.iterations = DEFAULT_ITERATIONS
    options = dict(_parse_option(parser, text) for text in args.option)
    try:
        game.validate_options({**options, "players": args.players})
        rotations(args.players, args.a_seats)
    except (GameError, ValueError) as error:
        parser.error(getattr(error, "reason", str(error)))
    args.options = tuple(sorted(options.items()))
    if args.deals < 1 or args.jobs < 1:
        parser.error("--deals and --jobs must be at least 1")
    try:
        variants = ([] if args.list else ablation(args.game) if args.ablation else sweep(args.game, args.sweep)
                    if args.sweep else [Variant(parse_settings(args.game, text)) for text in args.variant])
    except ValueError as error:
        parser.error(str(error))
    return args, variants


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    args, variants = parse_args(argv)
    if args.list:
        print(format_knobs(args.game))
        return 0
    result = tune(args, variants, "python tests/benchmarks/tune.py " + shlex.join(argv))
    print(json.dumps(result) if args.json else format_table(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
