"""The Statistics window's table: one line per opponent level and player count of one game."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from ..store.statistics import PEOPLE_ONLY, SummaryRow
from .texts import level_name

CONTEXT = "StatisticsTable"


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def headers() -> list[str]:
    # Two lines where a header is two words: the columns stay narrow enough for 800 pixels in French too.
    return [_tr("Opponents"), _tr("Players"), _tr("Played"), _tr("Wins"), _tr("Win\nrate"), _tr("Average\nscore"),
            _tr("Average\nplace"), _tr("Best\nscore"), _tr("Current\nstreak"), _tr("Longest\nstreak")]


def header_tips() -> list[str]:
    return [_tr("The computer players' levels; “People only” for games without a computer player"),
            _tr("Players at the table"),
            _tr("Results counted: one per person at the table in each finished game"),
            _tr("Results in first place (a shared first place counts)"),
            _tr("Wins as a share of the results"), "", _tr("1 is first"),
            _tr("The best score of a person (the lowest where the lowest score wins)"),
            _tr("Wins in a row up to the latest game"), _tr("The most wins in a row")]


def opponents_text(opponents: str) -> str:
    if opponents == PEOPLE_ONLY:
        return _tr("People only")
    return " + ".join(level_name(level) for level in opponents.split("+"))


def number(value: float, decimals: int = 1) -> str:
    locale = QLocale()
    if float(value).is_integer():
        return locale.toString(int(value))
    return locale.toString(float(value), "f", decimals)


def cells(row: SummaryRow) -> list[str]:
    return [opponents_text(row.opponents), str(row.players), str(row.played), str(row.wins),
            _tr("{rate}%").format(rate=number(round(100 * row.win_rate), 0)), number(row.average_score),
            number(row.average_place, 2), number(row.best_score), str(row.current_streak), str(row.longest_streak)]


class StatisticsTable(QTableWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(0, len(headers()), parent)
        self.setObjectName("statisticsTable")
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.verticalHeader().hide()
        self.setWordWrap(False)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        self._rows: list[SummaryRow] = []
        self.retranslate()

    def show_rows(self, rows: list[SummaryRow]) -> None:
        self._rows = list(rows)
        self.setRowCount(len(self._rows))
        for index, row in enumerate(self._rows):
            for column, text in enumerate(cells(row)):
                item = QTableWidgetItem(text)
                align = Qt.AlignmentFlag.AlignLeft if column == 0 else Qt.AlignmentFlag.AlignRight
                item.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
                self.setItem(index, column, item)

    def texts(self) -> list[list[str]]:
        """What the table shows, row by row (for tests)."""
        return [[self.item(row, column).text() for column in range(self.columnCount())]
                for row in range(self.rowCount())]

    def retranslate(self) -> None:
        self.setHorizontalHeaderLabels(headers())
        for column, tip in enumerate(header_tips()):
            if tip:
                self.horizontalHeaderItem(column).setToolTip(tip)
        self.show_rows(self._rows)
