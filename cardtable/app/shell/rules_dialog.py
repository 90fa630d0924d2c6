"""The rules of a game, shown as an HTML page in the current language.

Opened with a game id it shows that game's rules; opened without one it offers a selector of every game
that has a rules page. It follows language switches: on QEvent.LanguageChange it retranslates its own
labels and reloads the page in the new language.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QComboBox, QDialog, QHBoxLayout, QLabel, QPushButton, QTextBrowser, QVBoxLayout, QWidget,
)

from cardtable.app.games import view_class, view_classes
from cardtable.app.resources import resource_path
from cardtable.app.table.placement import place_dialog

# The pages are designed as a light "rule sheet"; keep them readable whatever the desktop theme.
PAPER = QColor("#fdfbf6")
INK = QColor("#1e1e1e")


def games_with_rules() -> list[str]:
    """The id of every registered game that has a rules page, in registry order."""
    return [view.game.id for view in view_classes() if view.rules_page("en").exists()]


class RulesDialog(QDialog):
    """Shows a game's rules page in a QTextBrowser, with a game selector when opened without a game."""

    browser: QTextBrowser | None = None  # until built: Qt may send a LanguageChange before

    def __init__(self, language_getter: Callable[[], str], game_id: str | None = None,
                 parent: QWidget | None = None):
        """language_getter() gives the language to show ("en" or "fr"), read at every (re)load."""
        super().__init__(parent)
        self._language_getter = language_getter
        self._games = games_with_rules()
        self.has_selector = game_id is None
        if game_id is None:
            if not self._games:
                raise ValueError("No game has a rules page.")
            game_id = self._games[0]
        self._game_id = game_id
        self.language = ""
        self.page_path = None

        self.game_label = QLabel()
        self.game_combo = QComboBox()
        self.game_label.setBuddy(self.game_combo)
        for gid in self._games:
            self.game_combo.addItem("", gid)
        selector = QHBoxLayout()
        selector.addWidget(self.game_label)
        selector.addWidget(self.game_combo)
        selector.addStretch(1)
        self._selector = QWidget()
        self._selector.setLayout(selector)
        selector.setContentsMargins(0, 0, 0, 0)
        # A selector only when the dialog was opened without a game.
        self._selector.setVisible(self.has_selector)

        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        # Every page shares one stylesheet; the document applies it to each page set afterwards.
        self.browser.document().setDefaultStyleSheet(resource_path("rules.css").read_text(encoding="utf-8"))
        palette = self.browser.palette()
        palette.setColor(QPalette.ColorRole.Base, PAPER)
        palette.setColor(QPalette.ColorRole.Text, INK)
        self.browser.setPalette(palette)
        self.browser.document().setDocumentMargin(12)

        self.close_button = QPushButton()
        self.close_button.setDefault(True)
        self.close_button.clicked.connect(self.accept)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)

        layout = QVBoxLayout(self)
        layout.addWidget(self._selector)
        layout.addWidget(self.browser, 1)
        layout.addLayout(buttons)

        self.resize(700, 600)
        self._placed = False
        self._retranslate()
        index = self.game_combo.findData(self._game_id)
        if index >= 0:
            self.game_combo.setCurrentIndex(index)
        self.game_combo.currentIndexChanged.connect(self._on_game_chosen)
        self.load_page()

    # -- state -------------------------------------------------------------------------------------

    @property
    def game_id(self) -> str:
        return self._game_id

    def set_game(self, game_id: str) -> None:
        """Show another game's rules (also moves the selector)."""
        index = self.game_combo.findData(game_id)
        if index >= 0 and index != self.game_combo.currentIndex():
            self.game_combo.setCurrentIndex(index)  # reloads through _on_game_chosen
            return
        self._game_id = game_id
        self._retranslate()
        self.load_page()

    def _on_game_chosen(self, index: int) -> None:
        game_id = self.game_combo.itemData(index)
        if game_id and game_id != self._game_id:
            self._game_id = game_id
            self._retranslate()
            self.load_page()

    @staticmethod
    def _game_name(game_id: str) -> str:
        return view_class(game_id).name()

    # -- language ----------------------------------------------------------------------------------

    def _current_language(self) -> str:
        language = self._language_getter() or "en"
        return language if language in ("en", "fr") else "en"

    def load_page(self) -> None:
        """(Re)load the current game's page in the current language, English when it has no translation."""
        self.language = self._current_language()
        self.page_path = view_class(self._game_id).rules_page(self.language)
        # The page's pictures are beside it, in the game's resources folder.
        self.browser.setSearchPaths([str(self.page_path.parent)])
        if self.page_path.exists():
            self.browser.setHtml(self.page_path.read_text(encoding="utf-8"))
        else:
            self.browser.setPlainText(self.tr("No rules page is available for this game."))

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules: {game}").format(game=self._game_name(self._game_id)))
        self.game_label.setText(self.tr("&Game:"))
        self.close_button.setText(self.tr("Close"))
        for index in range(self.game_combo.count()):
            self.game_combo.setItemText(index, self._game_name(self.game_combo.itemData(index)))

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if not self._placed and self.parentWidget() is not None:
            # The first time only, inside the main window (its size at most); then where the person puts it.
            self._placed = True
            place_dialog(self, self.parentWidget().window())
        super().showEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self.browser is not None:
            self._retranslate()
            self.load_page()
        super().changeEvent(event)
