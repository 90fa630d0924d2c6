"""The strength table: every game × player count × rule variant, at the app's budgets, in one command.

python tests/benchmarks/strength_table.py                      # play what is missing, then write the table
python tests/benchmarks/strength_table.py --minutes 120        # stop starting deals after two hours
python tests/benchmarks/strength_table.py --only faehrte --kinds target
python tests/benchmarks/strength_table.py --report             # the table from the records, playing nothing

Rows (cells), each a duplicate, seat-rotated match of strength.py, one side holding one seat:

  target   `hard` as the app plays it (both cores: two worker processes, 0.8 s a move) against `normal` in
           every other seat; the issue's targets: at least 50% of 4-player games, 60% of 3-player games
           (parity 25% and 33%); other player counts are measured without a target.
  easy     `normal` against `easy`, as the app plays them (policies, no budget): `normal` must beat its parity
           clearly (the interval's low end above it).
  old      this checkout's `hard` against the previous release's (PREVIOUS_RELEASE, unpacked from git into
           build/), both in one process at 0.8 s a move, so that they get the same processor; reported
           without a target.

Variants: every combination of the game's two-choice options (No Thanks!'s chip counts and tactical deck,
Schnäppchen Jagd's sorting, Fährte's jokers, Négoce 2's hidden coins); options with more choices (Négoce 2's
sale limit, a game length rather than a rule) stay at their default. The `old` rows take the default variant
of each player count.

Every deal (every `easy` row whole) is recorded as it ends, a line of JSON (strength.py's summary of its
games) appended to tests/benchmarks/results/table/<cell>/<code>.jsonl, <code> being the digest of the
players' code (`strength.code_fingerprint`): a change to a game's players starts its cells afresh, while the
other games' records still count. Deals are played tier by tier (the cheap `easy` rows, then the target rows
of the default variant, ...: see `tier`), round-robin within a tier, so that a run cut short leaves the rows
that matter most with figures. The table goes into README.md between its strength-table markers
(`--no-readme`: printed only).
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Sequence

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import strength  # noqa: E402  (puts this checkout's cardtable first on the path)
from cardtable.games import available_ids, get_game  # noqa: E402

ROOT = strength.ROOT
RECORDS = HERE / "results" / "table"
README = ROOT / "README.md"
START_MARK, END_MARK = "<!-- strength-table:start -->", "<!-- strength-table:end -->"
PREVIOUS_RELEASE = "f82fa54"  # the last landing before this table existed (issue 32's first)
APP_SECONDS = 0.8  # the app's `hard` budget a move (cardtable.ai.agents.DEFAULT_SECONDS)
TARGETS = {4: 0.50, 3: 0.60}  # hard against normal, by player count
KINDS = ("target", "easy", "old")
SEED = 32_000
DEALS = {"target": 48, "easy": 400, "old": 48}  # games a cell, rounded up to whole deals


@dataclass(frozen=True)
class Cell:
    kind: str
    game: str
    players: int
    options: tuple[tuple[str, object], ...]

    @property
    def sides(self) -> tuple[str, str]:
        return {"target": ("hard:workers=2", "normal"), "easy": ("normal", "easy"), "old": ("hard", "old-hard")}[self.kind]

    @property
    def name(self) -> str:
        variant = "-".join(f"{key}={value}" for key, value in self.options) or "default"
        return f"{self.kind}-{self.game}-{self.players}p-{variant}"

    @property
    def target(self) -> float | None:
        return TARGETS.get(self.players) if self.kind == "target" else None

    def match(self, games: int, baseline: str | None = None) -> strength.Match:
        a, b = self.sides
        budget = strength.Budget(APP_SECONDS, None)
        rotations = len(strength.rotations(self.players, 1))
        games = -(-games // rotations) * rotations
        return strength.Match(self.game, self.players, a, b, 1, games, SEED, (budget, budget), self.options,
                              baseline if self.kind == "old" else None)


def variants(game_id: str) -> list[tuple[tuple[str, object], ...]]:
    """Every combination of the game's two-choice options, the default first; longer options at their default."""
    game = get_game(game_id)
    binary = [spec for spec in game.option_specs if len(spec.choices) == 2]
    defaults = game.default_options()
    found = []
    for values in itertools.product(*(_default_first(spec, defaults) for spec in binary)):
        found.append(tuple(sorted((spec.key, value) for spec, value in zip(binary, values)
                                  if value != defaults[spec.key])))
    return found


def _default_first(spec, defaults) -> list:
    return sorted(spec.choices, key=lambda value: value != defaults[spec.key])


def cells(games: Iterable[str] | None = None, kinds: Sequence[str] = KINDS) -> list[Cell]:
    """The table's rows in the order of the table: by game, player count, variant and kind."""
    games = list(games or available_ids())
    return [Cell(kind, game_id, players, options)
            for game_id in games
            for players in get_game(game_id).player_counts()
            for number, options in enumerate(variants(game_id))
            for kind in kinds if not (kind == "old" and number)]


