"""Schnäppchen Jagd sanity positions (see __init__.py). Seats 0-2 or 0-3; a card is "colour value"; a trick
is worth +1 to its winner per card of the value he collects (his bargain pile's top) and -1 per other card."""

from sanity_positions import SanityPosition

from cardtable.games.schnaeppchen.cards import from_name


def play(card: str, trump: bool | None = None, higher: bool | None = None) -> tuple:
    """A play in the game's action form, the card named."""
    return ("play", from_name(card), trump, higher)


STRICT = {"players": 3, "sorting": "strict"}


def three_sevens_led(last_hand: list) -> dict:
    """Round 2, four players: seat 0 (collecting 7s) led the red 7, seats 1 and 2, out of red, threw a yellow
    and a green 7 on it, not trump; seat 3, collecting 7s too, holds `last_hand` and plays last."""
    return {"round": 2, "dealer": 3,
            "hands": [["red 1", "red 4", "blue 2", "purple 8"], ["yellow 3", "yellow 9", "blue 6", "purple 2"],
                      ["green 2", "green 8", "blue 9", "grey 9"], last_hand],
            "bargain": [["grey 7"], ["green 4"], ["yellow 1"], ["purple 7"]],
            "junk": [["red 3"], ["yellow 8"], [], ["blue 5"]],
            "trick": [[0, "red 7"], [1, "yellow 7", False], [2, "green 7", False]]}

