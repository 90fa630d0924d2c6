"""Single-observer information-set Monte Carlo tree search, for any game of cardtable.

Each iteration samples a full state consistent with the searching seat's observation (a
determinization), walks one shared tree keyed by actions, choosing among the actions legal in that sample
by UCB with availability counts (Cowling, Powley & Whitehouse 2012), plays the rest of the game with the
game's playout policy and backs up each seat's result to the nodes where that seat chose.

The game provides, through its `AIKnowHow` (cardtable/games/know_how.py): a determinizer built from the
observation, with `sample(rng) -> state`, and a `playout_policy(state, rng) -> action`; optionally a
horizon (`stop(state) -> bool` ends a playout early, `evaluate(state)` then values it, one number in
[0, 1] per seat) for games too long to play out, and a `tree_depth` that limits the tree (1: flat Monte
Carlo over the searching seat's own choices, everything after them played by the playout policy), for
games where opponents' nodes shared across sampled worlds mislead more than they help. States provide
`clone`, `to_act`, `legal_actions`, `apply_unchecked`, `is_terminal` and `returns` (one value in [0, 1]
per seat).

Who chooses comes from the sampled state at every step (`to_act()`), never from an assumed rotation: a
seat may act several times in a row, and who leads may change. Each node records the seat that chose the
action leading to it and is credited with that seat's result. The turn order must follow from what the
searching seat observes, so that it is the same in every sampled world that shares the node.
"""

from __future__ import annotations

import math
import random
import threading
import time
from dataclasses import dataclass
from typing import Any, Callable, Sequence


class Node:
    __slots__ = ("seat", "children", "visits", "total", "available")

    def __init__(self, seat: int):
        self.seat = seat  # who chose the action leading here
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.available = 1


@dataclass(frozen=True)
class SearchResult:
    action: Any
    iterations: int
    seconds: float
    visits: dict
    values: dict  # mean result of each root action for the searching seat


def merge_results(results: Sequence[SearchResult]) -> SearchResult:
    """One result from searches of the same position run apart (root parallelism): visits and iterations
    add up, values are averaged by visits, and the most visited action is chosen."""
    if len(results) == 1:
        return results[0]
    visits: dict = {}
    totals: dict = {}
    for result in results:
        for action, count in result.visits.items():
            visits[action] = visits.get(action, 0) + count
            totals[action] = totals.get(action, 0.0) + result.values.get(action, 0.0) * count
    values = {action: totals[action] / count for action, count in visits.items() if count}
    order = [action for result in results for action in result.visits]
    best = max(dict.fromkeys(order), key=lambda action: (visits[action], values.get(action, 0.0))) \
        if order else results[0].action
    return SearchResult(best, sum(result.iterations for result in results),
                        max(result.seconds for result in results), visits, values)


def search(determinizer, playout_policy: Callable, legal: Sequence, rng: random.Random, *,
           iterations: int | None = None, seconds: float | None = 1.0,
           cancel: threading.Event | None = None, exploration: float = 0.7, horizon=None,
           tree_depth: int | None = None) -> SearchResult:
    """Search from the observation behind `determinizer`; stop at `iterations`, `seconds` or `cancel`."""
    started = time.perf_counter()
    if len(legal) == 1:
        return SearchResult(legal[0], 0, 0.0, {legal[0]: 0}, {})
    deadline = None if seconds is None else started + seconds
    root = Node(-1)
    done = 0
    while iterations is None or done < iterations:
        # The clock is read before every iteration (after the first, so there is always an answer): a read
        # costs far less than an iteration, and a move slowed by a busy machine overruns by one at most.
        if done and _should_stop(deadline, cancel):
            break
        _iterate(root, determinizer.sample(rng), playout_policy, rng, exploration, horizon, tree_depth)
        done += 1
    visits = {action: child.visits for action, child in root.children.items()}
    values = {action: child.total / child.visits for action, child in root.children.items() if child.visits}
    best = max(legal, key=lambda action: _final_key(root.children.get(action)))
    return SearchResult(best, done, time.perf_counter() - started, visits, values)


def _should_stop(deadline: float | None, cancel: threading.Event | None) -> bool:
    if cancel is not None and cancel.is_set():
        return True
    return deadline is not None and time.perf_counter() >= deadline


def _final_key(child: Node | None) -> tuple[int, float]:
    if child is None:
        return (-1, 0.0)
    return (child.visits, child.total / child.visits if child.visits else 0.0)


def _iterate(root: Node, state, playout_policy: Callable, rng: random.Random, exploration: float,
             horizon=None, tree_depth: int | None = None) -> None:
    node = root
    path = []
    while not state.is_terminal() and (tree_depth is None or len(path) < tree_depth):
        legal = state.legal_actions()
        seat = state.to_act()[0]  # whoever the rules say: perhaps the seat that chose just before
        untried = []
        for action in legal:
            child = node.children.get(action)
            if child is None:
                untried.append(action)
            else:
                child.available += 1
        if untried:
            action = untried[0] if len(untried) == 1 else rng.choice(untried)
            child = node.children[action] = Node(seat)
            state.apply_unchecked(action)
            path.append(child)
            break
        action, node = _select(node, legal, exploration)
        state.apply_unchecked(action)
        path.append(node)
    while not state.is_terminal() and not (horizon is not None and horizon.stop(state)):
        state.apply_unchecked(playout_policy(state, rng))
    results = state.returns() if state.is_terminal() else horizon.evaluate(state)
    for child in path:
        child.visits += 1
        child.total += results[child.seat]


def _select(node: Node, legal: Sequence, exploration: float) -> tuple[Any, Node]:
    best, best_value = None, -math.inf
    children = node.children
    for action in legal:
        child = children[action]
        value = child.total / child.visits + exploration * math.sqrt(math.log(child.available) / child.visits)
        if value > best_value:
            best, best_value = action, value
    return best, children[best]
