"""Every registered game's results show each player's score step by step: one line per seat, named after
the seat and in its colour on the table, through the points of the game's score progression."""

import functools
import random

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWidget

from cardtable.app.shell import plot_kit
from cardtable.app.plugin import view_class
from cardtable.app.shell.results_dialog import ResultsDialog
from cardtable.app.table.seat_colours import seat_colour
from cardtable.games import get_game
from cardtable.games.progress import score_progression

from tests.generic.app_helpers import TEST_GAME, game_ids
from tests.generic.per_game import suite_support

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Flo", "Gus"]


@functools.lru_cache(maxsize=None)  # one random game each, shared by the tests (none changes it)
def finished(game_id: str, seed: int = 2):
    game = get_game(game_id)
    state = game.new_game({"players": game.min_players}, seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        state.apply(rng.choice(tuple(state.legal_actions())))
    return state


def results(qtbot, game_id: str, state=None) -> ResultsDialog:
    state = state or finished(game_id)
    dialog = ResultsDialog(view_class(game_id)(), state, NAMES[:state.num_players])
    qtbot.addWidget(dialog)
    return dialog


@pytest.mark.parametrize("game_id", game_ids())
def test_the_scores_tab_draws_one_line_per_seat_in_its_colour_through_the_progression(qtbot, game_id):
    state = finished(game_id)
    dialog = results(qtbot, game_id, state)
    tabs = dialog.tabs()
    assert [tabs.tabText(index) for index in range(tabs.count())] == ["Results", "Scores"]
    plot = dialog.scores.plot
    progression = score_progression(state)
    drawn = plot_kit.series_data(plot)
    assert [name for name, _, _ in drawn] == NAMES[:state.num_players]
    for seat, (name, xs, ys) in enumerate(drawn):
        assert (xs, ys) == tuple(list(map(float, values)) for values in progression.series(seat))
        assert ys[-1] == game_running_final(state)[seat]
    lines = plot.getPlotItem().listDataItems()
    assert [line.opts["pen"].color() for line in lines] == [seat_colour(seat) for seat in range(state.num_players)]
    assert [label.text for _, label in plot.legend.items] == NAMES[:state.num_players]
    assert plot.label_text("left") in ("Score", "Coins") and plot.label_text("bottom")


def game_running_final(state):
    return type(state).game.running_scores(state)


@pytest.mark.parametrize("game_id", game_ids())
def test_the_axes_say_what_a_step_is_and_what_is_counted(qtbot, game_id):
    bottom, left = suite_support(game_id).required("score_axes")
    plot = results(qtbot, game_id).scores.plot
    assert (plot.label_text("bottom"), plot.label_text("left")) == (bottom, left)
    assert plot.getAxis("bottom").labelText == bottom


def test_a_state_edited_by_hand_shows_a_note_instead_of_a_plot(qtbot):
    state = finished(TEST_GAME).clone()
    state.points = [0, 0, 33]  # the record no longer tells the scores
    dialog = results(qtbot, TEST_GAME, state)
    assert dialog.scores.progression is None and plot_kit.series_data(dialog.scores.plot) == []
    dialog.show()
    assert not dialog.scores.plot.isVisible()
    note = dialog.scores.findChild(QLabel, "resultsScoresNote")
    assert "cannot be traced" in note.text()


def test_other_parts_add_tabs_and_buttons_that_follow_the_language(qtbot):
    dialog = results(qtbot, TEST_GAME)
    calls = []
    index = dialog.add_tab(QLabel("x"), lambda: calls.append("tab") or f"Coach {len(calls)}")
    button = dialog.add_button(lambda: calls.append("button") or "Replay…")
    assert dialog.tabs().count() == 3 and dialog.tabs().tabText(index) == "Coach 1"
    assert button.text() == "Replay…"
    dialog.retranslate()
    assert dialog.tabs().tabText(index) == "Coach 3" and calls.count("button") == 2


def test_the_plot_takes_the_palettes_colours_light_and_dark(qtbot):
    """Under the app's style sheet a palette reaches the widgets made after it (a system theme at start)."""
    app = QApplication.instance()
    before = QPalette(app.palette())
    try:
        for base, text in (("#fdfbf6", "#1d2b22"), ("#1e1f22", "#e8e6e3")):
            palette = QPalette(before)
            palette.setColor(QPalette.ColorRole.Base, QColor(base))
            palette.setColor(QPalette.ColorRole.Text, QColor(text))
            app.setPalette(palette)
            plot = results(qtbot, TEST_GAME).scores.plot
            assert plot.backgroundBrush().color() == QColor(base)
            assert plot.getAxis("left").textPen().color() == QColor(text)
            assert plot.is_dark() == (base == "#1e1f22")
    finally:
        app.setPalette(before)


def test_export_as_png_offers_the_games_name_and_writes_the_plot(qtbot, tmp_path, monkeypatch):
    dialog = results(qtbot, TEST_GAME)
    offered = []

    def ask(parent, title, suggested, filters):
        offered.append(suggested)
        return str(tmp_path / "round by round.png"), filters
    monkeypatch.setattr(plot_kit.QFileDialog, "getSaveFileName", ask)
    dialog.show()
    dialog.tabs().setCurrentWidget(dialog.scores)  # the plot and its button are built when the tab is shown
    dialog.scores.findChild(QPushButton, "exportPngButton").click()
    assert offered[0].endswith(f"{TEST_GAME}-scores.png")
    assert (tmp_path / "round by round.png").read_bytes()[:4] == b"\x89PNG"


def test_the_plot_is_built_when_its_tab_is_first_shown_and_not_before(qtbot):
    dialog = results(qtbot, TEST_GAME)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.tabs().currentIndex() == 0 and dialog.scores.findChild(QLabel, "resultsScoresNote") is None
    dialog.tabs().setCurrentWidget(dialog.scores)
    note = dialog.scores.findChild(QLabel, "resultsScoresNote")
    assert note is not None and note.isVisible() and note.text() and dialog.scores.plot.isVisible()
