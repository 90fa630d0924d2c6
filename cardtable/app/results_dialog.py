"""End of a game: the ranking with each player's score broken down, and what to play next."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QLabel, QPushButton,
                               QTableWidget, QTableWidgetItem, QTabWidget, QVBoxLayout)

PLAY_AGAIN, SAME_DEAL, NEW_GAME = "again", "same", "new"


class ResultsDialog(QDialog):
    chosen = Signal(str)  # PLAY_AGAIN, SAME_DEAL or NEW_GAME

    def __init__(self, ui, state, names, parent=None):
        super().__init__(parent)
        self.setObjectName("resultsDialog")
        self._ui, self._state, self._names = ui, state, list(names)
        self._headline = QLabel(self)
        self._headline.setObjectName("resultsHeadline")
        self._headline.setWordWrap(True)
        self._undo_note = QLabel(self)  # the moves taken back: this game is not quite like the others
        self._undo_note.setObjectName("resultsUndoNote")
        self._undo_note.setWordWrap(True)
        self._undo_note.setVisible(state.undos > 0)
        self._hint_note = QLabel(self)  # the coach's hints: like undo, they mark the game as assisted
        self._hint_note.setObjectName("resultsHintNote")
        self._hint_note.setWordWrap(True)
        self._hint_note.setVisible(state.hints > 0)
        self._table = QTableWidget(self)
        self._table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self._table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self._table.verticalHeader().hide()
        self._buttons = QDialogButtonBox(self)
        self._again = self._add_button(PLAY_AGAIN, QDialogButtonBox.ButtonRole.AcceptRole)
        self._same = self._add_button(SAME_DEAL, QDialogButtonBox.ButtonRole.ActionRole)
        self._new = self._add_button(NEW_GAME, QDialogButtonBox.ButtonRole.ActionRole)
        self._close = self._buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self._close.clicked.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self._headline)
        layout.addWidget(self._undo_note)
        layout.addWidget(self._hint_note)
        layout.addWidget(self._table)
        layout.addWidget(self._buttons)
        self.retranslate()
        self._again.setDefault(True)
        self._table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._table.setFixedHeight(self._table.horizontalHeader().sizeHint().height()
                                   + sum(self._table.rowHeight(row) for row in range(self._table.rowCount()))
                                   + 2 * self._table.frameWidth())
        self.resize(700, self.sizeHint().height())

    def add_coach_review(self, review) -> None:
        """The coach's review of the game: a tab of its own where the dialog has tabs, else a section under the
        results table."""
        self.coach_review = review
        tabs = self.findChild(QTabWidget)
        if tabs is not None:
            tabs.addTab(review, self.tr("Coach"))
            return
        layout = self.layout()
        layout.insertWidget(layout.indexOf(self._buttons), review, 1)
        self.resize(self.width(), max(self.height(), 560))

    def _retranslate_coach(self) -> None:
        review, tabs = getattr(self, "coach_review", None), self.findChild(QTabWidget)
        if review is not None and tabs is not None and tabs.indexOf(review) >= 0:
            tabs.setTabText(tabs.indexOf(review), self.tr("Coach"))

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._again.setFocus()

    def _add_button(self, choice: str, role) -> QPushButton:
        button = self._buttons.addButton("", role)
        button.setObjectName(f"results-{choice}")
        button.clicked.connect(lambda checked=False: self._choose(choice))
        return button

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
        self._retranslate_coach()
        self._again.setText(self.tr("Play again"))
        self._same.setText(self.tr("Same deal"))
        self._same.setToolTip(self.tr("Replay the same cards with the same players."))
        self._new.setText(self.tr("New game…"))
        self._close.setText(self.tr("Close"))
        self._fill()

    def _fill(self) -> None:
        headers = [self.tr("Place"), self.tr("Player")] + self._ui.results_headers()
        places = self._state.ranking().places
        rows = [[str(places[seat]), self._names[seat]] + self._ui.result_cells(self._state, seat)
                for seat in sorted(range(len(self._names)), key=lambda seat: (places[seat], seat))]
        self._table.setColumnCount(len(headers))
        self._table.setRowCount(len(rows))
        self._table.setHorizontalHeaderLabels(headers)
        for row, values in enumerate(rows):
            for column, value in enumerate(values):
                item = QTableWidgetItem(value)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self._table.setItem(row, column, item)
        header = self._table.horizontalHeader()
        for column in range(len(headers)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
