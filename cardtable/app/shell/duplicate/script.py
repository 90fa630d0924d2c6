"""The earlier game's moves, for the computer seats of a game that plays its deal again. Free of Qt.

While the history so far is exactly the start of the earlier record (same game, options, seed and start
position, the same seats playing the same actions), a computer seat whose turn it is plays the earlier
game's next move. Once the game has gone another way (a person chose otherwise), the script has nothing
to say and the seat decides as it normally would; it does not come back, since the history then never is
a prefix of the earlier record again.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from cardtable.games import GameState, RecordError, get_game


def canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


class DuplicateScript:
    """The moves of an earlier game (its record), offered while a new game follows them."""

    def __init__(self, record: Mapping[str, Any]):
        try:
            game = get_game(record["game"])
            self.game_id = game.id
            self.seed = record["seed"]
            self._options = canonical(game.validate_options(record["options"]))
            self._position = canonical(record["position"]) if record.get("position") is not None else None
            self.moves: list[tuple[int, Any]] = [(int(seat), game.action_from_json(action))
                                                 for seat, action in record["actions"]]
        except (KeyError, TypeError, ValueError) as error:
            if isinstance(error, RecordError):
                raise
            raise RecordError(f"The earlier game's record cannot be read: {error}") from error

    def same_deal(self, state: GameState) -> bool:
        """`state` starts from the earlier game's deal (game, options, seed and start position)."""
        start = state.start_position()
        return (type(state).game.id == self.game_id and state.seed == self.seed
                and canonical(dict(state.options)) == self._options
                and (canonical(start) if start is not None else None) == self._position)

    def follows(self, history: Sequence[tuple[int, Any]]) -> bool:
        """The history so far is the start of the earlier game's (seat by seat, action by action)."""
        return len(history) < len(self.moves) and all(
            played == earlier for played, earlier in zip(history, self.moves))

    def move_for(self, state: GameState, seat: int) -> Any | None:
        """The earlier game's next move when `seat` played it at this very point; else None (decide)."""
        if not self.same_deal(state) or not self.follows(state.history):
            return None
        earlier_seat, action = self.moves[len(state.history)]
        if earlier_seat != seat or action not in state.legal_actions(seat):
            return None
        return action


@dataclass(frozen=True)
class ScriptedMove:
    """Stands for a seat's agent for one move: it answers with the earlier game's move (the AI service
    paces it like any computer move)."""

    action: Any

    def choose(self, observation: Any, legal: Sequence, cancel=None) -> Any:
        return self.action


# The game meta's entries of a duplicate game (saved with it, so that a resumed game still compares):
DUPLICATE = "duplicate"  # True; the statistics record the game as a duplicate
EARLIER_RECORD = "duplicate_of"  # the earlier game's record, whose moves the computers replay
BENCHMARK = "duplicate_benchmark"  # hard's result from the person's seat (Benchmark.to_json), once known


def duplicate_meta(record: Mapping[str, Any]) -> dict:
    """The meta entries that make a new game the duplicate of the game of `record`."""
    return {DUPLICATE: True, EARLIER_RECORD: dict(record)}


def script_from_meta(meta: Mapping[str, Any]) -> DuplicateScript | None:
    """The script of a duplicate game's meta; None for another game, or an earlier record that cannot be
    read (a damaged save: the computers then simply think)."""
    record = meta.get(EARLIER_RECORD) if meta.get(DUPLICATE) else None
    if not isinstance(record, Mapping):
        return None
    try:
        return DuplicateScript(record)
    except Exception:  # noqa: BLE001 (any damage in a saved record means: no script)
        return None
