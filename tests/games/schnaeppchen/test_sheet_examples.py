"""Schnäppchen Jagd: every worked example of the two rule sheets, played through the engine.

The tricks are those of Léon, Biloud, Chris and Bob (four players, seated clockwise in that order) in the
detailed sheet; the sorting examples come from both sheets, in the variant(s) they apply to.
"""

from __future__ import annotations

from collections import Counter

import pytest

from cardtable.games import IllegalAction
from cardtable.games.schnaeppchen import tricks
from cardtable.games.schnaeppchen.cards import DECK, SUPER, card, value_of
from cardtable.games.schnaeppchen.tricks import Play

from .conftest import BILOUD, BOB, CHRIS, LEON, all_cards, snapshot

BOTH = ["standard", "strict"]


def play(state, seat, code, trump=None, higher=None):
    assert state.to_act() == (seat,)
    return state.apply(("play", code, trump, higher), seat)


def legal_set(state):
    return set(state.legal_actions())


# --- trick 1: green 2, green 7, green 7 declared above, yellow 6 declared not trump ---------------------------

def first_trick_position(position):
    return position(4, round=2, turn=LEON, hands=[
        [card("green", 2), card("red", 5), card("blue", 3)],        # Léon
        [card("green", 7), card("red", 4), card("blue", 4)],        # Biloud
        [card("green", 7), card("green", 4), card("yellow", 8)],    # Chris: green 7 is her highest green
        [card("yellow", 6), card("blue", 5), card("purple", 5)],    # Bob: no green
    ], bargain=[[card("grey", 1)], [card("grey", 2)], [card("red", 7)], [card("grey", 9)]])


def test_trick_1_biloud_and_chris_must_follow_green_and_chris_cannot_trump(position):
    state = first_trick_position(position)
    assert legal_set(state) == {("play", code, None, None) for code in state.hands[LEON]}  # a lead declares nothing
    play(state, LEON, card("green", 2))
    assert state.legal_actions() == (("play", card("green", 7), None, None),)  # Biloud's only green
    play(state, BILOUD, card("green", 7))
    # Chris holds green: she may not play her yellow 8, trump or not; her green 7 needs an above/below call.
    assert legal_set(state) == {("play", card("green", 4), None, None),
                                ("play", card("green", 7), None, True), ("play", card("green", 7), None, False)}
    before = snapshot(state)
    for trump in (True, False, None):
        with pytest.raises(IllegalAction, match="follow"):
            state.apply(("play", card("yellow", 8), trump, None), CHRIS)
    with pytest.raises(IllegalAction, match="above or below"):
        state.apply(("play", card("green", 7), None, None), CHRIS)
    assert snapshot(state) == before


@pytest.mark.parametrize("higher, winner", [(True, CHRIS), (False, BILOUD)])
def test_trick_1_the_second_green_7_declared_above_wins(position, higher, winner):
    state = first_trick_position(position)
    play(state, LEON, card("green", 2))
    play(state, BILOUD, card("green", 7))
    play(state, CHRIS, card("green", 7), higher=higher)
    # Bob has no green: every card of his must say whether its colour is trump.
    assert legal_set(state) == {("play", code, trump, None) for code in state.hands[BOB] for trump in (True, False)}
    events = play(state, BOB, card("yellow", 6), trump=False)
    assert events[-1].kind == "trick" and events[-1].data["seat"] == winner
    assert state.leader == winner and state.to_act() == (winner,)
    assert state.round_tricks[-1][1] == winner
    trick_cards = [card("green", 2), card("green", 7), card("green", 7), card("yellow", 6)]
    wanted = value_of(state.bargain[winner][0])  # Chris collects 7s, Biloud 2s
    kept = [code for code in trick_cards if value_of(code) == wanted]
    assert state.bargain[winner][1:] == kept
    assert sorted(state.junk[winner]) == sorted(code for code in trick_cards if value_of(code) != wanted)
    if winner == CHRIS:
        assert state.bargain[CHRIS] == [card("red", 7), card("green", 7), card("green", 7)]
        assert sorted(state.junk[CHRIS]) == [card("yellow", 6), card("green", 2)]
    else:  # Biloud collects the value 2, whatever its colour
        assert state.bargain[BILOUD] == [card("grey", 2), card("green", 2)]
        assert len(state.junk[BILOUD]) == 3
    for seat in {LEON, BILOUD, CHRIS, BOB} - {winner}:
        assert len(state.bargain[seat]) == 1 and state.junk[seat] == []


