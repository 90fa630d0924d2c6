"""The phases of a game of Négoce 2 (rulings section 4 and our digital protocol).

"auction": the bidder to act raises or drops; "market": the seller lays his card for sale; "offers": the
buyer to act makes, changes, keeps or withdraws his offer; "seller": the seller accepts, waits or forces;
"take": after a force with several buyers showing, the seller picks whose card he takes; "over".
"""

AUCTION, MARKET, OFFERS, SELLER, TAKE, OVER = "auction", "market", "offers", "seller", "take", "over"
PHASES = (AUCTION, MARKET, OFFERS, SELLER, TAKE, OVER)

# How a game ends: by coins, by goods, or by the sale limit.
END_COINS, END_GOODS, END_LIMIT = "coins", "goods", "limit"
