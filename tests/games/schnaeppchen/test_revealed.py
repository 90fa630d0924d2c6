"""Schnäppchen Jagd's revealed observation: every hand and junk pile, the set-aside cards, the stock's order."""

import random
from collections import Counter

from cardtable.games import get_game
from cardtable.games.schnaeppchen.cards import DECK

G = get_game("schnaeppchen")


def states(players: int, seed: int):
    state = G.new_game({"players": players}, seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        yield state.clone()
        state.apply(rng.choice(state.legal_actions()))


def test_each_seats_hand_and_junk_are_what_its_own_observation_shows():
    for state in list(states(4, 2))[::11]:
        revealed = state.revealed_observation(0)
        for seat in range(4):
            own = state.observation(seat)
            assert revealed.revealed_hands[seat] == own.hand
            assert revealed.revealed_junk[seat] == own.my_junk
        assert len(revealed.revealed_stock) == revealed.stock_size
        assert len(revealed.revealed_set_aside) == revealed.set_aside_size


def test_the_revealed_cards_with_the_public_ones_make_the_whole_deck():
    for players in (3, 4):
        for state in list(states(players, players))[::17]:
            obs = state.revealed_observation(1)
            cards = [*obs.revealed_stock, *obs.revealed_set_aside, *obs.discard, *(play.card for play in obs.trick)]
            for seat in range(players):
                cards += [*obs.revealed_hands[seat], *obs.revealed_junk[seat], *obs.bargain[seat]]
            assert Counter(cards) == Counter(DECK)


def test_the_revealed_stock_lists_the_next_card_dealt_first():
    state = G.new_game({"players": 3}, 7)
    obs = state.revealed_observation(0)
    assert tuple(obs.revealed_stock) == tuple(reversed(state.stock))
    assert obs.revealed_stock[0] == state.stock[-1]  # the top, dealt next (the engine pops from the end)
