"""Auf falscher Fährte: positions read by name or code with their defaults, and refused when malformed or
inconsistent."""

from __future__ import annotations

import json

import pytest

from cardtable.games import OptionError
from cardtable.games.faehrte.cards import JOKER

from .conftest import BLUE, FRANK, G, JULIA, PIERRE, SABINE, build, c, random_game, scripted_position

OPTIONS = {"players": 4, "jokers": False}
WINNERS = [PIERRE, PIERRE, SABINE, SABINE, PIERRE, FRANK, JULIA, FRANK, PIERRE, PIERRE, PIERRE, PIERRE]


def test_defaults_follow_from_the_rules():
    position, _rest = scripted_position(WINNERS, finished=4)
    del position["dealer"]
    state = G.from_position(position, OPTIONS)
    assert state.dealer == JULIA and state.leader == SABINE and state.turn == SABINE
    assert state.tricks_won == [2, 2, 0, 0] and state.trick_trumps == [0] * 4 and state.jokers_played == 0
    assert state.hidden_laid == [c("red 12"), c("blue 12"), c("yellow 0"), c("green 0")]
    assert state.round == 1 and state.phase == "play" and state.totals == [0] * 4 and state.round_points == []
    assert state.history == [] and state.record()["position"] == json.loads(json.dumps(state.position()))
    assert G.replay(state.record()) == state


def test_names_and_codes_are_alike():
    position, _rest = scripted_position(WINNERS, finished=4, trump="blue")
    named = G.from_position(position, OPTIONS)
    assert named.trump == BLUE
    coded = dict(position, trump=BLUE, pile=[[seat, c(card) if isinstance(card, str) else card]
                                             for seat, card in position["pile"]])
    assert G.from_position(coded, OPTIONS).position() == named.position()


def test_three_players_leftover_is_the_one_card_not_elsewhere():
    state = random_game(3, False, seed=2, until=lambda s: len(s.round_tricks) == 4)
    position = state.position()
    leftover = position.pop("leftover")
    assert G.from_position(position, state.options).leftover == leftover


def test_a_trump_change_within_the_round_is_found_from_the_winners():
    """A position that leaves out trick_trumps after a change of trump still reads: each finished trick
    gets a trump that makes its winner win."""
    position, rest = scripted_position(WINNERS, finished=7)
    state = G.from_position(position, OPTIONS)
    for seat, code in rest[0]:
        state.apply(("play", code), seat)
    state.apply(("trump", BLUE), JULIA)
    later = state.position()
    later.pop("trick_trumps")
    rebuilt = G.from_position(later, OPTIONS)
    assert rebuilt.trump == BLUE and rebuilt.legal_actions() == state.legal_actions()


def test_a_hide_phase_position_plays_on_as_the_game():
    state = G.new_game({"players": 4, "jokers": True}, 9)
    state.apply(state.legal_actions()[0])
    state.apply(state.legal_actions()[-1])
    rebuilt = G.from_position(state.position(), state.options)
    for game in (state, rebuilt):
        while game.phase == "hide":
            game.apply(game.legal_actions()[0])
    assert rebuilt.position() == state.position()


@pytest.mark.parametrize("change, words", [
    ({"colour": 1}, "Unknown position field"),
    ({"trump": "purple"}, "trump must be a colour"),
    ({"trump": 4}, "trump must be a colour"),
    ({"phase": "bidding"}, "phase must be one of"),
    ({"round": 9}, "round must be from 1 to 8"),
    ({"hands": [["red 13"], [], [], []]}, "must be a card"),
    ({"hands": [["joker"], [], [], []]}, "must be a card"),  # no jokers in this game
    ({"pile": [[0, "red 1", 3]]}, r"must be \[seat, card\]"),
    ({"pile": [[7, "red 1"]]}, "must be a seat"),
    ({"round_tricks": [[[]]]}, "has no plays"),
    ({"round_points": [[4, 3, 2]]}, "must list 4 seats"),
])
def test_malformed_positions_are_refused_naming_the_field(change, words):
    position, _rest = scripted_position(WINNERS, finished=4)
    position.update(change)
    with pytest.raises(OptionError, match=words):
        G.from_position(position, OPTIONS)


def inconsistent(position, words, options=OPTIONS):
    with pytest.raises(OptionError, match="inconsistent") as caught:
        G.from_position(position, options)
    assert words in caught.value.reason


def test_inconsistent_positions_are_refused():
    position, _rest = scripted_position(WINNERS, finished=4)
    hands = [list(hand) for hand in position["hands"]]
    inconsistent(dict(position, hands=[hands[0] + [hands[1][0]], hands[1], hands[2], hands[3]]), "times")
    inconsistent(dict(position, hands=[hands[0][1:], hands[1], hands[2], hands[3]]), "nowhere")
    inconsistent(dict(position, round_tricks=[[plays, FRANK] for (plays,) in position["round_tricks"]]), "won by")
    inconsistent(dict(position, revealed=[], pile=position["revealed"] + position["pile"]), "turned up")
    inconsistent(dict(position, turn=FRANK), "turn")
    inconsistent(dict(position, round=2, round_points=[]), "round_points")
    inconsistent(dict(position, totals=[1, 0, 0, 0]), "totals")
    inconsistent(dict(position, round=2, round_points=[[4, 3, 2, 1]]), "possible scoring")
    inconsistent(dict(position, tricks_won=[4, 0, 0, 0]), "tricks_won")
    inconsistent(dict(position, phase="trump"), "trump_queue")
    # A seat that did not follow a colour it held.
    state = build(4, hands=[["blue 4"], ["blue 9", "red 12"], [], []],
                  pile=[[0, "red 3"], [1, "red 4"], [2, "red 5"], [3, "red 6"]])
    later = state.position()
    later["trick"] = [[PIERRE, "blue 4"], [SABINE, "red 12"]]
    later["hands"][0].remove(c("blue 4"))
    later["hands"][1].remove(c("red 12"))
    inconsistent(later, "could not play")


def test_a_hidden_joker_is_inconsistent():
    state = G.new_game({"players": 4, "jokers": True}, 0)
    seat = next(seat for seat in range(4) if JOKER in state.hands[seat])
    position = state.position()
    position["hands"][seat].remove(JOKER)
    position["pile"] = [[seat, JOKER]]
    position["hidden_laid"] = [None] * 4
    position["hidden_laid"][seat] = JOKER
    with pytest.raises(OptionError):
        G.from_position(position, {"players": 4, "jokers": True})
