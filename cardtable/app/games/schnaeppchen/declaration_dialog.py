"""Schnäppchen Jagd's declarations, one small dialog per question with the card shown and two answers: is
an off-colour card trump, does a twin rank above or below (the kit's DeclarationQuestions asks them)."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from cardtable.app.table.answer_dialog import AnswerDialog
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
        picture = self._card_picture(face(code), 84, 118)  # made first, as it reads first
        self._yes = self._answer_button(True, "declare-yes", 40)
        self._no = self._answer_button(False, "declare-no", 40)
        self._yes.setDefault(True)
        self._arrange(self._answer_row(self._yes, self._no), picture)
        self.retranslate()
        self.setMinimumWidth(460)

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
