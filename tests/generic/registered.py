"""What the generic rules-level suites run over: every registered game, and small helpers they share.

Each `tests/generic/test_rules_*.py` parametrises over `registered_games()` at collection, so a game gets
these suites just by registering (a test-only game registered before collection included).
"""

from __future__ import annotations

import dataclasses
import json
import random
from typing import Any, Iterator

from cardtable.games import GameState, all_games


def registered_games() -> list:
    """The games the generic suites run on: every registered one, in registration order."""
    return list(all_games())


def game_id(game) -> str:
    return game.id


def games_and_player_counts() -> list:
    """(game, players) for every registered game and every player count it allows."""
    return [(game, players) for game in registered_games() for players in game.player_counts()]


def game_players_id(value) -> str:
    return value.id if isinstance(value, type) else f"{value}p"


def options_for(game, players: int, variant: int = 0) -> dict[str, Any]:
    """Valid options for `players`; `variant` walks through each option's choices in turn."""
    options: dict[str, Any] = {"players": players}
    for index, spec in enumerate(game.option_specs):
        options[spec.key] = spec.choices[(variant + index) % len(spec.choices)]
    return game.validate_options(options)


def via_json(data):
    """`data` after a trip through JSON text, as a save file gives it back."""
    return json.loads(json.dumps(data))


def snapshot(state) -> str:
    """The whole state, history included, as canonical JSON text."""
    return json.dumps(state.to_json(), sort_keys=True)


def random_playout(game, options: dict[str, Any], seed: int) -> Iterator[GameState]:
    """A game played with uniformly random legal actions: yields the state before every action and at
    the end (the same object, changed in place)."""
    state = game.new_game(options, seed)
    rng = random.Random(seed)
    yield state
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
        yield state


def played_actions(game, options: dict[str, Any], seed: int) -> list:
    """The (seat, action) history of a whole random game."""
    for state in random_playout(game, options, seed):
        pass
    return list(state.history)


def contains_state(value, depth: int = 0) -> bool:
    """True if a GameState is reachable from `value` through dataclass fields and containers."""
    if isinstance(value, GameState):
        return True
    if depth > 8:
        return False
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return any(contains_state(getattr(value, f.name), depth + 1) for f in dataclasses.fields(value))
    if isinstance(value, (tuple, list, set, frozenset)):
        return any(contains_state(item, depth + 1) for item in value)
    if isinstance(value, dict):
        return any(contains_state(item, depth + 1) for item in [*value.keys(), *value.values()])
    return False


def saved_from_a_position(game) -> dict:
    """A saved game begun from a position, a few actions in: it has every kind of field, replays fast."""
    rng = random.Random(game.id)
    state = game.new_game({"players": max(game.player_counts())}, 5)
    for _ in range(8):
        state.apply(rng.choice(state.legal_actions()))
    state = game.from_position(state.position(), state.options)
    for _ in range(3):
        state.apply(rng.choice(state.legal_actions()))
    return json.loads(json.dumps(state.to_json()))


def replaced(data: dict, path: tuple, value) -> dict:
    """A copy of the JSON tree `data` with the value at `path` replaced by `value`."""
    copy = json.loads(json.dumps(data))
    parent = copy
    for step in path[:-1]:
        parent = parent[step]
    parent[path[-1]] = value
    return copy


def sample_paths(data, path: tuple = ()) -> list[tuple]:
    """The path to every value of a JSON tree, but in a list only to its first and last items (the others
    are of their kind: cards of a hand, seats...)."""
    paths = [path]
    if isinstance(data, dict):
        for key, value in data.items():
            paths.extend(sample_paths(value, path + (key,)))
    elif isinstance(data, list):
        for index in sorted({0, len(data) - 1}) if data else ():
            paths.extend(sample_paths(data[index], path + (index,)))
    return paths
