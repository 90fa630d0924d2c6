"""The Statistics window's table: one line per opponent level and player count of one game."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from cardtable.store.statistics import PEOPLE_ONLY, SummaryRow
from cardtable.app.shell.texts import level_name
from cardtable.app.table.read_only_table import read_only_table

CONTEXT = "StatisticsTable"
MIN_ROWS_SHOWN, MAX_ROWS_SHOWN = 3, 8




# (header, tooltip); two lines where a header is two words: the columns fit 800 pixels in French too.
COLUMNS = (
    (QT_TRANSLATE_NOOP("StatisticsTable", "Opponents"),
     QT_TRANSLATE_NOOP("StatisticsTable", "The computer players' levels; “People only” for games without a computer player")),
    (QT_TRANSLATE_NOOP("StatisticsTable", "Players"), QT_TRANSLATE_NOOP("StatisticsTable", "Players at the table")),
    (QT_TRANSLATE_NOOP("StatisticsTable", "Played"),
     QT_TRANSLATE_NOOP("StatisticsTable", "Results counted: one per person at the table in each finished game")),
    (QT_TRANSLATE_NOOP("StatisticsTable", "Wins"),
     QT_TRANSLATE_NOOP("StatisticsTable", "Results in first place (a shared first place counts)")),
    (QT_TRANSLATE_NOOP("StatisticsTable", "Win\nrate"), QT_TRANSLATE_NOOP("StatisticsTable", "Wins as a share of the results")),
    (QT_TRANSLATE_NOOP("StatisticsTable", "Average\nscore"), ""),
    (QT_TRANSLATE_NOOP("StatisticsTable", "Average\nplace"), QT_TRANSLATE_NOOP("StatisticsTable", "1 is first")),
    (QT_TRANSLATE_NOOP("StatisticsTable", "Best\nscore"),
     QT_TRANSLATE_NOOP("StatisticsTable", "The best score of a person (the lowest where the lowest score wins)")),
    (QT_TRANSLATE_NOOP("StatisticsTable", "Current\nstreak"), QT_TRANSLATE_NOOP("StatisticsTable", "Wins in a row up to the latest game")),
    (QT_TRANSLATE_NOOP("StatisticsTable", "Longest\nstreak"), QT_TRANSLATE_NOOP("StatisticsTable", "The most wins in a row")),
)
PEOPLE_ONLY_TEXT = QT_TRANSLATE_NOOP("StatisticsTable", "People only")
WIN_RATE_TEXT = QT_TRANSLATE_NOOP("StatisticsTable", "{rate}%")


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text) if text else ""


def headers() -> list[str]:
    return [_tr(header) for header, _ in COLUMNS]


def header_tips() -> list[str]:
    return [_tr(tip) for _, tip in COLUMNS]


def opponents_text(opponents: str) -> str:
    if opponents == PEOPLE_ONLY:
        return _tr(PEOPLE_ONLY_TEXT)
    return " + ".join(level_name(level) for level in opponents.split("+"))


def number(value: float, decimals: int = 1) -> str:
    locale = QLocale()
    if float(value).is_integer():
        return locale.toString(int(value))
    return locale.toString(float(value), "f", decimals)


def cells(row: SummaryRow) -> list[str]:
    return [opponents_text(row.opponents), str(row.players), str(row.played), str(row.wins),
            _tr(WIN_RATE_TEXT).format(rate=number(round(100 * row.win_rate), 0)), number(row.average_score),
            number(row.average_place, 2), number(row.best_score), str(row.current_streak), str(row.longest_streak)]


class StatisticsTable(QTableWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(0, len(headers()), parent)
        self.setObjectName("statisticsTable")
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.verticalHeader().hide()
        read_only_table(self)
        self.setWordWrap(False)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)
        self._rows: list[SummaryRow] = []
        self.retranslate()

    def show_rows(self, rows: list[SummaryRow]) -> None:
        self._rows = list(rows)
        self.setRowCount(len(self._rows))
        for index, row in enumerate(self._rows):
            for column, text in enumerate(cells(row)):
                item = QTableWidgetItem(text)
                align = Qt.AlignmentFlag.AlignLeft if column == 0 else Qt.AlignmentFlag.AlignHCenter
                item.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
                self.setItem(index, column, item)
        self.fit_height()
        self.fit_columns()

    def fit_height(self) -> None:
        """As tall as its rows (at least a few, at most many: then it scrolls), so the plots get the rest."""
        shown = min(max(self.rowCount(), MIN_ROWS_SHOWN), MAX_ROWS_SHOWN)
        row_height = self.verticalHeader().defaultSectionSize()
        self.setFixedHeight(self.horizontalHeader().sizeHint().height() + shown * row_height
                            + 2 * self.frameWidth() + self.horizontalScrollBar().sizeHint().height())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit_columns()

    def fit_columns(self) -> None:
        """Each column as wide as its texts; where the window is wider, the room left is shared out evenly
        (no empty strip at the right), and where it is narrower, the table scrolls."""
        header = self.horizontalHeader()
        widths = [max(self.sizeHintForColumn(column), header.sectionSizeHint(column))
                  for column in range(self.columnCount())]
        extra = max(0, self.viewport().width() - sum(widths)) // max(1, len(widths))
        for column, width in enumerate(widths):
            header.resizeSection(column, width + extra)

    def texts(self) -> list[list[str]]:
        """What the table shows, row by row (for tests)."""
        return [[self.item(row, column).text() for column in range(self.columnCount())]
                for row in range(self.rowCount())]

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Figures per opponent level and player count"))
        self.setHorizontalHeaderLabels(headers())
        for column, tip in enumerate(header_tips()):
            if tip:
                self.horizontalHeaderItem(column).setToolTip(tip)
        self.show_rows(self._rows)
