"""Auf falscher Fährte's actions: their shapes, the legal ones of the seat to act, and why one is not legal.

The state and the observation both answer from here, from the same plain values (the seat's hand, the
trick in progress, whether it is the round's last), so that the legal actions and the refusals a view
shows are the rules' own.

    ("hide", code)       lay a card of the hand face down as the hidden card
    ("play", code)       play a card to the trick
    ("trump", colour)    keep or choose the trump colour (0 to 3)
"""

from __future__ import annotations

from ..core import Refusal, malformed, refusal, shown, wrong_phase
from . import tricks
from .cards import COLOURS, JOKER, name
from .phases import HIDE, PLAY, TRUMP

KINDS = {HIDE: "hide", PLAY: "play", TRUMP: "trump"}
DOING = {HIDE: "lay a card face down", PLAY: "play a card", TRUMP: "decide the trump"}
# The actions, built once: the legal actions and the playouts pick them thousands of times a second.
PLAY_CARD = tuple(("play", code) for code in range(JOKER + 1))
HIDE_CARD = tuple(("hide", code) for code in range(JOKER))
TRUMP_CHOICES = tuple(("trump", colour) for colour in range(4))


def well_formed(action) -> bool:
    """The shape of an action, checked before its legality so that lookalike values cannot slip in."""
    return (isinstance(action, tuple) and len(action) == 2 and action[0] in ("hide", "play", "trump")
            and type(action[1]) is int)


def legal_actions_for(phase: str, hand, trick, last_trick: bool) -> tuple:
    """The actions of the seat to act, from its hand (in code order, as the state and the observation keep it)
    and the trick in progress."""
    if phase == HIDE:
        return tuple([HIDE_CARD[code] for code in sorted(set(hand)) if code != JOKER])
    if phase == PLAY:
        return tuple([PLAY_CARD[code] for code in tricks.playable_in_order(hand, trick, last_trick)])
    if phase == TRUMP:
        return TRUMP_CHOICES
    return ()


def refusal_for(phase: str, seat: int, hand, trick, last_trick: bool, action) -> Refusal | None:
    """Why `seat`, to act with `hand`, may not play `action` now, or None when it may."""
    if not well_formed(action):
        return malformed(action)
    kind, value = action
    if kind != KINDS[phase]:
        return wrong_phase(DOING[phase], kind)
    if action in legal_actions_for(phase, hand, trick, last_trick):
        return None
    if kind == "trump":
        return refusal("no_colour", "There is no colour {value}: the colours are 0 to 3 ({colours}).",
                       value=shown(value), colours=", ".join(COLOURS))
    if value not in hand:
        if 0 <= value <= JOKER:
            return refusal("not_held", "{seat} holds no {card}.", seat=seat, card=name(value), code=value)
        return refusal("no_such_card", "{seat} holds no such card.", seat=seat, value=shown(value))
    if kind == "hide":
        return refusal("joker_hidden", "A joker cannot be the hidden card.")
    return tricks.why_unplayable(hand, trick, last_trick, value)
