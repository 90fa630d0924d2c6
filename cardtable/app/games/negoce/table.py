"""The Négoce 2 table: the market in the middle, the buyers' offers beside it, each seat's purse and goods.

It draws a NegoceObservation and never decides a rule. The seats are the kit's top row (`layout`); each
mat shows the seat's purse, card count, whether it has sold, and a strip of the eight goods as the
viewer knows them (certainly held, certainly lacking, not known, from the observation's bounds); the
viewer's own mat shows the hand grouped by good. In the centre: who must act now and the bidding turn,
then the market (its card face up or a back, the coins on it), the buyers' standing offers side by side
(or the bidders of the contraband auction), and the controls of the person to act.

The table is made of parts, each handed what it needs: the seats (`seats`), the centre (`centre`), the
controls (`controls`, with the force dialog in the kit's dialog slot), the summaries over the table
(`overlays`, on the kit's TableOverlay) and the accessible entries (`accessible`). Each redraw gives them
a frozen TableContext (the observation, the seats' names and badges, the bottom seat) and the geometry.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from cardtable.app.table.card_item import CardItem
from cardtable.app.table.chip_item import ChipItem
from cardtable.app.table.game_table import GameTable
from cardtable.app.table.hand import HandRow
from cardtable.app.table.overlay import Overlay, TableOverlay
from cardtable.app.table.scene import iter_text
from cardtable.app.table.seat_panel import SeatPanel

from . import accessible, texts
from .centre import NegoceCentre
from .controls import NegoceControls
from .drafts import Draft
from .goods_strip import GoodsStrip
from .layout import SIZING, NegoceGeometry, table_geometry
from .overlays import NegoceSummaries
from .seats import NegoceSeats


class NegoceTable(GameTable):
    """The Négoce 2 table widget (owns its scene). See the module docstring."""

    scene_sizing = SIZING

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._geometry: NegoceGeometry | None = None
        self._hand = HandRow(self._table, self._show_card)
        self._seats = NegoceSeats(self._table, self._hand)
        self._centre = NegoceCentre(self._table, self._show_card)
        self._overlay = TableOverlay(self._table, self)
        self._overlay.closed.connect(self.setFocus)
        self._summaries = NegoceSummaries(self._overlay)
        self._controls = NegoceControls(self, self._table, self._hand, self.offer_item, self.is_animating)
        self._controls.chosen.connect(self.action_requested)
        self._controls.said.connect(self.said)
        self._controls.changed.connect(self._refresh)

    # --- public API ---------------------------------------------------------------------------------------
    def set_legal_actions(self, legal) -> None:
        self._controls.set_legal_actions(legal, self._obs)

    def retranslate(self) -> None:
        self._controls.retranslate()
        self._seats.forget_tooltips()
        if self._obs is not None and not self.is_animating():
            self._render(self._obs)

    def accessible_entries(self) -> list:
        """What assistive technology reads on the table, in reading order (see accessible)."""
        if self._obs is None or self._geometry is None:
            return []
        return accessible.table_entries(self, self.table_context(), self._geometry, self._seats, self._centre,
                                        self._controls)

    def accessible_summary(self) -> str:
        """Whose turn it is and what is asked (the view's accessible description)."""
        if self._obs is None:
            return ""
        return accessible.table_summary(self.table_context(), self._controls.message())

    def overlay(self) -> Overlay:
        return self._overlay.panel

    def close_overlay(self) -> None:
        self._overlay.close()

    def show_game_over(self) -> None:
        self._summaries.show_game_over()

    # the person's controls (see controls.NegoceControls) --------------------------------------------------
    def legal_actions(self) -> tuple:
        return self._controls.legal_actions()

    def draft(self) -> Draft | None:
        return self._controls.draft()

    def set_draft(self, **changes) -> None:
        """Change the draft (what the controls do; tests call it too)."""
        self._controls.set_draft(**changes)

    def draft_refusal(self) -> str:
        """Why the draft is not allowed now ("" when it is)."""
        return self._controls.draft_refusal()

    def message(self) -> str:
        return self._controls.message()

    def press(self, kind: str) -> None:
        """What a button (or its key) does."""
        self._controls.press(kind)

    def button(self, kind: str):
        return self._controls.button(kind)

    def shortcut(self, kind: str) -> str:
        """A button's key ("O")."""
        return self._controls.shortcut(kind)

    def open_force_dialog(self):
        return self._controls.open_force_dialog()

    def force_dialog(self):
        return self._controls.force_dialog()

    def pending_dialog(self):
        return self._controls.pending_dialog()

    # items, for the game page and tests -----------------------------------------------------------------
    def seat_panel(self, seat: int) -> SeatPanel:
        return self._seats.panel(seat)

    def goods_strip(self, seat: int) -> GoodsStrip:
        return self._seats.strip(seat)

    def hand_items(self) -> list[CardItem]:
        return self._hand.items()

    def hand_item(self, code: int, copy: int = 0) -> CardItem | None:
        return self._table.card(("hand", code, copy))

    def draft_item(self) -> CardItem | None:
        """The card the seller has chosen to put up for sale, shown in the market's place before it is laid."""
        card = self._table.card(("draft", 0))
        return card if card is not None and card.isVisible() else None

    def market_items(self) -> list[CardItem]:
        return sorted((card for card in self._table.cards() if card.card_id[0] == "market" and card.isVisible()),
                      key=lambda card: card.card_id[1])

    def offer_item(self, seat: int) -> CardItem | None:
        card = self._table.card(("offer", seat))
        return card if card is not None and card.isVisible() else None

    def chip(self, key) -> ChipItem | None:
        return self._centre.chip(key)

    def status_text(self) -> str:
        return self._centre.status.text()

    def stage_text(self) -> str:
        return self._centre.stage.text()

    def scene_texts(self) -> list[str]:
        """Every visible text on the table."""
        return list(iter_text(self._table))

    # --- the GameTable hooks ---------------------------------------------------------------------------------
    def _default_name(self, seat: int) -> str:
        return texts.default_name(seat)

    def _render(self, obs) -> None:
        self._obs = obs
        size = self._reshape_scene()
        if self._geometry is None or self._geometry.size != size:
            self._geometry = table_geometry(obs.players, size)
        context = self.table_context(obs)
        wanted = self._seats.render(context, self._geometry)
        wanted |= self._centre.render(context, self._geometry, self._controls.draft())
        for card in self._table.cards():
            if card.card_id not in wanted:
                self._table.remove_card(card.card_id)
        self._render_controls(context)
        self._summaries.draw(context, self._geometry)

    def _render_controls(self, context) -> None:
        self._controls.render(context, self._geometry.controls, not self.is_animating())

    def _refresh(self) -> None:
        """Draw again what the controls changed (the draft, the buttons, a message), unless animating."""
        if self._obs is not None and self._geometry is not None and not self.is_animating():
            self._render(self._obs)

    def _plan_events(self, plan, events, obs_after) -> None:
        """No card flies here: the table pauses a moment on what it shows, then shows what the events left
        (the log tells them once shown)."""
        for card in self._table.cards():
            card.set_clickable(False)
            card.set_selectable(False)
        if events:
            plan.pause(self._table.duration())

    def _plan_aftermath(self, plan, events, obs_after) -> None:
        self._summaries.plan(plan, events, obs_after)

    def _clear_flying(self) -> None:
        """Nothing flies on this table."""

    def _after_animation(self) -> None:
        """The final redraw has drawn the scene; only the person's controls, greyed while it played, wake."""
        if self._controls.legal_actions() and self._obs is not None and self._geometry is not None:
            self._render_controls(self.table_context())

    # --- Qt events ----------------------------------------------------------------------------------------------
    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        # While the table animates, Esc skips the animation first (GameTable.SKIP_KEYS).
        if not self.is_animating() and self._overlay.close_by_key(event):
            return
        super().keyPressEvent(event)
