"""The start page: the games with a picture and a summary, and the main choices."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtSvgWidgets import QSvgWidget
from PySide6.QtWidgets import (QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout,
                               QWidget)

from .games import view_class, view_classes


class GameTile(QFrame):
    """A game's picture, name, player counts and one-line summary; clicking it starts a new game of it."""

    clicked = Signal(str)

    def __init__(self, view, parent: QWidget | None = None):
        super().__init__(parent)
        self.view = view
        self.game = game = view.game
        self.setObjectName(f"tile-{game.id}")
        self.setProperty("tile", True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        layout = QHBoxLayout(self)
        picture = view.picture()
        if picture.exists():
            art = QSvgWidget(str(picture), self)
            art.setFixedSize(QSize(180, 120))
            layout.addWidget(art)
        text = QVBoxLayout()
        self._name = QLabel(self)
        self._name.setObjectName("tileName")
        self._counts = QLabel(self)
        self._summary = QLabel(self)
        self._summary.setWordWrap(True)
        for label in (self._name, self._counts, self._summary):
            text.addWidget(label)
        text.addStretch(1)
        layout.addLayout(text, 1)
        self.retranslate()

    def retranslate(self) -> None:
        game, view = self.game, self.view
        self._name.setText(view.name())
        self._counts.setText(self.tr("{low}–{high} players").format(low=game.min_players, high=game.max_players))
        self._summary.setText(view.summary())
        self.setToolTip(self.tr("Start a new game of {game}").format(game=view.name()))

    def mouseReleaseEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.game.id)
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.clicked.emit(self.game.id)
            return
        super().keyPressEvent(event)


class StartPage(QWidget):
    new_game_requested = Signal(str)  # a game id, or "" for the last choices
    resume_requested = Signal()
    rules_requested = Signal()
    settings_requested = Signal()
    quit_requested = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("startPage")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)  # paint the style sheet's background
        self._title = QLabel("cardtable", self)
        self._title.setObjectName("startTitle")
        self._subtitle = QLabel(self)
        self._subtitle.setObjectName("startSubtitle")
        self._notice = QLabel(self)
        self._notice.setObjectName("startNotice")
        self._notice.setWordWrap(True)
        self._notice.hide()
        self._tiles = [GameTile(view, self) for view in view_classes()]
        for tile in self._tiles:
            tile.clicked.connect(self.new_game_requested)
        self._buttons = {name: QPushButton(self) for name in ("new", "resume", "rules", "settings", "quit")}
        for name, button in self._buttons.items():
            button.setObjectName(f"start-{name}")
            button.setMinimumHeight(40)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._buttons["new"].clicked.connect(lambda: self.new_game_requested.emit(""))
        self._buttons["resume"].clicked.connect(self.resume_requested)
        self._buttons["rules"].clicked.connect(self.rules_requested)
        self._buttons["settings"].clicked.connect(self.settings_requested)
        self._buttons["quit"].clicked.connect(self.quit_requested)
        self._resume_game: str | None = None
        self._layout()
        self.set_resume(None)
        self.retranslate()

    def _layout(self) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(48, 32, 48, 32)
        outer.addWidget(self._title, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addWidget(self._subtitle, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addSpacing(12)
        outer.addWidget(self._notice)
        body = QHBoxLayout()
        tiles = QGridLayout()
        for index, tile in enumerate(self._tiles):
            tiles.addWidget(tile, index, 0)  # one column: a narrow window still fits
        tiles.setRowStretch(len(self._tiles), 1)
        body.addLayout(tiles, 3)
        buttons = QVBoxLayout()
        for button in self._buttons.values():
            buttons.addWidget(button)
        buttons.addStretch(1)
        body.addSpacing(24)
        body.addLayout(buttons, 1)
        outer.addLayout(body, 1)

    def set_resume(self, game_id: str | None) -> None:
        """Offer to resume a saved game of `game_id`, or hide Resume (None)."""
        self._resume_game = game_id
        self._buttons["resume"].setVisible(game_id is not None)
        self.retranslate()

    def show_notice(self, text: str) -> None:
        self._notice.setText(text)
        self._notice.setVisible(bool(text))

    def button(self, name: str) -> QPushButton:
        return self._buttons[name]

    def tiles(self) -> list[GameTile]:
        return list(self._tiles)

    def retranslate(self) -> None:
        self._subtitle.setText(self.tr("Card games against the computer or with friends on one computer"))
        self._buttons["new"].setText(self.tr("New game…"))
        if self._resume_game:
            self._buttons["resume"].setText(self.tr("Resume: {game}").format(game=view_class(self._resume_game).name()))
        self._buttons["rules"].setText(self.tr("Rules"))
        self._buttons["settings"].setText(self.tr("Settings…"))
        self._buttons["quit"].setText(self.tr("Quit"))
        for tile in self._tiles:
            tile.retranslate()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
