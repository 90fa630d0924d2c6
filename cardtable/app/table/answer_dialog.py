"""A question over the table answered with one of a few buttons: the question as the heading, a detail
under it, and one button per possible answer, only those given enabled.

It decides nothing: the table offers only the answers its legal actions hold, and the dialog answers the
one chosen. Closing it (Esc) answers nothing.
"""

from __future__ import annotations

from typing import Iterable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from .dialog_heading import heading
from .table_dialog import TableDialog


class AnswerDialog(TableDialog):
    """`answered(value)` with the chosen button's value. A subclass makes its buttons with `_answer_button`,
    lays them out under `_question` and `_detail`, and writes their texts in `retranslate`."""

    abstract_dialog = True  # each question writes its own texts
    answered = Signal(object)

    def __init__(self, answers: Iterable, heading_name: str, parent: QWidget | None = None):
        super().__init__(parent)
        self._answers = tuple(answers)
        self._question = heading(self, 1.3, heading_name)
        self._detail = QLabel(self)
        self._detail.setWordWrap(True)
        self._buttons: dict = {}

    def _answer_button(self, value, name: str, height: int) -> QPushButton:
        """The button that answers value (objectName name), enabled only when value is an answer offered."""
        button = QPushButton(self)
        button.setObjectName(name)
        button.setMinimumHeight(height)
        button.setEnabled(value in self._answers)
        button.clicked.connect(lambda checked=False: self.choose(value))
        self._buttons[value] = button
        return button

    def choose(self, value) -> None:
        """Give an answer (what the buttons do; tests call it too): nothing when it is not offered."""
        if not self._buttons[value].isEnabled():
            return
        self.accept()
        self.answered.emit(value)

    def button(self, value) -> QPushButton:
        return self._buttons[value]

    def question(self) -> str:
        return self._question.text()
