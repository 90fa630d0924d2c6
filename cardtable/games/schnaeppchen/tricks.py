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


def read(plays) -> TrickView:
    led = trump = None
    not_trump = set()
    for play in plays:
        colour = colour_of(play.card)
        if colour is None:
            continue
        if led is None:
            led = colour
        elif play.trump is True:
            trump = colour
        elif play.trump is False:
            not_trump.add(colour)
    return TrickView(led, trump, frozenset(not_trump))


def must_follow(hand, view: TrickView) -> bool:
    return view.led is not None and any(colour_of(code) == view.led for code in hand)


def playable_cards(hand, plays) -> list[int]:
    """The distinct cards of `hand` that may be played now."""
    view = read(plays)
    distinct = sorted(set(hand))
    if must_follow(hand, view):
        return [code for code in distinct if code == SUPER or colour_of(code) == view.led]
    return distinct


def needs_trump_declaration(code: int, view: TrickView) -> bool:
    colour = colour_of(code)
    if colour is None or view.led is None or colour == view.led:
        return False
    return view.trump is None and colour not in view.not_trump


def needs_rank_declaration(code: int, plays) -> bool:
    return code != SUPER and any(play.card == code for play in plays)


def play_options(code: int, plays) -> list[Play]:
    """Every legal way to play `code` (the seat is filled in by the caller): its declarations."""
    view = read(plays)
    trumps = (True, False) if needs_trump_declaration(code, view) else (None,)
    ranks = (True, False) if needs_rank_declaration(code, plays) else (None,)
    return [Play(-1, code, trump, higher) for trump in trumps for higher in ranks]


def kept_cards(plays, wanted: int | None) -> tuple:
    """The cards of a won trick that go to its winner's bargain pile (those of the value it collects),
    sorted; the others go to its junk pile."""
    return tuple(sorted(play.card for play in plays if play.card != SUPER and value_of(play.card) == wanted))


def winner(plays) -> int:
    """The seat that wins a complete trick."""
    for play in plays:
        if play.card == SUPER:
            return play.seat  # the first super offer beats everything
    view = read(plays)
    suit = view.trump if view.trump is not None else view.led
    best_seat, best_key = plays[0].seat, None
    for play in plays:
        if colour_of(play.card) != suit:
            continue
        key = _rank_key(play, plays)
        if best_key is None or key > best_key:
            best_seat, best_key = play.seat, key
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
