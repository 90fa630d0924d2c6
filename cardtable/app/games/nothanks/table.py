"""The No Thanks! table: seats around the felt, the open card with its chips, the deck.

It draws a NoThanksObservation and animates the engine's events; it never decides a rule. Clicking
the open card or one's own chips only asks for an action (`action_requested`) when the game page has
said that action is available. The scene takes the view's shape and the seats are arranged for it
(the kit's `arrangement.arrange`), so a small or square table is as legible as a wide one.
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsSimpleTextItem, QWidget

from cardtable.games.nothanks.rules import PAY, TAKE, card_points

from cardtable.app.table.card_item import CardItem
from cardtable.app.table.chip_item import ChipItem
from .accessible import NoThanksAccessible
from .animation import NoThanksAnimations
from .drawing import NoThanksDrawing
from .layout import NoThanksGeometry, chip_stack_pos
from .revealed import NoThanksRevealed
from cardtable.app.table.game_table import GameTable
from cardtable.app.table.seat_panel import SeatPanel
from cardtable.app.table.style import HIGHLIGHT, TEXT, centre_text, elide, signed


class NoThanksTable(NoThanksAccessible, NoThanksAnimations, NoThanksRevealed, NoThanksDrawing, GameTable):
    """The No Thanks! table widget (owns its scene). See the module docstring."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._take_enabled = self._pay_enabled = False
        self._geometry: NoThanksGeometry | None = None
        self._deck_shown = 0
        self._flying: list[ChipItem] = []
        self._panels: list[SeatPanel] = []
        self._stacks: list[ChipItem] = []
        self._trays: list[QGraphicsPathItem] = []
        self._build_centre()
        self._build_revealed_lines()
        self._table.card_clicked.connect(self._on_card_clicked)
        self._table.card_activated.connect(self._on_card_clicked)

    # --- public API ----------------------------------------------------------------------------------------
    def geometry_in_use(self) -> NoThanksGeometry | None:
        """Where everything goes for the current scene size (None before the first observation)."""
        return self._geometry

    def set_legal_actions(self, legal) -> None:
        """Click the open card (or Enter on it) to take, the own chips to pay, when those are legal."""
        self._take_enabled = TAKE in legal
        self._pay_enabled = PAY in legal
        self._apply_interaction()

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

    def deck_label_item(self) -> QGraphicsSimpleTextItem:
        return self._deck_label

    def status_item(self) -> QGraphicsSimpleTextItem:
        return self._status

    # --- drawing an observation (the items are NoThanksDrawing's; the texts are here) ---------------------
    def _render(self, obs) -> None:
        self._obs = obs
        self._ensure_seats(obs.players)
        self._geometry = self._lay_out(obs)
        for seat, rect in enumerate(self._geometry.seat_rects(self.bottom_seat(obs))):
            self._render_seat(obs, seat, rect)
        self._render_hands(obs)
        self._render_centre(obs)
        self._show_revealed_deck(obs)
        self._apply_interaction()

    def _render_seat(self, obs, seat: int, rect: QRectF) -> None:
        panel = self._panels[seat]
        panel.set_rect(rect)
        panel.set_name(self._seat_name(seat))
        panel.set_seat(seat)
        panel.set_badge(self._badge(seat))
        self._show_seat_texts(obs, seat)
        # After the texts: the strip kept for the stack moves with the header's wrapped lines.
        self._stacks[seat].setPos(chip_stack_pos(panel.reserved_rect()))

    def _show_seat_texts(self, obs, seat: int) -> None:
        """What a seat's mat says of obs: its turn, its score, its placeholder, its chips."""
        panel = self._panels[seat]
        panel.set_active(obs.to_act == seat)
        panel.set_placeholder("" if obs.cards[seat] else self.tr("No cards yet"))
        self._show_seat_score(seat, obs.cards[seat], self._seat_chips(obs, seat))
        self._mark_secret_score(obs, seat)

    def _show_labels(self, obs) -> None:
        """An animation's step: the mats' texts and the status line tell obs (the cards stay as they fly)."""
        for seat in range(min(obs.players, len(self._panels))):
            self._show_seat_texts(obs, seat)
        self._show_status(obs)

    def _show_seat_score(self, seat: int, cards: Sequence[int], chips: int | None) -> None:
        """A seat's chip stack and score line, always together (also in the middle of an animation)."""
        self._stacks[seat].set_count(chips)
        self._panels[seat].set_info_lines([self._score_line(cards, chips)])

    def _default_name(self, seat: int) -> str:
        return self.tr("Player {number}").format(number=seat + 1)

    def _score_line(self, cards: Sequence[int], chips: int | None) -> str:
        """A seat's score and how it is made; only its cards' points when its chips are secret."""
        points = card_points(cards)
        if chips is None:
            return self.tr("Cards: %n point(s)", None, points)
        return self.tr("Score {score}: cards {points} − %n chip(s)", None, chips).format(
            score=signed(points - chips), points=points)

    def _stack_tooltip(self, chips: int | None) -> str:
        if chips is None:
            return self.tr("Chips: hidden")
        return self.tr("%n chip(s)", None, chips)

    def _show_deck(self, deck_size: int) -> None:
        """A pile of backs about as thick as the deck, with its size written under it."""
        self._show_deck_pile(deck_size)
        centre = self._geometry.centre
        self._deck_label.setText(self.tr("Deck: {count}").format(count=deck_size))
        centre_text(self._deck_label, centre.deck_label.x(), centre.deck_label.y())

    def _render_centre(self, obs) -> None:
        centre = self._geometry.centre
        self._pot.set_count(obs.pot)
        self._pot.setScale(1.0)
        self._pot.setOpacity(1.0)
        self._pot.setPos(centre.pot_home)
        self._pot.setVisible(obs.open_card is not None)
        self._pot.setToolTip(self.tr("%n chip(s) on the card", None, obs.pot))
        self._show_status(obs)

    def _show_status(self, obs) -> None:
        centre = self._geometry.centre
        self._status.setText(elide(self._status_line(obs), self._status, centre.status_width))
        centre_text(self._status, centre.status.x(), centre.status.y())
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
                stack.setToolTip(self._stack_tooltip(obs.chips[seat]))
                self._mark_secret_chips(obs, seat)

    def _update_open_card_tooltip(self) -> None:
        card = self.open_card_item()
        if card is not None:
            card.setToolTip(self.tr("Take the card and its chips") if card.clickable else "")

    def _on_card_clicked(self, card_id) -> None:
        obs = self._obs
        if self._take_enabled and not self.is_animating() and obs is not None and card_id == obs.open_card:
            self.action_requested.emit(TAKE)

    def _on_stack_clicked(self) -> None:
        seat = self.sender().data(0) if isinstance(self.sender(), ChipItem) else None
        obs = self._obs
        if obs is None or obs.seat != seat:
            return
        if self._take_enabled and self._pay_enabled and not self.is_animating():
            self.action_requested.emit(PAY)

    # --- animation -----------------------------------------------------------------------------------------
    def _after_animation(self) -> None:
        self._apply_interaction()