# --- trick 2: yellow 4, blue 9 declared trump, super offer, second super offer -------------------------------

def second_trick_position(position):
    return position(4, round=2, turn=LEON, hands=[
        [card("yellow", 4), card("red", 5), card("blue", 3)],       # Léon
        [card("blue", 9), card("red", 4), card("green", 1)],        # Biloud: no yellow
        [SUPER, card("yellow", 7), card("green", 8)],               # Chris: yellow, and a super offer
        [SUPER, card("yellow", 2), card("purple", 5)],              # Bob
    ], bargain=[[card("grey", 1)], [card("grey", 9)], [card("purple", 4)], [card("grey", 3)]])


def test_trick_2_the_first_super_offer_beats_the_trump_and_the_second_super_offer(position):
    state = second_trick_position(position)
    play(state, LEON, card("yellow", 4))
    assert legal_set(state) == {("play", code, trump, None) for code in state.hands[BILOUD] for trump in (True, False)}
    play(state, BILOUD, card("blue", 9), trump=True)
    # Chris holds yellow: she must follow, but a super offer may be played at any time (no declaration).
    assert legal_set(state) == {("play", card("yellow", 7), None, None), ("play", SUPER, None, None)}
    with pytest.raises(IllegalAction):
        state.apply(("play", card("green", 8), None, None), CHRIS)
    with pytest.raises(IllegalAction):
        state.apply(("play", SUPER, True, None), CHRIS)
    play(state, CHRIS, SUPER)
    assert ("play", SUPER, None, None) in state.legal_actions()
    events = play(state, BOB, SUPER)
    assert events[-1].data["seat"] == CHRIS
    assert state.to_act() == (CHRIS,)
    # Chris collects 4s: the yellow 4 is a bargain; blue 9 and both super offers are junk.
    assert state.bargain[CHRIS] == [card("purple", 4), card("yellow", 4)]
    assert sorted(state.junk[CHRIS]) == [card("blue", 9), SUPER, SUPER]
    assert state.junk[BOB] == [] and state.bargain[BILOUD] == [card("grey", 9)]


def test_trick_2_without_the_super_offers_biloud_trump_would_win():
    plays = [Play(LEON, card("yellow", 4)), Play(BILOUD, card("blue", 9), True),
             Play(CHRIS, card("yellow", 7)), Play(BOB, card("yellow", 2))]
    assert tricks.winner(plays) == BILOUD
    assert tricks.winner(plays[:2] + [Play(CHRIS, SUPER), Play(BOB, card("yellow", 2))]) == CHRIS


# --- trick 3: blue 5, red 3 declared trump, yellow 9 (cannot be trump), red 3 declared below ------------------

def third_trick_position(position):
    return position(4, round=2, turn=LEON, hands=[
        [card("blue", 5), card("blue", 6), card("purple", 5)],     # Léon
        [card("red", 3), card("green", 1), card("purple", 1)],      # Biloud: no blue
        [card("yellow", 9), card("green", 8), card("purple", 2)],   # Chris: no blue, no red
        [card("red", 3), card("red", 8), card("red", 9)],           # Bob: only red
    ], bargain=[[card("grey", 1)], [card("grey", 3)], [card("purple", 4)], [card("grey", 7)]])


