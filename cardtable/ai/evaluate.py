"""Evaluations for the coach: every legal action of the seat to act, with its estimated win chance and the
seat's expected final score, from the observation only.

    from cardtable.ai.evaluate import evaluate_actions
    for item in evaluate_actions("nothanks", observation, legal, seed=1, iterations=2000):
        print(item.action, item.win_chance, item.expected_score)

The same observation, seed and iteration budget always give the same figures: each call searches a fresh
tree with its own random generator, and no clock is read for the budget.
"""

from __future__ import annotations

from dataclasses import dataclass
import threading
from typing import Any, Sequence

from .agents import Agent

DEFAULT_ITERATIONS = 2000


@dataclass(frozen=True)
class ActionEvaluation:
    """One legal action as the search sees it: its win chance (share of the win, 0-1), the seat's mean final
    score after it, and how many of the search's iterations tried it (how much to trust the two)."""

    action: Any
    win_chance: float
    expected_score: float | None
    visits: int


def evaluate_actions(game_id: str, observation: Any, legal: Sequence, seed: int = 0,
                     iterations: int = DEFAULT_ITERATIONS,
                     cancel: threading.Event | None = None) -> list[ActionEvaluation]:
    """Every action of `legal`, best first by the search's own order (most visited). Setting `cancel`
    stops the search early (its figures are then partial, for a caller that no longer wants them)."""
    legal = tuple(legal)
    if not legal:
        return []
    agent = Agent(game_id, "hard", seed=seed, seconds=None, iterations=iterations)
    agent.keep_tree = False
    result = agent.analyse(observation, legal, cancel, forced_too=True)
    evaluations = [ActionEvaluation(action, result.win_shares.get(action, 0.0), result.scores.get(action),
                                    result.visits.get(action, 0)) for action in legal]
    return sorted(evaluations, key=lambda item: (-item.visits, -item.win_chance))

