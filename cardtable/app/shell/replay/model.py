"""A recorded game, step by step, for the replay page (no widgets).

The record is replayed once, from where the game began; the state after every move is kept (a clone:
states are cheap to copy) with the events that move made, so that stepping to any position, forwards,
backwards or far away, costs no replaying. Position 0 is the game before its first move (its start
events: the deal shown), position n the state after the n-th move.
"""

from __future__ import annotations

from bisect import bisect_right
from typing import Any, Mapping

from cardtable.games import Event, GameState, IllegalAction, RecordError, get_game
from cardtable.games.core import shown, shown_error


class ReplayModel:
    """The states and events of one recorded game, by position (0 … `last`)."""

    def __init__(self, record: Mapping[str, Any]):
        """Raise RecordError (a GameError with its reason) when the record does not replay."""
        game = get_game(record["game"])
        state = game.replay(dict(record, actions=[]))  # checks all but the moves
        self._states: list[GameState] = [state.clone()]
        self._events: list[list[Event]] = [list(state.start_events())]
        try:
            for seat, action in record["actions"]:
                if isinstance(seat, bool) or not isinstance(seat, int):
                    raise RecordError(f"The record names no seat for action {shown(action)}.")
                self._events.append(state.apply(game.action_from_json(action), seat))
                self._states.append(state.clone())
        except IllegalAction as error:
            raise RecordError(f"The record does not replay: {error.reason}") from error
        except (TypeError, ValueError) as error:
            raise RecordError(f"The record is malformed ({shown_error(error)}).") from error
        self.final = state  # the replayed game itself, at its last position
        # Where each position's events begin in the list of every event (for the log's lines).
        self._starts: list[int] = []
        count = 0
        for events in self._events:
            self._starts.append(count)
            count += len(events)
        self._event_count = count

    @classmethod
    def of_state(cls, state: GameState) -> "ReplayModel":
        """The moves so far of a game (the game itself is left as it is)."""
        return cls(state.record())

    # --- positions ------------------------------------------------------------------------------------------
    @property
    def last(self) -> int:
        """The last position: the number of moves."""
        return len(self._states) - 1

    @property
    def players(self) -> int:
        return self.final.num_players

    def state(self, position: int) -> GameState:
        """The game at `position`; a copy, so that whoever reads it cannot change the replay."""
        return self._states[self._checked(position)].clone()

    def observation(self, position: int, seat: int | None):
        """What `seat` knew at `position` (None: public information only)."""
        return self._states[self._checked(position)].observation(seat)

    def revealed_observation(self, position: int, seat: int):
        """Everything at `position`, hidden cards included, drawn from `seat`'s place."""
        return self._states[self._checked(position)].revealed_observation(seat)

    def acting_seat(self, position: int) -> int | None:
        """The seat whose move led to `position` (None at the start)."""
        return self.final.history[position - 1][0] if position > 0 else None

    def _checked(self, position: int) -> int:
        if isinstance(position, bool) or not isinstance(position, int) or not 0 <= position <= self.last:
            raise ValueError(f"No position {position!r} in a replay of {self.last} moves.")
        return position

    # --- events ---------------------------------------------------------------------------------------------
    def events_at(self, position: int) -> list[Event]:
        """The events the move to `position` made (at 0: the start of the game)."""
        return list(self._events[self._checked(position)])

    def all_events(self) -> list[Event]:
        return [event for events in self._events for event in events]

    def event_span(self, position: int) -> range:
        """The indexes, in `all_events()`, of the events of `position`."""
        start = self._starts[self._checked(position)]
        return range(start, start + len(self._events[position]))

    def position_of_event(self, index: int) -> int:
        """The position whose move made the event number `index` of `all_events()`."""
        if not 0 <= index < self._event_count:
            raise ValueError(f"No event {index!r} in a replay of {self._event_count} events.")
        # The last position starting at or before index that has events (positions without events are skipped).
        # The last position starting at or before index: positions without events share the start of the
        # next one, so bisect_right passes over them.
        return bisect_right(self._starts, index) - 1
