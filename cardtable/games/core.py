"""The shape every game follows: options, state, actions, events, observations, positions, records.

A game is a `Game` subclass registered by id. Its state is a mutable object that is cheap to clone;
`apply` validates an action completely before changing anything, so an illegal action leaves the state
as it was. Chance is derived from the seed stored in the state, so (options, seed, actions) always
rebuilds the same game.

What a game provides (the plug-in contract): on its `Game` subclass the class attributes (`id`, `name`,
`min_players`, `max_players`, `option_specs`, `State`, `position_fields`, `position_seat_fields`) and the
class methods `_setup`, `_from_position` and `know_how`; on its `GameState` subclass the abstract methods
below (rules, scoring, observation, `revealed_observation`, `position`, `check_invariants`, `score_breakdown`,
JSON fields).

A state may also start from a described position (`Game.from_position`) instead of a new deal: its
history then starts empty at that position, which its record carries, so that it replays and saves like
any other game.
"""

from __future__ import annotations

import importlib

import json
from abc import ABC, abstractmethod
from collections import Counter
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Any, Callable, ClassVar, Hashable, Mapping, Sequence

if TYPE_CHECKING:
    from .know_how import AIKnowHow

# Records of games that start from a new deal are unchanged since format 1 and are still written so, so
# that older versions of cardtable read them; a record that starts from a position (its "position" entry)
# is format 2, which older versions refuse as newer rather than misread. Both are read.
PLAIN_RECORD_FORMAT = 1
RECORD_FORMAT = 2

Action = Hashable

# What reading code written for well-formed data raises on any other JSON: a missing key, a value of the
# wrong type or length, an index out of range, Infinity where a whole number is read (int() of it
# overflows), data nested too deeply. Positions, records and saved states turn these into their own errors.
MALFORMED_DATA_ERRORS = (KeyError, TypeError, ValueError, AttributeError, IndexError, OverflowError, RecursionError)


class GameError(Exception):
    """Base of the errors a game raises; `reason` is a human-readable sentence."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


class IllegalAction(GameError):
    """The action cannot be played now; the state is unchanged. `refusal` says why as a kind and its values
    (a view translates the kind); `reason`, its English sentence, is for programmers."""

    def __init__(self, refusal: "Refusal"):
        super().__init__(refusal.text)
        self.refusal = refusal

    @property
    def kind(self) -> str:
        return self.refusal.kind


class OptionError(GameError, ValueError):
    """The options of a new game are not valid."""


class RecordError(GameError, ValueError):
    """A game record or saved state cannot be read."""


@dataclass(frozen=True)
class OptionSpec:
    """One rule option: its key, allowed values (the first is the default) and an English label."""

    key: str
    label: str
    choices: tuple[Any, ...]
    default: Any = None
    choice_labels: tuple[str, ...] = ()

    def default_value(self) -> Any:
        return self.choices[0] if self.default is None else self.default

    @cached_property
    def boolean(self) -> bool:
        """Whether the choices are booleans (then only a boolean is one of them, not 0 or 1)."""
        return any(isinstance(choice, bool) for choice in self.choices)


# The fields of an observation that only `revealed_observation` fills start with this (see there).
REVEALED_PREFIX = "revealed_"


def revealed_fields(observation) -> dict[str, Any]:
    """The revealed fields of an observation (a dataclass), by name: all empty in an ordinary one."""
    return {name: getattr(observation, name) for name in getattr(observation, "__dataclass_fields__", {})
            if name.startswith(REVEALED_PREFIX)}


def is_revealed(observation) -> bool:
    """Whether an observation carries hidden information (comes from `revealed_observation`)."""
    return any(value not in ((), None) for value in revealed_fields(observation).values())


def seat_label(seat: int) -> str:
    return f"Player {seat + 1}"


SHOWN_LENGTH = 60


def shown(value: Any) -> str:
    """`value` as a short repr for an error's reason. Any value: a 5,000-digit integer's repr raises
    ValueError, and a huge nested value would make an unreadable sentence."""
    try:
        text = repr(value)
    except Exception:  # noqa: BLE001 (a reason must be written whatever the caller passed)
        if isinstance(value, int):
            return f"an integer of about {value.bit_length() * 30103 // 100000 + 1} digits"
        return f"a {type(value).__name__}"
    return _cut(text)


def shown_error(error: BaseException) -> str:
    """An error as "KeyError: 'seed'", shortened as `shown` shortens a value (its message may quote one)."""
    return _cut(f"{type(error).__name__}: {error}")


def _cut(text: str) -> str:
    return text if len(text) <= SHOWN_LENGTH else text[:SHOWN_LENGTH - 1] + "…"


# The longest whole number a game reads from outside (a seed, a card, a count of chips): 100 digits hold
# any seed a program makes (a 256-bit hash has 78) and far more than any count. A longer one is refused
# before the rules see it (Python will not even print one of more than 4,300 digits: it would fail in a
# sentence or a save).
WHOLE_DIGITS = 100
TOO_LONG = 10**WHOLE_DIGITS
# The most times a player may undo, or ask for a hint, in one game: far more than any game takes.
MAX_TIMES = 10**6


def too_long(value: Any) -> bool:
    return type(value) is int and abs(value) >= TOO_LONG


def too_long_text(what: str, value: int) -> str:
    return f"{what} must be a whole number of at most {WHOLE_DIGITS} digits, not {shown(value)}."


def checked_seed(seed: Any, what: str) -> int:
    """`seed` when it is a whole number of at most WHOLE_DIGITS digits, else OptionError saying so of `what`
    ("The seed", "The position's seed")."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise OptionError(f"{what} must be a whole number, not {shown(seed)}.")
    if too_long(seed):
        raise OptionError(too_long_text(what, seed))
    return seed


