"""No Thanks!: the last card, solved from the observation (cardtable/games/nothanks/last_card.py), and the
normal player, which decides it so."""

from __future__ import annotations

import pytest

from cardtable.ai import make_agent
from cardtable.games import get_game
from cardtable.games.nothanks import last_card

G = get_game("nothanks")
LOW_REMOVED = [3, 4, 5, 6, 7, 8, 9, 10, 11]

# The last card, 20 with one chip: seat 0 wins by taking it (50 against 53 and 73); refused, it closes the gap
# between seat 1's 19 and 21, who takes it and wins on 30.
NEXT_SEAT_GAP = {"turn": 0, "open_card": 20, "pot": 1, "deck": [], "removed": LOW_REMOVED,
                 "cards": [[12, 13, 14, 30, 31, 32], [19, 21, 22, 23, 33, 34],
                           [15, 16, 17, 18, 24, 25, 26, 27, 28, 29, 35]],
                 "chips": [11, 20, 1]}
# The last card, 28, fits nobody: seat 0 leads on 46 but would finish on 74 by taking it; the others, with 3
# and 4 chips, must take it before it has cost seat 0 more than four of its 26.
OUTLAST = {"turn": 0, "open_card": 28, "pot": 0, "deck": [], "removed": [3, 4, 5, 6, 7, 8, 9, 27, 29],
           "cards": [[10, 11, 12, 30, 32, 33], [13, 14, 15, 16, 20, 21, 34, 35],
                     [17, 18, 19, 22, 23, 24, 25, 26, 31]],
           "chips": [26, 3, 4]}


def observation(position, chips="hidden"):
    state = G.from_position(position, {"players": len(position["cards"]), "chips": chips})
    return state.observation(state.turn)


def test_refusing_hands_the_card_to_the_seat_whose_gap_it_closes():
    ends = last_card.final_scores(observation(NEXT_SEAT_GAP))
    assert ends == {"take": (50, 53, 73), "pay": (32, 30, 73)}
    assert last_card.best_move(observation(NEXT_SEAT_GAP)) == "take"


def test_a_seat_with_chips_to_outlast_the_others_refuses():
    ends = last_card.final_scores(observation(OUTLAST))
    assert ends["take"] == (74, 64, 66)
    assert ends["pay"][0] <= 46 + 4 and min(ends["pay"][1:]) > ends["pay"][0]
    assert last_card.best_move(observation(OUTLAST)) == "pay"


def test_a_seat_without_chips_can_only_take():
    position = {**OUTLAST, "chips": [0, 14, 19]}
    assert set(last_card.final_scores(observation(position))) == {"take"}


@pytest.mark.parametrize("chips", ["hidden", "shown"])
@pytest.mark.parametrize("position", [NEXT_SEAT_GAP, OUTLAST], ids=["next-seat-gap", "outlast"])
def test_the_normal_player_decides_the_last_card_as_solved(position, chips):
    """It used to weigh the last card like any other, and refused 20 for one chip, handing the win over."""
    expected = last_card.best_move(observation(position, chips))
    state = G.from_position(position, {"players": 3, "chips": chips})
    for seed in range(5):
        assert make_agent("nothanks", "normal", seed=seed).choose(state.observation(0), ("take", "pay")) == expected


@pytest.mark.parametrize("position", [NEXT_SEAT_GAP, OUTLAST], ids=["next-seat-gap", "outlast"])
def test_the_game_ends_as_solved_when_every_seat_plays_the_solved_move(position):
    state = G.from_position(position, {"players": 3, "chips": "hidden"})
    start = state.observation(state.turn)
    predicted = last_card.final_scores(start)[last_card.best_move(start)]
    while not state.is_terminal():
        seat = state.turn
        state.apply(last_card.best_move(state.observation(seat)), seat)
    assert state.scores() == predicted
