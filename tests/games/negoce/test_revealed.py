"""Négoce 2's revealed observation: every hand and purse, the face-down market cards, every offer in full."""

import random

from cardtable.games import get_game
from cardtable.games.negoce.observation import Offer

G = get_game("negoce")


def states(seed: int, hidden_coins: bool):
    state = G.new_game({"players": 4, "hidden_coins": hidden_coins}, seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        yield state.clone()
        state.apply(rng.choice(state.legal_actions()))


def test_each_seats_hand_purse_and_offer_are_what_its_own_observation_shows():
    offers = 0
    for state in list(states(4, hidden_coins=True))[::3][:60]:
        revealed = state.revealed_observation(0)
        for seat in range(4):
            own = state.observation(seat)
            assert revealed.revealed_hands[seat] == own.hand
            assert revealed.revealed_coins[seat] == own.coins[seat]
            assert revealed.revealed_offers[seat] == own.offers[seat]  # a buyer knows its own offer whole
            offers += own.offers[seat] is not None
    assert offers


def test_face_down_market_cards_and_hidden_offer_coins_are_revealed():
    face_down = hidden_coins = 0
    for state in list(states(6, hidden_coins=True))[:200]:
        revealed = state.revealed_observation(1)
        assert len(revealed.revealed_market) == len(revealed.market)
        for code, (seen, face_up) in zip(revealed.revealed_market, revealed.market):
            assert code is not None and (seen is None or seen == code)
            face_down += not face_up
        for offer, seen in zip(revealed.revealed_offers, revealed.offers):
            assert (offer is None) == (seen is None)
            if offer is not None:
                assert isinstance(offer, Offer) and offer.coins is not None
                hidden_coins += seen.coins is None
    assert face_down and hidden_coins
