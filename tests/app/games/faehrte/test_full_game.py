"""A whole 3-player game through the real window, one person against two computer players: the hidden
card chosen by a click each round, a trump decision in its dialog (the person plays a joker whenever it
may, and the round's first two jokers give the right to decide), the round's summary and the score sheet."""

from PySide6.QtCore import Qt

from cardtable.app.shell.controller import Seat
from cardtable.games.faehrte.cards import JOKER

from tests.app.conftest import results_open, wait_for_turn_or_results
from .test_table import click_card

DEAL = 1


def pick(legal):
    """The person's plan: a joker whenever it may be played, a change of trump to the next colour, else
    the first legal action."""
    if ("play", JOKER) in legal:
        return ("play", JOKER)
    trumps = [action for action in legal if action[0] == "trump"]
    if trumps:
        return trumps[1]
    return legal[0]


def test_a_whole_game_with_hidden_cards_a_trump_change_and_the_score_sheet(qtbot, make_window):
    window = make_window()
    window.start_game("faehrte", {"jokers": True}, DEAL, [Seat("Ann", "human"), Seat("Bob", "random"),
                                                         Seat("Cy", "random")])
    table = window.game_page.table
    made, summaries = set(), 0
    for _ in range(200):
        wait_for_turn_or_results(qtbot, window, timeout=30000)
        if results_open(window):
            break
        qtbot.waitUntil(lambda: not table.is_animating())
        if table.overlay().kind == "round":
            summaries += 1
            table.close_overlay()
        legal = table.legal_actions()
        assert legal == window.controller.state.legal_actions()
        action = pick(legal)
        before = len(window.controller.state.history)
        if action[0] == "trump":
            qtbot.waitUntil(lambda: table.trump_dialog() is not None)
            qtbot.mouseClick(table.trump_dialog().button(action[1]), Qt.MouseButton.LeftButton)
        else:
            if action[0] == "hide":
                assert table.choosing_hidden_card()
            click_card(qtbot, table, table.hand_item(action[1]))
        qtbot.waitUntil(lambda: len(window.controller.state.history) > before, timeout=5000)
        assert window.controller.state.history[before] == (0, action)
        made.add(action[0])
        if action[0] == "hide" and window.controller.state.round == 3 and "sheet" not in made:
            sheet = table.open_score_sheet()
            assert sheet.row_labels() == ["Round 1", "Round 2", "Total"]
            sheet.reject()
            made.add("sheet")
    state = window.controller.state
    assert state.is_terminal() and results_open(window)
    assert {"hide", "play", "trump", "sheet"} <= made
    assert summaries >= 1
    assert window.dialog._table.rowCount() == 3
