"""Auf falscher Fährte: tricks, jokers, trump decisions and the flow of rounds."""

from __future__ import annotations

import random

import pytest

from cardtable.games import IllegalAction
from cardtable.games.faehrte import tricks
from cardtable.games.faehrte.consistency import next_leader
from cardtable.games.faehrte.cards import JOKER, deck, hand_size, reveal_after, rounds_for, value_of

from .conftest import (BLUE, FRANK, G, GREEN, JULIA, PIERRE, RED, SABINE, YELLOW, build, c, play_all,
                       scripted_position, snapshot)


def plays(*pairs):
    return [(seat, c(card)) for seat, card in pairs]


# --- one trick -----------------------------------------------------------------------------------------------

def test_following_is_required_when_possible():
    state = build(4, hands=[["blue 4"], ["blue 9", "red 12", "green 1"], [], []],
                  pile=[[0, "red 3"], [1, "red 4"], [2, "red 5"], [3, "red 6"]])
    play_all(state, (PIERRE, ("play", c("blue 4"))))
    legal = state.legal_actions()
    assert ("play", c("blue 9")) in legal and all(code // 13 == BLUE for _k, code in legal)
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="follow blue") as refused:
        state.apply(("play", c("red 12")), SABINE)
    assert snapshot(state) == before
    assert refused.value.kind == "must_follow" and refused.value.refusal.data["index"] == BLUE
    assert state.observation(SABINE).why_not(("play", c("red 12"))) == refused.value.refusal


def test_the_observation_says_whose_hand_must_follow():
    state = build(4, hands=[["blue 4"], ["blue 9", "red 12"], ["red 1", "green 2"], []], lacking={2: (BLUE,)},
                  pile=[[0, "red 3"], [1, "red 4"], [2, "red 5"], [3, "red 6"]])
    assert not any(code // 13 == BLUE for code in state.hands[2])
    assert not state.observation(PIERRE).must_follow()  # nothing led yet
    play_all(state, (PIERRE, ("play", c("blue 4"))))
    assert state.observation(SABINE).must_follow()
    assert not state.observation(2).must_follow()  # no blue in that hand
    assert not state.observation(None).must_follow()  # a spectator has no hand


def test_trump_beats_the_led_colour_and_the_higher_trump_wins():
    assert tricks.winner(plays((0, "yellow 12"), (1, "red 1"), (2, "yellow 11"), (3, "blue 12")), RED) == 1
    assert tricks.winner(plays((0, "yellow 12"), (1, "red 1"), (2, "red 2"), (3, "blue 12")), RED) == 2
    assert tricks.winner(plays((0, "yellow 12"), (1, "red 1"), (2, "red 2"), (3, "blue 12")), BLUE) == 3
    assert tricks.winner(plays((0, "yellow 3"), (1, "yellow 10"), (2, "blue 12"), (3, "yellow 8")), RED) == 1


def test_a_0_can_win():
    assert tricks.winner(plays((0, "green 0"), (1, "blue 12"), (2, "yellow 12")), RED) == 0
    assert tricks.winner(plays((0, "green 12"), (1, "red 0"), (2, "green 11")), RED) == 1
    state = build(3, hands=[["green 0"], ["blue 9"], ["yellow 9"]], lacking={1: {GREEN}, 2: {GREEN}},
                  pile=[[0, "blue 3"], [1, "blue 4"], [2, "blue 5"]])
    events = play_all(state, (0, ("play", c("green 0"))), (1, ("play", c("blue 9"))),
                      (2, ("play", c("yellow 9"))))
    assert events[-1].kind == "trick" and events[-1].data["seat"] == 0


# --- jokers ----------------------------------------------------------------------------------------------------

WINNERS = [PIERRE, PIERRE, SABINE, SABINE, PIERRE, FRANK, JULIA, FRANK, PIERRE, PIERRE, PIERRE, PIERRE]


def joker_state(finished, swaps=(), **fields):
    position, rest = scripted_position(WINNERS, finished=finished, jokers=True, joker_swaps=swaps, **fields)
    return G.from_position(position, {"players": 4, "jokers": True}), rest


def test_a_joker_lead_lets_the_first_coloured_card_set_the_colour():
    state = build(4, jokers=True, dealer=FRANK, hands=[["blue 3"], ["blue 7", "red 2", "joker"], [], ["joker"]],
                  pile=[[0, "red 3"], [1, "red 4"], [2, "red 5"], [3, "red 6"]])
    play_all(state, (JULIA, ("play", JOKER)))
    assert state.observation(PIERRE).led_colour() is None
    assert ("play", JOKER) not in state.legal_actions()  # one joker per trick
    assert all(code != JOKER for _k, code in state.legal_actions())
    play_all(state, (PIERRE, ("play", c("blue 3"))))
    assert state.observation(SABINE).led_colour() == BLUE
    legal = state.legal_actions()
    assert ("play", c("blue 7")) in legal and ("play", c("red 2")) not in legal and ("play", JOKER) not in legal
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="one joker") as refused:
        state.apply(("play", JOKER), SABINE)
    assert snapshot(state) == before
    assert refused.value.kind == "one_joker" and state.observation(SABINE).why_not(("play", JOKER)) == refused.value.refusal


