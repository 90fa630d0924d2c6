"""How a game of Négoce 2 ends and is ranked (rulings section 4 and the spec's rulings).

Victory is checked after each sale once all four players have sold: 31 coins or more, or at least one card
of each of the 8 goods; several qualify: most coins wins, ties share. Without a winner, reaching the sale
limit ends the game: most different goods, then most coins, ties share.
"""

from __future__ import annotations

from .cards import GOODS, WIN_COINS, different_goods
from .phases import END_COINS, END_GOODS, END_LIMIT

# The score is the order the game ends in as one number: a win, then different goods, then coins (a purse
# never reaches 100 coins, nor the goods 10).
WIN_POINTS, GOOD_POINTS = 1000, 100


def has_all_goods(hand) -> bool:
    return all(good in hand for good in GOODS)


def qualifiers(hands, coins) -> tuple:
    """The seats that meet a victory condition now."""
    return tuple(seat for seat, hand in enumerate(hands) if coins[seat] >= WIN_COINS or has_all_goods(hand))


def victory(hands, coins) -> tuple[tuple, str | None]:
    """(winners, how) after a sale once all have sold: the qualifiers with the most coins; how is "coins"
    when they won with 31 coins or more (tied winners hold the same coins, so all or none of them do),
    else "goods". ((), None) when nobody qualifies."""
    qualified = qualifiers(hands, coins)
    if not qualified:
        return (), None
    most = max(coins[seat] for seat in qualified)
    winners = tuple(seat for seat in qualified if coins[seat] == most)
    return winners, END_COINS if most >= WIN_COINS else END_GOODS


def limit_winners(hands, coins) -> tuple:
    """The best seats by (different goods, coins)."""
    keys = [(different_goods(hand), coins[seat]) for seat, hand in enumerate(hands)]
    best = max(keys)
    return tuple(seat for seat, key in enumerate(keys) if key == best)


def outcome(hands, coins, has_sold, sales: int, sale_limit: int) -> tuple[tuple, str | None]:
    """(winners, how) at the end of a sale: a victory once all have sold, else the best seats at the sale
    limit; ((), None) while the game goes on."""
    winners, how = victory(hands, coins) if all(has_sold) else ((), None)
    if not winners and sales >= sale_limit:
        winners, how = limit_winners(hands, coins), END_LIMIT
    return winners, how


def places(hands, coins, winners) -> tuple:
    """Competition places: the winners share place 1; the others follow by (different goods, coins)."""
    keys = [(1, 0, 0) if seat in winners else (0, different_goods(hand), coins[seat])
            for seat, hand in enumerate(hands)]
    return tuple(1 + sum(other > mine for other in keys) for mine in keys)


def score(hand, coins: int, won: bool) -> int:
    return WIN_POINTS * won + GOOD_POINTS * different_goods(hand) + coins


ENDINGS = (END_COINS, END_GOODS, END_LIMIT)