def tier(cell: Cell) -> int:
    """When a cell is played: the `easy` rows first (they cost seconds), then the target rows of the default
    variant, the target rows of the other variants, the rows of player counts without a target, the `old` rows."""
    if cell.kind == "easy":
        return 0
    if cell.kind == "old":
        return 4
    if cell.players not in TARGETS:
        return 3
    return 2 if cell.options else 1  # the default variant has no options set (`variants`)


def runs(cell: Cell, match: strength.Match) -> list[strength.Match]:
    """The runs a cell is played and recorded in: a deal each where a deal takes minutes, the whole match at
    once for the `easy` rows (policies: seconds for hundreds of games, and one line to keep, not hundreds)."""
    return [match] if cell.kind == "easy" else strength.deal_runs(match)


# --- records ------------------------------------------------------------------------------------------------
def record_file(cell: Cell, code: str | None, root: Path = RECORDS) -> Path:
    """A cell's deals played with one version of the players' code: one JSON line per deal."""
    return root / cell.name / f"{code or 'unknown'}.jsonl"


def recorded(cell: Cell, code: str | None, root: Path = RECORDS) -> dict[int, dict]:
    """The deals of `cell` recorded with this code, by seed. A line cut short by a kill is left out (its deal
    is played again)."""
    path = record_file(cell, code, root)
    runs = {}
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            try:
                run = json.loads(line)
            except json.JSONDecodeError:
                continue
            runs[run["seed"]] = run
    return runs


def play_deal(cell: Cell, deal: strength.Match, code: str | None, root: Path = RECORDS) -> dict:
    """Play one run's games (see `runs`) and append them to the cell's record."""
    summary = strength.run(deal, progress=False)
    path = record_file(cell, code, root)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a", encoding="utf-8") as record:
        if record.tell() and not path.read_bytes().endswith(b"\n"):
            record.write("\n")  # after a line a kill cut short
        record.write(json.dumps(summary) + "\n")
        record.flush()
        os.fsync(record.fileno())
    return summary


def missing_deals(plan: Sequence[Cell], matches: dict, codes: dict, root: Path = RECORDS) -> list[tuple]:
    """(cell, deal) pairs not yet recorded, tier by tier (`tier`), and within a tier round-robin over its
    cells (every cell's first missing deal, then every cell's second...), so that a run cut short leaves the
    rows that matter most with figures."""
    order = []
    for level in sorted({tier(cell) for cell in plan}):
        queues = []
        for cell in (cell for cell in plan if tier(cell) == level):
            done = recorded(cell, codes[cell.game], root)
            queues.append([(cell, deal) for deal in runs(cell, matches[cell]) if deal.seed not in done])
        order.extend(pair for layer in itertools.zip_longest(*queues) for pair in layer if pair is not None)
    return order


def _runs_of(cell: Cell, match: strength.Match, code: str | None) -> list[dict]:
    """The recorded runs of the cell's planned deals, in deal order."""
    done = recorded(cell, code)
    return [done[deal.seed] for deal in runs(cell, match) if deal.seed in done]


# --- the table ----------------------------------------------------------------------------------------------
def row(cell: Cell, runs: Sequence[dict], planned: int) -> dict:
    a, b = cell.sides
    base = {"cell": cell.name, "kind": cell.kind, "game": cell.game, "players": cell.players,
            "variant": dict(cell.options), "a": a, "b": b, "parity": 1 / cell.players, "target": cell.target,
            "planned_games": planned, "games": sum(run["games"] for run in runs)}
    if sum(len(run["deal_shares"]) for run in runs) < 2:
        return {**base, "share": None, "low": None, "high": None, "verdict": "too few deals"}
    pooled = strength.pooled(runs)
    share, (low, high) = pooled["a_win_share"], pooled["a_win_share_ci95"]
    return {**base, "share": share, "low": low, "high": high, "a_iterations": pooled["a_mean_iterations"],
            "verdict": verdict(cell, share, low, planned, base["games"])}


def verdict(cell: Cell, share: float, low: float, planned: int, games: int) -> str:
    """Met: the share reaches the target and the interval's low end is above parity (for `easy` rows: the low
    end above parity); `old` rows have no target. Unfinished rows say so."""
    done = "" if games >= planned else " so far"
    parity = 1 / cell.players
    if cell.kind == "easy":
        return ("met" if low > parity else "not met") + done
    if cell.target is None:
        return "no target" + done
    return ("met" if share >= cell.target and low > parity else "not met") + done


def option_text(game_id: str, options: dict) -> str:
    if not options:
        return "default"
    specs = {spec.key: spec for spec in get_game(game_id).option_specs}
    parts = []
    for key, value in options.items():
        spec = specs[key]
        choice = spec.choice_labels[spec.choices.index(value)] if spec.choice_labels else str(value)
        parts.append(f"{spec.label.lower()}: {choice.split(' (')[0].lower()}")
    return ", ".join(parts)


