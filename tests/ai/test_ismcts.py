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
