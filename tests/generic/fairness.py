"""The fairness audit's referee: computer players (and the coach's search) wrapped so that a test fails when
anything but the deciding seat's observation and plain values reaches them, or when the real game state is
read while they decide.

    referee = Referee()
    with referee.watching(monkeypatch):          # every state the rules build is a real state from now on
        agent = referee.guard(make_agent(game_id, "hard", seed=1, iterations=20))
        ...play: agent.choose(observation, legal)...
    referee.assert_fair()

What the referee checks at each decision:
- every argument is a plain value: walked as pickle walks it (everything a worker process would receive),
  it holds no `GameState`, no function, no object but numbers, texts, containers, frozen dataclasses and
  enums (a seed, a budget, the legal actions, the observation); the cancel flag is the only other thing
  allowed, and only as the cancel flag;
- the observation is exactly what the rules give that seat (`state.observation(seat)` of a real state,
  equal and of the same type), and the legal actions are that seat's;
- while the agent decides, every real state is locked for the deciding thread: any attribute read on it
  from that thread (a method, a field, a slot) is recorded as a violation and raises. The lock swaps the
  state's class for a subclass whose `__getattribute__` checks the thread, so no path to the state, through
  a global, a closure or the garbage collector, escapes it; other threads (the window's) read it as usual.

Violations are recorded (an agent may catch the error it gets) and `assert_fair()` fails on any.
"""

from __future__ import annotations

import copyreg
import dataclasses
import enum
import io
import pickle
import threading
from contextlib import contextmanager
from typing import Any, Callable

from cardtable.games import GameState
from cardtable.games.core import Game

_deciding: dict[int, int] = {}  # the threads inside a guarded decision now (how deeply nested)
_locked_classes: dict[type, type] = {}
_lock = threading.RLock()


class FullStateRead(RuntimeError):
    """An agent read the real game state while it decided."""


_RECONSTRUCTORS = (copyreg._reconstructor, copyreg.__newobj__, copyreg.__newobj_ex__)


class _PlainPickler(pickle.Pickler):
    """Pickles into nothing, noting every object that is not a plain value."""

    def __init__(self, problems: list[str]):
        super().__init__(io.BytesIO(), protocol=pickle.HIGHEST_PROTOCOL)
        self.problems = problems

    def reducer_override(self, obj):
        if isinstance(obj, GameState):
            self.problems.append(f"a game state ({type(obj).__name__})")
            return (tuple, ())
        if isinstance(obj, (int, float, complex, str, bytes, tuple, list, dict, set, frozenset, enum.Enum,
                            type(None), range, type)) or obj in _RECONSTRUCTORS:
            return NotImplemented  # a class is pickled by its name: a reference to code, not to data
        if dataclasses.is_dataclass(obj) and not isinstance(obj, type) and type(obj).__dataclass_params__.frozen:
            return NotImplemented
        self.problems.append(f"a {type(obj).__module__}.{type(obj).__qualname__}")
        return (tuple, ())


def plain_value_problems(value: Any) -> list[str]:
    """What in `value` is not a plain value (empty when it is one)."""
    problems: list[str] = []
    try:
        _PlainPickler(problems).dump(value)
    except Exception as error:  # noqa: BLE001 (whatever cannot be pickled cannot be a plain value)
        problems.append(f"something that does not pickle ({type(error).__name__}: {error})")
    return problems


def _locked_class(cls: type) -> type:
    """`cls` whose instances refuse every attribute read from a deciding thread."""
    with _lock:
        locked = _locked_classes.get(cls)
        if locked is None:
            def __getattribute__(self, name):
                if threading.get_ident() in _deciding:
                    Referee.current_violation(f"the real state's {name!r} was read while an agent decided")
                    raise FullStateRead(f"An agent read the real game state ({name!r}) while it decided.")
                return object.__getattribute__(self, name)

            locked = type(f"Locked{cls.__name__}", (cls,), {"__slots__": (), "__getattribute__": __getattribute__,
                                                            "__module__": cls.__module__})
            _locked_classes[cls] = locked
        return locked


@contextmanager
def _referee_reading():
    """The referee's own reads of the real states, even inside a decision (a search pool's request, checked
    within the agent's `choose`), are not the agent's."""
    thread = threading.get_ident()
    with _lock:
        depth = _deciding.pop(thread, 0)
    try:
        yield
    finally:
        if depth:
            with _lock:
                _deciding[thread] = depth