def markdown(rows: Sequence[dict], commit: str) -> str:
    """One line per game, player count and variant, a column per kind of row."""
    names = {game_id: get_game(game_id).name for game_id in available_ids()}
    lines = [f"Measured on {commit}: A's win share with its 95% interval (clustered by deal), games played of those "
             f"planned, and the verdict. `hard` vs `normal`: the app's `hard` (0.8 s a move, both cores) in one "
             f"seat; `normal` vs `easy`: one `normal`; new vs {PREVIOUS_RELEASE}: this `hard` against the "
             "previous release's, each on one core at 0.8 s a move.", "",
             "| game | players | variant | parity | `hard` vs `normal` (target) | `normal` vs `easy` "
             f"| new vs {PREVIOUS_RELEASE} `hard` |",
             "|---|---|---|---|---|---|---|"]
    grouped: dict[tuple, dict[str, dict]] = {}
    for item in rows:
        key = (item["game"], item["players"], tuple(item["variant"].items()))
        grouped.setdefault(key, {})[item["kind"]] = item
    for (game_id, players, variant), kinds in grouped.items():
        cells_text = [_cell_text(kinds.get(kind)) for kind in KINDS]
        lines.append(f"| {names[game_id]} | {players} | {option_text(game_id, dict(variant))} "
                     f"| {1 / players:.0%} | " + " | ".join(cells_text) + " |")
    return "\n".join(lines)


def _cell_text(item: dict | None) -> str:
    if item is None:
        return "—"
    games = f"{item['games']}/{item['planned_games']} games"
    target = f" (≥ {item['target']:.0%})" if item["target"] is not None else ""
    if item["share"] is None:
        return f"{games}{target}"
    return f"{item['share']:.1%} [{item['low']:.1%}, {item['high']:.1%}], {games}{target}: {item['verdict']}"


def write_readme(text: str, readme: Path = README) -> None:
    content = readme.read_text(encoding="utf-8")
    start, end = content.find(START_MARK), content.find(END_MARK)
    if start < 0 or end < start:
        raise SystemExit(f"{readme} has no {START_MARK} … {END_MARK} section to write the table into.")
    readme.write_text(content[:start + len(START_MARK)] + "\n" + text + "\n" + content[end:], encoding="utf-8")


# --- the previous release -------------------------------------------------------------------------------------
def baseline_checkout(commit: str = PREVIOUS_RELEASE) -> str:
    """The previous release's code, unpacked once from this repository's history into build/."""
    target = ROOT / "build" / f"baseline-{commit}"
    if not (target / "cardtable" / "__init__.py").is_file():
        target.mkdir(parents=True, exist_ok=True)
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", commit], capture_output=True, check=True)
        subprocess.run(["tar", "-x", "-C", str(target)], input=archive.stdout, check=True)
    return str(target)


# --- command line -------------------------------------------------------------------------------------------
def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python tests/benchmarks/strength_table.py",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--only", action="append", choices=available_ids(), help="a game (repeatable)")
    parser.add_argument("--kinds", default=",".join(KINDS), help=f"rows to play, of {', '.join(KINDS)}")
    parser.add_argument("--minutes", type=float, help="start no deal after this many minutes")
    parser.add_argument("--report", action="store_true", help="play nothing: the table from the records")
    parser.add_argument("--no-readme", action="store_true", help="print the table without writing README.md")
    parser.add_argument("--json", action="store_true", help="print the rows as JSON")
    parser.add_argument("--baseline", help=f"the previous release's checkout (default: {PREVIOUS_RELEASE} "
                                           "unpacked into build/)")
    args = parser.parse_args(argv)
    kinds = tuple(kind.strip() for kind in args.kinds.split(",") if kind.strip())
    unknown = [kind for kind in kinds if kind not in KINDS]
    if unknown or not kinds:
        parser.error(f"--kinds takes some of {', '.join(KINDS)}")
    args.kinds = kinds
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    plan = cells(args.only, args.kinds)
    baseline = args.baseline or (baseline_checkout() if "old" in args.kinds and not args.report else None)
    matches = {cell: cell.match(DEALS[cell.kind], baseline) for cell in plan}
    codes = {game_id: strength.code_fingerprint(game_id) for game_id in {cell.game for cell in plan}}
    if not args.report:
        started = time.perf_counter()
        pending = missing_deals(plan, matches, codes)
        for number, (cell, deal) in enumerate(pending, 1):
            if args.minutes is not None and time.perf_counter() - started > 60 * args.minutes:
                print(f"stopped after {args.minutes:g} minutes, {len(pending) - number + 1} deals left",
                      file=sys.stderr)
                break
            summary = play_deal(cell, deal, codes[cell.game])
            print(f"[{number}/{len(pending)}] {cell.name} seed {deal.seed}: A's share {summary['a_win_share']:.1%} "
                  f"({summary['seconds']:.0f} s)", file=sys.stderr, flush=True)
    rows = [row(cell, _runs_of(cell, matches[cell], codes[cell.game]), matches[cell].games) for cell in plan]
    if args.json:
        print(json.dumps(rows))
        return 0
    commit = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"], capture_output=True,
                            text=True).stdout.strip() or "an unknown commit"
    text = markdown(rows, commit)
    print(text)
    if not args.no_readme and args.only is None and args.kinds == KINDS:
        write_readme(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
