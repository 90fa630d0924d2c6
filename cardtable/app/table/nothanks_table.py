"""The No Thanks! table: seats around the felt, the open card with its chips, the deck.

It draws a NoThanksObservation and animates the engine's events; it never decides a rule. Clicking
the open card or one's own chips only asks for an action (`action_requested`) when the game page has
said that action is available.
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QEvent, QPointF, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QWidget

from cardtable.games.nothanks.rules import card_points, runs

from .cards import BACK, CARD_ASPECT, CardFace
from .scene import (Beat, CardItem, ChipItem, Choreography, HIGHLIGHT, SCENE_WIDTH, SeatPanel, TableScene,
                    elide, fit_group_width, grouped_layout, group_bounds, make_text, stack_layout)
from .view import TableView

OPEN_CARD_W = 130.0
SEAT_CARD_MAX_W, VIEWER_CARD_MAX_W, MIN_CARD_W = 92.0, 100.0, 58.0
OPEN_CARD_POS = QPointF(SCENE_WIDTH / 2 - OPEN_CARD_W / 2, 396)
DECK_POS = QPointF(OPEN_CARD_POS.x() - OPEN_CARD_W - 64, OPEN_CARD_POS.y())
CHIP_RADIUS = 22.0
STACK_RESERVE = 118.0  # header room kept free for the chip stack and its count
STATUS_WIDTH, STATUS_Y = 600.0, 666.0  # under the deck label, between the side mats
VIEWER_SLOT = QRectF(360, 756, 880, 220)

# Mats of the other players, clockwise from the viewer's left (the turn passes to the left).
OTHER_SLOTS: dict[int, list[QRectF]] = {
    2: [QRectF(60, 24, 700, 260), QRectF(840, 24, 700, 260)],
    3: [QRectF(24, 300, 470, 260), QRectF(380, 24, 840, 240), QRectF(1106, 300, 470, 260)],
    4: [QRectF(24, 330, 470, 250), QRectF(130, 24, 650, 250), QRectF(820, 24, 650, 250),
        QRectF(1106, 330, 470, 250)],
    5: [QRectF(24, 380, 470, 250), QRectF(24, 24, 506, 236), QRectF(547, 24, 506, 236),
        QRectF(1070, 24, 506, 236), QRectF(1106, 380, 470, 250)],
    6: [QRectF(24, 510, 470, 236), QRectF(24, 262, 470, 236), QRectF(170, 24, 620, 222),
        QRectF(810, 24, 620, 222), QRectF(1106, 262, 470, 236), QRectF(1106, 510, 470, 236)],
}


def nothanks_face(card: int) -> CardFace:
    """The face of a No Thanks! card: its number, tinted by value band (decoration only)."""
    band = min(5, 1 + (card - 3) // 7)
    return CardFace(rank_text=str(card), colour=f"band{band}")


def seat_rects(players: int, bottom_seat: int) -> list[QRectF]:
    """The mat of every seat: bottom_seat at the bottom, the others clockwise from its left."""
    rects = [QRectF()] * players
    rects[bottom_seat] = QRectF(VIEWER_SLOT)
    for offset, slot in enumerate(OTHER_SLOTS[players - 1], start=1):
        rects[(bottom_seat + offset) % players] = QRectF(slot)
    return rects


def signed(number: int) -> str:
    """A number with a true minus sign, as typeset text should have."""
    return str(number).replace("-", "−")


class NoThanksTable(TableView):
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
        path.addRoundedRect(QRectF(DECK_POS, QSizeF(OPEN_CARD_W, OPEN_CARD_W * CARD_ASPECT)), 10, 10)
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
        stack.setPos(rect.right() - STACK_RESERVE + CHIP_RADIUS + 6, rect.top() + 52)

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
        """A seat's card width and where each card goes: grouped by runs, overlapping inside a run.

        Cards are as big as the mat's free height allows (the viewer's own a little bigger), and get
        smaller for a long hand so that every corner number stays readable.
        """
        bottom = obs.seat if obs.seat is not None else 0
        area = self._panels[seat].content_rect()
        largest = min(VIEWER_CARD_MAX_W if seat == bottom else SEAT_CARD_MAX_W, area.height() / CARD_ASPECT)
        groups = runs(cards)
        sizes = [len(group) for group in groups]
        width = fit_group_width(sizes, area.width(), largest, MIN_CARD_W)
        laid = grouped_layout(sizes, area, QSizeF(width, width * CARD_ASPECT), z=10)
        return width, {card: place for group, places in zip(groups, laid) for card, place in zip(group, places)}

    def _draw_trays(self, seat: int, cards: Sequence[int], width: float, placements: dict) -> None:
        """A soft tray under each run, so runs read as groups even when the cards are packed."""
        size = QSizeF(width, width * CARD_ASPECT)
        path = QPainterPath()
        for group in runs(cards):
            if len(group) > 1:
                bounds = group_bounds([placements[card] for card in group], size).adjusted(-5, -5, 5, 5)
                path.addRoundedRect(bounds, 12, 12)
        self._trays[seat].setPath(path)
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
        visible = 0 if deck_size == 0 else min(5, 1 + deck_size // 5)
        for index, placement in enumerate(stack_layout(visible, DECK_POS, QPointF(1.6, -2.2), z=10)):
            self._show_card(("deck", index), BACK, OPEN_CARD_W, placement.pos, placement.z)
        for card in self._table.cards():
            if isinstance(card.card_id, tuple) and card.card_id[1] >= visible:
                self._table.remove_card(card.card_id)
        self._deck_shown = deck_size
        self._deck_label.setText(self.tr("Deck: {count}").format(count=deck_size))
        self._centre_text(self._deck_label, DECK_POS.x() + OPEN_CARD_W / 2, DECK_POS.y() + OPEN_CARD_W * CARD_ASPECT + 30)

    def _render_centre(self, obs) -> None:
        self._pot.set_count(obs.pot)
        self._pot.setScale(1.0)
        self._pot.setOpacity(1.0)
        self._pot.setPos(self._pot_home())
        self._pot.setVisible(obs.open_card is not None)
        self._pot.setToolTip(self.tr("Chips on the card: {count}").format(count=obs.pot))
        self._status.setText(elide(self._status_line(obs), self._status, STATUS_WIDTH))
        self._centre_text(self._status, SCENE_WIDTH / 2, STATUS_Y)
        self._status.setBrush(HIGHLIGHT if obs.to_act is not None and obs.to_act == obs.seat else QColor("#f4f8f2"))

    def _status_line(self, obs) -> str:
        if obs.terminal:
            return self.tr("Game over")
        if obs.to_act is None:
            return ""
        if obs.to_act == obs.seat:
            return self.tr("▶ Your turn")
        return self.tr("▶ {name} to play").format(name=self._seat_name(obs.to_act))

    @staticmethod
    def _pot_home() -> QPointF:
        # Beside the open card rather than on it, so the chips never hide its corner number.
        return QPointF(OPEN_CARD_POS.x() + OPEN_CARD_W + 44, OPEN_CARD_POS.y() + OPEN_CARD_W * CARD_ASPECT * 0.62)

    @staticmethod
    def _centre_text(item, x: float, y: float) -> None:
        rect = item.boundingRect()
        item.setPos(x - rect.width() / 2, y - rect.height() / 2)

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
    def _plan_events(self, plan: Choreography, events: Sequence, after) -> None:
        for event in events:
            data = event.data
            if event.kind == "paid":
                self._plan_paid(plan, data["seat"])
            elif event.kind == "took":
                self._plan_took(plan, data["seat"], data["card"], data.get("chips", 0), after)
            elif event.kind in ("revealed", "started"):
                self._plan_reveal(plan, data["card"])
            elif event.kind == "game_over":
                plan.pause(self._table.duration())

    def _plan_paid(self, plan: Choreography, seat: int) -> None:
        def fly(beat: Beat) -> None:
            stack = self._stacks[seat]
            token = self._flying_token(stack.centre())
            if stack.count is not None:
                stack.set_count(max(stack.count - 1, 0))
            beat.move(token, self._pot.centre())

        def land() -> None:
            self._clear_flying()
            self._pot.set_count((self._pot.count or 0) + 1)
        plan.then(fly).call(land)

    def _flying_token(self, pos: QPointF) -> ChipItem:
        token = ChipItem(1, CHIP_RADIUS, show_label=False)
        token.setPos(pos)
        token.setZValue(200)
        self._table.addItem(token)
        self._flying.append(token)
        return token

    def _clear_flying(self) -> None:
        for token in self._flying:
            self._table.removeItem(token)
        self._flying.clear()

    def _plan_took(self, plan: Choreography, seat: int, card: int, chips: int, after) -> None:
        def fly(beat: Beat) -> None:
            width, placements = self._seat_layout(after, seat, after.cards[seat])
            self._trays[seat].setVisible(False)
            for other in self._obs.cards[seat]:
                item = self._table.card(other)
                if item is not None and other in placements:
                    beat.move(item, placements[other].pos)
            self._fly_card_to(beat, card, placements.get(card), width)
            self._pot.setZValue(210)
            beat.move(self._pot, self._stacks[seat].centre())
            beat.fade(self._pot, 0.0)

        def land() -> None:
            stack = self._stacks[seat]
            if stack.count is not None:
                stack.set_count(stack.count + chips)
            self._pot.setVisible(False)
            self._pot.setZValue(40)
        plan.then(fly).call(land)

    def _fly_card_to(self, beat: Beat, card: int, placement, width: float) -> None:
        item = self._table.card(card)
        if item is None or placement is None:
            return
        item.setZValue(220)
        factor = width / item.size.width()
        # Scaling works about the card's centre: shift the end position so the top-left lands right.
        centre = QPointF(item.size.width() / 2, item.size.height() / 2)
        beat.move(item, placement.pos - centre * (1 - factor))
        beat.scale(item, factor)

    def _plan_reveal(self, plan: Choreography, card: int) -> None:
        def slide(beat: Beat) -> None:
            already_open = self._obs.open_card == card and self._table.card(card) is not None
            deck_size = self._obs.deck_size if already_open else max(self._deck_shown - 1, 0)
            self._show_deck(deck_size)
            item = self._show_card(card, BACK, OPEN_CARD_W, DECK_POS, 220)
            self._pot.set_count(0)
            self._pot.setPos(self._pot_home())
            beat.move(item, OPEN_CARD_POS)

        def turn(beat: Beat) -> None:
            item = self._table.card(card)
            if item is not None:
                beat.flip(item, nothanks_face(card))
        plan.then(slide).then(turn)

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
