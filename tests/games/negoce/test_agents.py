"""The Négoce 2 computer players: legal moves at every level, decisions from the observation alone, and the
judgement's behaviour in positions where the right move is plain."""

from __future__ import annotations

import random

import pytest

from cardtable.ai import make_agent
from cardtable.games.negoce import agents, judgement
from cardtable.games.negoce.agents import KNOW_HOW, easy_policy, normal_policy, root_candidates

from .conftest import CONTRABAND, G

LEVELS = ("random", "easy", "normal")


def play_levels(levels, seed, hidden=False, sale_limit=30, hard_iterations=8):
    state = G.new_game({"players": 4, "hidden_coins": hidden, "sale_limit": sale_limit}, seed)
    players = [make_agent("negoce", level, seed=seed * 4 + seat, seconds=None,
                          iterations=hard_iterations if level == "hard" else None)
               for seat, level in enumerate(levels)]
    while not state.is_terminal():
        seat = state.to_act()[0]
        legal = state.legal_actions()
        action = players[seat].choose(state.observation(seat), legal)
        assert action in legal, f"{levels[seat]} chose {action!r}"
        state.apply(action, seat)
    return state


# --- legality -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("hidden", [False, True])
@pytest.mark.parametrize("seed", range(4))
def test_heuristic_levels_play_whole_games_legally(seed, hidden):
    levels = [LEVELS[(seat + seed) % 3] for seat in range(4)]
    state = play_levels(levels, seed, hidden)
    assert state.winners


@pytest.mark.parametrize("seed", range(3))
def test_normal_players_play_whole_games_legally(seed):
    state = play_levels(["normal"] * 4, seed, hidden=seed % 2 == 1, sale_limit=60)
    assert state.winners


@pytest.mark.parametrize("hidden", [False, True])
def test_the_hard_level_plays_a_whole_game_legally(hidden):
    state = play_levels(["hard", "normal", "easy", "hard"], 11, hidden, sale_limit=30, hard_iterations=6)
    assert state.winners


def test_every_level_chooses_a_legal_action_in_many_random_positions():
    rng = random.Random(7)
    checked = 0
    for seed in range(12):
        state = G.new_game({"players": 4, "hidden_coins": seed % 2 == 1}, seed)
        while not state.is_terminal():
            seat = state.to_act()[0]
            legal = state.legal_actions()
            obs = state.observation(seat)
            for policy in (easy_policy, normal_policy):
                assert policy(obs, legal, rng) in legal
            candidates = root_candidates(obs)
            assert candidates and set(candidates) <= set(legal) and len(candidates) <= agents.ROOT_CANDIDATES
            assert agents.legal_pick(agents.ranked_actions(obs), legal) in candidates
            checked += 1
            state.apply(rng.choice(legal))
    assert checked > 500


# --- the observation alone -------------------------------------------------------------------------------------
def test_decisions_depend_on_the_observation_alone():
    """Two states that look the same to the seat (the other hands dealt otherwise, within what it knows)
    get the same decision; the search draws its worlds from the observation too."""
    rng = random.Random(3)
    compared = 0
    for seed in range(6):
        state = G.new_game({"players": 4}, seed)
        steps = 0
        while not state.is_terminal() and steps < 200:
            seat = state.to_act()[0]
            obs = state.observation(seat)
            other = KNOW_HOW.determinizer(obs).sample(rng)
            assert other.observation(seat) == obs
            legal = state.legal_actions()
            for policy in (normal_policy, easy_policy):
                assert policy(obs, legal, random.Random(1)) == policy(other.observation(seat), other.legal_actions(),
                                                                       random.Random(1))
            compared += 1
            state.apply(normal_policy(obs, legal, rng))
            steps += 1
    assert compared > 100


def test_the_search_decides_the_same_from_the_same_observation_and_seed():
    state = G.new_game({"players": 4}, 4)
    rng = random.Random(4)
    while state.phase != "offers":
        seat = state.to_act()[0]
        state.apply(normal_policy(state.observation(seat), state.legal_actions(), rng))
    seat = state.to_act()[0]
    obs, legal = state.observation(seat), state.legal_actions()
    first = make_agent("negoce", "hard", seed=5, seconds=None, iterations=40).choose(obs, legal)
    second = make_agent("negoce", "hard", seed=5, seconds=None, iterations=40).choose(obs, legal)
    assert first == second and first in legal


# --- behaviour ------------------------------------------------------------------------------------------------
def position(**fields):
    return G.from_position(fields, {"players": 4})


def decide(state):
    seat = state.to_act()[0]
    return normal_policy(state.observation(seat), state.legal_actions(), random.Random(0))


ALL_SOLD = [True] * 4


def test_the_seller_does_not_hand_a_rival_his_eighth_good():
    # Seat 1 holds seven goods and lacks only tea, on the market; it offers more coins than seat 2 its card.
    state = position(phase="seller", seller=0, turn=2, has_sold=ALL_SOLD, sales=10,
                     hands=[[1, 1, 2, 2, 3, 3, 4, 5], [1, 2, 3, 4, 5, 6, 7, 7], [6, 6, 8, 4, 4, 3, 5], [1, 2, 5, 6, 7, 8, 8, 0]],
                     market=[[8, True]], offers=[None, [None, True, 4], [7, True, 0], None], coins=[12, 10, 15, 18])
    choice = decide(state)
    assert choice != ("accept", 1)


