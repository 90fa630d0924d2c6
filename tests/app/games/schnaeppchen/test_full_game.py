"""A whole 3-player game through the real window, one person against two computer players, with a trump
declaration, a twin (above/below) declaration and a sorting choice made in their dialogs."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from cardtable.app.shell.controller import Seat

from tests.app.conftest import results_open, wait_for_turn_or_results
from .test_table import click_card

DEAL = 2  # a deal on which the person below meets all three declarations (found by playing it out)


def pick(legal):
    """The person's plan: declare trump, then 'above', whenever offered; clear the first value when sorting."""
    for kind, index in (("trump", 2), ("twin", 3)):
        for action in legal:
            if action[0] == "play" and action[index] is True:
                return action, kind
    clears = [action for action in legal if action[0] == "sort" and action[1] not in (None, "all")]
    if clears:
        return clears[0], "sort"
    return legal[0], None


def answer_dialogs(qtbot, table):
    while table.pending_dialog() is not None:
        dialog = table.pending_dialog()
        yes = dialog.findChild(QPushButton, "declare-yes")
        qtbot.mouseClick(yes, Qt.MouseButton.LeftButton)


def sort_in_dialog(qtbot, table, value):
    dialog = table.open_sorting_dialog()
    dialog.select(value)
    assert dialog.choice() == value and dialog.preview_text()
    qtbot.mouseClick(dialog.findChild(QPushButton, "sorting-ok"), Qt.MouseButton.LeftButton)


def test_a_whole_game_with_declarations_and_sorting(qtbot, make_window):
    window = make_window()
    window.start_game("schnaeppchen", {"sorting": "standard"}, DEAL,
                      [Seat("Ann", "human"), Seat("Bob", "easy"), Seat("Cy", "easy")])
    table = window.game_page.table
    table.auto_open_sorting = False
    made = set()
    for _ in range(200):
        wait_for_turn_or_results(qtbot, window, timeout=30000)
        if results_open(window):
            break
        qtbot.waitUntil(lambda: not table.is_animating())
        legal = table.legal_actions()
        assert legal == window.controller.state.legal_actions()
        action, kind = pick(legal)
        before = len(window.controller.state.history)
        if action[0] == "sort":
            sort_in_dialog(qtbot, table, action[1])
        else:
            click_card(qtbot, table, table.hand_item(action[1]))
            answer_dialogs(qtbot, table)
        qtbot.waitUntil(lambda: len(window.controller.state.history) > before, timeout=5000)
        assert window.controller.state.history[before] == (0, action)
        made.add(kind)
    assert window.controller.state.is_terminal() and results_open(window)
    assert {"trump", "twin", "sort"} <= made
    assert window.dialog._table.rowCount() == 3
