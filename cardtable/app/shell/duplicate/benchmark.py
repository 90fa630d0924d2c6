"""What the `hard` player achieves from the person's seat on a deal: a whole game played to the end with
`hard` (at a fixed number of iterations, so that the same deal always gives the same result) in that seat,
the other seats at their levels, replaying the earlier game's moves while the game goes the same way.
Free of Qt; the app runs it in a worker process (`worker.py`)."""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from cardtable.ai import make_agent
from cardtable.games import RecordError, get_game
from cardtable.app.shell.duplicate.script import DuplicateScript

# Iterations of `hard`'s search per decision: a few seconds to a minute for a whole game of any of the
# four games on one core (measured in the README), and still well above the normal level's play.
BENCHMARK_ITERATIONS = 150
HARD = "hard"
HUMAN = "human"


class BenchmarkCancelled(Exception):
    """The benchmark was stopped before the game ended."""


@dataclass(frozen=True)
class Benchmark:
    """The end of hard's game from `seat`: its score and place there, every seat's, and the game's moves
    (the record's "actions"), from which `final_state` rebuilds the game for the results' columns."""

    seat: int
    score: float
    place: int
    scores: tuple[float, ...]
    places: tuple[int, ...]
    actions: tuple = ()

    @property
    def moves(self) -> int:
        return len(self.actions)

    def to_json(self) -> dict:
        return {"seat": self.seat, "score": self.score, "place": self.place, "scores": list(self.scores),
                "places": list(self.places), "actions": [list(move) for move in self.actions]}

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> "Benchmark":
        return Benchmark(int(data["seat"]), data["score"], int(data["place"]), tuple(data["scores"]),
                         tuple(int(place) for place in data["places"]),
                         tuple(tuple(move) for move in data.get("actions", ())))

    def final_state(self, record: Mapping[str, Any]):
        """Hard's finished game on the deal of `record` (the earlier game's); RecordError if it does not fit."""
        start = {key: value for key, value in record.items() if key != "undos"}
        state = get_game(record["game"]).replay(dict(start, actions=[list(move) for move in self.actions]))
        if not state.is_terminal():
            raise RecordError("Hard's game on this deal does not reach its end.")
        return state


def agent_seed(deal_seed: int, seat: int) -> int:
    """Each seat's own random numbers, the same for the same deal."""
    return (deal_seed * 1_000_003 + 7919 * (seat + 1)) & 0xFFFFFFFF


def play_benchmark(record: Mapping[str, Any], seat: int, levels: Sequence[str],
                   iterations: int = BENCHMARK_ITERATIONS, cancel: threading.Event | None = None) -> Benchmark:
    """Play the deal of `record` with `hard` in `seat` and `levels[other]` in the other seats (a person's
    seat other than `seat` is not allowed: the duplicate challenge is for solo games)."""
    if any(level == HUMAN for other, level in enumerate(levels) if other != seat):
        raise ValueError("The benchmark plays a solo game: only the person's seat may be a person's.")
    game = get_game(record["game"])
    start = {key: value for key, value in record.items() if key != "undos"}
    state = game.replay(dict(start, actions=[]))
    if len(levels) != state.num_players or not 0 <= seat < state.num_players:
        raise ValueError(f"{len(levels)} levels and seat {seat} do not fit a game of {state.num_players}.")
    script = DuplicateScript(record)
    agents = {other: make_agent(game.id, HARD if other == seat else level, seed=agent_seed(state.seed, other),
                                seconds=None, iterations=iterations)
              for other, level in enumerate(levels)}
    while not state.is_terminal():
        if cancel is not None and cancel.is_set():
            raise BenchmarkCancelled()
        acting = state.current_seat
        legal = state.legal_actions(acting)
        action = None if acting == seat else script.move_for(state, acting)
        if action is None:
            action = legal[0] if len(legal) == 1 else agents[acting].choose(state.observation(acting), legal, cancel)
        state.apply(action, acting)
    scores, places = tuple(state.scores()), tuple(state.ranking().places)
    actions = tuple(tuple(move) for move in state.record()["actions"])
    return Benchmark(seat, scores[seat], places[seat], scores, places, actions)


# The worker process runs below the search workers' priority: the seats that think at the table come first.
BENCHMARK_NICENESS = 10


def serve_benchmark(connection, record: Mapping[str, Any], seat: int, levels: Sequence[str], iterations: int,
                    niceness: int = BENCHMARK_NICENESS) -> None:
    """A worker process's one job: the benchmark, sent back as ("done", json) or ("error", message)."""
    import os

    if hasattr(os, "nice") and niceness:
        try:
            os.nice(niceness)
        except OSError:
            pass
    try:
        reply = ("done", play_benchmark(record, seat, levels, iterations).to_json())
    except Exception as error:  # reported to the window, which shows that hard's result is not known
        reply = ("error", f"{type(error).__name__}: {error}")
    try:
        connection.send(reply)
    except (BrokenPipeError, OSError):
        pass
    finally:
        connection.close()
