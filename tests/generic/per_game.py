"""What the generic suites, the shared app tests and the tools know of one game, kept in the game's own test
folder: `suite_support(game_id)` reads it, for any registered game, so that no shared file names a game.

Where it lives: the module `suite_support` of the game's test package, `tests/games/<id>/suite_support.py`;
a test-only game (one whose rules are written under tests/, as tests/generic/sealed_bid) keeps it beside its
rules, in its own package (`tests/generic/sealed_bid/suite_support.py`). A game with nothing special needs
no such module: every name below then takes its default.

The names a `suite_support` module may define (any other upper-case name is refused, so that a misspelt one
is not silently ignored):

- `resample_hidden(state, seat, rng)` and `change_known(state, seat, rng)`: the fairness audit's two sides
  (see tests/generic/hidden_parts.py). Required of every game: the audit fails for a game without them.
- `SHORT_OPTIONS`: options (beside "players") that make a short game, for the suites that play whole games
  by keyboard. Default: none, the game's default options.
- `DIALOGS_MET`: names (as the view's `showcase` gives them) of the game's own dialogs that a random game's
  walk always meets, so the dialog-fitting suite checks that it did. Default: none.
- `COVER_WORDS`: words the game's own hot-seat cover text says for a person. Default: none, for a game that
  keeps the neutral text.
- `SCORE_AXES`: (bottom, left) titles of the results' score plot in English. Required of every game by the
  results suite.
- `RULES_PAGE_WORDS`: language -> the words that name the game's variants on its rules page. Required of a
  game that has rules pages.
- `REVEALING_OPTIONS`: options of the variant with the most hidden, for the revealed-view screenshots.
  Default: none, the game's default options.
- `ATSPI_THEN_PRESS`: for a game whose table's first pressable entry only begins a move, the names of the
  actions that may then play it, pressed in turn (tests/app/test_atspi_table.py). Default: none.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field, fields
from typing import Any, Callable, Mapping

from cardtable.games import available_ids, get_game

MODULE = "suite_support"


@dataclass(frozen=True)
class SuiteSupport:
    """One game's `suite_support` module as read, with the defaults filled in (see the module's docstring)."""

    game_id: str
    module: str  # where it is read from (or would be), for the messages of the suites that need a name
    resample_hidden: Callable | None = None
    change_known: Callable | None = None
    short_options: Mapping[str, Any] = field(default_factory=dict)
    dialogs_met: frozenset[str] = frozenset()
    cover_words: tuple[str, ...] = ()
    score_axes: tuple[str, str] | None = None
    rules_page_words: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    revealing_options: Mapping[str, Any] = field(default_factory=dict)
    atspi_then_press: tuple[str, ...] = ()

    def required(self, name: str):
        """The value of `name`, failing (naming the module to write it in) when the game does not define it."""
        value = getattr(self, name)
        assert value not in (None, {}, ()), f"{self.game_id}: {self.module} defines no {name.upper()}"
        return value


NAMES = {item.name for item in fields(SuiteSupport)} - {"game_id", "module"}


def is_test_only(game_id: str) -> bool:
    """Whether the registered game is one the tests wrote (its rules live under tests/), not one cardtable ships."""
    return get_game(game_id).__module__.startswith("tests.")


def shipped_game_ids() -> list[str]:
    """The registered games cardtable ships, in registration order: what the shared tests under tests/app run
    over (the test-only game is registered only around tests/generic's tests, and maybe while they collect)."""
    return [game_id for game_id in available_ids() if not is_test_only(game_id)]


def package_of_tests(game_id: str) -> str:
    """The package of the game's own tests: tests.games.<id>, or a test-only game's own package."""
    if is_test_only(game_id):
        return get_game(game_id).__module__.rpartition(".")[0]
    return f"tests.games.{game_id}"


def suite_support(game_id: str) -> SuiteSupport:
    """What the shared suites and tools need of the registered game `game_id` (defaults where it has nothing)."""
    name = f"{package_of_tests(game_id)}.{MODULE}"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as missing:
        if not (name + ".").startswith(f"{missing.name}."):  # a module it imports is missing: an error
            raise
        return SuiteSupport(game_id, name)
    values = {}
    for attribute in dir(module):
        key = attribute.lower()
        if key in NAMES and attribute in (key, key.upper()):
            values[key] = getattr(module, attribute)
        elif attribute.isupper():
            raise AttributeError(f"{name}: {attribute} is none of the names the shared suites read ({sorted(NAMES)})")
    if "dialogs_met" in values:
        values["dialogs_met"] = frozenset(values["dialogs_met"])
    return SuiteSupport(game_id, name, **values)