def test_a_joker_never_wins():
    assert tricks.winner(plays((0, "joker"), (1, "blue 0"), (2, "blue 1"), (3, "yellow 2")), RED) == 2
    assert tricks.winner(plays((0, "blue 5"), (1, "joker"), (2, "blue 1"), (3, "joker")), RED) == 0
    assert tricks.winner(plays((0, "joker"), (1, "joker")), RED) is None


def test_a_trick_of_nothing_but_jokers_is_won_by_nobody_and_its_leader_would_lead_again():
    trick = (tuple(plays((2, "joker"), (3, "joker"), (0, "joker"), (1, "joker"))), None)
    assert next_leader(0, 4, [trick]) == 2


def test_the_last_trick_of_four_jokers_gives_the_first_two_players_the_trump_in_play_order():
    state, rest = joker_state(12)
    assert rest[0][0][0] == PIERRE and state.to_act() == (PIERRE,)
    for seat in (PIERRE, SABINE, FRANK):
        assert state.legal_actions() == (("play", JOKER),)  # the last trick allows several jokers
        play_all(state, (seat, ("play", JOKER)))
    won = list(state.tricks_won)
    events = play_all(state, (JULIA, ("play", JOKER)))
    assert [e.kind for e in events] == ["played", "trick_void"]
    assert events[1].data == {"seat": PIERRE, "number": 13}
    assert state.tricks_won == won and state.round_tricks[-1][1] is None
    assert state.phase == "trump" and state.trump_queue == [PIERRE, SABINE] and state.to_act() == (PIERRE,)
    play_all(state, (PIERRE, ("trump", GREEN)))
    assert state.trump == GREEN and state.to_act() == (SABINE,) and state.round == 1
    events = play_all(state, (SABINE, ("trump", YELLOW)))
    assert [e.kind for e in events][:2] == ["trump_changed", "round_scored"]
    assert state.round == 2 and state.phase == "hide" and state.trump == YELLOW  # the trump carries over


def test_no_trump_decision_after_the_games_final_trick():
    state, rest = joker_state(12, round=8)
    events = play_all(state, *[(seat, ("play", JOKER)) for seat, _code in rest[0]])
    assert [e.kind for e in events[-3:]] == ["trick_void", "round_scored", "game_over"]
    assert state.is_terminal() and state.trump_queue == []


def test_only_the_rounds_first_two_jokers_give_a_trump_decision():
    # Jokers in tricks 2 and 3 (Frank, Julia: not the winners) have given the two decisions; Sabine's in
    # trick 5 gives none.
    state, rest = joker_state(4, swaps=[(1, FRANK), (2, JULIA), (4, SABINE)])
    assert state.jokers_played == 2
    events = play_all(state, *[(seat, ("play", code)) for seat, code in rest[0]])
    assert state.jokers_played == 3 and state.phase == "play" and not state.trump_queue
    assert not any(e.kind.startswith("trump") for e in events)


