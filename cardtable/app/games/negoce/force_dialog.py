"""Forcing a sale: the second card to lay face down, then the good to name.

It decides nothing: it offers the second cards and goods of the legal force actions it is given. A good
button is enabled only when (chosen second card, good) is one of them, so a good the seller may not name
(one he still holds once the second card is laid) is never offered. `chosen(second, good)` answers;
closing it (Esc) answers nothing and the table's "Force the sale…" button opens it again.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from cardtable.app.table.table_dialog import TableDialog

from .faces import good_glyph, good_label


class ForceDialog(TableDialog):
    chosen = Signal(int, int)

    def __init__(self, forces, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("forceDialog")
        self._forces = {(action[1], action[2]) for action in forces if action[0] == "force"}
        seconds = sorted({second for second, _ in self._forces}, key=lambda c: (c == 0, c))
        self._second = seconds[0] if len(seconds) == 1 else None
        self._intro = QLabel(self)
        self._intro.setWordWrap(True)
        self._card_title, self._good_title = QLabel(self), QLabel(self)
        for title in (self._card_title, self._good_title):
            font = title.font()
            font.setBold(True)
            title.setFont(font)
        self._card_buttons: dict[int, QPushButton] = {}
        cards = QGridLayout()
        for index, code in enumerate(seconds):
            button = QPushButton(self)
            button.setObjectName(f"second-{code}")
            button.setCheckable(True)
            button.setMinimumHeight(36)
            button.clicked.connect(lambda checked=False, value=code: self.choose_card(value))
            cards.addWidget(button, index // 3, index % 3)
            self._card_buttons[code] = button
        self._good_buttons: dict[int, QPushButton] = {}
        goods = QGridLayout()
        for index, code in enumerate(range(1, 9)):
            button = QPushButton(self)
            button.setObjectName(f"good-{code}")
            button.setMinimumHeight(36)
            button.clicked.connect(lambda checked=False, value=code: self.choose_good(value))
            goods.addWidget(button, index // 4, index % 4)
            self._good_buttons[code] = button
        layout = QVBoxLayout(self)
        layout.addWidget(self._intro)
        layout.addWidget(self._card_title)
        layout.addLayout(cards)
        layout.addWidget(self._good_title)
        layout.addLayout(goods)
        self.retranslate()
        self._refresh()

    def choose_card(self, code: int) -> None:
        if code in self._card_buttons:
            self._second = code
            self._refresh()

    def choose_good(self, good: int) -> None:
        """Name a good (the buttons do it; tests call it too): answered only when the pair is legal."""
        if self._second is None or (self._second, good) not in self._forces:
            return
        self.accept()
        self.chosen.emit(self._second, good)

    def second(self) -> int | None:
        return self._second

    def card_button(self, code: int) -> QPushButton | None:
        return self._card_buttons.get(code)

    def good_button(self, code: int) -> QPushButton:
        return self._good_buttons[code]

    def nameable(self) -> list[int]:
        return [code for code, button in self._good_buttons.items() if button.isEnabled()]

    def _refresh(self) -> None:
        for code, button in self._card_buttons.items():
            button.setChecked(code == self._second)
        for code, button in self._good_buttons.items():
            button.setEnabled(self._second is not None and (self._second, code) in self._forces)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Force the sale"))
        self._intro.setText(self.tr("Every offer goes back. You lay a second card face down and name a good you "
                                    "will not hold; every buyer holding it shows his cards of it, and you take "
                                    "one of them."))
        self._card_title.setText(self.tr("1. The second card, laid face down"))
        self._good_title.setText(self.tr("2. The good to name"))
        # The two grids show the same goods: their accessible names say which question each answers.
        for code, button in self._card_buttons.items():
            button.setText(f"{good_glyph(code)} {good_label(code)}".strip())
            button.setAccessibleName(self.tr("Second card: {good}").format(good=good_label(code)))
        for code, button in self._good_buttons.items():
            button.setText(f"{good_glyph(code)} {good_label(code)}".strip())
            button.setAccessibleName(self.tr("Name {good}").format(good=good_label(code)))
        self.setMinimumWidth(460)
