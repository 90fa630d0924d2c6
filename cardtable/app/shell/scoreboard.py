"""The game page's scoreboard: one row a player, the names first and the game's numbers after, every row
shown (no scroll bar), the long headers of the numbers broken on two lines when the side panel is narrow."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from cardtable.app.table.read_only_table import read_only_table
from cardtable.app.table.style import wrap

ROW_PADDING = 10  # px above and below a row's text, at every font size
NAME_ROOM = 80  # px: what the scoreboard keeps for the players' names before it breaks long headers
COLUMN_PADDING = 14  # px: a number column's margins around its widest text


class Scoreboard(QTableWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("scoreboard")
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.verticalHeader().hide()
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        read_only_table(self)

    def show_rows(self, headers: list[str], rows: list[list[str]], room: int) -> None:
        """Show `rows` under `headers` in `room` px of width, as high as they need."""
        self.setColumnCount(len(headers))
        self.setRowCount(len(rows))
        self.setHorizontalHeaderLabels(self._fitted_headers(headers, rows, room))
        for row, values in enumerate(rows):
            for column, value in enumerate(values):
                item = QTableWidgetItem(value)
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.setItem(row, column, item)
        rows_header = self.verticalHeader()
        rows_header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows_header.setDefaultSectionSize(self.fontMetrics().height() + ROW_PADDING)
        header = self.horizontalHeader()
        # The numbers take the width of their headers; names get the rest.
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, len(headers)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        # The header's hint, not its height: a header just broken on two lines has not been laid out yet.
        self.setFixedHeight(header.sizeHint().height() + sum(self.rowHeight(r) for r in range(len(rows)))
                            + 2 * self.frameWidth())

    def _fitted_headers(self, headers: list[str], rows: list[list[str]], room: int) -> list[str]:
        """The headers, the long ones of the number columns on two lines when one line each would leave the
        names no room (a long translation such as "Bonnes affaires")."""
        metrics = self.horizontalHeader().fontMetrics()
        cells = self.fontMetrics()
        names = max((cells.horizontalAdvance(row[0]) for row in rows), default=0)
        needed = min(names, NAME_ROOM) + sum(
            max(metrics.horizontalAdvance(header), *(cells.horizontalAdvance(row[column]) for row in rows))
            + COLUMN_PADDING
            for column, header in enumerate(headers) if column)
        if needed <= room:
            return headers
        return [header if not column else "\n".join(wrap(header, metrics, 0)) for column, header in enumerate(headers)]