def test_the_second_joker_of_the_round_gives_a_decision_after_its_trick():
    state, rest = joker_state(4, swaps=[(1, FRANK), (4, JULIA)])
    play_all(state, *[(seat, ("play", code)) for seat, code in rest[0]])
    assert state.phase == "trump" and state.trump_queue == [JULIA]
    play_all(state, (JULIA, ("trump", BLUE)))
    assert state.trump == BLUE and state.phase == "play" and state.to_act() == (WINNERS[4],)


def test_a_last_trick_with_the_third_and_fourth_jokers_gives_no_decision():
    state, rest = joker_state(12, swaps=[(1, FRANK), (2, JULIA)])
    events = play_all(state, *[(seat, ("play", code)) for seat, code in rest[0]])
    assert [e.kind for e in events if e.kind in ("trick", "trick_void", "round_scored")] == ["trick", "round_scored"]
    assert state.round == 2


def test_a_player_holding_only_jokers_may_add_a_joker_to_a_trick():
    position, rest = scripted_position(WINNERS, finished=11, jokers=True)
    leader = WINNERS[10]
    follower = (leader + 1) % 4
    hands = position["hands"]
    # The leader keeps a joker and a coloured card; the follower gets two jokers, the next one two coloured.
    third = (leader + 2) % 4
    hands[follower], hands[third] = (
        [JOKER, JOKER], sorted(code for code in hands[follower] + hands[third] if code != JOKER))
    state = G.from_position(position, {"players": 4, "jokers": True})
    play_all(state, (leader, ("play", JOKER)))
    assert state.legal_actions() == (("play", JOKER),)
    play_all(state, (follower, ("play", JOKER)))
    assert all(code != JOKER for _k, code in state.legal_actions())


def test_a_joker_cannot_be_hidden():
    state = G.new_game({"players": 4, "jokers": True}, 0)
    seat = next(seat for seat in range(4) if JOKER in state.hands[seat])
    while state.to_act() != (seat,):
        state.apply(state.legal_actions()[0])
    assert all(code != JOKER for _k, code in state.legal_actions())
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="joker cannot be the hidden card"):
        state.apply(("hide", JOKER), seat)
    assert snapshot(state) == before


def test_with_jokers_there_is_no_trump_change_at_4_tricks_from_the_end():
    state, rest = joker_state(7)
    play_all(state, *[(seat, ("play", code)) for seat, code in rest[0]])
    assert state.tricks_won == [3, 2, 2, 1] and state.phase == "play" and not state.trump_queue


def test_without_jokers_the_only_trump_decision_is_after_trick_8():
    for seed in range(3):
        state = G.new_game({"players": 4, "jokers": False}, seed)
        while not state.is_terminal():
            state.apply(state.legal_actions()[seed % len(state.legal_actions())])
            if state.phase == "trump":
                assert len(state.round_tricks) == 8 and len(state.trump_queue) == 1