POSITIONS = (
    SanityPosition(
        "twin-above-takes-junk-trick",
        "Last to play, seat 3 (collecting 4s) faces green 5, green 9, green 2: its green 9 declared above its "
        "twin takes four junk cards, while the same 9 declared below, or the green 1, leaves the trick to seat 1.",
        {"round": 2, "dealer": 3,
         "hands": [["red 1", "red 5", "yellow 6", "blue 2", "purple 7", "grey 3", "grey 9"],
                   ["red 2", "yellow 1", "yellow 5", "blue 9", "purple 4", "purple 6", "grey 8"],
                   ["red 7", "yellow 9", "blue 1", "blue 5", "purple 3", "grey 2", "grey 5"],
                   ["green 9", "green 1", "red 6", "yellow 3", "blue 8", "purple 2", "grey 7", "grey 1"]],
         "bargain": [["red 3"], ["yellow 8"], ["grey 6"], ["blue 4"]],
         "junk": [["red 9", "yellow 2"], [], ["purple 9"], ["red 8", "purple 1"]],
         "trick": [[0, "green 5"], [1, "green 9"], [2, "green 2"]]},
        ruled_out=(play("green 9", higher=True),)),
    SanityPosition(
        "last-wins-junk-with-high-card",
        "Three players, last to play: red 6 and red 3 hold nothing of seat 2's 9s, so its red 8 takes three junk "
        "cards where the red 1 leaves the trick to seat 0.",
        {"round": 3, "dealer": 2,
         "hands": [["yellow 2", "green 4", "green 8", "blue 1", "purple 5", "grey 3", "grey 7"],
                   ["red 4", "yellow 5", "yellow 7", "blue 6", "purple 2", "purple 8", "grey 1"],
                   ["red 8", "red 1", "yellow 3", "green 6", "blue 2", "blue 8", "purple 4", "grey 5"]],
         "bargain": [["green 2"], ["blue 5"], ["yellow 9"]],
         "junk": [["red 2"], ["grey 4", "grey 6"], ["green 1"]],
         "trick": [[0, "red 6"], [1, "red 3"]]},
        ruled_out=(play("red 8"),)),
    SanityPosition(
        "void-declares-junk-trump",
        "Three players, last to play and out of red: declaring its card trump takes red 4, red 8 and its own card, "
        "none of seat 2's 9s; declaring it not trump leaves the trick to seat 1 at no cost.",
        {"round": 3, "dealer": 2,
         "hands": [["yellow 1", "green 3", "green 7", "blue 4", "purple 6", "grey 2", "grey 8"],
                   ["red 5", "yellow 4", "yellow 6", "blue 3", "purple 1", "purple 7", "grey 6"],
                   ["yellow 2", "green 6", "blue 7", "blue 1", "purple 3", "purple 8", "grey 5", "grey 4"]],
         "bargain": [["blue 2"], ["green 5"], ["yellow 9"]],
         "junk": [["red 2"], [], ["green 1", "red 7"]],
         "trick": [[0, "red 4"], [1, "red 8"]]},
        ruled_out=tuple(play(card, trump=True) for card in
                        ("yellow 2", "green 6", "blue 7", "blue 1", "purple 3", "purple 8", "grey 5", "grey 4"))),
    SanityPosition(
        "void-trump-takes-four-sevens",
        "Seat 0 led red 7 and collects 7s; two seats out of red threw a yellow and a green 7 on it, not trump. "
        "Seat 3, last, out of red and collecting 7s too, wins three 7s by declaring its blue, purple or grey card "
        "trump (+2); any other play hands the three 7s to seat 0 (+2 to a rival).",
        three_sevens_led(["blue 3", "purple 5", "grey 8", "yellow 2", "green 1"]),
        ruled_out=(play("blue 3", trump=False), play("purple 5", trump=False), play("grey 8", trump=False),
                   play("yellow 2"), play("green 1"))),
    SanityPosition(
        "twin-below-gives-away-four-sevens",
        "As above, but seat 3 holds the other red 7: declared above its twin it wins all four 7s (+4), and the "
        "red 8 wins three (+2); the red 1, or the 7 declared below, hands three 7s to seat 0, who collects them.",
        three_sevens_led(["red 7", "red 1", "red 8", "yellow 2", "green 1"]),
        ruled_out=(play("red 1"), play("red 7", higher=False))),
    SanityPosition(
        "gift-to-super-offer-winner",
        "Seat 0 led a super offer and collects 4s, so the trick is its whatever follows. Seat 2, out of red, "
        "would score a point for seat 0 with its yellow 4 where any other card lands in seat 0's junk.",
        {"round": 2, "dealer": 3,
         "hands": [["red 2", "yellow 5", "green 6", "blue 1", "purple 3", "grey 2", "grey 6"],
                   ["red 3", "red 9", "yellow 8", "green 2", "blue 7", "purple 9", "grey 1"],
                   ["yellow 4", "blue 9", "purple 8", "grey 3", "green 3", "blue 5", "yellow 7", "grey 5"],
                   ["red 1", "red 6", "yellow 1", "green 8", "blue 3", "purple 1", "purple 5", "grey 8"]],
         "bargain": [["blue 4"], ["green 1"], ["purple 6"], ["yellow 9"]],
         "junk": [["red 4"], [], ["green 9"], ["blue 2"]],
         "trick": [[0, "super offer"], [1, "red 5"]]},
        ruled_out=(play("yellow 4", trump=True), play("yellow 4", trump=False))),
    SanityPosition(
        "own-seven-wins-where-nine-would",
        "Last to play, seat 3 must win (red 3, red 7 of its 7s, and red 5 against its red 7 and red 9 and no "
        "lower red): the red 7 banks two 7s (+1), the red 9 banks one and junks itself (-1), keeping a 9 to "
        "win more junk later.",
        {"round": 3, "dealer": 3,
         "hands": [["yellow 2", "green 4", "blue 1", "purple 6", "grey 3", "grey 8"],
                   ["yellow 6", "green 5", "blue 8", "purple 2", "grey 1", "grey 9"],
                   ["yellow 4", "green 9", "blue 6", "purple 3", "purple 8", "grey 2"],
                   ["red 7", "red 9", "yellow 1", "green 2", "blue 4", "purple 5", "grey 6"]],
         "bargain": [["green 3"], ["blue 1"], ["yellow 8"], ["grey 7"]],
         "junk": [["purple 1"], [], ["red 2"], ["yellow 5"]],
         "trick": [[0, "red 3"], [1, "red 7"], [2, "red 5"]]},
        ruled_out=(play("red 9"),)),
    SanityPosition(
        "final-sorting-passes",
        "After the last round, seat 0 sorts twice: the 3s (+4) and the 5s (+2) are worth six points, keeping the "
        "pile nothing, and the lone 8 first (+1) leaves one of the two better values in the junk.",
        {"round": 4, "phase": "sort", "dealer": 3, "hands": [[], [], [], []],
         "bargain": [["red 2", "yellow 2", "green 2"], ["blue 6", "grey 6"], ["purple 1"], ["yellow 9", "red 9"]],
         "junk": [["red 3", "blue 3", "grey 3", "red 5", "green 5", "super offer", "purple 8"],
                  ["yellow 4", "green 7", "blue 7"], ["red 4", "grey 1", "green 6", "super offer"],
                  ["blue 2", "grey 4"]]},
        ruled_out=(("sort", None), ("sort", 8))),
    SanityPosition(
        "final-sorting-second-pass",
        "Three players, seat 1's second sorting after the last round: taking out the four 6s scores five "
        "points (three discarded, one onto the bargain pile), keeping the pile nothing.",
        {"round": 6, "phase": "sort", "dealer": 2, "hands": [[], [], []],
         "bargain": [["red 2", "yellow 2"], ["blue 5", "grey 5"], ["purple 1"]],
         "junk": [["yellow 4", "green 3"], ["red 6", "blue 6", "grey 6", "green 6", "super offer"],
                  ["red 4", "grey 1"]],
         "round_sorts": [[0, None, [], []], [0, None, [], []], [1, 1, ["red 1", "yellow 1"], []]]},
        ruled_out=(("sort", None),)),
    SanityPosition(
        "strict-final-keeps-fresh-junk",
        "Strict sorting, three players, last round: seat 0's junk pile, all won this round and with no super "
        "offer, may be discarded whole (+6); no value is held four times, so keeping it is the only other choice.",
        {"round": 6, "phase": "sort", "dealer": 2, "hands": [[], [], []],
         "bargain": [["red 2", "yellow 2", "green 2"], ["blue 5"], ["purple 1", "grey 1"]],
         "junk": [["red 9", "red 3", "red 6", "grey 8", "grey 4", "grey 5"], ["yellow 4", "green 6", "super offer"],
                  ["red 4", "blue 8"]],
         "round_tricks": [[[[0, "red 9"], [1, "red 3"], [2, "red 6"]]], [[[0, "grey 8"], [1, "grey 4"], [2, "grey 5"]]]]},
        options=STRICT, ruled_out=(("sort", None),)),
    SanityPosition(
        "strict-final-four-players",
        "Strict sorting, four players, after the last round: seat 2 holds three 5s, enough to take them out "
        "(two discarded, one onto the bargain pile, +4); keeping the pile gains nothing.",
        {"round": 4, "phase": "sort", "dealer": 1, "hands": [[], [], [], []],
         "bargain": [["red 2", "yellow 2"], ["blue 6"], ["purple 1", "green 1"], ["yellow 9"]],
         "junk": [["red 3"], ["yellow 4", "green 7"], ["red 5", "blue 5", "grey 5", "yellow 8", "super offer"],
                  ["blue 2"]]},
        options={"players": 4, "sorting": "strict"}, ruled_out=(("sort", None),)),
    SanityPosition(
        "second-super-offer-kept",
        "Three players: seat 0 led the other super offer, so seat 2's super offer, played now, lands in seat 0's "
        "junk for nothing. Kept, it is the last one and must win a later trick, a point lost that no sorting "
        "clears, and the cards the others choose to give it with it.",
        {"round": 2, "dealer": 2,
         "hands": [["red 2", "yellow 5", "green 6", "blue 1", "purple 3", "grey 2", "grey 6"],
                   ["red 3", "red 9", "yellow 8", "green 2", "blue 7", "purple 9", "grey 1"],
                   ["super offer", "red 7", "red 1", "yellow 4", "blue 9", "purple 8", "grey 3", "green 3"]],
         "bargain": [["blue 4"], ["green 1"], ["purple 6"]],
         "junk": [["red 4"], [], ["green 9"]],
         "trick": [[0, "super offer"], [1, "red 5"]]},
        ruled_out=(play("red 7"), play("red 1"))),
    SanityPosition(
        "last-round-takes-singles",
        "The last round: seat 3's junk pile holds five 3s and four 9s, the two values its two final sortings "
        "will take out. The trick's green 2, 4 and 6 and its own green 8 would stay in the junk (-4); the green "
        "1 ducks for nothing.",
        {"round": 4, "dealer": 3,
         "hands": [["red 1", "yellow 5", "blue 7", "purple 5", "grey 2"],
                   ["red 7", "yellow 4", "blue 1", "purple 8", "grey 5"],
                   ["red 5", "yellow 8", "blue 5", "purple 2", "grey 8"],
                   ["green 8", "green 1", "red 2", "yellow 7", "blue 4", "grey 7"]],
         "bargain": [["red 6", "yellow 6"], ["blue 2", "grey 2"], ["purple 7"], ["red 4", "yellow 1"]],
         "junk": [["blue 6"], ["purple 1"], ["red 8"],
                  ["red 3", "yellow 3", "green 3", "blue 3", "grey 3", "red 9", "yellow 9", "blue 9", "grey 9",
                   "purple 6"]],
         "trick": [[0, "green 2"], [1, "green 4"], [2, "green 6"]]},
        ruled_out=(play("green 8"),)),
    SanityPosition(
        "gift-to-trick-winner",
        "Three players, last to play and out of red: seat 0's red 9 wins unless seat 2 declares a card trump. "
        "Its yellow 5 declared not trump puts a 5 on seat 0's bargain pile (it collects 5s), where any other "
        "card declared not trump costs seat 2 nothing and lands in seat 0's junk.",
        {"round": 4, "dealer": 2,
         "hands": [["yellow 1", "green 3", "green 7", "blue 4", "purple 6", "grey 2"],
                   ["red 6", "yellow 6", "blue 3", "purple 1", "purple 7", "grey 8"],
                   ["yellow 5", "yellow 4", "green 6", "blue 6", "purple 3", "grey 4", "grey 7"]],
         "bargain": [["blue 5"], ["green 2"], ["purple 9"]],
         "junk": [["red 1", "grey 1"], ["green 8"], ["yellow 9", "blue 1"]],
         "trick": [[0, "red 9"], [1, "red 3"]]},
        ruled_out=(play("yellow 5", trump=False),)),
    SanityPosition(
        "strict-void-declares-junk-trump",
        "Strict sorting, four players, last to play and out of green: any card of seat 3's declared trump takes "
        "green 6, green 2, green 8 and itself, four junk cards of values its junk pile does not hold (strict "
        "sorting takes out only a value held three times); declared not trump it leaves the trick to seat 2.",
        {"round": 3, "dealer": 3,
         "hands": [["red 3", "yellow 1", "blue 7", "purple 5", "grey 9"],
                   ["red 2", "yellow 9", "blue 2", "purple 4", "grey 5"],
                   ["red 9", "yellow 3", "blue 5", "purple 9", "grey 1"],
                   ["red 5", "yellow 7", "blue 1", "purple 1", "grey 3", "grey 4"]],
         "bargain": [["red 4"], ["yellow 5", "blue 5"], ["purple 7"], ["yellow 4", "green 4"]],
         "junk": [["red 7"], ["grey 7"], ["blue 9"], ["red 1", "yellow 1", "green 1", "blue 3", "blue 3"]],
         "trick": [[0, "green 6"], [1, "green 2"], [2, "green 8"]]},
        options={"players": 4, "sorting": "strict"},
        ruled_out=tuple(play(card, trump=True) for card in ("red 5", "yellow 7", "blue 1", "purple 1", "grey 3",
                                                            "grey 4"))),
)
