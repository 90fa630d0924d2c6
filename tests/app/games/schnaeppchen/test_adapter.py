"""The game page's adapter for Schnäppchen Jagd, its texts, and a whole game through the window."""

from PySide6.QtCore import QCoreApplication, QEvent, QTranslator

from cardtable.app.games.schnaeppchen import catalogue
from cardtable.app.shell.controller import Seat
from cardtable.app.games import view_class
from cardtable.app.games.schnaeppchen.view import SchnaeppchenUI
from cardtable.app.games.schnaeppchen.table import SchnaeppchenTable
from cardtable.app.shell.results_dialog import ResultsDialog
from cardtable.games.schnaeppchen.cards import SUPER, card

from tests.app.conftest import results_open, wait_for_turn_or_results
from .helpers import NAMES, G, advance, new, positions, trump_position


def test_the_page_knows_the_adapter():
    assert view_class("schnaeppchen") is SchnaeppchenUI
    assert SchnaeppchenUI.game.id == "schnaeppchen"


def test_prompts_for_every_phase(qapp):
    ui = SchnaeppchenUI()
    for phase, state in positions(4, 2).items():
        for seat in range(4):
            text = ui.prompt(state.observation(seat), NAMES)
            assert text and "{" not in text, (phase, text)
    state = trump_position()
    assert ui.prompt(state.observation(0), NAMES).startswith("Anna, you cannot follow red ●")


def test_scoreboard_rows_count_bargains_junk_and_score(qapp):
    ui = SchnaeppchenUI()
    state = advance(new(3, 6), lambda s: s.phase == "play" and s.round == 2)
    obs = state.observation(0)
    rows = ui.scoreboard_rows(obs, NAMES[:3])
    assert len(ui.scoreboard_headers()) == len(rows[0]) == 4
    for seat, row in enumerate(rows):
        assert row[1:3] == [str(len(obs.bargain[seat])), str(obs.junk_sizes[seat])]
        assert row[3] == str(obs.scores()[seat]).replace("-", "−")


def test_results_rank_best_first_with_ties_and_the_breakdown(qapp):
    ui = SchnaeppchenUI()
    state = positions(4, 3)["over"]
    state.bargain = [[card("red", 7)] * 5, [card("blue", 2)] * 3, [card("green", 4)] * 5, [card("grey", 9)]]
    state.junk = [[SUPER, 11], [], [11, 12], [13]]
    dialog = ResultsDialog(ui, state, NAMES)
    rows = [[dialog._table.item(row, column).text() for column in range(5)] for row in range(4)]
    assert [row[1] for row in rows] == ["Anna", "Bruno", "Chloé", "Dmitri"]
    assert [row[0] for row in rows] == ["1", "1", "1", "4"]
    assert rows[0][2].startswith("+5") and "7s" in rows[0][2]
    assert rows[0][3].startswith("−2") and "super" in rows[0][3]
    assert [row[4] for row in rows] == ["+3", "+3", "+3", "0"]
    assert len(ui.results_headers()) == 3
    dialog.deleteLater()


class FakeFrench(QTranslator):
    WORDS = {("Cards", "green"): "vert", ("Cards", "{colour} {value}"): "{value} {colour}",
             ("Log", "{seat} plays {card} {note}"): "{seat} joue {card} {note}"}

    def translate(self, context, source, disambiguation=None, n=-1):
        return self.WORDS.get((context, source))


def test_event_texts_name_cards_in_the_current_language(qapp):
    state = new(4, 1)
    state = advance(state, lambda s: s.phase == "play" and not s.trick)
    hand = state.hands[state.turn]
    state.hands[state.turn] = [card("green", 7)] + hand[1:]
    event = state.apply(("play", card("green", 7), None, None))[0]
    translator = FakeFrench()
    QCoreApplication.installTranslator(translator)
    try:
        text = SchnaeppchenUI().describe_event(event, NAMES)
        assert text.endswith("joue 7 vert ▲")
        assert catalogue.card_name(SUPER) == "super offer"
    finally:
        QCoreApplication.removeTranslator(translator)


def test_the_table_retranslates_on_language_change(qtbot):
    table = SchnaeppchenTable()
    qtbot.addWidget(table)
    table.show_observation(trump_position().observation(0))
    assert "Trump: none declared" in table.info_texts()

    class Words(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):
            return "Atout : aucun" if source == "Trump: none declared" else None
    words = Words()
    QCoreApplication.installTranslator(words)
    try:
        QCoreApplication.sendEvent(table, QEvent(QEvent.Type.LanguageChange))
        assert "Atout : aucun" in table.info_texts()
    finally:
        QCoreApplication.removeTranslator(words)


def test_a_whole_game_of_computer_players_through_the_window(qtbot, make_window):
    window = make_window()
    seats = [Seat("Ann", "random"), Seat("Bob", "random"), Seat("Cy", "random")]
    window.start_game("schnaeppchen", {"sorting": "standard"}, 77, seats)
    assert isinstance(window.game_page.table, SchnaeppchenTable)
    qtbot.waitUntil(lambda: results_open(window), timeout=120000)
    assert window.controller.state.is_terminal()
    assert window.dialog._table.rowCount() == 3
    assert G.id == "schnaeppchen"


def test_a_person_plays_on_the_table_through_the_window(qtbot, make_window):
    window = make_window()
    seats = [Seat("Ann", "human"), Seat("Bob", "random"), Seat("Cy", "random"), Seat("Di", "random")]
    window.start_game("schnaeppchen", {"sorting": "standard"}, 5, seats)
    table = window.game_page.table
    table.auto_open_sorting = False
    for turn in range(40):
        wait_for_turn_or_results(qtbot, window)
        if results_open(window):
            break
        obs = window.controller.observation()
        legal = table.legal_actions()
        assert legal == window.controller.state.legal_actions() and obs.to_act == 0
        before = len(window.controller.state.history)
        action = legal[turn % len(legal)]
        if action[0] == "sort":
            table.open_sorting_dialog().accept_choice()  # the preselected choice: keep
        else:
            table.table_scene().card_clicked.emit(("hand", action[1], 0))
            while table.pending_dialog() is not None:
                table.pending_dialog().choose(True)
        qtbot.waitUntil(lambda: len(window.controller.state.history) > before)
        assert window.controller.state.history[before][0] == 0
    assert turn > 10
