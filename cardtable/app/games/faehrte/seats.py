"""The seats of the Auf falscher Fährte table: mats, hands and the hidden cards' slots, with captions.

A mixin of FaehrteTable: it draws each seat of an observation into its mat (the viewer's own hand face
up at the bottom, the others' hands as fans of backs), the slot of the viewer's own hidden card (face
up: only the viewer may see it; a highlighted empty slot while it is to be chosen), the back another
player has laid while the hidden cards are being laid, and the dealer's tab. Only the observation's own
seat shows its hand and hidden card, whichever mat is at the bottom.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from cardtable.app.table.cards import BACK
from cardtable.app.table.hand import HandCard
from cardtable.app.table.seat_panel import SeatPanel
from cardtable.app.table.style import HIGHLIGHT, TEXT_SOFT, centre_text, make_text

from . import texts
from .faces import face, group_key, ordered_hand
from .layout import MatLayout, fan_of_backs, other_mat, viewer_mat
from .text_fit import fit_line

CAPTION_SIZE = 17  # the captions; a long translation is set smaller before it is elided


def xy(point: QPointF) -> tuple[float, float]:
    return point.x(), point.y()


class FaehrteSeats:
    """The host provides _table, _hand (a HandRow), _panels, _captions, _dealer, _slot_path, _prompt_slot,
    _seat_name, _badge, _legal and _show_card."""

    def _ensure_seats(self, players: int) -> None:
        while len(self._panels) > players:
            self._table.removeItem(self._panels.pop())
            for item in self._captions.pop():
                self._table.removeItem(item)
        while len(self._panels) < players:
            panel = SeatPanel()
            panel.setZValue(0)
            self._table.addItem(panel)
            captions = (make_text("", CAPTION_SIZE, colour=TEXT_SOFT), make_text("", 23, bold=True),
                        make_text("", CAPTION_SIZE, colour=TEXT_SOFT))
            for item in captions:
                self._table.addItem(item)
            self._panels.append(panel)
            self._captions.append(captions)

    def _mat_layout(self, seat: int) -> MatLayout:
        content = self._panels[seat].content_rect()
        return viewer_mat(content) if seat == self.bottom_seat() else other_mat(content)

    def _render_seat(self, obs, seat: int, rect: QRectF, wanted: set) -> None:
        panel = self._panels[seat]
        panel.set_rect(rect)
        panel.set_name(self._seat_name(seat))
        panel.set_seat(seat)
        panel.set_badge(self._badge(seat))
        self._place_dealer(rect, obs.dealer == seat)
        panel.set_active(obs.to_act == seat and not obs.terminal)
        panel.set_info_lines([texts.seat_info(obs, seat)])
        layout = self._mat_layout(seat)
        for item in self._captions[seat]:
            item.setVisible(False)
        panel.set_placeholder(texts.final_line(obs.totals[seat]) if obs.terminal else "")
        if obs.terminal:
            return
        if seat == self.bottom_seat() and seat == obs.seat and obs.hand is not None:
            self._render_hand(obs, layout, wanted)
            self._render_own_hidden(obs, layout, wanted)
        else:
            self._render_fan(seat, obs.hand_sizes[seat], layout, wanted)
            if obs.phase == "hide" and obs.laid[seat]:
                card = self._show_card(("laid", seat), BACK, layout.slot_w, layout.slot, 10)
                card.setToolTip(texts.laid_tooltip())
                wanted.add(("laid", seat))
                self._caption(self._captions[seat][2], texts.captions()["laid"], layout, layout.slot.x(),
                              layout.slot_w, 0, layout.slot_room)

    def _show_seat_labels(self, obs, seat: int) -> None:
        """An animation's step: a seat's turn marker and info line tell obs."""
        panel = self._panels[seat]
        panel.set_active(obs.to_act == seat and not obs.terminal)
        panel.set_info_lines([texts.seat_info(obs, seat)])

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

    def _render_hand(self, obs, layout: MatLayout, wanted: set) -> None:
        cards = [HandCard(card_id, face(code), group_key(code)) for card_id, code in ordered_hand(obs.hand, obs.trump)]
        wanted |= self._hand.show(cards, layout.hand_rect, layout.hand_w)

    def _render_own_hidden(self, obs, layout: MatLayout, wanted: set) -> None:
        """The viewer's hidden card face up in its slot; while it is to be chosen, the empty slot highlighted
        with a prompt."""
        seat = obs.seat
        label = self._captions[seat][2]
        if obs.my_hidden is not None:
            card = self._show_card(("own-hidden", seat), face(obs.my_hidden), layout.slot_w, layout.slot, 10)
            card.setToolTip(texts.own_hidden_tooltip(obs.my_hidden))
            wanted.add(("own-hidden", seat))
            self._caption(label, texts.captions()["hidden"], layout, layout.slot.x(), layout.slot_w, 0,
                      layout.slot_room)
            return
        if obs.phase != "hide":
            return
        choosing = any(action[0] == "hide" for action in self._legal)
        self._slot_path.addRoundedRect(layout.slot_rect, 8, 8)
        if choosing:
            self._prompt_slot.addRoundedRect(layout.slot_rect, 8, 8)
        self._caption(label, texts.captions()["hidden"], layout, layout.slot.x(), layout.slot_w, 0,
                      layout.slot_room)
        label.setBrush(HIGHLIGHT if choosing else TEXT_SOFT)

    def _render_fan(self, seat: int, count: int, layout: MatLayout, wanted: set) -> None:
        for index, place in enumerate(fan_of_backs(count, layout.hand_rect, layout.hand_w)):
            card = self._show_card(("fan", seat, index), BACK, layout.hand_w, place.pos, place.z)
            card.setToolTip(texts.fan_tooltip(count))
            wanted.add(("fan", seat, index))
        label, number, _ = self._captions[seat]
        self._caption(label, texts.captions()["hand"], layout, layout.hand_rect.left(), layout.hand_rect.width(), 0)
        self._caption(number, str(count), layout, layout.hand_rect.left(), layout.hand_rect.width(), 1)

    def _caption(self, item, text: str, layout: MatLayout, left: float, width: float, line: int,
                 room: float = 0.0) -> None:
        """A caption line under a card or a fan, centred on it; room: the width it may take (else a bit more
        than the card's)."""
        if line == 0:
            item.setText(fit_line(text, item, room or width + 60, CAPTION_SIZE))
            item.setBrush(TEXT_SOFT)
        else:
            item.setText(text)
        centre_text(item, *xy(layout.caption_centre(left, width, line)))
        item.setVisible(True)
