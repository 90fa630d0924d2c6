"""A table of figures to read (a scoreboard, a results or statistics table) as a screen reader meets it: one
object, named by the table's accessible name, whose description reads the rows, header by value.

Qt's own table cells are each selectable and focusable and always offer a "Toggle" action (selecting the
cell), which means nothing on a table nobody chooses from; Qt lets no item model turn that off, so a read-only
table gets an accessible interface of its own, made by a factory installed once for the whole program.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAccessibleWidget, QTableWidget

READ_ONLY_PROPERTY = "cardtableReadOnlyTable"
_factory_installed = False


def read_only_table(table: QTableWidget) -> QTableWidget:
    """`table`, marked as read only for screen readers (its cells read, never selected nor toggled)."""
    _install_factory()
    table.setProperty(READ_ONLY_PROPERTY, True)
    return table


def table_reading(table: QTableWidget) -> str:
    """The rows of `table`, one a line, each cell after its column's header ("Player: Ann, Chips: 3")."""
    lines = []
    for row in range(table.rowCount()):
        cells = []
        if not table.verticalHeader().isHidden():
            label = table.verticalHeaderItem(row)
            if label is not None and label.text():
                cells.append(label.text())
        for column in range(table.columnCount()):
            item, header = table.item(row, column), table.horizontalHeaderItem(column)
            if item is None or not item.text():
                continue
            title = " ".join(header.text().split()) if header is not None else ""
            cells.append(QCoreApplication.translate("ReadOnlyTable", "{header}: {value}").format(
                header=title, value=item.text()) if title else item.text())
        lines.append(", ".join(cells))
    return "\n".join(lines)


class ReadOnlyTableAccess(QAccessibleWidget):
    """The table as one object of role Table with no children: its name is the widget's accessible name,
    its description the rows (table_reading).

    It keeps no reference to its table: PySide's factory keeps every interface it was given until the
    program ends (Qt deletes the C++ side with the widget, and Shiboken forgets it then), so one would keep
    each table's Python object, and whatever that holds, alive long after the widget is gone."""

    def __init__(self, table: QTableWidget):
        super().__init__(table, QAccessible.Role.Table)

    def childCount(self) -> int:
        return 0

    def child(self, index: int):
        return None

    def childAt(self, x: int, y: int):
        return None

    def indexOfChild(self, child) -> int:
        return -1

    def text(self, kind):
        if kind == QAccessible.Text.Description:
            return table_reading(self.widget())
        return super().text(kind)


def _accessible_of(key: str, thing):
    if isinstance(thing, QTableWidget) and thing.property(READ_ONLY_PROPERTY):
        return ReadOnlyTableAccess(thing)
    return None


def _install_factory() -> None:
    global _factory_installed
    if not _factory_installed:
        QAccessible.installFactory(_accessible_of)
        _factory_installed = True
