"""The knobs of the `hard` search per game, and a `hard` player with some of them turned (for tune.py).

A knob is either a field of the game's `AIKnowHow` (the generic ones, built here from the know-how itself)
or a module-level constant of the game's package (named in the small table `tuning/<game id>.py`: its
`KNOBS`, and optionally `GENERIC_VALUES`, other values to try for a generic knob). Turning a knob never edits
the game: a know-how field is replaced on the tuned player's own agent (`Agent.know_how`), and a module
constant is set only while that player chooses, and put back at once. The tuned player still decides from
its seat's observation alone.

    knob = knobs("faehrte")["exploration"]
    player = TunedPlayer("faehrte", parse_settings("faehrte", "exploration=1.41421"), seed=1, iterations=200)
"""

from __future__ import annotations

import importlib
import math
import random
from contextlib import contextmanager
from dataclasses import dataclass, field, fields, replace
from typing import Any, Iterator, Mapping

NOT_ABLATED = object()  # a knob with no simpler form to ablate to (a scale, a count with no "off")
TEXTBOOK_EXPLORATION = math.sqrt(2)  # UCB1's constant for values in [0, 1]

# The know-how's fields that are not the hard search's settings, and why.
NOT_KNOBS = {
    "policies": "the heuristic levels themselves, not the search",
    "determinizer": "what the search samples from: a game's inference is tuned by its own constants",
    "score_measure": "what the game's scores mean where playouts stop, not a setting",
    "lower_score_wins": "a rule of the game",
    "revealed": "what the rules make public, not a setting",
    "public_steps": "what the rules make public, not a setting",
    "play_out": "the playout policy's fast path: follows the playout_policy knob",
    "coach_iterations": "the coach's budget, not the hard player's",
    "review_iterations": "the coach's budget, not the hard player's",
    "review_chance_map": "how the coach's review reads the search's win shares, not how the search plays",
}


@dataclass(frozen=True)
class Knob:
    """One setting of the search. `field`: the know-how field it replaces, or `attribute`: the module constant
    it sets ("module:NAME", the module within the game's package). `values`: what a sweep tries; `simplest`:
    the component off or in its simplest form (an ablation), NOT_ABLATED where there is none; `choices`:
    label → value where the values are not plain numbers (a policy, a horizon class)."""

    name: str
    why: str
    values: tuple
    simplest: Any = NOT_ABLATED
    field: str | None = None
    attribute: str | None = None
    choices: Mapping[str, Any] | None = None

    def label(self, value: Any) -> str:
        """How a value is written on a command line and in a table."""
        if self.choices is not None:
            return value
        if value is None:
            return "none"
        if isinstance(value, bool):
            return str(value).lower()
        if isinstance(value, float):
            return f"{value:g}"
        return str(value)

    def parse(self, text: str) -> Any:
        """The value a label names (one of `choices`, or a number, true/false, none)."""
        if self.choices is not None:
            if text not in self.choices:
                raise ValueError(f"Knob {self.name} takes one of {', '.join(self.choices)}, not {text!r}.")
            return text
        lowered = text.lower()
        if lowered == "none":
            return None
        if lowered in ("true", "false"):
            return lowered == "true"
        try:
            return int(text)
        except ValueError:
            pass
        try:
            return float(text)
        except ValueError:
            raise ValueError(f"Knob {self.name} takes a number, true, false or none, not {text!r}.") from None

    def resolve(self, value: Any) -> Any:
        """What the knob sets for a value (a label of `choices` stands for its object)."""
        return self.choices[value] if self.choices is not None else value


# --- the generic knobs, from the know-how ----------------------------------------------------------------------
def random_playout(state, rng: random.Random):
    """A uniformly random legal action: the simplest playout."""
    return rng.choice(state.legal_actions())


@dataclass(frozen=True)
class PolicyPlayout:
    """A level's policy as the playout policy: it asks the sampled world for the acting seat's observation
    (slow, but the same judgement the level plays)."""

    policy: Any

    def __call__(self, state, rng: random.Random):
        seat = state.to_act()[0]
        return self.policy(state.observation(seat), state.legal_actions(), rng)


def _around(value: float) -> tuple:
    """Half and twice a positive default."""
    return (round(value / 2, 6), round(value * 2, 6))


