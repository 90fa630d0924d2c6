"""The tables people only read (the side panel's scoreboard, the results, a score sheet) as a screen reader
meets them: the table is named and reads its rows, and nothing in it is focusable or offers an action (Qt's
cells offered a meaningless "Toggle", and took the focus as if they could be chosen)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QTableWidget

from cardtable.app.plugin import view_class
from cardtable.app.shell.results_dialog import ResultsDialog
from cardtable.app.table.sheet_table import sheet_item, sheet_table
from cardtable.games import get_game

from tests.generic.app_helpers import TEST_GAME, game_ids, late_state, resume, results_open, wait_for_turn_or_results
from tests.generic.test_app_results_scores import NAMES, finished


def descendants(interface) -> list:
    """Every accessible object under `interface` (itself excluded), cells and headers included."""
    found = []
    for index in range(interface.childCount()):
        child = interface.child(index)
        if child is not None and child.isValid():
            found += [child, *descendants(child)]
    return found


def what_a_reader_may_do(table: QTableWidget) -> list[str]:
    """The actions and the focus the table's objects offer: empty for a table only read."""
    offers = []
    for thing in descendants(QAccessible.queryAccessibleInterface(table)):
        actions = thing.actionInterface()
        names = actions.actionNames() if actions is not None else []
        if names or thing.state().focusable or thing.state().checkable or thing.state().selectable:
            offers.append(f"{thing.role().name} {thing.text(QAccessible.Text.Name)!r}: {names}")
    return offers


def assert_read_only(table: QTableWidget) -> None:
    interface = QAccessible.queryAccessibleInterface(table)
    assert interface.role() == QAccessible.Role.Table
    assert what_a_reader_may_do(table) == []
    reading = interface.text(QAccessible.Text.Description)
    for row in range(table.rowCount()):
        for column in range(table.columnCount()):
            if table.item(row, column) is not None:
                assert table.item(row, column).text() in reading


def test_the_scoreboard_and_the_results_table_read_their_cells_and_offer_nothing_to_do(qtbot, make_window):
    window = make_window()
    game = get_game(TEST_GAME)
    resume(window, late_state(game, 5, remaining=3), ["easy"] * game.min_players)
    wait_for_turn_or_results(qtbot, window)
    assert results_open(window)
    board = window.game_page._scoreboard
    assert QAccessible.queryAccessibleInterface(board).text(QAccessible.Text.Name) == "Scores"
    assert "Ann" in QAccessible.queryAccessibleInterface(board).text(QAccessible.Text.Description)
    assert_read_only(board)
    assert_read_only(window.dialog.findChild(QTableWidget))


@pytest.mark.parametrize("game_id", game_ids())
def test_each_games_results_table_is_read_only(qtbot, game_id):
    state = finished(game_id)
    dialog = ResultsDialog(view_class(game_id)(), state, NAMES[:state.num_players])
    qtbot.addWidget(dialog)
    tables = dialog.findChildren(QTableWidget)
    assert tables
    for table in tables:
        assert_read_only(table)


def test_a_score_sheet_is_read_only_and_a_table_to_choose_from_is_not(qtbot):
    sheet, choices = sheet_table(None, "sheet", choosing=False), sheet_table(None, "choices", choosing=True)
    for table in (sheet, choices):
        qtbot.addWidget(table)
        table.setColumnCount(2)
        table.setRowCount(1)
        table.setItem(0, 0, sheet_item("Ann", centred=False))
        table.setItem(0, 1, sheet_item("12"))
    assert_read_only(sheet)
    assert what_a_reader_may_do(choices), "a row to choose stays selectable"
