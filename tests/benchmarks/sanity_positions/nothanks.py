"""No Thanks! sanity positions (see __init__.py)."""

from sanity_positions import SanityPosition

POSITIONS = (
    SanityPosition(
        "high-card-for-one-chip",
        "35 with one chip on it extends no run of the seat's: taking it costs 34 points for one chip, while the "
        "seat has chips to spare.",
        {"turn": 0, "open_card": 35, "pot": 1, "cards": [[8], [14], [22]], "chips": [9, 10, 13]},
        ruled_out=("take",)),
    SanityPosition(
        "last-card-rich-pot",
        "The last card, 3 with ten chips on it: taking it scores seven points net and ends the game; paying "
        "gives the chips and the card to the next seat.",
        {"turn": 0, "open_card": 3, "pot": 10, "deck": [], "removed": [4, 7, 10, 13, 16, 20, 23, 29, 33],
         "cards": [[5, 6, 34, 35], [8, 9, 11, 12, 14, 15, 17, 18, 19], [21, 22, 24, 25, 26, 27, 28, 30, 31, 32]],
         "chips": [6, 8, 9]},
        ruled_out=("pay",)),
)
