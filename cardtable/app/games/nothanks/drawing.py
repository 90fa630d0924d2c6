"""How the No Thanks! table puts its items on the scene: seats, hands, the deck, the centre's places.

A mixin of NoThanksTable, with no text of its own (the table's texts stay in its class, where the
translation tools find them): it shapes the scene like the view, arranges the table for it, and
creates, moves and removes items.
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem

from cardtable.app.table.cards import BACK
from cardtable.app.table.chip_item import ChipItem
from .layout import (CHIP_RADIUS, STACK_ROOM, NoThanksGeometry, deck_pile, hand_layout, nothanks_face,
                              run_trays, table_geometry)
from cardtable.app.table.seat_panel import SeatPanel
from cardtable.app.table.style import make_text


class NoThanksDrawing:
    """Items of the table. The host provides _table (TableScene), _geometry, _panels, _stacks, _trays,
    bottom_seat(obs), _reshape_scene(), _place_card, and the texts _score_line, _seat_name, _badge."""

    def _build_centre(self) -> None:
        self._pot = ChipItem(0, CHIP_RADIUS)
        self._pot.setZValue(40)
        self._table.addItem(self._pot)
        self._deck_label = make_text("", 23, bold=True)
        self._status = make_text("", 28, bold=True)
        self._deck_slot = QGraphicsPathItem()
        self._deck_slot.setPen(QPen(QColor(255, 255, 255, 70), 2, Qt.PenStyle.DashLine))
        for item in (self._deck_label, self._status, self._deck_slot):
            self._table.addItem(item)

    def _lay_out(self, obs) -> NoThanksGeometry:
        """Give the scene the view's shape and arrange the table in it for these seats' texts."""
        size = self._reshape_scene()
        seats = range(obs.players)
        text_width = max(SeatPanel.info_width(self._seat_score_text(obs, seat)) for seat in seats)
        name_width = max(SeatPanel.name_row_width(self._seat_name(seat), self._badge(seat)) for seat in seats)
        geometry = table_geometry(obs.players, size, text_width, name_width, self._revealed_room(obs))
        path = QPainterPath()
        path.addRoundedRect(QRectF(geometry.centre.deck_pos, geometry.centre.card_size), 10, 10)
        self._deck_slot.setPath(path)
        return geometry

    # seats -------------------------------------------------------------------------------------------------
    def _ensure_seats(self, players: int) -> None:
        while len(self._panels) > players:
            for item in (self._panels.pop(), self._stacks.pop(), self._trays.pop()):
                self._table.removeItem(item)
        while len(self._panels) < players:
            self._add_seat()

    def _add_seat(self) -> None:
        panel, stack, tray = SeatPanel(), ChipItem(0, CHIP_RADIUS), QGraphicsPathItem()
        panel.set_reserved_beside_content(STACK_ROOM)
        panel.set_wrap_info(True)
        stack.setData(0, len(self._stacks))  # its seat, for _on_stack_clicked (a lambda would keep the table alive)
        stack.clicked.connect(self._on_stack_clicked)
        tray.setBrush(QColor(0, 0, 0, 55))
        tray.setPen(QPen(QColor(255, 255, 255, 60), 1.5))
        for item, z in ((panel, 0), (tray, 2), (stack, 5)):
            item.setZValue(z)
            self._table.addItem(item)
        self._panels.append(panel)
        self._stacks.append(stack)
        self._trays.append(tray)

    # cards ---------------------------------------------------------------------------------------------------
    def _render_hands(self, obs) -> None:
        wanted: set = set()
        for seat in range(obs.players):
            width, placements = self._seat_layout(obs, seat, obs.cards[seat])
            for card, placement in placements.items():
                self._place_card(card, nothanks_face(card), width, placement.pos, placement.z)
                wanted.add(card)
            self._draw_trays(seat, obs.cards[seat], width, placements)
        if obs.open_card is not None:
            centre = self._geometry.centre
            self._place_card(obs.open_card, nothanks_face(obs.open_card), centre.card_w, centre.open_pos, 30)
            wanted.add(obs.open_card)
        self._show_deck(obs.deck_size)
        for card in self._table.cards():
            if isinstance(card.card_id, int) and card.card_id not in wanted:
                self._table.remove_card(card.card_id)

    def _seat_layout(self, obs, seat: int, cards: Sequence[int]) -> tuple[float, dict]:
        """A seat's card width and where each card goes, in its mat's content area (see hand_layout)."""
        largest = self._geometry.card_width(seat, self.bottom_seat(obs))
        return hand_layout(cards, self._panels[seat].content_rect(), largest)

    def _draw_trays(self, seat: int, cards: Sequence[int], width: float, placements: dict) -> None:
        self._trays[seat].setPath(run_trays(cards, width, placements))
        self._trays[seat].setVisible(True)

    def _show_deck_pile(self, deck_size: int) -> None:
        """A pile of backs about as thick as the deck (its size is written by the host's _show_deck)."""
        centre = self._geometry.centre
        pile = deck_pile(deck_size, centre.deck_pos)
        for index, placement in enumerate(pile):
            self._place_card(("deck", index), BACK, centre.card_w, placement.pos, placement.z)
        for card in self._table.cards():
            if isinstance(card.card_id, tuple) and isinstance(card.card_id[1], int) and card.card_id[1] >= len(pile):
                self._table.remove_card(card.card_id)
        self._deck_shown = deck_size
