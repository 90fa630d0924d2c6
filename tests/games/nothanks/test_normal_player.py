"""No Thanks!: moves a good player never makes, which the normal computer player must not make either.

Each position is built with `from_position` and the normal player decides from its own observation.
"""

from __future__ import annotations

import random

import pytest

from cardtable.ai import make_agent
from cardtable.games import get_game
from cardtable.games.nothanks import policy_model

G = get_game("nothanks")
VARIANTS = [{"chips": "hidden"}, {"chips": "shown"}]
TOTAL_CHIPS = 44  # 4 players, 11 each


def decide(options, *, open_card, pot, my_chips, my_cards, others=([], [], []), broke=False, seed=0):
    """Seat 0's normal choice with `open_card` and `pot` chips on it; the chips left go to the others (all
    to the last two when one is `broke`)."""
    rest = TOTAL_CHIPS - pot - my_chips
    chips = [my_chips, rest // 3, rest // 3, rest - 2 * (rest // 3)]
    if broke:
        chips = [my_chips, 0, rest // 2, rest - rest // 2]
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


EXTENSIONS = [([26], 27), ([28], 27), ([12, 13, 14], 15), ([4, 30, 31], 29)]


@pytest.mark.parametrize("options", VARIANTS)
@pytest.mark.parametrize("my_cards, open_card", EXTENSIONS)
@pytest.mark.parametrize("pot, my_chips", [(0, 11), (1, 15), (1, 3)])
def test_a_card_that_extends_a_run_and_nobody_else_wants_goes_round_for_chips(options, my_cards, open_card, pot,
                                                                           my_chips):
    """Each round the three others pay a chip on it and we pay one: while the chips on it stay far below
    what would tempt another player (a share of what it costs them), we let it go round."""
    assert decide(options, open_card=open_card, pot=pot, my_chips=my_chips, my_cards=my_cards) == "pay"


@pytest.mark.parametrize("options", VARIANTS)
@pytest.mark.parametrize("my_cards, open_card", EXTENSIONS)
@pytest.mark.parametrize("pot, my_chips", [(1, 11), (2, 15), (3, 5), (6, 9)])
def test_a_card_that_extends_a_run_is_taken_when_another_run_wants_it(options, my_cards, open_card, pot,
                                                                   my_chips):
    wanting = ([open_card + 1] if open_card + 1 not in my_cards else [open_card - 1], [], [])
    assert decide(options, open_card=open_card, pot=pot, my_chips=my_chips, my_cards=my_cards,
                  others=wanting) == "take"


@pytest.mark.parametrize("options", VARIANTS)
@pytest.mark.parametrize("my_cards, open_card", EXTENSIONS)
@pytest.mark.parametrize("pot, my_chips", [(6, 11), (9, 4)])
def test_a_card_that_extends_a_run_is_taken_before_its_chips_tempt_another_player(options, my_cards, open_card,
                                                                               pot, my_chips):
    assert decide(options, open_card=open_card, pot=pot, my_chips=my_chips, my_cards=my_cards) == "take"


@pytest.mark.parametrize("options", VARIANTS)
@pytest.mark.parametrize("my_cards, open_card", EXTENSIONS)
def test_a_card_that_extends_a_run_is_taken_when_a_player_without_chips_would_have_to(options, my_cards,
                                                                                    open_card):
    assert decide(options, open_card=open_card, pot=0, my_chips=11, my_cards=my_cards, broke=True) == "take"


@pytest.mark.parametrize("options", VARIANTS)
@pytest.mark.parametrize("open_card, pot", [(27, 11), (27, 12), (33, 13), (35, 14), (20, 8)])
@pytest.mark.parametrize("my_chips", [11, 16, 22])
def test_a_card_whose_chips_pay_for_most_of_it_is_taken(options, open_card, pot, my_chips):
    assert decide(options, open_card=open_card, pot=pot, my_chips=my_chips, my_cards=[5, 12]) == "take"


@pytest.mark.parametrize("options", VARIANTS)
@pytest.mark.parametrize("open_card, pot", [(27, 0), (27, 3), (33, 5)])
def test_a_dear_card_is_still_refused_with_chips_to_spare(options, open_card, pot):
    """The other side of the rules above: the normal player does not take every card."""
    assert decide(options, open_card=open_card, pot=pot, my_chips=11, my_cards=[5, 12]) == "pay"


# --- the model: what it reads, what it may answer ------------------------------------------------------------
SPARE_DECK = [card for card in range(3, 36) if card not in (5, 12, 27, 30, 31)]


def test_the_model_weighs_each_named_feature_once():
    state = G.from_position({"cards": [[5, 12], [30], [31]], "open_card": 27, "pot": 2},
                            {"players": 3, "chips": "shown"})
    assert len(policy_model.features(state.observation(0))) == len(policy_model.FEATURES)
    assert set(policy_model.WEIGHTS) == {"bias", *policy_model.FEATURES}


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_choice_is_the_same_whatever_the_unseen_cards(seed):
    """The deck's order and the removed cards are unseen: positions that differ only there look the same."""
    pool = SPARE_DECK.copy()
    random.Random(seed).shuffle(pool)
    position = {"cards": [[5, 12], [30], [31]], "chips": [4, 12, 15], "open_card": 27, "pot": 2,
                "removed": pool[:9], "deck": pool[9:]}
    state = G.from_position(position, {"players": 3, "chips": "shown"})
    reference = G.from_position({**position, "removed": SPARE_DECK[:9], "deck": SPARE_DECK[9:]},
                                {"players": 3, "chips": "shown"})
    assert policy_model.features(state.observation(0)) == policy_model.features(reference.observation(0))
    choices = {make_agent("nothanks", "normal", seed=seed).choose(position.observation(0), ("take", "pay"))
               for position in (state, reference)}
    assert len(choices) == 1


def test_hidden_chips_are_counted_from_the_history_as_the_shown_ones():
    """With chip counts hidden the observation holds None for the others' chips: the model counts them
    from the public history and decides as it would with them shown."""
    choices = {}
    for variant in ("hidden", "shown"):
        state = G.new_game({"players": 4, "chips": variant}, 11)
        agents = [make_agent("nothanks", "normal", seed=seat) for seat in range(4)]
        made = []
        while not state.is_terminal():
            seat = state.turn
            observation = state.observation(seat)
            if variant == "hidden":
                assert sum(chips is None for chips in observation.chips) == 3
            action = agents[seat].choose(observation, state.legal_actions())
            made.append(action)
            state.apply(action, seat)
        choices[variant] = made
    assert choices["hidden"] == choices["shown"]


@pytest.mark.parametrize("players, deck", [(3, "standard"), (5, "tactical"), (7, "standard")])
def test_whole_games_are_played_with_legal_choices_only(players, deck):
    state = G.new_game({"players": players, "chips": "hidden", "deck": deck}, players)
    agent = make_agent("nothanks", "normal", seed=1)
    while not state.is_terminal():
        seat = state.turn
        legal = state.legal_actions()
        action = agent.choose(state.observation(seat), legal)
        assert action in legal
        state.apply(action, seat)


# --- the model on cards that add points --------------------------------------------------------------------
@pytest.mark.parametrize("options", VARIANTS)
@pytest.mark.parametrize("open_card, pot", [(14, 3), (20, 5)])
def test_a_card_refused_with_chips_to_spare_is_taken_with_the_last_chip(options, open_card, pot):
    """Refusing costs the last chip, after which every card must be taken: the chips on it now decide."""
    assert decide(options, open_card=open_card, pot=pot, my_chips=11, my_cards=[30]) == "pay"
    assert decide(options, open_card=open_card, pot=pot, my_chips=1, my_cards=[30]) == "take"


@pytest.mark.parametrize("options", VARIANTS)
def test_a_low_card_is_taken_for_one_chip_but_not_bare(options):
    assert decide(options, open_card=8, pot=0, my_chips=11, my_cards=[30]) == "pay"
    assert decide(options, open_card=8, pot=1, my_chips=11, my_cards=[30]) == "take"
