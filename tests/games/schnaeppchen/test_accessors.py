"""Schnäppchen Jagd: what the rules answer for the view (the trick so far, who wins it, following, the
sortings left, the score's parts), so that no view recomputes a rule."""

from __future__ import annotations

import random

import pytest

from cardtable.games.schnaeppchen import tricks
from cardtable.games.schnaeppchen.cards import SUPER, card

from .conftest import G, random_game

BARGAINS = [[card("grey", 1)], [card("grey", 2)], [card("grey", 3)], [card("grey", 4)]]


def trick_table(position, hands, leader=0):
    return position(4, round=2, turn=leader, hands=hands, bargain=BARGAINS)


def test_trick_view_and_winner_follow_the_trick_as_it_grows(position):
    state = trick_table(position, [[card("green", 5), card("red", 1)], [card("green", 5), card("red", 2)],
                                   [card("blue", 9), card("blue", 1)], [SUPER, card("blue", 2)]])
    obs = state.observation(0)
    assert obs.trick_view() == tricks.TrickView(None, None, frozenset()) and obs.winning_seat() is None
    state.apply(("play", card("green", 5), None, None))
    assert state.observation(1).winning_seat() == 0
    state.apply(("play", card("green", 5), None, True))  # the twin declared above wins
    obs = state.observation(2)
    assert obs.trick_view().led == 2 and obs.winning_seat() == 1
    state.apply(("play", card("blue", 9), False, None))  # not trump: no winner change
    assert state.observation(3).winning_seat() == 1
    assert state.observation(3).trick_view().not_trump == frozenset({3})
    state.apply(("play", SUPER, None, None))
    obs = state.observation(0)  # the trick is over: seat 3's super offer won it, and it leads the next
    assert obs.last_trick[1] == 3 and obs.to_act == 3 and obs.winning_seat() is None


def test_winning_seat_counts_a_twin_declared_below_and_a_trump(position):
    state = trick_table(position, [[card("green", 5), card("red", 1)], [card("green", 5), card("red", 2)],
                                   [card("blue", 1), card("blue", 3)], [card("green", 9), card("blue", 2)]])
    state.apply(("play", card("green", 5), None, None))
    state.apply(("play", card("green", 5), None, False))
    assert state.observation(2).winning_seat() == 0
    state.apply(("play", card("blue", 1), True, None))
    assert state.observation(3).winning_seat() == 2
    assert state.observation(None).trick_view().trump == 3


def test_winning_seat_agrees_with_the_trick_winner_over_random_games():
    for seed in range(6):
        rng = random.Random(seed)
        state = G.new_game({"players": 3 + seed % 2}, seed)
        while not state.is_terminal():
            if state.phase == "play" and state.trick:
                assert state.observation(None).winning_seat() == tricks.winner(state.trick)
            state.apply(rng.choice(state.legal_actions()))


def test_must_follow_is_the_observing_hands_duty(position):
    state = trick_table(position, [[card("green", 5), card("red", 1)], [card("green", 7), card("red", 2)],
                                   [card("blue", 1), card("blue", 2)], [card("blue", 3), card("green", 9)]])
    assert not state.observation(0).must_follow()  # nothing led yet
    state.apply(("play", card("green", 5), None, None))
    assert state.observation(1).must_follow()
    assert not state.observation(2).must_follow()  # no green in that hand
    assert state.observation(3).must_follow()  # not its turn yet, but its hand holds green
    assert not state.observation(None).must_follow()  # a spectator has no hand


def test_must_follow_only_in_the_play_phase(position):
    state = position(4, phase="sort", turn=0, sort_queue=[0, 1, 2, 3], bargain=BARGAINS)
    assert not state.observation(0).must_follow()


@pytest.mark.parametrize("players", [3, 4])
def test_sortings_pending_counts_the_double_sorting_after_the_final_round(players):
    final = 6 if players == 3 else 4
    state = random_game(players, seed=players, until=lambda s: s.round == final and s.phase == "sort")
    first = state.turn
    obs = state.observation(first)
    assert obs.sortings_pending(first) == 2
    state.apply(("sort", None))
    assert state.observation(first).sortings_pending(first) == 1
    state.apply(("sort", None))
    assert state.observation(first).sortings_pending(first) == 0
    assert state.observation(None).sortings_pending(state.turn) == 2


def test_sortings_pending_is_one_in_an_ordinary_round():
    state = random_game(4, seed=2, until=lambda s: s.phase == "sort")
    assert state.round < 4
    assert [state.observation(None).sortings_pending(seat) for seat in range(4)] == [1, 1, 1, 1]


def test_score_breakdown_names_the_parts_of_the_score(position):
    state = position(4, phase="sort", turn=0, sort_queue=[0, 1, 2, 3],
                     bargain=[[1, 11, 21], [2], [3, 13], [4, 14, 27]], junk=[[5], [SUPER, 6, SUPER], [], [7]])
    assert state.score_breakdown(0) == {"bargain": 3, "collecting": 1, "junk": 1, "super_offers_in_junk": 0,
                                        "score": 2}
    assert state.score_breakdown(1) == {"bargain": 1, "collecting": 2, "junk": 3, "super_offers_in_junk": 2,
                                        "score": -2}
    assert state.score_breakdown(3)["collecting"] == 7  # the top card sets the value
    assert [state.score_breakdown(seat)["score"] for seat in range(4)] == list(state.scores())


def test_score_breakdown_before_any_bargain_card_collects_nothing():
    state = G.new_game({"players": 3}, 5)
    assert state.score_breakdown(0) == {"bargain": 0, "collecting": None, "junk": 0, "super_offers_in_junk": 0,
                                        "score": 0}


@pytest.mark.parametrize("players, variant", [(3, "standard"), (4, "standard"), (3, "strict"), (4, "strict")])
def test_score_after_a_sorting_is_the_score_the_rules_give_once_it_is_sorted(players, variant):
    from cardtable.games.schnaeppchen import sorting

    checked = 0
    for seed in range(12):
        state = random_game(players, variant, seed, until=lambda s: s.phase == "sort" and s.junk[s.turn])
        if state.is_terminal():
            continue
        seat = state.turn
        obs = state.observation(seat)
        context = sorting.SortContext(obs.variant, obs.players, obs.my_junk, obs.junk_at_start[seat])
        for action in state.legal_actions():
            after = state.clone()
            after.apply(action)
            assert sorting.score_after(len(obs.bargain[seat]), context, action[1]) == after.scores()[seat], action
            checked += 1
    assert checked > 20
