"""Evaluations for the coach: every legal action of the seat to act, with its estimated win chance and the
seat's expected final score, from the observation only.

    from cardtable.ai.evaluate import evaluate_actions
    for item in evaluate_actions("nothanks", observation, legal, seed=1, iterations=2000):
        print(item.action, item.win_chance, item.expected_score)

The budget is split over `PARTS` searches of their own seed (`part_seed`), merged with
`ismcts.merge_results` in the parts' order: the parts may run one after the other here, or side by side in
the search pool's workers (`SearchPool.evaluate`), and give the same figures. The same observation, seed and
iteration budget always give the same figures: each part searches a fresh tree with its own random
generator, and no clock is read for the budget (only for the snapshots, which read the tree and never
steer the search).
"""

from __future__ import annotations

from dataclasses import dataclass
import threading
from typing import Any, Callable, Sequence

from .agents import Agent
from .ismcts import SearchResult, merge_results

DEFAULT_ITERATIONS = 2000
PARTS = 2  # the searches a budget is split over: one per core of a common laptop, on any machine


@dataclass(frozen=True)
class ActionEvaluation:
    """One legal action as the search sees it: its win chance (share of the win, 0-1), the seat's mean final
    score after it, and how many of the search's iterations tried it (how much to trust the two)."""

    action: Any
    win_chance: float
    expected_score: float | None
    visits: int


def part_seed(seed: int, part: int) -> int:
    """Each part draws its own random numbers, else the parts' trees would repeat each other."""
    return (seed + part * 0x9E3779B1) & 0xFFFFFFFF


def part_iterations(iterations: int, part: int, parts: int = PARTS) -> int:
    """The share of the budget of one part (the first ones take what does not divide evenly)."""
    return iterations // parts + (1 if part < iterations % parts else 0)


def search_part(game_id: str, observation: Any, legal: Sequence, seed: int, iterations: int, part: int,
                parts: int = PARTS, cancel: threading.Event | None = None,
                snapshot: Callable[[SearchResult], None] | None = None) -> SearchResult:
    """One part's search of the position (at least one iteration, so that every part has figures)."""
    agent = Agent(game_id, "hard", seed=part_seed(seed, part), seconds=None,
                  iterations=max(1, part_iterations(iterations, part, parts)))
    agent.keep_tree = False
    return agent.analyse(observation, tuple(legal), cancel, forced_too=True, snapshot=snapshot)


def evaluations_of(result: SearchResult, legal: Sequence) -> list[ActionEvaluation]:
    """Every action of `legal` with the search's figures, best first by the search's own order (most
    visited)."""
    evaluations = [ActionEvaluation(action, result.win_shares.get(action, 0.0), result.scores.get(action),
                                    result.visits.get(action, 0)) for action in legal]
    return sorted(evaluations, key=lambda item: (-item.visits, -item.win_chance))


class Snapshots:
    """The parts' latest figures, merged: what a caller may show before the search is done."""

    def __init__(self, parts: int, listener: Callable[[SearchResult], None]):
        self._latest: list[SearchResult | None] = [None] * parts
        self._listener = listener

    def hear(self, part: int, result: SearchResult) -> None:
        self._latest[part] = result
        self._listener(merge_results([item for item in self._latest if item is not None]))


def evaluate_actions(game_id: str, observation: Any, legal: Sequence, seed: int = 0,
                     iterations: int = DEFAULT_ITERATIONS, cancel: threading.Event | None = None,
                     snapshot: Callable[[list[ActionEvaluation]], None] | None = None) -> list[ActionEvaluation]:
    """Every action of `legal`, best first, the parts searched one after the other in this thread. Setting
    `cancel` stops the search early (its figures are then partial, for a caller that no longer wants them);
    `snapshot` hears the figures so far now and then."""
    legal = tuple(legal)
    if not legal:
        return []
    heard = None if snapshot is None else Snapshots(PARTS, lambda merged: snapshot(evaluations_of(merged, legal)))
    results = []
    for part in range(PARTS):
        listener = None if heard is None else (lambda result, part=part: heard.hear(part, result))
        results.append(search_part(game_id, observation, legal, seed, iterations, part, PARTS, cancel, listener))
        if cancel is not None and cancel.is_set():
            break
    return evaluations_of(merge_results(results), legal)
