"""The start page: the games with a picture and a summary, and the main choices."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtSvgWidgets import QSvgWidget
from PySide6.QtWidgets import (QAbstractButton, QFrame, QHBoxLayout, QLabel, QPushButton, QScrollArea, QSizePolicy,
                               QVBoxLayout, QWidget)

from cardtable.app.games import game_listing, game_listings
from cardtable.games import get_game
from cardtable.app.shell import save_texts
from cardtable.store.save_error import SaveError


class GameTile(QAbstractButton):
    """A game's picture, name, player counts and one-line summary; clicking it starts a new game of it.

    A button (drawn by the style sheet as a card), so that assistive technology sees a push button named
    after the game, with its summary as description, and can press it ("Press" starts the New game
    dialog, as a click, Space or Enter do)."""

    chosen = Signal(str)  # the game's id

    def __init__(self, listing, parent: QWidget | None = None):
        super().__init__(parent)
        # The game's name, summary, picture and player counts: its view and its rules are loaded when it opens.
        self.listing = listing
        self.setObjectName(f"tile-{listing.game_id}")
        self.setProperty("tile", True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover, True)  # the style sheet's :hover border
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)  # Qt paints the style sheet's card
        self.clicked.connect(lambda checked=False: self.chosen.emit(self.listing.game_id))
        layout = QHBoxLayout(self)
        picture = listing.picture()
        if picture.exists():
            art = QSvgWidget(str(picture), self)
            art.setFixedSize(QSize(180, 120))
            layout.addWidget(art)
        text = QVBoxLayout()
        self._name = QLabel(self)
        self._name.setObjectName("tileName")
        self._name.setWordWrap(True)  # a long name in a narrow window goes on two lines rather than being cut
        self._counts = QLabel(self)
        self._summary = QLabel(self)
        self._summary.setWordWrap(True)
        for label in (self._name, self._counts, self._summary):
            text.addWidget(label)
        text.addStretch(1)
        layout.addLayout(text, 1)
        self.retranslate()

    @property
    def game(self):
        """The game's rules, imported when first asked for (the tile itself needs only its listing)."""
        return get_game(self.listing.game_id)

    def retranslate(self) -> None:
        listing = self.listing
        self._name.setText(listing.name())
        self._counts.setText(self.tr("{low}–{high} players").format(low=listing.min_players,
                                                                    high=listing.max_players))
        self._summary.setText(listing.summary())
        self.setToolTip(self.tr("Start a new game of {game}").format(game=listing.name()))
        self.setAccessibleName(listing.name())
        self.setAccessibleDescription(self.tr("{players}. {summary}").format(
            players=self._counts.text(), summary=listing.summary()))

    def sizeHint(self) -> QSize:
        return self.layout().sizeHint()

    def minimumSizeHint(self) -> QSize:
        return self.layout().minimumSize()

    def hasHeightForWidth(self) -> bool:
        return self.layout().hasHeightForWidth()

    def heightForWidth(self, width: int) -> int:
        return self.layout().totalHeightForWidth(width)

    def paintEvent(self, event) -> None:
        # Nothing more to paint than the style sheet's background and border, which Qt paints as the styled
        # background (as this did with the style's PE_Widget, whose Python types cost the start 20 ms).
        pass

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):  # Space: the button's own
            self.click()
            return
        super().keyPressEvent(event)


