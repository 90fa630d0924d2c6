"""What the coach computes, without Qt: a hint for one seat at one position, and the review of a finished
game (each person's decisions, evaluated one by one, and the biggest drops among them).

Everything is read from the seat's observation only (never the state's hidden cards), with a seed that
depends on the deal, the position in the history and the seat, and a fixed iteration budget: the same
position gives the same figures on any machine, at any speed.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from cardtable.ai.evaluate import ActionEvaluation, evaluate_actions, evaluations_of
from cardtable.ai.pool import SearchCancelled, SearchPool, WorkerDied
from cardtable.games import GameState

# Below this budget the work is too small to send to the worker processes (the tests' tiny budgets).
POOL_MIN_ITERATIONS = 10

# A played action the review's search never tried has no figure of its own: it is then searched alone, with
# this share of the budget. (One tried a few times keeps its own figure: searching it again, as the review
# did below 8 visits, cost a tenth of the review of Négoce 2's longest benchmark game and changed none of its
# turning points.)
REVIEW_MIN_VISITS = 1
REVIEW_ALONE_SHARE = 3
TURNING_POINTS_PER_PERSON = 3
TURNING_POINT_MIN_DROP = 0.10  # ten points of win chance: smaller gaps are within the search's noise


class Cancelled(Exception):
    """The work was called off (the turn passed, the dialog closed)."""


def coach_seed(game_seed: int, history_length: int, seat: int) -> int:
    """The search's seed for `seat` deciding after `history_length` moves of the deal `game_seed`."""
    return (game_seed * 1_000_003 + history_length * 7_919 + seat * 104_729) % (2 ** 32)


@dataclass(frozen=True)
class HintRequest:
    """One seat's question at one position: all the search needs, and nothing hidden from the seat."""

    game_id: str
    seat: int
    history_length: int
    observation: Any
    legal: tuple
    seed: int
    iterations: int

    @staticmethod
    def at(state: GameState, seat: int, iterations: int | None = None) -> "HintRequest":
        """The question of `seat` at `state`; `iterations` None: the game's own hint budget."""
        game = type(state).game
        if iterations is None:
            iterations = game.know_how().coach_iterations
        return HintRequest(game.id, seat, len(state.history), state.observation(seat),
                           tuple(state.legal_actions(seat)), coach_seed(state.seed, len(state.history), seat),
                           iterations)

    def evaluate(self, cancel: threading.Event | None = None,
                 snapshot: Callable[[list[ActionEvaluation]], None] | None = None,
                 pool: SearchPool | None = None) -> list[ActionEvaluation]:
        """The legal actions, best first (the search's order); `snapshot` hears the first figures while
        the search goes on. In `pool`'s worker processes when it is up (and the budget worth it), else in this
        thread: the same final figures either way."""
        evaluations = None
        if pool is not None and self.iterations >= POOL_MIN_ITERATIONS and pool.ready():
            evaluations = self._in_pool(pool, cancel, snapshot)
        if evaluations is None:
            evaluations = evaluate_actions(self.game_id, self.observation, self.legal, seed=self.seed,
                                           iterations=self.iterations, cancel=cancel, snapshot=snapshot)
        if cancel is not None and cancel.is_set():
            raise Cancelled()
        return evaluations

    def _in_pool(self, pool: SearchPool, cancel, snapshot) -> list[ActionEvaluation] | None:
        """The evaluation by the workers; None when one of them died (this thread then does it)."""
        heard = None if snapshot is None else (lambda merged: snapshot(evaluations_of(merged, self.legal)))
        try:
            result = pool.evaluate(self.game_id, self.observation, self.legal, self.seed, self.iterations,
                                   cancel, heard)
        except SearchCancelled:
            raise Cancelled() from None
        except WorkerDied:
            return None
        return evaluations_of(result, self.legal)


# --- the review ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class ReviewPoint:
    """One decision of a person: where it was in the history, what they played, and what the coach thought:
    `chance` is the estimated win chance after the move played, `best_chance` that of the coach's choice."""

    seat: int
    move: int  # index of the move in the history
    decision: int  # 1, 2, ...: the seat's decisions with a choice, in order
    played: Any
    chance: float
    best: Any
    best_chance: float
    observation: Any = field(default=None, compare=False, repr=False)  # the seat's, to name the moves

    @property
    def drop(self) -> float:
        """What the move played cost, in win chance (0 when it was the coach's choice)."""
        return 0.0 if self.played == self.best else max(0.0, self.best_chance - self.chance)

    @property
    def fall(self) -> tuple[float, float]:
        """The two figures of a turning point, as its line quotes them and the review's plot draws them at
        the decision: the chance of the coach's choice, then that of the move played."""
        return self.best_chance, self.chance


