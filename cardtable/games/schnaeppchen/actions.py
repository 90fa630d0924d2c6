"""Schnäppchen Jagd's actions: their shapes, the legal ones of a seat, and why one is not legal.

The state and the observation both answer from here, from the same plain values, so that the legal
actions and the refusals a view shows are the rules' own.

    ("bargain", code)                    round 1: the first card of the bargain pile
    ("play", code, trump, higher)        a card with its declarations (None where none is made)
    ("sort", choice)                     a sorting of the junk pile (see sorting.choices)
"""

from __future__ import annotations

from itertools import chain

from ..core import Refusal, malformed, refusal, shown, wrong_phase
from . import sorting, tricks
from .cards import COLOURS, DECK, SUPER
from .phases import BARGAIN, PLAY, SORT

KINDS = {BARGAIN: "bargain", PLAY: "play", SORT: "sort"}


def _is_int(value) -> bool:
    return type(value) is int  # not bool, not float: 1 == True and 23.0 == 23 would pass a membership test


def well_formed(action) -> bool:
    """The shape of an action, checked before its legality so that lookalike values cannot slip in."""
    if not isinstance(action, tuple) or not action:
        return False
    kind = action[0]
    if kind == "play":  # the usual one first
        return (len(action) == 4 and type(action[1]) is int and (action[2] is None or type(action[2]) is bool)
                and (action[3] is None or type(action[3]) is bool))
    if kind == "bargain":
        return len(action) == 2 and _is_int(action[1])
    if kind == "sort":
        return len(action) == 2 and (action[1] is None or action[1] == "all" or _is_int(action[1]))
    return False


def legal_actions_for(phase: str, hand, trick, sort_context: sorting.SortContext | None) -> tuple:
    """The actions of the seat to act, from its hand, the trick in progress and its sorting context (needed
    only in the sorting phase)."""
    if phase == PLAY:
        if not trick:  # a lead: any card, declaring nothing
            return tuple([_LEADS[code] for code in sorted(set(hand))])
        return tuple(chain.from_iterable(map(_WAYS.__getitem__, tricks.playable_cards(hand, trick))))
    if phase == BARGAIN:
        return tuple([("bargain", code) for code in sorted(set(hand)) if code != SUPER])
    return tuple([("sort", choice) for choice in sorting.choices(sort_context)])


def _play_actions(code: int, trump_declared: bool, rank_declared: bool) -> tuple:
    """Every way to play `code`, from what it must declare."""
    trumps = (True, False) if trump_declared else (None,)
    ranks = (True, False) if rank_declared else (None,)
    return tuple(("play", code, trump, higher) for trump in trumps for higher in ranks)


# Made once, as the legal actions are asked all the time: the ways to play each card by what it must declare
# (keyed as `tricks.playable_cards` lists them), and the one play of each card that declares nothing.
_WAYS = {(code, trump, rank): _play_actions(code, trump, rank)
         for code in set(DECK) for trump in (False, True) for rank in (False, True)}
_LEADS = {code: _WAYS[code, False, False][0] for code in set(DECK)}


def is_legal(phase: str, hand, trick, sort_context: sorting.SortContext | None, action) -> bool:
    """Whether the well-formed `action`, of the phase's kind, is one of `legal_actions_for`, without listing them."""
    if phase == BARGAIN:
        return action[1] != SUPER and action[1] in hand
    if phase == PLAY:
        return tricks.may_play(hand, trick, action[1], action[2], action[3])
    return action[1] in sorting.choices(sort_context)


def refusal_for(phase: str, seat: int, hand, trick, sort_context: sorting.SortContext | None, action) -> Refusal | None:
    """Why `seat`, to act with `hand`, may not play `action` now, or None when it may."""
    if not well_formed(action):
        return malformed(action)
    if action[0] != KINDS[phase]:
        return wrong_phase(KINDS[phase], action[0])
    if is_legal(phase, hand, trick, sort_context, action):
        return None
    if action[0] in ("bargain", "play") and action[1] not in hand:
        return refusal("not_held", "{seat} has no such card.", seat=seat)
    if action[0] == "bargain":
        return refusal("super_bargain", "A super offer cannot start a bargain pile.")
    if action[0] == "play":
        return _play_refusal(hand, trick, action)
    return refusal("sorting", "That sorting is not allowed now.", choice=shown(action[1]))  # shown: the value may be any integer, even one too long to write


def _play_refusal(hand, trick, action: tuple) -> Refusal:
    code, trump, higher = action[1:]
    view = tricks.read(trick)
    if code != SUPER and code // 10 != view.led and tricks.must_follow(hand, view):
        return refusal("must_follow", "You must follow the led colour.", colour=COLOURS[view.led], index=view.led)
    if tricks.needs_trump_declaration(code, view) and trump is None:
        return refusal("declare_trump", "Declare whether this colour is trump.")
    if trump is not None and not tricks.needs_trump_declaration(code, view):
        return refusal("no_trump_declaration", "This card cannot be declared trump or not trump now.")
    if tricks.needs_rank_declaration(code, trick) and higher is None:
        return refusal("declare_rank", "Declare whether this card ranks above or below its twin.")
    return refusal("no_rank_declaration", "This card cannot be declared above or below now.")
