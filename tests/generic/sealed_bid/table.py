"""The Sealed Bid table, built from the table kit: a mat per seat (coins and a sealed bid token), the
round's two prizes in the centre (click one to take it when you won the auction), a status line."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtWidgets import QWidget

from cardtable.app.table.access import BUTTON, AccessibleEntry
from cardtable.app.table.access import TEXT as READ_ONLY
from cardtable.app.table.animation import Choreography
from cardtable.app.table.arrangement import Limits, MatSpec, arrange
from cardtable.app.table.chip_item import ChipItem
from cardtable.app.table.game_table import GameTable
from cardtable.app.table.seat_panel import SeatPanel
from cardtable.app.table.style import HIGHLIGHT, TEXT, centre_text, make_text

from .rules import PRIZES

RADIUS = 26.0
PRIZE_RADIUS = 44.0


def centre_size(card_w: float) -> QSizeF:
    return QSizeF(520, 260)


class SealedBidTable(GameTable):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._panels: list[SeatPanel] = []
        self._coins: list[ChipItem] = []
        self._bids: list[ChipItem] = []
        self._legal: tuple = ()
        self._round = make_text("", 30, bold=True)
        self._status = make_text("", 26, bold=True)
        self._prizes = [ChipItem(0, PRIZE_RADIUS) for _ in PRIZES]
        self._prize_labels = [make_text("", 22) for _ in PRIZES]
        for index, prize in enumerate(self._prizes):
            prize.setData(0, index)
            prize.clicked.connect(self._on_prize_clicked)
        for item in (self._round, self._status, *self._prizes, *self._prize_labels):
            self._table.addItem(item)

    # --- the GameTable contract -------------------------------------------------------------------------
    def set_legal_actions(self, legal) -> None:
        self._legal = tuple(legal)
        self._apply_interaction()

    def _plan_events(self, plan: Choreography, events: Sequence, obs_after) -> None:
        plan.pause(self._table.duration(0.5))

    def retranslate(self) -> None:
        if self._obs is not None and not self.is_animating():
            self._render(self._obs)

    def _clear_flying(self) -> None:
        pass

    def _after_animation(self) -> None:
        self._apply_interaction()

    # --- for assistive technology ------------------------------------------------------------------------
    def accessible_entries(self) -> list[AccessibleEntry]:
        """The other seats in turn order from the bottom one, the round, the prizes, the status, the own seat."""
        obs = self._obs
        if obs is None or len(self._panels) < obs.players:
            return []
        bottom = self.bottom_seat(obs)
        others = [(bottom + step) % obs.players for step in range(1, obs.players)]
        entries = [self._seat_entry(obs, seat) for seat in others]
        entries.append(AccessibleEntry("round", self._round.text(), item=self._round, kind=READ_ONLY))
        if obs.round_prizes is not None:
            for index, (action, prize) in enumerate(zip(PRIZES, self._prizes)):
                where = self.tr("left prize") if index == 0 else self.tr("right prize")
                name = self.tr("{prize}: {value} points").format(prize=where, value=obs.round_prizes[index])
                enabled = action in self._legal and not self.is_animating()
                entries.append(AccessibleEntry(("prize", index), name, item=prize, kind=BUTTON, enabled=enabled,
                                               description=self.tr("press to take it") if enabled else "",
                                               press=lambda action=action: self.action_requested.emit(action)))
        status = self._status_line(obs).replace("▶", "").strip()
        if status:
            entries.append(AccessibleEntry("status", status, item=self._status, kind=READ_ONLY))
        entries.append(self._seat_entry(obs, bottom))
        return entries

    def _seat_entry(self, obs, seat: int) -> AccessibleEntry:
        coins, bid = self._info_line(obs, seat)
        name = self.tr("{name}: {coins}; {bid}").format(name=self._seat_name(seat), coins=coins, bid=bid)
        return AccessibleEntry(("seat", seat), name, item=self._panels[seat], kind=READ_ONLY)

    def accessible_summary(self) -> str:
        obs = self._obs
        if obs is None or obs.terminal:
            return self.tr("The game is over.") if obs is not None else ""
        if obs.to_act == obs.seat and obs.winner == obs.seat:
            return self.tr("Your turn: you won the auction, take a prize.")
        if obs.to_act == obs.seat:
            return self.tr("Your turn: make a sealed bid; you have {coins} coins.").format(coins=obs.coins[obs.seat])
        return self.tr("{name} to play.").format(name=self._seat_name(obs.to_act)) if obs.to_act is not None else ""

    # --- for tests --------------------------------------------------------------------------------------
    def prize_item(self, index: int) -> ChipItem:
        return self._prizes[index]

    def seat_panel(self, seat: int) -> SeatPanel:
        return self._panels[seat]

    # --- drawing ----------------------------------------------------------------------------------------
    def _render(self, obs) -> None:
        self._obs = obs
        while len(self._panels) < obs.players:
            panel, coins, bid = SeatPanel(), ChipItem(0, RADIUS), ChipItem(None, RADIUS)
            for item, z in ((panel, 0), (coins, 5), (bid, 6)):
                item.setZValue(z)
                self._table.addItem(item)
            self._panels.append(panel)
            self._coins.append(coins)
            self._bids.append(bid)
        size = self._reshape_scene()
        lines = [self._info_line(obs, seat) for seat in range(obs.players)]
        mat = MatSpec(header=SeatPanel.header_height_for(2), line=SeatPanel.INFO_SIZE * SeatPanel.LINE,
                      footer=SeatPanel.PAD, pad=SeatPanel.PAD, beside=0.0,
                      text_width=max(SeatPanel.info_width(line) for pair in lines for line in pair),
                      min_width=max(SeatPanel.name_row_width(self._seat_name(s), self._badge(s)) for s in range(obs.players)),
                      across=2.0, aspect=0.8)
        seating = arrange(obs.players - 1, size, mat, centre_size, Limits())
        for seat, rect in enumerate(seating.seat_rects(self.bottom_seat(obs))):
            self._render_seat(obs, seat, rect, lines[seat])
        self._render_centre(obs, seating.centre)
        self._apply_interaction()

    def _info_line(self, obs, seat: int) -> tuple[str, str]:
        coins = self.tr("Coins: {coins} · Points: {points}").format(coins=obs.coins[seat], points=obs.points[seat])
        if obs.opened_bids is not None or (seat == obs.seat and obs.my_bid is not None):
            bids = obs.opened_bids if obs.opened_bids is not None else None
            amount = bids[seat] if bids is not None else obs.my_bid
            bid = self.tr("Bid: {amount}").format(amount=amount)
        elif obs.bid_made[seat] and obs.revealed_bids:
            bid = self.tr("Bid: {amount} (sealed)").format(amount=obs.revealed_bids[seat])
        elif obs.bid_made[seat]:
            bid = self.tr("Bid: sealed")
        else:
            bid = self.tr("Bid: not yet")
        return coins, bid

    def _render_seat(self, obs, seat: int, rect: QRectF, lines) -> None:
        panel = self._panels[seat]
        panel.set_rect(rect)
        panel.set_name(self._seat_name(seat))
        panel.set_seat(seat)
        panel.set_badge(self._badge(seat))
        panel.set_active(obs.to_act == seat)
        panel.set_info_lines(list(lines))
        content = panel.content_rect()
        middle = content.center()
        self._coins[seat].set_count(obs.coins[seat])
        self._coins[seat].setPos(QPointF(middle.x() - 3 * RADIUS, middle.y()))
        bid = self._bids[seat]
        known = obs.opened_bids[seat] if obs.opened_bids is not None else (
            obs.my_bid if seat == obs.seat else None)
        if known is None and obs.revealed_bids:
            known = obs.revealed_bids[seat]
        bid.set_count(known)
        bid.setPos(QPointF(middle.x() + 2 * RADIUS, middle.y()))
        bid.setVisible(obs.bid_made[seat] and not obs.terminal)

    def _render_centre(self, obs, block: QRectF) -> None:
        centre = block.center()
        if obs.terminal:
            self._round.setText(self.tr("Game over"))
        else:
            self._round.setText(self.tr("Round {number} of {rounds}").format(number=obs.round + 1, rounds=obs.rounds))
        centre_text(self._round, centre.x(), block.top() + 20)
        pair = obs.round_prizes
        for index, (prize, label) in enumerate(zip(self._prizes, self._prize_labels)):
            prize.setVisible(pair is not None)
            label.setVisible(pair is not None)
            if pair is None:
                continue
            x = centre.x() + (-1 if index == 0 else 1) * 110
            prize.set_count(pair[index])
            prize.setPos(QPointF(x - PRIZE_RADIUS * 1.4, centre.y()))
            label.setText(self.tr("Left prize") if index == 0 else self.tr("Right prize"))
            centre_text(label, x, centre.y() + PRIZE_RADIUS + 36)
        self._status.setText(self._status_line(obs))
        self._status.setBrush(HIGHLIGHT if obs.to_act is not None and obs.to_act == obs.seat else TEXT)
        centre_text(self._status, centre.x(), block.bottom() - 20)

    def _status_line(self, obs) -> str:
        if obs.terminal or obs.to_act is None:
            return ""
        if obs.to_act == obs.seat:
            return self.tr("▶ Your turn")
        return self.tr("▶ {name} to play").format(name=self._seat_name(obs.to_act))

    def _default_name(self, seat: int) -> str:
        return self.tr("Player {number}").format(number=seat + 1)

    # --- clicks -----------------------------------------------------------------------------------------
    def _apply_interaction(self) -> None:
        allowed = not self.is_animating()
        for action, prize in zip(PRIZES, self._prizes):
            prize.set_clickable(allowed and action in self._legal)
            prize.setToolTip(self.tr("Take this prize") if prize.clickable else "")

    def _on_prize_clicked(self) -> None:
        sender = self.sender()
        index = sender.data(0) if isinstance(sender, ChipItem) else None
        if index is not None and PRIZES[index] in self._legal and not self.is_animating():
            self.action_requested.emit(PRIZES[index])
