"""Auf falscher Fährte: the cards, the round structure and the place table."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from cardtable.games.faehrte import places
from cardtable.games.faehrte.cards import (COLOURS, JOKER, colour_of, deck, from_name, hand_size, is_joker, name,
                                           reveal_after, rounds_for, threshold, value_of)


def test_the_decks():
    three, four = deck(3, False), deck(4, False)
    assert len(three) == 40 and {value_of(code) for code in three} == set(range(10))
    assert len(four) == 52 and {value_of(code) for code in four} == set(range(13))
    assert deck(3, True).count(JOKER) == 3 and len(deck(3, True)) == 43
    assert deck(4, True).count(JOKER) == 4 and len(deck(4, True)) == 56
    assert {colour_of(code) for code in four} == {0, 1, 2, 3} and COLOURS[0] == "red"


def test_names_and_codes():
    for code in deck(4, True):
        assert from_name(name(code)) == code
    assert name(from_name("Yellow 10")) == "yellow 10" and colour_of(JOKER) is None and value_of(JOKER) is None
    assert is_joker(JOKER) and not is_joker(0) and name(0) == "red 0"
    for text in ("red 13", "purple 3", "joker 1", "", "red", "red -1", "red 1e3"):
        with pytest.raises(ValueError):
            from_name(text)


def test_the_round_structure():
    assert (threshold(3), threshold(4)) == (14, 24)
    assert (hand_size(False), hand_size(True)) == (13, 14)
    assert reveal_after(3) == (3, 4, 5) and reveal_after(4) == (2, 3, 4, 5)
    assert (rounds_for(3), rounds_for(4)) == (6, 8)


def test_plus_from_the_threshold_exactly():
    assert places.round_kind(14, threshold(3)) == "plus" and places.round_kind(13, threshold(3)) == "minus"
    assert places.round_kind(24, threshold(4)) == "plus" and places.round_kind(23, threshold(4)) == "minus"


@pytest.mark.parametrize("tricks, kind, points", [
    # four players: 4, 3, 2, 0
    ([6, 4, 1, 1], "plus", (4, 3, 0, 0)),
    ([2, 2, 3, 5], "minus", (4, 4, 2, 0)),
    ([5, 5, 1, 1], "plus", (4, 4, 0, 0)),
    ([5, 3, 3, 1], "plus", (4, 3, 3, 0)),
    ([4, 4, 4, 0], "plus", (4, 4, 4, 0)),
    ([4, 4, 4, 0], "minus", (0, 0, 0, 4)),
    ([6, 2, 2, 2], "plus", (4, 0, 0, 0)),
    ([3, 3, 3, 3], "plus", (0, 0, 0, 0)),
    ([0, 1, 2, 9], "minus", (4, 3, 2, 0)),
    # three players: 3, 2, 0
    ([6, 4, 2], "plus", (3, 2, 0)),
    ([6, 4, 2], "minus", (0, 2, 3)),
    ([5, 5, 2], "plus", (3, 3, 0)),
    ([6, 3, 3], "plus", (3, 0, 0)),
    ([6, 3, 3], "minus", (0, 3, 3)),
    ([4, 4, 4], "minus", (0, 0, 0)),
])
def test_points_by_place_with_ties(tricks, kind, points):
    assert places.round_points(tricks, kind) == points


def test_worst_placed():
    assert places.worst_placed([3, 2, 2, 1], "plus") == (3,)
    assert places.worst_placed([3, 2, 2, 1], "minus") == (0,)
    assert places.worst_placed([3, 1, 2, 1], "plus") == (1, 3)
    assert places.worst_placed([3, 1, 2, 1], None) == ()


@given(tricks=st.lists(st.integers(0, 13), min_size=3, max_size=4), kind=st.sampled_from(["plus", "minus"]))
def test_points_follow_the_places(tricks, kind):
    points = places.round_points(tricks, kind)
    table = places.place_points(len(tricks))
    assert 0 in points and max(points) <= table[0] and all(p in table for p in points)
    if len(set(tricks)) == 1:
        assert set(points) == {0}
    better = (lambda a, b: a > b) if kind == "plus" else (lambda a, b: a < b)
    for a in range(len(tricks)):
        for b in range(len(tricks)):
            if tricks[a] == tricks[b]:
                assert points[a] == points[b]  # a tie shares its place's points
            elif better(tricks[a], tricks[b]):
                assert points[a] >= points[b]


def test_an_observation_places_the_seats_once_the_round_type_is_certain():
    import random

    from cardtable.games.faehrte import Faehrte

    state = Faehrte.new_game({"players": 4}, 11)
    rng = random.Random(11)
    assert state.observation(None).places() is None  # nothing is turned up before the tricks
    while len(state.round_tricks) < 6:  # every hidden card is up after trick 5
        state.apply(rng.choice(state.legal_actions()))
    kind = state.round_outlook().kind
    assert kind in ("plus", "minus")
    for seat in (None, 0, 1, 2, 3):
        assert state.observation(seat).places() == places.places(state.tricks_won, kind)
