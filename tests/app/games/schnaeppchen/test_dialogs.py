"""The sorting dialog and the declaration dialog of Schnäppchen Jagd."""

import pytest
from PySide6.QtCore import Qt

from cardtable.app.games.schnaeppchen.declaration_dialog import RANK, TRUMP, DeclarationDialog
from cardtable.app.games.schnaeppchen.sorting_dialog import SortingDialog
from cardtable.app.games.schnaeppchen.table import SchnaeppchenTable
from cardtable.app.table.style import with_sign
from cardtable.games.schnaeppchen.cards import SUPER, card

from .helpers import BADGES, NAMES, sorting_position


def dialog_for(qtbot, state):
    obs = state.observation(0)
    choices = [action[1] for action in state.legal_actions()]
    dialog = SortingDialog(obs, choices)
    qtbot.addWidget(dialog)
    return dialog


def test_the_sheet_example_clearing_3s_with_four_players_gains_four(qtbot):
    # The sheet: junk 1-3-3-3-4-4-5-7-9 with 4 players; clearing the 3s discards 2 (+2) and moves 1 (+2).
    state = sorting_position(4)
    dialog = dialog_for(qtbot, state)
    assert dialog.options() == [None, 1, 3, 4, 5, 7, 9]
    assert all(dialog.is_allowed(choice) for choice in dialog.options())
    result = dialog.result(3)
    assert (len(result.discarded), len(result.to_bargain)) == (2, 1)
    assert dialog.score_change(3) == 4
    assert dialog.score_change(None) == 0
    assert dialog.score_change(4) == 2
    dialog.select(3)
    assert "Score" in dialog.preview_text() and "(+4)" in dialog.preview_text()
    assert "collect 3s" in dialog.preview_text()
    table = dialog._table
    row = dialog.options().index(3)
    before = state.observation(0).scores()[0]
    assert dialog.score_after(3) == before + 4 == state.scores()[0] + 4
    after = with_sign(before + 4)
    assert [table.item(row, column).text() for column in range(1, 6)] == ["3", "2", "1", "3s", f"{after} (+4)"]
    with qtbot.waitSignal(dialog.chosen) as signal:
        qtbot.mouseClick(dialog.findChild(type(dialog._ok), "sorting-ok"), Qt.MouseButton.LeftButton)
    assert signal.args == [3]


def test_three_players_give_up_three_cards(qtbot):
    state = sorting_position(3, junk=(2, 2, 2, 2, 6, SUPER % 10))
    state.junk[0][-1] = SUPER
    dialog = dialog_for(qtbot, state)
    assert dialog.options() == [None, 2, 6]
    assert dialog.score_change(2) == 3 + 2 * 1
    assert "Super offers always stay" in dialog._rule.text()


def test_strict_sorting_lists_every_value_but_offers_only_the_legal_ones(qtbot):
    state = sorting_position(4, junk=(1, 3, 3, 3, 4, 4, 5, 7, 9), variant="strict")
    dialog = dialog_for(qtbot, state)
    assert dialog.options() == [None, 1, 3, 4, 5, 7, 9]
    assert [choice for choice in dialog.options() if dialog.is_allowed(choice)] == [None, 3]
    assert dialog.choice() == 3  # the only sorting that gains, preselected
    dialog.select(None)
    dialog.select(4)  # not allowed: the choice stays where it was
    assert dialog.choice() is None
    row = dialog.options().index(4)
    assert not dialog._table.item(row, 0).flags() & Qt.ItemFlag.ItemIsEnabled
    assert "at least 3" in dialog._table.item(row, 0).toolTip()


def test_the_table_opens_the_sorting_dialog_and_sends_the_choice(qtbot):
    state = sorting_position(4)
    table = SchnaeppchenTable()
    qtbot.addWidget(table)
    table.resize(1000, 700)
    table.show()
    table.set_players(NAMES, BADGES)
    table.show_observation(state.observation(0))
    table.set_legal_actions(state.legal_actions())
    qtbot.waitUntil(lambda: table.sorting_dialog() is not None)  # opens by itself
    dialog = table.sorting_dialog()
    dialog.reject()  # "Later"
    qtbot.waitUntil(lambda: table.sorting_dialog() is None)
    dialog = table.open_sorting_dialog()
    dialog.select(3)
    with qtbot.waitSignal(table.action_requested) as signal:
        dialog.accept_choice()
    assert signal.args == [("sort", 3)]


@pytest.mark.parametrize("kind, labels", [(TRUMP, ("Trump", "Not trump")), (RANK, ("Above", "Below"))])
def test_declaration_dialogs_answer_with_their_buttons(qtbot, kind, labels):
    dialog = DeclarationDialog(kind, card("blue", 4), 0)
    qtbot.addWidget(dialog)
    assert dialog.answer_labels() == labels
    assert "blue 4" in dialog.question() or "blue ■" in dialog.question()
    with qtbot.waitSignal(dialog.answered) as signal:
        qtbot.mouseClick(dialog.findChild(type(dialog._no), "declare-no"), Qt.MouseButton.LeftButton)
    assert signal.args == [False]


def test_an_answer_the_actions_do_not_hold_cannot_be_given(qtbot):
    dialog = DeclarationDialog(TRUMP, card("blue", 4), 0, answers=(False,))
    qtbot.addWidget(dialog)
    with qtbot.assertNotEmitted(dialog.answered):
        dialog.choose(True)


@pytest.mark.parametrize("junk, collecting, best", [
    ((1, 3, 3, 3, 4, 4, 5, 7, 9), None, 3),  # the sheet's example: the 3s gain four points, the most
    ((2, 2, 6, 6, 8), None, 2),  # 2s and 6s gain two points each: the first listed
    ((2, 2, 2, 6, 6, 6), 6, 6),  # 2s and 6s gain four each: the value already collected keeps its pile growing
])
def test_the_best_sorting_is_preselected_and_shows_the_score_it_leaves(qtbot, junk, collecting, best):
    state = sorting_position(4, junk=junk)
    state.bargain[0].append(10 + (collecting or 9))  # the top card sets what is collected: 9s unless said
    dialog = dialog_for(qtbot, state)
    assert dialog.choice() == best
    scores = {choice: dialog.score_after(choice) for choice in dialog.options()}
    assert scores[best] == max(scores.values())
    rows = dialog._table.selectionModel().selectedRows()
    assert [index.row() for index in rows] == [dialog.options().index(best)]
    assert dialog._table.item(dialog.options().index(None), 5).text() == with_sign(scores[None])


def test_keeping_the_pile_is_preselected_when_no_sorting_gains(qtbot):
    state = sorting_position(4, junk=(5,))
    state.junk[0] = [SUPER]
    dialog = dialog_for(qtbot, state)
    assert dialog.options() == [None] and dialog.choice() is None