# --- the flow of rounds ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("players, jokers", [(3, False), (3, True), (4, False), (4, True)])
def test_a_whole_game(players, jokers):
    rng = random.Random(players)
    state = G.new_game({"players": players, "jokers": jokers}, players)
    dealers, revealed_after, trump_at_round_end = [state.dealer], {}, []
    assert [e.kind for e in state.start_events()] == ["round"] + (["leftover"] if players == 3 else [])
    while not state.is_terminal():
        before = state.clone()
        action = rng.choice(state.legal_actions())
        events = state.apply(action)
        kinds = [e.kind for e in events]
        if before.phase == "hide":
            assert before.turn == (before.dealer + 1 + sum(code is not None for code in before.hidden_laid)) % players
            assert events[0].kind == "hidden" and events[0].data == {"seat": before.turn}
        if "revealed" in kinds:
            revealed_after.setdefault(before.round, []).append(len(before.round_tricks) + 1)
        if "round_scored" in kinds and not state.is_terminal():
            trump_at_round_end.append((action[1] if action[0] == "trump" else before.trump, state.trump))
            assert state.round == before.round + 1 and state.dealer == (before.dealer + 1) % players
            assert state.phase == "hide" and state.to_act() == ((state.dealer + 1) % players,)
            assert kinds[-2:] == (["round", "leftover"] if players == 3 else ["round_scored", "round"])
            dealers.append(state.dealer)
        if before.phase == "hide" and state.phase == "play":
            assert kinds[-1] == "play_starts" and state.to_act() == ((state.dealer + 1) % players,)
    assert len(state.round_points) == rounds_for(players) == 2 * players
    assert all(after == (dealers[0] + k) % players for k, after in enumerate(dealers))
    assert all(schedule == list(reveal_after(players)) for schedule in revealed_after.values())
    assert all(ended == started for ended, started in trump_at_round_end)


def test_trump_starts_red_and_is_kept_into_the_next_round():
    state = G.new_game({"players": 4, "jokers": False}, 0)
    assert state.trump == RED
    position, rest = scripted_position(WINNERS, trump=BLUE)
    state = G.from_position(position, {"players": 4, "jokers": False})
    play_all(state, *[(seat, ("play", code)) for seat, code in rest[0]])
    assert state.round == 2 and state.trump == BLUE


def test_three_players_set_one_card_aside_shown_to_all():
    state = G.new_game({"players": 3, "jokers": False}, 4)
    assert state.leftover is not None and value_of(state.leftover) <= 9
    assert [len(hand) for hand in state.hands] == [13, 13, 13]
    assert sorted([state.leftover] + [code for hand in state.hands for code in hand]) == sorted(deck(3, False))
    for seat in (None, 0, 1, 2):
        assert state.observation(seat).leftover == state.leftover
    leftover = state.start_events()[1]
    assert leftover.data == {"card": leftover.data["card"], "code": state.leftover}
    # It stays out of play for the round: it is never hidden nor played.
    kept = state.leftover
    while state.round == 1:
        assert state.leftover == kept and kept not in state.hidden_laid
        assert all(code != kept for plays, _w in state.round_tricks + [(state.trick, None)] for _s, code in plays)
        state.apply(state.legal_actions()[-1])
    assert state.leftover is not None  # the next round sets its own card aside
    four = G.new_game({"players": 4, "jokers": True}, 4)
    assert four.leftover is None and [len(hand) for hand in four.hands] == [hand_size(True)] * 4


def test_the_end_ranking_shares_the_win_on_a_tie():
    # Round 8 of 8 (a Plus round): Pierre takes 6 tricks (4 points), Sabine 4 (3 points).
    winners = [PIERRE] * 6 + [SABINE] * 4 + [JULIA, FRANK]
    for earlier, totals, expected in (([[3, 4, 0, 0]] + [[0, 0, 0, 0]] * 6, [7, 7, 0, 0], (PIERRE, SABINE)),
                                      ([[2, 4, 0, 0]] + [[0, 0, 0, 0]] * 6, [6, 7, 0, 0], (SABINE,))):
        position, rest = scripted_position(winners, round=8, round_points=earlier)
        state = G.from_position(position, {"players": 4, "jokers": False})
        events = play_all(state, *[(seat, ("play", code)) for seat, code in rest[0]])
        assert state.is_terminal() and state.totals == totals and state.scores() == tuple(totals)
        assert events[-1].kind == "game_over" and events[-1].data == {"winner_seats": expected}
        assert state.ranking().winners == expected
        assert state.returns() == tuple(1 / len(expected) if seat in expected else 0.0 for seat in range(4))
        assert state.score_breakdown(SABINE) == {"rounds": [earlier[0][1]] + [0] * 6 + [3], "tricks": 4,
                                                 "score": totals[1]}
