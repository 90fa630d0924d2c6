"""The replay's controls: first, back, play/pause, forward, last (with their keys), the speed, and where
the replay stands ("Move 12 of 87")."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QComboBox, QGridLayout, QHBoxLayout, QLabel, QPushButton, QStyle, QWidget

FIRST, BACK, PLAY, FORWARD, LAST = "first", "back", "play", "forward", "last"
KEYS = {FIRST: "Home", BACK: "Left", PLAY: "Space", FORWARD: "Right", LAST: "End"}
ICONS = {FIRST: QStyle.StandardPixmap.SP_MediaSkipBackward, BACK: QStyle.StandardPixmap.SP_MediaSeekBackward,
         PLAY: QStyle.StandardPixmap.SP_MediaPlay, FORWARD: QStyle.StandardPixmap.SP_MediaSeekForward,
         LAST: QStyle.StandardPixmap.SP_MediaSkipForward}
# A speed: the table's animation speed while playing, and the pause between two moves.
SPEEDS = (("slow", 1400), ("normal", 700), ("fast", 200))
DEFAULT_SPEED = "normal"


class ReplayControls(QWidget):
    step = Signal(str)  # FIRST, BACK, FORWARD or LAST
    play_toggled = Signal(bool)  # play (True) or pause
    speed_changed = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("replayControls")
        self._playing = False
        self._position = QLabel(self)
        self._position.setObjectName("replayPosition")
        self._position.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.buttons = {name: self._make_button(name) for name in (FIRST, BACK, PLAY, FORWARD, LAST)}
        self._speed_label = QLabel(self)
        self.speed = QComboBox(self)
        self.speed.setObjectName("replaySpeed")
        self.speed.setFocusPolicy(Qt.FocusPolicy.ClickFocus)  # the arrow keys stay the replay's
        for name, _pause in SPEEDS:
            self.speed.addItem("", name)
        self.speed.setCurrentIndex([name for name, _ in SPEEDS].index(DEFAULT_SPEED))
        self.speed.currentIndexChanged.connect(lambda index: self.speed_changed.emit(self.speed_name()))
        self._speed_label.setBuddy(self.speed)
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._position, 0, 0, 1, 2)
        row = QHBoxLayout()
        for button in self.buttons.values():
            row.addWidget(button)
        layout.addLayout(row, 1, 0, 1, 2)
        layout.addWidget(self._speed_label, 2, 0)
        layout.addWidget(self.speed, 2, 1)
        layout.setColumnStretch(1, 1)
        self.retranslate()

    def _make_button(self, name: str) -> QPushButton:
        button = QPushButton(self)
        button.setObjectName(f"replay-{name}")
        button.setIcon(self.style().standardIcon(ICONS[name]))
        button.setIconSize(QSize(22, 22))
        button.setMinimumHeight(36)
        # A shortcut of its own rather than the button's, which clicks only after showing the button pressed:
        # a key held down steps at the keyboard's pace.
        key = QShortcut(QKeySequence(KEYS[name]), self)
        if name == PLAY:
            button.clicked.connect(self._toggle_play)
            key.activated.connect(self._toggle_play)
        else:
            button.clicked.connect(lambda checked=False, step=name: self.step.emit(step))
            key.activated.connect(lambda step=name: self.buttons[step].isEnabled() and self.step.emit(step))
        return button

    def _toggle_play(self) -> None:
        if self.buttons[PLAY].isEnabled():
            self.play_toggled.emit(not self._playing)

    # --- state shown ------------------------------------------------------------------------------------
    def set_position(self, position: int, last: int) -> None:
        if position == 0:
            text = self.tr("Start of the game (%n move(s))", None, last)
        else:
            text = self.tr("Move {position} of {last}").format(position=position, last=last)
        self._position.setText(text)
        for name in (FIRST, BACK):
            self.buttons[name].setEnabled(position > 0)
        for name in (FORWARD, LAST):
            self.buttons[name].setEnabled(position < last)
        self.buttons[PLAY].setEnabled(last > 0)

    def position_text(self) -> str:
        return self._position.text()

    def set_playing(self, playing: bool) -> None:
        self._playing = playing
        icon = QStyle.StandardPixmap.SP_MediaPause if playing else QStyle.StandardPixmap.SP_MediaPlay
        self.buttons[PLAY].setIcon(self.style().standardIcon(icon))
        self._retranslate_play()

    def is_playing(self) -> bool:
        return self._playing

    def speed_name(self) -> str:
        return self.speed.currentData()

    def pause_ms(self) -> int:
        return dict(SPEEDS)[self.speed_name()]

    # --- texts --------------------------------------------------------------------------------------------
    def changeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        tips = {FIRST: self.tr("First move"), BACK: self.tr("Previous move"), FORWARD: self.tr("Next move"),
                LAST: self.tr("Last move")}
        for name, tip in tips.items():
            self.buttons[name].setToolTip(self._with_key(tip, name))
            self.buttons[name].setAccessibleName(tip)
        self._retranslate_play()
        self._speed_label.setText(self.tr("&Speed:"))
        labels = {"slow": self.tr("Slow"), "normal": self.tr("Normal"), "fast": self.tr("Fast")}
        for index in range(self.speed.count()):
            self.speed.setItemText(index, labels[self.speed.itemData(index)])

    def _retranslate_play(self) -> None:
        tip = self.tr("Pause") if self._playing else self.tr("Play")
        self.buttons[PLAY].setToolTip(self._with_key(tip, PLAY))
        self.buttons[PLAY].setAccessibleName(tip)

    def _with_key(self, tip: str, name: str) -> str:
        key = QKeySequence(KEYS[name]).toString(QKeySequence.SequenceFormat.NativeText)
        return self.tr("{action} ({key})").format(action=tip, key=key)
