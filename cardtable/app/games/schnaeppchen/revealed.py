"""What a revealed Schnäppchen Jagd observation adds to the table (a replay's "everything revealed"): the
other players' hands face up in a fan that uses their mat's width, each junk pile's top card face up, and
the top cards of the stock in the round's facts. Every card shown so is marked (the kit's dashed frame)
and its tooltip names it.

A mixin of SchnaeppchenTable; its texts use the context "SchnaeppchenRevealed".
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF

from cardtable.app.table.cards import CARD_ASPECT
from cardtable.app.table.layouts import Placement

from .faces import card_label, face, ordered_hand
from .layout import CAPTION_H, PilesLayout, junk_stack, piles_in_row

translate = QCoreApplication.translate  # pyside6-lupdate reads translate("Context", "text")

SHOWN_STOCK = 3  # the stock's top cards named in the round's facts



def revealed_other_piles(area: QRectF, count: int) -> PilesLayout:
    """Another player's content when its hand is shown: the piles a little smaller, the hand's cards face
    up, as wide as the mat allows, so that each card's corner can be read."""
    gap = 14.0
    by_height = (area.height() - CAPTION_H - 2) / CARD_ASPECT
    card = max(30.0, min(86.0, by_height, area.width() / 4.6))
    hand_w = max(30.0, min(card, by_height))
    piles = 2 * card * 1.1 + gap
    room = area.width() - piles - 2 * gap
    step = min(hand_w * 0.8, (room - hand_w) / max(count - 1, 1))
    fan = hand_w + step * max(count - 1, 0)
    used = fan + gap + piles
    return piles_in_row(area, card, hand_w, fan, gap, used)


def open_fan(count: int, rect: QRectF, card_w: float) -> list[Placement]:
    """Cards face up from rect's left, overlapping to fit its width (side by side where it is wide)."""
    step = min(card_w * 1.08, (rect.width() - card_w) / max(count - 1, 1))
    return [Placement(rect.left() + i * step, rect.top(), 0.0, 10 + i) for i in range(count)]


def stock_line(obs) -> str:
    top = obs.revealed_stock[:SHOWN_STOCK]
    if not top:
        return ""
    names = ", ".join(card_label(code) for code in top)
    more = "…" if len(obs.revealed_stock) > len(top) else ""
    return translate("SchnaeppchenRevealed", "Stock from the top: {cards}").format(cards=names) + more


class SchnaeppchenRevealed:
    """The host provides _table, _show_revealed_card, _captions, _set_caption and _order."""

    def _render_open_hand(self, seat: int, hand, layout: PilesLayout, wanted: set) -> None:
        """Another player's hand, face up and marked, with its caption and count."""
        cards = ordered_hand(hand, self._order)
        name = self._seat_name(seat)
        for index, (place, (_card_id, code)) in enumerate(zip(open_fan(len(cards), layout.hand_rect, layout.hand_w),
                                                              cards)):
            tooltip = translate("SchnaeppchenRevealed", "In {name}'s hand: {card}").format(name=name,
                                                                                          card=card_label(code))
            self._show_revealed_card(("shown", seat, index), face(code), layout.hand_w, place.pos, place.z, tooltip)
            wanted.add(("shown", seat, index))
        label, number = self._captions[seat]["hand"]
        self._set_caption(label, number, self._hand_caption(), str(len(hand)), layout, layout.hand_rect.left(),
                          layout.hand_rect.width())

    def _render_open_junk(self, seat: int, junk, layout: PilesLayout, wanted: set) -> None:
        """The junk pile's top card face up on the pile's backs, marked; its tooltip lists the whole pile."""
        if not junk:
            return
        top = junk_stack(len(junk), layout.junk)[-1]
        listed = ", ".join(card_label(code) for code in junk)
        tooltip = translate("SchnaeppchenRevealed", "Junk, from the bottom: {cards}").format(cards=listed)
        self._show_revealed_card(("junk-top", seat), face(junk[-1]), layout.card_w, top.pos, top.z + 1, tooltip)
        wanted.add(("junk-top", seat))
