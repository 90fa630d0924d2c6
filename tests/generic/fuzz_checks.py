"""What the action fuzzer (action_fuzz.py) checks of a game's state: after a refusal, that nothing changed
and that the refusal is data (a kind and its values) which the acting seat's observation gives too;
after a legal action, every invariant a game keeps (its own `check_invariants`: cards and chips or coins
conserved, the turn in range...; the action contract; scores and their breakdown; observations), and now
and then the round trips through JSON (saved state, record, position, clone).

A check that fails raises FuzzFailure saying what is wrong; anything else a game raises is its own bug.
"""

from __future__ import annotations

import dataclasses
import json
import math

from cardtable.games import Event, GameState, Refusal

REASON_LENGTH = 300  # a reason is a sentence for a person, not a dump of the action


class FuzzFailure(AssertionError):
    """The rules broke a promise: an illegal action accepted or changing the state, a legal one refused,
    an invariant lost."""


def require(condition: bool, problem: str) -> None:
    if not condition:
        raise FuzzFailure(problem)


def snapshot(state: GameState) -> str:
    """The whole state, history included, as canonical JSON text."""
    return json.dumps(state.to_json(), sort_keys=True)


def via_json(data):
    return json.loads(json.dumps(data))


def same_value(a, b) -> bool:
    """Equal and of the same types all the way down: True is not 1, and 1.0 is not 1, for the rules."""
    if type(a) is not type(b):
        return False
    if isinstance(a, tuple):
        return len(a) == len(b) and all(same_value(x, y) for x, y in zip(a, b))
    if isinstance(a, frozenset):
        return a == b and all(any(same_value(x, y) for y in b) for x in a)
    return a == b


def acting_seat(state: GameState, seat):
    """The seat `apply(action, seat)` plays for, or None when no seat of the game is to act."""
    acting = state.to_act()
    if seat is None:
        return acting[0] if acting else None
    if type(seat) is not int or seat not in acting:
        return None
    return seat


def is_legal(state: GameState, seat, action) -> bool:
    """What the rules must accept: an action listed as legal for a seat to act, with the same types."""
    try:
        hash(action)
    except (TypeError, RecursionError):
        return False
    playing = acting_seat(state, seat)
    if playing is None:
        return False
    return any(same_value(legal, action) for legal in state.legal_actions(playing))


def check_refusal(error, state: GameState, before: str, seat, action) -> None:
    reason, refused = error.reason, error.refusal
    require(isinstance(reason, str) and reason.strip() != "", f"a refusal without a reason: {reason!r}")
    require(len(reason) < REASON_LENGTH, f"a reason of {len(reason)} characters: {reason[:80]!r}…")
    require(snapshot(state) == before, f"a refused action changed the state (reason: {reason})")
    require(isinstance(refused, Refusal) and isinstance(refused.kind, str) and refused.kind != "",
            f"a refusal without a kind: {refused!r}")
    require(reason == refused.text, f"the reason {reason!r} is not the refusal's sentence {refused.text!r}")
    require(state.why_not(action, seat) == refused, f"why_not says {state.why_not(action, seat)!r}, apply {refused!r}")
    viewer = acting_seat(state, seat) if seat is None else seat
    if type(viewer) is int and 0 <= viewer < state.num_players:
        seen = state.observation(viewer).why_not(action)
        require(seen == refused, f"the observation of seat {viewer} says {seen!r}, the rules {refused!r}")


def check_events(state: GameState, events) -> None:
    require(isinstance(events, list), f"apply returned {type(events).__name__}, not a list of events")
    names = [f"Seat {seat}" for seat in range(state.num_players)]
    for item in events:
        require(isinstance(item, Event), f"apply returned {item!r} among its events")
        require(isinstance(item.describe(names), str), f"event {item.kind} does not describe itself")


def check_contract(state: GameState) -> None:
    """The turn and the legal actions agree, whoever asks."""
    players = state.num_players
    legal, acting = state.legal_actions(), state.to_act()
    require(type(legal) is tuple and type(acting) is tuple, "to_act and legal_actions give tuples")
    if state.is_terminal():
        require(legal == () and acting == (), "a finished game has no seat to act and no legal action")
        return
    require(bool(legal) and bool(acting), "a game not over has a seat to act and something it may do")
    require(all(type(seat) is int and 0 <= seat < players for seat in acting), f"to_act {acting}")
    require(len(set(legal)) == len(legal), "legal actions are distinct")
    for seat in range(players):
        if seat not in acting:
            require(state.legal_actions(seat) == (), f"seat {seat} is not to act yet has legal actions")


def check_scores(state: GameState) -> None:
    scores = state.scores()
    require(len(scores) == state.num_players, f"{len(scores)} scores for {state.num_players} seats")
    for seat, score in enumerate(scores):
        require(isinstance(score, (int, float)) and math.isfinite(score), f"seat {seat}'s score {score!r}")
        require(state.score_breakdown(seat)["score"] == score, f"seat {seat}'s breakdown is not its score")
    if state.is_terminal():
        places = state.ranking().places
        require(places == tuple(1 + sum(other < mine for other in places) for mine in places),
                f"places {places} are not a ranking")
        require(all(0.0 <= value <= 1.0 for value in state.returns()), "returns outside [0, 1]")


def check_observation(state: GameState, seat) -> None:
    observation = state.observation(seat)
    require(dataclasses.is_dataclass(observation) and type(observation).__dataclass_params__.frozen,
            "an observation is a frozen dataclass")
    hash(observation)
    expected = state.legal_actions(seat) if seat is not None else ()
    require(observation.legal_actions() == expected, f"seat {seat}'s observation offers other actions")


def check_after_legal(state: GameState, events) -> None:
    """Cheap checks, after every legal action."""
    try:
        state.check_invariants()
    except AssertionError as error:
        raise FuzzFailure(f"invariant lost: {error}") from error
    check_events(state, events)
    check_contract(state)
    check_scores(state)
    check_observation(state, state.current_seat)


def check_round_trips(state: GameState) -> None:
    """Dearer checks, now and then: every seat's view, and the state rebuilt from what the app keeps."""
    game = type(state).game
    for seat in (None, *range(state.num_players)):
        check_observation(state, seat)
        require(type(state.revealed_observation(seat)) is type(state.observation(seat)),
                "a revealed observation is of the observation's type")
    require(state.clone() == state, "a clone differs from its state")
    require(game.from_json(via_json(state.to_json())) == state, "the saved state does not load as it was")
    require(game.replay(via_json(state.record())) == state, "the record does not replay to the state")
    position = via_json(state.position())
    rebuilt = game.from_position(position, state.options)
    require(via_json(rebuilt.position()) == position, "the position does not rebuild the same position")
    require(rebuilt.legal_actions() == state.legal_actions(), "the rebuilt position offers other actions")
