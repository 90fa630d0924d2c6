"""The Hint panel: a small non-modal dialog beside the table with the coach's ranked list of the person's
legal actions (each with its estimated win chance and expected final score), "Thinking…" while the search
works, its first figures marked as such until the final ones come, and a note once the turn has passed. A
double-click on a line, or "Play this move", plays it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QPushButton,
                               QTreeWidget, QTreeWidgetItem, QVBoxLayout)

from cardtable.app.shell.coach.figures import percent, score_text
from cardtable.app.shell.widgets.labels import wrapped_label

ACTION_ROLE = Qt.ItemDataRole.UserRole


class HintPanel(QDialog):
    play_requested = Signal(object)  # the action of the line chosen

    THINKING, PARTIAL, READY, PASSED, FAILED = "thinking", "partial", "ready", "passed", "failed"
    SHOWING = (PARTIAL, READY)  # a list of moves to play from

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("hintPanel")
        self.setModal(False)
        self._status_kind, self._failure = self.PASSED, ""
        self._lines: list[tuple] = []  # (action, label, chance, score), best first
        self._heading = wrapped_label(self, "hintHeading")
        self._status = wrapped_label(self, "hintStatus")
        self._list = QTreeWidget(self)
        self._list.setObjectName("hintList")
        self._list.setRootIsDecorated(False)
        self._list.setColumnCount(3)
        self._list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self._list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self._list.itemDoubleClicked.connect(lambda item, column: self._play(item))
        self._list.itemSelectionChanged.connect(self._update_play)
        header = self._list.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self._buttons = QDialogButtonBox(self)
        self._play_button = QPushButton(self)
        self._play_button.setObjectName("hintPlay")
        self._play_button.clicked.connect(lambda: self._play(self._list.currentItem()))
        self._buttons.addButton(self._play_button, QDialogButtonBox.ButtonRole.ActionRole)
        self._close = self._buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self._close.clicked.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self._heading)
        layout.addWidget(self._status)
        layout.addWidget(self._list, 1)
        layout.addWidget(self._buttons)
        self.retranslate()
        self.set_scale(1.0)

    def set_scale(self, scale: float) -> None:
        """Texts and size grow with the window, as the game page's side panel does (its scale)."""
        self.setStyleSheet(f"#hintPanel QLabel, #hintPanel QTreeWidget, #hintPanel QPushButton "
                           f"{{ font-size: {round(13 * scale)}px; }}")
        self.resize(round(460 * scale), round(360 * scale))

    # --- what it shows -------------------------------------------------------------------------------------
    def show_thinking(self) -> None:
        self._lines = []
        self._set_status(self.THINKING)

    def show_evaluations(self, lines, final: bool = True) -> None:
        """`lines`: (action, label, win chance, expected score), best first; not `final`: the first figures,
        the search still refining them."""
        self._lines = list(lines)
        self._set_status(self.READY if final else self.PARTIAL)

    def show_passed(self) -> None:
        """The turn the list answered is over: its moves are no longer the person's to play."""
        if self._status_kind in (self.THINKING, self.PARTIAL, self.READY):
            self._lines = []
            self._set_status(self.PASSED)

    def show_failure(self, message: str) -> None:
        self._lines, self._failure = [], message
        self._set_status(self.FAILED)

    def status(self) -> str:
        return self._status_kind

    def lines(self) -> list[tuple]:
        return list(self._lines)

    def _set_status(self, kind: str) -> None:
        self._status_kind = kind
        self.retranslate()

    # --- texts -------------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Coach"))
        self._heading.setText(self.tr("The coach's view of your moves, best first, from what you can see"))
        explained = self.tr("Win chance: how often the coach sees you win after this move. Expected score: "
                            "your final score on average. Double-click a move to play it.")
        self._status.setText({
            self.THINKING: self.tr("Thinking…"),
            # The status on a line of its own: it is what changes while the person reads the rest.
            self.PARTIAL: self.tr("Thinking… (first figures)") + "\n" + explained,
            self.READY: self.tr("Final figures.") + "\n" + explained,
            self.PASSED: self.tr("The turn has passed. Ask for a hint again at your next turn."),
            self.FAILED: self.tr("The coach could not answer: {message}").format(message=self._failure),
        }[self._status_kind])
        self._list.setHeaderLabels([self.tr("Move"), self.tr("Win chance"), self.tr("Expected score")])
        self._play_button.setText(self.tr("Play this move"))
        self._list.setAccessibleName(self.tr("Your moves, best first"))
        self._close.setText(self.tr("Close"))
        self._fill()

    def _fill(self) -> None:
        # The line the person chose stays chosen when the figures are refined (else the best one is).
        chosen = self._list.currentItem().data(0, ACTION_ROLE) if self._list.currentItem() is not None else None
        self._list.clear()
        current = None
        for action, label, chance, score in self._lines:
            item = QTreeWidgetItem([label, percent(chance), score_text(score)])
            item.setData(0, ACTION_ROLE, action)
            for column in (1, 2):
                item.setTextAlignment(column, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self._list.addTopLevelItem(item)
            if current is None and chosen is not None and action == chosen:
                current = item
        if self._lines:
            self._list.setCurrentItem(current or self._list.topLevelItem(0))
        self._update_play()

    def _update_play(self) -> None:
        self._play_button.setEnabled(self._status_kind in self.SHOWING and self._list.currentItem() is not None)

    def _play(self, item) -> None:
        if item is None or self._status_kind not in self.SHOWING:
            return
        self.play_requested.emit(item.data(0, ACTION_ROLE))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
