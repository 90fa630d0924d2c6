"""Positions: `position()` and `Negoce.from_position` rebuild the game; cards by code or name; defaults;
a bad field is named; what a position cannot say (each seat's notes) starts from the hands listed."""

from __future__ import annotations

import json
import random

import pytest

from cardtable.games import OptionError

from .conftest import BASE_HANDS, CONTRABAND, G, JADE, PERFUME, build, play


def played(seed: int, moves: int):
    state = G.new_game({"players": 4}, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("moves", [0, 5, 17, 40, 400])
def test_a_position_rebuilds_the_state_and_plays_on_alike(moves):
    state = played(moves, moves)
    position = json.loads(json.dumps(state.position()))
    rebuilt = G.from_position(position, state.options)
    assert rebuilt.position() == state.position()
    assert rebuilt.to_act() == state.to_act() and rebuilt.legal_actions() == state.legal_actions()
    rng = random.Random(1)
    while not state.is_terminal():
        action = rng.choice(state.legal_actions())
        state.apply(action)
        rebuilt.apply(action)
    assert rebuilt.position() == state.position() and rebuilt.winners == state.winners


def test_cards_may_be_named_and_fields_left_out():
    named = [[("contraband" if code == CONTRABAND else ["", "jade", "jewels", "perfume", "spices", "coffee", "silk",
                                                        "wine", "tea"][code]) for code in hand] for hand in BASE_HANDS]
    state = G.from_position({"hands": named, "coins": [14, 15, 15, 15]})
    assert state.hands[0] == tuple(sorted(BASE_HANDS[0]))
    assert state.phase == "market" and state.seller == 0 and state.paid_out == 1 and state.bidder == 0
    assert state.monopolies == ((1, 2), (3, 4), (5, 6), (7, 8)) and state.sales == 0


def test_a_position_in_the_middle_of_a_sale():
    hands = [[CONTRABAND] + [JADE] * 3 + [2] * 4, [PERFUME] * 3 + [4] * 4, BASE_HANDS[2], BASE_HANDS[3]]
    state = build(hands, coins=[14, 13, 15, 15], phase="offers", seller=0, market=[["jade", False]],
                  offers=[None, ["perfume", False, 2], None, None], buyer_index=1)
    assert state.to_act() == (2,) and state.turn == 1 and state.paid_out == 1
    # Each seat starts knowing the hands as listed, but not the face-down cards on the table.
    third = state.observation(3)
    assert third.bounds[1][PERFUME] == (3, 4) and third.bounds[0][JADE] == (3, 4)
    assert state.observation(0).bounds[1][PERFUME] == (3, 4)
    assert state.observation(1).bounds[1][PERFUME] == (3, 3)
    assert state.observation(3).bounds[2] == tuple((n, n) for n in (0, 0, 0, 0, 0, 4, 4, 0, 0))


@pytest.mark.parametrize("fields, words", [
    ({}, "must give its hands"),
    ({"hands": BASE_HANDS, "phase": "bargain"}, "phase"),
    ({"hands": [[0, 1]] + BASE_HANDS[1:], "seller": 0}, "nowhere"),
    ({"hands": [["gold"]] + BASE_HANDS[1:]}, "No card is called 'gold'"),
    ({"hands": BASE_HANDS, "phase": "offers"}, "name its seller"),
    ({"hands": BASE_HANDS, "coins": [15, 15, 15, 15], "paid_out": 3}, "coins add up to 63"),
    ({"hands": BASE_HANDS, "offers": [None, [1, "yes", 2], None, None]}, r"offers\[1\] must be true or false"),
    ({"hands": BASE_HANDS, "monopolies": [[1, 1], [3, 4], [5, 6], [7, 8]]}, "monopolies"),
    ({"hands": BASE_HANDS, "end": "boredom"}, "end"),
])
def test_a_bad_position_names_what_is_wrong(fields, words):
    with pytest.raises(OptionError, match=words):
        G.from_position(fields, {"players": 4})


def test_the_history_starts_at_the_position_and_replays():
    state = build()
    play(state, ("market", JADE, True, 1), ("keep",))
    replayed = G.replay(json.loads(json.dumps(state.record())))
    assert replayed == state and replayed.history == state.history


def test_a_position_after_a_force_needs_only_the_named_good():
    hands = [[JADE] * 3 + [2] * 4, [PERFUME] * 4 + [4] * 3 + [5], [5] * 3 + [6] * 4 + [4], BASE_HANDS[3]]
    state = build(hands, coins=[12, 15, 15, 15], phase="take", seller=0, market=[["jade", True], ["contraband", False]],
                  market_coins=2, named="coffee")
    assert state.shown == [0, 1, 3, 0] and state.to_act() == (0,)
    assert state.legal_actions() == (("take", 1), ("take", 2))
    assert state.observation(1).bounds[0][5] == (0, 0)


def test_a_finished_game_as_a_position():
    state = build(coins=[31, 5, 9, 14], phase="over", winners=[0], end="coins", has_sold=[True] * 4)
    assert state.is_terminal() and state.to_act() == () and state.ranking().winners == (0,)


AUCTION = G.new_game({"players": 4}, 3).position()
MARKET = {"hands": BASE_HANDS, "coins": [14, 15, 15, 15]}
OFFERS = {"hands": [[CONTRABAND] + [JADE] * 3 + [2] * 4, [PERFUME] * 3 + [4] * 4, BASE_HANDS[2], BASE_HANDS[3]],
          "coins": [14, 13, 15, 15], "phase": "offers", "seller": 0, "market": [["jade", False]],
          "offers": [None, ["perfume", False, 2], None, None], "buyer_index": 1}
TAKE = {"hands": [[JADE] * 3 + [2] * 4, [PERFUME] * 4 + [4] * 3 + [5], [5] * 3 + [6] * 4 + [4], BASE_HANDS[3]],
        "coins": [12, 15, 15, 15], "phase": "take", "seller": 0, "market": [["jade", True], ["contraband", False]],
        "market_coins": 2, "named": "coffee"}
OVER = {**MARKET, "coins": [31, 5, 9, 14], "phase": "over", "winners": [0], "end": "coins", "has_sold": [True] * 4}


@pytest.mark.parametrize("position, fields, named", [
    (AUCTION, {"winners": [1]}, "winners"),
    (AUCTION, {"end": "coins"}, "end"),
    (AUCTION, {"winners": [1], "end": "coins"}, "winners"),
    (AUCTION, {"turn": 2}, "turn"),
    (AUCTION, {"buyer_index": 2}, "buyer_index"),
    (AUCTION, {"acting": None}, "acting"),
    (MARKET, {"winners": [0]}, "winners"),
    (MARKET, {"turn": 1}, "turn"),
    (MARKET, {"buyer_index": 1}, "buyer_index"),
    (MARKET, {"in_auction": [True, True, False, False]}, "in_auction"),
    (MARKET, {"in_auction": [False, True, False, False]}, "in_auction"),
    (MARKET, {"bid": 5}, "bid"),
    (MARKET, {"coins": [15, 15, 15, 15]}, "paid_out"),
    (OFFERS, {"winners": [2], "end": "goods"}, "winners"),
    (OFFERS, {"in_auction": [True] * 4}, "in_auction"),
    (TAKE, {"winners": [1]}, "winners"),
    (TAKE, {"turn": 0}, "turn"),
    (TAKE, {"buyer_index": 1}, "buyer_index"),
    (OVER, {"turn": 2}, "turn"),
    (OVER, {"buyer_index": 1}, "buyer_index"),
    (OVER, {"winners": [0, 0]}, "winners"),
    (OVER, {"winners": [1]}, "winners"),
    (OVER, {"end": "goods"}, "end"),
    (OVER, {"has_sold": [True, True, True, False]}, "winners"),
    (OVER, {"acting": 0}, "acting"),
    (OVER, {"coins": [29, 5, 9, 14], "market_coins": 2}, "table is clear"),
    (OVER, {"seller": None}, "seller"),
])
def test_a_field_that_contradicts_the_phase_is_refused_naming_it(position, fields, named):
    G.from_position(position, {"players": 4})  # the position itself is sound
    with pytest.raises(OptionError) as raised:
        G.from_position({**position, **fields}, {"players": 4})
    assert named in raised.value.reason


def test_every_phase_of_played_games_keeps_its_fields_and_rebuilds():
    phases = set()
    for seed in range(12):
        state = G.new_game({"players": 4}, seed)
        rng = random.Random(seed)
        while True:
            phases.add(state.phase)
            rebuilt = G.from_position(json.loads(json.dumps(state.position())), state.options)
            assert rebuilt.position() == state.position()
            if state.is_terminal():
                break
            state.apply(rng.choice(state.legal_actions()))
    assert phases == {"auction", "market", "offers", "seller", "take", "over"}
