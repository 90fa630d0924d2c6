"""The moves of a trick: a played card leaves its player's hand (the viewer's own card, else the last back
of the player's fan) and flies to its place in the trick (or to a place on the table: a pile), turning
face up on the way when it left face down; `after_play` is the observation the table tells once it has
landed."""

from __future__ import annotations

from dataclasses import replace
from typing import Callable

from PySide6.QtCore import QPointF

from ..animation import Beat
from ..cards import BACK
from ..hand import HandRow
from ..trick import TrickArea, trick_card_id
from .seats import SeatMats

MOST_COPIES = 4  # a hand holds at most this many cards of one code (ids ("hand", code, copy))


class TrickFlights:
    """Launches cards from the seats to the trick, on a table's scene.

    place_card(card_id, face, width, pos, z) shows a card at rest (a GameTable's `_show_card`); face(code)
    is the game's face of a card."""

    def __init__(self, scene, hand: HandRow, trick: TrickArea, seats: SeatMats, place_card: Callable,
                 face: Callable):
        self._scene, self._hand, self._trick, self._seats = scene, hand, trick, seats
        self._place_card, self._face = place_card, face

    def source(self, seat: int, code, own_hand: bool):
        """The item a card leaves from and whether it is face up: the viewer's own card when own_hand, else
        the last back of the seat's fan (None when there is none)."""
        if own_hand:
            card = self._hand.source([("hand", code, copy) for copy in range(MOST_COPIES - 1, -1, -1)])
            if card is not None:
                return card, True
        backs = [card for card in self._scene.cards()
                 if card.card_id[0] == "fan" and card.card_id[1] == seat and card.isVisible()]
        return (max(backs, key=lambda card: card.card_id[2]) if backs else None), False

    def launch(self, card_id, seat: int, code, width: float, own_hand: bool) -> tuple:
        """The card, as card_id, where it leaves from (its source hidden); returns (item, face_up)."""
        source, face_up = self.source(seat, code, own_hand)
        start = source.pos() if source is not None else self._seats.panel(seat).sceneBoundingRect().center()
        if source is not None:
            source.setVisible(False)
            width = source.size.width()
        item = self._place_card(card_id, self._face(code) if face_up else BACK, width, start, 300)
        return item, face_up

    def fly_to(self, beat: Beat, card_id, seat: int, code, width: float, target: QPointF, own_hand: bool) -> None:
        """The card, as card_id, from its player's hand (see launch) to target (its top-left), width wide."""
        item, face_up = self.launch(card_id, seat, code, width, own_hand)
        item.set_width(width)
        beat.move(item, target)
        if not face_up:
            beat.flip(item, self._face(code))

    def fly_to_trick(self, beat: Beat, seat: int, code, index: int, position: int, own_hand: bool) -> None:
        item, face_up = self.launch(trick_card_id(index), seat, code, self._trick.layout.card_w, own_hand)
        self._trick.fly_in(beat, item, position, None if face_up else self._face(code))


def after_play(obs, seat: int, code, play):
    """obs with that card gone from its player's hand and `play` in the trick, nobody yet to act (the
    trick may be full): what the table shows when that card has landed."""
    hand = obs.hand
    if hand is not None and obs.seat == seat and code in hand:
        hand = list(hand)
        hand.remove(code)
        hand = tuple(hand)
    sizes = tuple(size - 1 if index == seat else size for index, size in enumerate(obs.hand_sizes))
    return replace(obs, hand=hand, hand_sizes=sizes, trick=tuple(obs.trick) + (play,), to_act=None)
