"""How a person acts on the No Thanks! table: a click (or Enter) on the open card takes it, a click on
one's own chip stack pays a chip, each only when the game page has offered that action.

A part of NoThanksTable, given the scene (its card clicks), the felt (the open card and the stacks) and
`busy()` (the table animates: nothing may be chosen); it emits `chosen(action)` and decides no rule.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject, Signal

from cardtable.games.nothanks.rules import PAY, TAKE

from cardtable.app.table.scene import TableScene

from . import table_texts
from .drawing import NoThanksFelt
from .revealed import secret_chips_tooltip


class NoThanksControls(QObject):
    chosen = Signal(object)  # TAKE or PAY, only when offered (as action_requested carries it)

    def __init__(self, scene: TableScene, felt: NoThanksFelt, busy: Callable[[], bool],
                 parent: QObject | None = None):
        super().__init__(parent)
        self._felt = felt
        self._busy = busy
        self._obs = None
        self._take = self._pay = False
        scene.card_clicked.connect(self._on_card_clicked)
        scene.card_activated.connect(self._on_card_clicked)
        felt.stack_clicked.connect(self._on_stack_clicked)

    def set_legal(self, legal) -> None:
        self._take, self._pay = TAKE in legal, PAY in legal

    def can_take(self) -> bool:
        """Taking is offered and the table is still."""
        return self._take and not self._busy()

    def can_pay(self) -> bool:
        """Paying is offered (with taking: a person who may pay may also take) and the table is still."""
        return self._take and self._pay and not self._busy()

    def apply(self, obs, live: bool) -> None:
        """The open card and the person's own chips clickable on obs when live and offered, with tooltips."""
        self._obs = obs
        open_card = self._felt.open_card_item(obs)
        take = live and self._take and open_card is not None
        if open_card is not None:
            open_card.set_clickable(take)
            open_card.set_selectable(take)
            open_card.set_highlighted(take)
        self.update_tooltip()
        for seat, stack in enumerate(self._felt.stacks()):
            mine = obs is not None and seat == obs.seat
            stack.set_clickable(take and self._pay and mine)
            if stack.clickable:
                stack.setToolTip(table_texts.pay_tooltip())
            elif obs is not None and seat < obs.players:
                stack.setToolTip(secret_chips_tooltip(obs, seat) or table_texts.stack_tooltip(obs.chips[seat]))

    def update_tooltip(self) -> None:
        """The open card's tooltip, in the current language."""
        card = self._felt.open_card_item(self._obs)
        if card is not None:
            card.setToolTip(table_texts.take_tooltip() if card.clickable else "")

    def _on_card_clicked(self, card_id) -> None:
        obs = self._obs
        if self._take and not self._busy() and obs is not None and card_id == obs.open_card:
            self.chosen.emit(TAKE)

    def _on_stack_clicked(self, seat: int) -> None:
        obs = self._obs
        if obs is None or obs.seat != seat:
            return
        if self._take and self._pay and not self._busy():
            self.chosen.emit(PAY)
