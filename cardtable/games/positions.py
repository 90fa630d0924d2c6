"""Small helpers for games reading a described position (`Game.from_position`) and checking invariants.

Reading raises OptionError with a sentence naming the field; `require` raises AssertionError, for
`check_invariants` (never a bare `assert`, which `python -O` would drop).
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Callable, Iterable, Mapping

from .core import OptionError, shown


def require(condition: bool, message: str) -> None:
    """An invariant: raise AssertionError(message) unless `condition` holds."""
    if not condition:
        raise AssertionError(message)


def whole(value: Any, field: str, low: int | None = None, high: int | None = None) -> int:
    """`value` as a whole number (not a bool, not a float) within [low, high]."""
    if type(value) is not int:
        raise OptionError(f"The position's {field} must be a whole number, not {shown(value)}.")
    if (low is not None and value < low) or (high is not None and value > high):
        bounds = f"from {low} to {high}" if high is not None else f"at least {low}"
        raise OptionError(f"The position's {field} must be {bounds}, not {shown(value)}.")
    return value


def seat(value: Any, field: str, players: int) -> int:
    if type(value) is not int or not 0 <= value < players:
        raise OptionError(f"The position's {field} must be a seat from 0 to {players - 1}, not {shown(value)}.")
    return value


def listed(value: Any, field: str) -> list:
    if not isinstance(value, (list, tuple)):
        raise OptionError(f"The position's {field} must be a list, not {shown(value)}.")
    return list(value)


def per_seat(position: Mapping[str, Any], field: str, players: int, read: Callable[[Any, str], Any],
             default: Callable[[int], Any]) -> list:
    """One value per seat, each read by `read(item, "field[seat]")`; `default(seat)` where the field is left
    out. (The player count was already checked against the list's length.)"""
    if field not in position:
        return [default(index) for index in range(players)]
    return [read(item, f"{field}[{index}]") for index, item in enumerate(listed(position[field], field))]


def where(field_cards: Mapping[str, Iterable], deck: Counter) -> str | None:
    """Why the cards of named places do not make up `deck` exactly, or None when they do."""
    held = Counter()
    places: dict[Any, list[str]] = {}
    for field, group in field_cards.items():
        for code in group:
            held[code] += 1
            places.setdefault(code, []).append(field)
    extra = held - deck
    if extra:
        code = min(extra, key=repr)
        return (f"card {code!r} is there {held[code]} times ({', '.join(places[code])}) but the game has "
                f"{deck[code]}")
    missing = deck - held
    if missing:
        listed_missing = ", ".join(repr(code) for code in sorted(missing.elements(), key=repr)[:8])
        more = "..." if sum(missing.values()) > 8 else ""
        return f"{sum(missing.values())} card(s) are nowhere: {listed_missing}{more}"
    return None
