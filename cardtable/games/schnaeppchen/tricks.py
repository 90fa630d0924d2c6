"""One trick of Schnäppchen Jagd: following, the per-trick trump declaration, identical cards, the winner.

Rulings section 2: follow the led colour if you can; an off-colour card declares at once whether its
colour is trump, unless a trump already exists or its colour was already declared not trump; the led
colour is never trump. A super offer may be played at any time and is the highest trump, the first
beating the second; after a super-offer lead the first coloured card sets the colour to follow. A card
identical to one already in the trick declares whether it ranks above or below it.
"""

from __future__ import annotations

from typing import NamedTuple

from .cards import SUPER, colour_of, value_of


class Play(NamedTuple):
    seat: int
    card: int
    trump: bool | None = None  # the declaration of an off-colour card, where one was made
    higher: bool | None = None  # the declaration of an identical card, where one was made


class TrickView(NamedTuple):
    """What the plays so far imply for the next card."""

    led: int | None  # the colour to follow (None: nothing coloured played yet)
    trump: int | None  # the trump colour of this trick, if declared
    not_trump: frozenset  # colours declared not trump


def scan(plays) -> tuple[int | None, int | None, set, set]:
    """One pass over the trick: the colour to follow, the trump colour, the colours declared not trump (as in
    `read`) and the coloured cards played (whose twins must declare their rank)."""
    led = trump = None
    not_trump, played = set(), set()
    for play in plays:
        card = play.card
        if card == SUPER:
            continue
        played.add(card)
        if led is None:
            led = card // 10
        elif play.trump is True:
            trump = card // 10
        elif play.trump is False:
            not_trump.add(card // 10)
    return led, trump, not_trump, played


def read(plays) -> TrickView:
    led, trump, not_trump, _played = scan(plays)
    return TrickView(led, trump, frozenset(not_trump))


def must_follow(hand, view: TrickView) -> bool:
    return view.led is not None and any(colour_of(code) == view.led for code in hand)


def needs_trump_declaration(code: int, view: TrickView) -> bool:
    colour = colour_of(code)
    if colour is None or view.led is None or colour == view.led:
        return False
    return view.trump is None and colour not in view.not_trump


def needs_rank_declaration(code: int, plays) -> bool:
    return code != SUPER and any(play.card == code for play in plays)


def playable_cards(hand, plays) -> list[tuple[int, bool, bool]]:
    """The distinct cards of `hand` that may be played now, in order, each with whether it must declare trump
    or not and whether it must declare itself above or below its twin (each declaration doubles its ways
    to be played). One reading of the trick serves every card: the legal actions are asked all the time."""
    distinct = sorted(set(hand))
    if not plays:
        return [(code, False, False) for code in distinct]
    led, trump, not_trump, played = scan(plays)
    if led is not None:
        following = [code for code in distinct if code // 10 == led]  # a super offer's // 10 is no colour
        if following:
            if distinct[-1] == SUPER:
                following.append(SUPER)
            return [(code, False, code in played) for code in following]
    declares = led is not None and trump is None  # an off-colour card, unless its colour is settled
    return [(code, declares and code != SUPER and code // 10 not in not_trump, code in played) for code in distinct]


def may_play(hand, plays, code: int, trump: bool | None, higher: bool | None) -> bool:
    """Whether `hand` may play `code` with these declarations now (one of its `playable_cards` ways), without
    listing the others."""
    if code not in hand:
        return False
    if code == SUPER:
        return trump is None and higher is None
    colour = code // 10
    led, trump_colour, not_trump, played = scan(plays)
    if led is None or colour == led:
        declares = False
    elif any(other // 10 == led for other in hand):
        return False  # it must follow the led colour
    else:
        declares = trump_colour is None and colour not in not_trump
    return declares == (trump is not None) and (code in played) == (higher is not None)


def kept_cards(plays, wanted: int | None) -> tuple:
    """The cards of a won trick that go to its winner's bargain pile (those of the value it collects),
    sorted; the others go to its junk pile."""
    return tuple(sorted([card for _seat, card, _trump, _higher in plays if card != SUPER and card % 10 == wanted]))


def winner(plays) -> int:
    """The seat that wins a complete trick."""
    led = trump = None
    for play in plays:
        card = play.card
        if card == SUPER:
            return play.seat  # the first super offer beats everything
        if led is None:
            led = card // 10
        elif play.trump is True:
            trump = card // 10
    suit = led if trump is None else trump
    best_seat, best_key = plays[0].seat, -1
    for seat, card, _trump, higher in plays:
        if card // 10 == suit:
            key = 2 * (card % 10) + (0 if higher is None else 1 if higher else -1)  # _rank_key, doubled
            if key > best_key:
                best_seat, best_key = seat, key
    return best_seat


def _rank_key(play: Play, plays) -> float:
    """Value, with the second of two identical cards just above or below the first."""
    if play.higher is None:
        return float(value_of(play.card))
    return value_of(play.card) + (0.5 if play.higher else -0.5)


class Standing(NamedTuple):
    """Who is winning the trick so far, for testing many candidate cards quickly."""

    view: TrickView
    has_super: bool
    best_key: float | None  # the best card of the winning colour so far


def standing(plays) -> Standing:
    view = read(plays)
    has_super = any(play.card == SUPER for play in plays)
    suit = view.trump if view.trump is not None else view.led
    keys = [_rank_key(play, plays) for play in plays if play.card != SUPER and play.card // 10 == suit]
    return Standing(view, has_super, max(keys) if keys else None)


def would_take_lead(current: Standing, play: Play) -> bool:
    """Whether `play` would be winning the trick once added (equivalent to winner(plays + [play]))."""
    if current.has_super:
        return False
    if play.card == SUPER:
        return True
    colour, view = play.card // 10, current.view
    if view.led is None or play.trump is True:
        return True
    suit = view.trump if view.trump is not None else view.led
    if colour != suit:
        return False
    key = play.card % 10 + (0.0 if play.higher is None else (0.5 if play.higher else -0.5))
    return current.best_key is None or key > current.best_key
