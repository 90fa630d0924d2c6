"""The Négoce 2 seats: each seat's mat (its purse, card count, whether it has sold), the strip of the
eight goods as the viewer knows them, and the hand at the bottom (the viewer's own, or a revealed one).

A part of NegoceTable, given the scene and the hand row (which the controls offer cards of); it draws
from a TableContext and the table's geometry, and reports the card ids it shows.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF

from cardtable.app.table.context import TableContext
from cardtable.app.table.hand import HandCard, HandRow
from cardtable.app.table.scene import TableScene
from cardtable.app.table.seat_panel import SeatPanel

from . import revealed, texts
from .faces import face, ordered_hand
from .goods_strip import GoodsStrip, good_states
from .layout import NegoceGeometry, other_mat, viewer_mat


class NegoceSeatPanel(SeatPanel):
    """A mat with smaller info lines: a seat's purse, cards and goods must fit a third of the table's width."""

    INFO_SIZE = 19.0


class NegoceSeats:
    def __init__(self, scene: TableScene, hand: HandRow):
        self._scene = scene
        self._hand = hand
        self._panels: list[SeatPanel] = []
        self._strips: list[GoodsStrip] = []

    def panel(self, seat: int) -> SeatPanel:
        return self._panels[seat]

    def strip(self, seat: int) -> GoodsStrip:
        return self._strips[seat]

    def seats_drawn(self) -> int:
        return len(self._panels)

    def forget_tooltips(self) -> None:
        """The strips' tooltips are written again at the next redraw (in a new language)."""
        for strip in self._strips:
            strip.setToolTip("")

    def render(self, context: TableContext, geometry: NegoceGeometry) -> set:
        """Every seat's mat of context.obs; returns the ids of the hand's cards shown."""
        self._ensure_seats(context.obs.players)
        self._hand.clear()
        wanted: set = set()
        for seat, rect in enumerate(geometry.seat_rects(context.bottom)):
            wanted |= self._render_seat(context, seat, rect)
        return wanted

    def _ensure_seats(self, players: int) -> None:
        while len(self._panels) < players:
            panel, strip = NegoceSeatPanel(), GoodsStrip()
            panel.setZValue(0)
            strip.setZValue(5)
            self._scene.addItem(panel)
            self._scene.addItem(strip)
            self._panels.append(panel)
            self._strips.append(strip)

    def _render_seat(self, context: TableContext, seat: int, rect: QRectF) -> set:
        obs, bottom = context.obs, context.bottom
        panel = self._panels[seat]
        panel.set_rect(rect)
        panel.set_name(context.name(seat))
        panel.set_seat(seat)
        panel.set_badge(context.badge(seat))
        panel.set_active(obs.to_act == seat and not obs.terminal)
        shown = revealed.shows_hand(obs, seat)
        panel.set_info_lines(revealed.seat_lines(obs, seat) if shown
                             else [texts.seat_info(obs, seat), texts.goods_line(obs, seat)])
        content = panel.content_rect()
        own = seat == bottom and seat == obs.seat and obs.hand is not None
        spectated = seat == bottom and obs.hand is None and bool(obs.revealed_hands)
        layout = viewer_mat(content) if own or spectated else other_mat(content)
        strip = self._strips[seat]
        strip.set_geometry(layout.strip)
        states = good_states(revealed.revealed_bounds(obs, seat) if shown else obs.bounds[seat])
        strip.set_revealed(shown)
        if states != strip.states_known() or not strip.toolTip():
            strip.setToolTip("\n".join(texts.good_state_tooltip(code, *state)
                                       for code, state in enumerate(states, start=1)))
        strip.set_states(states)
        strip.setVisible(layout.strip.height() > 12)
        hand = obs.hand if own else obs.revealed_hands[seat] if spectated else ()
        if not hand:
            return set()
        cards = [HandCard(card_id, face(code), code) for card_id, code in ordered_hand(hand)]
        shown_ids = self._hand.show(cards, layout.hand_rect, layout.hand_w)
        for card_id in shown_ids if spectated else ():  # a spectator's bottom seat, from a revealed view
            self._scene.card(card_id).set_revealed(True)
        return shown_ids
