"""What a revealed Auf falscher Fährte observation adds to the table (a replay's "everything revealed"):
the other players' hands face up in a fan as wide as their mat allows, each player's hidden card face up
in its slot, and the pile's face-down cards face up in the order they will be turned up, each naming
whose it is. Every card shown so is marked (the kit's dashed frame) and its tooltip says what it is.

A mixin of FaehrteTable; its texts use the context "FaehrteRevealed".
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF

from cardtable.app.table.cards import CARD_ASPECT
from cardtable.app.table.layouts import Placement

from .faces import card_label, face, ordered_hand
from .layout import CAPTION_H, MatLayout

translate = QCoreApplication.translate  # pyside6-lupdate reads translate("Context", "text")



def revealed_other_mat(area: QRectF, count: int) -> MatLayout:
    """Another player's content when its hand is shown: the hand face up over most of the mat's width,
    its hidden card's slot on the right."""
    gap = 16.0
    card = max(30.0, min(80.0, (area.height() - CAPTION_H - 2) / CARD_ASPECT, area.width() / 5))
    room = area.width() - card - 3 * gap
    step = min(card * 0.7, (room - card) / max(count - 1, 1))
    fan = card + step * max(count - 1, 0)
    used = fan + gap + card
    left = area.left() + max(0.0, (area.width() - used) / 2)
    top = area.top() + max(0.0, (area.height() - CAPTION_H - card * CARD_ASPECT) / 2)
    hand_rect = QRectF(left, top, fan, card * CARD_ASPECT)
    slot = QPointF(left + fan + gap, top)
    return MatLayout(card, hand_rect, card, slot, top + card * CARD_ASPECT + 2, card + gap * 2)


def open_fan(count: int, rect: QRectF, card_w: float) -> list[Placement]:
    step = (rect.width() - card_w) / max(count - 1, 1)
    return [Placement(rect.left() + i * step, rect.top(), 0.0, 10 + i) for i in range(count)]


def pile_codes(obs) -> list:
    """The hidden cards in the pile's order: those turned up, then the face-down ones (top first), as
    (code, owner) pairs."""
    turned = list(zip(obs.revealed, obs.revealed_owners))
    return turned + [(code, owner) for owner, code in obs.revealed_pile]


class FaehrteRevealed:
    """The host provides _table, _show_revealed_card, _captions, _caption and _seat_name."""

    def _render_open_seat(self, obs, seat: int, layout: MatLayout, wanted: set) -> None:
        """Another player's hand face up and its hidden card in its slot, marked."""
        hand = obs.revealed_hands[seat]
        name = self._seat_name(seat)
        places = open_fan(len(hand), layout.hand_rect, layout.hand_w)
        for index, (place, (_card_id, code)) in enumerate(zip(places, ordered_hand(hand, obs.trump))):
            tooltip = translate("FaehrteRevealed", "In {name}'s hand: {card}").format(name=name, card=card_label(code))
            self._show_revealed_card(("shown", seat, index), face(code), layout.hand_w, place.pos, place.z, tooltip)
            wanted.add(("shown", seat, index))
        label, number, slot_label = self._captions[seat]
        self._caption(label, self._hand_caption(), layout, layout.hand_rect.left(), layout.hand_rect.width(), 0)
        self._caption(number, str(len(hand)), layout, layout.hand_rect.left(), layout.hand_rect.width(), 1)
        hidden = obs.revealed_hidden[seat]
        if hidden is None:
            return
        tooltip = translate("FaehrteRevealed", "{name}'s hidden card: {card}").format(name=name,
                                                                                  card=card_label(hidden))
        self._show_revealed_card(("shown-hidden", seat), face(hidden), layout.slot_w, layout.slot, 10, tooltip)
        wanted.add(("shown-hidden", seat))
        self._caption(slot_label, translate("FaehrteRevealed", "Hidden card"), layout, layout.slot.x(), layout.slot_w,
                      0, layout.slot_room)

    def _pile_card_tooltip(self, code: int, owner: int) -> str:
        return translate("FaehrteRevealed", "{card}: {name}'s hidden card").format(card=card_label(code),
                                                                                  name=self._seat_name(owner))
