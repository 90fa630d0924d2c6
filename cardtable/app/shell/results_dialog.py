"""End of a game: the ranking with each player's score broken down, each player's score step by step, and
what to play next.

Its body is a tab widget: "Results" (the ranking table) and "Scores" (the plot, see results_scores). Other
parts add theirs with `add_tab(widget, title)`, title a function giving the translated title (called again
on a language change), and their buttons with `add_button(text_function, role)`.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QPushButton,
                               QTableWidget, QTableWidgetItem, QTabWidget, QVBoxLayout, QWidget)

from cardtable.app.table.read_only_table import read_only_table
from cardtable.app.table.seat_colours import seat_colour
from cardtable.app.shell.widgets.labels import wrapped_label

PLAY_AGAIN, SAME_DEAL, NEW_GAME = "again", "same", "new"
REPLAY = "replay"


class ResultsDialog(QDialog):
    chosen = Signal(str)  # PLAY_AGAIN, SAME_DEAL, NEW_GAME or REPLAY

    def __init__(self, ui, state, names, parent=None):
        super().__init__(parent)
        self.setObjectName("resultsDialog")
        self._ui, self._state, self._names = ui, state, list(names)
        self._duplicate_offered = False  # a solo game: "Same deal" plays the deal again as a duplicate
        self._headline = wrapped_label(self, "resultsHeadline")
        self._undo_note = wrapped_label(self, "resultsUndoNote")  # the moves taken back: this game is not quite like the others
        self._undo_note.setVisible(state.undos > 0)
        self._hint_note = wrapped_label(self, "resultsHintNote")  # the coach's hints: like undo, they mark the game as assisted
        self._hint_note.setVisible(state.hints > 0)
        self._table = read_only_table(QTableWidget(self))
        self._table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self._table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self._table.verticalHeader().hide()
        self._tabs = QTabWidget(self)
        self._tabs.setObjectName("resultsTabs")
        self._tab_titles: list[tuple[QWidget, Callable[[], str]]] = []
        self._results_page = self._table_page()
        self.add_tab(self._results_page, lambda: self.tr("Results"))
        self.scores = self._scores_tab()
        self.add_tab(self.scores, lambda: self.tr("Scores"))
        self._button_texts: list[tuple[QPushButton, Callable[[], str]]] = []
        self._buttons = QDialogButtonBox(self)
        self._again = self._add_button(PLAY_AGAIN, QDialogButtonBox.ButtonRole.AcceptRole)
        self._same = self._add_button(SAME_DEAL, QDialogButtonBox.ButtonRole.ActionRole)
        self._new = self._add_button(NEW_GAME, QDialogButtonBox.ButtonRole.ActionRole)
        self._add_replay_button()
        self._close = self._buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self._close.clicked.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self._headline)
        layout.addWidget(self._undo_note)
        layout.addWidget(self._hint_note)
        layout.addWidget(self._tabs, 1)
        layout.addWidget(self._buttons)
        self.retranslate()
        self._again.setDefault(True)
        self._table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._table.setFixedHeight(self._table.horizontalHeader().sizeHint().height()
                                   + sum(self._table.rowHeight(row) for row in range(self._table.rowCount()))
                                   + 2 * self._table.frameWidth())
        self._fit_to(parent)

    def _fit_to(self, parent) -> None:
        """Wider and with a taller plot in a large window (place_dialog keeps it inside a small one)."""
        room = parent.window().size() if parent is not None else QSize(800, 600)
        self.scores.preferred_height = max(300, min(600, int(room.height() * 0.5)))
        self.resize(max(720, min(1200, int(room.width() * 0.6))), self.sizeHint().height())

    def _table_page(self) -> QWidget:
        page = QWidget(self)
        page.setObjectName("resultsTablePage")
        layout = QVBoxLayout(page)
        layout.addWidget(self._table)
        layout.addStretch(1)
        return page

    def _scores_tab(self) -> QWidget:
        from cardtable.app.shell.results_scores import ScoresTab  # pyqtgraph is loaded with the first results, not at startup

        return ScoresTab(self._state, self._names, self)

    # --- for the parts that add to the results ---------------------------------------------------------------
    def add_tab(self, widget: QWidget, title: Callable[[], str]) -> int:
        """Add a tab after the others; title() gives its translated title, now and after a language change."""
        self._tab_titles.append((widget, title))
        return self._tabs.addTab(widget, title())

    def add_button(self, text: Callable[[], str], role=QDialogButtonBox.ButtonRole.ActionRole) -> QPushButton:
        """Add a button to the row at the bottom; text() gives its translated text, again on a language
        change. Connect its clicked signal."""
        button = self._buttons.addButton(text(), role)
        self._button_texts.append((button, text))
        return button

    def tabs(self) -> QTabWidget:
        return self._tabs

    def add_coach_review(self, review) -> None:
        """The coach's review of the game, in a tab of its own."""
        self.coach_review = review
        self.add_tab(review, lambda: self.tr("Coach"))

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._again.setFocus()

    def _add_button(self, choice: str, role) -> QPushButton:
        button = self._buttons.addButton("", role)
        button.setObjectName(f"results-{choice}")
        button.clicked.connect(lambda checked=False: self._choose(choice))
        return button

    def _add_replay_button(self) -> None:
        self._replay = self._add_button(REPLAY, QDialogButtonBox.ButtonRole.ActionRole)

    def _retranslate_replay_button(self) -> None:
        self._replay.setText(self.tr("Replay…"))
        self._replay.setToolTip(self.tr("Watch the game again move by move, from any seat."))

    def _choose(self, choice: str) -> None:
        self.accept()
        self.chosen.emit(choice)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Results"))
        winners = [self._names[seat] for seat in self._state.ranking().winners]
        if len(winners) == 1:
            self._headline.setText(self.tr("{name} wins!").format(name=winners[0]))
        else:
            names = self.tr("{names} and {last}").format(names=", ".join(winners[:-1]), last=winners[-1])
            self._headline.setText(self.tr("{names} share the win!").format(names=names))
        self._undo_note.setText(self.tr("Undo was used in this game (%n time(s)).", None, self._state.undos))
        self._hint_note.setText(self.tr("The coach gave hints in this game (%n time(s)).", None, self._state.hints))
        self._again.setText(self.tr("Play again"))
        self._table.setAccessibleName(self.tr("Ranking"))
        self._tabs.setAccessibleName(self.tr("Results and scores"))
        self._retranslate_same_deal()
        self._new.setText(self.tr("New game…"))
        self._close.setText(self.tr("Close"))
        self._retranslate_replay_button()
        for widget, title in self._tab_titles:
            self._tabs.setTabText(self._tabs.indexOf(widget), title())
        for button, text in self._button_texts:
            button.setText(text())
        self._fill()

    # --- the duplicate challenge ---------------------------------------------------------------------------
    def offer_duplicate(self) -> None:
        """A solo game: the same-deal button plays the deal again with the computers as before."""
        self._duplicate_offered = True
        self._retranslate_same_deal()

    def _retranslate_same_deal(self) -> None:
        if self._duplicate_offered:
            self._same.setText(self.tr("Play this deal again"))
            self._same.setToolTip(self.tr("The same cards in the same seat: the computer players play as they "
                                          "did while you do too, and you are compared with Hard AI."))
        else:
            self._same.setText(self.tr("Same deal"))
            self._same.setToolTip(self.tr("Replay the same cards with the same players."))

    def add_duplicate_comparison(self, widget) -> None:
        """The duplicate challenge's comparison, under the ranking in the Results tab."""
        layout = self._results_page.layout()
        layout.insertWidget(layout.indexOf(self._table) + 1, widget)
        self.resize(self.width(), self.sizeHint().height())

    def _fill(self) -> None:
        headers = [self.tr("Place"), self.tr("Player")] + self._ui.results_headers()
        places = self._state.ranking().places
        seats = sorted(range(len(self._names)), key=lambda seat: (places[seat], seat))
        rows = [[str(places[seat]), self._names[seat]] + self._ui.result_cells(self._state, seat) for seat in seats]
        self._table.setColumnCount(len(headers))
        self._table.setRowCount(len(rows))
        self._table.setHorizontalHeaderLabels(headers)
        for row, values in enumerate(rows):
            for column, value in enumerate(values):
                item = QTableWidgetItem(value)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self._table.setItem(row, column, item)
            self._table.item(row, 1).setIcon(seat_dot(seats[row]))  # the seat's colour, as on the table
        header = self._table.horizontalHeader()
        for column in range(len(headers)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def seat_dot(seat: int, size: int = 14) -> QIcon:
    """A dot of the seat's colour, with a dark edge so that it reads on any background."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor(0, 0, 0, 140), 1))
    painter.setBrush(seat_colour(seat))
    painter.drawEllipse(QRectF(1, 1, size - 2, size - 2))
    painter.end()
    return QIcon(pixmap)
