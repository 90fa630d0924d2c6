"""One trick of Auf falscher Fährte: following, jokers, the winner.

Rulings section 3: follow the led colour if you can, otherwise play anything; the highest trump wins,
else the highest card of the led colour (a 0 can win). Variant jokers: a joker may be played instead of any
card, even by a player who could follow, and never wins; only one joker per trick, except in the last
trick and except for a player holding only jokers (ruling); after a joker lead the first coloured card
sets the colour to follow; a trick of nothing but jokers is won by nobody (ruling).

A play is a pair (seat, code).
"""

from __future__ import annotations

from bisect import bisect_left
from typing import Callable, Sequence

from ..core import Refusal, refusal
from . import places
from .cards import COLOURS, JOKER, VALUES_PER_COLOUR, colour_of, tricks_per_round

Plays = Sequence[tuple[int, int]]


def led_colour(plays: Plays) -> int | None:
    """The colour to follow: that of the first coloured card played (None before one is)."""
    for _seat, code in plays:
        if code != JOKER:
            return code // VALUES_PER_COLOUR
    return None


def must_follow(hand, plays: Plays) -> bool:
    """Whether `hand` has to follow the trick's colour: one was set and the hand holds it (a joker is no
    colour: it may still be played instead, see `joker_allowed`)."""
    led = led_colour(plays)
    return led is not None and any(colour_of(code) == led for code in hand)


def joker_allowed(hand, plays: Plays, last_trick: bool) -> bool:
    """Whether a joker of `hand` may join the trick now."""
    if JOKER not in hand:
        return False
    if last_trick or all(code == JOKER for code in hand):
        return True
    return all(code != JOKER for _seat, code in plays)


def playable_cards(hand, plays: Plays, last_trick: bool) -> list[int]:
    """The distinct cards of `hand` that may be played to the trick now, in code order."""
    return playable_in_order(sorted(set(hand)), plays, last_trick)


def playable_in_order(hand, plays: Plays, last_trick: bool) -> list[int]:
    """`playable_cards` of a hand in code order whose coloured cards are distinct, as a state's and an
    observation's are (jokers, the highest code, last), without sorting it again: each of its slices is."""
    coloured = len(hand)
    if coloured and hand[-1] == JOKER:
        coloured = bisect_left(hand, JOKER)
    start, stop = follow_span(hand, plays, coloured)
    cards = list(hand[start:stop])
    if coloured < len(hand) and joker_allowed(hand, plays, last_trick):
        cards.append(JOKER)
    return cards


def follow_span(hand, plays: Plays, coloured: int) -> tuple[int, int]:
    """Where the coloured cards that may be played lie in `hand`, in code order, whose first `coloured` cards
    are its coloured ones (jokers, the highest code, come after): the led colour's run when the hand holds that
    colour (`must_follow`), else all of them."""
    led = led_colour(plays) if plays else None
    if led is not None:  # the led colour's codes are a run of the sorted cards
        lowest = led * VALUES_PER_COLOUR
        first = bisect_left(hand, lowest, 0, coloured)
        last = bisect_left(hand, lowest + VALUES_PER_COLOUR, first, coloured)
        if first < last:
            return first, last
    return 0, coloured


def why_unplayable(hand, plays: Plays, last_trick: bool, code: int) -> Refusal:
    """Why a card of `hand` cannot be played now (it is not among `playable_cards`)."""
    if code == JOKER:
        return refusal("one_joker", "Only one joker may be played to a trick, except in the last trick or by a "
                                    "player holding nothing but jokers.")
    led = led_colour(plays)  # a coloured card is refused only when the hand must follow
    return refusal("must_follow", "You must follow {colour}.", colour=COLOURS[led], index=led)


def winner(plays: Plays, trump: int) -> int | None:
    """The seat that wins a complete trick under `trump`; None when it holds nothing but jokers."""
    led = led_colour(plays)
    if led is None:
        return None
    best_seat, best_key = None, -1
    for seat, code in plays:
        if code == JOKER:
            continue
        colour = code // VALUES_PER_COLOUR
        if colour == trump:  # any trump above any card of the led colour
            key = VALUES_PER_COLOUR + code % VALUES_PER_COLOUR
        elif colour == led:
            key = code % VALUES_PER_COLOUR
        else:
            continue
        if key > best_key:
            best_seat, best_key = seat, key
    return best_seat


def jokers_in(plays: Plays) -> int:
    return sum(1 for _seat, code in plays if code == JOKER)


def trump_deciders(plays: Plays, jokers_before: int) -> list[int]:
    """The seats whose jokers in this trick are among the round's first two, in the order they were
    played; `jokers_before` counts the jokers of the round's earlier tricks."""
    deciders = []
    count = jokers_before
    for seat, code in plays:
        if code == JOKER:
            if count < 2:
                deciders.append(seat)
            count += 1
    return deciders


def decisions_due(round_tricks, jokers: bool, final_round: bool, tricks_won,
                  kind: Callable[[], str | None]) -> list[int]:
    """The seats the round's last finished trick gives a trump decision, in order: without jokers, after
    trick 8 (4 tricks left), the worst-placed seat if it is alone (`kind()`: the round type, asked only then);
    with jokers, the players of the round's first two jokers in that trick, except after the game's final
    trick."""
    if not round_tricks:
        return []
    if jokers:
        if final_round and len(round_tricks) == tricks_per_round(True):
            return []
        before = sum(jokers_in(plays) for plays, _winner in round_tricks[:-1])
        return trump_deciders(round_tricks[-1][0], before)
    if len(round_tricks) != tricks_per_round(False) - 4:
        return []
    worst = places.worst_placed(tricks_won, kind())
    return list(worst) if len(worst) == 1 else []
