"""The FaehrteTable widget the table tests draw on."""

import pytest

from cardtable.app.games.faehrte.table import FaehrteTable
from tests.app.table.conftest import table_under_test


@pytest.fixture
def table(qtbot):
    widget = FaehrteTable()
    widget.auto_open_trump = False  # the tests open the trump dialog when they mean to
    return table_under_test(qtbot, widget)
