"""Auf falscher Fährte: the hard level's determinizer samples complete states that look exactly like the
observation to the observing seat (as OpenSpiel's IS-MCTS asserts), in every phase, at 3 and 4 players,
with and without jokers; it keeps what the seat knows (its hand and hidden card, the revealed cards, the
leftover, the cards played), respects the voids the others showed, never hides a joker, and varies what the
seat cannot see. The search's shared samples are fresh copies of one such state, one per legal action."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from cardtable.games import get_game
from cardtable.games.faehrte import judgement
from cardtable.games.faehrte.cards import JOKER, deck
from cardtable.games.faehrte.determinize import Determinizer, SharedWorlds

G = get_game("faehrte")
TABLES = [(3, False), (3, True), (4, False), (4, True)]


def positions(players, jokers, games=3, seed=0, every=2):
    """States of random games (every `every`-th decision), each phase included."""
    rng = random.Random(seed)
    for game in range(games):
        state = G.new_game({"players": players, "jokers": jokers}, seed * 50 + game)
        step = 0
        while not state.is_terminal():
            if step % every == 0:
                yield state
            state.apply(rng.choice(state.legal_actions()))
            step += 1


def all_cards(state) -> Counter:
    cards = Counter()
    for hand in state.hands:
        cards.update(hand)
    cards.update(code for _, code in state.pile + state.revealed + state.trick)
    cards.update(code for plays, _ in state.round_tricks for _, code in plays)
    if state.leftover is not None:
        cards[state.leftover] += 1
    return cards


@pytest.mark.parametrize("players, jokers", TABLES)
def test_every_sample_looks_like_the_observation_to_every_seat_in_every_phase(players, jokers):
    rng = random.Random(players)
    phases = Counter()
    for state in positions(players, jokers):
        for seat in range(players):
            obs = state.observation(seat)
            determinizer = Determinizer(obs)
            for _ in range(2):
                sample = determinizer.sample(rng)
                sample.check_invariants()
                assert sample.observation(seat) == obs
                assert sample.to_act() == state.to_act() and sample.legal_actions(seat) == obs.legal_actions()
                assert all_cards(sample) == Counter(deck(players, jokers))
            phases[obs.phase] += 1
    assert phases["hide"] and phases["play"] and phases["trump"]


@pytest.mark.parametrize("players, jokers", TABLES)
def test_samples_keep_what_the_seat_knows_respect_voids_and_never_hide_a_joker(players, jokers):
    rng = random.Random(10 + players)
    voids_checked = 0
    for state in positions(players, jokers, seed=1, every=3):
        seat = state.current_seat
        obs = state.observation(seat)
        determinizer = Determinizer(obs)
        for _ in range(4):
            sample = determinizer.sample(rng)
            assert sample.hands[seat] == list(obs.hand) and sample.hidden_laid[seat] == obs.my_hidden
            assert sample.leftover == obs.leftover
            assert tuple(code for _, code in sample.revealed) == obs.revealed
            assert JOKER not in sample.hidden_laid and all(code != JOKER for _, code in sample.pile)
            # a revealed card is the hidden card of the seat the sample says it is
            assert all(sample.hidden_laid[owner] == code for owner, code in sample.revealed)
            for other, colours in obs.voids().items():
                if other != seat and colours:
                    assert not any(code != JOKER and code // 13 in colours for code in sample.hands[other])
                    voids_checked += 1
    assert voids_checked


@pytest.mark.parametrize("players, jokers", TABLES)
def test_samples_vary_what_the_seat_cannot_see(players, jokers):
    rng = random.Random(3)
    varied = compared = 0
    for state in positions(players, jokers, games=1, seed=2, every=7):
        obs = state.observation(state.current_seat)
        determinizer = Determinizer(obs)
        hidden = {(tuple(map(tuple, sample.hands)), tuple(sample.pile))
                  for sample in (determinizer.sample(rng) for _ in range(6))}
        varied += len(hidden) > 1
        compared += 1
    assert compared and varied >= compared * 3 // 4


@pytest.mark.parametrize("players, jokers", TABLES)
def test_shared_samples_are_fresh_copies_of_one_state_per_legal_action(players, jokers):
    rng = random.Random(7)
    for state in positions(players, jokers, games=2, seed=3, every=3):
        seat = state.current_seat
        obs = state.observation(seat)
        determinizer = SharedWorlds(obs)
        batch = [determinizer.sample(rng) for _ in range(len(obs.legal_actions()))]
        assert all(sample.observation(seat) == obs for sample in batch)
        assert all(sample.position() == batch[0].position() for sample in batch)
        assert len({id(sample.hands[0]) for sample in batch}) == len(batch)  # copies, played apart
        if len(batch) > 1:
            batch[0].apply_unchecked(obs.legal_actions()[0])
            assert batch[-1].position() != batch[0].position()


def test_a_strong_hand_makes_a_high_hidden_card_likelier_than_a_low_one():
    state = G.new_game({"players": 4, "jokers": False}, 5)
    rng = random.Random(1)
    while state.phase == "hide" or len(state.round_tricks) < 1:
        state.apply(rng.choice(state.legal_actions()))
    determinizer = Determinizer(state.observation(0))
    strong = [12, 11, 10, 25, 24, 38, 37, 51, 50, 49]  # the top cards of every colour
    weak = [0, 1, 2, 13, 14, 26, 27, 39, 40, 41]
    other = 1
    for hand, high_is_likelier in ((strong, True), (weak, False)):
        hands = {seat: list(hand) if seat == other else [] for seat in determinizer.others}
        high = determinizer.deal_weight(hands, {other: 3 * 13 + 9})
        low = determinizer.deal_weight(hands, {other: 3 * 13 + 1})
        assert (high > low) == high_is_likelier
        assert min(high, low) > 0.1 * max(high, low)  # a lean, never a certainty


def test_win_chances_share_the_win_at_the_end_and_favour_the_leader_before():
    assert judgement.win_chances((5, 9, 9), 0) == (0.0, 0.5, 0.5)
    early = judgement.win_chances((5, 9, 7), 4)
    assert sum(early) == pytest.approx(1.0) and early[1] > early[2] > early[0] > 0
    late = judgement.win_chances((5, 9, 7), 1)
    assert late[1] > early[1]
