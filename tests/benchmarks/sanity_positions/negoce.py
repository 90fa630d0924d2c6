"""Négoce 2 sanity positions (see __init__.py).

Cards are codes: 0 the contraband, 1 jade, 2 jewels, 3 perfume, 4 spices, 5 coffee, 6 silk, 7 wine, 8 tea.
At the start each seat holds its two monopolies, four cards each; later deals list every card.
"""

from cardtable.games.negoce.actions import seller_actions
from sanity_positions import SanityPosition

START_HANDS = [[1, 1, 1, 1, 2, 2, 2, 2], [3, 3, 3, 3, 4, 4, 4, 4], [5, 5, 5, 5, 6, 6, 6, 6], [7, 7, 7, 7, 8, 8, 8, 8]]


def raises_to(bid: int, least: int, purse: int = 15) -> tuple:
    """The raises a seat with `purse` may make that take the bid from `bid` to `least` coins or more."""
    return tuple(("raise", step) for step in (1, 2) if least <= bid + step <= purse)


def offers_of(hand, purse: int, least: int) -> tuple:
    """Every offer of `least` coins or more a buyer with `hand` and `purse` can make (with a card or not)."""
    sides = [(None, True)] + [(code, face_up) for code in sorted(set(hand)) for face_up in (True, False)]
    return tuple(("offer", code, face_up, coins) for code, face_up in sides for coins in range(least, purse + 1))


def offers_of_card(code: int, purse: int) -> tuple:
    """Every offer that holds the card `code`, face up or down, with any coins."""
    return tuple(("offer", code, face_up, coins) for face_up in (True, False) for coins in range(purse + 1))


def forces_but(hand, *kept) -> tuple:
    """The seller's forces with `hand` (the market card laid), but those in `kept`."""
    return tuple(action for action in seller_actions((), 5, 0, tuple(sorted(hand))) if action not in kept)


# --- the contraband's auction at the start: the blunder and its like -------------------------------
AUCTION_WHY = ("The contraband is a dead card: winning the auction only makes its buyer the first seller, worth a "
               "few coins at most. ")


def auction(name: str, why: str, bid: int, bidder: int, acting: int, least: int, in_auction=None,
            options=None) -> SanityPosition:
    """The contraband's auction at the start, the bid at `bid` (by `bidder`), `acting` to raise or drop (a
    purse of 15): raising to `least` coins or more is ruled out."""
    position = {"phase": "auction", "hands": START_HANDS, "opener": bidder, "bid": bid, "bidder": bidder,
                "acting": acting}
    if in_auction is not None:
        position["in_auction"] = in_auction
    return SanityPosition(name, AUCTION_WHY + why, position, ruled_out=raises_to(bid, least), options=options or {})


# Offers mid-game, to a seller whose market card helps nobody much (purses 14, 13, 16, 15; 2 paid for the
# contraband).
CONTRABAND_FACE_UP = {
    "phase": "offers", "seller": 1, "market": [[0, True]], "coins": [14, 13, 16, 15],
    "hands": [[1, 1, 1, 2, 2, 2, 3, 5], [1, 3, 3, 4, 4, 4, 6, 7], [2, 5, 5, 5, 6, 6, 6, 8], [3, 4, 7, 7, 7, 8, 8, 8]],
    "has_sold": [True, False, False, True], "sales": 6}
DUPLICATE_FACE_UP = {
    "phase": "offers", "seller": 3, "market": [[5, True]], "coins": [14, 13, 15, 12],
    "hands": [[1, 1, 2, 2, 3, 5, 5, 6], [1, 1, 2, 2, 3, 5, 6, 6], [4, 4, 7, 7, 7, 8, 8, 8], [0, 3, 3, 4, 4, 6, 7, 8]],
    "has_sold": [True, True, False, False], "sales": 5}
