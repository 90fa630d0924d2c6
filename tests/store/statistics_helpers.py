"""Finished games for the statistics tests: a stand-in state with chosen scores, and seats."""

from __future__ import annotations

from cardtable.games.core import rank_highest_first, rank_lowest_first
from cardtable.store import statistics

LOWEST_WINS = {"nothanks"}


def finished(game_id: str, scores, seed: int = 1, undos: int = 0, hints: int = 0, options=None):
    """A finished game of `game_id` with these scores (ranked as the game ranks them)."""

    class Game:
        id = game_id

        @staticmethod
        def running_scores(state):
            return state.scores()

    class FinishedState:
        game = Game

        def __init__(self):
            self.options = dict(options or {}, players=len(scores))
            self.seed = seed
            self.undos = undos
            self.hints = hints
            self.num_players = len(scores)

        def is_terminal(self):
            return True

        def scores(self):
            return tuple(scores)

        def ranking(self):
            return (rank_lowest_first if game_id in LOWEST_WINS else rank_highest_first)(scores)

        def record(self):
            record = {"format": 1, "game": game_id, "options": self.options, "seed": seed, "actions": []}
            if undos:
                record["undos"] = undos
            if hints:
                record["hints"] = hints
            return record

    return FinishedState()


def seats(*controllers):
    names = ("Ann", "Bob", "Cy", "Dee", "Eve")
    return [{"name": name, "controller": controller} for name, controller in zip(names, controllers)]


def record(path, game_id, scores, controllers, uid, **kwargs):
    duplicate = kwargs.pop("duplicate", False)
    timeout = kwargs.pop("timeout", statistics.BUSY_TIMEOUT_S)
    return statistics.record_game(finished(game_id, scores, **kwargs), seats(*controllers), {"uid": uid},
                                  duplicate=duplicate, path=path, timeout=timeout)
