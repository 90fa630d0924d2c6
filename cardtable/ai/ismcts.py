"""Single-observer information-set Monte Carlo tree search, for any game of cardtable.

Each iteration samples a full state consistent with the searching seat's observation (a
determinization), walks one shared tree keyed by actions, choosing among the actions legal in that sample
by UCB with availability counts (Cowling, Powley & Whitehouse 2012), plays the rest of the game with the
game's playout policy and backs up each seat's result to the nodes where that seat chose.

The game provides, through its `AIKnowHow` (cardtable/games/know_how.py): a determinizer built from the
observation, with `sample(rng) -> state` (and, optionally, `sample_world(rng)`: the same draw for the
search alone, which it then plays in, and `root_actions`: the actions to compare at the root, the same in
every sample), and a `playout_policy(state, rng) -> action`; optionally a horizon (`stop(state) -> bool`
ends a playout early, `evaluate(state)` then values it, one number in [0, 1] per seat) for games too long
to play out, and a `tree_depth` that limits the tree (1: flat Monte Carlo over the searching seat's own
choices, everything after them played by the playout policy), for games where opponents' nodes shared
across sampled worlds mislead more than they help. States provide
`clone`, `to_act`, `legal_actions`, `apply_unchecked`, `is_terminal` and `returns` (one value in [0, 1]
per seat), and `scores` when the search is asked to record or weigh them (`Scoring`).

Who chooses comes from the sampled state at every step (`to_act()`), never from an assumed rotation: a
seat may act several times in a row, and who leads may change. Each node records the seat that chose the
action leading to it and is credited with that seat's result. The turn order must follow from what the
searching seat observes, so that it is the same in every sampled world that shares the node.

A `Tree` may outlive one search: where a step reveals something public (a card turned up), the game's
`revealed(state, action)` names it, and the action's node holds one subtree per outcome, so that the
next search can start from the node of the steps that really happened (`Tree.descend`).
"""

from __future__ import annotations

import math
import random
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Hashable, Iterable, Sequence

# Nodes a kept tree may hold (about 300 bytes each): beyond, the search stops growing it and plays out.
MAX_NODES = 150_000
# When a search with a `snapshot` listener tells the root's figures so far: the coach's first figures after
# FIRST_SNAPSHOT_SECONDS, the later ones every SNAPSHOT_SECONDS (a list redrawn more often only flickers).
FIRST_SNAPSHOT_SECONDS = 0.15  # with a margin for the way to the window on a busy machine (target 0.3 s)
SNAPSHOT_SECONDS = 0.5


class Node:
    __slots__ = ("seat", "children", "visits", "total", "available", "wins", "points", "outcomes")

    def __init__(self, seat: int):
        self.seat = seat  # who chose the action leading here
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.total = 0.0  # the backed-up value (win share, perhaps mixed with the score margin)
        self.available = 1
        self.wins = 0.0  # the win share alone
        self.points = 0.0  # the chooser's score where the playouts ended
        self.outcomes: dict[Hashable, Node] | None = None  # what the step revealed → the node below


class Tree:
    """A search tree that can be kept from one decision to the next."""

    __slots__ = ("root", "nodes", "max_nodes")

    def __init__(self, max_nodes: int = MAX_NODES):
        self.root = Node(-1)
        self.nodes = 1
        self.max_nodes = max_nodes

    def descend(self, steps: Iterable[tuple[Any, Hashable]]) -> bool:
        """Make the node reached by the public `steps` (action, what it revealed or None) the root; False
        (and the tree unchanged) when the tree never went there."""
        node = self.root
        for action, outcome in steps:
            node = node.children.get(action)
            if node is not None and outcome is not None:
                node = node.outcomes.get(outcome) if node.outcomes else None
            if node is None:
                return False
        self.root = node
        if self.nodes >= self.max_nodes // 2:
            self.nodes = _count(node)
        return True


def _count(node: Node) -> int:
    count, stack = 0, [node]
    while stack:
        node = stack.pop()
        count += 1
        stack.extend(node.children.values())
        if node.outcomes:
            stack.extend(node.outcomes.values())
    return count


@dataclass(frozen=True)
class Scoring:
    """Scores in the search: recorded per action (the chooser's mean score where playouts end), and, with a
    `weight`, mixed into the backed-up value: (1 - weight) × win share + weight × margin, the margin being
    the lead over the best other seat in units of `scale` points, mapped linearly onto [0, 1] and clipped.
    `lower_wins`: the game's lowest score wins. `rivals_own_score`: the other seats' choices are valued by
    their own score alone (on the same scale), as players who each mind their own score rather than the
    searching seat's margin: most searching opponents play so. `measure`: state → the scores to use (None:
    `scores()`)."""

    lower_wins: bool = False
    scale: float = 1.0
    weight: float = 0.0
    rivals_own_score: bool = False
    measure: Callable | None = None


