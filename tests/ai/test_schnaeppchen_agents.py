"""Schnäppchen Jagd computer players: legal choices, consistent determinization, observation only."""

import random

import pytest

from cardtable.ai import LEVELS, make_agent
from cardtable.ai.play import play_game
from cardtable.games import get_game
from cardtable.games.schnaeppchen import SchnaeppchenObservation
from cardtable.games.schnaeppchen.agents import Determinizer, playout_policy
from cardtable.games.schnaeppchen.cards import DECK, SUPER
from cardtable.games.schnaeppchen import tricks

from .test_agents import Spy, contains_state

GAME = get_game("schnaeppchen")


def positions(count, seed=0):
    rng = random.Random(seed)
    for index in range(count):
        state = GAME.new_game({"players": 3 + index % 2, "sorting": ["standard", "strict"][index % 3 == 0]},
                              index)
        for _ in range(rng.randint(0, 200)):
            if state.is_terminal():
                break
            state.apply(rng.choice(state.legal_actions()))
        if not state.is_terminal():
            yield state


def all_cards(state):
    cards = state.stock + state.set_aside + state.discard + [play.card for play in state.trick]
    for group in (state.hands, state.bargain, state.junk):
        for pile in group:
            cards += pile
    return sorted(cards)


def test_samples_match_the_observation_keep_every_card_and_respect_voids():
    rng = random.Random(5)
    for state in positions(80):
        seat = state.turn
        observation = state.observation(seat)
        determinizer = Determinizer(observation)
        for _ in range(3):
            sample = determinizer.sample(rng)
            assert sample.observation(seat) == observation
            assert all_cards(sample) == sorted(DECK)
            assert sample.leader == state.leader or state.phase == "sort"
            for other, colours in observation.voids().items():
                if other != seat:
                    assert not any(code != SUPER and code // 10 in colours for code in sample.hands[other])


def test_playouts_from_samples_always_have_a_legal_move():
    rng = random.Random(6)
    for state in positions(40, seed=3):
        world = Determinizer(state.observation(state.turn)).sample(rng)
        while not world.is_terminal():
            legal = world.legal_actions()
            assert legal
            action = playout_policy(world, rng)
            assert action in legal
            world.apply_unchecked(action)


def test_would_take_lead_agrees_with_the_trick_winner():
    rng = random.Random(7)
    compared = 0
    for seed in range(60):
        state = GAME.new_game({"players": 3 + seed % 2}, seed)
        while not state.is_terminal():
            if state.phase == "play":
                current = tricks.standing(state.trick)
                for action in state.legal_actions():
                    play = tricks.Play(state.turn, action[1], action[2], action[3])
                    expected = tricks.winner(state.trick + [play]) == state.turn
                    assert tricks.would_take_lead(current, play) == expected
                    compared += 1
            state.apply(rng.choice(state.legal_actions()))
    assert compared > 10000


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_chooses_legally_from_its_observation(level):
    agent = make_agent("schnaeppchen", level, seed=1, iterations=20)
    for state in positions(25, seed=9):
        observation = state.observation(state.turn)
        assert agent.choose(observation, state.legal_actions()) in state.legal_actions()


def test_agents_receive_only_observations_without_other_hands_or_junk():
    spies = [Spy(make_agent("schnaeppchen", level, seed=seat, iterations=10), seat)
             for seat, level in enumerate(["hard", "normal", "easy"])]
    played = play_game("schnaeppchen", spies, seed=4)
    assert played.state.is_terminal()
    for spy in spies:
        for (observation, legal), _ in spy.calls:
            assert type(observation) is SchnaeppchenObservation and observation.seat == spy.seat
            assert not contains_state((observation, legal))
            assert tuple(legal) == tuple(observation.legal_actions())
            assert not hasattr(observation, "hands") and not hasattr(observation, "junk")
