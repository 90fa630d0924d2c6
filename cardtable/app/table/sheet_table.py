"""A table of figures inside a dialog over the table (a score sheet, the choices of a decision): read
only, its cells centred but the first column's, and as tall as its rows so that the dialog, not the table,
scrolls when room runs out."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QTableWidget, QTableWidgetItem, QWidget


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
    return table


def sheet_item(text: str, centred: bool = True) -> QTableWidgetItem:
    """A cell, centred unless it is a row's label."""
    item = QTableWidgetItem(text)
    if centred:
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
    return item
