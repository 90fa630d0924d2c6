"""The game-independent search: budgets, cancellation, the single-action shortcut."""

import random
import threading

from cardtable.ai.ismcts import search
from cardtable.games import get_game
from cardtable.games.nothanks.agents import Determinizer, playout_policy


def searchable_position():
    state = get_game("nothanks").new_game({"players": 4}, 12)
    return Determinizer(state.observation(state.turn)), state.legal_actions()


def test_iteration_budget_is_exact():
    determinizer, legal = searchable_position()
    result = search(determinizer, playout_policy, legal, random.Random(1), iterations=50, seconds=None)
    assert result.iterations == 50
    assert sum(result.visits.values()) == 50
    assert result.action in legal


def test_cancel_flag_stops_a_search_without_other_limit():
    determinizer, legal = searchable_position()
    cancel = threading.Event()
    cancel.set()
    result = search(determinizer, playout_policy, legal, random.Random(1), iterations=None, seconds=None,
                    cancel=cancel)
    assert result.iterations == 1  # the first iteration always runs


def test_time_budget_stops_the_search():
    determinizer, legal = searchable_position()
    result = search(determinizer, playout_policy, legal, random.Random(1), seconds=0.05)
    assert result.iterations > 0
    assert result.seconds < 1.0


def test_single_legal_action_needs_no_search():
    determinizer, _ = searchable_position()
    result = search(determinizer, playout_policy, ("take",), random.Random(1), seconds=5.0)
    assert result.action == "take" and result.iterations == 0


# --- turn order from the state alone -------------------------------------------------------------------------
class TwiceInARow:
    """A toy game: seat 0 chooses twice in a row, then seat 1 once. Seat 0 wins if both its choices are 1;
    seat 1's choice changes nothing. A search that took turns to alternate would credit seat 0's second
    choice to seat 1 and learn to spoil it."""

    def __init__(self, choices=()):
        self.choices = list(choices)

    def clone(self):
        return TwiceInARow(self.choices)

    def to_act(self):
        return () if self.is_terminal() else ((0, 0, 1)[len(self.choices)],)

    def legal_actions(self):
        return () if self.is_terminal() else (0, 1)

    def apply_unchecked(self, action):
        self.choices.append(action)

    def is_terminal(self):
        return len(self.choices) == 3

    def returns(self):
        return (1.0, 0.0) if self.choices[:2] == [1, 1] else (0.0, 1.0)


class Fixed:
    def sample(self, rng):
        return TwiceInARow()


def test_a_seat_acting_twice_in_a_row_is_credited_with_both_choices():
    result = search(Fixed(), lambda state, rng: rng.choice(state.legal_actions()), (0, 1), random.Random(3),
                    iterations=400, seconds=None)
    assert result.action == 1
    assert result.values[0] == 0.0 and result.values[1] > 0.9


def test_the_seat_to_act_may_change_inside_the_tree():
    # Seat 1 chooses first here, then seat 0 twice; seat 0 wins if both its choices are 1.
    class SecondSeatFirst(TwiceInARow):
        def clone(self):
            return SecondSeatFirst(self.choices)

        def to_act(self):
            return () if self.is_terminal() else ((1, 0, 0)[len(self.choices)],)

        def returns(self):
            return (1.0, 0.0) if self.choices[1:] == [1, 1] else (0.0, 1.0)

    class Sampler:
        def sample(self, rng):
            return SecondSeatFirst()

    result = search(Sampler(), lambda state, rng: rng.choice(state.legal_actions()), (0, 1), random.Random(4),
                    iterations=600, seconds=None)
    # The root's choices are seat 1's: below either of them seat 0 finds its two winning choices, so both
    # look lost to seat 1 (credited to seat 0, they would look won).
    assert max(result.values.values()) < 0.1


# --- root parallelism ------------------------------------------------------------------------------------
def test_merged_results_add_visits_and_average_values_by_visits():
    from cardtable.ai.ismcts import SearchResult, merge_results
    first = SearchResult("take", 10, 0.5, {"take": 8, "pay": 2}, {"take": 0.5, "pay": 0.25})
    second = SearchResult("pay", 12, 0.6, {"take": 4, "pay": 8}, {"take": 0.8, "pay": 0.5})
    merged = merge_results([first, second])
    assert merged.iterations == 22 and merged.visits == {"take": 12, "pay": 10}
    assert merged.values["take"] == (8 * 0.5 + 4 * 0.8) / 12
    assert merged.values["pay"] == (2 * 0.25 + 8 * 0.5) / 10
    assert merged.action == "take"  # the most visited over both searches
