"""Each seat's score step by step through a game, read from its record, for the results' plot.

A game says what makes a step (`Game.score_step_events`: the kinds of event after which the running scores
are read again), what one step is called (`Game.score_step_unit`: "card" for No Thanks!, where a step is a
card taken; "round"; "sale"...) and what is read (`Game.score_measure` and `Game.running_scores(state)`:
`scores()` by default, Négoce 2's purse of coins). A game that declares nothing gets its start and its
final scores. The end of a finished game is always a step, so the last point is the final reading.
"""

from __future__ import annotations

from dataclasses import dataclass

from .core import GameState, dumps


@dataclass(frozen=True)
class Progression:
    """unit: what one step of x is ("card", "round", ...); measure: what y is ("score", "coins"...);
    points: (x, one value per seat) with x = 0, 1, 2... from the start of the game."""

    unit: str
    points: tuple[tuple[int, tuple[float, ...]], ...]
    measure: str = "score"

    def series(self, seat: int) -> tuple[list[int], list[float]]:
        """The x and y values of one seat's line."""
        return [x for x, _ in self.points], [values[seat] for _, values in self.points]


def score_progression(state: GameState) -> Progression:
    """The running scores of state's game from its start (x = 0) to now, replayed from its record: one point
    after each action that raises one of the game's step events, and one at the end of a finished game.
    ValueError when state does not follow from its own record (its fields were changed by hand)."""
    if not isinstance(state, GameState):
        raise TypeError(f"A score progression is read from a game's state, not {type(state).__name__}.")
    game = type(state).game
    record = state.record()
    replay = game.replay(dict(record, actions=[]))
    points = [(0, game.running_scores(replay))]
    steps = game.score_step_events
    for seat, action in state.history:
        events = replay.apply(action, seat)
        if any(event.kind in steps for event in events) or replay.is_terminal():
            points.append((len(points), game.running_scores(replay)))
    if dumps(replay.to_json()) != dumps(state.to_json()):
        # a state edited by hand (tests, a damaged save): its record does not tell its scores
        raise ValueError("The game does not follow from its record: its scores cannot be retraced.")
    return Progression(game.score_step_unit, tuple(points), game.score_measure)
