"""The sorting as offered to a player (sorting.SortOffer): its rows, what each does, the one suggested."""

from __future__ import annotations

import pytest

from cardtable.games.schnaeppchen import sorting
from cardtable.games.schnaeppchen.cards import SUPER, card

from .conftest import random_game

SHEET_JUNK = (1, 3, 3, 3, 4, 4, 5, 7, 9)  # the rule sheet's example, with four players


def offer(values, variant="standard", players=4, collecting=None, junk_at_start=None, bargain_size=3):
    """The offer of a junk pile of these values (any colours; 0 stands for a super offer)."""
    junk = tuple(SUPER if value == 0 else card("blue" if index % 2 else "red", value)
                 for index, value in enumerate(values))
    context = sorting.SortContext(variant, players, junk, len(junk) if junk_at_start is None else junk_at_start)
    return sorting.SortOffer(context, tuple(sorting.choices(context)), bargain_size, collecting)


def test_the_sheet_example_offers_every_value_and_clearing_the_3s_gains_four():
    sheet = offer(SHEET_JUNK)
    assert sheet.options() == [None, 1, 3, 4, 5, 7, 9]
    assert all(sheet.is_allowed(choice) for choice in sheet.options())
    result = sheet.result(3)
    assert (len(result.discarded), len(result.to_bargain), result.taken_out) == (2, 1, 3)
    assert sheet.score_after(3) == sheet.score_after(None) + 4 == 3 - 9 + 4
    assert sheet.collecting_after(3) == 3 and sheet.collecting_after(4) is None
    assert sheet.best_choice() == 3


def test_strict_sorting_lists_every_value_but_allows_only_those_held_often_enough():
    strict = offer(SHEET_JUNK, "strict")
    assert strict.options() == [None, 1, 3, 4, 5, 7, 9]
    assert [choice for choice in strict.options() if strict.is_allowed(choice)] == [None, 3]


def test_the_whole_pile_is_a_row_only_where_it_may_be_discarded():
    assert offer((1, 3, 4, 5), "strict", junk_at_start=0).options() == [None, 1, 3, 4, 5, sorting.ALL]
    assert sorting.ALL not in offer((1, 3, 4, 5), "strict", junk_at_start=2).options()
    whole = offer((1, 3, 4, 5), "strict", junk_at_start=0)
    assert whole.result(sorting.ALL).taken_out == 4 and whole.best_choice() == sorting.ALL


def test_keeping_takes_nothing_out_and_keeps_what_is_collected():
    kept = offer(SHEET_JUNK, collecting=6)
    assert kept.result(None).taken_out == 0 and kept.collecting_after(None) == 6
    assert kept.collecting_after(1) == 6  # a single 1 is discarded: nothing reaches the bargain pile


@pytest.mark.parametrize("junk, collecting, best", [
    (SHEET_JUNK, 9, 3),  # the 3s gain four points, the most
    ((2, 2, 6, 6, 8), 9, 2),  # 2s and 6s gain two points each: the first listed
    ((2, 2, 2, 6, 6, 6), 6, 6),  # 2s and 6s gain four each: the value already collected keeps its pile growing
    ((0,), 9, None),  # a super offer alone: nothing gains, the pile is kept
])
def test_the_suggested_sorting_leaves_the_highest_score_and_breaks_ties_as_a_good_player(junk, collecting, best):
    suggested = offer(junk, collecting=collecting)
    assert suggested.best_choice() == best
    assert suggested.score_after(best) == max(suggested.score_after(choice) for choice in suggested.options())


def test_the_suggestion_is_allowed_even_where_a_refused_value_would_gain():
    refused = offer((1, 3, 4, 5), "strict", junk_at_start=2)
    assert refused.score_after(1) > refused.score_after(None)
    assert refused.best_choice() is None


def test_the_offer_of_an_observation_is_the_seats_own_pile_and_legal_choices():
    state = random_game(4, "strict", 3, until=lambda s: s.phase == "sort" and s.junk[s.turn])
    seat = state.turn
    obs = state.observation(seat)
    choices = [action[1] for action in state.legal_actions()]
    made = sorting.SortOffer.of(obs, choices)
    assert made.context == sorting.SortContext("strict", 4, tuple(state.junk[seat]), state.junk_at_start[seat])
    assert made.allowed == tuple(choices) and made.bargain_size == len(state.bargain[seat])
    assert made.collecting == obs.collecting(seat)
    assert made.score_after(None) == state.scores()[seat]
