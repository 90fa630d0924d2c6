"""Hints asked are counted by the controller, saved at once and said in the results, like undo."""

from __future__ import annotations

from cardtable.app.games import view_class
from cardtable.app.shell.controller import GameController
from cardtable.app.shell.results_dialog import ResultsDialog
from cardtable.games import get_game

from tests.generic.app_helpers import TEST_GAME, late_state, seats
from tests.generic.test_app_turn_order import RecordingAI


class RecordingAutosave:
    def __init__(self):
        self.records = []

    def save(self, state, seats, meta=None):
        self.records.append(state.record())

    def clear(self):
        self.records.append(None)


def test_each_hint_is_counted_and_saved_at_once(qapp):
    autosave = RecordingAutosave()
    controller = GameController(RecordingAI(), autosave)
    controller.new_game(TEST_GAME, {"rounds": 4}, 3, seats(["human", "random", "random"]))
    assert "hints" not in autosave.records[-1]
    controller.note_hint()
    controller.note_hint()
    assert controller.state.hints == 2 and autosave.records[-1]["hints"] == 2
    assert get_game(TEST_GAME).replay(autosave.records[-1]).hints == 2
    controller.stop()


def test_the_results_say_that_hints_were_used(qtbot):
    state, view = late_state(get_game(TEST_GAME), 3, remaining=0), view_class(TEST_GAME)
    assert state.is_terminal()
    plain = ResultsDialog(view(), state, ["Ann", "Bob", "Cy"])
    qtbot.addWidget(plain)
    assert plain._hint_note.isHidden()
    state.hints = 2
    hinted = ResultsDialog(view(), state, ["Ann", "Bob", "Cy"])
    qtbot.addWidget(hinted)
    assert not hinted._hint_note.isHidden() and "2" in hinted._hint_note.text()