@pytest.mark.parametrize("higher, winner", [(False, BILOUD), (True, BOB)])
def test_trick_3_yellow_cannot_be_trump_once_red_is_and_the_lower_red_3_loses(position, higher, winner):
    state = third_trick_position(position)
    play(state, LEON, card("blue", 5))
    play(state, BILOUD, card("red", 3), trump=True)
    # Red is trump: Chris's cards can be neither declared trump nor not trump.
    assert state.legal_actions() == tuple([("play", code, None, None) for code in sorted(state.hands[CHRIS])])
    before = snapshot(state)
    for trump in (True, False):
        with pytest.raises(IllegalAction, match="cannot be declared trump"):
            state.apply(("play", card("yellow", 9), trump, None), CHRIS)
    assert snapshot(state) == before
    play(state, CHRIS, card("yellow", 9))
    # Bob's reds are trump without a declaration; his red 3 must be called above or below Biloud's.
    assert legal_set(state) == {("play", card("red", 3), None, True), ("play", card("red", 3), None, False),
                                ("play", card("red", 8), None, None), ("play", card("red", 9), None, None)}
    with pytest.raises(IllegalAction):
        state.apply(("play", card("red", 3), True, False), BOB)
    events = play(state, BOB, card("red", 3), higher=higher)
    assert events[-1].data["seat"] == winner
    if winner == BILOUD:  # Biloud collects 3s: both red 3s are bargains, blue 5 and yellow 9 junk
        assert state.bargain[BILOUD] == [card("grey", 3), card("red", 3), card("red", 3)]
        assert sorted(state.junk[BILOUD]) == [card("yellow", 9), card("blue", 5)]
    else:  # Bob collects 7s: nothing for his bargain pile
        assert state.bargain[BOB] == [card("grey", 7)]
        assert len(state.junk[BOB]) == 4


# --- sorting: junk 1-3-3-3-4-4-5-7-9 with four players ------------------------------------------------------------

LEON_JUNK = [card("red", 1), card("red", 3), card("yellow", 3), card("green", 3), card("red", 4),
             card("yellow", 4), card("red", 5), card("red", 7), card("red", 9)]
TWO_SIXES = [card("red", 6), card("purple", 6)]


def sorting_position(position, sorting, junk, bargain=TWO_SIXES, junk_at_start=None, round=2):
    return position(4, sorting, round=round, phase="sort", turn=LEON, sort_queue=[LEON, BILOUD, CHRIS, BOB],
                    bargain=[list(bargain), [card("grey", 1)], [card("grey", 2)], [card("grey", 9)]],
                    junk=[list(junk), [], [], []], junk_at_start=junk_at_start)


@pytest.mark.parametrize("sorting", BOTH)
def test_sorting_leon_clears_the_3s_two_discarded_one_to_the_bargain_pile(position, sorting):
    state = sorting_position(position, sorting, LEON_JUNK, junk_at_start=[9, 0, 0, 0])
    assert state.scores()[LEON] == 2 - 9
    assert ("sort", 3) in state.legal_actions()
    if sorting == "strict":  # only the 3s are held three times
        assert state.legal_actions() == (("sort", None), ("sort", 3))
    else:
        assert state.legal_actions() == tuple([("sort", v) for v in (None, 1, 3, 4, 5, 7, 9)])
    state.apply(("sort", 3), LEON)
    assert len(state.discard) == 2 and all(value_of(code) == 3 for code in state.discard)
    assert state.bargain[LEON][:2] == TWO_SIXES  # the two 6s stay and will score
    assert len(state.bargain[LEON]) == 3 and value_of(state.bargain[LEON][-1]) == 3
    assert sorted(state.junk[LEON]) == sorted(code for code in LEON_JUNK if value_of(code) != 3)
    assert state.scores()[LEON] == 3 - 6
    assert state.observation(BOB).collecting(LEON) == 3  # Léon now hunts 3s, not 6s
    assert state.to_act() == (BILOUD,)
    assert all_cards(state) == Counter(DECK)


def test_sorting_two_9s_with_four_players_strict_refuses(position):
    junk = [card("red", 9), card("yellow", 9), card("red", 2), card("yellow", 5)]
    state = sorting_position(position, "strict", junk, bargain=[card("red", 6)], junk_at_start=[4, 0, 0, 0])
    assert state.legal_actions() == (("sort", None),)
    before = snapshot(state)
    with pytest.raises(IllegalAction) as info:
        state.apply(("sort", 9), LEON)
    assert info.value.reason
    assert snapshot(state) == before
    state.apply(("sort", None), LEON)  # he keeps collecting 6s
    assert state.bargain[LEON] == [card("red", 6)] and state.junk[LEON] == junk and state.discard == []


