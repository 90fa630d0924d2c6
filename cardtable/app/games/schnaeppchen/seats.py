"""The seats of the Schnäppchen Jagd table: mats, hands, bargain and junk piles, with their captions.

A mixin of SchnaeppchenTable: it draws each seat of an observation into its mat (the viewer's own
hand face up at the bottom, the others' hands as fans of backs), the bargain pile with its top card
and the junk pile face down, each with a caption and its count, and the dealer's tab. The viewer's
hand is the kit's HandRow (grouped by colour or by value).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from cardtable.app.table.cards import BACK
from cardtable.app.table.hand import HandCard
from cardtable.app.table.seat_panel import SeatPanel
from cardtable.app.table.style import TEXT_SOFT, centre_text, fit_text, make_text

from . import texts
from .faces import face, group_key, ordered_hand
from .layout import PilesLayout, bargain_stack, fan_of_backs, junk_stack, other_piles, viewer_piles

CAPTION_SIZE = 17  # the piles' captions; a long translation is set smaller before it is elided


def xy(point: QPointF) -> tuple[float, float]:
    return point.x(), point.y()


class SchnaeppchenSeats:
    """The host provides _table, _hand (a HandRow), _panels, _captions, _order, _dealer, _slot_path,
    _slots, _bottom, _badge, _seat_name and _show_card."""

    def _ensure_seats(self, players: int) -> None:
        while len(self._panels) > players:
            self._table.removeItem(self._panels.pop())
            for label, count in self._captions.pop().values():
                self._table.removeItem(label)
                self._table.removeItem(count)
        while len(self._panels) < players:
            panel = SeatPanel()
            panel.setZValue(0)
            self._table.addItem(panel)
            captions = {kind: (make_text("", CAPTION_SIZE, colour=TEXT_SOFT), make_text("", 23, bold=True))
                        for kind in ("hand", "bargain", "junk")}
            for label, count in captions.values():
                self._table.addItem(label)
                self._table.addItem(count)
            self._panels.append(panel)
            self._captions.append(captions)

    def _render_seat(self, obs, seat: int, rect: QRectF, wanted: set) -> None:
        panel = self._panels[seat]
        panel.set_rect(rect)
        panel.set_name(self._seat_name(seat))
        panel.set_seat(seat)
        panel.set_badge(self._badge(seat))
        self._place_dealer(rect, obs.dealer == seat)
        panel.set_active(obs.to_act == seat)
        panel.set_info_lines([texts.seat_info(obs, seat)])
        viewer = seat == self.bottom_seat()
        layout = viewer_piles(panel.content_rect()) if viewer else other_piles(panel.content_rect())
        if viewer and obs.hand is not None:
            self._render_hand(obs.hand, layout, wanted)
        else:
            self._render_fan(seat, obs.hand_sizes[seat], layout, wanted)
        self._render_piles(obs, seat, layout, viewer, wanted)

    def _show_seat_labels(self, obs, seat: int) -> None:
        """An animation's step: a seat's turn marker, info line and pile counts tell obs (the cards and
        the captions' places stay as they are)."""
        panel = self._panels[seat]
        panel.set_active(obs.to_act == seat)
        panel.set_info_lines([texts.seat_info(obs, seat)])
        counts = {"hand": obs.hand_sizes[seat], "bargain": len(obs.bargain[seat]), "junk": obs.junk_sizes[seat]}
        for kind, count in counts.items():
            number = self._captions[seat][kind][1]
            centre = number.sceneBoundingRect().center()
            number.setText(str(count))
            centre_text(number, centre.x(), centre.y())

    def _place_dealer(self, rect: QRectF, dealer: bool) -> None:
        """The dealer's tab, on the top edge of the dealer's mat (clear of the name row)."""
        if not dealer:
            return
        pill = self._dealer
        pill.set_text(texts.dealer_label(), 130)
        pill.set_clickable(False)
        pill.setPos(rect.right() - 150, rect.top() - pill.height() + 6)
        pill.setToolTip(texts.dealer_label())
        pill.setVisible(True)

    def _render_hand(self, hand, layout: PilesLayout, wanted: set) -> None:
        cards = [HandCard(card_id, face(code), group_key(code, self._order))
                 for card_id, code in ordered_hand(hand, self._order)]
        wanted |= self._hand.show(cards, layout.hand_rect, layout.hand_w)

    def _render_fan(self, seat: int, count: int, layout: PilesLayout, wanted: set) -> None:
        for index, place in enumerate(fan_of_backs(count, layout.hand_rect, layout.hand_w)):
            card = self._show_card(("fan", seat, index), BACK, layout.hand_w, place.pos, place.z)
            card.setToolTip(texts.pile_tooltip("hand", count))
            wanted.add(("fan", seat, index))
        label, number = self._captions[seat]["hand"]
        self._set_caption(label, number, texts.captions()["hand"], str(count), layout,
                          layout.hand_rect.left(), layout.hand_rect.width())

    def _render_piles(self, obs, seat: int, layout: PilesLayout, viewer: bool, wanted: set) -> None:
        if viewer:
            self._captions[seat]["hand"][0].setVisible(False)
            self._captions[seat]["hand"][1].setVisible(False)
        pile = obs.bargain[seat]
        collecting = obs.collecting(seat)
        for index, place in enumerate(bargain_stack(len(pile), layout.bargain)):
            code = pile[len(pile) - min(3, len(pile)) + index]
            card = self._show_card(("bargain", seat, index), face(code), layout.card_w, place.pos, place.z)
            card.setToolTip(texts.pile_tooltip("bargain", len(pile), collecting))
            wanted.add(("bargain", seat, index))
        captions = texts.captions()
        width = layout.card_w * 1.1
        label, number = self._captions[seat]["bargain"]
        self._set_caption(label, number, captions["bargain"], str(len(pile)), layout, layout.bargain.x(), width)
        size = obs.junk_sizes[seat]
        own = viewer and obs.my_junk is not None
        for index, place in enumerate(junk_stack(size, layout.junk)):
            card = self._show_card(("junk", seat, index), BACK, layout.card_w, place.pos, place.z)
            card.setToolTip(texts.pile_tooltip("junk", size, own=own))
            wanted.add(("junk", seat, index))
        label, number = self._captions[seat]["junk"]
        self._set_caption(label, number, captions["junk"], str(size), layout, layout.junk.x(), width)
        self._draw_empty_slots(seat, layout, not pile, not size)

    def _set_caption(self, label, number, text: str, count: str, layout: PilesLayout, left: float,
                     width: float) -> None:
        room = width + 14
        label.setText(fit_text(text, label, room, CAPTION_SIZE, smallest=0.7))
        number.setText(count)
        centre_text(label, *xy(layout.caption_centre(left, width, 0)))
        centre_text(number, *xy(layout.caption_centre(left, width, 1)))
        label.setVisible(True)
        number.setVisible(True)

    def _draw_empty_slots(self, seat: int, layout: PilesLayout, bargain: bool, junk: bool) -> None:
        size = layout.card_size
        if bargain:
            self._slot_path.addRoundedRect(QRectF(layout.bargain + QPointF(6, 0), size), 8, 8)
        if junk:
            self._slot_path.addRoundedRect(QRectF(layout.junk, size), 8, 8)
        self._slots.setPath(self._slot_path)
