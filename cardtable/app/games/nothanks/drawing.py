"""The No Thanks! felt: the items of the table (each seat's mat, chip stack and run trays, the hands, the
deck, the open card, the pot, the status) and how an observation puts them on the scene.

A part of NoThanksTable, given the scene and the table's card placers; it draws from a TableContext
(the observation, the seats' names and badges, the bottom seat) and the scene's size, and tells a click
on a chip stack (`stack_clicked(seat)`) without deciding what it means.
"""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import QObject, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem

from cardtable.app.table.card_item import CardItem
from cardtable.app.table.cards import BACK
from cardtable.app.table.chip_item import ChipItem
from cardtable.app.table.context import TableContext
from cardtable.app.table.scene import TableScene
from cardtable.app.table.seat_panel import SeatPanel
from cardtable.app.table.style import HIGHLIGHT, TEXT, centre_text, elide, make_text

from . import table_texts
from .layout import (CHIP_RADIUS, STACK_ROOM, NoThanksGeometry, chip_stack_pos, deck_pile, hand_layout,
                     nothanks_face, run_trays, table_geometry)
from .revealed import RevealedDeck, revealed_room, seat_chips, seat_score_text, secret_chips


class NoThanksFelt(QObject):
    stack_clicked = Signal(int)  # a seat's chip stack was clicked

    def __init__(self, scene: TableScene, place_card: Callable, show_revealed_card: Callable,
                 parent: QObject | None = None):
        super().__init__(parent)
        self._scene = scene
        self._place_card = place_card  # GameTable._place_card: a card at rest
        self.geometry: NoThanksGeometry | None = None  # for the current scene size (None before a first draw)
        self.deck_shown = 0  # the deck's size as its pile shows it now
        self._panels: list[SeatPanel] = []
        self._stacks: list[ChipItem] = []
        self._trays: list[QGraphicsPathItem] = []
        self.pot = ChipItem(0, CHIP_RADIUS)
        self.pot.setZValue(40)
        self.deck_label = make_text("", 23, bold=True)
        self.status = make_text("", 28, bold=True)
        self.deck_slot = QGraphicsPathItem()
        self.deck_slot.setPen(QPen(QColor(255, 255, 255, 70), 2, Qt.PenStyle.DashLine))
        for item in (self.pot, self.deck_label, self.status, self.deck_slot):
            scene.addItem(item)
        self.revealed = RevealedDeck(scene, show_revealed_card)

    # --- the items ----------------------------------------------------------------------------------------
    def panel(self, seat: int) -> SeatPanel:
        return self._panels[seat]

    def stack(self, seat: int) -> ChipItem:
        return self._stacks[seat]

    def stacks(self) -> list[ChipItem]:
        return list(self._stacks)

    def seats_drawn(self) -> int:
        return len(self._panels)

    def open_card_item(self, obs) -> CardItem | None:
        if obs is None or obs.open_card is None:
            return None
        return self._scene.card(obs.open_card)

    def hide_tray(self, seat: int) -> None:
        self._trays[seat].setVisible(False)

    # --- drawing an observation ---------------------------------------------------------------------------
    def render(self, context: TableContext, size: QSizeF) -> None:
        """Everything of context.obs at rest, in a scene of this size."""
        obs = context.obs
        self._ensure_seats(obs.players)
        self.geometry = self._lay_out(context, size)
        for seat, rect in enumerate(self.geometry.seat_rects(context.bottom)):
            self._render_seat(context, seat, rect)
        self._render_hands(context)
        self._render_centre(context)
        self.revealed.show(obs, self.geometry.centre)

    def show_labels(self, context: TableContext) -> None:
        """An animation's step: the mats' texts and the status line tell context.obs (the cards stay as they fly)."""
        for seat in range(min(context.obs.players, len(self._panels))):
            self._show_seat_texts(context.obs, seat)
        self._show_status(context)

    def show_seat_score(self, seat: int, cards: Sequence[int], chips: int | None) -> None:
        """A seat's chip stack and score line, always together (also in the middle of an animation)."""
        self._stacks[seat].set_count(chips)
        self._panels[seat].set_info_lines([table_texts.score_line(cards, chips)])

    def seat_layout(self, obs, bottom: int, seat: int, cards: Sequence[int]) -> tuple[float, dict]:
        """A seat's card width and where each card goes, in its mat's content area (see hand_layout)."""
        largest = self.geometry.card_width(seat, bottom)
        return hand_layout(cards, self._panels[seat].content_rect(), largest)

    def show_deck(self, deck_size: int) -> None:
        """A pile of backs about as thick as the deck, with its size written under it."""
        centre = self.geometry.centre
        pile = deck_pile(deck_size, centre.deck_pos)
        for index, placement in enumerate(pile):
            self._place_card(("deck", index), BACK, centre.card_w, placement.pos, placement.z)
        for card in self._scene.cards():
            if isinstance(card.card_id, tuple) and isinstance(card.card_id[1], int) and card.card_id[1] >= len(pile):
                self._scene.remove_card(card.card_id)
        self.deck_shown = deck_size
        self.deck_label.setText(table_texts.deck_label(deck_size))
        centre_text(self.deck_label, centre.deck_label.x(), centre.deck_label.y())

    def _lay_out(self, context: TableContext, size: QSizeF) -> NoThanksGeometry:
        """Arrange the table in the scene for these seats' texts."""
        obs = context.obs
        seats = range(obs.players)
        text_width = max(SeatPanel.info_width(seat_score_text(obs, seat)) for seat in seats)
        name_width = max(SeatPanel.name_row_width(context.name(seat), context.badge(seat)) for seat in seats)
        geometry = table_geometry(obs.players, size, text_width, name_width, revealed_room(obs))
        path = QPainterPath()
        path.addRoundedRect(QRectF(geometry.centre.deck_pos, geometry.centre.card_size), 10, 10)
        self.deck_slot.setPath(path)
        return geometry

    # seats -------------------------------------------------------------------------------------------------
    def _ensure_seats(self, players: int) -> None:
        while len(self._panels) > players:
            for item in (self._panels.pop(), self._stacks.pop(), self._trays.pop()):
                self._scene.removeItem(item)
        while len(self._panels) < players:
            self._add_seat()

    def _add_seat(self) -> None:
        panel, stack, tray = SeatPanel(), ChipItem(0, CHIP_RADIUS), QGraphicsPathItem()
        panel.set_reserved_beside_content(STACK_ROOM)
        panel.set_wrap_info(True)
        stack.setData(0, len(self._stacks))  # its seat, for _on_stack_clicked (a lambda would keep the felt alive)
        stack.clicked.connect(self._on_stack_clicked)
        tray.setBrush(QColor(0, 0, 0, 55))
        tray.setPen(QPen(QColor(255, 255, 255, 60), 1.5))
        for item, z in ((panel, 0), (tray, 2), (stack, 5)):
            item.setZValue(z)
            self._scene.addItem(item)
        self._panels.append(panel)
        self._stacks.append(stack)
        self._trays.append(tray)

    def _on_stack_clicked(self) -> None:
        if isinstance(self.sender(), ChipItem):
            self.stack_clicked.emit(self.sender().data(0))

    def _render_seat(self, context: TableContext, seat: int, rect: QRectF) -> None:
        panel = self._panels[seat]
        panel.set_rect(rect)
        panel.set_name(context.name(seat))
        panel.set_seat(seat)
        panel.set_badge(context.badge(seat))
        self._show_seat_texts(context.obs, seat)
        # After the texts: the strip kept for the stack moves with the header's wrapped lines.
        self._stacks[seat].setPos(chip_stack_pos(panel.reserved_rect()))

    def _show_seat_texts(self, obs, seat: int) -> None:
        """What a seat's mat says of obs: its turn, its score, its placeholder, its chips."""
        panel = self._panels[seat]
        panel.set_active(obs.to_act == seat)
        panel.set_placeholder("" if obs.cards[seat] else table_texts.no_cards_yet())
        self.show_seat_score(seat, obs.cards[seat], seat_chips(obs, seat))
        if secret_chips(obs, seat) is not None:
            panel.set_info_lines([seat_score_text(obs, seat)])

    # cards ---------------------------------------------------------------------------------------------------
    def _render_hands(self, context: TableContext) -> None:
        obs = context.obs
        wanted: set = set()
        for seat in range(obs.players):
            width, placements = self.seat_layout(obs, context.bottom, seat, obs.cards[seat])
            for card, placement in placements.items():
                self._place_card(card, nothanks_face(card), width, placement.pos, placement.z)
                wanted.add(card)
            self._trays[seat].setPath(run_trays(obs.cards[seat], width, placements))
            self._trays[seat].setVisible(True)
        if obs.open_card is not None:
            centre = self.geometry.centre
            self._place_card(obs.open_card, nothanks_face(obs.open_card), centre.card_w, centre.open_pos, 30)
            wanted.add(obs.open_card)
        self.show_deck(obs.deck_size)
        for card in self._scene.cards():
            if isinstance(card.card_id, int) and card.card_id not in wanted:
                self._scene.remove_card(card.card_id)

    # the centre ------------------------------------------------------------------------------------------------
    def _render_centre(self, context: TableContext) -> None:
        obs, centre = context.obs, self.geometry.centre
        self.pot.set_count(obs.pot)
        if self.pot.scale() != 1.0:  # Qt repaints an item told its scale even when unchanged
            self.pot.setScale(1.0)
        self.pot.setOpacity(1.0)
        self.pot.setPos(centre.pot_home)
        self.pot.setVisible(obs.open_card is not None)
        self.pot.setToolTip(table_texts.pot_tooltip(obs.pot))
        self._show_status(context)

    def _show_status(self, context: TableContext) -> None:
        obs, centre = context.obs, self.geometry.centre
        self.status.setText(elide(table_texts.status_line(obs, context.name), self.status, centre.status_width))
        centre_text(self.status, centre.status.x(), centre.status.y())
        self.status.setBrush(HIGHLIGHT if obs.to_act is not None and obs.to_act == obs.seat else TEXT)
