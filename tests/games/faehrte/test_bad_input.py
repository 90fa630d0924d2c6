"""Auf falscher Fährte: illegal and malformed actions are refused with a reason and change nothing."""

from __future__ import annotations

import pytest

from cardtable.games import IllegalAction
from cardtable.games.faehrte.cards import JOKER

from .conftest import BLUE, FRANK, G, JULIA, PIERRE, SABINE, build, c, play_all, snapshot


def refused(state, action, seat=None, match=None):
    before = snapshot(state)
    with pytest.raises(IllegalAction, match=match) as caught:
        state.apply(action, seat)
    assert caught.value.reason and len(caught.value.reason) < 200
    assert snapshot(state) == before
    return caught.value.reason


def hide_state():
    return G.new_game({"players": 4, "jokers": True}, 1)


def play_state():
    return build(4, jokers=True, hands=[["blue 4", "joker"], ["blue 9", "red 12", "joker"], ["blue 2", "green 5"], []],
                 pile=[[0, "red 3"], [1, "red 4"], [2, "red 5"], [3, "red 6"]])


def test_out_of_turn():
    state = hide_state()
    waiting = (state.turn + 1) % 4
    refused(state, state.legal_actions(waiting) or ("hide", state.hands[waiting][0]), waiting, match="turn")
    state = play_state()
    refused(state, ("play", c("blue 9")), SABINE, match="turn")


def test_a_card_not_held():
    state = hide_state()
    missing = next(code for code in range(52) if code not in state.hands[state.turn])
    refused(state, ("hide", missing), match="holds no")
    state = play_state()
    refused(state, ("play", c("blue 9")), PIERRE, match="holds no blue 9")
    refused(state, ("play", 60), match="holds no such card")
    refused(state, ("play", -1), match="holds no such card")
    three = G.new_game({"players": 3, "jokers": False}, 0)
    three.apply(three.legal_actions()[0])
    refused(three, ("hide", c("red 12")), match="holds no red 12")  # not in a three-player deck


def test_not_following_and_a_second_joker():
    state = play_state()
    play_all(state, (PIERRE, ("play", JOKER)))
    refused(state, ("play", JOKER), SABINE, match="one joker")
    refused(state, ("play", c("blue 9")), FRANK, match="turn")
    play_all(state, (SABINE, ("play", c("blue 9"))))
    refused(state, ("play", c("green 5")), FRANK, match="follow blue")


def test_hiding_a_joker():
    state = hide_state()
    while JOKER not in state.hands[state.turn]:
        state.apply(state.legal_actions()[0])
    refused(state, ("hide", JOKER), match="joker cannot be the hidden card")


def test_a_trump_action_when_none_is_due_and_other_wrong_phases():
    state = hide_state()
    refused(state, ("trump", BLUE), match="Now is the time to lay a card face down")
    refused(state, ("play", state.hands[state.turn][0]), match="not to play")
    state = play_state()
    refused(state, ("trump", BLUE), match="Now is the time to play a card, not to trump")
    refused(state, ("hide", c("blue 4")), match="not to hide")
    state = build(4, jokers=True, dealer=FRANK, hands=[["red 6"], ["joker", "red 4"], ["red 2"], ["red 9"]],
                  pile=[[0, "green 3"], [1, "yellow 5"], [2, "blue 7"], [3, "green 11"]])
    play_all(state, (JULIA, ("play", c("red 9"))), (PIERRE, ("play", c("red 6"))), (SABINE, ("play", JOKER)),
             (FRANK, ("play", c("red 2"))))
    assert state.phase == "trump"
    refused(state, ("play", c("red 4")), match="Now is the time to decide the trump")
    for colour in (4, -1, 10**30):
        refused(state, ("trump", colour), match="no colour")


@pytest.mark.parametrize("action", [("play",), ("play", "red 3"), ("play", True), ("play", 3.0), ("play", None),
                                    ("play", 3, 4), ("throw", 3), "play", 3, None, ("trump", "blue"),
                                    (("play", 3),), frozenset({"play", 3})])
def test_malformed_actions(action):
    for state in (hide_state(), play_state()):
        reason = refused(state, action)
        assert "Malformed" in reason
