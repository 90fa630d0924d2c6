"""The NegoceTable widget the table tests draw on."""

import pytest

from cardtable.app.games.negoce.table import NegoceTable
from tests.app.table.conftest import table_under_test


@pytest.fixture
def table(qtbot):
    widget = NegoceTable()
    return table_under_test(qtbot, widget)