@dataclass(frozen=True)
class Review:
    points: tuple[ReviewPoint, ...]
    turning_points: tuple[ReviewPoint, ...]  # in the order of the game

    def of(self, seat: int) -> list[ReviewPoint]:
        return [point for point in self.points if point.seat == seat]


def decisions_to_review(state: GameState, seats: Sequence[int]) -> list[tuple[int, int]]:
    """(move index, seat) of every move of `seats` in the game's history that had more than one legal action."""
    game = type(state).game
    replay = game.replay(dict(state.record(), actions=[]))
    found = []
    for index, (seat, action) in enumerate(state.history):
        if seat in seats and len(replay.legal_actions(seat)) > 1:
            found.append((index, seat))
        replay.apply(action, seat)
    return found


def review_game(state: GameState, seats: Sequence[int], iterations: int | None = None,
                cancel: threading.Event | None = None,
                progress: Callable[[int, int], None] | None = None, pool: SearchPool | None = None) -> Review:
    """Replay the game and evaluate each decision of `seats` from that seat's observation then; `progress`
    hears (done, total) after each one; `iterations` None: the game's own review budget; `pool`: the worker
    processes to search in, when they are up (the same figures as in this thread). Raises Cancelled when
    `cancel` is set."""
    game = type(state).game
    if iterations is None:
        iterations = game.know_how().review_iterations
    wanted = dict(decisions_to_review(state, seats))
    replay = game.replay(dict(state.record(), actions=[]))
    points, counts = [], dict.fromkeys(seats, 0)
    for index, (seat, action) in enumerate(state.history):
        if index in wanted:
            if cancel is not None and cancel.is_set():
                raise Cancelled()
            counts[seat] += 1
            points.append(_review_decision(replay, seat, action, counts[seat], iterations, cancel, pool))
            if progress is not None:
                progress(len(points), len(wanted))
        replay.apply(action, seat)
    return Review(tuple(points), pick_turning_points(points))


def _review_decision(state: GameState, seat: int, played, decision: int, iterations: int,
                     cancel: threading.Event | None, pool: SearchPool | None) -> ReviewPoint:
    request = HintRequest.at(state, seat, iterations)
    evaluations = request.evaluate(cancel, pool=pool)
    best = evaluations[0]
    mine = next(item for item in evaluations if item.action == played)
    chance = mine.win_chance
    if mine.visits < REVIEW_MIN_VISITS and played != best.action:
        alone = HintRequest(request.game_id, seat, request.history_length, request.observation, (played,),
                            request.seed, max(1, iterations // REVIEW_ALONE_SHARE))
        chance = alone.evaluate(cancel, pool=pool)[0].win_chance
    quoted = type(state).game.know_how().review_chance_map or (lambda share: share)
    return ReviewPoint(seat, len(state.history), decision, played, quoted(chance), best.action,
                       quoted(best.win_chance), request.observation)


def pick_turning_points(points: Sequence[ReviewPoint], per_person: int = TURNING_POINTS_PER_PERSON,
                        min_drop: float = TURNING_POINT_MIN_DROP) -> tuple[ReviewPoint, ...]:
    """Each person's biggest drops (at least `min_drop`, at most `per_person`), in the order of the game."""
    chosen = []
    for seat in sorted({point.seat for point in points}):
        drops = sorted((point for point in points if point.seat == seat and point.drop >= min_drop),
                       key=lambda point: (-point.drop, point.move))
        chosen.extend(drops[:per_person])
    return tuple(sorted(chosen, key=lambda point: point.move))


def events_after_moves(state: GameState) -> list[int]:
    """For each move of the history, how many events the game had told once it was played (the start's
    events included): where a line about that move goes in the log."""
    game = type(state).game
    replay = game.replay(dict(state.record(), actions=[]))
    told = len(replay.start_events())
    after = []
    for seat, action in state.history:
        told += len(replay.apply(action, seat))
        after.append(told)
    return after
