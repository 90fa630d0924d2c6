"""The read-only table's accessible interface, made in Python by a factory, and its lifetime: Qt deletes it
with its widget, Shiboken forgets it then (no stale wrapper is left at its address), and it keeps nothing
of the table alive afterwards though PySide's factory keeps every interface it was given."""

from __future__ import annotations

import weakref

import shiboken6
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from cardtable.app.table.read_only_table import ReadOnlyTableAccess, read_only_table


class NotedTable(QTableWidget):
    """A table with Python state of its own, as the scoreboard and the statistics table have."""

    def __init__(self, parent: QWidget):
        super().__init__(1, 1, parent)
        self.rows = [["Ann", "12"]]


def table_in() -> tuple[QWidget, QTableWidget]:
    """A table in a widget never shown, which the tests delete (or Python does, at their end)."""
    host = QWidget()
    table = read_only_table(NotedTable(host))
    QVBoxLayout(host).addWidget(table)
    table.setHorizontalHeaderLabels(["Chips"])
    table.setItem(0, 0, QTableWidgetItem("3"))
    return host, table


def test_the_table_reads_its_rows_through_its_interface(qtbot):
    _host, table = table_in()
    interface = QAccessible.queryAccessibleInterface(table)
    assert isinstance(interface, ReadOnlyTableAccess)
    assert interface.role() == QAccessible.Role.Table and interface.childCount() == 0
    assert interface.text(QAccessible.Text.Description) == "Chips: 3"


def test_the_interface_goes_with_its_table_and_shiboken_is_told(qtbot):
    host, table = table_in()
    interface = QAccessible.queryAccessibleInterface(table)
    shiboken6.delete(host)
    # Invalid: the wrapper's C++ destructor ran and took its addresses out of Shiboken's map, so nothing made
    # later at them comes back to Python as this interface (unlike the interfaces Qt makes itself).
    assert not shiboken6.isValid(interface)


def test_the_interface_keeps_nothing_of_its_table_once_the_table_is_gone(qtbot):
    host, table = table_in()
    QAccessible.queryAccessibleInterface(table).text(QAccessible.Text.Description)
    gone = weakref.ref(table)
    del table
    shiboken6.delete(host)
    assert gone() is None
