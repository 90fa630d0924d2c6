"""The shape every game follows: options, state, actions, events, observations, records.

A game is a `Game` subclass registered by id. Its state is a mutable object that is cheap to clone;
`apply` validates an action completely before changing anything, so an illegal action leaves the state
as it was. Chance is derived from the seed stored in the state, so (options, seed, actions) always
rebuilds the same game.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Hashable, Mapping, Sequence

if TYPE_CHECKING:
    from .know_how import AIKnowHow

RECORD_FORMAT = 1

Action = Hashable


class GameError(Exception):
    """Base of the errors a game raises; `reason` is a human-readable sentence."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


class IllegalAction(GameError):
    """The action cannot be played now; the state is unchanged."""


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


def seat_label(seat: int) -> str:
    return f"Player {seat + 1}"


@dataclass(frozen=True)
class Event:
    """Something that happened, for the view to animate and the log to tell.

    `template` is an English sentence with `{name}` fields; `params` fills them. A field named `seat`
    (or ending in `_seat`) holds a seat number and is shown as that seat's name; one ending in `_seats`
    holds several, shown as a list of names.
    """

    kind: str
    template: str
    params: tuple[tuple[str, Any], ...] = ()

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


def event(kind: str, template: str, **params: Any) -> Event:
    return Event(kind, template, tuple(params.items()))


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
    """Base of every game's state. Subclasses use __slots__ and implement the abstract parts."""

    __slots__ = ("options", "seed", "history")

    game: ClassVar["Game"]

    options: Mapping[str, Any]
    seed: int
    history: list[tuple[int, Any]]

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
    def _check(self, seat: int, action: Action) -> None:
        """Raise IllegalAction with the reason when `action` is not legal for `seat`; change nothing."""
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
        reference to the state, whose `legal_actions()` equals `state.legal_actions(seat)`."""
        ...

    @abstractmethod
    def score_breakdown(self, seat: int) -> dict[str, Any]:
        """How `seat`'s score is made, for the results table: named parts (each game documents its keys),
        always with "score" equal to `scores()[seat]`. The view reads these instead of raw fields."""
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
        if self.is_terminal():
            raise IllegalAction("The game is over.")
        acting = self.to_act()
        if seat is None:
            seat = acting[0]
        elif isinstance(seat, bool) or not isinstance(seat, int) or seat not in acting:
            raise IllegalAction(f"It is not {seat_label(seat) if isinstance(seat, int) else seat}'s turn.")
        try:
            hash(action)
        except TypeError:
            raise IllegalAction(f"Malformed action: {action!r}.") from None
        self._check(seat, action)
        self.history.append((seat, action))
        return self._do(seat, action, True)

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
            raise ValueError(f"No seat {seat!r} in a game of {self.num_players} players.")

    def returns(self) -> tuple[float, ...]:
        """Per-seat value in [0, 1] at the end, for search: the share of the win."""
        return self.ranking().win_shares()

    def record(self) -> dict[str, Any]:
        """(game, options, seed, actions): enough to replay the game exactly."""
        game = type(self).game
        return {
            "format": RECORD_FORMAT,
            "game": game.id,
            "options": dict(self.options),
            "seed": self.seed,
            "actions": [[seat, game.action_to_json(action)] for seat, action in self.history],
        }

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
    `_setup` and `know_how`."""

    id: ClassVar[str]
    name: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    option_specs: ClassVar[tuple[OptionSpec, ...]] = ()
    State: ClassVar[type[GameState]]

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
        specs = {spec.key: spec for spec in cls.option_specs}
        unknown = sorted(set(options) - set(specs) - {"players"}, key=repr)
        if unknown:
            raise OptionError(f"Unknown option {unknown[0]!r} for {cls.name}; known options: "
                              f"players, {', '.join(specs) or 'none'}.")
        players = options.get("players", cls.min_players)
        if isinstance(players, bool) or not isinstance(players, int) or players not in cls.player_counts():
            raise OptionError(f"{cls.name} is played by {cls.min_players} to {cls.max_players} players, "
                              f"not {players!r}.")
        valid = {"players": players}
        for key, spec in specs.items():
            value = options.get(key, spec.default_value())
            if value not in spec.choices or isinstance(value, bool) != any(isinstance(c, bool) for c in spec.choices):
                allowed = ", ".join(repr(c) for c in spec.choices)
                raise OptionError(f"Option {key!r} cannot be {value!r}; choose one of {allowed}.")
            valid[key] = value
        return valid

    @classmethod
    def new_game(cls, options: Mapping[str, Any] | None = None, seed: int = 0) -> GameState:
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise OptionError(f"The seed must be a whole number, not {seed!r}.")
        return cls._setup(cls.validate_options(options), seed)

    @classmethod
    @abstractmethod
    def _setup(cls, options: dict[str, Any], seed: int) -> GameState:
        ...

    # --- the computer players' know-how ---------------------------------------------------------------
    @classmethod
    @abstractmethod
    def know_how(cls) -> "AIKnowHow":
        """The game's `AIKnowHow` (policies, determinizer, playout policy, search settings). Games import
        their agents module here, lazily, so the rules load without it."""
        raise NotImplementedError(f"{cls.__name__} declares no AI know-how.")

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
                raise RecordError(f"This record is of game {record.get('game')!r}, not {cls.id!r}.")
            if record.get("format", RECORD_FORMAT) > RECORD_FORMAT:
                raise RecordError("This record was written by a newer version of cardtable.")
            if not isinstance(record["options"], Mapping):
                raise RecordError("The record's options are missing.")
            state = cls.new_game(record["options"], record["seed"])
            for seat, action in record["actions"]:
                if isinstance(seat, bool) or not isinstance(seat, int):
                    raise RecordError(f"The record names no seat for action {action!r}.")
                state.apply(cls.action_from_json(action), seat)
        except GameError as error:
            if isinstance(error, RecordError):
                raise
            raise RecordError(f"The record does not replay: {error.reason}") from error
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            raise RecordError(f"The record is malformed ({type(error).__name__}: {error}).") from error
        return state

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> GameState:
        """Restore a full state saved by `to_json`; it must agree with the replay of its record."""
        replayed = cls.replay(data)
        saved = data.get("state")
        if not isinstance(saved, Mapping):
            raise RecordError("The saved game has no state.")
        state = cls.State.__new__(cls.State)
        state.options = replayed.options
        state.seed = replayed.seed
        state.history = list(replayed.history)
        try:
            state._load_fields(saved)
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            raise RecordError(f"The saved state is malformed ({type(error).__name__}: {error}).") from error
        if dumps(state._state_fields()) != dumps(replayed._state_fields()):
            # A state that disagrees with its own history was edited or damaged: trust neither.
            raise RecordError("The saved state does not match its own action history.")
        return state


def dumps(data: Mapping[str, Any]) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


