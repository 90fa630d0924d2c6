"""`cardtable --statistics [--json]`: the Statistics window's figures on standard output, without Qt.

The text is English (like the rest of the command line); `--json` gives one JSON object for scripts:
{"database", "filters", "games_recorded": {game id: count}, "summary": [rows of SummaryRow's fields]}.
Reading creates nothing: without a data folder or a database, no game is recorded yet.

Every failure is one line on standard error, whatever the locale or the state of standard output, and an
exit status (EXIT_STATUSES, in the command's help): a database that cannot be used is named and left as it is.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any, TextIO

from .app.shell.terminal_lines import encodable, printable, say  # no Qt either
from .statistics_statuses import (BUSY_TIMEOUT_S, EXIT_BUSY, EXIT_NO_STATISTICS, EXIT_OUTPUT_FAILED,  # noqa: F401
                                 EXIT_SHOWN, EXIT_STATUSES)
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
    "not_regular": "the database is not a regular file ({detail})",
    "cannot_write": "the database cannot be written ({detail})",
    "full": "the disk is full ({detail})",
    "locked": "the database is busy: another program is using it (waited {timeout:g} s); try again later",
}


def collect(filters: Filters, path: Path | None = None, timeout: float = BUSY_TIMEOUT_S) -> dict[str, Any]:
    """The figures of the database at `path` (default: where the app keeps it) as plain data (what --json
    prints), creating nothing, waiting up to `timeout` seconds for a busy database; StatisticsError or OSError
    when the database cannot be used."""
    path = statistics.database_path(create_folder=False) if path is None else path
    held = statistics.holds_anything(path)
    return {
        "database": str(path),
        "filters": {"mode": filters.mode, "assisted": filters.assisted},
        "games_recorded": statistics.games_recorded(filters, path, timeout) if held else {},
        "summary": [row.to_json() for row in statistics.summary(filters, path, timeout)] if held else [],
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


def _problem(error: Exception, timeout: float) -> str:
    problem = statistics.as_problem(error)
    return PROBLEMS.get(problem.kind, problem.kind).format(detail=problem.detail, timeout=timeout)


def _silence(stream: TextIO) -> None:
    """What `stream` still holds goes nowhere: flushing it again when Python exits would fail once more."""
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), stream.fileno())
    except (OSError, ValueError, AttributeError):
        pass  # not a file (a test's StringIO): nothing is flushed at exit


def _write(text: str, out: TextIO | None, err: TextIO | None) -> int:
    try:
        if out is None:  # started with standard output closed: Python has no sys.stdout
            raise BrokenPipeError
        print(text, file=out, flush=True)
    except OSError as error:
        if out is not None:
            _silence(out)
        reason = "it was closed" if isinstance(error, BrokenPipeError) else error.strerror or str(error)
        say(f"cardtable: the statistics could not be written to standard output: {reason}.", err)
        return EXIT_OUTPUT_FAILED
    return EXIT_SHOWN


def print_statistics(as_json: bool = False, mode: str = "all", assisted: str = "all",
                     out: TextIO | None = None, err: TextIO | None = None, timeout: float = BUSY_TIMEOUT_S) -> int:
    """Print the figures on `out` (standard output), waiting up to `timeout` seconds for a busy database; the
    exit status (EXIT_STATUSES)."""
    out, err = out or sys.stdout, err or sys.stderr  # None when the program started without them
    filters = Filters(mode, assisted)
    path = statistics.database_path(create_folder=False)
    try:
        figures = collect(filters, path, timeout)
    except (statistics.StatisticsError, OSError) as error:
        say(f"cardtable: no statistics: {_problem(error, timeout)}; {path} was left as it is.", err)
        busy = isinstance(error, statistics.StatisticsError) and error.kind == "locked"
        return EXIT_BUSY if busy else EXIT_NO_STATISTICS
    if as_json:
        text = json.dumps(figures, indent=2, ensure_ascii=False)
        # JSON's own escapes where the locale cannot show a character: the text stays valid JSON.
        text = text if encodable(text, out) else json.dumps(figures, indent=2)
    else:
        text = printable(format_text(figures), out)
    return _write(text, out, err)
