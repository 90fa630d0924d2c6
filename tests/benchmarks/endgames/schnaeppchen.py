"""Schnäppchen Jagd endgames: the last tricks of the game's last round and its final sortings, every hand known
(double dummy).

In the last round nothing is dealt any more (the stock and the discards are never used again), so the rest
of the game (the last tricks, then each seat's two sortings of its junk pile) is chance-free, and the state,
every hand included, is the whole truth. The game's end is the last round's end, so the values are exact.
"""

from __future__ import annotations

from cardtable.games.schnaeppchen import sorting
from cardtable.games.schnaeppchen.phases import rounds_for

# The most cards in a hand, by player count: the last tricks solved (with four players and three cards
# each, some take 10,000 states and over 10 s).
CARDS_LEFT = {3: 3, 4: 2}

OPTIONS = tuple({"players": players, "sorting": sorting} for players in (3, 4) for sorting in ("standard", "strict"))


def key(state):
    """Everything the rest of the game reads: the finished tricks and sortings of the round only through the
    piles they made (the stock, set-aside and discarded cards play no part any more). Once the tricks are
    over, a seat's bargain pile counts only by its size (sorting adds to it whatever its top), the order of
    its junk pile not at all, and a seat that has done both its final sortings only by its score."""
    if state.phase != "sort":
        return (state.phase, state.turn, state.leader, tuple(tuple(hand) for hand in state.hands),
                tuple(tuple(pile) for pile in state.bargain), tuple(tuple(pile) for pile in state.junk),
                tuple(state.junk_at_start), tuple(state.trick))
    queue = state.sort_queue
    return (tuple(queue), tuple((len(bargain), tuple(sorted(junk)), at_start) if seat in queue
                                else len(bargain) - len(junk)
                                for seat, (bargain, junk, at_start)
                                in enumerate(zip(state.bargain, state.junk, state.junk_at_start))))


def solvable(state) -> bool:
    return (state.round == rounds_for(state.players) and state.phase in ("play", "sort")
            and max(len(hand) for hand in state.hands) <= CARDS_LEFT[state.players])


def settle(state):
    """Once the last tricks are over, the final sortings without search: each seat sorts for its highest own
    score (None before then, or outside the last round).

    Why that is exact: a seat's sortings change only its own piles (and the discard, never read again), so
    its choice changes no other seat's score; and every seat's value (the win share, mixed with the margin
    over the best other seat) grows with its own score, the others' being fixed. So whatever the others do,
    a seat's best sortings are those of its highest score, and the others' scores do not depend on them. Two
    sortings of the same score leave every score the same: no tie to break.
    """
    if state.phase != "sort" or state.round != rounds_for(state.players):
        return None
    state = state.clone()
    while not state.is_terminal():
        seat = state.turn
        sorts = state.sort_queue.count(seat)
        context = sorting.SortContext(state.options["sorting"], state.players, tuple(state.junk[seat]),
                                      state.junk_at_start[seat])
        choice = max(sorting.choices(context),
                     key=lambda option: _best_gain(context, option, sorts - 1))
        state.apply_unchecked(("sort", choice))
    return state


def _best_gain(context, choice, sorts_after: int) -> int:
    """The most a seat's score gains from sorting `choice`, then sorting its best `sorts_after` times more."""
    result = sorting.sorted_out(context.junk, context.players, choice)
    gain = len(result.to_bargain) - len(result.junk) + len(context.junk)
    if not sorts_after:
        return gain
    after = context._replace(junk=result.junk)
    return gain + max(_best_gain(after, option, sorts_after - 1) for option in sorting.choices(after))
