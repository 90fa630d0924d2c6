"""The SchnaeppchenTable widget the table tests draw on."""

import pytest

from cardtable.app.games.schnaeppchen.table import SchnaeppchenTable
from tests.app.table.conftest import table_under_test


@pytest.fixture
def table(qtbot):
    widget = SchnaeppchenTable()
    widget.auto_open_sorting = False  # the tests open the sorting dialog when they mean to
    return table_under_test(qtbot, widget)
