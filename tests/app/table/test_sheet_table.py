"""The kit's sheet table: read-only cells, labels, and a height and width fitted to its rows and columns."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QHeaderView, QVBoxLayout, QWidget

from cardtable.app.table.sheet_table import (cell_texts, fit_to_columns, fit_to_rows, row_labels, set_labels,
                                             sheet_item, sheet_table)

ROWS = [["Anna", "12", "3"], ["Bruno and\nhis long name", "4", "5"], ["Chloé", "7", "10"], ["Total", "23", "18"]]


@pytest.fixture
def host(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    QVBoxLayout(widget)
    return widget


def filled(host, choosing=True, row_names=None):
    table = sheet_table(host, "sheet", choosing=choosing)
    host.layout().addWidget(table)
    set_labels(table, ["Who", "Points", "Tricks"], row_names)
    table.setRowCount(len(ROWS))
    for row, cells in enumerate(ROWS):
        for column, text in enumerate(cells):
            table.setItem(row, column, sheet_item(text, centred=bool(column), bold=row == len(ROWS) - 1))
    table.resizeRowsToContents()
    return table


def on_screen(qtbot, host, table):
    """How far the table scrolls, down and across, once shown (at least as wide as its columns)."""
    host.resize(max(host.width(), table.minimumWidth() + 40), host.height())
    host.show()
    qtbot.waitExposed(host)
    QApplication.processEvents()  # the view lays out its scroll bars on a later event
    return table.verticalScrollBar().maximum(), table.horizontalScrollBar().maximum()


def test_a_sheet_is_read_only_and_a_choosing_one_selects_whole_rows(host):
    choosing, reading = filled(host), filled(host, choosing=False)
    assert choosing.objectName() == "sheet" and choosing.editTriggers() == QAbstractItemView.EditTrigger.NoEditTriggers
    assert choosing.selectionBehavior() == QAbstractItemView.SelectionBehavior.SelectRows
    assert reading.selectionMode() == QAbstractItemView.SelectionMode.NoSelection
    assert reading.focusPolicy() == Qt.FocusPolicy.NoFocus


def test_cells_are_centred_but_a_rows_label_and_a_summing_row_is_bold(host):
    table = filled(host)
    assert table.item(0, 0).textAlignment() != Qt.AlignmentFlag.AlignCenter
    assert table.item(0, 1).textAlignment() == Qt.AlignmentFlag.AlignCenter
    assert table.item(3, 1).font().bold() and not table.item(2, 1).font().bold()


def test_labels_and_texts_read_back_as_set(host):
    table = filled(host, row_names=["1", "2", "3", "All"])
    assert cell_texts(table) == ROWS
    assert row_labels(table) == ["1", "2", "3", "All"]
    assert table.horizontalHeaderItem(2).text() == "Tricks"
    set_labels(table, ["Who", "Points"])  # fewer columns, the rows untouched
    assert cell_texts(table) == [cells[:2] for cells in ROWS]


def test_a_table_fitted_to_its_rows_shows_every_row_without_scrolling(qtbot, host):
    table = filled(host)
    fit_to_columns(table)
    fit_to_rows(table)
    rows = sum(table.rowHeight(row) for row in range(table.rowCount()))
    assert table.height() == table.horizontalHeader().sizeHint().height() + rows + 2 * table.frameWidth()
    assert table.rowHeight(1) > table.rowHeight(0)  # the two-line row counted at its own height
    assert on_screen(qtbot, host, table)[0] == 0


def test_a_table_fitted_to_at_most_a_height_scrolls_beyond_it(qtbot, host):
    table = filled(host, row_names=["1", "2", "3", "All"])
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    fit_to_rows(table, most=70)
    assert table.height() == 70
    assert on_screen(qtbot, host, table)[0] > 0
    fit_to_rows(table, spare=4)
    assert table.height() > 70 and on_screen(qtbot, host, table)[0] == 0


def test_a_table_fitted_to_its_columns_is_never_narrower_than_they_are(qtbot, host):
    table = filled(host)
    table.verticalHeader().hide()  # the columns alone are counted: a choice table has no row labels
    fit_to_rows(table)
    header = table.horizontalHeader()
    for column in range(table.columnCount()):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    fit_to_columns(table)
    host.resize(10, 10)
    host.show()
    qtbot.waitExposed(host)
    QApplication.processEvents()
    assert table.horizontalScrollBar().maximum() == 0  # the layout keeps the table at its minimum width
    widths = sum(header.sectionSize(column) for column in range(table.columnCount()))
    assert table.width() >= widths + 2 * table.frameWidth()
