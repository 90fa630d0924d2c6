"""Schnäppchen Jagd's declarations: is an off-colour card trump, does a twin rank above or below.

A small dialog per question, with the card shown and two answers. It decides nothing: the table asks
only the questions its legal actions differ on, and enables only the answers they hold.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from cardtable.app.table.answer_dialog import AnswerDialog
from cardtable.app.table.cards import card_pixmap
from .faces import card_label, colour_label, face

TRUMP, RANK = "trump", "rank"


class DeclarationDialog(AnswerDialog):
    """Asks one declaration about `code`; `answered(True)` for trump / above, `answered(False)` for
    not trump / below. Closing it (Esc) answers nothing: the card stays in the hand."""

    def __init__(self, kind: str, code: int, led: int | None = None, answers=(True, False),
                 parent: QWidget | None = None):
        super().__init__(answers, "declarationQuestion", parent)
        self.setObjectName("declarationDialog")
        self.kind, self.code, self._led = kind, code, led
        self._card = QLabel(self)
        self._card.setPixmap(self._card_pixmap())
        self._yes = self._answer_button(True, "declare-yes", 40)
        self._no = self._answer_button(False, "declare-no", 40)
        self._yes.setDefault(True)
        texts = QVBoxLayout()
        texts.addWidget(self._question)
        texts.addWidget(self._detail)
        texts.addStretch(1)
        top = QHBoxLayout()
        top.addWidget(self._card, 0, Qt.AlignmentFlag.AlignTop)
        top.addLayout(texts, 1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self._yes)
        buttons.addWidget(self._no)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(buttons)
        self.retranslate()
        self.setMinimumWidth(460)

    def _card_pixmap(self) -> QPixmap:
        ratio = self.devicePixelRatioF()
        return card_pixmap(face(self.code), 84, 118, ratio)

    def answer_labels(self) -> tuple[str, str]:
        return self._yes.text(), self._no.text()

    def retranslate(self) -> None:
        card = card_label(self.code)
        if self.kind == TRUMP:
            colour = colour_label(self.code // 10)
            self.setWindowTitle(self.tr("Trump or not?"))
            self._question.setText(self.tr("Is {colour} trump for this trick?").format(colour=colour))
            led = colour_label(self._led) if self._led is not None else "—"
            self._detail.setText(self.tr(
                "You play {card}, which is not the led colour ({led}). If {colour} is trump, its cards beat the "
                "led colour in this trick. If not, nobody may make {colour} trump later in this trick."
            ).format(card=card, led=led, colour=colour))
            self._yes.setText(self.tr("Trump"))
            self._no.setText(self.tr("Not trump"))
        else:
            self.setWindowTitle(self.tr("Above or below?"))
            self._question.setText(self.tr("Another {card} is already in this trick. Does yours rank above it or "
                                           "below it?").format(card=card))
            self._detail.setText(self.tr("The same card is already in this trick: you decide whether yours ranks "
                                         "just above it or just below it."))
            self._yes.setText(self.tr("Above"))
            self._no.setText(self.tr("Below"))