class Referee:
    """Knows the real states (those the rules' constructors built outside a decision) and checks decisions."""

    active: "Referee | None" = None

    def __init__(self):
        self.states: list[GameState] = []
        self.violations: list[str] = []
        self.decisions = 0
        self._locks = 0
        self._originals: dict[int, type] = {}

    @staticmethod
    def current_violation(text: str) -> None:
        referee = Referee.active
        if referee is not None:
            referee.violations.append(text)

    # --- the real states ----------------------------------------------------------------------------------
    def watch(self, state: GameState) -> GameState:
        with _lock:
            if threading.get_ident() not in _deciding and all(state is not known for known in self.states):
                self.states.append(state)
                if self._locks:
                    self._lock_one(state)
        return state

    @contextmanager
    def watching(self, monkeypatch):
        """Every state built by the rules' constructors (a new game, a replay, a saved game, a position)
        outside a decision is a real state. Use one referee at a time."""
        for name in ("new_game", "replay", "from_json", "from_position"):
            original = getattr(Game, name).__func__

            def constructor(cls, *args, _original=original, **kwargs):
                return self.watch(_original(cls, *args, **kwargs))

            monkeypatch.setattr(Game, name, classmethod(constructor))
        Referee.active = self
        try:
            yield self
        finally:
            Referee.active = None

    def _lock_one(self, state: GameState) -> None:
        cls = type(state)
        if cls not in _locked_classes.values():
            self._originals[id(state)] = cls
            state.__class__ = _locked_class(cls)

    @contextmanager
    def locked(self):
        """The real states refuse every read from this thread until the block ends."""
        with _lock:
            self._locks += 1
            if self._locks == 1:
                for state in self.states:
                    self._lock_one(state)
            thread = threading.get_ident()
            _deciding[thread] = _deciding.get(thread, 0) + 1
        try:
            yield
        finally:
            with _lock:
                _deciding[thread] -= 1
                if not _deciding[thread]:
                    del _deciding[thread]
                self._locks -= 1
                if self._locks == 0:
                    for state in self.states:
                        original = self._originals.pop(id(state), None)
                        if original is not None:
                            state.__class__ = original

    # --- the checks ---------------------------------------------------------------------------------------
    def check_arguments(self, where: str, **values: Any) -> None:
        for name, value in values.items():
            for problem in plain_value_problems(value):
                self.violations.append(f"{where}: {name} holds {problem}")

    def check_observation(self, where: str, observation: Any, legal=None, must_act: bool = True,
                          some_legal: bool = False) -> None:
        """`observation` must be a real state's observation of its seat, and `legal` that seat's actions
        (`some_legal`: some of them, as the coach's review searches a move played on its own)."""
        seat = getattr(observation, "seat", None)
        if isinstance(observation, GameState) or not isinstance(seat, int):
            self.violations.append(f"{where}: was handed {type(observation).__name__}, not a seat's observation")
            return
        with _lock:
            states = list(self.states)
        for state in reversed(states):
            if seat >= state.num_players:
                continue
            expected = state.observation(seat)
            if type(expected) is type(observation) and expected == observation:
                if must_act and seat not in state.to_act():
                    continue
                allowed = tuple(state.legal_actions(seat))
                fits = set(legal or ()) <= set(allowed) if some_legal else tuple(legal or ()) == allowed
                if legal is not None and not (fits and legal):
                    self.violations.append(f"{where}: legal actions {tuple(legal)!r} are not seat {seat}'s")
                return
        self.violations.append(f"{where}: the observation is not what the rules show seat {seat} of any game "
                               f"under way ({type(observation).__name__})")

    def decide(self, where: str, call: Callable, observation, legal, must_act: bool = True,
               some_legal: bool = False, **plain: Any):
        """Check a decision's arguments, then run `call()` with the real states locked for this thread."""
        self.decisions += 1
        with _referee_reading():
            self.check_arguments(where, observation=observation, legal=legal, **plain)
            self.check_observation(where, observation, legal, must_act, some_legal)
        with self.locked():
            return call()

    def guard(self, agent) -> "GuardedAgent":
        return GuardedAgent(agent, self)

    def assert_fair(self, min_decisions: int = 1) -> None:
        assert not self.violations, "unfair: " + "; ".join(dict.fromkeys(self.violations))
        assert self.decisions >= min_decisions, f"only {self.decisions} decisions were refereed"


def check_cancel(referee: Referee, where: str, cancel) -> None:
    """The cancel flag is the one argument that is not a plain value: it must be only a flag."""
    if cancel is not None and not (isinstance(cancel, threading.Event)
                                   or type(cancel).__name__ == "_CancelFlag"):
        referee.violations.append(f"{where}: cancel is a {type(cancel).__name__}, not a flag")


class GuardedAgent:
    """An agent whose every decision the referee checks: `choose`, `analyse` and `decide` as the agent's."""

    def __init__(self, agent, referee: Referee):
        object.__setattr__(self, "_agent", agent)
        object.__setattr__(self, "_referee", referee)

    def choose(self, observation, legal, cancel=None):
        check_cancel(self._referee, "choose", cancel)
        return self._referee.decide(f"{self._agent.level} choose",
                                    lambda: self._agent.choose(observation, legal, cancel), observation, legal)

    def analyse(self, observation, legal, cancel=None, snapshot=None, **flags):
        # `snapshot` only hears the search's own figures (checked plain as they go out): it hands the agent nothing.
        check_cancel(self._referee, "analyse", cancel)
        heard = None if snapshot is None else lambda result: (
            self._referee.check_arguments("analyse snapshot", result=result), snapshot(result))
        return self._referee.decide(f"{self._agent.level} analyse",
                                    lambda: self._agent.analyse(observation, legal, cancel, snapshot=heard, **flags),
                                    observation, legal, some_legal=True, flags=flags)

    def decide(self, observation, legal, result):
        return self._referee.decide(f"{self._agent.level} decide",
                                    lambda: self._agent.decide(observation, legal, result), observation, legal,
                                    result=result)

    def __getattr__(self, name):
        return getattr(self._agent, name)

    def __setattr__(self, name, value):
        setattr(self._agent, name, value)
