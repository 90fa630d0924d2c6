"""Play a whole game between agents, giving each only its own observation."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Sequence

from ..games import get_game


@dataclass
class PlayedGame:
    state: Any
    decision_seconds: list[list[float]] = field(default_factory=list)  # per seat


def play_game(game_id: str, agents: Sequence[Any], options: dict | None = None, seed: int = 0) -> PlayedGame:
    game = get_game(game_id)
    options = dict(options or {})
    options["players"] = len(agents)
    state = game.new_game(options, seed)
    played = PlayedGame(state, [[] for _ in agents])
    while not state.is_terminal():
        seat = state.to_act()[0]
        legal = state.legal_actions()
        observation = state.observation(seat)
        started = time.perf_counter()
        action = agents[seat].choose(observation, legal)
        played.decision_seconds[seat].append(time.perf_counter() - started)
        state.apply(action, seat)
    return played
