"""Hot-seat: an opaque cover over the whole page that says whose turn it is and hides everything."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


class HotSeatCover(QWidget):
    revealed = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("hotSeatCover")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setAutoFillBackground(True)
        self._name = ""
        self._hint_text = lambda name: ""  # the game's words for the hint (GameView.cover_text), given the name
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self._title = QLabel(self)
        self._title.setObjectName("coverTitle")
        self._title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._title.setWordWrap(True)
        self._hint = QLabel(self)
        self._hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._hint.setWordWrap(True)
        self._button = QPushButton(self)
        self._button.setObjectName("revealButton")
        self._button.setMinimumHeight(48)
        self._button.clicked.connect(self.revealed)
        layout.addWidget(self._title)
        layout.addWidget(self._hint)
        layout.addSpacing(24)
        layout.addWidget(self._button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(2)

    def show_for(self, name: str, hint) -> None:
        """Cover the page for `name`; `hint(name)` says what they are about to see (the game's words)."""
        self._name, self._hint_text = name, hint
        self.retranslate()
        self.show()
        self._button.setFocus()

    def retranslate(self) -> None:
        self._title.setText(self.tr("{name}, it is your turn").format(name=self._name))
        self._hint.setText(self._hint_text(self._name))
        self._button.setText(self.tr("I am {name}: show my game").format(name=self._name))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange and self._name:
            self.retranslate()
        super().changeEvent(event)

    def mousePressEvent(self, event) -> None:
        event.accept()  # clicks never reach the table underneath
