"""Auf falscher Fährte: the last two tricks counted out (endgame.py). Every deal of the unseen cards that the
voids allow is listed once, each a state the seat cannot tell from the real one, the real deal among them;
the normal level then plays the card worth most points over them, where the trick-by-trick judgement would
win a trick with a card the last trick needs, or win this trick and hand the last to a rival; before the last
two tricks, or with too many deals, nothing is counted."""

from __future__ import annotations

import random

import pytest

from cardtable.games import get_game
from cardtable.games.faehrte import endgame
from cardtable.games.faehrte.agents import normal_policy
from cardtable.games.faehrte.cards import from_name
from cardtable.games.faehrte.determinize import Determinizer

G = get_game("faehrte")
TABLES = [(3, False), (3, True), (4, False), (4, True)]

# Four players, round 5, a Plus round, green trump; seat 1 led the green 3 and seat 2 holds the green 7 and 9.
# Seats 0 and 3 showed they have no green, so the only green out, the green 8, is seat 1's last card: the
# green 7 wins this trick and the green 9 the last; the green 9 now leaves the green 7 to lose to the green 8.
KEEP_THE_HIGH_TRUMP = {
    "round": 5, "dealer": 3, "trump": "green",
    "hands": [["red 7", "yellow 9"], ["green 8"], ["green 7", "green 9"], ["blue 9", "yellow 7"]],
    "revealed": [[0, "green 12"], [2, "blue 0"], [3, "green 2"], [1, "blue 11"]],
    "round_tricks": [
        [[[0, "yellow 12"], [1, "yellow 8"], [2, "yellow 2"], [3, "yellow 11"]], 0],
        [[[0, "yellow 5"], [1, "red 1"], [2, "yellow 1"], [3, "yellow 10"]], 1],
        [[[1, "red 12"], [2, "red 9"], [3, "red 0"], [0, "red 2"]], 1],
        [[[1, "red 10"], [2, "yellow 0"], [3, "red 11"], [0, "red 8"]], 3],
        [[[3, "blue 3"], [0, "blue 6"], [1, "blue 2"], [2, "blue 1"]], 0],
        [[[0, "yellow 6"], [1, "red 5"], [2, "green 5"], [3, "yellow 3"]], 1],
        [[[1, "green 11"], [2, "green 6"], [3, "green 4"], [0, "red 3"]], 0],
        [[[0, "blue 8"], [1, "red 6"], [2, "blue 7"], [3, "blue 4"]], 1],
        [[[1, "green 0"], [2, "green 10"], [3, "yellow 4"], [0, "red 4"]], 2],
        [[[2, "blue 12"], [3, "blue 5"], [0, "blue 10"], [1, "green 1"]], 1],
    ],
    "trick_trumps": 8 * ["red"] + 2 * ["green"],
    "trick": [[1, "green 3"]],
    "round_points": [[0, 3, 2, 4], [0, 4, 0, 3], [2, 4, 0, 3], [3, 3, 4, 0]],
}

# Three players with jokers, round 2, a Minus round, green trump; seat 2 led the green 3, seat 1 has no green,
# and seat 0 holds the green 4 and 7: it must win this trick, and winning it with the green 7 lets the green 4
# lose the last trick to the green 5; the green 4 now keeps the green 7, which takes the last trick as well.
WIN_HIGH_IN_MINUS = {
    "round": 2, "dealer": 0, "trump": "green",
    "hands": [["green 4", "green 7"], ["red 5", "blue 7"], ["green 5"]], "leftover": "red 4",
    "revealed": [[2, "yellow 9"], [0, "yellow 0"], [1, "green 0"]],
    "round_tricks": [
        [[[1, "red 1"], [2, "red 9"], [0, "red 8"]], 2],
        [[[2, "green 9"], [0, "green 8"], [1, "green 2"]], 2],
        [[[2, "joker"], [0, "yellow 1"], [1, "yellow 7"]], 1],
        [[[1, "blue 9"], [2, "blue 2"], [0, "joker"]], 1],
        [[[1, "blue 0"], [2, "blue 4"], [0, "blue 5"]], 0],
        [[[0, "yellow 3"], [1, "yellow 2"], [2, "yellow 6"]], 2],
        [[[2, "red 0"], [0, "red 3"], [1, "joker"]], 0],
        [[[0, "blue 3"], [1, "blue 1"], [2, "blue 6"]], 2],
        [[[2, "red 2"], [0, "yellow 8"], [1, "red 7"]], 1],
        [[[1, "yellow 4"], [2, "red 6"], [0, "yellow 5"]], 0],
        [[[0, "green 1"], [1, "blue 8"], [2, "green 6"]], 2],
    ],
    "trick_trumps": 3 * ["blue"] + 8 * ["green"],
    "trick": [[2, "green 3"]],
    "round_points": [[2, 3, 0]],
}


def play(card: str) -> tuple:
    return ("play", from_name(card))


@pytest.mark.parametrize("position, options, card", [
    (KEEP_THE_HIGH_TRUMP, {"players": 4}, "green 7"),
    (WIN_HIGH_IN_MINUS, {"players": 3, "jokers": True}, "green 7"),
])
def test_the_normal_level_plays_the_card_the_count_of_the_last_two_tricks_asks_for(position, options, card):
    state = G.from_position(position, options)
    seat = state.to_act()[0]
    obs, legal = state.observation(seat), state.legal_actions(seat)
    assert endgame.best_plays(obs, legal) == [play(card)]
    for seed in range(5):
        assert normal_policy(obs, legal, random.Random(seed)) == play(card)


def last_tricks(players, jokers, games=2):
    """(state, seat) at every decision of random games with two tricks or fewer left and a choice to make."""
    rng = random.Random(players * 10 + jokers)
    for game in range(games):
        state = G.new_game({"players": players, "jokers": jokers}, game)
        while not state.is_terminal():
            seat = state.to_act()[0]
            if state.phase == "play" and state.tricks_left() <= endgame.TRICKS and len(state.legal_actions()) > 1:
                yield state, seat
            state.apply(rng.choice(state.legal_actions()), seat)


@pytest.mark.parametrize("players, jokers", TABLES)
def test_every_deal_is_listed_once_each_looks_like_the_real_one_and_the_real_one_is_there(players, jokers):
    seen = 0
    for state, seat in last_tricks(players, jokers):
        obs = state.observation(seat)
        determinizer = Determinizer(obs)
        worlds = [determinizer.state_for(*deal, None) for deal in determinizer.every_deal()]
        hands = [tuple(tuple(hand) for hand in world.hands) for world in worlds]
        assert len(set(hands)) == len(hands)
        assert tuple(tuple(sorted(hand)) for hand in state.hands) in hands
        for world in worlds:
            assert world.observation(seat) == obs
        seen += 1
    assert seen >= 10


def test_nothing_is_counted_before_the_last_two_tricks():
    state = G.new_game({"players": 4}, 3)
    rng = random.Random(3)
    while state.phase != "play" or state.tricks_left() > endgame.TRICKS:
        seat = state.to_act()[0]
        if state.phase == "play" and len(state.legal_actions()) > 1:
            assert endgame.best_plays(state.observation(seat), state.legal_actions()) is None
        state.apply(rng.choice(state.legal_actions()), seat)


def test_too_many_deals_are_not_counted(monkeypatch):
    state = G.from_position(KEEP_THE_HIGH_TRUMP, {"players": 4})
    obs, legal = state.observation(2), state.legal_actions(2)
    monkeypatch.setattr(endgame, "WORLDS", 1)  # this position has several deals: seats 0 and 3 may swap cards
    assert endgame.best_plays(obs, legal) is None
