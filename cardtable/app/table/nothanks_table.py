"""The No Thanks! table: seats around the felt, the open card with its chips, the deck.

It draws a NoThanksObservation and animates the engine's events; it never decides a rule. Clicking
the open card or one's own chips only asks for an action (`action_requested`) when the game page has
said that action is available.
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QWidget

from cardtable.games.nothanks.rules import card_points

from .animation import Choreography
from .card_item import CardItem
from .cards import BACK, CardFace
from .chip_item import ChipItem
from .nothanks_animation import NoThanksAnimations
from .nothanks_layout import (CHIP_RADIUS, DECK_LABEL_CENTRE, DECK_POS, OPEN_CARD_POS, OPEN_CARD_SIZE, OPEN_CARD_W,
                              POT_HOME, STACK_RESERVE, STATUS_WIDTH, STATUS_Y, chip_stack_pos, deck_pile, hand_layout,
                              nothanks_face, run_trays, seat_rects)
from .scene import SCENE_WIDTH, TableScene
from .seat_panel import SeatPanel
from .style import HIGHLIGHT, TEXT, centre_text, elide, make_text
from .view import TableView


def signed(number: int) -> str:
    """A number with a true minus sign, as typeset text should have."""
    return str(number).replace("-", "−")


class NoThanksTable(NoThanksAnimations, TableView):
    """The No Thanks! table widget (owns its scene). See the module docstring."""

    action_requested = Signal(str)
    animation_finished = Signal()

    def __init__(self, parent: QWidget | None = None):
        self._table = TableScene()
        super().__init__(self._table, parent)
        self._table.setParent(self)
        self._obs = None
        self._names: list[str] = []
        self._badges: list[str] = []
        self._take_enabled = self._pay_enabled = False
        self._plan: Choreography | None = None
        self._after = None
        self._deck_shown = 0
        self._flying: list[ChipItem] = []
        self._panels: list[SeatPanel] = []
        self._stacks: list[ChipItem] = []
        self._trays: list[QGraphicsPathItem] = []
        self._build_centre()
        self._table.card_clicked.connect(self._on_card_clicked)
        self._table.card_activated.connect(self._on_card_clicked)

    # --- public API ----------------------------------------------------------------------------------------
    def table_scene(self) -> TableScene:
        return self._table

    def set_players(self, names: Sequence[str], badges: Sequence[str]) -> None:
        """Seat names and level badges ("Human", "Easy AI"...), already translated by the caller."""
        self._names, self._badges = list(names), list(badges)
        if self._obs is not None and not self.is_animating():
            self._render(self._obs)

    def set_animation_speed(self, speed: str) -> None:
        """"off", "fast", "normal" or "slow"."""
        self._table.set_animation_speed(speed)

    def animation_speed(self) -> str:
        return self._table.animation_speed

    def set_take_enabled(self, enabled: bool) -> None:
        """Let a click on the open card (or Enter on it) request "take"; also gates the chip click."""
        self._take_enabled = enabled
        self._apply_interaction()

    def set_pay_enabled(self, enabled: bool) -> None:
        """Let a click on the viewer's own chips request "pay" (while take is enabled too)."""
        self._pay_enabled = enabled
        self._apply_interaction()

    def observation(self):
        return self._obs

    def show_observation(self, obs) -> None:
        """Redraw everything from obs at once; a running animation is dropped (no animation_finished)."""
        self._cancel_animation()
        self._render(obs)

    def animate(self, events: Sequence, obs_after) -> None:
        """Play the engine's events from what is shown now, then show obs_after; emits animation_finished."""
        self._cancel_animation()
        self._after = obs_after
        animated = self._obs is not None and self._obs.players == obs_after.players and self._table.duration() > 0
        plan = Choreography(self._table.duration(), self)
        if animated:
            self._set_clickables(False)
            self._plan_events(plan, events, obs_after)
        plan.call(lambda: self._render(obs_after))
        plan.finished.connect(lambda: self._on_plan_finished(plan))
        self._plan = plan
        plan.start()

    def is_animating(self) -> bool:
        return self._plan is not None and self._plan.running

    def finish_animation(self) -> None:
        """Jump to the end of a running animation (shows its final state, emits animation_finished)."""
        if self.is_animating():
            self._cancel_animation()
            self._render(self._after)
            self.animation_finished.emit()

    def retranslate(self) -> None:
        """Redraw the texts in the current language (names and badges come from set_players)."""
        self._update_open_card_tooltip()
        if self._obs is not None and not self.is_animating():
            self._render(self._obs)

    # items, for the game page and tests -----------------------------------------------------------------
    def seat_panel(self, seat: int) -> SeatPanel:
        return self._panels[seat]

    def chip_stack(self, seat: int) -> ChipItem:
        return self._stacks[seat]

    def pot_item(self) -> ChipItem:
        return self._pot

    def open_card_item(self) -> CardItem | None:
        if self._obs is None or self._obs.open_card is None:
            return None
        return self._table.card(self._obs.open_card)

    def deck_label(self) -> str:
        return self._deck_label.text()

    def status_text(self) -> str:
        return self._status.text()

    # --- drawing an observation ---------------------------------------------------------------------------
    def _build_centre(self) -> None:
        self._pot = ChipItem(0, CHIP_RADIUS)
        self._pot.setZValue(40)
        self._table.addItem(self._pot)
        self._deck_label = make_text("", 23, bold=True)
        self._status = make_text("", 28, bold=True)
        self._deck_slot = QGraphicsPathItem()
        path = QPainterPath()
        path.addRoundedRect(QRectF(DECK_POS, OPEN_CARD_SIZE), 10, 10)
        self._deck_slot.setPath(path)
        self._deck_slot.setPen(QPen(QColor(255, 255, 255, 70), 2, Qt.PenStyle.DashLine))
        for item in (self._deck_label, self._status, self._deck_slot):
            self._table.addItem(item)

    def _render(self, obs) -> None:
        self._obs = obs
        self._ensure_seats(obs.players)
        bottom = obs.seat if obs.seat is not None else 0
        for seat, rect in enumerate(seat_rects(obs.players, bottom)):
            self._render_seat(obs, seat, rect)
        self._render_hands(obs)
        self._render_centre(obs)
        self._apply_interaction()

    def _ensure_seats(self, players: int) -> None:
        while len(self._panels) > players:
            for item in (self._panels.pop(), self._stacks.pop(), self._trays.pop()):
                self._table.removeItem(item)
        while len(self._panels) < players:
            self._add_seat()

    def _add_seat(self) -> None:
        panel, stack, tray = SeatPanel(), ChipItem(0, CHIP_RADIUS), QGraphicsPathItem()
        panel.set_reserved_right(STACK_RESERVE)
        seat = len(self._stacks)
        stack.clicked.connect(lambda: self._on_stack_clicked(seat))
        tray.setBrush(QColor(0, 0, 0, 55))
        tray.setPen(QPen(QColor(255, 255, 255, 60), 1.5))
        for item, z in ((panel, 0), (tray, 2), (stack, 5)):
            item.setZValue(z)
            self._table.addItem(item)
        self._panels.append(panel)
        self._stacks.append(stack)
        self._trays.append(tray)

    def _render_seat(self, obs, seat: int, rect: QRectF) -> None:
        panel = self._panels[seat]
        panel.set_rect(rect)
        panel.set_name(self._seat_name(seat))
        panel.set_badge(self._badges[seat] if seat < len(self._badges) else "")
        panel.set_active(obs.to_act == seat)
        panel.set_info_lines([self._score_line(obs, seat)])
        panel.set_placeholder("" if obs.cards[seat] else self.tr("No cards yet"))
        stack = self._stacks[seat]
        stack.set_count(obs.chips[seat])
        stack.setPos(chip_stack_pos(rect))

    def _seat_name(self, seat: int) -> str:
        if seat < len(self._names) and self._names[seat]:
            return self._names[seat]
        return self.tr("Player {number}").format(number=seat + 1)

    def _score_line(self, obs, seat: int) -> str:
        points = card_points(obs.cards[seat])
        chips = obs.chips[seat]
        if chips is None:
            return self.tr("Cards: {points} points").format(points=points)
        return self.tr("Score {score} (cards {points}, chips −{chips})").format(
            score=signed(points - chips), points=points, chips=chips)

    def _stack_tooltip(self, obs, seat: int) -> str:
        if obs.chips[seat] is None:
            return self.tr("Chips: hidden")
        return self.tr("Chips: {count}").format(count=obs.chips[seat])

    def _render_hands(self, obs) -> None:
        wanted: set = set()
        for seat in range(obs.players):
            width, placements = self._seat_layout(obs, seat, obs.cards[seat])
            for card, placement in placements.items():
                self._show_card(card, nothanks_face(card), width, placement.pos, placement.z)
                wanted.add(card)
            self._draw_trays(seat, obs.cards[seat], width, placements)
        if obs.open_card is not None:
            self._show_card(obs.open_card, nothanks_face(obs.open_card), OPEN_CARD_W, OPEN_CARD_POS, 30)
            wanted.add(obs.open_card)
        self._show_deck(obs.deck_size)
        for card in self._table.cards():
            if isinstance(card.card_id, int) and card.card_id not in wanted:
                self._table.remove_card(card.card_id)

    def _seat_layout(self, obs, seat: int, cards: Sequence[int]) -> tuple[float, dict]:
        """A seat's card width and where each card goes, in its mat's content area (see hand_layout)."""
        bottom = obs.seat if obs.seat is not None else 0
        return hand_layout(cards, self._panels[seat].content_rect(), viewer=seat == bottom)

    def _draw_trays(self, seat: int, cards: Sequence[int], width: float, placements: dict) -> None:
        self._trays[seat].setPath(run_trays(cards, width, placements))
        self._trays[seat].setVisible(True)

    def _show_card(self, card_id, face: CardFace, width: float, pos: QPointF, z: float) -> CardItem:
        card = self._table.card(card_id)
        if card is None:
            card = self._table.add_card(card_id, face, width)
        card.set_face(face)
        card.set_width(width)
        card.setPos(pos)
        card.setZValue(z)
        card.setScale(1.0)
        card.setRotation(0.0)
        card.setOpacity(1.0)
        card.flip = 1.0
        card.setVisible(True)
        return card

    def _show_deck(self, deck_size: int) -> None:
        """A pile of backs about as thick as the deck, with its size written under it."""
        pile = deck_pile(deck_size)
        for index, placement in enumerate(pile):
            self._show_card(("deck", index), BACK, OPEN_CARD_W, placement.pos, placement.z)
        for card in self._table.cards():
            if isinstance(card.card_id, tuple) and card.card_id[1] >= len(pile):
                self._table.remove_card(card.card_id)
        self._deck_shown = deck_size
        self._deck_label.setText(self.tr("Deck: {count}").format(count=deck_size))
        centre_text(self._deck_label, DECK_LABEL_CENTRE.x(), DECK_LABEL_CENTRE.y())

    def _render_centre(self, obs) -> None:
        self._pot.set_count(obs.pot)
        self._pot.setScale(1.0)
        self._pot.setOpacity(1.0)
        self._pot.setPos(POT_HOME)
        self._pot.setVisible(obs.open_card is not None)
        self._pot.setToolTip(self.tr("Chips on the card: {count}").format(count=obs.pot))
        self._status.setText(elide(self._status_line(obs), self._status, STATUS_WIDTH))
        centre_text(self._status, SCENE_WIDTH / 2, STATUS_Y)
        self._status.setBrush(HIGHLIGHT if obs.to_act is not None and obs.to_act == obs.seat else TEXT)

    def _status_line(self, obs) -> str:
        if obs.terminal:
            return self.tr("Game over")
        if obs.to_act is None:
            return ""
        if obs.to_act == obs.seat:
            return self.tr("▶ Your turn")
        return self.tr("▶ {name} to play").format(name=self._seat_name(obs.to_act))

    # --- clicks --------------------------------------------------------------------------------------------
    def _apply_interaction(self) -> None:
        self._set_clickables(not self.is_animating())

    def _set_clickables(self, allowed: bool) -> None:
        obs = self._obs
        open_card = self.open_card_item()
        take = allowed and self._take_enabled and open_card is not None
        if open_card is not None:
            open_card.set_clickable(take)
            open_card.set_selectable(take)
            open_card.set_highlighted(take)
        self._update_open_card_tooltip()
        for seat, stack in enumerate(self._stacks):
            mine = obs is not None and seat == obs.seat
            stack.set_clickable(take and self._pay_enabled and mine)
            if stack.clickable:
                stack.setToolTip(self.tr("Pay a chip: no thanks"))
            elif obs is not None and seat < obs.players:
                stack.setToolTip(self._stack_tooltip(obs, seat))

    def _update_open_card_tooltip(self) -> None:
        card = self.open_card_item()
        if card is not None:
            card.setToolTip(self.tr("Take the card and its chips") if card.clickable else "")

    def _on_card_clicked(self, card_id) -> None:
        obs = self._obs
        if self._take_enabled and not self.is_animating() and obs is not None and card_id == obs.open_card:
            self.action_requested.emit("take")

    def _on_stack_clicked(self, seat: int) -> None:
        obs = self._obs
        if obs is None or obs.seat != seat:
            return
        if self._take_enabled and self._pay_enabled and not self.is_animating():
            self.action_requested.emit("pay")

    # --- animation -----------------------------------------------------------------------------------------
    def _on_plan_finished(self, plan: Choreography) -> None:
        plan.deleteLater()
        if plan is self._plan:
            self._plan = None
            self._apply_interaction()
            self.animation_finished.emit()

    def _cancel_animation(self) -> None:
        if self._plan is not None:
            self._plan.stop()
            self._plan.deleteLater()
            self._plan = None
        self._clear_flying()

    # --- language ------------------------------------------------------------------------------------------
    def changeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