def generic_knobs(know_how) -> list[Knob]:
    """The search settings every game's know-how has, with values to try around its own."""
    found = [Knob("exploration", "the tree's exploration constant, on the scale of the backed-up value",
                  (*_around(know_how.exploration), round(TEXTBOOK_EXPLORATION, 5)),
                  simplest=round(TEXTBOOK_EXPLORATION, 5), field="exploration")]
    depth = know_how.tree_depth
    found.append(Knob("tree_depth", "how deep the tree grows (1: flat Monte Carlo over the seat's own choices)",
                      tuple(value for value in (1, 2, 3, None) if value != depth),
                      simplest=1 if depth != 1 else NOT_ABLATED, field="tree_depth"))
    margin = know_how.override_margin
    found.append(Knob("override_margin", "how much better than its default judgement the search must find a move",
                      (None, *_around(margin)) if margin is not None else (0.02, 0.05),
                      simplest=None if margin is not None else NOT_ABLATED, field="override_margin"))
    weight = know_how.score_weight
    found.append(Knob("score_weight", "the share of the point lead (against the win share) in the backed-up value",
                      (0.0, round(weight / 2, 6), min(1.0, round(weight * 2, 6))) if weight > 0 else (0.3, 1.0),
                      simplest=0.0 if weight > 0 else NOT_ABLATED, field="score_weight"))
    found.append(Knob("score_scale", "the lead in points that counts as a sure win (with a score weight)",
                      _around(know_how.score_scale), field="score_scale"))
    rivals = know_how.rivals_own_score
    found.append(Knob("rivals_own_score", "whether the search models the others as minding their own score",
                      (not rivals,), simplest=False if rivals else NOT_ABLATED, field="rivals_own_score"))
    found.append(Knob("playout_policy", "what plays the rest of a sampled world: the game's quick judgement, "
                      "the normal level's own, or random moves", ("normal", "random"), simplest="random",
                      field="playout_policy",
                      choices={"game": know_how.playout_policy,
                               "normal": PolicyPlayout(know_how.policies["normal"]), "random": random_playout}))
    if know_how.horizon is not None:
        found.append(Knob("horizon", "whether playouts stop early and are valued there, or run to the game's end",
                          ("off",), simplest="off", field="horizon",
                          choices={"on": know_how.horizon, "off": None}))
    if know_how.late is not None:
        found.append(Knob("late", "whether the search grows a full tree and plays its own choice in the late "
                          "positions the game names (a round's last tricks)", ("off",), simplest="off", field="late",
                          choices={"on": know_how.late, "off": None}))
    if know_how.search_default is not None and margin is not None:
        found.append(Knob("search_default", "the judgement the search must beat: the game's own or the normal "
                          "level's", ("normal",), simplest="normal", field="search_default",
                          choices={"game": know_how.search_default, "normal": None}))
    return found


# --- every knob of a game ----------------------------------------------------------------------------------------
def game_table(game_id: str):
    """The game's knob table, tuning/<game id>.py."""
    return importlib.import_module(f"{__name__}.{game_id}")


def knobs(game_id: str) -> dict[str, Knob]:
    """The game's knobs by name: the generic ones (with the table's other values where it gives some), then the
    table's own."""
    from cardtable.games import get_game

    table = game_table(game_id)
    generic = {knob.name: knob for knob in generic_knobs(get_game(game_id).know_how())}
    for name, values in getattr(table, "GENERIC_VALUES", {}).items():
        generic[name] = replace(generic[name], values=tuple(values))
    own = {knob.name: knob for knob in table.KNOBS}
    clash = set(generic) & set(own)
    if clash:
        raise ValueError(f"The {game_id} table names generic knobs again: {', '.join(sorted(clash))}.")
    found = {}
    for name, knob in {**generic, **own}.items():  # a sweep tries other values than the game's own
        default = current(game_id, knob)
        found[name] = replace(knob, values=tuple(value for value in knob.values if value != default))
    return found


