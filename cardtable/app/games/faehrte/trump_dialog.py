"""The trump decision: four colour buttons, the current trump's meaning "keep it".

It decides nothing: it offers the colours of the legal trump actions it is given (the rules list all four)
and answers the one chosen. Closing it (Esc) answers nothing: the table's "Choose trump…" button opens it
again. Each button shows the colour's symbol in its colour and names it, so colour is never the only cue.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QGridLayout, QWidget

from cardtable.app.table.answer_dialog import AnswerDialog
from cardtable.app.table.cards import symbol_icon

from .catalogue import colour_name
from .faces import colour_label, colour_style

ICON = 28


class TrumpDialog(AnswerDialog):
    """Asks which colour is trump from now on; `answered(colour)` with the colour's index (the current one
    keeps it)."""

    def __init__(self, trump: int, choices, jokers: bool, parent: QWidget | None = None):
        super().__init__(choices, "trumpQuestion", parent)
        self.setObjectName("trumpDialog")
        self.trump, self._jokers = trump, jokers
        grid = QGridLayout()
        for colour in range(4):
            button = self._answer_button(colour, f"trump-{colour}", 44)
            button.setIcon(symbol_icon(colour_style(colour), ICON))
            button.setIconSize(QSize(ICON, ICON))
            grid.addWidget(button, colour // 2, colour % 2)
        self._buttons[trump].setDefault(True)
        self._arrange(grid)
        self.retranslate()
        self.setMinimumWidth(420)

    def retranslate(self) -> None:
        current = colour_label(self.trump)
        self.setWindowTitle(self.tr("Trump colour"))
        self._question.setText(self.tr("{colour} is trump. Keep it or choose another colour?").format(colour=current))
        if self._jokers:
            self._detail.setText(self.tr("You played one of the round's first two jokers: you may change trump. "
                                         "The new trump counts from the next trick, and into the next round."))
        else:
            self._detail.setText(self.tr("Four tricks are left and you are worst placed: you may change trump. "
                                         "The new trump counts from the next trick, and into the next round."))
        for colour, button in self._buttons.items():
            label = colour_label(colour)
            button.setText(self.tr("Keep {colour}").format(colour=label) if colour == self.trump else label)
            # spoken without the colour's symbol, which a screen reader would spell out
            spoken = colour_name(colour)
            button.setAccessibleName(self.tr("Keep {colour}").format(colour=spoken) if colour == self.trump else spoken)
