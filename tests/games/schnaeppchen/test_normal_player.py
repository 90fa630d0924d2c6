"""Schnäppchen Jagd: moves a good player never makes, which the normal computer player must not make either.

A trick's winner puts every card of the value he collects on his bargain pile (+1 each at the end) and the
rest in his junk pile (−1 each). A card dumped into a trick someone else wins therefore costs that seat a
point, unless it is of the value that seat collects: then it gives him one. With a discard as cheap at hand
(as low, keeping the same colours), a good player never hands the trick's winner his own value.
"""

from __future__ import annotations

import pytest

from cardtable.ai import make_agent
from cardtable.games.schnaeppchen.cards import card

from .conftest import G

VARIANTS = [{"sorting": "standard"}, {"sorting": "strict"}]


def position(trick, hands, bargain, junk=([], [], [], [])):
    return {"round": 2, "phase": "play", "hands": hands, "bargain": bargain, "junk": list(junk), "trick": trick}


# Seat 2 led the red 5 and seat 3, collecting 8s, is winning with the red 8; seat 0 holds no red, so whatever
# it plays (not declared trump) goes to the winner. The blue 8 would be seat 3's; the green 7 is as cheap.
OFF_COLOUR = position(
    trick=[[2, "red 5"], [3, "red 8"]],
    hands=[["blue 8", "green 7", "purple 1"], ["grey 4", "yellow 6", "red 2"], ["blue 5", "yellow 2"],
           ["green 3", "purple 6"]],
    bargain=[["yellow 3"], ["grey 9"], ["grey 2"], ["blue 8"]])

# Seat 0 plays last: seat 2, collecting 6s, wins the green 4 trick; the grey 6 would be his, the purple 5 not.
LAST_TO_PLAY = position(
    trick=[[1, "green 2"], [2, "green 4"], [3, "green 1"]],
    hands=[["grey 6", "purple 5", "blue 1"], ["red 3", "yellow 7"], ["grey 8", "red 9"], ["purple 2", "blue 7"]],
    bargain=[["yellow 9"], ["red 4"], ["blue 6"], ["grey 1"]])

# Seat 0 must follow green and cannot beat the green 9 of seat 3, who collects 3s: the green 2 goes as well.
FOLLOWING = position(
    trick=[[3, "green 9"]],
    hands=[["green 3", "green 2", "red 8"], ["grey 4", "yellow 6", "red 2"], ["blue 5", "yellow 2", "red 1"],
           ["purple 6", "blue 2"]],
    bargain=[["yellow 7"], ["grey 9"], ["grey 5"], ["red 3"]])

# As OFF_COLOUR, with junk piles (seat 0's own holds 7s, which changes nothing: normal counts the score as
# it stands).
WITH_JUNK = {**OFF_COLOUR, "junk": [["grey 7", "red 7"], ["purple 9"], [], ["super offer", "blue 1"]]}

CASES = [(OFF_COLOUR, "green 7"), (LAST_TO_PLAY, "purple 5"), (FOLLOWING, "green 2"), (WITH_JUNK, "green 7")]


@pytest.mark.parametrize("options", VARIANTS)
@pytest.mark.parametrize("described, better", CASES)
def test_no_card_of_the_winners_value_is_dumped_when_another_is_as_cheap(options, described, better):
    state = G.from_position(described, {"players": 4, **options})
    assert state.to_act() == (0,)
    obs = state.observation(0)
    winner_value = obs.collecting(obs.winning_seat())
    legal = state.legal_actions(0)
    assert any(action[1] % 10 == winner_value for action in legal)  # the careless move is there to make
    colour, value = better.split()
    for seed in range(3):
        action = make_agent("schnaeppchen", "normal", seed=seed).choose(obs, legal)
        assert action[1] % 10 != winner_value
        assert action[1] == card(colour, int(value))
        assert action[2] is not True  # not declared trump: the trick stays the other seat's
