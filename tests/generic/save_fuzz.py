"""Material for fuzzing the save loaders (test_save_files_fuzz.py): real saves of a game, JSON values of
any shape, JSON shaped like a save, mutations of a save's JSON tree or of its bytes, and the check that
the app's engine did not meet an error it did not expect while reading (the reader turns such an error
into an "unexpected" file and logs it: the rules must raise their RecordError instead)."""

from __future__ import annotations

import json
import logging
import random
import tempfile
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable

from hypothesis import strategies as st

from cardtable.store.meta import fresh_meta
from cardtable.store.save_writer import write_save

LEVELS = ("human", "easy", "normal", "hard", "random")
DATES = ("2026-01-01T10:00:00+01:00", "2026-13-01T10:00:00", "yesterday", "")
ODD_NUMBERS = st.sampled_from([10**30, -(2**63), 2**64, 10**400, -1, 0, 1, 0.5, float("inf"), float("nan")])

json_scalars = st.none() | st.booleans() | st.integers() | ODD_NUMBERS | st.floats() | st.text(max_size=10)
# Values that a game's reading code meets least gladly where a number, a card or a pair is saved.
odd_json = st.sampled_from([None, True, 0, -1, 1.5, float("inf"), float("nan"), "x", "", [], [1], ["x"], [None], {}])
json_values = st.recursive(json_scalars, lambda inner: st.lists(inner, max_size=4)
                           | st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=20)


def save_shaped(game_ids: tuple[str, ...]):
    """JSON that says it is a cardtable save, with entries of the right names and any content."""
    record = st.fixed_dictionaries(
        {"game": st.sampled_from(game_ids)},
        optional={"format": st.sampled_from([1, 2, 3]) | json_values, "seed": st.integers(0, 99) | json_values,
                  "options": st.fixed_dictionaries({"players": st.integers(2, 8)}) | json_values,
                  "actions": st.lists(st.tuples(st.integers(-1, 4), json_values), max_size=4) | json_values,
                  "state": json_values, "position": json_values, "undos": json_values, "hints": json_values})
    seats = st.lists(st.fixed_dictionaries({"name": st.text(max_size=6), "controller": st.sampled_from(LEVELS)}),
                     max_size=5)
    return st.fixed_dictionaries(
        {"app": st.just("cardtable"), "format": st.sampled_from([1, 2]), "kind": st.just("game")},
        optional={"saved_at": st.sampled_from(DATES) | json_values, "seats": seats | json_values,
                  "meta": st.just(fresh_meta()) | json_values, "game": record | json_values})


@lru_cache(maxsize=None)
def real_save_texts(game) -> tuple[str, ...]:
    """Save files of `game` as write_save writes them: early, mid-game, at the end, and a game begun
    from a position, each at its largest table."""
    players = max(game.player_counts())
    rng = random.Random(game.id)
    state = game.new_game({"players": players}, 11)
    moments = []
    while not state.is_terminal():
        if len(state.history) in (6, 30):
            moments.append(state.clone())
            if len(state.history) == 30:
                begun = game.from_position(state.position(), state.options)
                for _ in range(4):
                    begun.apply(rng.choice(begun.legal_actions()))
                moments.append(begun)
        state.apply(rng.choice(state.legal_actions()))
    moments.append(state)
    seats = [{"name": f"Seat {n}", "controller": LEVELS[n % len(LEVELS)]} for n in range(players)]
    texts = []
    with tempfile.TemporaryDirectory() as folder:
        for number, moment in enumerate(moments):
            path = Path(folder) / f"{number}.cardtable"
            write_save(path, moment, seats, dict(fresh_meta(), elapsed=12.5))
            texts.append(path.read_text(encoding="utf-8"))
    return tuple(texts)


def as_autosave(payload: dict) -> dict:
    """A save file's content in the autosave's former layout (format 1, no kind), which still resumes."""
    autosave = {key: value for key, value in payload.items() if key != "kind"}
    autosave["format"] = 1
    return autosave


