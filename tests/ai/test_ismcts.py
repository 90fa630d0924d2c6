"""The game-independent search: budgets, cancellation, the single-action shortcut."""

import random
import threading

from cardtable.ai import ismcts
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


class TickingClock:
    """perf_counter for the search: 10 ms more at each read, however long the reads are apart."""

    def __init__(self):
        self.now = 0.0

    def __call__(self):
        self.now += 0.01
        return self.now


def test_time_budget_stops_the_search(monkeypatch):
    """The search reads the clock at least once an iteration: a 50 ms budget lasts at most five reads of
    a clock that moves 10 ms a read."""
    monkeypatch.setattr(ismcts.time, "perf_counter", TickingClock())
    determinizer, legal = searchable_position()
    result = search(determinizer, playout_policy, legal, random.Random(1), seconds=0.05)
    assert 0 < result.iterations <= 5


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


def test_a_determinizer_may_name_the_actions_compared_at_the_root():
    class OnlyOne(Fixed):
        root_actions = (0,)

    result = search(OnlyOne(), lambda state, rng: rng.choice(state.legal_actions()), (0, 1), random.Random(3),
                    iterations=50, seconds=None)
    assert result.visits == {0: 50} and result.action == 0


def test_scores_recorded_by_the_search_may_be_a_measure_of_its_own():
    from cardtable.ai.ismcts import Scoring

    def choices_made(state):
        return (float(sum(state.choices)), 0.0)

    result = search(Fixed(), lambda state, rng: 1, (0, 1), random.Random(3), iterations=20, seconds=None,
                    tree_depth=1, scoring=Scoring(measure=choices_made))
    assert result.scores == {0: 2.0, 1: 3.0}


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


def test_merged_results_average_win_shares_and_scores_by_visits():
    from cardtable.ai.ismcts import SearchResult, merge_results
    first = SearchResult("take", 10, 0.5, {"take": 8, "pay": 2}, {"take": 0.5, "pay": 0.25},
                         {"take": 0.4, "pay": 0.2}, {"take": 30.0, "pay": 50.0})
    second = SearchResult("pay", 12, 0.6, {"take": 4, "pay": 8}, {"take": 0.8, "pay": 0.5},
                          {"take": 0.7, "pay": 0.6}, {"take": 24.0, "pay": 40.0})
    merged = merge_results([first, second])
    assert merged.win_shares["take"] == (8 * 0.4 + 4 * 0.7) / 12
    assert merged.scores["pay"] == (2 * 50.0 + 8 * 40.0) / 10


# --- the backed-up value -------------------------------------------------------------------------------------
def test_the_value_mixes_the_win_share_with_the_lead_over_the_best_other_seat():
    from cardtable.ai.ismcts import Scoring, _mixed
    # Lowest score wins: seat 0 leads seat 2 (the best other) by 10 points, on a scale of 20 → 0.75.
    values = _mixed((1.0, 0.0, 0.0), (30, 60, 40), Scoring(lower_wins=True, scale=20.0, weight=0.5))
    assert values[0] == 0.5 * 1.0 + 0.5 * 0.75
    assert values[1] == 0.5 * 0.0 + 0.5 * 0.0  # 30 points behind seat 0: the margin clips at 0
    assert values[2] == 0.5 * 0.0 + 0.5 * 0.25


def test_the_score_direction_comes_from_the_scoring():
    from cardtable.ai.ismcts import Scoring, _mixed
    values = _mixed((1.0, 0.0), (50, 40), Scoring(lower_wins=False, scale=20.0, weight=1.0))
    assert values == [0.75, 0.25]


def test_rivals_may_be_valued_by_their_own_score_and_the_searcher_by_its_margin():
    from cardtable.ai.ismcts import Scoring, _mixed
    scoring = Scoring(lower_wins=True, scale=100.0, weight=1.0, rivals_own_score=True)
    values = _mixed((1.0, 0.0, 0.0), (30, 60, 40), scoring, searcher=0)
    assert values[0] == 0.5 + 10 / 200  # seat 0's lead over seat 2
    assert values[1] == 0.5 - 60 / 200 and values[2] == 0.5 - 40 / 200  # their own scores, lowest best
    assert _mixed((1.0, 0.0, 0.0), (30, 60, 40), scoring, searcher=2)[0] == 0.5 - 30 / 200


def test_a_search_records_each_actions_mean_win_share_and_score():
    from cardtable.ai.ismcts import Scoring
    determinizer, legal = searchable_position()
    result = search(determinizer, playout_policy, legal, random.Random(1), iterations=200, seconds=None,
                    scoring=Scoring(lower_wins=True, scale=30.0, weight=0.5))
    assert set(result.win_shares) == set(result.scores) == set(legal)
    assert all(0.0 <= share <= 1.0 for share in result.win_shares.values())
    assert all(-20 < score < 200 for score in result.scores.values())
    assert result.values != result.win_shares  # the backed-up value mixes in the margin


# --- the kept tree -----------------------------------------------------------------------------------------
def test_a_tree_stops_growing_at_its_node_cap():
    from cardtable.ai.ismcts import Tree
    from cardtable.games.nothanks.agents import revealed
    determinizer, legal = searchable_position()
    tree = Tree(max_nodes=50)
    result = search(determinizer, playout_policy, legal, random.Random(1), iterations=300, seconds=None,
                    tree=tree, revealed=revealed)
    assert result.iterations == 300
    assert tree.nodes == 50


def test_descending_an_unknown_step_leaves_the_tree_as_it_was():
    from cardtable.ai.ismcts import Tree
    determinizer, legal = searchable_position()
    tree = Tree()
    search(determinizer, playout_policy, legal, random.Random(1), iterations=50, seconds=None, tree=tree)
    root = tree.root
    assert not tree.descend([("pay", None), ("no such action", None)])
    assert tree.root is root