class StartPage(QWidget):
    new_game_requested = Signal(str)  # a game id, or "" for the last choices
    resume_requested = Signal()
    open_requested = Signal()
    rules_requested = Signal()
    settings_requested = Signal()
    statistics_requested = Signal()
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
        self._tiles = [GameTile(listing, self) for listing in game_listings()]
        for tile in self._tiles:
            tile.chosen.connect(self.new_game_requested)
        names = ("new", "resume", "open", "statistics", "rules", "settings", "quit")
        self._buttons = {name: QPushButton(self) for name in names}
        for name, button in self._buttons.items():
            button.setObjectName(f"start-{name}")
            button.setMinimumHeight(40)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._buttons["new"].clicked.connect(lambda: self.new_game_requested.emit(""))
        self._buttons["resume"].clicked.connect(self.resume_requested)
        self._buttons["open"].clicked.connect(self.open_requested)
        self._buttons["statistics"].clicked.connect(self.statistics_requested)
        self._buttons["rules"].clicked.connect(self.rules_requested)
        self._buttons["settings"].clicked.connect(self.settings_requested)
        self._buttons["quit"].clicked.connect(self.quit_requested)
        self._resume_game: str | None = None
        self._save_problem: tuple[str, SaveError | None, str] | None = None
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
        body.addWidget(self._tile_list(), 3)
        buttons = QVBoxLayout()
        for button in self._buttons.values():
            buttons.addWidget(button)
        buttons.addStretch(1)
        body.addSpacing(24)
        body.addLayout(buttons, 1)
        outer.addLayout(body, 1)

    def _tile_list(self) -> QScrollArea:
        """The tiles in one column, each at its full height: where the window is too short for them all
        (four games at 800 x 600), the column scrolls rather than squeezing the tiles' texts."""
        column = QWidget()
        column.setObjectName("tileColumn")
        tiles = QVBoxLayout(column)
        tiles.setContentsMargins(0, 0, 0, 0)
        for tile in self._tiles:
            tile.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            tiles.addWidget(tile)
        tiles.addStretch(1)
        area = QScrollArea(self)
        area.setObjectName("tileList")
        area.setWidget(column)
        area.setWidgetResizable(True)
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to the tiles, and the column follows them
        self._tile_area = area
        return area

    def set_resume(self, game_id: str | None) -> None:
        """Offer to resume a saved game of `game_id`, or hide Resume (None)."""
        self._resume_game = game_id
        self._buttons["resume"].setVisible(game_id is not None)
        self.retranslate()

    def show_notice(self, text: str) -> None:
        self._save_problem = None
        self._notice.setText(text)
        self._notice.setVisible(bool(text))

    def show_save_problem(self, status: str, error: SaveError | None = None, place: str = "") -> None:
        """Say why the autosave cannot be used (status "unreadable" or "newer"; `place` is where it was kept,
        "" if it could not be moved) or why games cannot be saved (status "unavailable"), as the store's
        saves.load() told (its LoadResult). Any other status hides the notice."""
        self._save_problem = (status, error, place) if status in ("unreadable", "newer", "unavailable") else None
        self._notice.setText(self._save_problem_text())
        self._notice.setVisible(self._save_problem is not None)

    def _save_problem_text(self) -> str:
        return save_texts.autosave_notice(*self._save_problem) if self._save_problem is not None else ""

    def button(self, name: str) -> QPushButton:
        return self._buttons[name]

    def tiles(self) -> list[GameTile]:
        return list(self._tiles)

    def retranslate(self) -> None:
        self._subtitle.setText(self.tr("Card games against the computer or with friends on one computer"))
        self._buttons["new"].setText(self.tr("New game…"))
        if self._resume_game:
            game = game_listing(self._resume_game).name()
            self._buttons["resume"].setText(self.tr("Resume: {game}").format(game=game))
        self._buttons["open"].setText(self.tr("Open a saved game…"))
        self._buttons["statistics"].setText(self.tr("Statistics…"))
        self._buttons["rules"].setText(self.tr("Rules"))
        self._buttons["settings"].setText(self.tr("Settings…"))
        self._buttons["quit"].setText(self.tr("Quit"))
        if self._save_problem is not None:
            self._notice.setText(self._save_problem_text())
        for tile in self._tiles:
            tile.retranslate()
        self._tile_area.setAccessibleName(self.tr("Games"))
        self._tile_area.verticalScrollBar().setAccessibleName(self.tr("Scroll the games"))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