# The seller (seat 1) holds seven goods, lacks tea and has laid a second perfume; every seat has sold, so a
# hand of all eight goods wins at this sale's end. Seat 2 lacks perfume and holds two teas.
SELLER_LACKS_TEA = {
    "phase": "offers", "seller": 1, "market": [[3, True]], "coins": [14, 12, 15, 13],
    "hands": [[1, 2, 3, 4, 4, 7, 7, 8], [0, 1, 2, 3, 4, 5, 6, 7], [1, 1, 2, 5, 5, 6, 8, 8], [2, 3, 4, 5, 6, 6, 7, 8]],
    "has_sold": [True, True, True, True], "sales": 14}
# The seller (seat 0) has laid spices face up; seat 1 lacks only spices (seven goods), every seat has sold.
RIVAL_LACKS_SPICES = {
    "phase": "seller", "seller": 0, "turn": 2, "market": [[4, True]], "coins": [10, 8, 15, 13],
    "offers": [None, [None, True, 6], None, [5, True, 0]],
    "hands": [[0, 1, 1, 2, 2, 3, 4, 4], [1, 2, 3, 5, 6, 7, 8, 8], [1, 3, 5, 5, 6, 6, 7, 8], [2, 3, 4, 6, 7, 7, 8]],
    "has_sold": [True, True, True, True], "sales": 12}
RIVAL_SHOWS_TWO_TEAS = {
    "phase": "take", "seller": 0, "turn": 3, "named": 8, "market": [[4, True], [3, False]],
    "coins": [10, 14, 15, 13],
    "hands": [[0, 1, 1, 2, 2, 3, 4], [1, 2, 3, 5, 6, 7, 8, 8], [1, 4, 5, 5, 6, 6, 7, 8], [2, 3, 4, 5, 6, 7, 7, 8]],
    "has_sold": [True, True, True, True], "sales": 12}
# The seller (seat 0) holds seven goods and a second silk, lacks tea, which all three buyers hold; the
# contraband lies face down on the market; the fifth bidding turn is over.
SELLER_ONE_FORCE_FROM_WIN = {
    "phase": "seller", "seller": 0, "turn": 5, "market": [[0, False]], "coins": [12, 10, 13, 15],
    "offers": [None, [None, True, 3], [4, True, 1], None],
    "hands": [[1, 2, 3, 4, 5, 6, 6, 7], [1, 1, 1, 2, 2, 3, 8, 8], [2, 3, 3, 4, 4, 5, 8], [5, 5, 6, 6, 7, 7, 7, 8]],
    "has_sold": [True, True, True, True], "sales": 15}
# The seller (seat 0) lacks wine and tea, whose holders all hold two; seat 1 offers one of his two teas face up
# and 2 coins for the face-down contraband.
TEA_AND_COINS_FOR_CONTRABAND = {
    "phase": "seller", "seller": 0, "turn": 5, "market": [[0, False]], "coins": [13, 11, 12, 14],
    "offers": [None, [8, True, 2], [None, True, 2], None],
    "hands": [[1, 1, 2, 3, 4, 5, 6, 6], [1, 2, 3, 4, 7, 7, 8], [1, 2, 3, 5, 5, 6, 7, 7], [2, 3, 4, 4, 5, 6, 8, 8]],
    "has_sold": [True, True, False, True], "sales": 9}

