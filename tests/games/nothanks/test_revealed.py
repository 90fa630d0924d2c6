"""No Thanks!'s revealed observation: every seat's chips, the deck in the order it is turned up, the cards out."""

import random

from cardtable.games import get_game
from cardtable.games.nothanks.rules import ALL_CARDS, PAY, TAKE

G = get_game("nothanks")


def mid_game(seed: int, moves: int, chips: str = "hidden"):
    state = G.new_game({"players": 4, "chips": chips}, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_every_seats_chips_are_revealed_though_hidden_to_the_viewer():
    state = mid_game(3, 25)
    revealed = state.revealed_observation(1)
    assert revealed.chips[0] is None and revealed.chips[1] == state.chips[1]
    assert revealed.revealed_chips == tuple(state.chips)
    for seat in range(4):
        assert revealed.revealed_chips[seat] == state.observation(seat).chips[seat]


def test_the_revealed_deck_is_turned_up_in_its_order_and_the_removed_cards_are_never_seen():
    state = mid_game(4, 10)
    revealed = state.revealed_observation(0)
    assert len(revealed.revealed_deck) == revealed.deck_size
    assert len(revealed.revealed_removed) == 9
    seen = revealed.seen_cards()
    assert sorted([*seen, *revealed.revealed_deck, *revealed.revealed_removed]) == list(ALL_CARDS)
    coming = list(revealed.revealed_deck)
    while not state.is_terminal():
        if state.legal_actions() == (TAKE,) or random.Random(len(state.history)).random() < 0.4:
            state.apply(TAKE)
            if not state.is_terminal():
                assert state.open_card == coming.pop(0)
        else:
            state.apply(PAY)
    assert coming == []
    assert not set(revealed.revealed_removed) & state.observation(None).seen_cards()


def test_with_chips_shown_the_revealed_chips_agree_with_the_public_ones():
    state = mid_game(5, 12, chips="shown")
    revealed = state.revealed_observation(2)
    assert revealed.revealed_chips == revealed.chips
