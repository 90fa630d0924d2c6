"""Auf falscher Fährte: every worked example of the rule sheet, played through the engine.

The players are Pierre, Sabine, Frank and Julia, seated clockwise in that order (seats 0-3).
"""

from __future__ import annotations

import pytest

from cardtable.games import IllegalAction
from cardtable.games.faehrte import places

from .conftest import (BLUE, FRANK, G, GREEN, JULIA, PIERRE, RED, SABINE, YELLOW, build, c, play_all, scripted_position,
                       snapshot)


# --- the opening tricks (4 players, red trump) ---------------------------------------------------------------

def opening_position():
    """Pierre is the dealer's left; the top hidden card is a red 1."""
    return build(4, hands=[["yellow 3", "red 0"], ["yellow 10", "green 12"], ["blue 12", "green 2"],
                           ["yellow 8", "green 5"]],
                 lacking={FRANK: {YELLOW}, PIERRE: {GREEN}},  # Frank has no yellow, Pierre no green
                 pile=[[FRANK, "red 1"], [PIERRE, "blue 5"], [JULIA, "yellow 6"], [SABINE, "green 9"]])


def test_trick_1_sabine_wins_with_the_yellow_10():
    state = opening_position()
    assert state.dealer == JULIA and state.to_act() == (PIERRE,) and state.trump == RED
    play_all(state, (PIERRE, ("play", c("yellow 3"))))
    assert state.observation(SABINE).led_colour() == YELLOW
    assert {code // 13 for _kind, code in state.legal_actions()} == {YELLOW}  # Sabine must follow yellow
    play_all(state, (SABINE, ("play", c("yellow 10"))))
    # Frank has no yellow: any card of his may go.
    assert state.legal_actions() == tuple(("play", code) for code in state.hands[FRANK])
    play_all(state, (FRANK, ("play", c("blue 12"))))
    events = play_all(state, (JULIA, ("play", c("yellow 8"))))
    assert events[-1].kind == "trick" and events[-1].data == {"seat": SABINE, "number": 1}
    assert state.tricks_won == [0, 1, 0, 0] and state.to_act() == (SABINE,) and state.leader == SABINE
    assert state.observation(None).voids()[FRANK] == {YELLOW}
    assert not state.revealed  # nothing turned up after trick 1 with four players


def test_trick_2_pierre_wins_with_the_red_0_and_a_red_1_is_turned_up():
    state = opening_position()
    play_all(state, (PIERRE, ("play", c("yellow 3"))), (SABINE, ("play", c("yellow 10"))),
             (FRANK, ("play", c("blue 12"))), (JULIA, ("play", c("yellow 8"))))
    play_all(state, (SABINE, ("play", c("green 12"))), (FRANK, ("play", c("green 2"))),
             (JULIA, ("play", c("green 5"))))
    assert state.legal_actions() == tuple(("play", code) for code in state.hands[PIERRE])  # no green
    events = play_all(state, (PIERRE, ("play", c("red 0"))))
    kinds = [e.kind for e in events]
    assert kinds == ["played", "trick", "revealed"]
    assert events[1].data["seat"] == PIERRE  # a 0 of trump wins
    assert events[2].data == {"card": "red 1", "code": c("red 1"), "total": 1, "left": 3}
    assert [code for _owner, code in state.revealed] == [c("red 1")]
    assert state.observation(FRANK).revealed == (c("red 1"),)
    assert state.to_act() == (PIERRE,)
    outlook = state.round_outlook()
    assert (outlook.kind, outlook.revealed_sum, outlook.hidden_left, outlook.needed) == (None, 1, 3, 23)


# --- the trump change with Julia (4 players, Plus round, red trump) --------------------------------------------

# Pierre, Pierre, Sabine, Sabine, Pierre, Frank, Julia win tricks 1-7; Frank wins trick 8.
SEVEN = [PIERRE, PIERRE, SABINE, SABINE, PIERRE, FRANK, JULIA, FRANK, PIERRE, PIERRE, PIERRE, PIERRE]


def test_julia_alone_worst_after_trick_8_names_blue_and_the_trick_8_winner_leads():
    position, rest = scripted_position(SEVEN, finished=7)
    state = G.from_position(position, {"players": 4, "jokers": False})
    assert state.round_outlook().kind == "plus"  # the hidden cards total 12 + 12 + 0 + 0 = 24
    assert state.tricks_won == [3, 2, 1, 1]
    events = play_all(state, *[(seat, ("play", code)) for seat, code in rest[0]])
    assert events[-1].kind == "trick" and events[-1].data["seat"] == FRANK
    assert state.tricks_won == [3, 2, 2, 1]
    assert state.phase == "trump" and state.trump_queue == [JULIA] and state.to_act() == (JULIA,)
    assert state.legal_actions() == tuple(("trump", colour) for colour in range(4))
    assert state.observation(PIERRE).worst_placed() == (JULIA,)
    events = play_all(state, (JULIA, ("trump", BLUE)))
    assert [e.kind for e in events] == ["trump_changed"]
    assert events[0].data == {"seat": JULIA, "colour": "blue", "index": BLUE}
    assert state.trump == BLUE and state.phase == "play" and state.to_act() == (FRANK,)


def test_keeping_the_trump_is_a_decision_too():
    position, rest = scripted_position(SEVEN, finished=7)
    state = G.from_position(position, {"players": 4, "jokers": False})
    play_all(state, *[(seat, ("play", code)) for seat, code in rest[0]])
    events = play_all(state, (JULIA, ("trump", RED)))
    assert [e.kind for e in events] == ["trump_kept"] and state.trump == RED
    assert state.to_act() == (FRANK,)


def test_a_tie_for_worst_after_trick_8_gives_nobody_the_decision():
    winners = [PIERRE, PIERRE, SABINE, SABINE, PIERRE, FRANK, JULIA, PIERRE, PIERRE, PIERRE, PIERRE, PIERRE]
    position, rest = scripted_position(winners, finished=7)
    state = G.from_position(position, {"players": 4, "jokers": False})
    events = play_all(state, *[(seat, ("play", code)) for seat, code in rest[0]])
    assert state.tricks_won == [4, 2, 1, 1]  # Frank and Julia tie for worst
    assert state.phase == "play" and not state.trump_queue and state.to_act() == (PIERRE,)
    assert not any(e.kind.startswith("trump") for e in events)


def test_in_a_minus_round_the_player_with_most_tricks_decides():
    position, rest = scripted_position(SEVEN, finished=7, hidden_values=(0, 0, 0, 0))
    state = G.from_position(position, {"players": 4, "jokers": False})
    assert state.round_outlook().kind == "minus"
    play_all(state, *[(seat, ("play", code)) for seat, code in rest[0]])
    assert state.trump_queue == [PIERRE] and state.to_act() == (PIERRE,)  # 3 tricks: the most


# --- scoring a round ---------------------------------------------------------------------------------------

def score_round(winners, hidden_values):
    position, rest = scripted_position(winners, hidden_values=hidden_values)
    state = G.from_position(position, {"players": 4, "jokers": False})
    events = play_all(state, *[(seat, ("play", code)) for seat, code in rest[0]])
    scored = [e for e in events if e.kind == "round_scored"]
    assert len(scored) == 1 and state.round == 2
    return state, scored[0]


def test_plus_round_6_4_1_1_scores_4_3_0_0():
    # Pierre 6, Julia 4, Sabine 1, Frank 1.
    winners = [PIERRE] * 6 + [JULIA] * 4 + [SABINE, FRANK]
    state, scored = score_round(winners, (12, 12, 0, 0))
    assert scored.data == {"round": 1, "points": (4, 0, 0, 3), "kind": "plus"}
    assert state.round_points == [(4, 0, 0, 3)] and state.totals == [4, 0, 0, 3]
    assert state.score_breakdown(PIERRE) == {"rounds": [4], "tricks": 0, "score": 4}


def test_minus_round_2_2_3_5_scores_4_4_2_0():
    # Sabine 2, Julia 2, Frank 3, Pierre 5.
    winners = [PIERRE] * 5 + [FRANK] * 3 + [SABINE] * 2 + [JULIA] * 2
    state, scored = score_round(winners, (0, 0, 0, 0))
    assert scored.data["kind"] == "minus" and scored.data["points"] == (0, 4, 2, 4)


@pytest.mark.parametrize("hidden, kind", [((12, 12, 0, 0), "plus"), ((0, 0, 0, 0), "minus")])
def test_everyone_with_3_tricks_scores_nothing(hidden, kind):
    winners = [PIERRE, SABINE, FRANK, JULIA] * 3
    state, scored = score_round(winners, hidden)
    assert scored.data["kind"] == kind and scored.data["points"] == (0, 0, 0, 0)


def test_the_scoring_examples_in_the_place_table():
    assert places.round_points([6, 1, 1, 4], "plus") == (4, 0, 0, 3)
    assert places.round_points([5, 2, 3, 2], "minus") == (0, 4, 2, 4)
    assert places.round_points([3, 3, 3, 3], "plus") == (0, 0, 0, 0)
    assert places.round_points([3, 3, 3, 3], "minus") == (0, 0, 0, 0)


# --- the joker example (4 players, blue trump) -------------------------------------------------------------

def joker_position():
    return build(4, jokers=True, trump=BLUE, dealer=FRANK,
                 hands=[["red 6"], ["joker", "red 4"], ["red 2"], ["red 9"]],
                 pile=[[PIERRE, "green 3"], [SABINE, "yellow 5"], [FRANK, "blue 7"], [JULIA, "green 11"]])


def test_sabine_plays_a_joker_although_she_holds_red_and_may_change_trump():
    state = joker_position()
    assert state.to_act() == (JULIA,)
    play_all(state, (JULIA, ("play", c("red 9"))), (PIERRE, ("play", c("red 6"))))
    legal = state.legal_actions()
    assert ("play", c("joker")) in legal and ("play", c("red 4")) in legal
    assert all(code == c("joker") or code // 13 == RED for _kind, code in legal)
    play_all(state, (SABINE, ("play", c("joker"))))
    assert state.observation(None).voids()[SABINE] == set()  # a joker shows no void
    events = play_all(state, (FRANK, ("play", c("red 2"))))
    assert events[1].kind == "trick" and events[1].data["seat"] == JULIA
    assert state.phase == "trump" and state.trump_queue == [SABINE] and state.to_act() == (SABINE,)
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="turn"):
        state.apply(("trump", YELLOW), JULIA)
    assert snapshot(state) == before
    events = play_all(state, (SABINE, ("trump", YELLOW)))
    assert events[0].kind == "trump_changed" and state.trump == YELLOW
    assert state.phase == "play" and state.to_act() == (JULIA,)
