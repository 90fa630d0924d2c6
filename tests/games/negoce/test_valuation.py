"""How the search values a playout stopped short of the end (valuation.win_chances)."""

from __future__ import annotations

from cardtable.games.negoce.valuation import Holding, win_chances


def test_a_stopped_playout_values_a_purse_kept_above_one_spent():
    # Five goods each: the goods road is the shorter for all, yet 15 coins buy goods that none do not.
    goods = [0, 1, 1, 1, 1, 1, 0, 0, 0]
    kept, spent, some = (Holding.from_counts(goods, coins) for coins in (15, 0, 7))
    chances = win_chances([kept, spent, some, some])
    assert chances[0] > 2 * chances[1]
    assert chances[0] > chances[2] > chances[1]


def test_a_seat_that_has_won_takes_the_whole_chance():
    won = Holding.from_counts([0, 1, 1, 1, 1, 1, 1, 1, 1], 0)
    rich = Holding.from_counts([0, 1, 1, 1, 1, 1, 1, 1, 0], 30)
    assert win_chances([won, rich, rich, rich]) == [1.0, 0.0, 0.0, 0.0]