def test_sorting_two_9s_with_four_players_standard_discards_both(position):
    junk = [card("red", 9), card("yellow", 9), card("red", 2), card("yellow", 5)]
    state = sorting_position(position, "standard", junk, bargain=[card("red", 6)], junk_at_start=[4, 0, 0, 0])
    state.apply(("sort", 9), LEON)
    assert sorted(state.discard) == [card("red", 9), card("yellow", 9)]
    assert state.bargain[LEON] == [card("red", 6)]  # unchanged: he still collects 6s
    assert sorted(state.junk[LEON]) == [card("red", 2), card("yellow", 5)]
    assert state.scores()[LEON] == 1 - 2


@pytest.mark.parametrize("sorting", BOTH)
def test_sorting_four_3s_then_a_won_trick_2_3_6_8(position, sorting):
    threes = [card("red", 3), card("yellow", 3), card("blue", 3), card("purple", 3)]
    state = sorting_position(position, sorting, threes + [card("red", 8)], junk_at_start=[5, 0, 0, 0])
    state.apply(("sort", 3), LEON)
    assert len(state.discard) == 2 and {value_of(code) for code in state.discard} == {3}
    assert state.bargain[LEON][:2] == TWO_SIXES
    assert [value_of(code) for code in state.bargain[LEON][2:]] == [3, 3]
    assert state.junk[LEON] == [card("red", 8)]

    # Next round: Léon wins 2-3-6-8; only the 3 joins his bargain pile, the 6 is junk now.
    bargain, junk, discard = list(state.bargain[LEON]), list(state.junk[LEON]), list(state.discard)
    state = position(4, sorting, round=3, turn=LEON, discard=discard, hands=[
        [card("green", 8)], [card("green", 2)], [card("green", 3)], [card("green", 6)]],
        bargain=[bargain, [card("grey", 1)], [card("grey", 2)], [card("grey", 9)]], junk=[junk, [], [], []])
    for seat in (LEON, BILOUD, CHRIS, BOB):
        play(state, seat, state.hands[seat][0])
    assert state.bargain[LEON] == bargain + [card("green", 3)]
    assert sorted(state.junk[LEON]) == [card("red", 8), card("green", 2), card("green", 6), card("green", 8)]
    assert state.phase == "sort" and state.to_act() == (LEON,)  # the last trick's winner sorts first


def test_two_4s_stay_secret_and_become_a_bargain_after_a_third_4(position):
    # Strict, four players: two 4s cannot be cleared; a third 4 won in the last trick makes it possible.
    state = position(4, "strict", round=2, turn=LEON, hands=[
        [card("green", 9)], [card("green", 4)], [card("green", 1)], [card("green", 2)]],
        bargain=[[card("red", 6)], [card("grey", 1)], [card("grey", 2)], [card("grey", 9)]],
        junk=[[card("red", 4), card("yellow", 4), card("grey", 7)], [], [], []])
    for seat in (BILOUD, CHRIS, BOB):
        obs = state.observation(seat)
        assert obs.junk_sizes[LEON] == 3 and obs.my_junk == ()
        assert card("red", 4) not in obs.hand
    for seat in (LEON, BILOUD, CHRIS, BOB):
        play(state, seat, state.hands[seat][0])
    assert state.phase == "sort" and state.to_act() == (LEON,)
    assert state.legal_actions() == (("sort", None), ("sort", 4))
    state.apply(("sort", 4), LEON)
    assert len(state.discard) == 2
    assert len(state.bargain[LEON]) == 2 and value_of(state.bargain[LEON][-1]) == 4


# --- strict: discarding the whole junk pile ------------------------------------------------------------------------

NO_QUALIFYING = [card("red", 1), card("yellow", 2), card("green", 5), card("blue", 5)]


