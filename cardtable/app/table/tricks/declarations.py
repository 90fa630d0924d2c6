"""Asking what a card's play declares: when several legal actions take the card clicked and differ on
what they declare (say "trump or not", then "above or below"), one question at a time, each
only when the actions left differ on it and with only the answers they hold, until one action is left.

A part the table composes: it is given the declarations' fields in the order they are asked, as (kind,
index of the field in an action), a factory `make_dialog(kind, actions, answers)` of the dialog asking one
(an AnswerDialog: `answered(value)`, closed without answer when rejected) and where the chosen action goes
(`request(action)`). The dialog stands in `slot`, a DialogSlot the table watches (`changed`) and tells of
new legal actions (the question then closes while none is offered).
"""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtWidgets import QWidget

from ..dialog_slot import DialogSlot


class DeclarationQuestions:
    """The declarations of the card clicked, asked one after another. See the module docstring."""

    def __init__(self, parent: QWidget, fields: Sequence[tuple[str, int]], make_dialog: Callable,
                 request: Callable):
        self.slot = DialogSlot(parent)
        self._fields = tuple(fields)
        self._make_dialog = make_dialog
        self._request = request
        self._pending: list = []  # the actions the answers so far leave

    def choose(self, actions: Sequence) -> None:
        """Narrow these actions (those that take one card) down to one and request it."""
        self._pending = list(actions)
        self._ask_next()

    def offer_changed(self, legal: Sequence) -> None:
        self.slot.offer_changed(legal)

    def _ask_next(self) -> None:
        """The first declaration the actions left differ on (else the last one), or the action left."""
        actions = self._pending
        if len(actions) == 1:
            self._pending = []
            self._request(actions[0])
            return
        kind, index = next(((kind, index) for kind, index in self._fields
                            if len({action[index] for action in actions}) > 1), self._fields[-1])
        answers = tuple(answer for answer in {action[index] for action in actions} if answer is not None)

        def make():
            dialog = self._make_dialog(kind, actions, answers)
            dialog.answered.connect(lambda answer: self._on_answer(index, answer))
            dialog.rejected.connect(self._forget)
            return dialog
        self.slot.open(make, bool)

    def _forget(self) -> None:
        self._pending = []

    def _on_answer(self, index: int, answer) -> None:
        self._pending = [action for action in self._pending if action[index] == answer]
        if self._pending:
            self._ask_next()
