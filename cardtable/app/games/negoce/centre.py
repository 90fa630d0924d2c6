"""The centre of the Négoce 2 table: who must act and the stage, the market (its card face up or a back,
the coins on it, the card the seller is choosing), and the buyers' standing offers side by side (or the
bidders of the contraband auction).

A part of NegoceTable, given the scene and the table's card placer (`show_card`); it draws from a
TableContext, the table's geometry and the draft being built (the controls'), and reports the card ids
it shows. `buyers` and `acted_this_turn` say what it draws for whom, for the accessible entries too.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem

from cardtable.app.table.cards import BACK, CARD_ASPECT, ui_font
from cardtable.app.table.chip_item import ChipItem
from cardtable.app.table.context import TableContext
from cardtable.app.table.scene import TableScene
from cardtable.app.table.style import HIGHLIGHT, TEXT, TEXT_SOFT, centre_text, fit_text, make_text

from . import revealed, texts
from .drafts import Draft
from .faces import face
from .layout import OFFER_LABELS_H, TITLE_H, NegoceGeometry, card_width, row_positions


def buyers(obs) -> list[int]:
    """The seats shown in the offers' block: the buyers from the seller's left, or everyone in the auction."""
    if obs.phase == "auction" or obs.seller is None:
        return list(range(obs.players))
    return list(obs.buyers())


def acted_this_turn(obs, seat: int) -> bool | None:
    """Whether a buyer has acted in this bidding turn: the buyers act in order from the seller's left,
    so those before the one to act have (all of them once the seller decides)."""
    if obs.phase not in ("offers", "seller"):
        return None
    seats = list(obs.buyers())
    done = seats.index(obs.to_act) if obs.phase == "offers" and obs.to_act in seats else len(seats)
    return seat in seats[:done]


class NegoceCentre:
    def __init__(self, scene: TableScene, show_card: Callable):
        self._scene = scene
        self._show_card = show_card  # GameTable._show_card: a card at rest, offered nothing
        self._labels: list = []  # text items of the centre, reused in order each redraw
        self._used_labels = 0
        self._chips: dict = {}
        self.status = make_text("", 26, bold=True)
        self.stage = make_text("", 21, bold=True, colour=HIGHLIGHT)
        for item in (self.status, self.stage):
            scene.addItem(item)
        self._slot_item = QGraphicsPathItem()  # empty places: an offer without a card
        self._slot_item.setPen(QPen(QColor(255, 255, 255, 80), 2, Qt.PenStyle.DashLine))
        scene.addItem(self._slot_item)
        self._slots = QPainterPath()
        self._context: TableContext | None = None
        self._geometry: NegoceGeometry | None = None

    def chip(self, key) -> ChipItem | None:
        chip = self._chips.get(key)
        return chip if chip is not None and chip.isVisible() else None

    def render(self, context: TableContext, geometry: NegoceGeometry, draft: Draft | None) -> set:
        """The status lines, and (before the game's end) the market and the offers; returns the ids of the
        cards shown."""
        obs = context.obs
        self._context, self._geometry = context, geometry
        self._used_labels = 0
        self._slots = QPainterPath()
        for chip in self._chips.values():
            chip.setVisible(False)
        wanted: set = set()
        if not obs.terminal:
            self._render_market(obs, draft, wanted)
            self._render_offers(obs, wanted)
        for item in self._labels[self._used_labels:]:
            item.setVisible(False)
        self._slot_item.setPath(self._slots)
        self._render_status(obs)
        return wanted

    def _seat_name(self, seat: int) -> str:
        return self._context.name(seat)

    def _render_status(self, obs) -> None:
        geometry = self._geometry
        mover = self._seat_name(obs.to_act) if obs.to_act is not None else ""
        text = texts.status_line(obs, mover)  # who must act, always: a refusal is told in the controls
        self.status.setText(fit_text(text, self.status, geometry.centre.width() - 40, 26, 0.7))
        self.status.setBrush(HIGHLIGHT if obs.to_act == obs.seat else TEXT)
        centre_text(self.status, geometry.status_centre().x(), geometry.status_centre().y())
        self.stage.setText(fit_text(texts.stage_line(obs), self.stage, geometry.centre.width() - 40, 21))
        centre_text(self.stage, geometry.stage_centre().x(), geometry.stage_centre().y())

    def _label(self, text: str, size: float, x: float, y: float, width: float, colour=TEXT_SOFT,
               bold: bool = False, tooltip: str = ""):
        """A text centred at (x, y), made smaller then elided to width."""
        if self._used_labels == len(self._labels):
            item = make_text("", size)
            item.setZValue(30)
            self._scene.addItem(item)
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
            self._scene.addItem(chip)
            self._chips[key] = chip
        chip.set_count(count)
        chip.setPos(pos)
        chip.setToolTip(tooltip)
        chip.setVisible(True)
        return chip

    # --- the market --------------------------------------------------------------------------------------------
    def _render_market(self, obs, draft: Draft | None, wanted: set) -> None:
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
    def _render_offers(self, obs, wanted: set) -> None:
        box = self._geometry.offers
        auction = obs.phase == "auction"
        title = (texts.bidders_title() if auction else texts.shown_title() if obs.named is not None
                 else texts.offers_title())
        self._label(title, 22, box.center().x(), box.top() + TITLE_H / 2, box.width(), TEXT, True)
        seats = buyers(obs)
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
        marker = texts.offer_marker(obs, seat, acted_this_turn(obs, seat))
        self._label(marker, 17, centre_x, bottom + 36, room - 8, HIGHLIGHT if seat == obs.to_act else TEXT_SOFT)
        if offer is not None and not shown:
            self._chip(("offer", seat), revealed.offer_coins(obs, seat, offer), QPointF(centre_x - 18, bottom + 76),
                       16, texts.offer_tooltip(offer, name))
        elif obs.named is None:
            self._label(texts.offer_summary(offer), 17, centre_x, bottom + 68, room - 8)
