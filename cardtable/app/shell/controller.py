"""The game loop, owned by the GUI thread.

A seat is played by a person (through the page) or a computer player (through the AI service). The
controller applies each action to the state, autosaves, and tells the page what happened; the page
animates and calls `proceed()` when it is ready for the next turn. Which seat's observation the table
shows (`viewer`) is decided here, so that in hot-seat play nothing private leaks between people.

Who acts next comes from the state alone (`state.current_seat`), asked afresh before every decision:
nothing here assumes that seats alternate, that a seat acts once in a row, or that the same seats act
in every round. A computer move is applied for the seat it was asked for (the seat is part of its
request's tag), and a person's for the seat that was awaited. A person whose legal actions are exactly one
is not asked: the controller plays that move for them (a forced move), so nobody is called to the screen,
nor shown a cover or a dialog, for a choice that is none.

Undo and redo (games with one person only): undo takes back the person's last real decision with every
move after it, replaying the record, so the cards to come stay as they were; redo plays the undone moves
again exactly as they were, until a new move is played. A game in which undo was used carries the count in
its record (`GameState.undos`), and so does a game in which a person asked for hints (`GameState.hints`).

A game that plays an earlier game's deal again (`new_game(..., duplicate_of=record)`, the duplicate
challenge) carries that record in its meta: while the game follows it, a computer seat plays the earlier
game's move instead of thinking (`duplicate/script.py`).

A game carries its meta (`meta`: uid, start date, playing time; see store/meta.py), saved with it. The
playing time runs from the moment the game is put on the table until `stop()` (the table left, another
game, quitting) or the end of the game; `elapsed_seconds()` includes the stretch under way. It runs on
`clock` (the wall clock's by default; a test sets its own before a game starts).
"""

from __future__ import annotations

import logging
import random
from dataclasses import dataclass
from typing import Any, Sequence

from PySide6.QtCore import QObject, Signal

from cardtable.ai.agents import DEFAULT_SECONDS
from cardtable.games import GameState, IllegalAction, get_game
from cardtable.games.core import not_your_turn
from cardtable.store.meta import completed_meta, fresh_meta
from cardtable.app.shell.clock import Clock, QtClock
from cardtable.app.shell.duplicate.script import ScriptedMove, duplicate_meta, script_from_meta

HUMAN = "human"

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class Seat:
    name: str
    controller: str  # HUMAN or an AI level

    @property
    def is_human(self) -> bool:
        return self.controller == HUMAN

    def to_json(self) -> dict:
        return {"name": self.name, "controller": self.controller}

    @staticmethod
    def from_json(data: dict) -> "Seat":
        return Seat(str(data["name"]), str(data["controller"]))