POSITIONS = (
    auction("auction-whole-purse-at-start", "Raising 13 to 14 or 15 spends (nearly) the whole purse of 15 on it "
            "and leaves the seat with no coins to trade or to reach 31 with, while the others keep 15.",
            bid=13, bidder=3, acting=0, least=14),
    auction("auction-last-coin-duel", "Two bidders left at 14: raising to 15 pays the seat's whole purse for it.",
            bid=14, bidder=1, acting=2, least=15, in_auction=[False, True, True, False]),
    auction("auction-nearly-whole-purse", "At 11, raising to 12 or 13 pays four fifths of the purse for it; "
            "dropping lets a rival throw his coins away instead.", bid=11, bidder=1, acting=2, least=12),
    auction("auction-hidden-coins", "With hidden coins too, raising 12 to 13 or 14 empties the seat's purse (15) "
            "for it.", bid=12, bidder=0, acting=1, least=13, in_auction=[True, True, False, True],
            options={"hidden_coins": True}),
    auction("auction-short-game", "In a game of 30 sales, coins break the ties at the end: raising 12 to 13 or "
            "14 throws nearly the whole purse away.", bid=12, bidder=2, acting=3, least=13,
            options={"sale_limit": 30}),
    SanityPosition(
        "purse-for-contraband-face-up",
        "The market card is the contraband, face up, with no coins on it: worth nothing to anyone, at most the "
        "next seller's role to a coins-only buyer. Offering 8 coins or more for it pays half a purse for nothing.",
        CONTRABAND_FACE_UP,
        ruled_out=offers_of([2, 5, 6, 8], 16, 8)),
    SanityPosition(
        "purse-for-a-duplicate",
        "The market card is a coffee, face up, with no coins; the buyer holds two coffees already, and the "
        "buyers who lack it are far from a win. Offering 8 coins or more for it pays half a purse for a card "
        "that brings no new good.",
        DUPLICATE_FACE_UP,
        ruled_out=offers_of([1, 2, 3, 5, 6], 14, 8)),
    SanityPosition(
        "offer-the-seller-his-last-good",
        "The seller holds seven goods and lacks only tea, and everyone has sold: a tea offered to him, face up "
        "or down, lets him win the game by accepting it.",
        SELLER_LACKS_TEA,
        ruled_out=offers_of_card(8, 15)),
    SanityPosition(
        "accept-hands-rival-the-win",
        "Seat 1 lacks only spices, the face-up market card, and everyone has sold: accepting his 6 coins hands "
        "him his eighth good and the game, while seat 3 offers a good the seller lacks.",
        RIVAL_LACKS_SPICES,
        ruled_out=(("accept", 1),)),
    SanityPosition(
        "take-hands-rival-the-win",
        "After a force naming tea, seat 1 shows two teas and lacks only spices, the face-up market card: taking "
        "his tea gives him both market cards, his eighth good and the game; two other buyers showed a tea.",
        RIVAL_SHOWS_TWO_TEAS,
        ruled_out=(("take", 1),)),
    SanityPosition(
        "seller-misses-the-win",
        "The seller holds seven goods and a second silk, lacks only tea, and everyone has sold: forcing with the "
        "silk and naming tea wins the game at once; accepting 3 coins or a spice, or any other force, does not.",
        SELLER_ONE_FORCE_FROM_WIN,
        ruled_out=(("accept", 1), ("accept", 2)) + forces_but([1, 2, 3, 4, 5, 6, 6, 7], ("force", 6, 8))),
    SanityPosition(
        "force-instead-of-a-good-and-coins",
        "The seller lacks wine and tea, whose holders all hold two; seat 1 offers a tea and 2 coins for the "
        "face-down contraband. Accepting brings a new good, 2 coins and the next sale; any force brings at most a "
        "new good, costs a second card and hands the next sale to a rival, whom the contraband burdens either way.",
        TEA_AND_COINS_FOR_CONTRABAND,
        ruled_out=forces_but([1, 1, 2, 3, 4, 5, 6, 6])),
    SanityPosition(
        "coins-on-the-market-card",
        "The first seller lays his card: coins put on it go to its buyer, and a force gets him any good he "
        "lacks for two spare cards. Putting 8 coins or more on it gives half his purse away.",
        {"hands": [[0, 1, 1, 1, 1, 2, 2, 2, 2], START_HANDS[1], START_HANDS[2], START_HANDS[3]],
         "coins": [13, 15, 15, 15]},
        ruled_out=tuple(("market", code, face_up, coins) for code in (0, 1, 2) for face_up in (True, False)
                        for coins in range(8, 14))),
)