def test_strict_whole_pile_discard_when_nothing_qualifies_and_the_pile_is_new(position):
    state = sorting_position(position, "strict", NO_QUALIFYING, junk_at_start=[0, 0, 0, 0])
    assert state.legal_actions() == (("sort", None), ("sort", "all"))
    state.apply(("sort", "all"), LEON)
    assert state.junk[LEON] == [] and sorted(state.discard) == sorted(NO_QUALIFYING)
    assert state.bargain[LEON] == TWO_SIXES
    assert state.scores()[LEON] == 2


@pytest.mark.parametrize("why, junk, at_start", [
    ("the pile held cards before the round", NO_QUALIFYING, 1),
    ("it holds a super offer", NO_QUALIFYING + [SUPER], 0),
    ("a value qualifies", NO_QUALIFYING + [card("grey", 5)], 0),
])
def test_strict_whole_pile_discard_refused(position, why, junk, at_start):
    state = sorting_position(position, "strict", junk, junk_at_start=[at_start, 0, 0, 0])
    assert ("sort", "all") not in state.legal_actions()
    before = snapshot(state)
    with pytest.raises(IllegalAction):
        state.apply(("sort", "all"), LEON)
    assert snapshot(state) == before


def test_standard_has_no_whole_pile_discard(position):
    state = sorting_position(position, "standard", NO_QUALIFYING, junk_at_start=[0, 0, 0, 0])
    assert ("sort", "all") not in state.legal_actions()
    with pytest.raises(IllegalAction):
        state.apply(("sort", "all"), LEON)


# --- super offers never leave the junk pile ---------------------------------------------------------------------------

@pytest.mark.parametrize("sorting", BOTH)
def test_super_offers_never_leave_the_junk_pile(position, sorting):
    junk = [SUPER, card("red", 5), card("yellow", 5), card("green", 5), SUPER]
    state = sorting_position(position, sorting, junk, junk_at_start=[0, 0, 0, 0])
    choices = [action[1] for action in state.legal_actions()]
    assert SUPER not in choices and "all" not in choices and 5 in choices
    with pytest.raises(IllegalAction):
        state.apply(("sort", SUPER), LEON)
    state.apply(("sort", 5), LEON)
    assert state.junk[LEON] == [SUPER, SUPER]
    assert SUPER not in state.discard and SUPER not in state.bargain[LEON]
    assert state.scores()[LEON] == 3 - 2


# --- the double sorting after the final round -----------------------------------------------------------------------

@pytest.mark.parametrize("sorting", BOTH)
def test_after_the_final_round_each_player_sorts_twice_in_a_row(position, sorting):
    junk = [card("red", 3), card("yellow", 3), card("green", 3), card("red", 4), card("yellow", 4),
            card("green", 4), card("red", 8)]
    state = position(4, sorting, round=4, turn=BILOUD, hands=[
        [card("blue", 9)], [card("blue", 1)], [card("blue", 2)], [card("blue", 7)]],
        bargain=[[card("red", 6)], [card("grey", 1)], [card("grey", 2)], [card("grey", 9)]],
        junk=[junk, [], [], []])
    for seat in (BILOUD, CHRIS, BOB, LEON):
        play(state, seat, state.hands[seat][0])
    assert state.phase == "sort"
    assert state.sort_queue == [LEON, LEON, BILOUD, BILOUD, CHRIS, CHRIS, BOB, BOB]
    state.apply(("sort", 3), LEON)
    assert state.to_act() == (LEON,)  # his second sorting, in a row
    state.apply(("sort", 4), LEON)
    assert [value_of(code) for code in state.bargain[LEON]] == [6, 3, 4]
    assert sorted(value_of(code) for code in state.discard) == [3, 3, 4, 4]
    for seat in (BILOUD, BILOUD, CHRIS, CHRIS, BOB, BOB):
        assert state.to_act() == (seat,) and not state.is_terminal()
        events = state.apply(("sort", None), seat)
    assert state.is_terminal() and state.phase == "over" and state.to_act() == ()
    assert events[-1].kind == "game_over"
    # Léon: 3 bargains, junk red 8 and the four blues of the last trick.
    assert state.scores() == (3 - 5, 1, 1, 1)
    assert state.ranking().places == (4, 1, 1, 1)
    assert state.ranking().win_shares() == (0.0, 1 / 3, 1 / 3, 1 / 3)
