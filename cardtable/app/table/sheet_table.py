"""A table of figures inside a dialog over the table (a score sheet, the choices of a decision): read
only, its cells centred but the first column's, and as tall as its rows so that the dialog, not the table,
scrolls when room runs out."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QTableWidget, QTableWidgetItem, QWidget

from cardtable.app.table.read_only_table import read_only_table


def sheet_table(parent: QWidget, name: str, choosing: bool) -> QTableWidget:
    """A read-only table (objectName name); choosing: a row may be selected (one at a time), else nothing
    is selected and it takes no focus."""
    table = QTableWidget(parent)
    table.setObjectName(name)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    if choosing:
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    else:
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        read_only_table(table)
    return table


def sheet_item(text: str, centred: bool = True, bold: bool = False) -> QTableWidgetItem:
    """A cell, centred unless it is a row's label; bold for a row that sums up the others."""
    item = QTableWidgetItem(text)
    if centred:
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
    if bold:
        font = item.font()
        font.setBold(True)
        item.setFont(font)
    return item


def set_labels(table: QTableWidget, columns: Sequence[str], rows: Sequence[str] | None = None) -> None:
    """Give the table one column per column label and, if `rows` is given, one row per row label."""
    table.setColumnCount(len(columns))
    table.setHorizontalHeaderLabels(list(columns))
    if rows is not None:
        table.setRowCount(len(rows))
        table.setVerticalHeaderLabels(list(rows))


def cell_texts(table: QTableWidget) -> list[list[str]]:
    """The texts of the table's cells, row by row."""
    return [[table.item(row, column).text() for column in range(table.columnCount())]
            for row in range(table.rowCount())]


def row_labels(table: QTableWidget) -> list[str]:
    return [table.verticalHeaderItem(row).text() for row in range(table.rowCount())]


def fit_to_rows(table: QTableWidget, most: int | None = None, spare: int = 0) -> None:
    """Fix the table's height to its header and every row at its natural height (and `spare` pixels more),
    at most `most`: up to that the dialog around it, not the table, scrolls when room runs out."""
    rows = sum(max(table.sizeHintForRow(row), table.verticalHeader().sectionSizeHint(row))
               for row in range(table.rowCount()))
    height = table.horizontalHeader().sizeHint().height() + rows + 2 * table.frameWidth() + spare
    table.setFixedHeight(height if most is None else min(height, most))


def fit_to_columns(table: QTableWidget) -> None:
    """Make the table at least as wide as all its columns at their natural width (header or widest cell)."""
    header = table.horizontalHeader()
    columns = sum(max(header.sectionSizeHint(column), table.sizeHintForColumn(column))
                  for column in range(table.columnCount()))
    table.setMinimumWidth(columns + 2 * table.frameWidth())