def tree_paths(data, path: tuple = ()) -> list[tuple]:
    """The path (keys and indices) to every value in a JSON tree, the root's () first."""
    paths = [path]
    if isinstance(data, dict):
        for key, value in data.items():
            paths.extend(tree_paths(value, path + (key,)))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            paths.extend(tree_paths(value, path + (index,)))
    return paths


# Where a mutation lands: the saved state and position first (their every value is read by a game's own
# code), then the actions, the rest of the record, anywhere (a save's actions outnumber its other values).
REGIONS = (("game", "state"), ("game", "state"), ("game", "position"), ("game", "actions"), ("game",), ())


def paths_in(data, region: tuple) -> list[tuple]:
    """The paths to the values under `region` (all of them, the root aside, when it has none)."""
    paths = [path for path in tree_paths(data) if path]
    inside = [path for path in paths if path[:len(region)] == region and len(path) > len(region)]
    return inside or paths


def nudged(value, draw: Callable):
    """A value changed the way an edit or a bug would change it: a neighbour, another type, a piece less."""
    if isinstance(value, bool):
        return draw(st.sampled_from([not value, int(value), str(value).lower(), None]))
    if isinstance(value, int):
        # A float as near as floats go (an int of hundreds of digits, an earlier mutation's, has none).
        as_float = float(value) if abs(value) < 10**300 else (1e300 if value > 0 else -1e300)
        return draw(st.sampled_from([value + 1, value - 1, -value - 1, as_float, str(value), 10**30, [value]]))
    if isinstance(value, str):
        return draw(st.sampled_from([value.upper(), value + "x", value[:-1], "", 0, [value]]))
    if isinstance(value, list):
        return draw(st.sampled_from([value[:-1], value + value[-1:], value[::-1], [value], {}])) if value else [0]
    if isinstance(value, dict):
        if not value:
            return []
        dropped = draw(st.sampled_from(sorted(value)))
        return {key: item for key, item in value.items() if key != dropped}
    return draw(json_values)


def mutated_tree(data: Any, draw: Callable) -> Any:
    """`data` (a JSON object, copied) with one to three values nudged, replaced, removed or added."""
    data = json.loads(json.dumps(data))
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(paths_in(data, draw(st.sampled_from(REGIONS)))))
        parent = data
        for step in path[:-1]:
            parent = parent[step]
        last, how = path[-1], draw(st.sampled_from(["nudge", "nudge", "replace", "replace", "remove", "add"]))
        if how == "nudge":
            parent[last] = nudged(parent[last], draw)
        elif how == "replace":
            parent[last] = draw(odd_json | json_values)
        elif how == "remove":
            parent.pop(last)
        elif isinstance(parent, dict):
            parent[draw(st.text(max_size=8))] = draw(json_values)
        else:
            parent.insert(last, draw(json_values))
    return data


def mutated_bytes(content: bytes, draw: Callable) -> bytes:
    """`content` cut short, or with bytes changed, removed or inserted somewhere."""
    at = draw(st.integers(0, len(content)))
    how = draw(st.sampled_from(["cut", "change", "remove", "insert"]))
    if how == "cut":
        return content[:at]
    if how == "change":
        return content[:at] + draw(st.binary(min_size=1, max_size=3)) + content[at + 3:]
    if how == "remove":
        return content[:at] + content[at + draw(st.integers(1, 40)):]
    return content[:at] + draw(st.binary(min_size=1, max_size=8)) + content[at:]


class _Errors(logging.Handler):
    def __init__(self):
        super().__init__(logging.ERROR)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage() + (f" ({record.exc_info[1]!r})" if record.exc_info else ""))


@contextmanager
def errors_logged():
    """The errors cardtable logs meanwhile (the reader logs the unexpected exceptions it turns into refusals)."""
    handler = _Errors()
    logger = logging.getLogger("cardtable")
    logger.addHandler(handler)
    try:
        yield handler.messages
    finally:
        logger.removeHandler(handler)
