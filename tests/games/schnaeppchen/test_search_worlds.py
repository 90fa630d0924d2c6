"""Schnäppchen Jagd's search worlds: the search compares its first moves on copies of one sampled world, and
the playouts after them draw the world's random numbers, not the search's (common random numbers)."""

from __future__ import annotations

import random

from cardtable.games.schnaeppchen import Schnaeppchen
from cardtable.games.schnaeppchen.agents import Horizon, playout_policy
from cardtable.games.schnaeppchen.cards import from_name
from cardtable.games.schnaeppchen.determinize import SharedWorlds

# Three players: seat 0 led a super offer, so the trick is its whatever follows; seat 2, out of red, declares
# its yellow 4 trump or not to no effect on the trick.
SUPER_LED = {"round": 3, "dealer": 2,
             "hands": [["red 6", "yellow 2", "green 5", "blue 3", "purple 7", "grey 4"],
                       ["red 8", "yellow 6", "green 1", "blue 2", "purple 4", "grey 9"],
                       ["yellow 4", "purple 8", "blue 5", "green 3", "grey 1", "blue 7", "grey 6"]],
             "bargain": [["blue 4"], ["green 9"], ["red 2"]],
             "junk": [["purple 1"], ["yellow 3"], []],
             "trick": [[0, "super offer"], [1, "red 5"]]}


def played_out(world, first, search_seed: int, horizon: Horizon):
    """The world after `first` and the playout policy's moves to the end of the round, the search's own
    random numbers drawn from `search_seed`."""
    rng = random.Random(search_seed)
    world.apply_unchecked(first)
    while not horizon.stop(world) and not world.is_terminal():
        world.apply_unchecked(playout_policy(world, rng))
    return world


def test_two_first_moves_tried_on_one_world_meet_the_same_random_moves_after_them():
    state = Schnaeppchen.from_position(SUPER_LED)
    observation = state.observation(2)
    worlds, horizon = SharedWorlds(observation), Horizon(observation)
    rng = random.Random(4)
    yellow_4 = from_name("yellow 4")
    endings = [played_out(worlds.sample(rng), ("play", yellow_4, trump, None), seed, horizon)
               for trump, seed in ((True, 1), (False, 2))]
    # The two declarations change nothing, so the two searches of the same world value them alike, though the
    # search drew different random numbers in between: they differ only by chance where each draws its own.
    assert endings[0].bargain == endings[1].bargain and endings[0].junk == endings[1].junk


def test_one_first_move_tried_twice_on_one_world_meets_other_random_moves_the_second_time():
    state = Schnaeppchen.from_position(SUPER_LED)
    observation = state.observation(2)
    worlds = SharedWorlds(observation)
    rng = random.Random(4)
    move = ("play", from_name("purple 8"), True, None)
    first, second, other = worlds.sample(rng), worlds.sample(rng), worlds.sample(rng)
    for world, action in ((first, move), (second, move), (other, ("play", from_name("blue 5"), False, None))):
        world.apply_unchecked(action)
    draws = [world.playout_random().random() for world in (first, second, other)]
    assert draws[0] != draws[1]  # a second try of the same move is a second sample, not a copy of the first
    assert draws[0] == draws[2]  # another move's first try meets the first stream
