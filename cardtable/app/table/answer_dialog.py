"""A question over the table answered with one of a few buttons: the question as the heading, a detail
under it (both beside a picture when there is one), and one button per possible answer, only those given
enabled.

It decides nothing: the table offers only the answers its legal actions hold, and the dialog answers the
one chosen. Closing it (Esc) answers nothing.
"""

from __future__ import annotations

from typing import Iterable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QBoxLayout, QHBoxLayout, QLabel, QLayout, QPushButton, QVBoxLayout, QWidget

from .cards import CardFace, card_pixmap
from .dialog_heading import heading
from .table_dialog import TableDialog


class AnswerDialog(TableDialog):
    """`answered(value)` with the chosen button's value. A subclass makes its buttons with `_answer_button`,
    lays them out under the question with `_arrange`, and writes their texts in `retranslate`."""

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

    def _card_picture(self, face: CardFace, width: int, height: int) -> QLabel:
        """A card drawn for this dialog's screen, to stand beside the question (see `_arrange`)."""
        picture = QLabel(self)
        picture.setPixmap(card_pixmap(face, width, height, self.devicePixelRatioF()))
        return picture

    def _arrange(self, answers: QLayout, picture: QWidget | None = None) -> None:
        """The dialog's layout: the question and its detail (right of picture, at its top, when given), then
        the answers' layout."""
        layout = QVBoxLayout(self)
        if picture is None:
            layout.addWidget(self._question)
            layout.addWidget(self._detail)
        else:
            texts = QVBoxLayout()
            texts.addWidget(self._question)
            texts.addWidget(self._detail)
            texts.addStretch(1)
            top = QHBoxLayout()
            top.addWidget(picture, 0, Qt.AlignmentFlag.AlignTop)
            top.addLayout(texts, 1)
            layout.addLayout(top)
        layout.addLayout(answers)

    @staticmethod
    def _answer_row(*buttons: QPushButton) -> QBoxLayout:
        """The answer buttons side by side at the right."""
        row = QHBoxLayout()
        row.addStretch(1)
        for button in buttons:
            row.addWidget(button)
        return row

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

    def answer_labels(self) -> tuple[str, ...]:
        """The answer buttons' texts, in the order they were made."""
        return tuple(button.text() for button in self._buttons.values())
