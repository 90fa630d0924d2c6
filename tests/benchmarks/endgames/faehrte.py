"""Auf falscher Fährte endgames: the last tricks of the game's last round, every hand known (double dummy).

In the last round nothing is dealt any more, and the hidden cards still face down are in the state (its
"pile", in the order they will be turned up), so the rest of the game is chance-free; the state, every hand
included, is the whole truth. The trump decisions still due (the worst-placed seat's after trick 8, or a
joker player's) are moves like the plays. The game's end is the last round's end, so the values are exact.
"""

from __future__ import annotations

from cardtable.games.faehrte.cards import rounds_for

# The last tricks solved, by player count: 4 with three players (about 5,000 states), 3 with four (4 would
# take 20,000 to 50,000 states, a few seconds each).
TRICKS_LEFT = {3: 4, 4: 3}

OPTIONS = tuple({"players": players, "jokers": jokers} for players in (3, 4) for jokers in (False, True))


def key(state):
    """Everything the rest of the round reads: the finished tricks only through their count, the tricks won and
    the jokers played (the trump decisions due depend on those alone)."""
    return (state.phase, state.turn, state.leader, state.trump, tuple(tuple(hand) for hand in state.hands),
            tuple(state.trick), tuple(state.pile), tuple(state.revealed), tuple(state.trump_queue),
            state.jokers_played, len(state.round_tricks), tuple(state.tricks_won), tuple(state.totals))


def solvable(state) -> bool:
    return (state.round == rounds_for(state.players) and state.phase in ("play", "trump")
            and state.tricks_left() <= TRICKS_LEFT[state.players])
