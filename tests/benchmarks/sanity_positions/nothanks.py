"""No Thanks! sanity positions (see __init__.py).

Kinds: a dear card taken for too few chips when it extends no run (several stages, player counts and
variants); a card that closes a gap in one's runs refused when another seat must or will take it; a card
whose chips pay for it refused; one's last chip paid for a cheap card another seat will take; the last
card, where everything is known, taken or refused against the result. Letting a card of one's own runs go
round for chips when nobody else wants it is a real strategy, so no position rules it out.
"""

from sanity_positions import SanityPosition

POSITIONS = (
    # --- a dear card that extends no run, for a few chips, while the seat has chips to spare ---------
    SanityPosition(
        "high-card-for-one-chip",
        "35 with one chip on it extends no run of the seat's: taking it costs 34 points for one chip, while the "
        "seat has chips to spare.",
        {"turn": 0, "open_card": 35, "pot": 1, "cards": [[8], [14], [22]], "chips": [9, 10, 13]},
        ruled_out=("take",)),
    SanityPosition(
        "opening-33-four-players",
        "The game's first card, 33, with no chip on it: taking it costs 33 points for nothing, with eleven chips "
        "to refuse it and 23 cards still to come.",
        {"turn": 0, "open_card": 33, "pot": 0},
        ruled_out=("take",), options={"players": 4}),
    SanityPosition(
        "opening-34-after-two-passes",
        "34 has gone round to the seat with two chips on it and nobody holds a card near it: taking it costs 32 "
        "points, refusing costs one of its eleven chips.",
        {"turn": 1, "open_card": 34, "pot": 0},
        ruled_out=("take",), moves=((1, "pay"), (2, "pay"))),
    SanityPosition(
        "dear-card-midgame-five-players",
        "Halfway through a five-player game, 29 with two chips fits nobody's run: taking it costs 27 points while "
        "the seat still holds seven chips.",
        {"turn": 0, "open_card": 29, "pot": 2, "cards": [[5, 6], [12, 13, 14], [18], [34], [9, 10]],
         "chips": [7, 9, 10, 14, 13]},
        ruled_out=("take",), options={"players": 5}),
    SanityPosition(
        "seven-players-chips-shown",
        "Seven players, chips shown: 24 with one chip fits no run; taking it costs 23 points while the seat has "
        "six chips to refuse it.",
        {"turn": 3, "open_card": 24, "pot": 1, "cards": [[11], [], [30], [], [7], [], [17]],
         "chips": [8, 7, 9, 6, 7, 5, 6]},
        ruled_out=("take",), options={"players": 7, "chips": "shown"}),
    SanityPosition(
        "tactical-late-dear-card",
        "Tactical deck, four cards left: 27 with three chips fits no run of anyone's; taking it costs 24 points "
        "where refusing costs one of the seat's six chips.",
        {"turn": 0, "open_card": 27, "pot": 3,
         "cards": [[3, 4, 5, 12, 13, 22, 23], [7, 8, 15, 16, 17, 33, 34], [24, 25, 31, 32, 35]],
         "chips": [6, 11, 10]},
        ruled_out=("take",), options={"deck": "tactical"}),
    # --- a card that closes a gap in one's runs, refused when another seat must or will take it --------
    SanityPosition(
        "gap-card-next-seat-broke",
        "21 joins the seat's 20 and 22, taking 22 points off its cards; the next seat has no chip and must take "
        "it if the seat refuses.",
        {"turn": 0, "open_card": 21, "pot": 1, "cards": [[5, 20, 22], [8, 9, 15, 28, 29, 33], [12, 13]],
         "chips": [9, 0, 23]},
        ruled_out=("pay",)),
    SanityPosition(
        "gap-card-broke-rival-five-players",
        "14 joins the seat's 13 and 15 (15 points off); two seats on, a player without chips must take it if it "
        "reaches him, so refusing only throws away 15 points and a chip.",
        {"turn": 0, "open_card": 14, "pot": 0,
         "cards": [[13, 15, 27], [4, 5], [19, 20, 21, 31, 32, 33], [9], [24, 25]], "chips": [8, 12, 0, 17, 18]},
        ruled_out=("pay",), options={"players": 5}),
    # --- a card whose chips pay for it --------------------------------------------------------------
    SanityPosition(
        "nine-with-ten-chips",
        "9 with ten chips on it: taking it gains a point and ten chips; refusing pays a chip and hands the bargain "
        "to the next seat.",
        {"turn": 0, "open_card": 9, "pot": 10, "cards": [[26, 27], [14, 33], [5, 6], [18, 19, 20]],
         "chips": [6, 9, 10, 9]},
        ruled_out=("pay",), options={"players": 4}),
    SanityPosition(
        "tactical-seven-with-nine-chips",
        "Tactical deck, chips shown, the first card: 7 with nine chips on it gains two points and nine chips; "
        "refusing pays a chip and gives the bargain away.",
        {"turn": 0, "open_card": 7, "pot": 9, "chips": [7, 7, 7]},
        ruled_out=("pay",), options={"deck": "tactical", "chips": "shown"}),
    SanityPosition(
        "last-chip-for-nothing",
        "The seat's last chip: 9 with five chips costs it four points net, and the next seat, holding 10 and 11, "
        "will take it if refused, leaving the seat without chips for the thirteen cards to come.",
        {"turn": 0, "open_card": 9, "pot": 5, "cards": [[22, 23, 30], [10, 11], [15, 33], [5, 26, 27]],
         "chips": [1, 12, 13, 13]},
        ruled_out=("pay",), options={"players": 4}),
    # --- the last card: nothing hidden --------------------------------------------------------------
    SanityPosition(
        "last-card-rich-pot",
        "The last card, 3 with ten chips on it: taking it scores seven points net and ends the game; paying "
        "gives the chips and the card to the next seat, who takes them and ties the seat on 34.",
        {"turn": 0, "open_card": 3, "pot": 10, "deck": [], "removed": [4, 7, 10, 13, 16, 20, 23, 29, 33],
         "cards": [[5, 6, 34, 35], [8, 9, 11, 12, 14, 15, 17, 18, 19], [21, 22, 24, 25, 26, 27, 28, 30, 31, 32]],
         "chips": [6, 8, 9]},
        ruled_out=("pay",)),
    SanityPosition(
        "last-card-outlast",
        "The last card, 28, fits nobody: the seat leads on 46 against 64 and 66 but would finish on 74 by taking "
        "it; the others hold 3 and 4 chips, so refusing costs it at most four of its 26 before one of them must "
        "take it, and it wins.",
        {"turn": 0, "open_card": 28, "pot": 0, "deck": [], "removed": [3, 4, 5, 6, 7, 8, 9, 27, 29],
         "cards": [[10, 11, 12, 30, 32, 33], [13, 14, 15, 16, 20, 21, 34, 35],
                   [17, 18, 19, 22, 23, 24, 25, 26, 31]],
         "chips": [26, 3, 4]},
        ruled_out=("take",)),
    SanityPosition(
        "last-card-gap-broke-rival",
        "The last card, 21, joins the seat's 20 and 22: taking it ends the game on 16 against 25, a win; refusing "
        "gives it to others (the third seat has no chip and must take it) and leaves the seat second on 39.",
        {"turn": 0, "open_card": 21, "pot": 0, "deck": [], "removed": [3, 4, 5, 6, 7, 8, 9, 10, 11],
         "cards": [[20, 22, 23], [12, 13, 24, 25, 32, 33], [14, 15, 16, 26, 27, 34, 35],
                   [17, 18, 19, 28, 29, 30, 31]],
         "chips": [4, 20, 0, 20]},
        ruled_out=("pay",), options={"players": 4}),
    SanityPosition(
        "last-card-extends-run-rival-next",
        "The last card, 18 with two chips, extends the seat's 16-17 at no cost: taking it wins on 4 against 7; "
        "refused, it goes to the next seat, whose 19 it lowers, and who wins on 3 by taking it.",
        {"turn": 0, "open_card": 18, "pot": 2, "deck": [], "removed": [3, 4, 5, 6, 7, 8, 9, 10, 11],
         "cards": [[16, 17], [19, 20, 21, 22, 23, 24], [12, 13, 14, 15, 30, 31, 32, 33],
                   [25, 26, 27, 28, 29, 34, 35]],
         "chips": [10, 12, 10, 10]},
        ruled_out=("pay",), options={"players": 4, "chips": "shown"}),
    SanityPosition(
        "last-card-next-seat-gap",
        "The last card, 20 with one chip: taking it ends the game with the seat on 50 against 53 and 73, a win; "
        "refused, it closes the gap between the next seat's 19 and 21, who takes it and wins on 30.",
        {"turn": 0, "open_card": 20, "pot": 1, "deck": [], "removed": [3, 4, 5, 6, 7, 8, 9, 10, 11],
         "cards": [[12, 13, 14, 30, 31, 32], [19, 21, 22, 23, 33, 34],
                   [15, 16, 17, 18, 24, 25, 26, 27, 28, 29, 35]],
         "chips": [11, 20, 1]},
        ruled_out=("pay",)),
    SanityPosition(
        "last-card-next-seat-gap-tactical-four",
        "Tactical deck, the last card, 5 with one chip: taking it ends the game with the seat on 49, ahead of "
        "52, 66 and 79; refused, it closes the next seat's 4-6 gap, who takes it and wins on 44.",
        {"turn": 1, "open_card": 5, "pot": 1, "deck": [], "removed": [7, 8, 10, 20, 22, 23, 24, 30, 34],
         "cards": [[3, 9, 11, 28, 29, 32, 33], [12, 15, 16, 21], [4, 6, 13, 14, 17, 18, 25, 26, 27], [19, 31, 35]],
         "chips": [4, 3, 13, 19]},
        ruled_out=("pay",), options={"players": 4, "deck": "tactical"}),
    SanityPosition(
        "last-card-next-seat-gap-last-chip",
        "Tactical deck, five players, the last card, 8 with two chips: taking it ends the game with the seat on "
        "26, the best score; refusing pays its last chip and the next seat, whose 7 and 9 it joins, takes it and "
        "ties the seat on 21.",
        {"turn": 2, "open_card": 8, "pot": 2, "deck": [], "removed": [3, 5, 10, 13, 17, 20, 27, 30, 34],
         "cards": [[11, 12, 35], [14, 31, 32, 33], [21, 22, 23], [6, 7, 9, 28, 29],
                   [4, 15, 16, 18, 19, 24, 25, 26]],
         "chips": [4, 11, 1, 10, 22]},
        ruled_out=("pay",), options={"players": 5, "deck": "tactical"}),
    SanityPosition(
        "last-card-next-seat-gap-five-players",
        "Tactical deck, five players, the last card, 15 with two chips: taking it ends the game with the seat on "
        "28, ahead of 29; refused, it joins the next seat's 14 and 16, who takes it and wins on 10.",
        {"turn": 0, "open_card": 15, "pot": 2, "deck": [], "removed": [6, 10, 12, 20, 24, 29, 30, 33, 34],
         "cards": [[21, 22, 23], [3, 14, 16, 17], [13, 31, 32], [4, 5, 7, 8, 9, 11, 18, 19, 27, 28], [25, 26, 35]],
         "chips": [6, 4, 12, 20, 6]},
        ruled_out=("pay",), options={"players": 5, "deck": "tactical"}),
)