def test_a_buyer_does_not_give_a_seller_his_eighth_good():
    # The seller (seat 0) lacks only jade (1): seat 1 must not offer him jade, even for the market card it wants.
    state = position(phase="offers", seller=0, turn=1, has_sold=ALL_SOLD, sales=10,
                     hands=[[2, 3, 4, 5, 6, 7, 8, 8], [1, 1, 1, 2, 2, 3, 3, 4], [4, 4, 5, 5, 6, 6, 7, 0], [1, 2, 3, 5, 6, 7, 7, 8]],
                     market=[[8, True]], coins=[15, 15, 14, 15])
    seat = state.to_act()[0]
    assert seat == 1
    choice = decide(state)
    assert not (choice[0] == "offer" and choice[1] == 1)


def test_a_buyer_near_31_is_not_paid_by_the_seller():
    # Seat 2 holds 29 coins; the seller must not accept its offer that lets it take the 3 coins on the market.
    state = position(phase="seller", seller=0, turn=2, has_sold=ALL_SOLD, sales=10,
                     hands=[[1, 1, 2, 2, 3, 3, 4, 5], [6, 6, 7, 7, 8, 8, 4, 4], [6, 7, 8, 2, 3, 4, 0], [1, 2, 3, 5, 5, 6, 7, 8]],
                     market=[[1, True]], market_coins=3, offers=[None, None, [5, True, 0], None], coins=[5, 10, 29, 12])
    assert decide(state) != ("accept", 2)


def test_the_seller_forces_when_no_offer_is_worth_taking():
    state = position(phase="seller", seller=0, turn=3, has_sold=ALL_SOLD, sales=8,
                     hands=[[1, 1, 1, 2, 2, 2, 3, 3], [4, 4, 4, 4, 5, 5, 5, 5], [6, 6, 6, 6, 7, 7, 7, 7], [8, 8, 8, 8, 1, 2, 3]],
                     market=[[3, True]], offers=[None, None, None, [0, False, 0]], coins=[15, 15, 15, 14])
    assert decide(state)[0] == "force"


def test_a_force_names_a_good_the_seller_lacks_and_a_buyer_holds():
    state = position(phase="seller", seller=0, turn=5, has_sold=ALL_SOLD, sales=8,
                     hands=[[1, 1, 1, 2, 2, 2, 3, 0], [4, 4, 4, 4, 5, 5, 5, 5], [6, 6, 6, 6, 7, 7, 7, 7], [8, 8, 8, 8, 1, 2, 3, 3]],
                     market=[[3, True]], coins=[14, 15, 15, 15])
    choice = decide(state)
    assert choice[0] == "force"
    _, second, good = choice
    obs = state.observation(0)
    hand = list(obs.hand)
    hand.remove(second)
    assert good not in hand
    assert any(obs.bounds[seat][good][0] >= 1 for seat in (1, 2, 3))
    assert second in (CONTRABAND, 1, 2)  # a spare card goes, never its only one of a good


def test_the_contraband_goes_on_the_market_face_down():
    state = position(phase="market", hands=[[0, 1, 1, 1, 1, 2, 2, 2, 2], [3, 3, 3, 3, 4, 4, 4, 4], [5, 5, 5, 5, 6, 6, 6, 6],
                                            [7, 7, 7, 7, 8, 8, 8, 8]], coins=[14, 15, 15, 15])
    assert decide(state) == ("market", CONTRABAND, False, 0)


def test_a_seller_one_good_short_wins_by_forcing_once_all_have_sold():
    state = position(phase="seller", seller=0, turn=1, has_sold=ALL_SOLD, sales=12,
                     hands=[[1, 2, 3, 4, 5, 6, 7, 7], [8, 8, 4, 4, 5, 5, 1, 2], [6, 6, 7, 3, 3, 2, 1, 8], [1, 3, 4, 5, 6, 7, 8, 0]],
                     market=[[2, True]], coins=[15, 15, 15, 14])
    choice = decide(state)
    assert choice == ("force", 7, 8)
    state.apply(choice)
    if state.phase == "take":
        state.apply(decide(state))
    assert state.winners == (0,)


def test_the_seller_counts_a_buyers_offered_card_as_his_when_weighing_a_force():
    # The seller lacks wine and tea; every holder of either holds two, seat 1 counting the tea it offers with
    # 2 coins. A force, which hands the offers back, strips nobody of a good: the offer is plainly better.
    state = position(phase="seller", seller=0, turn=5, has_sold=[True, True, False, True], sales=9,
                     hands=[[1, 1, 2, 3, 4, 5, 6, 6], [1, 2, 3, 4, 7, 7, 8], [1, 2, 3, 5, 5, 6, 7, 7],
                            [2, 3, 4, 4, 5, 6, 8, 8]],
                     market=[[0, False]], offers=[None, [8, True, 2], [None, True, 2], None], coins=[13, 11, 12, 14])
    outlook = judgement.Outlook(state.observation(0), offers_back=True)
    assert outlook.holdings[1].count[8] == 2 and outlook.holdings[1].coins == 13
    assert decide(state) == ("accept", 1)