def holds_too_long(data: Any) -> bool:
    """Whether JSON-like `data` holds a whole number of more than WHOLE_DIGITS digits at any depth (walked
    without recursion, as nesting may be deep, and quickly: a computer player reads thousands of positions)."""
    pending = [data]
    while pending:
        value = pending.pop()
        if type(value) is int:
            if abs(value) >= TOO_LONG:
                return True
        elif isinstance(value, (list, tuple)):
            pending.extend(value)
        elif isinstance(value, Mapping):
            pending.extend(value.values())
    return False


def refuse_too_long_numbers(position: Mapping[str, Any]) -> None:
    """OptionError naming the first field of `position` (such as "hands[0][3]") that holds a whole number
    of more than WHOLE_DIGITS digits, at any depth."""
    if not holds_too_long(position):
        return
    pending: list[tuple[str, Any]] = [(str(key), value) for key, value in reversed(list(position.items()))]
    while pending:
        field, value = pending.pop()
        if too_long(value):
            raise OptionError(too_long_text(f"The position's {field}", value))
        if isinstance(value, (list, tuple)):
            pending.extend((f"{field}[{index}]", item) for index, item in reversed(list(enumerate(value))))
        elif isinstance(value, Mapping):
            pending.extend((f"{field}[{shown(key)}]", item) for key, item in reversed(list(value.items())))


@dataclass(frozen=True, init=False)
class Worded:
    """A kind of thing the rules tell, with its values: `template` is an English sentence with `{name}`
    fields; `params` fills them. A field named `seat` (or ending in `_seat`) holds a seat number and is
    shown as that seat's name; one ending in `_seats` holds several, shown as a list of names. A view
    translates the kind and shows the values in its own words."""

    kind: str
    template: str
    params: tuple[tuple[str, Any], ...] = ()

    def __init__(self, kind: str, template: str, params: tuple[tuple[str, Any], ...] = ()):
        # Written into the instance's dict at once: a frozen dataclass's own __init__ sets each field through
        # object.__setattr__, which costs a game's public `apply` a third of its time in events.
        fields = self.__dict__
        fields["kind"], fields["template"], fields["params"] = kind, template, params

    @property
    def data(self) -> dict[str, Any]:
        return dict(self.params)

    def describe(self, names: Sequence[str] | None = None, template: str | None = None) -> str:
        values = {}
        for key, value in self.params:
            if (key == "seat" or key.endswith("_seat")) and isinstance(value, int):
                value = names[value] if names else seat_label(value)
            elif key.endswith("_seats") and isinstance(value, (tuple, list)):
                value = ", ".join(names[seat] if names else seat_label(seat) for seat in value)
            elif isinstance(value, (tuple, list)):
                value = ", ".join(str(v) for v in value)
            values[key] = value
        return (template or self.template).format(**values)

    @property
    def text(self) -> str:
        return self.describe()