class GameController(QObject):
    ai_seconds = DEFAULT_SECONDS  # the thinking time of the 'hard' level
    started = Signal()  # a new or resumed game: redraw everything
    action_applied = Signal(int, object, list)  # seat, action, events
    human_to_act = Signal(int)  # seat; in hot-seat the page covers the table until `reveal(seat)`
    ai_thinking = Signal(int)
    refused = Signal(object)  # why an action was not accepted: the rules' Refusal
    finished = Signal()
    ai_failed = Signal(str)
    save_failed = Signal(object)  # the OSError that kept the game from being saved; it goes on unsaved
    saved = Signal()  # the game is saved (again)

    def __init__(self, ai_service, autosave=None, parent: QObject | None = None):
        super().__init__(parent)
        self.ai = ai_service
        self.autosave = autosave
        self.ai.move_ready.connect(self._on_ai_move)
        self.ai.move_failed.connect(self._on_ai_failed)
        self.state: GameState | None = None
        self.seats: tuple[Seat, ...] = ()
        self._agents: dict[int, Any] = {}
        self._generation = 0
        self._revealed: int | None = None
        self._awaiting_human: int | None = None
        self._stopped = True
        self.undo_allowed = True  # the player's setting
        self._decisions: list[int] = []  # where the person's real (not forced) decisions are in the history
        self._redo: list[list[tuple[int, Any]]] = []  # undone stretches of moves, the next to redo last
        self.meta: dict = {}  # the game's display data (store/meta.py); "elapsed" as of the clock's last stop
        self.clock: Clock = QtClock(self)
        self._clock_since: float | None = None  # the clock's time when the running stretch of play began
        self._script = None  # a duplicate game's DuplicateScript: the earlier game's moves

    # --- starting -----------------------------------------------------------------------------------
    def new_game(self, game_id: str, options: dict, seed: int, seats: Sequence[Seat],
                 duplicate_of: dict | None = None) -> None:
        """A new game; `duplicate_of`, the record of an earlier game of this deal, makes it a duplicate."""
        options = dict(options, players=len(seats))
        meta = fresh_meta()
        if duplicate_of is not None:
            meta.update(duplicate_meta(duplicate_of))
        self._begin(get_game(game_id).new_game(options, seed), seats, meta=meta)

    def resume(self, state: GameState, seats: Sequence[Seat], meta: dict | None = None) -> None:
        """Go on with a saved game; its meta is kept (what it lacks, an old autosave's uid..., is made new)."""
        self._begin(state, seats, meta=completed_meta(meta))

    def _begin(self, state: GameState, seats: Sequence[Seat], redo: Sequence = (), meta: dict | None = None) -> None:
        """Put `state` on the table; `meta` None (undo, redo) goes on with the game's own meta."""
        self.stop()
        if meta is not None:
            self.meta = dict(meta)
            self._script = script_from_meta(self.meta)
        self.state, self.seats = state, tuple(seats)
        self._redo = list(redo)
        self._decisions = self._find_decisions()
        game_id = type(state).game.id
        seeds = random.Random(state.seed ^ len(state.history))
        self.ai.release_agents(self._agents.values())
        self._agents = {seat: self.ai.make_agent(game_id, s.controller, seed=seeds.getrandbits(32),
                                                 seconds=self.ai_seconds)
                        for seat, s in enumerate(self.seats) if not s.is_human}
        self._revealed = None
        self._stopped = False
        if not state.is_terminal():
            self._clock_since = self.clock.now()
        self._save()
        self.started.emit()

    def stop(self) -> None:
        """Forget any pending computer move and start no other until the next game begins (new game, undo,
        leaving the table, quit): an animation finishing later must not set the game going again."""
        self._generation += 1
        self._awaiting_human = None
        self._stopped = True
        self._stop_clock()
        self.ai.cancel()

    def carry_on(self, proceed: bool = True) -> None:
        """Go on with a game paused by `stop` (left for a replay), as it was: the turn is asked for again
        (`proceed`), or, when the page is still showing the last move, once it calls `proceed` itself."""
        if self.state is None or not self._stopped:
            return
        self._stopped = False
        if not self.state.is_terminal():
            self._clock_since = self.clock.now()  # the time spent on the replay is not playing time
        if proceed:
            self.proceed()

    # --- playing time ------------------------------------------------------------------------------------
    def elapsed_seconds(self) -> float:
        """Seconds of play of this game so far, the stretch under way included."""
        running = self.clock.now() - self._clock_since if self._clock_since is not None else 0.0
        return float(self.meta.get("elapsed", 0.0)) + running

    def _stop_clock(self) -> None:
        if self._clock_since is not None:
            self.meta["elapsed"] = self.elapsed_seconds()
            self._clock_since = None

    def save_playing_time(self) -> None:
        """Save the game again, for its playing time up to now: the table left or the app closed mid-turn
        (the autosave of the last move lacks the time since)."""
        self._save()

    def current_meta(self) -> dict:
        """The meta as it stands now (the playing time up to this moment), for saving."""
        return dict(self.meta, elapsed=round(self.elapsed_seconds(), 3))

    # --- who sees what ---------------------------------------------------------------------------------
    @property
    def humans(self) -> tuple[int, ...]:
        return tuple(seat for seat, s in enumerate(self.seats) if s.is_human)

    @property
    def hot_seat(self) -> bool:
        return len(self.humans) > 1

    def deal_code_shown(self) -> bool:
        """Whether the window may show the deal code: in hot-seat only once the game is over, since anyone at
        the table could open the same deal in a second window and see every hand."""
        return not self.hot_seat or self.state is None or self.state.is_terminal()

    def viewer(self) -> int | None:
        """The seat whose private information the table may show (None: public information only)."""
        humans = self.humans
        if len(humans) == 1:
            return humans[0]
        return self._revealed

    def observation(self):
        return self.state.observation(self.viewer())

    def needs_cover(self, seat: int) -> bool:
        return self.hot_seat and self._revealed != seat

    def reveal(self, seat: int) -> None:
        """The person of `seat` is at the screen (after the hot-seat cover)."""
        self._revealed = seat

    @property
    def awaiting_human(self) -> int | None:
        return self._awaiting_human

    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    # --- the loop -------------------------------------------------------------------------------------
    def proceed(self) -> None:
        """Start the next turn: a person's (signal the page) or a computer's (ask the AI service)."""
        state = self.state
        if state is None or self._stopped or self._awaiting_human is not None or self.ai.busy:
            return
        if state.is_terminal():
            self.finished.emit()
            return
        seat = state.current_seat
        if self.seats[seat].is_human:
            legal = state.legal_actions(seat)
            if len(legal) == 1:
                self._play_forced(seat, legal[0])
                return
            self._awaiting_human = seat
            self.human_to_act.emit(seat)
            return
        self.ai_thinking.emit(seat)
        self.ai.request(self._agent_for(seat), state.observation(seat), state.legal_actions(seat), self._tag(seat))

    def _agent_for(self, seat: int):
        """The seat's agent, or in a duplicate game that still follows the earlier one, its earlier move."""
        scripted = self._script.move_for(self.state, seat) if self._script is not None else None
        return self._agents[seat] if scripted is None else ScriptedMove(scripted)

    def _tag(self, seat: int) -> tuple[int, int, int]:
        """What a computer move answers: this game (generation), this move (history length), this seat."""
        return (self._generation, len(self.state.history), seat)

    def _current_request(self, tag) -> int | None:
        """The seat a computer move was asked for, when it still answers the present turn; else None."""
        if self.state is None or self._stopped:
            return None
        seat = tag[2]
        return seat if tag == self._tag(seat) and seat in self.state.to_act() else None

    def play(self, action) -> bool:
        """A person's action from the page; refused with a reason when it is not theirs or not legal."""
        seat = self._awaiting_human
        if seat is None or self.state is None:
            self.refused.emit(not_your_turn())
            return False
        try:
            events = self._apply(action, seat)
        except IllegalAction as error:
            self.refused.emit(error.refusal)
            return False
        self._awaiting_human = None
        if len(self.humans) == 1:
            self._decisions.append(len(self.state.history) - 1)
        self._after(seat, action, events)
        return True

    def _play_forced(self, seat: int, action) -> None:
        """A person's only legal move, played for them: the table shows it like any other."""
        logger.info("Only one move for seat %d: %r, played for them.", seat, action)
        self._after(seat, action, self._apply(action, seat))

    def _on_ai_move(self, tag, action) -> None:
        seat = self._current_request(tag)
        if seat is None:
            return
        try:
            events = self._apply(action, seat)
        except IllegalAction as error:
            self.ai_failed.emit(error.reason)
            return
        self._after(seat, action, events)

    def _on_ai_failed(self, tag, message: str) -> None:
        if self._current_request(tag) is not None:
            logger.error("A computer player failed: %s", message)
            self.ai_failed.emit(message)

    def _apply(self, action, seat: int) -> list:
        """Apply a move. A refusal (IllegalAction) changes nothing; any other error is a fault in the rules
        that may have left the state half changed, so the state is put back as it was before the move (the
        autosave, written after each completed move, holds the same) and the error goes on to the error
        reporter (error_report.py)."""
        before = self.state.clone()
        before.undos, before.hints = self.state.undos, self.state.hints  # a clone is for search: it leaves them
        try:
            return self.state.apply(action, seat)
        except IllegalAction:
            raise
        except Exception:
            self.state = before
            raise

    def _after(self, seat: int, action, events: list) -> None:
        # Hot-seat: the person at the screen stays uncovered only while the rules give them the next
        # decision too (a winner who must act again at once); anyone else, a computer included, acting
        # next hides their secrets, and the next person reveals again behind the cover.
        if self.hot_seat and self._revealed is not None and self.state.current_seat != self._revealed:
            self._revealed = None
        self._redo = []  # a new move: what was undone cannot come back
        if self.state.is_terminal():
            self._stop_clock()  # the game's playing time ends with its last move
        self._save()
        self.action_applied.emit(seat, action, events)

    # --- undo and redo -----------------------------------------------------------------------------------
    def _single_person(self) -> bool:
        return self.state is not None and len(self.humans) == 1 and self.undo_allowed

    def can_undo(self) -> bool:
        return self._single_person() and not self.state.is_terminal() and bool(self._decisions)

    def can_redo(self) -> bool:
        return self._single_person() and not self.state.is_terminal() and bool(self._redo)

    def _find_decisions(self) -> list[int]:
        """Where the person's real decisions are in the history (read from the history's seats, whatever
        the order of turns), leaving out the moves that were their only legal one: those were played for
        them, and taking one back would only play it again."""
        if len(self.humans) != 1:
            return []
        human = self.humans[0]
        record = self.state.record()
        moves, record["actions"] = record["actions"], []
        game = type(self.state).game
        replayed, decisions = game.replay(record), []
        for index, (seat, action) in enumerate(moves):
            if seat == human and len(replayed.legal_actions(seat)) > 1:
                decisions.append(index)
            replayed.apply(game.action_from_json(action), seat)
        return decisions

    def undo(self) -> bool:
        """Take back the person's last decision and every move after it (solo games only). When they acted
        twice in a row, only the second decision is taken back: the person decides it again. The undone
        moves can be played again (`redo`) until a new move is played."""
        if not self.can_undo():
            return False
        keep = self._decisions[-1]
        undone = list(self.state.history[keep:])
        self._begin(self.state.take_back(keep), self.seats, redo=[*self._redo, undone])
        return True

    def redo(self) -> bool:
        """Play again the moves the last undo took back, exactly as they were."""
        if not self.can_redo():
            return False
        *rest, moves = self._redo
        game = type(self.state).game
        record = self.state.record()
        record["actions"] += [[seat, game.action_to_json(action)] for seat, action in moves]
        self._begin(game.replay(record), self.seats, redo=rest)
        return True

    # --- hints -----------------------------------------------------------------------------------------
    def note_hint(self) -> None:
        """A person asked the coach for a hint: the game carries the count in its record (`GameState.hints`),
        saved at once so that a resumed game still says so."""
        if self.state is None:
            return
        self.state.hints += 1
        self._save()

    # --- saving -------------------------------------------------------------------------------------------
    def _save(self) -> None:
        """Save after every move. A failure (a full disk, a folder that cannot be written) does not stop the
        game: the page is told, and the next move tries again."""
        if self.autosave is None or self.state is None:
            return
        try:
            if self.state.is_terminal():
                self.autosave.clear()
            else:
                self.autosave.save(self.state, [seat.to_json() for seat in self.seats], self.current_meta())
        except OSError as error:
            logger.warning("The game could not be saved: %s", error)
            self.save_failed.emit(error)
            return
        self.saved.emit()