@dataclass(frozen=True)
class SearchResult:
    action: Any
    iterations: int
    seconds: float
    visits: dict
    values: dict  # mean backed-up value of each root action for the searching seat
    win_shares: dict = field(default_factory=dict)  # mean win share of each root action
    scores: dict = field(default_factory=dict)  # mean own score of each root action (when recorded)


def merge_results(results: Sequence[SearchResult]) -> SearchResult:
    """One result from searches of the same position run apart (root parallelism): visits and iterations
    add up, means (values, win shares, scores) are averaged by visits, and the most visited action is
    chosen."""
    if len(results) == 1:
        return results[0]
    visits: dict = {}
    for result in results:
        for action, count in result.visits.items():
            visits[action] = visits.get(action, 0) + count

    def averaged(name: str) -> dict:
        totals: dict = {}
        counts: dict = {}
        for result in results:
            means = getattr(result, name)
            for action, count in result.visits.items():
                if action in means and count:
                    totals[action] = totals.get(action, 0.0) + means[action] * count
                    counts[action] = counts.get(action, 0) + count
        return {action: totals[action] / counts[action] for action in totals}

    values = averaged("values")
    order = [action for result in results for action in result.visits]
    best = max(dict.fromkeys(order), key=lambda action: (visits[action], values.get(action, 0.0))) \
        if order else results[0].action
    return SearchResult(best, sum(result.iterations for result in results),
                        max(result.seconds for result in results), visits, values,
                        averaged("win_shares"), averaged("scores"))


def search(determinizer, playout_policy: Callable, legal: Sequence, rng: random.Random, *,
           iterations: int | None = None, seconds: float | None = 1.0,
           cancel: threading.Event | None = None, exploration: float = 0.7, horizon=None,
           tree_depth: int | None = None, tree: Tree | None = None, scoring: Scoring | None = None,
           revealed: Callable | None = None, play_out: Callable | None = None,
           forced_too: bool = False, snapshot: Callable[[SearchResult], None] | None = None) -> SearchResult:
    """Search from the observation behind `determinizer`; stop at `iterations`, `seconds` or `cancel`.
    `tree`: grown further when given (its root is this position), else a fresh one. A single legal action
    is answered at once, unless `forced_too` (its figures are wanted). `snapshot` hears the root's figures
    so far now and then (it only reads the tree: the search goes on the same)."""
    started = time.perf_counter()
    if len(legal) == 1 and not forced_too:
        return SearchResult(legal[0], 0, 0.0, {legal[0]: 0}, {})
    deadline = None if seconds is None else started + seconds
    tree = tree if tree is not None else Tree()
    done = 0
    # A determinizer may offer a draw for the search alone, lighter than the full state its `sample` gives.
    sample = getattr(determinizer, "sample_world", None) or determinizer.sample
    # It may also name the few actions to compare at the root (where there are hundreds).
    root_actions = getattr(determinizer, "root_actions", None)
    next_snapshot = None if snapshot is None else started + FIRST_SNAPSHOT_SECONDS
    while iterations is None or done < iterations:
        # The clock is read before every iteration (after the first, so there is always an answer): a read
        # costs far less than an iteration, and a move slowed by a busy machine overruns by one at most.
        if done and _should_stop(deadline, cancel):
            break
        _iterate(tree, sample(rng), playout_policy, rng, exploration, horizon, tree_depth,
                 scoring, revealed, play_out, root_actions)
        done += 1
        if next_snapshot is not None and time.perf_counter() >= next_snapshot:
            snapshot(_root_result(tree, legal, done, started, scoring))
            next_snapshot = time.perf_counter() + SNAPSHOT_SECONDS
    return _root_result(tree, legal, done, started, scoring)


def _root_result(tree: Tree, legal: Sequence, done: int, started: float, scoring: Scoring | None) -> SearchResult:
    """The root's figures after `done` iterations."""
    children = tree.root.children
    visits = {action: child.visits for action, child in children.items()}
    played = [(action, child) for action, child in children.items() if child.visits]
    values = {action: child.total / child.visits for action, child in played}
    wins = {action: child.wins / child.visits for action, child in played}
    scores = {action: child.points / child.visits for action, child in played} if scoring is not None else {}
    best = max(legal, key=lambda action: _final_key(children.get(action)))
    return SearchResult(best, done, time.perf_counter() - started, visits, values, wins, scores)


