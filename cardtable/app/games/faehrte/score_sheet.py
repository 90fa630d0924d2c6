"""The score sheet: the points of every finished round per player, and the totals.

It reads the observation's public `round_points` and `totals` only, and decides nothing.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialogButtonBox, QHeaderView, QVBoxLayout, QWidget

from cardtable.app.table.dialog_heading import heading
from cardtable.app.table.sheet_table import cell_texts, fit_to_rows, row_labels, set_labels, sheet_item, sheet_table
from cardtable.app.table.table_dialog import TableDialog


class ScoreSheetDialog(TableDialog):
    """A table: one row per finished round (the points each player scored), then the totals."""

    def __init__(self, obs, names, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("scoreSheet")
        self._obs, self._names = obs, list(names)
        self._title = heading(self, 1.2)
        self._table = sheet_table(self, "scoreSheetTable", choosing=False)
        self._table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self._table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self._title)
        layout.addWidget(self._table, 1)
        layout.addWidget(buttons)
        self.setMinimumWidth(420)
        self.retranslate()

    def rows(self) -> list[list[str]]:
        """The sheet's cells as shown, row by row (the totals last)."""
        return cell_texts(self._table)

    def row_labels(self) -> list[str]:
        return row_labels(self._table)

    def retranslate(self) -> None:
        obs = self._obs
        self.setWindowTitle(self.tr("Score sheet"))
        played = len(obs.round_points)
        self._title.setText(self.tr("Points by round: %n of {rounds} round(s) played", None, played).format(
            rounds=obs.rounds))
        labels = [self.tr("Round {round}").format(round=number + 1) for number in range(played)]
        labels.append(self.tr("Total"))
        set_labels(self._table, self._names, labels)
        for row, points in enumerate(list(obs.round_points) + [obs.totals]):
            for column, value in enumerate(points):
                self._table.setItem(row, column, sheet_item(str(value), bold=row == played))  # the totals in bold
        fit_to_rows(self._table, most=420, spare=4)
