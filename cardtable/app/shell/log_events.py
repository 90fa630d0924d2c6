"""The game log is derived from the record: replaying it gives every event since the start."""

from __future__ import annotations


def replay_events(state) -> list:
    """All events of `state`'s game so far, in order, as its table would have shown them: replayed from
    where the game began (a new deal, or the described position it started from)."""
    game = type(state).game
    replay = game.replay(dict(state.record(), actions=[]))
    events = list(replay.start_events())
    for seat, action in state.history:
        events.extend(replay.apply(action, seat))
    return events
