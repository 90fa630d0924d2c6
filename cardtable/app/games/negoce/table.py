"""The Négoce 2 table: the market in the middle, the buyers' offers beside it, each seat's purse and goods.

It draws a NegoceObservation and never decides a rule. The seats are the kit's top row (`layout`); each
mat shows the seat's purse, card count, whether it has sold, and a strip of the eight goods as the
viewer knows them (certainly held, certainly lacking, not known, from the observation's bounds); the
viewer's own mat shows the hand grouped by good. In the centre: who must act now and the bidding turn,
then the market (its card face up or a back, the coins on it), the buyers' standing offers side by side
(or the bidders of the contraband auction), and the controls of the person to act (`controls`). The
overlays (a sale's end, the game's end) are `overlays`'.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem
from PySide6.QtWidgets import QWidget

from cardtable.app.table.card_item import CardItem
from cardtable.app.table.cards import BACK, CARD_ASPECT, ui_font
from cardtable.app.table.chip_item import ChipItem
from cardtable.app.table.game_table import GameTable
from cardtable.app.table.hand import HandCard, HandRow
from cardtable.app.table.overlay import Overlay, TableOverlay
from cardtable.app.table.scene import iter_text
from cardtable.app.table.seat_panel import SeatPanel
from cardtable.app.table.style import HIGHLIGHT, TEXT, TEXT_SOFT, centre_text, fit_text, make_text

from . import accessible, texts
from .controls import NegoceControls
from .faces import face, ordered_hand
from .goods_strip import GoodsStrip, good_states
from .overlays import NegoceOverlays
from . import revealed
from .layout import (OFFER_LABELS_H, SIZING, TITLE_H, NegoceGeometry, card_width, other_mat, row_positions,
                     table_geometry, viewer_mat)


class NegoceSeatPanel(SeatPanel):
    """A mat with smaller info lines: a seat's purse, cards and goods must fit a third of the table's width."""

    INFO_SIZE = 19.0


class NegoceTable(NegoceControls, NegoceOverlays, GameTable):
    """The Négoce 2 table widget (owns its scene). See the module docstring."""

    scene_sizing = SIZING

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._geometry: NegoceGeometry | None = None
        self._panels: list[SeatPanel] = []
        self._strips: list[GoodsStrip] = []
        self._labels: list = []  # text items of the centre, reused in order each redraw
        self._used_labels = 0
        self._chips: dict = {}
        self._acted: set = set()
        self._status = make_text("", 26, bold=True)
        self._stage = make_text("", 21, bold=True, colour=HIGHLIGHT)
        for item in (self._status, self._stage):
            self._table.addItem(item)
        self._hand = HandRow(self._table, self._show_card)
        self._slot_item = QGraphicsPathItem()  # empty places: an offer without a card
        self._slot_item.setPen(QPen(QColor(255, 255, 255, 80), 2, Qt.PenStyle.DashLine))
        self._table.addItem(self._slot_item)
        self._slots = QPainterPath()
        self._overlay = TableOverlay(self._table, self)
        self._overlay.closed.connect(self.setFocus)
        self._init_controls()

    # --- public API ---------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self._retranslate_controls()
        for strip in self._strips:
            strip.setToolTip("")  # written again in the new language
        if self._obs is not None and not self.is_animating():
            self._render(self._obs)

    def accessible_entries(self) -> list:
        """What assistive technology reads on the table, in reading order (see accessible)."""
        return accessible.table_entries(self)

    def accessible_summary(self) -> str:
        """Whose turn it is and what is asked (the view's accessible description)."""
        return accessible.table_summary(self)

    def overlay(self) -> Overlay:
        return self._overlay.panel

    def close_overlay(self) -> None:
        self._overlay.close()

    def seat_panel(self, seat: int) -> SeatPanel:
        return self._panels[seat]

    def goods_strip(self, seat: int) -> GoodsStrip:
        return self._strips[seat]

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
        chip = self._chips.get(key)
        return chip if chip is not None and chip.isVisible() else None

    def status_text(self) -> str:
        return self._status.text()

    def stage_text(self) -> str:
        return self._stage.text()

    def scene_texts(self) -> list[str]:
        """Every visible text on the table."""
        return list(iter_text(self._table))

    # --- drawing an observation ---------------------------------------------------------------------------
    def _default_name(self, seat: int) -> str:
        return texts.default_name(seat)

    def _reshape(self) -> None:
        size = self._reshape_scene()
        if self._geometry is None or self._geometry.size != size:
            self._geometry = table_geometry(self._obs.players, size)

    def _ensure_seats(self, players: int) -> None:
        while len(self._panels) < players:
            panel, strip = NegoceSeatPanel(), GoodsStrip()
            panel.setZValue(0)
            strip.setZValue(5)
            self._table.addItem(panel)
            self._table.addItem(strip)
            self._panels.append(panel)
            self._strips.append(strip)

    def _render(self, obs) -> None:
        self._obs = obs
        self._reshape()
        self._ensure_seats(obs.players)
        self._used_labels = 0
        self._slots = QPainterPath()
        for chip in self._chips.values():
            chip.setVisible(False)
        wanted: set = set()
        self._hand.clear()
        for seat, rect in enumerate(self._geometry.seat_rects(self.bottom_seat())):
            self._render_seat(obs, seat, rect, wanted)
        if not obs.terminal:
            self._render_market(obs, wanted)
            self._render_offers(obs, wanted)
        for card in self._table.cards():
            if card.card_id not in wanted:
                self._table.remove_card(card.card_id)
        for item in self._labels[self._used_labels:]:
            item.setVisible(False)
        self._slot_item.setPath(self._slots)
        self._render_status(obs)
        self._render_controls(obs)
        self._overlay.refresh()

    def _render_status(self, obs) -> None:
        geometry = self._geometry
        mover = self._seat_name(obs.to_act) if obs.to_act is not None else ""
        text = texts.status_line(obs, mover)  # who must act, always: a refusal is told in the controls
        self._status.setText(fit_text(text, self._status, geometry.centre.width() - 40, 26, 0.7))
        self._status.setBrush(HIGHLIGHT if obs.to_act == obs.seat else TEXT)
        centre_text(self._status, geometry.status_centre().x(), geometry.status_centre().y())
        self._stage.setText(fit_text(texts.stage_line(obs), self._stage, geometry.centre.width() - 40, 21))
        centre_text(self._stage, geometry.stage_centre().x(), geometry.stage_centre().y())

    def _label(self, text: str, size: float, x: float, y: float, width: float, colour=TEXT_SOFT,
               bold: bool = False, tooltip: str = ""):
        """A text centred at (x, y), made smaller then elided to width."""
        if self._used_labels == len(self._labels):
            item = make_text("", size)
            item.setZValue(30)
            self._table.addItem(item)
            self._labels.append(item)
        item = self._labels[self._used_labels]
        self._used_labels += 1
        if item.font().bold() != bold:  # fit_text sets the size; the weight is this label's own
            item.setFont(ui_font(size, bold=bold))
        item.setText(fit_text(text, item, width, size, 0.75))
        item.setBrush(colour)
        item.setToolTip(tooltip)
        centre_text(item, x, y)
        item.setVisible(bool(text))
        return item

    def _chip(self, key, count, pos: QPointF, radius: float, tooltip: str) -> ChipItem:
        chip = self._chips.get(key)
        if chip is None:
            chip = ChipItem(count, radius)
            chip.setZValue(35)
            self._table.addItem(chip)
            self._chips[key] = chip
        chip.set_count(count)
        chip.setPos(pos)
        chip.setToolTip(tooltip)
        chip.setVisible(True)
        return chip

    # --- the seats ------------------------------------------------------------------------------------------
    def _render_seat(self, obs, seat: int, rect, wanted: set) -> None:
        panel = self._panels[seat]
        panel.set_rect(rect)
        panel.set_name(self._seat_name(seat))
        panel.set_seat(seat)
        panel.set_badge(self._badge(seat))
        panel.set_active(obs.to_act == seat and not obs.terminal)
        shown = revealed.shows_hand(obs, seat)
        panel.set_info_lines(revealed.seat_lines(obs, seat) if shown
                             else [texts.seat_info(obs, seat), texts.goods_line(obs, seat)])
        content = panel.content_rect()
        own = seat == self.bottom_seat() and seat == obs.seat and obs.hand is not None
        spectated = seat == self.bottom_seat() and obs.hand is None and bool(obs.revealed_hands)
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
        if hand:
            cards = [HandCard(card_id, face(code), code) for card_id, code in ordered_hand(hand)]
            shown_ids = self._hand.show(cards, layout.hand_rect, layout.hand_w)
            wanted |= shown_ids
            for card_id in shown_ids if spectated else ():  # a spectator's bottom seat, from a revealed view
                self._table.card(card_id).set_revealed(True)

    # --- the market --------------------------------------------------------------------------------------------
    def _render_market(self, obs, wanted: set) -> None:
        box = self._geometry.market
        auction = obs.phase == "auction"
        seller = self._seat_name(obs.seller) if obs.seller is not None else ""
        self._label(texts.market_caption(seller, auction), 22, box.center().x(), box.top() + TITLE_H / 2,
                    box.width(), TEXT, True)
        count = max(len(obs.market), 1)
        card_w = card_width(box, count, TITLE_H + 150)
        top = box.top() + TITLE_H + 6
        for index, (place, (_seen, face_up)) in enumerate(zip(row_positions(box, count, card_w, top), obs.market)):
            code, hidden = revealed.market_code(obs, index)
            card = self._show_card(("market", index), face(code) if code is not None else BACK, card_w, place,
                                   20 + index)
            card.set_revealed(hidden)
            card.setToolTip(revealed.revealed_card_tooltip(code) if hidden else texts.market_tooltip(code, face_up))
            wanted.add(("market", index))
            if not face_up and code is not None:  # the seller's own face-down card: shown to him only
                self._label(texts.face_down_mark(), 16, place.x() + card_w / 2, place.y() + card_w * CARD_ASPECT + 10,
                            card_w + 30, HIGHLIGHT)
        if not obs.market:  # the place of the card the seller is about to lay, and his choice so far
            place = row_positions(box, 1, card_w, top)[0]
            self._slots.addRoundedRect(QRectF(place, QSizeF(card_w, card_w * CARD_ASPECT)), 8, 8)
            draft = self._draft
            if draft is not None and draft.kind == "market" and draft.code is not None:
                card = self._show_card(("draft", 0), face(draft.code), card_w, place, 20)
                card.setOpacity(0.75)  # not laid yet
                wanted.add(("draft", 0))
                mark = texts.draft_mark(draft.face_up, draft.coins)
                self._label(mark, 16, place.x() + card_w / 2, place.y() + card_w * CARD_ASPECT + 10, box.width(),
                            HIGHLIGHT)
        if not auction and obs.market:
            y = top + card_w * CARD_ASPECT + 66  # under the "face down" marks, room for the stack's height
            self._chip("market", obs.market_coins, QPointF(box.center().x() - 22, y), 20, texts.market_coins_caption())
            self._label(texts.market_coins_caption(), 18, box.center().x(), y + 40, box.width())

    # --- the offers, or the bidders ----------------------------------------------------------------------------
    def _buyers(self, obs) -> list[int]:
        if obs.phase == "auction" or obs.seller is None:
            return list(range(obs.players))
        return list(obs.buyers())

    def _render_offers(self, obs, wanted: set) -> None:
        box = self._geometry.offers
        auction = obs.phase == "auction"
        title = (texts.bidders_title() if auction else texts.shown_title() if obs.named is not None
                 else texts.offers_title())
        self._label(title, 22, box.center().x(), box.top() + TITLE_H / 2, box.width(), TEXT, True)
        seats = self._buyers(obs)
        if auction:
            self._render_bidders(obs, seats, box)
            return
        top = box.top() + TITLE_H + 8
        room = box.width() / max(len(seats), 1)
        card_w = card_width(QRectF(box.left(), top, room - 12, box.bottom() - top), 1, OFFER_LABELS_H, 100.0)
        for index, seat in enumerate(seats):
            place = QPointF(box.left() + (index + 0.5) * room - card_w / 2, top)
            self._render_offer(obs, seat, place, card_w, room, wanted)

    def _render_bidders(self, obs, seats, box) -> None:
        """The auction: the bid and who holds it, then each player and whether still in."""
        for index, line in enumerate(texts.auction_lines(obs, self._seat_name)):
            self._label(line, 21, box.center().x(), box.top() + TITLE_H + 20 + index * 30, box.width(),
                        HIGHLIGHT if index == 0 else TEXT_SOFT, index == 0)
        room = box.width() / max(len(seats), 1)
        y = box.top() + TITLE_H + 100
        for index, seat in enumerate(seats):
            x = box.left() + (index + 0.5) * room
            colour = HIGHLIGHT if seat == obs.to_act else TEXT if obs.in_auction[seat] else TEXT_SOFT
            self._label(self._seat_name(seat), 20, x, y, room - 8, colour, True)
            self._label(texts.bidder_marker(obs, seat), 18, x, y + 26, room - 8, colour)
            if seat == obs.bidder:
                self._chip(("bid", seat), obs.bid, QPointF(x - 18, y + 74), 18,
                           texts.auction_lines(obs, self._seat_name)[0])

    def _render_offer(self, obs, seat: int, place: QPointF, card_w: float, room: float, wanted: set) -> None:
        name = self._seat_name(seat)
        centre_x = place.x() + card_w / 2
        bottom = place.y() + card_w * CARD_ASPECT
        offer = obs.offers[seat]
        shown = obs.named is not None and obs.shown[seat]
        if shown:
            card = self._show_card(("offer", seat), face(obs.named), card_w, place, 20)
            card.setToolTip(texts.offer_marker(obs, seat, None))
            card.set_highlighted(True)
            wanted.add(("offer", seat))
        elif offer is not None and offer.has_card:
            code, hidden = revealed.offer_card(obs, seat, offer)
            card_face = face(code) if code is not None else BACK
            card = self._show_card(("offer", seat), card_face, card_w, place, 20)
            card.set_revealed(hidden)
            if not offer.face_up and code is not None:  # the viewer's own face-down card (or revealed)
                self._label(texts.face_down_mark(), 15, centre_x, place.y() + 12, card_w + 20, HIGHLIGHT)
            card.setToolTip(revealed.revealed_card_tooltip(code) if hidden else texts.offer_tooltip(offer, name))
            wanted.add(("offer", seat))
        elif obs.named is None:
            self._slots.addRoundedRect(QRectF(place, QSizeF(card_w, card_w * CARD_ASPECT)), 8, 8)
        colour = HIGHLIGHT if seat == obs.to_act else TEXT
        self._label(name, 19, centre_x, bottom + 14, room - 8, colour, True)
        marker = texts.offer_marker(obs, seat, self._acted_this_turn(obs, seat))
        self._label(marker, 17, centre_x, bottom + 36, room - 8, HIGHLIGHT if seat == obs.to_act else TEXT_SOFT)
        if offer is not None and not shown:
            self._chip(("offer", seat), revealed.offer_coins(obs, seat, offer), QPointF(centre_x - 18, bottom + 76),
                       16, texts.offer_tooltip(offer, name))
        elif obs.named is None:
            self._label(texts.offer_summary(offer), 17, centre_x, bottom + 68, room - 8)

    def _acted_this_turn(self, obs, seat: int) -> bool | None:
        """Whether a buyer has acted in this bidding turn: the buyers act in order from the seller's left,
        so those before the one to act have (all of them once the seller decides)."""
        if obs.phase not in ("offers", "seller"):
            return None
        buyers = list(obs.buyers())
        done = buyers.index(obs.to_act) if obs.phase == "offers" and obs.to_act in buyers else len(buyers)
        return seat in buyers[:done]

    # --- animation --------------------------------------------------------------------------------------------
    def _plan_events(self, plan, events, obs_after) -> None:
        """No card flies here: the table pauses a moment on what it shows, then shows what the events left
        (the log tells them once shown)."""
        for card in self._table.cards():
            card.set_clickable(False)
            card.set_selectable(False)
        if events:
            plan.pause(self._table.duration())

    def _plan_aftermath(self, plan, events, obs_after) -> None:
        self._plan_overlays(plan, events, obs_after)

    def _clear_flying(self) -> None:
        """Nothing flies on this table."""

    def _after_animation(self) -> None:
        """The final redraw has drawn the scene; only the person's controls, greyed while it played, wake."""
        if self._legal and self._obs is not None and self._geometry is not None:
            self._render_controls(self._obs)

    # --- Qt events ----------------------------------------------------------------------------------------------
    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        # While the table animates, Esc skips the animation first (GameTable.SKIP_KEYS).
        if not self.is_animating() and self._overlay.close_by_key(event):
            return
        super().keyPressEvent(event)
