"""The No Thanks! table: seats around the felt, the open card with its chips, the deck.

It draws a NoThanksObservation and animates the engine's events; it never decides a rule. Clicking
the open card or one's own chips only asks for an action (`action_requested`) when the game page has
said that action is available. The scene takes the view's shape and the seats are arranged for it
(the kit's `arrangement.arrange`), so a small or square table is as legible as a wide one.

The table is made of parts, each handed what it needs: the felt (`drawing`: every item and how an
observation puts it on the scene), the controls (`interaction`: what a click asks), the animator
(`animation`: the events' moves) and the accessible entries (`accessible`). Each redraw gives them a
frozen TableContext (the observation, the seats' names and badges, the bottom seat).
"""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsSimpleTextItem, QWidget

from cardtable.app.table.access import AccessibleEntry
from cardtable.app.table.card_item import CardItem
from cardtable.app.table.chip_item import ChipItem
from cardtable.app.table.game_table import GameTable
from cardtable.app.table.seat_panel import SeatPanel

from . import accessible, table_texts
from .animation import NoThanksAnimator
from .drawing import NoThanksFelt
from .interaction import NoThanksControls
from .layout import NoThanksGeometry


class NoThanksTable(GameTable):
    """The No Thanks! table widget (owns its scene). See the module docstring."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._felt = NoThanksFelt(self._table, self._place_card, self._show_revealed_card, self)
        self._controls = NoThanksControls(self._table, self._felt, self.is_animating, self)
        self._controls.chosen.connect(self.action_requested)
        self._animator = NoThanksAnimator(self._table, self._felt, self._place_card, self._plan_shown)

    # --- public API ----------------------------------------------------------------------------------------
    def geometry_in_use(self) -> NoThanksGeometry | None:
        """Where everything goes for the current scene size (None before the first observation)."""
        return self._felt.geometry

    def set_legal_actions(self, legal) -> None:
        """Click the open card (or Enter on it) to take, the own chips to pay, when those are legal."""
        self._controls.set_legal(legal)
        self._apply_interaction()

    def retranslate(self) -> None:
        """Redraw the texts in the current language (names and badges come from set_players)."""
        self._controls.update_tooltip()
        if self._obs is not None and not self.is_animating():
            self._render(self._obs)

    def accessible_entries(self) -> list[AccessibleEntry]:
        if self._obs is None:
            return []
        return accessible.table_entries(self.table_context(), self._felt, self._controls, self.action_requested.emit)

    def accessible_summary(self) -> str:
        return accessible.table_summary(self.table_context()) if self._obs is not None else ""

    # items, for the game page and tests -----------------------------------------------------------------
    def seat_panel(self, seat: int) -> SeatPanel:
        return self._felt.panel(seat)

    def chip_stack(self, seat: int) -> ChipItem:
        return self._felt.stack(seat)

    def pot_item(self) -> ChipItem:
        return self._felt.pot

    def open_card_item(self) -> CardItem | None:
        return self._felt.open_card_item(self._obs)

    def deck_label(self) -> str:
        return self._felt.deck_label.text()

    def status_text(self) -> str:
        return self._felt.status.text()

    def deck_label_item(self) -> QGraphicsSimpleTextItem:
        return self._felt.deck_label

    def status_item(self) -> QGraphicsSimpleTextItem:
        return self._felt.status

    def revealed_lines(self) -> tuple[QGraphicsSimpleTextItem, QGraphicsSimpleTextItem]:
        """A revealed observation's lines under the status: the cards to come, those out of the game."""
        return self._felt.revealed.coming, self._felt.revealed.removed

    # --- the GameTable hooks ---------------------------------------------------------------------------------
    def _render(self, obs) -> None:
        self._obs = obs
        size = self._reshape_scene()
        self._felt.render(self.table_context(obs), size)
        self._apply_interaction()

    def _show_labels(self, obs) -> None:
        """An animation's step: the mats' texts and the status line tell obs (the cards stay as they fly)."""
        self._felt.show_labels(self.table_context(obs))

    def _default_name(self, seat: int) -> str:
        return table_texts.default_name(seat)

    def _plan_events(self, plan, events, after) -> None:
        self._controls.apply(self._obs, False)
        self._animator.plan(plan, events, self._obs, after, self.bottom_seat(after))

    def _clear_flying(self) -> None:
        self._animator.clear_flying()

    def _after_animation(self) -> None:
        self._apply_interaction()

    def _apply_interaction(self) -> None:
        self._controls.apply(self._obs, not self.is_animating())
