"""The Négoce 2 table's overlays: the end of a sale, and the end of the game with the winner and how.

A part of NegoceTable, given the table's overlay (the kit's TableOverlay); each redraw hands it the
TableContext and the geometry (`draw`), which an open summary is built again from. A sale's summary
opens when a sale ends (not the game's last) and closes with a click, Esc, or when the next card is put
up for sale; the game's end stays. Only public facts go in.
"""

from __future__ import annotations

from cardtable.app.table.context import TableContext
from cardtable.app.table.overlay import TableOverlay

from . import texts
from .layout import NegoceGeometry


class NegoceSummaries:
    def __init__(self, overlay: TableOverlay):
        self._overlay = overlay
        self._context: TableContext | None = None
        self._geometry: NegoceGeometry | None = None

    def draw(self, context: TableContext, geometry: NegoceGeometry) -> None:
        """The table is drawn anew: an open summary is built again (its names, its place, its language)."""
        self._context, self._geometry = context, geometry
        self._overlay.refresh()

    def plan(self, plan, events, obs_after) -> None:
        """What follows the redraw of an animation: the summary its events call for."""
        for event in events:
            if event.kind == "market":
                plan.call(self._overlay.close)
        ends = [event for event in events if event.kind == "sale_ends"]
        if obs_after.terminal:
            plan.call(self.show_game_over)
        elif ends:
            lines = self._sale_lines(events)
            sale = ends[-1].data.get("sale", obs_after.sales)
            plan.call(lambda: self.show_sale_end(sale, lines))

    @staticmethod
    def _sale_lines(events) -> list:
        """What the sale's events say, as (kind, seats, code) to be worded when shown."""
        lines = []
        for event in events:
            data = event.data
            if event.kind == "accepted":
                lines.append(("accepted", data.get("seat"), data.get("buyer_seat"), None))
            elif event.kind == "taken":
                lines.append(("taken", data.get("seat"), data.get("owner_seat"), data.get("code")))
            elif event.kind == "sale_ends" and isinstance(data.get("next_seat"), int):
                lines.append(("next", data.get("next_seat"), None, None))
        return lines

    def show_sale_end(self, sale: int, lines) -> None:
        self._overlay.open(lambda panel: self._build_sale_end(panel, sale, lines))

    def show_game_over(self) -> None:
        self._overlay.open(self._build_game_over)

    def _build_sale_end(self, panel, sale: int, lines) -> bool:
        name = self._context.name
        worded = []
        for kind, first, second, code in lines:
            if kind == "accepted":
                worded.append(texts.accepted_line(name(first), name(second)))
            elif kind == "taken" and isinstance(code, int):
                worded.append(texts.taken_line(name(first), name(second), code))
            elif kind == "next":
                worded.append(texts.next_seller_line(name(first)))
        panel.show_content("sale", self._geometry.overlay_rect(), texts.sale_title(sale), worded, [],
                                   texts.close_hint())
        return True

    def _build_game_over(self, panel) -> bool:
        obs = self._context.obs if self._context is not None else None
        if obs is None or not obs.terminal:
            return False
        winners = ", ".join(self._context.name(seat) for seat in obs.winners)
        lines = []
        for seat in range(obs.players):
            low, high = len(obs.goods_held(seat)), 8 - len(obs.goods_lacking(seat))
            lines.append(texts.final_line(self._context.name(seat), texts.purse_text(obs, seat), low, high))
        panel.show_content("over", self._geometry.overlay_rect(True), texts.game_over_title(winners, obs.end),
                                   lines, [], texts.close_hint())
        return True
