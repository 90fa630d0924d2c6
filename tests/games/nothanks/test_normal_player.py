"""No Thanks!: moves a good player never makes, which the normal computer player must not make either.

Each position is built with `from_position` and the normal player decides from its own observation.
"""

from __future__ import annotations

import random

import pytest

from cardtable.ai import make_agent
from cardtable.games import get_game

G = get_game("nothanks")
VARIANTS = [{"chips": "hidden"}, {"chips": "shown"}]
TOTAL_CHIPS = 44  # 4 players, 11 each


def decide(options, *, open_card, pot, my_chips, my_cards, others=([], [], []), seed=0):
    """Seat 0's normal choice with `open_card` and `pot` chips on it; the chips left go to the others."""
    rest = TOTAL_CHIPS - pot - my_chips
    chips = [my_chips, rest // 3, rest // 3, rest - 2 * (rest // 3)]
    used = {open_card, *my_cards, *(card for hand in others for card in hand)}
    pool = [card for card in range(3, 36) if card not in used]
    random.Random(seed).shuffle(pool)
    position = {"cards": [list(my_cards), *map(list, others)], "chips": chips, "pot": pot, "turn": 0,
                "open_card": open_card, "removed": pool[:9], "deck": pool[9:]}
    state = G.from_position(position, {"players": 4, **options})
    agent = make_agent("nothanks", "normal", seed=seed)
    return agent.choose(state.observation(0), state.legal_actions(0))


@pytest.mark.parametrize("options", VARIANTS)
@pytest.mark.parametrize("pot, my_chips", [(0, 11), (0, 2), (1, 20), (4, 7), (9, 1)])
def test_a_card_that_closes_a_gap_in_a_run_is_taken_whatever_the_chips(options, pot, my_chips):
    assert decide(options, open_card=27, pot=pot, my_chips=my_chips, my_cards=[26, 28]) == "take"
    assert decide(options, open_card=9, pot=pot, my_chips=my_chips, my_cards=[5, 6, 7, 8, 10, 31]) == "take"


@pytest.mark.parametrize("options", VARIANTS)
@pytest.mark.parametrize("my_cards, open_card", [([26], 27), ([28], 27), ([12, 13, 14], 15), ([4, 30, 31], 29)])
@pytest.mark.parametrize("pot, my_chips", [(1, 11), (2, 15), (3, 5), (6, 9)])
def test_a_card_that_extends_a_run_with_chips_on_it_is_taken(options, my_cards, open_card, pot, my_chips):
    assert decide(options, open_card=open_card, pot=pot, my_chips=my_chips, my_cards=my_cards) == "take"


@pytest.mark.parametrize("options", VARIANTS)
@pytest.mark.parametrize("open_card, pot", [(27, 11), (27, 12), (33, 12), (35, 14), (20, 8)])
@pytest.mark.parametrize("my_chips", [11, 16, 22])
def test_a_card_whose_chips_pay_for_most_of_it_is_taken(options, open_card, pot, my_chips):
    assert decide(options, open_card=open_card, pot=pot, my_chips=my_chips, my_cards=[5, 12]) == "take"


@pytest.mark.parametrize("options", VARIANTS)
@pytest.mark.parametrize("open_card, pot", [(27, 0), (27, 3), (33, 5)])
def test_a_dear_card_is_still_refused_with_chips_to_spare(options, open_card, pot):
    """The other side of the rules above: the normal player does not take every card."""
    assert decide(options, open_card=open_card, pot=pot, my_chips=11, my_cards=[5, 12]) == "pay"
