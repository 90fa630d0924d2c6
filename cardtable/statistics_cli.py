"""`cardtable --statistics [--json]`: the Statistics window's figures on standard output, without Qt.

The text is English (like the rest of the command line); `--json` gives one JSON object for scripts:
{"database", "filters", "games_recorded": {game id: count}, "summary": [rows of SummaryRow's fields]}.
A database that cannot be used is named on standard error, with exit status 1, and left as it is.
"""

from __future__ import annotations

import json
import sys
from typing import Any, TextIO

from .store import statistics
from .store.statistics import Filters, SummaryRow

COLUMNS = ("Opponents", "Players", "Played", "Wins", "Win rate", "Avg score", "Avg place", "Best", "Streak",
           "Longest")
PROBLEMS = {
    "not_sqlite": "the file is not a SQLite database",
    "foreign": "the file is a database of another program",
    "newer": "the database was written by a newer version of cardtable (schema {detail})",
    "damaged": "the database is damaged ({detail})",
    "cannot_open": "the database cannot be opened ({detail})",
    "cannot_write": "the database cannot be written ({detail})",
}


def collect(filters: Filters) -> dict[str, Any]:
    """The figures as plain data (what --json prints); StatisticsError when the database cannot be used."""
    return {
        "database": str(statistics.database_path()),
        "filters": {"mode": filters.mode, "assisted": filters.assisted},
        "games_recorded": statistics.games_recorded(filters),
        "summary": [row.to_json() for row in statistics.summary(filters)],
    }


def _game_name(game_id: str) -> str:
    from .games import GameError, get_game

    try:
        return get_game(game_id).name
    except GameError:
        return game_id


def _number(value: float) -> str:
    return f"{value:g}" if float(value).is_integer() else f"{value:.1f}"


def _cells(row: SummaryRow) -> tuple[str, ...]:
    opponents = "people only" if row.opponents == statistics.PEOPLE_ONLY else row.opponents
    return (opponents, str(row.players), str(row.played), str(row.wins), f"{row.win_rate:.0%}",
            _number(row.average_score), f"{row.average_place:.2f}", _number(row.best_score), str(row.current_streak),
            str(row.longest_streak))


def format_text(figures: dict[str, Any]) -> str:
    filters = figures["filters"]
    lines = [f"Statistics of {figures['database']} (games: {filters['mode']}, assistance: {filters['assisted']})"]
    rows = [SummaryRow(**row) for row in figures["summary"]]
    if not figures["games_recorded"]:
        lines.append("No finished game recorded yet.")
    for game_id, count in figures["games_recorded"].items():
        lines.append("")
        lines.append(f"{_game_name(game_id)}: {count} finished game{'s' if count != 1 else ''} recorded")
        table = [COLUMNS] + [_cells(row) for row in rows if row.game_id == game_id]
        if len(table) == 1:
            lines.append("  no game with a person at the table")
            continue
        widths = [max(len(cells[column]) for cells in table) for column in range(len(COLUMNS))]
        for cells in table:
            lines.append("  " + "  ".join(cell.ljust(width) if column == 0 else cell.rjust(width)
                                          for column, (cell, width) in enumerate(zip(cells, widths))).rstrip())
    return "\n".join(lines)


def print_statistics(as_json: bool = False, mode: str = "all", assisted: str = "all",
                     out: TextIO | None = None, err: TextIO | None = None) -> int:
    out, err = out or sys.stdout, err or sys.stderr
    filters = Filters(mode, assisted)
    try:
        figures = collect(filters)
    except (statistics.StatisticsError, OSError) as error:
        kind = getattr(error, "kind", "cannot_open")
        problem = PROBLEMS.get(kind, kind).format(detail=getattr(error, "detail", str(error)))
        print(f"cardtable: no statistics: {problem}; {statistics.database_path()} was left as it is.", file=err)
        return 1
    print(json.dumps(figures, indent=2, ensure_ascii=False) if as_json else format_text(figures), file=out)
    return 0