def _should_stop(deadline: float | None, cancel: threading.Event | None) -> bool:
    if cancel is not None and cancel.is_set():
        return True
    return deadline is not None and time.perf_counter() >= deadline


def _final_key(child: Node | None) -> tuple[int, float]:
    if child is None:
        return (-1, 0.0)
    return (child.visits, child.total / child.visits if child.visits else 0.0)


def _iterate(tree: Tree, state, playout_policy: Callable, rng: random.Random, exploration: float,
             horizon=None, tree_depth: int | None = None, scoring: Scoring | None = None,
             revealed: Callable | None = None, play_out: Callable | None = None,
             root_actions: Sequence | None = None) -> None:
    node = tree.root
    path = []
    searcher = state.to_act()[0] if scoring is not None and scoring.rivals_own_score else None
    # The tree walk runs a dozen times an iteration: the state's methods are looked up once.
    is_terminal, legal_actions, apply = state.is_terminal, state.legal_actions, state.apply_unchecked
    while not is_terminal() and (tree_depth is None or len(path) < tree_depth):
        legal = root_actions if root_actions is not None and not path else legal_actions()
        children = node.children
        untried = None
        for action in legal:
            child = children.get(action)
            if child is None:
                if untried is None:
                    untried = [action]
                else:
                    untried.append(action)
            else:
                child.available += 1
        if untried is not None:
            if tree.nodes >= tree.max_nodes:
                break
            action = untried[0] if len(untried) == 1 else rng.choice(untried)
            # whoever the rules say: perhaps the seat that chose just before
            child = children[action] = Node(state.to_act()[0])
            tree.nodes += 1
            apply(action)
            path.append(child)
            break
        action, node = _select(children, legal, exploration)
        apply(action)
        path.append(node)
        if revealed is not None:
            outcome = revealed(state, action)
            if outcome is not None:
                node = _outcome_node(tree, node, outcome)
                if node is None:
                    break
    if play_out is not None and horizon is None:
        play_out(state, rng)
    while not state.is_terminal() and not (horizon is not None and horizon.stop(state)):
        state.apply_unchecked(playout_policy(state, rng))
    wins = state.returns() if state.is_terminal() else horizon.evaluate(state)
    if scoring is None:
        for child in path:
            child.visits += 1
            child.total += wins[child.seat]
            child.wins += wins[child.seat]
        return
    scores = state.scores() if scoring.measure is None else scoring.measure(state)
    values = _mixed(wins, scores, scoring, searcher) if scoring.weight else wins
    for child in path:
        seat = child.seat
        child.visits += 1
        child.total += values[seat]
        child.wins += wins[seat]
        child.points += scores[seat]


def _outcome_node(tree: Tree, node: Node, outcome: Hashable) -> Node | None:
    grow = tree.nodes < tree.max_nodes
    outcomes = node.outcomes
    if outcomes is None:
        if not grow:
            return None
        outcomes = node.outcomes = {}
    below = outcomes.get(outcome)
    if below is None and grow:
        below = outcomes[outcome] = Node(-1)
        tree.nodes += 1
    return below


def _mixed(wins: Sequence[float], scores: Sequence[float], scoring: Scoring,
           searcher: int | None = None) -> list[float]:
    """Each seat's backed-up value (see `Scoring`); `searcher`: the searching seat where the others are
    valued by their own score."""
    sign = -1.0 if scoring.lower_wins else 1.0
    signed = [sign * score for score in scores]
    weight, half_scale = scoring.weight, 2.0 * scoring.scale
    values = []
    for seat, own in enumerate(signed):
        if searcher is not None and seat != searcher:
            best_other = 0.0
        else:
            best_other = max(other for index, other in enumerate(signed) if index != seat)
        margin = min(1.0, max(0.0, 0.5 + (own - best_other) / half_scale))
        values.append((1.0 - weight) * wins[seat] + weight * margin)
    return values


def _select(children: dict, legal: Sequence, exploration: float) -> tuple[Any, Node]:
    best, best_value = None, -math.inf
    log, sqrt = math.log, math.sqrt
    for action in legal:
        child = children[action]
        visits = child.visits
        value = child.total / visits + exploration * sqrt(log(child.available) / visits)
        if value > best_value:
            best, best_value = action, value
    return best, children[best]
