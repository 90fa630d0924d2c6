"""Random legal playouts of Négoce 2: every card and coin accounted for at every step, every game ends."""

from __future__ import annotations

import pytest

from .conftest import DECK, TOTAL_COINS, all_cards, coins_in_play, random_game


@pytest.mark.parametrize("hidden", [False, True])
@pytest.mark.parametrize("seed", range(6))
def test_random_games_account_for_every_card_and_coin(seed, hidden):
    for state in random_game(seed, hidden_coins=hidden):
        state.check_invariants()
        assert all_cards(state) == DECK
        assert coins_in_play(state) == TOTAL_COINS - state.paid_out
    assert state.is_terminal() and state.winners and state.end in ("coins", "goods", "limit")
    assert state.sales <= state.sale_limit