@dataclass(frozen=True, init=False)
class Event(Worded):
    """Something that happened, for the view to animate and the log to tell."""


@dataclass(frozen=True, init=False)
class Refusal(Worded):
    """Why an action cannot be played now, for the view to tell in its words (IllegalAction carries it)."""


def event(kind: str, template: str, **params: Any) -> Event:
    return Event(kind, template, tuple(params.items()))


def refusal(kind: str, template: str, /, **params: Any) -> Refusal:
    """A refusal of this kind with its values (positional `kind`, so that a value may be named "kind")."""
    return Refusal(kind, template, tuple(params.items()))


def malformed(action: Any, template: str = "Malformed action {action}.") -> Refusal:
    """An action of a shape no rule reads; `template` may say which shape is expected."""
    return refusal("malformed", template, action=shown(action))


def wrong_phase(doing: str, kind: str) -> Refusal:
    """An action of another kind than the game asks for now (`doing`: what it asks, in a few English words)."""
    return refusal("wrong_phase", "Now is the time to {doing}, not to {kind}.", doing=doing, kind=kind)


# The kinds of refusal that are about the moment (whose turn, what the game asks now), not the action.
MOMENT_KINDS = frozenset({"game_over", "not_your_turn", "no_seat", "not_turn", "wrong_phase"})


def not_your_turn() -> Refusal:
    """The refusal of an action from a seat that is nobody's to play (a spectator's, a screen's between turns)."""
    return refusal("not_your_turn", "It is not your turn.")


def refusal_of_turn(terminal: bool, acting: Sequence[int], seat: Any, players: int) -> Refusal | None:
    """The refusals every game shares before its rules look at the action: the game is over, there is no
    such seat, it is not `seat`'s turn (None: a spectator, whose turn it never is)."""
    if terminal:
        return refusal("game_over", "The game is over.")
    if seat is None:
        return not_your_turn()
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
        return refusal("no_seat", "No seat {given} in a game of {players} players: it is not its turn.",
                       given=shown(seat), players=players)
    if seat not in acting:
        return refusal("not_turn", "It is not {seat}'s turn.", seat=seat)
    return None


def refusal_of_action(action: Any, check: Callable[[], Refusal | None],
                      legal: Callable[[], Sequence[Any]]) -> Refusal | None:
    """A game's `check()` of an action of any value: `check` is written for actions of the right shape, so
    an unhashable action, or whatever it raises on a value no rule expects (a 5,000-digit integer in its
    sentence, a tuple unpacked as a pair), is refused as malformed. On a legal action, such an error is a
    bug in the game and is not hidden."""
    try:
        hash(action)
    except (TypeError, RecursionError):
        return malformed(action, "Malformed action: {action}.")
    try:
        return check()
    except Exception:
        if action in legal():
            raise
        return malformed(action, "Malformed action: {action}.")


def why_not(terminal: bool, acting: Sequence[int], seat: Any, players: int, action: Any,
            check: Callable[[], Refusal | None], legal: Callable[[], Sequence[Any]]) -> Refusal | None:
    """Why `seat` may not play `action` now, or None when it may: the shared refusals, then the game's
    `check` (see `refusal_of_action`). The state and each game's observation both answer through it."""
    return refusal_of_turn(terminal, acting, seat, players) or refusal_of_action(action, check, legal)


