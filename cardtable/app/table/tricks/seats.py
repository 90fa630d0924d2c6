"""The seats of a trick-taking table: each seat's mat (a SeatPanel), the caption lines under its cards
(a label and a count per kind of card: the hand, a pile, a slot...) and the dealer's tab.

The game says what goes where (a caption's text, its centre, the room it may take) and how a long label
is fitted (`fit(text, item, room)`); the part keeps the items and shows them.
"""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor

from ..pill_button import PillButton
from ..seat_panel import SeatPanel
from ..style import TEXT_SOFT, centre_text, make_text

CAPTION_SIZE = 17  # a caption's label; a long translation is set smaller before it is elided
COUNT_SIZE = 23


class SeatMats:
    """The mats, captions and dealer's tab of a table's seats, on its scene."""

    def __init__(self, scene, kinds: Sequence[str], fit: Callable[[str, object, float], str]):
        self._scene = scene
        self._kinds = tuple(kinds)
        self._fit = fit
        self._panels: list[SeatPanel] = []
        self._captions: list[dict] = []
        self._unshown: list = []  # the caption items this redraw has not shown yet (see hide_unshown)
        self.dealer = PillButton(16)
        self.dealer.setZValue(60)
        self.dealer.set_fill(QColor("#f4efe0"), QColor("#1d2b22"))
        scene.addItem(self.dealer)

    def ensure(self, players: int) -> None:
        """As many mats as players, each with its captions."""
        while len(self._panels) > players:
            self._scene.removeItem(self._panels.pop())
            for label, count in self._captions.pop().values():
                self._scene.removeItem(label)
                self._scene.removeItem(count)
        while len(self._panels) < players:
            panel = SeatPanel()
            panel.setZValue(0)
            self._scene.addItem(panel)
            captions = {kind: (make_text("", CAPTION_SIZE, colour=TEXT_SOFT), make_text("", COUNT_SIZE, bold=True))
                        for kind in self._kinds}
            for label, count in captions.values():
                self._scene.addItem(label)
                self._scene.addItem(count)
            self._panels.append(panel)
            self._captions.append(captions)

    def count(self) -> int:
        return len(self._panels)

    def panel(self, seat: int) -> SeatPanel:
        return self._panels[seat]

    def content_rect(self, seat: int) -> QRectF:
        return self._panels[seat].content_rect()

    def show_seat(self, seat: int, rect: QRectF, name: str, badge: str, dealer: str, active: bool,
                  info: Sequence[str]) -> None:
        """A seat's mat: its place, name, badge, turn marker and info lines; `dealer` the dealer's tab's
        text when this seat deals (else ""). Its captions are hidden by `hide_unshown` unless the game shows
        them before."""
        panel = self._panels[seat]
        panel.set_rect(rect)
        panel.set_name(name)
        panel.set_seat(seat)
        panel.set_badge(badge)
        if dealer:
            self._place_dealer(rect, dealer)
        self.show_state(seat, active, info)
        for label, count in self._captions[seat].values():
            self._unshown += (label, count)

    def hide_unshown(self) -> None:
        """Hide the captions of the mats shown since the last call that the game did not show again. (Hidden
        first and shown again, each would have its place painted again, and the cards over it, at every
        redraw.)"""
        for item in self._unshown:
            item.setVisible(False)
        self._unshown = []

    def show_state(self, seat: int, active: bool, info: Sequence[str]) -> None:
        """A seat's turn marker and info lines (an animation's step changes only these)."""
        panel = self._panels[seat]
        panel.set_active(active)
        panel.set_info_lines(list(info))

    def _place_dealer(self, rect: QRectF, text: str) -> None:
        """The dealer's tab, on the top edge of the dealer's mat (clear of the name row)."""
        pill = self.dealer
        pill.set_text(text, 130)
        pill.set_clickable(False)
        pill.setPos(rect.right() - 150, rect.top() - pill.height() + 6)
        pill.setToolTip(text)
        pill.setVisible(True)

    def caption(self, seat: int, kind: str, text: str, centre: QPointF, room: float):
        """The label line of a kind's caption, fitted to room and centred on centre; returns its item."""
        label = self._captions[seat][kind][0]
        label.setText(self._fit(text, label, room))
        label.setBrush(TEXT_SOFT)
        centre_text(label, centre.x(), centre.y())
        self._show(label)
        return label

    def set_count(self, seat: int, kind: str, text: str, centre: QPointF | None = None) -> None:
        """The count line of a kind's caption, centred on centre (None: where it is now)."""
        count = self._captions[seat][kind][1]
        point = centre if centre is not None else count.sceneBoundingRect().center()
        count.setText(text)
        centre_text(count, point.x(), point.y())
        if centre is not None:
            self._show(count)

    def _show(self, item) -> None:
        item.setVisible(True)
        if item in self._unshown:
            self._unshown.remove(item)

    def caption_texts(self, seat: int) -> dict:
        """The captions shown under a seat's cards: {"hand": "Hand\\n8", ...} (a label alone without count)."""
        shown = {}
        for kind, (label, count) in self._captions[seat].items():
            if label.isVisible():
                shown[kind] = f"{label.text()}\n{count.text()}" if count.isVisible() else label.text()
        return shown

    def caption_item(self, seat: int, kind: str):
        return self._captions[seat][kind][0]
