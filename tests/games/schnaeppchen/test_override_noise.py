"""The hard player overrules its own judgement only when its search's gain stands out of the playouts' noise."""

from __future__ import annotations

import math
import random
import sys
from pathlib import Path

from cardtable.ai import make_agent
from cardtable.ai.ismcts import SearchResult
from cardtable.games.schnaeppchen.cards import from_name

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))  # the sanity positions' package
from sanity_positions import positions_of  # noqa: E402

# Seat 0 led a super offer and collects 4s: the trick is seat 0's whatever follows. Seat 2, out of red,
# would hand it a point with its yellow 4.
GIFT_POSITION = next(position for position in positions_of("schnaeppchen")
                     if position.name == "gift-to-super-offer-winner")
GIFT = ("play", from_name("yellow 4"), True, None)


def gift_decision():
    state = GIFT_POSITION.state("schnaeppchen")
    agent = make_agent("schnaeppchen", "hard", seed=1, iterations=50)
    observation, legal = state.observation(2), state.legal_actions(2)
    return agent, observation, legal, agent.know_how.default_policy(observation, legal, random.Random(0))


def result_with(best, default, gain: float, spread: float, visits: int = 25) -> SearchResult:
    """A search's figures where `best` was tried as often as `default` and looks `gain` better, each move's
    backed-up values spreading by `spread` (their standard deviation)."""
    values = {best: 0.5 + gain, default: 0.5}
    return SearchResult(best, 2 * visits, 0.1, {best: visits, default: visits}, values,
                        square_means={action: value ** 2 + spread ** 2 for action, value in values.items()})


def test_a_gain_within_the_noise_keeps_the_judgement():
    agent, observation, legal, default = gift_decision()
    assert default != GIFT and GIFT in legal
    # Above the override margin, yet under two standard errors of the difference (0.028 at 25 visits each).
    result = result_with(GIFT, default, gain=agent.know_how.override_margin + 0.01, spread=0.1)
    assert agent.decide(observation, legal, result) == default


def test_a_gain_clear_of_the_noise_overrules_the_judgement():
    agent, observation, legal, default = gift_decision()
    result = result_with(GIFT, default, gain=0.1, spread=0.1)
    assert agent.decide(observation, legal, result) == GIFT


def test_the_search_reports_the_spread_of_each_moves_values():
    agent, observation, legal, _default = gift_decision()
    result = agent.analyse(observation, legal)
    tried = [action for action, visits in result.visits.items() if visits >= 2]
    assert tried
    for action in tried:
        assert result.square_means[action] >= result.values[action] ** 2 - 1e-12
        assert 0.0 <= result.standard_error(action) < math.inf
