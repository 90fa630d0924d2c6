"""No Thanks!'s results in French (tests/generic/test_app_results_scores.py: every game's score tab): the tabs,
the axes, the caption and the export button follow the language."""

from PySide6.QtWidgets import QLabel, QPushButton

from cardtable.app.games import view_class
from cardtable.app.i18n import shared_language_manager
from cardtable.app.shell.results_dialog import ResultsDialog
from cardtable.games import get_game

from tests.generic.app_helpers import late_state


def test_in_french_the_tabs_axes_caption_and_export_button_are_translated(qtbot, make_window):
    window = make_window()
    state = late_state(get_game("nothanks"), 2, remaining=0)
    dialog = ResultsDialog(view_class("nothanks")(), state, ["Ann", "Bob", "Cy"])
    qtbot.addWidget(dialog)
    shared_language_manager().set_language("fr")
    qtbot.waitUntil(lambda: dialog.tabs().tabText(0) == "Résultats", timeout=2000)
    plot = dialog.scores.plot
    assert (plot.label_text("bottom"), plot.label_text("left")) == ("Carte prise", "Score")
    assert dialog.tabs().tabText(1) == "Scores" and window is not None
    assert dialog.scores.findChild(QLabel, "resultsScoresNote").text() == \
        "Le score de chaque joueur après chaque carte prise."
    assert dialog.scores.findChild(QPushButton, "exportPngButton").text() == "Exporter en PNG…"
    assert plot.export_action.text() == "Exporter en PNG…"
