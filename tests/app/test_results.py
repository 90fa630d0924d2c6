"""The results dialog: ranking, breakdown, shared wins."""

from cardtable.app.games.nothanks import view as nothanks_ui
from cardtable.app.games.nothanks.view import NoThanksUI
from cardtable.app.shell.results_dialog import ResultsDialog
from cardtable.games import get_game


def finished_tie():
    state = get_game("nothanks").new_game({"players": 3}, 0)
    state.deck, state.open_card, state.pot, state.turn = [], 30, 0, 0
    state.cards, state.chips = [[10], [5], [9]], [0, 0, 4]
    state.apply("take")
    return state


def test_a_shared_win_names_every_winner_and_ranks_them_first(qtbot):
    state = finished_tie()
    dialog = ResultsDialog(NoThanksUI(), state, ["Ann", "Bob", "Cy"])
    qtbot.addWidget(dialog)
    assert dialog._headline.text() == "Bob and Cy share the win!"
    rows = [[dialog._table.item(row, column).text() for column in range(6)] for row in range(3)]
    assert rows[0][:2] == ["1", "Bob"] and rows[1][:2] == ["1", "Cy"] and rows[2][:2] == ["3", "Ann"]
    assert rows[1][2:] == ["9", "9", "−4", "5"]
    assert rows[2][2:] == ["10, 30", "40", "0", "40"]


def test_runs_are_written_as_ranges():
    assert nothanks_ui.runs_text([(3, 4, 5), (9,), (20, 21)]) == "3–5, 9, 20–21"
    assert nothanks_ui.runs_text([]) == "—"
