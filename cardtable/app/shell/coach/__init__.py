"""The coach: on request, the `hard` player's evaluation of each legal action of the person to act (the Hint
panel), and after a game, a review of each person's estimated win chance decision by decision, whose
biggest drops are marked in the game's log as turning points.

The figures come from `cardtable.ai.evaluate` on the seat's own observation only, with a fixed iteration
budget and a seed drawn from the game's seed, the history's length and the seat, so that the same
position always gets the same answer. They are computed off the GUI thread (`worker.CoachWorker`): in the
search pool's worker processes when they are up (both cores), else in the coach's thread, with the same
figures either way; a hint shows its first figures while the search goes on.
"""