def test_the_hard_level_does_not_pay_most_of_its_purse_for_the_contraband():
    # The contraband's auction at 13: its winner only sells first; raising pays (nearly) the whole purse.
    state = position(phase="auction", opener=2, bid=13, bidder=3, acting=0,
                     hands=[[1, 1, 1, 1, 2, 2, 2, 2], [3, 3, 3, 3, 4, 4, 4, 4], [5, 5, 5, 5, 6, 6, 6, 6],
                            [7, 7, 7, 7, 8, 8, 8, 8]])
    agent = make_agent("negoce", "hard", seed=2, seconds=None, iterations=90)
    assert agent.choose(state.observation(0), state.legal_actions()) == ("drop",)


def test_the_take_goes_to_the_buyer_the_market_cards_help_least():
    # Seat 1 lacks both market cards and would lose its only tea; the others hold both cards already.
    state = position(phase="take", seller=0, turn=2, has_sold=ALL_SOLD, sales=9, named=8,
                     hands=[[2, 2, 2, 4, 5, 6, 7], [8, 6, 6, 6, 7, 7, 7, 2], [8, 8, 4, 3, 3, 1, 1, 5], [5, 5, 4, 4, 1, 3, 8, 0]],
                     market=[[3, True], [1, False]], coins=[15, 15, 15, 14])
    assert state.showing() == (1, 2, 3)
    assert decide(state) in (("take", 2), ("take", 3))


def test_the_normal_level_breaks_only_near_ties_and_the_easy_one_errs_more():
    state = G.new_game({"players": 4}, 2)
    rng = random.Random(2)
    while state.phase != "offers":
        seat = state.to_act()[0]
        state.apply(normal_policy(state.observation(seat), state.legal_actions(), rng))
    obs, legal = state.observation(state.to_act()[0]), state.legal_actions()
    scores = dict((action, score) for score, action in judgement.offer_candidates(obs))
    best = max(scores.values())
    normal = {normal_policy(obs, legal, random.Random(seed)) for seed in range(30)}
    easy = {easy_policy(obs, legal, random.Random(seed)) for seed in range(30)}
    assert all(scores[action] >= best - agents.NORMAL_TIES for action in normal)
    assert any(scores[action] < best - agents.NORMAL_TIES for action in easy)


def test_candidates_are_few_where_the_legal_actions_are_many():
    state = G.new_game({"players": 4}, 6)
    rng = random.Random(6)
    while state.phase != "offers":
        seat = state.to_act()[0]
        state.apply(normal_policy(state.observation(seat), state.legal_actions(), rng))
    obs = state.observation(state.to_act()[0])
    assert len(obs.legal_actions()) >= 60
    assert len(judgement.offer_candidates(obs)) <= 45
    assert len(root_candidates(obs)) <= agents.ROOT_CANDIDATES


def test_the_seller_prefers_a_good_shown_to_a_card_hidden_by_a_contraband_holder():
    # Seat 1 held the contraband and offers a card face down; seat 2 offers silk, which the seller lacks.
    state = position(phase="seller", seller=0, turn=2, has_sold=ALL_SOLD, sales=6,
                     hands=[[1, 1, 2, 2, 3, 3, 4, 5], [6, 6, 6, 7, 7, 7, 4], [7, 8, 8, 4, 4, 5, 5], [1, 1, 2, 2, 3, 3, 5, 8]],
                     market=[[8, True]], offers=[None, [0, False, 0], [6, True, 0], None], coins=[15, 14, 15, 15])
    assert decide(state) != ("accept", 1)


def test_normal_buyers_hide_the_contraband_and_sometimes_bluff_face_down():
    rng = random.Random(8)
    face_down = contraband_shown = 0
    for seed in range(6):
        state = G.new_game({"players": 4}, seed)
        while not state.is_terminal():
            action = decide_with(state, rng)
            if action[0] == "offer" and action[1] is not None:
                face_down += not action[2]
                contraband_shown += action[1] == CONTRABAND and action[2]
            state.apply(action)
    assert face_down and not contraband_shown


def decide_with(state, rng):
    seat = state.to_act()[0]
    return normal_policy(state.observation(seat), state.legal_actions(), rng)


def test_the_search_compares_only_the_candidates_and_plays_a_legal_one():
    state = G.new_game({"players": 4}, 9)
    rng = random.Random(9)
    while state.phase != "offers":
        state.apply(decide_with(state, rng))
    seat = state.to_act()[0]
    obs, legal = state.observation(seat), state.legal_actions()
    agent = make_agent("negoce", "hard", seed=1, seconds=None, iterations=60)
    result = agent.analyse(obs, legal)
    assert set(result.visits) <= set(root_candidates(obs)) and result.iterations == 60
    assert agent.decide(obs, legal, result) in legal