def module_attribute(game_id: str, attribute: str) -> tuple[Any, str]:
    """(owner, name) of a knob's "module:NAME" (or "module:Class.NAME") within the game's package: the module
    or class that holds the constant, which must exist."""
    module_name, _, path = attribute.partition(":")
    *owners, name = path.split(".")
    owner = importlib.import_module(f"cardtable.games.{game_id}.{module_name}")
    for part in owners:
        owner = getattr(owner, part, None)
    if owner is None or not hasattr(owner, name):
        raise AttributeError(f"cardtable.games.{game_id}.{module_name} has no {path} (knob table out of date?).")
    return owner, name


def current(game_id: str, knob: Knob) -> Any:
    """The knob's value as the game sets it (a label where it has choices)."""
    from cardtable.games import get_game

    if knob.attribute is not None:
        module, name = module_attribute(game_id, knob.attribute)
        return getattr(module, name)
    value = getattr(get_game(game_id).know_how(), knob.field)
    if knob.choices is not None:
        return next(label for label, choice in knob.choices.items() if choice is value)
    return value


# --- a tuned player -----------------------------------------------------------------------------------------------
def parse_settings(game_id: str, text: str) -> dict[str, Any]:
    """"knob=label,knob=label" → {knob: value}, each knob one of the game's."""
    table = knobs(game_id)
    settings = {}
    for part in text.split(","):
        name, sep, label = part.partition("=")
        if not sep or name not in table:
            raise ValueError(f"{part!r} names no knob of {game_id}: choose one of {', '.join(table)}.")
        settings[name] = table[name].parse(label)
    return settings


def format_settings(game_id: str, settings: Mapping[str, Any]) -> str:
    table = knobs(game_id)
    return ",".join(f"{name}={table[name].label(value)}" for name, value in settings.items())


def know_how_changes(game_id: str, settings: Mapping[str, Any]) -> dict[str, Any]:
    """The know-how fields the settings replace. A playout policy other than the game's drops the game's fast
    path of it (`play_out` plays the game's own policy)."""
    from cardtable.games import get_game

    table, original = knobs(game_id), get_game(game_id).know_how()
    changes = {}
    for name, value in settings.items():
        knob = table[name]
        if knob.field is not None:
            changes[knob.field] = knob.resolve(value)
    if "playout_policy" in changes and changes["playout_policy"] is not original.playout_policy:
        changes["play_out"] = None
    return changes


def module_patches(game_id: str, settings: Mapping[str, Any]) -> list[tuple[Any, str, Any]]:
    """(module, name, value) for the settings that are module constants."""
    table = knobs(game_id)
    return [(*module_attribute(game_id, table[name].attribute), value) for name, value in settings.items()
            if table[name].attribute is not None]


@contextmanager
def patched(patches) -> Iterator[None]:
    """The module constants set for the duration, then put back (even on an error)."""
    saved = [(module, name, getattr(module, name)) for module, name, _ in patches]
    try:
        for module, name, value in patches:
            setattr(module, name, value)
        yield
    finally:
        for module, name, value in reversed(saved):
            setattr(module, name, value)


@dataclass
class TunedPlayer:
    """The hard level with some knobs turned, for this player alone: its agent's know-how replaced, the
    module constants set only while it chooses."""

    game_id: str
    settings: Mapping[str, Any]
    seed: int = 0
    seconds: float | None = None
    iterations: int | None = None
    last_iterations: int = field(default=0, init=False)

    def __post_init__(self):
        from cardtable.ai import make_agent

        budget = {} if self.seconds is None and self.iterations is None else {
            "seconds": self.seconds, "iterations": self.iterations}
        self.agent = make_agent(self.game_id, "hard", seed=self.seed, **budget)
        changes = know_how_changes(self.game_id, self.settings)
        if changes:
            self.agent.know_how = replace(self.agent.know_how, **changes)
        self.patches = module_patches(self.game_id, self.settings)

    @property
    def name(self) -> str:
        return f"hard[{format_settings(self.game_id, self.settings)}]"

    def choose(self, observation, legal, cancel=None):
        with patched(self.patches):
            action = self.agent.choose(observation, legal, cancel)
        self.last_iterations = self.agent.last_iterations
        return action


def know_how_fields() -> list[str]:
    """Every field of `AIKnowHow`: each is a knob or named in NOT_KNOBS."""
    from cardtable.games.know_how import AIKnowHow

    return [item.name for item in fields(AIKnowHow)]