@dataclass(frozen=True)
class Ranking:
    """Places 1..n with ties sharing a place (competition ranking: 1, 1, 3)."""

    places: tuple[int, ...]

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(seat for seat, place in enumerate(self.places) if place == 1)

    def win_shares(self) -> tuple[float, ...]:
        winners = self.winners
        return tuple((1.0 / len(winners)) if seat in winners else 0.0 for seat in range(len(self.places)))


def game_over_event(ranking: Ranking) -> Event:
    """The closing event of any game: its winner, or the players who share the win."""
    winners = ranking.winners
    if len(winners) == 1:
        return event("game_over", "The game is over. Winner: {winner_seats}.", winner_seats=winners)
    return event("game_over", "The game is over. {winner_seats} share the win.", winner_seats=winners)


def rank_lowest_first(scores: Sequence[float]) -> Ranking:
    return Ranking(tuple(1 + sum(other < mine for other in scores) for mine in scores))


def rank_highest_first(scores: Sequence[float]) -> Ranking:
    return Ranking(tuple(1 + sum(other > mine for other in scores) for mine in scores))


class GameState(ABC):
    """Base of every game's state. Subclasses use __slots__ and implement the abstract parts; their `clone`
    copies the base fields too (options, seed, a copy of history, origin)."""

    __slots__ = ("options", "seed", "history", "origin", "_undos", "_hints")

    game: ClassVar["Game"]

    options: Mapping[str, Any]
    seed: int
    history: list[tuple[int, Any]]
    origin: str | None  # canonical JSON of the position the history starts from; None: a new game's deal

    # How often a person took moves back in this game (see `take_back`). It marks how the game was played,
    # not a position: the record carries it ("undos", left out when 0, so older versions read such records
    # and records of games without undo are unchanged), `replay` and `from_json` restore it, and a `clone`
    # (for search) need not copy it.
    @property
    def undos(self) -> int:
        return getattr(self, "_undos", 0)

    @undos.setter
    def undos(self, count: int) -> None:
        self._undos = count

    # How many hints (the coach's evaluation of the legal actions) a person asked for in this game: like
    # `undos`, a mark of how the game was played, carried by the record as "hints" (left out when 0).
    @property
    def hints(self) -> int:
        return getattr(self, "_hints", 0)

    @hints.setter
    def hints(self, count: int) -> None:
        self._hints = count

    # --- what subclasses provide -------------------------------------------------------------------
    @abstractmethod
    def clone(self) -> "GameState":
        ...

    @abstractmethod
    def to_act(self) -> tuple[int, ...]:
        """Seats that must act now (empty when the game is over)."""
        ...

    @abstractmethod
    def legal_actions(self, seat: int | None = None) -> tuple[Action, ...]:
        """The actions `seat` (default: the seat to act) may play now, as a tuple of hashable values, in
        a fixed order; empty when the game is over or `seat` is not to act."""
        ...

    @abstractmethod
    def _why_not(self, seat: int, action: Action) -> Refusal | None:
        """Why `action` is not legal for `seat`, the seat to act, or None when it is; change nothing. The
        game's observation answers `why_not` through the same code, so that both always agree."""
        ...

    @abstractmethod
    def _do(self, seat: int, action: Action, log: bool) -> list[Event]:
        """Apply an action already checked; return its events (none when `log` is false)."""
        ...

    @abstractmethod
    def is_terminal(self) -> bool:
        ...

    @abstractmethod
    def scores(self) -> tuple[float, ...]:
        ...

    @abstractmethod
    def ranking(self) -> Ranking:
        ...

    @abstractmethod
    def observation(self, seat: int | None):
        """What `seat` may know (None: a spectator, public information only): a frozen value holding no
        reference to the state, whose `legal_actions()` equals `state.legal_actions(seat)` and whose
        `why_not(action)` equals `state.why_not(action, seat)` (the module function `why_not` with the
        game's own check, which `_why_not` uses too)."""
        ...

    @abstractmethod
    def revealed_observation(self, seat: int | None):
        """`observation(seat)` (None: a spectator's) with everything hidden made visible, for a replay
        viewer who wants to understand the game: every hand, face-down and hidden cards, secret chips or
        coins, the order of the stock where there is one. Of the same type as `observation(seat)`: its
        ordinary fields are exactly that seat's (its own hand, its legal actions), and the hidden things are
        in fields whose names start with `REVEALED_PREFIX`, which default to empty (an empty tuple or None)
        and stay so in every ordinary observation. Never given to an agent."""
        ...

    @abstractmethod
    def score_breakdown(self, seat: int) -> dict[str, Any]:
        """How `seat`'s score is made, for the results table: named parts (each game documents its keys),
        always with "score" equal to `scores()[seat]`. The view reads these instead of raw fields."""
        ...

    @abstractmethod
    def position(self) -> dict[str, Any]:
        """The current position as plain JSON data, with the seed: `Game.from_position` of it (and the
        same options) gives a state with an equal `position()`, which plays on exactly as this one does.
        Each game documents its fields."""
        ...

    @abstractmethod
    def check_invariants(self) -> None:
        """Raise AssertionError saying what is wrong when the state is inconsistent: every card of the
        game exactly once, counters conserved, the turn in range, the phase agreeing with the hands... A
        correct engine never trips it; tests call it after every action."""
        ...

    @abstractmethod
    def _state_fields(self) -> dict[str, Any]:
        ...

    @abstractmethod
    def _load_fields(self, data: Mapping[str, Any]) -> None:
        ...

    # --- shared behaviour --------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.options["players"]

    @property
    def current_seat(self) -> int | None:
        seats = self.to_act()
        return seats[0] if seats else None

    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Play `action` for `seat` (default: the seat to act). Illegal actions raise IllegalAction."""
        acting = self.to_act()
        if seat is None and acting:
            seat = acting[0]
        # The usual case first, cheaply: a seat to act (so the game goes on) and an action the game's check
        # accepts. Anything else takes `why_not`'s whole path, which finds the same answer and says why.
        try:
            hash(action)
            refused = self._why_not(seat, action) if type(seat) is int and seat in acting else True
        except Exception:  # noqa: BLE001 (why_not tells a malformed action from a bug in the game)
            refused = True
        if refused is not None:
            refused = self.why_not(action, seat)
            if refused is not None:
                raise IllegalAction(refused)
        self.history.append((seat, action))
        return self._do(seat, action, True)

    def why_not(self, action: Action, seat: int | None = None) -> Refusal | None:
        """Why `seat` (default: the seat to act) may not play `action` now, or None when it may."""
        acting = self.to_act()
        if seat is None and acting:
            seat = acting[0]
        return why_not(self.is_terminal(), acting, seat, self.num_players, action,
                       lambda: self._why_not(seat, action), lambda: self.legal_actions(seat))

    def apply_unchecked(self, action: Action) -> None:
        """For search and playouts: play a legal action of the seat to act, without events."""
        seat = self.to_act()[0]
        self.history.append((seat, action))
        self._do(seat, action, False)

    def start_events(self) -> list[Event]:
        """What the table shows happening at setup (first card turned up, who starts...)."""
        return []

    def _check_viewer(self, seat: int | None) -> None:
        if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)
                                 or not 0 <= seat < self.num_players):
            raise ValueError(f"No seat {shown(seat)} in a game of {self.num_players} players.")

    def returns(self) -> tuple[float, ...]:
        """Per-seat value in [0, 1] at the end, for search: the share of the win."""
        return self.ranking().win_shares()

    def start_position(self) -> dict[str, Any] | None:
        """The position the history starts from, when the game began at a described position."""
        return None if self.origin is None else json.loads(self.origin)

    def record(self) -> dict[str, Any]:
        """(game, options, seed, [position,] actions): enough to replay the game exactly."""
        game = type(self).game
        record: dict[str, Any] = {
            "format": PLAIN_RECORD_FORMAT if self.origin is None else RECORD_FORMAT,
            "game": game.id,
            "options": dict(self.options),
            "seed": self.seed,
        }
        if self.origin is not None:
            record["position"] = json.loads(self.origin)
        record["actions"] = [[seat, game.action_to_json(action)] for seat, action in self.history]
        if self.undos:
            record["undos"] = self.undos
        if self.hints:
            record["hints"] = self.hints
        return record

    def take_back(self, keep: int) -> "GameState":
        """The game as it was before its action number `keep` (0: before the first), marked with one more
        undo. It is replayed from the record, so the deal and every card still to come stay as they were."""
        if isinstance(keep, bool) or not isinstance(keep, int) or not 0 <= keep <= len(self.history):
            raise ValueError(f"Cannot take back to action {keep!r} of {len(self.history)}.")
        record = self.record()
        record["actions"] = record["actions"][:keep]
        record["undos"] = self.undos + 1
        return type(self).game.replay(record)

    def to_json(self) -> dict[str, Any]:
        data = self.record()
        data["state"] = self._state_fields()
        return data

    def __eq__(self, other: object) -> bool:
        # Canonical JSON text, so that lookalikes (1 and True, 23 and 23.0) are not taken as equal.
        return type(other) is type(self) and dumps(other.to_json()) == dumps(self.to_json())

    __hash__ = None  # type: ignore[assignment]


class Game:
    """A game's rules, registered by id. Subclasses set the class attributes and `State`, and implement
    `_setup`, `_from_position` and `know_how`."""

    id: ClassVar[str]
    name: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    option_specs: ClassVar[tuple[OptionSpec, ...]] = ()
    State: ClassVar[type[GameState]]
    # The fields a position may have ("seed" is always allowed), and those of them that list one entry
    # per seat (the player count is read from them when the options do not give it).
    position_fields: ClassVar[tuple[str, ...]] = ()
    position_seat_fields: ClassVar[tuple[str, ...]] = ()
    # The score progression (cardtable.games.progress): the kinds of event after which the running scores
    # are read again (one step each), what one step is ("card", "round", "sale"...) and what is read
    # ("score", or a game's own measure: see `running_scores`). A game that declares no event gets its
    # start and its final scores only.
    score_step_events: ClassVar[frozenset[str]] = frozenset()
    score_step_unit: ClassVar[str] = "round"
    score_measure: ClassVar[str] = "score"

    @classmethod
    def running_scores(cls, state: GameState) -> tuple[float, ...]:
        """What a score progression plots for each seat at a step (`score_measure`): `scores()` unless a
        game's scores mean nothing to a player mid-game."""
        return tuple(state.scores())

    @classmethod
    def player_counts(cls) -> range:
        return range(cls.min_players, cls.max_players + 1)

    @classmethod
    def default_options(cls, players: int | None = None) -> dict[str, Any]:
        options: dict[str, Any] = {"players": players or cls.min_players}
        options.update({spec.key: spec.default_value() for spec in cls.option_specs})
        return options

    @classmethod
    def validate_options(cls, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Fill defaults and check every value; raise OptionError naming the bad one."""
        if options is None:
            options = {}
        if not isinstance(options, Mapping):
            raise OptionError(f"Options must be a mapping of names to values, not {type(options).__name__}.")
        specs = cls.option_specs
        known = {spec.key for spec in specs}
        unknown = sorted((key for key in options if key != "players" and key not in known), key=shown)
        if unknown:
            raise OptionError(f"Unknown option {shown(unknown[0])} for {cls.name}; known options: "
                              f"players, {', '.join(spec.key for spec in specs) or 'none'}.")
        players = options.get("players", cls.min_players)
        if isinstance(players, bool) or not isinstance(players, int) or players not in cls.player_counts():
            raise OptionError(f"{cls.name} is played by {cls.min_players} to {cls.max_players} players, "
                              f"not {shown(players)}.")
        valid = {"players": players}
        for spec in specs:
            key = spec.key
            value = options[key] if key in options else spec.default_value()
            if value not in spec.choices or isinstance(value, bool) != spec.boolean:
                allowed = ", ".join(repr(c) for c in spec.choices)
                raise OptionError(f"Option {key!r} cannot be {shown(value)}; choose one of {allowed}.")
            valid[key] = value
        return valid

    @classmethod
    def new_game(cls, options: Mapping[str, Any] | None = None, seed: int = 0) -> GameState:
        state = cls._setup(cls.validate_options(options), checked_seed(seed, "The seed"))
        state.origin = None
        return state

    @classmethod
    def _setup(cls, options: dict[str, Any], seed: int) -> GameState:
        """Each game: a new game's state after the deal, with an empty history."""
        raise TypeError(f"{cls.__name__} does not set up a game.")

    # --- positions -------------------------------------------------------------------------------------
    @classmethod
    def from_position(cls, position: Mapping[str, Any], options: Mapping[str, Any] | None = None) -> GameState:
        """A state at a described position (each game's `_from_position` documents its fields).

        The position is a mapping of plain JSON values, such as `state.position()` returns; some fields
        may be left out where the game documents a default. Chance after the position comes from its
        "seed" (default 0). The player count is taken from the options, or else from the length of the
        position's per-seat lists. The state's history starts empty at the position, and its record
        carries the position, so it replays, saves and loads like any game. A missing, malformed or
        inconsistent field, a whole number of more than WHOLE_DIGITS digits anywhere or a per-seat list
        of the wrong length raises OptionError naming it.
        """
        if not isinstance(position, Mapping):
            raise OptionError(f"A position is a mapping of field names to values, not {type(position).__name__}.")
        known = ("seed", *cls.position_fields)
        unknown = sorted((key for key in position if key not in known), key=shown)
        if unknown:
            raise OptionError(f"Unknown position field {shown(unknown[0])} for {cls.name}; known fields: "
                              f"{', '.join(known)}.")
        seed = checked_seed(position.get("seed", 0), "The position's seed")
        refuse_too_long_numbers(position)
        options = cls._position_options(position, options)
        try:
            state = cls._from_position(position, options, seed)
            state.history, state.origin = [], None
            state.check_invariants()
        except GameError:
            raise
        except AssertionError as error:
            raise OptionError(f"The position is inconsistent: {str(error).rstrip('.')}.") from None
        except MALFORMED_DATA_ERRORS as error:
            raise OptionError(f"The position is malformed ({type(error).__name__}: {error}).") from error
        state.origin = dumps(state.position())
        return state

    @classmethod
    def _position_options(cls, position: Mapping[str, Any], options: Mapping[str, Any] | None) -> dict[str, Any]:
        """The options, their player count read from the position's per-seat lists when not given: the
        length most of them share (the first one's on a tie), so that a refusal names the odd list out."""
        if options is not None and not isinstance(options, Mapping):
            return cls.validate_options(options)  # raises the usual error
        options = dict(options or {})
        counts = {key: len(position[key]) for key in cls.position_seat_fields
                  if isinstance(position.get(key), (list, tuple))}
        if "players" not in options and counts:
            players = Counter(counts.values()).most_common(1)[0][0]
            if players not in cls.player_counts():
                key = next(key for key, count in counts.items() if count == players)
                raise OptionError(f"The position's {key} lists {players} seats, but {cls.name} is played by "
                                  f"{cls.min_players} to {cls.max_players} players.")
            odd = next((key for key, count in counts.items() if count != players), None)
            if odd is not None:
                same = next(key for key, count in counts.items() if count == players)
                raise OptionError(f"The position's {odd} lists {counts[odd]} seats, but its {same} lists {players}.")
            options["players"] = players
        options = cls.validate_options(options)
        for key, count in counts.items():
            if count != options["players"]:
                raise OptionError(f"The position's {key} lists {count} seats, not {options['players']}.")
        return options

    @classmethod
    def _from_position(cls, position: Mapping[str, Any], options: dict[str, Any], seed: int) -> GameState:
        """Each game: build the state of a position (fields already limited to `position_fields`, options
        valid).

        Raise OptionError naming the field for a missing or bad one; `check_invariants` then runs on the
        result, so consistency need not be checked twice. The history and origin are set by the caller.
        """
        raise TypeError(f"{cls.__name__} does not read positions.")

    # --- the computer players' know-how ---------------------------------------------------------------
    @classmethod
    def know_how(cls) -> "AIKnowHow":
        """The game's `AIKnowHow` (policies, determinizer, playout policy, search settings): `KNOW_HOW` of the
        `agents` module beside its rules, imported only when a computer player needs it, so that the rules
        load without it. A game whose know-how lives elsewhere overrides this."""
        package = cls.__module__.rpartition(".")[0]
        try:
            agents = importlib.import_module(f"{package}.agents")
        except ModuleNotFoundError as error:
            if not f"{package}.agents".startswith(error.name or "?"):
                raise  # the agents module is there but fails to import
            raise TypeError(f"{cls.__name__} declares no AI know-how.") from None
        return agents.KNOW_HOW

    # --- actions as JSON -----------------------------------------------------------------------------
    @staticmethod
    def action_to_json(action: Action) -> Any:
        return action

    @staticmethod
    def action_from_json(data: Any) -> Action:
        return tuple(data) if isinstance(data, list) else data

    @staticmethod
    def describe_action(action: Action) -> str:
        """A short English label of an action (the view translates it)."""
        return str(action)

    # --- records ---------------------------------------------------------------------------------------
    @classmethod
    def replay(cls, record: Mapping[str, Any]) -> GameState:
        """Rebuild a game from its record; raise RecordError if it does not fit this game."""
        try:
            if record.get("game") != cls.id:
                raise RecordError(f"This record is of game {shown(record.get('game'))}, not {cls.id!r}.")
            if record.get("format", RECORD_FORMAT) > RECORD_FORMAT:
                raise RecordError("This record was written by a newer version of cardtable.")
            if not isinstance(record["options"], Mapping):
                raise RecordError("The record's options are missing.")
            if "position" in record:
                state = cls.from_position(record["position"], record["options"])
                if type(record["seed"]) is not int or state.seed != record["seed"]:
                    raise RecordError("The record's seed is not its position's.")
            else:
                state = cls.new_game(record["options"], record["seed"])
            for seat, action in record["actions"]:
                if isinstance(seat, bool) or not isinstance(seat, int):
                    raise RecordError(f"The record names no seat for action {shown(action)}.")
                state.apply(cls.action_from_json(action), seat)
            state.undos = _times(record, "undos", "undo count")
            state.hints = _times(record, "hints", "hint count")
        except GameError as error:
            if isinstance(error, RecordError):
                raise
            raise RecordError(f"The record does not replay: {error.reason}") from error
        except MALFORMED_DATA_ERRORS as error:
            raise RecordError(f"The record is malformed ({shown_error(error)}).") from error
        return state

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> GameState:
        """Restore a full state saved by `to_json`; it must agree with the replay of its record."""
        replayed = cls.replay(data)
        saved = data.get("state")
        if not isinstance(saved, Mapping):
            raise RecordError("The saved game has no state.")
        state = replayed.clone()  # options, seed, history and origin; the fields come from the save
        state.undos, state.hints = replayed.undos, replayed.hints
        try:
            state._load_fields(saved)
            loaded = dumps(state._state_fields())  # what was loaded, written back as a state writes it
        except MALFORMED_DATA_ERRORS as error:
            raise RecordError(f"The saved state is malformed ({shown_error(error)}).") from error
        if loaded != dumps(replayed._state_fields()):
            # A state that disagrees with its own history was edited or damaged: trust neither.
            raise RecordError("The saved state does not match its own action history.")
        return state


def _times(record: Mapping[str, Any], key: str, what: str) -> int:
    """A count of the record's ("undos", "hints"), or RecordError naming it: a count no game reaches is
    damage, and a huge one would fail where it is written (a statistics row holds 64 bits)."""
    times = record.get(key, 0)
    if type(times) is not int or not 0 <= times <= MAX_TIMES:
        raise RecordError(f"The record's {what} ({key}) {shown(times)} is not a whole number of times "
                          f"from 0 to {MAX_TIMES}.")
    return times


def dumps(data: Mapping[str, Any]) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


