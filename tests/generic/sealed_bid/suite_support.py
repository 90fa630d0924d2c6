"""What the shared suites and tools need to know of Sealed Bid (the names are described in
tests/generic/per_game.py): its side of the fairness audit (tests/generic/hidden_parts.py) and more."""

from __future__ import annotations

from tests.generic.hidden_parts import others


SHORT_OPTIONS = {"rounds": 4}
SCORE_AXES = ("Round", "Score")


def resample_hidden(state, seat, rng):
    world = state.clone()
    if world.winner is None:
        for other in others(len(world.bids), seat):
            if world.bids[other] is not None:
                world.bids[other] = rng.randint(0, world.coins[other])
    return world


def change_known(state, seat, rng):
    world = state.clone()
    if seat is not None and world.bids[seat] is not None and world.coins[seat] > 0:
        world.bids[seat] = (world.bids[seat] + 1) % (world.coins[seat] + 1)
        return world
    world.points[0] += 1  # every seat's points are public
    return world
