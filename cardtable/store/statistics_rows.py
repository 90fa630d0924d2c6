"""What the statistics database's rows must hold, checked as they are read.

SQLite keeps any value in any column: a database edited by hand, or damaged where SQLite does not notice,
may hold a text where a score should be, a date that is not one, or a record that is not JSON. A figure
computed from such a row would be wrong, or would not compute at all. A row that does not hold what the
schema says raises DamagedRow naming the row, the column and the value; the statistics module then calls
the database damaged (StatisticsError "damaged") and leaves it as it is.
"""

from __future__ import annotations

import json
import math
from datetime import datetime
from typing import Any, NamedTuple

from cardtable.games.core import shown

# A count (places, players, hints) is small; SQLite's largest integer would be no count of ours.
MAX_COUNT = 2**31 - 1


class DamagedRow(ValueError):
    """A row of the statistics database holds what its column cannot hold; the message says where."""


def _damaged(row: Any, column: str, value: Any, expected: str) -> DamagedRow:
    return DamagedRow(f"game row {shown(row)}: its {column} {shown(value)} is not {expected}")


def text(value: Any, row: Any, column: str) -> str:
    if not isinstance(value, str):
        raise _damaged(row, column, value, "a text")
    return value


def count(value: Any, row: Any, column: str, lowest: int = 0) -> int:
    if type(value) is not int or not lowest <= value <= MAX_COUNT:
        raise _damaged(row, column, value, f"a whole number from {lowest}")
    return value


def number(value: Any, row: Any, column: str) -> float:
    if type(value) not in (int, float) or not math.isfinite(value):
        raise _damaged(row, column, value, "a number")
    return value


def date(value: Any, row: Any, column: str) -> str:
    try:
        datetime.fromisoformat(text(value, row, column))
    except ValueError:
        raise _damaged(row, column, value, "an ISO date") from None
    return value


def json_object(value: Any, row: Any, column: str) -> dict:
    """A column holding a JSON object as text (a game's options, its record)."""
    try:
        data = json.loads(text(value, row, column))
    except (ValueError, RecursionError):
        raise _damaged(row, column, value, "JSON") from None
    if not isinstance(data, dict):
        raise _damaged(row, column, value, "a JSON object")
    return data


class ResultRow(NamedTuple):
    """A seat of a finished game, as the figures read it."""

    game_row: int
    game_id: str
    players: int
    finished_at: str
    controller: str
    score: float
    place: int


def result_row(row: tuple) -> ResultRow:
    """(games.id, game_id, players, finished_at, seats.controller, score, place), checked."""
    game_row, game_id, players, finished_at, controller, score, place = row
    players = count(players, game_row, "player count", 1)
    checked = ResultRow(game_row, text(game_id, game_row, "game id"), players,
                        date(finished_at, game_row, "date"), text(controller, game_row, "controller"),
                        number(score, game_row, "score"), count(place, game_row, "place", 1))
    if checked.place > players:
        raise _damaged(game_row, "place", place, f"a place among {players} players")
    return checked
