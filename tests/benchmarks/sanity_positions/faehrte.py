"""Auf falscher Fährte sanity positions (see __init__.py).

Each is a decision with two tricks left, in a round whose type the seat knows, drawn from games of the normal
level; every card still out is among a few the seat can list, and in every way they may lie (the voids shown
this round ruling some out) the ruled-out card scores fewer points this round however the others play than
the other card does however they play, and the other card leaves the seat no worse off against any rival.
Three and four players, with and without jokers."""

from cardtable.games.faehrte.cards import from_name
from sanity_positions import SanityPosition


def play(card: str) -> tuple:
    return ("play", from_name(card))


THREE, FOUR = {"players": 3}, {"players": 4}
THREE_JOKERS, FOUR_JOKERS = {"players": 3, "jokers": True}, {"players": 4, "jokers": True}

POSITIONS = (
    SanityPosition(
        "plus-lead-top-card-not-the-beaten-trump",
        "Plus round, red trump, two tricks left; the voids place every card still out (red 6 + green 7, two "
        "yellows, two blues). Leading the yellow 10 takes one trick whatever they do (if the red 6 ruffs it, the "
        "red 4 ruffs the green 7 next); leading the red 4 loses it to the red 6 and then the green 7 too: 0 "
        "points instead of 3.",
        {
            "round": 4,
            "dealer": 0,
            "trump": "red",
            "hands": [["red 6", "green 7"], ["yellow 6", "yellow 7"], ["blue 6", "blue 7"], ["red 4", "yellow 10"]],
            "revealed": [[0, "green 0"], [3, "blue 0"], [1, "blue 12"], [2, "yellow 12"]],
            "round_tricks": [
                [[[1, "green 12"], [2, "green 8"], [3, "green 9"], [0, "green 10"]], 1],
                [[[1, "red 10"], [2, "red 12"], [3, "red 9"], [0, "red 11"]], 2],
                [[[2, "yellow 0"], [3, "yellow 4"], [0, "yellow 5"], [1, "yellow 3"]], 0],
                [[[0, "green 1"], [1, "green 2"], [2, "green 11"], [3, "green 3"]], 2],
                [[[2, "blue 11"], [3, "blue 10"], [0, "blue 9"], [1, "blue 3"]], 2],
                [[[2, "blue 4"], [3, "blue 1"], [0, "blue 8"], [1, "red 1"]], 1],
                [[[1, "yellow 11"], [2, "yellow 9"], [3, "yellow 8"], [0, "red 0"]], 0],
                [[[0, "green 4"], [1, "green 5"], [2, "red 2"], [3, "red 3"]], 3],
                [[[3, "blue 2"], [0, "red 5"], [1, "yellow 1"], [2, "blue 5"]], 0],
                [[[0, "green 6"], [1, "yellow 2"], [2, "red 7"], [3, "red 8"]], 3],
            ],
            "trick": [],
            "round_points": [[2, 4, 4, 0], [0, 4, 4, 0], [0, 3, 3, 4]],
            "totals": [2, 11, 11, 4],
        },
        ruled_out=(play("red 4"),), options=FOUR),
    SanityPosition(
        "plus-ruff-when-last-to-play",
        "Plus round, green trump: last to play to a yellow trick it cannot follow, the seat wins it for sure by "
        "ruffing with the green 7; discarding the blue 8 gives it away, and the last trick is no better (the "
        "green 9 is still out): 3 points instead of 4.",
        {
            "round": 1,
            "dealer": 0,
            "trump": "green",
            "hands": [["yellow 6"], ["blue 8", "green 7"], ["green 9"], ["red 8"]],
            "revealed": [[1, "yellow 12"], [3, "green 12"], [0, "blue 12"], [2, "green 0"]],
            "round_tricks": [
                [[[1, "blue 11"], [2, "blue 9"], [3, "blue 0"], [0, "blue 1"]], 1],
                [[[1, "green 3"], [2, "green 2"], [3, "green 5"], [0, "green 8"]], 0],
                [[[0, "red 11"], [1, "red 1"], [2, "red 4"], [3, "red 12"]], 3],
                [[[3, "green 1"], [0, "red 2"], [1, "green 6"], [2, "green 4"]], 0],
                [[[0, "red 10"], [1, "red 5"], [2, "red 9"], [3, "red 0"]], 0],
                [[[0, "yellow 11"], [1, "yellow 7"], [2, "yellow 0"], [3, "yellow 2"]], 0],
                [[[0, "yellow 1"], [1, "red 7"], [2, "yellow 4"], [3, "yellow 8"]], 1],
                [[[1, "blue 6"], [2, "blue 2"], [3, "blue 7"], [0, "blue 4"]], 3],
                [[[3, "blue 3"], [0, "yellow 3"], [1, "blue 10"], [2, "blue 5"]], 1],
                [[[1, "green 10"], [2, "green 11"], [3, "red 3"], [0, "yellow 5"]], 2],
            ],
            "trick_trumps": 8 * ["red"] + 2 * ["green"],
            "trick": [[2, "yellow 9"], [3, "red 6"], [0, "yellow 10"]],
        },
        ruled_out=(play("blue 8"),), options=FOUR),
    SanityPosition(
        "plus-lead-top-card-not-the-beaten-trump-3p",
        "Plus round, green trump, two tricks left; the green 6 is the only trump out. Leading the red 7 takes one "
        "trick either way (if the green 6 ruffs it, the green 3 ruffs the blue 2 next); leading the green 3 loses "
        "it to the green 6 and the red 7 never wins: 0 points instead of 3.",
        {
            "round": 3,
            "dealer": 2,
            "trump": "green",
            "hands": [["red 7", "green 3"], ["yellow 4", "yellow 5"], ["blue 2", "green 6"]],
            "leftover": "red 0",
            "revealed": [[0, "blue 7"], [2, "blue 0"], [1, "blue 9"]],
            "round_tricks": [
                [[[0, "red 9"], [1, "red 2"], [2, "red 6"]], 0],
                [[[0, "green 9"], [1, "green 1"], [2, "green 8"]], 0],
                [[[0, "blue 8"], [1, "blue 3"], [2, "blue 4"]], 0],
                [[[0, "red 1"], [1, "red 8"], [2, "red 5"]], 1],
                [[[1, "yellow 9"], [2, "yellow 7"], [0, "yellow 3"]], 1],
                [[[1, "yellow 8"], [2, "yellow 0"], [0, "yellow 1"]], 1],
                [[[1, "red 3"], [2, "yellow 6"], [0, "red 4"]], 2],
                [[[2, "green 0"], [0, "green 5"], [1, "green 7"]], 1],
                [[[1, "yellow 2"], [2, "green 4"], [0, "blue 5"]], 2],
                [[[2, "blue 1"], [0, "green 2"], [1, "blue 6"]], 0],
            ],
            "trick_trumps": 8 * ["yellow"] + 2 * ["green"],
            "trick": [],
            "round_points": [[2, 3, 0], [0, 3, 0]],
            "totals": [2, 6, 0],
        },
        ruled_out=(play("green 3"),), options=THREE),
    SanityPosition(
        "plus-overruff-the-last-trick-not-this-one-jokers-3p",
        "Plus round, green trump, every card known (seat 0 the blue 4, seat 2 the green 5). The seat wins one "
        "trick either way; overruffing now leaves the yellow 7 to be ruffed by the green 5, tying it with seat 2 "
        "for last (0 points); discarding the yellow 7 and winning the blue 4 with the green 6 next gives it "
        "second (2 points).",
        {
            "round": 5,
            "dealer": 0,
            "trump": "green",
            "hands": [["blue 4"], ["yellow 7", "green 6"], ["green 5"]],
            "leftover": "red 1",
            "revealed": [[2, "red 0"], [0, "red 9"], [1, "red 6"]],
            "round_tricks": [
                [[[1, "blue 7"], [2, "blue 2"], [0, "blue 8"]], 0],
                [[[0, "blue 9"], [1, "joker"], [2, "blue 0"]], 0],
                [[[0, "green 9"], [1, "joker"], [2, "green 8"]], 0],
                [[[0, "blue 1"], [1, "blue 5"], [2, "yellow 9"]], 1],
                [[[1, "red 8"], [2, "red 4"], [0, "red 2"]], 1],
                [[[1, "yellow 1"], [2, "yellow 3"], [0, "yellow 5"]], 0],
                [[[0, "green 7"], [1, "green 1"], [2, "green 3"]], 0],
                [[[0, "yellow 8"], [1, "yellow 4"], [2, "yellow 0"]], 0],
                [[[0, "joker"], [1, "red 3"], [2, "red 5"]], 2],
                [[[2, "yellow 2"], [0, "green 0"], [1, "yellow 6"]], 0],
                [[[0, "blue 3"], [1, "blue 6"], [2, "green 4"]], 2],
            ],
            "trick_trumps": 2 * ["blue"] + 1 * ["yellow"] + 8 * ["green"],
            "trick": [[2, "red 7"], [0, "green 2"]],
            "round_points": [[3, 0, 2], [3, 2, 0], [0, 0, 3], [0, 3, 0]],
            "totals": [6, 5, 5],
        },
        ruled_out=(play("green 6"),), options=THREE_JOKERS),
    SanityPosition(
        "plus-lead-the-best-green-first-jokers-3p",
        "Plus round, red trump, every card known: the green 6 is the best green left and wins a trick led now; "
        "led after the green 2 it never wins (the green 5 takes the first green, the red 6 the last trick): 2 "
        "points instead of 3.",
        {
            "round": 4,
            "dealer": 1,
            "trump": "red",
            "hands": [["green 2", "green 6"], ["red 6", "green 5"], ["yellow 6", "yellow 7"]],
            "leftover": "yellow 3",
            "revealed": [[0, "green 0"], [1, "yellow 8"], [2, "green 8"]],
            "round_tricks": [
                [[[2, "yellow 9"], [0, "yellow 4"], [1, "yellow 0"]], 2],
                [[[2, "green 9"], [0, "green 7"], [1, "green 1"]], 2],
                [[[2, "joker"], [0, "yellow 1"], [1, "red 3"]], 1],
                [[[1, "blue 0"], [2, "blue 3"], [0, "blue 2"]], 2],
                [[[2, "yellow 2"], [0, "red 0"], [1, "red 4"]], 1],
                [[[1, "red 8"], [2, "red 1"], [0, "red 9"]], 0],
                [[[0, "blue 9"], [1, "blue 1"], [2, "blue 4"]], 0],
                [[[0, "joker"], [1, "red 7"], [2, "green 3"]], 1],
                [[[1, "blue 8"], [2, "blue 6"], [0, "red 2"]], 0],
                [[[0, "joker"], [1, "green 4"], [2, "yellow 5"]], 1],
                [[[1, "blue 5"], [2, "blue 7"], [0, "red 5"]], 0],
            ],
            "trick": [],
            "round_points": [[0, 0, 3], [2, 0, 3], [3, 0, 2]],
            "totals": [5, 0, 8],
        },
        ruled_out=(play("green 2"),), options=THREE_JOKERS),
    SanityPosition(
        "minus-lead-the-low-trump-not-the-top-red",
        "Minus round, green trump, two tricks left: leading the red 6, the best red left, takes a trick whatever "
        "the others do (if seat 3 ruffs it with the green 5, its blue 7 comes back and the seat must ruff with "
        "the green 4): a tie for most tricks, 0 points. The green 4 lead loses to the green 5 and the red 6 is "
        "then shed: 3 points.",
        {
            "round": 6,
            "dealer": 3,
            "trump": "green",
            "hands": [["red 6", "green 4"], ["yellow 10", "yellow 12"], ["red 2", "red 5"], ["blue 7", "green 5"]],
            "revealed": [[1, "red 10"], [3, "green 0"], [2, "red 0"], [0, "green 1"]],
            "round_tricks": [
                [[[0, "green 2"], [1, "green 8"], [2, "green 10"], [3, "green 9"]], 2],
                [[[2, "blue 0"], [3, "blue 3"], [0, "blue 6"], [1, "blue 1"]], 0],
                [[[0, "red 3"], [1, "red 11"], [2, "red 9"], [3, "red 1"]], 1],
                [[[1, "green 3"], [2, "green 11"], [3, "green 12"], [0, "green 6"]], 3],
                [[[3, "blue 4"], [0, "red 12"], [1, "green 7"], [2, "blue 2"]], 3],
                [[[3, "blue 5"], [0, "red 7"], [1, "yellow 1"], [2, "blue 12"]], 1],
                [[[1, "yellow 3"], [2, "yellow 2"], [3, "yellow 0"], [0, "yellow 11"]], 0],
                [[[0, "red 4"], [1, "yellow 5"], [2, "red 8"], [3, "blue 11"]], 1],
                [[[1, "yellow 7"], [2, "blue 10"], [3, "yellow 4"], [0, "yellow 6"]], 1],
                [[[1, "yellow 8"], [2, "blue 8"], [3, "blue 9"], [0, "yellow 9"]], 0],
            ],
            "trick_trumps": 8 * ["yellow"] + 2 * ["green"],
            "trick": [],
            "round_points": [[0, 3, 0, 4], [2, 3, 4, 0], [2, 3, 0, 4], [0, 4, 0, 4], [2, 0, 4, 4]],
            "totals": [6, 13, 8, 16],
        },
        ruled_out=(play("red 6"),), options=FOUR),
    SanityPosition(
        "minus-lead-the-low-trump-not-the-plain-card-3p",
        "Minus round, blue trump, every card known: the blue 0 lead must lose to the blue 3, and the green 5 is "
        "then shed on the red 6 (no trick, 3 points); the green 5 lead gives the seat one of the two tricks "
        "whatever seat 0 does (if the blue 3 ruffs it, the blue 0 must ruff the red 6): 2 points.",
        {
            "round": 4,
            "dealer": 2,
            "trump": "blue",
            "hands": [["red 6", "blue 3"], ["blue 0", "green 5"], ["yellow 7", "yellow 8"]],
            "leftover": "blue 7",
            "revealed": [[0, "green 9"], [2, "yellow 0"], [1, "green 0"]],
            "round_tricks": [
                [[[0, "red 9"], [1, "red 8"], [2, "red 4"]], 0],
                [[[0, "blue 8"], [1, "blue 4"], [2, "blue 1"]], 0],
                [[[0, "green 2"], [1, "green 3"], [2, "green 1"]], 1],
                [[[1, "blue 9"], [2, "red 0"], [0, "blue 2"]], 2],
                [[[2, "yellow 9"], [0, "yellow 6"], [1, "yellow 5"]], 2],
                [[[2, "yellow 2"], [0, "blue 6"], [1, "yellow 1"]], 2],
                [[[2, "yellow 3"], [0, "blue 5"], [1, "green 7"]], 2],
                [[[2, "yellow 4"], [0, "green 4"], [1, "green 6"]], 2],
                [[[2, "red 2"], [0, "red 1"], [1, "red 7"]], 1],
                [[[1, "red 5"], [2, "green 8"], [0, "red 3"]], 1],
            ],
            "trick_trumps": 8 * ["red"] + 2 * ["blue"],
            "trick": [],
            "round_points": [[2, 0, 3], [0, 2, 3], [0, 3, 3]],
            "totals": [2, 5, 9],
        },
        ruled_out=(play("green 5"),), options=THREE),
    SanityPosition(
        "minus-ruff-now-to-pass-the-last-trick-3p",
        "Minus round, red trump, every card known: the seat takes one of the two tricks either way (its red 4 "
        "must ruff the blue 6 if it keeps it). Ruffing now hands the last trick to seat 0's red 1 and ties seat 0 "
        "for first (3 points); discarding the yellow 3 ends it alone in second (2 points).",
        {
            "round": 5,
            "dealer": 1,
            "trump": "red",
            "hands": [["red 1"], ["red 4", "yellow 3"], ["blue 6"]],
            "leftover": "yellow 7",
            "revealed": [[2, "yellow 9"], [0, "yellow 0"], [1, "red 0"]],
            "round_tricks": [
                [[[2, "blue 9"], [0, "blue 7"], [1, "blue 4"]], 2],
                [[[2, "blue 8"], [0, "yellow 8"], [1, "blue 2"]], 2],
                [[[2, "red 8"], [0, "red 6"], [1, "red 7"]], 2],
                [[[2, "yellow 1"], [0, "yellow 6"], [1, "yellow 5"]], 0],
                [[[0, "green 8"], [1, "green 4"], [2, "green 6"]], 0],
                [[[0, "green 0"], [1, "green 2"], [2, "green 5"]], 2],
                [[[2, "red 3"], [0, "red 2"], [1, "red 9"]], 1],
                [[[1, "green 3"], [2, "red 5"], [0, "green 1"]], 1],
                [[[1, "blue 0"], [2, "blue 1"], [0, "green 7"]], 2],
                [[[2, "blue 3"], [0, "yellow 4"], [1, "green 9"]], 2],
            ],
            "trick_trumps": 8 * ["blue"] + 2 * ["red"],
            "trick": [[2, "blue 5"], [0, "yellow 2"]],
            "round_points": [[3, 3, 0], [3, 0, 3], [0, 3, 2], [0, 0, 0]],
            "totals": [6, 6, 5],
        },
        ruled_out=(play("yellow 3"),), options=THREE),
    SanityPosition(
        "minus-ruff-high-and-keep-the-low-trump-jokers",
        "Minus round, green trump: the seat holds only trumps and must win this blue trick. Ruffing with the "
        "green 12 lets the green 7 lose the last trick to the green 10; ruffing with the green 7 keeps the green "
        "12, which takes the last trick too: two tricks and last place (0 points) instead of 3 points.",
        {
            "round": 1,
            "dealer": 3,
            "trump": "green",
            "hands": [["green 10"], ["green 7", "green 12"], ["blue 6", "blue 7"], ["red 8", "yellow 7"]],
            "revealed": [[1, "green 0"], [0, "blue 0"], [3, "green 9"], [2, "blue 11"]],
            "round_tricks": [
                [[[0, "green 1"], [1, "joker"], [2, "green 8"], [3, "green 5"]], 2],
                [[[2, "red 12"], [3, "joker"], [0, "red 7"], [1, "red 0"]], 2],
                [[[2, "red 1"], [3, "red 2"], [0, "joker"], [1, "yellow 12"]], 3],
                [[[3, "yellow 2"], [0, "yellow 4"], [1, "yellow 1"], [2, "joker"]], 0],
                [[[0, "blue 1"], [1, "blue 2"], [2, "blue 3"], [3, "blue 4"]], 3],
                [[[3, "yellow 3"], [0, "yellow 8"], [1, "yellow 0"], [2, "yellow 5"]], 0],
                [[[0, "red 5"], [1, "blue 9"], [2, "red 4"], [3, "red 11"]], 3],
                [[[3, "red 6"], [0, "yellow 10"], [1, "blue 8"], [2, "red 3"]], 3],
                [[[3, "yellow 6"], [0, "yellow 9"], [1, "green 2"], [2, "yellow 11"]], 1],
                [[[1, "green 4"], [2, "blue 12"], [3, "red 10"], [0, "green 3"]], 1],
                [[[1, "green 6"], [2, "blue 10"], [3, "red 9"], [0, "green 11"]], 0],
            ],
            "trick_trumps": 2 * ["red"] + 9 * ["green"],
            "trick": [[0, "blue 5"]],
        },
        ruled_out=(play("green 7"),), options=FOUR_JOKERS),
    SanityPosition(
        "minus-win-high-and-keep-the-low-trump-jokers-3p",
        "Minus round, green trump, a green lead the seat must win (seat 1 has no green): winning with the green 7 "
        "lets the green 4 lose the last trick to the green 5; winning with the green 4 keeps the green 7, which "
        "takes the last trick too: 0 points instead of 2.",
        {
            "round": 2,
            "dealer": 0,
            "trump": "green",
            "hands": [["green 4", "green 7"], ["red 5", "blue 7"], ["green 5"]],
            "leftover": "red 4",
            "revealed": [[2, "yellow 9"], [0, "yellow 0"], [1, "green 0"]],
            "round_tricks": [
                [[[1, "red 1"], [2, "red 9"], [0, "red 8"]], 2],
                [[[2, "green 9"], [0, "green 8"], [1, "green 2"]], 2],
                [[[2, "joker"], [0, "yellow 1"], [1, "yellow 7"]], 1],
                [[[1, "blue 9"], [2, "blue 2"], [0, "joker"]], 1],
                [[[1, "blue 0"], [2, "blue 4"], [0, "blue 5"]], 0],
                [[[0, "yellow 3"], [1, "yellow 2"], [2, "yellow 6"]], 2],
                [[[2, "red 0"], [0, "red 3"], [1, "joker"]], 0],
                [[[0, "blue 3"], [1, "blue 1"], [2, "blue 6"]], 2],
                [[[2, "red 2"], [0, "yellow 8"], [1, "red 7"]], 1],
                [[[1, "yellow 4"], [2, "red 6"], [0, "yellow 5"]], 0],
                [[[0, "green 1"], [1, "blue 8"], [2, "green 6"]], 2],
            ],
            "trick_trumps": 3 * ["blue"] + 8 * ["green"],
            "trick": [[2, "green 3"]],
            "round_points": [[2, 3, 0]],
            "totals": [2, 3, 0],
        },
        ruled_out=(play("green 4"),), options=THREE_JOKERS),
    SanityPosition(
        "minus-do-not-ruff",
        "Minus round, red trump: the seat cannot follow the green lead. Ruffing with the red 4 wins this trick, "
        "and its blue 7 (the best blue left) wins the last one too; discarding the blue 7 loses this trick and "
        "leaves one trick at most: 0 points instead of 2.",
        {
            "round": 2,
            "dealer": 3,
            "trump": "red",
            "hands": [["red 4", "blue 7"], ["blue 3", "yellow 8"], ["green 10"], ["blue 0"]],
            "revealed": [[2, "red 10"], [1, "red 0"], [0, "yellow 12"], [3, "yellow 0"]],
            "round_tricks": [
                [[[0, "green 12"], [1, "green 11"], [2, "green 2"], [3, "red 9"]], 0],
                [[[0, "red 11"], [1, "red 7"], [2, "red 12"], [3, "red 6"]], 2],
                [[[2, "green 3"], [3, "yellow 6"], [0, "green 7"], [1, "green 4"]], 0],
                [[[0, "green 0"], [1, "green 1"], [2, "green 6"], [3, "red 5"]], 2],
                [[[2, "blue 10"], [3, "blue 9"], [0, "blue 1"], [1, "blue 11"]], 1],
                [[[1, "red 2"], [2, "red 3"], [3, "yellow 3"], [0, "red 1"]], 2],
                [[[2, "yellow 4"], [3, "yellow 2"], [0, "yellow 5"], [1, "yellow 11"]], 1],
                [[[1, "yellow 7"], [2, "yellow 10"], [3, "yellow 1"], [0, "red 8"]], 2],
                [[[2, "blue 5"], [3, "blue 2"], [0, "blue 6"], [1, "blue 4"]], 0],
                [[[0, "green 5"], [1, "yellow 9"], [2, "green 8"], [3, "blue 12"]], 2],
            ],
            "trick_trumps": 8 * ["blue"] + 2 * ["red"],
            "trick": [[2, "green 9"], [3, "blue 8"]],
            "round_points": [[3, 0, 0, 4]],
            "totals": [3, 0, 0, 4],
        },
        ruled_out=(play("red 4"),), options=FOUR),
    SanityPosition(
        "minus-do-not-overruff-when-last-to-play",
        "Minus round, green trump, last to play to a trick already ruffed with the green 3: the green 6 would "
        "overruff and take it; the blue 4 loses it, and the green 6 then loses to the green 8 in the last trick: "
        "3 points instead of 0.",
        {
            "round": 3,
            "dealer": 1,
            "trump": "green",
            "hands": [["blue 12"], ["green 4"], ["green 8"], ["blue 4", "green 6"]],
            "revealed": [[1, "yellow 0"], [2, "yellow 12"], [0, "red 0"], [3, "yellow 10"]],
            "round_tricks": [
                [[[2, "green 12"], [3, "green 1"], [0, "green 9"], [1, "green 10"]], 2],
                [[[2, "green 11"], [3, "green 5"], [0, "green 0"], [1, "green 7"]], 2],
                [[[2, "red 1"], [3, "red 7"], [0, "red 4"], [1, "red 6"]], 3],
                [[[3, "blue 11"], [0, "blue 8"], [1, "blue 2"], [2, "blue 9"]], 3],
                [[[3, "blue 1"], [0, "blue 0"], [1, "blue 5"], [2, "blue 6"]], 2],
                [[[2, "red 2"], [3, "red 8"], [0, "red 10"], [1, "red 9"]], 0],
                [[[0, "yellow 1"], [1, "yellow 2"], [2, "yellow 3"], [3, "yellow 11"]], 3],
                [[[3, "blue 3"], [0, "blue 7"], [1, "red 11"], [2, "yellow 9"]], 0],
                [[[0, "yellow 6"], [1, "yellow 4"], [2, "red 5"], [3, "yellow 5"]], 0],
                [[[0, "yellow 8"], [1, "yellow 7"], [2, "red 3"], [3, "blue 10"]], 0],
            ],
            "trick": [[0, "red 12"], [1, "green 2"], [2, "green 3"]],
            "round_points": [[0, 3, 2, 4], [0, 4, 0, 3]],
            "totals": [0, 7, 2, 7],
        },
        ruled_out=(play("green 6"),), options=FOUR),
    SanityPosition(
        "plus-ruff-low-and-keep-the-top-trump-jokers",
        "Plus round, red trump; the red 5 is the only trump out. Ruffing the yellow lead with the red 4 wins "
        "unless the red 5 overruffs, and then the red 6 takes the last trick; ruffing with the red 6 wastes it, "
        "and the red 4 can lose the last trick to the red 5: first place (4 points) against at most 2.",
        {
            "round": 1,
            "dealer": 2,
            "trump": "red",
            "hands": [["red 5", "yellow 7"], ["blue 4", "yellow 8"], ["yellow 4"], ["red 4", "red 6"]],
            "revealed": [[3, "green 12"], [2, "yellow 0"], [0, "yellow 2"], [1, "blue 11"]],
            "round_tricks": [
                [[[3, "joker"], [0, "blue 3"], [1, "blue 12"], [2, "blue 9"]], 1],
                [[[1, "yellow 12"], [2, "yellow 11"], [3, "joker"], [0, "yellow 9"]], 1],
                [[[1, "blue 0"], [2, "blue 7"], [3, "blue 8"], [0, "joker"]], 3],
                [[[3, "green 1"], [0, "green 6"], [1, "green 10"], [2, "green 0"]], 1],
                [[[1, "blue 1"], [2, "green 7"], [3, "yellow 10"], [0, "blue 6"]], 0],
                [[[0, "red 12"], [1, "red 3"], [2, "red 2"], [3, "joker"]], 0],
                [[[0, "green 11"], [1, "green 9"], [2, "green 3"], [3, "green 2"]], 0],
                [[[0, "blue 5"], [1, "blue 10"], [2, "red 7"], [3, "red 9"]], 3],
                [[[3, "green 4"], [0, "green 8"], [1, "red 8"], [2, "green 5"]], 1],
                [[[1, "blue 2"], [2, "red 10"], [3, "yellow 5"], [0, "yellow 6"]], 2],
                [[[2, "red 11"], [3, "red 1"], [0, "red 0"], [1, "yellow 3"]], 2],
            ],
            "trick": [[2, "yellow 1"]],
        },
        ruled_out=(play("red 6"),), options=FOUR_JOKERS),
    SanityPosition(
        "plus-win-with-the-low-trump-and-keep-the-high",
        "Plus round, green trump: seats 0 and 3 have no green, so the only green out is seat 1's green 8. The "
        "green 7 wins this trick and the green 9 the last; the green 9 now lets the green 8 beat the green 7 "
        "later: 2 points instead of 3.",
        {
            "round": 5,
            "dealer": 3,
            "trump": "green",
            "hands": [["red 7", "yellow 9"], ["green 8"], ["green 7", "green 9"], ["blue 9", "yellow 7"]],
            "revealed": [[0, "green 12"], [2, "blue 0"], [3, "green 2"], [1, "blue 11"]],
            "round_tricks": [
                [[[0, "yellow 12"], [1, "yellow 8"], [2, "yellow 2"], [3, "yellow 11"]], 0],
                [[[0, "yellow 5"], [1, "red 1"], [2, "yellow 1"], [3, "yellow 10"]], 1],
                [[[1, "red 12"], [2, "red 9"], [3, "red 0"], [0, "red 2"]], 1],
                [[[1, "red 10"], [2, "yellow 0"], [3, "red 11"], [0, "red 8"]], 3],
                [[[3, "blue 3"], [0, "blue 6"], [1, "blue 2"], [2, "blue 1"]], 0],
                [[[0, "yellow 6"], [1, "red 5"], [2, "green 5"], [3, "yellow 3"]], 1],
                [[[1, "green 11"], [2, "green 6"], [3, "green 4"], [0, "red 3"]], 0],
                [[[0, "blue 8"], [1, "red 6"], [2, "blue 7"], [3, "blue 4"]], 1],
                [[[1, "green 0"], [2, "green 10"], [3, "yellow 4"], [0, "red 4"]], 2],
                [[[2, "blue 12"], [3, "blue 5"], [0, "blue 10"], [1, "green 1"]], 1],
            ],
            "trick_trumps": 8 * ["red"] + 2 * ["green"],
            "trick": [[1, "green 3"]],
            "round_points": [[0, 3, 2, 4], [0, 4, 0, 3], [2, 4, 0, 3], [3, 3, 4, 0]],
            "totals": [5, 14, 6, 10],
        },
        ruled_out=(play("green 9"),), options=FOUR),
    SanityPosition(
        "plus-ruff-low-and-keep-the-high-trump",
        "Plus round, yellow trump, seat 0 (still to play) has no yellow: the yellow 6 wins this red trick as "
        "surely as the yellow 9, and the yellow 9 then beats seat 1's yellow 7 in the last trick; ruffing with "
        "the yellow 9 lets the yellow 7 take the last trick: 3 points instead of 4.",
        {
            "round": 3,
            "dealer": 0,
            "trump": "yellow",
            "hands": [["green 8", "green 9"], ["yellow 7"], ["green 5"], ["yellow 6", "yellow 9"]],
            "revealed": [[0, "red 12"], [3, "red 0"], [1, "red 2"], [2, "blue 10"]],
            "round_tricks": [
                [[[1, "blue 2"], [2, "blue 12"], [3, "blue 8"], [0, "blue 0"]], 2],
                [[[2, "green 11"], [3, "green 7"], [0, "green 12"], [1, "green 10"]], 0],
                [[[0, "blue 11"], [1, "blue 4"], [2, "blue 5"], [3, "blue 1"]], 0],
                [[[0, "red 3"], [1, "red 7"], [2, "red 10"], [3, "red 6"]], 2],
                [[[2, "yellow 0"], [3, "yellow 1"], [0, "yellow 10"], [1, "yellow 8"]], 0],
                [[[0, "red 4"], [1, "red 11"], [2, "red 1"], [3, "green 4"]], 3],
                [[[3, "yellow 11"], [0, "green 2"], [1, "yellow 3"], [2, "yellow 5"]], 0],
                [[[0, "blue 6"], [1, "blue 7"], [2, "blue 9"], [3, "blue 3"]], 2],
                [[[2, "green 0"], [3, "yellow 2"], [0, "green 3"], [1, "green 6"]], 3],
                [[[3, "yellow 4"], [0, "red 8"], [1, "yellow 12"], [2, "green 1"]], 1],
            ],
            "trick_trumps": 8 * ["green"] + 2 * ["yellow"],
            "trick": [[1, "red 9"], [2, "red 5"]],
            "round_points": [[4, 3, 0, 3], [4, 0, 3, 3]],
            "totals": [8, 3, 3, 6],
        },
        ruled_out=(play("yellow 9"),), options=FOUR),
)
