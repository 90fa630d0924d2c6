"""The replay page on every registered game: the controls by click and key, stepping back and forward
showing the same observations, each seat's viewpoint drawing that seat's observation and nothing left of
another's, the log following the position and a click on a line jumping there."""

import random

import pytest
from PySide6.QtCore import QPoint, Qt

from cardtable.app.shell import texts
from cardtable.app.games import view_class
from cardtable.app.shell.replay.controls import BACK, FIRST, FORWARD, LAST, PLAY
from cardtable.app.shell.replay.viewpoints import Viewpoint
from cardtable.app.table.scene import iter_text
from cardtable.games.core import is_revealed
from cardtable.store.saves import SavedGame

from tests.generic.app_helpers import TEST_GAME, game_ids
from tests.generic.registered import random_playout
from cardtable.games import get_game

NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Flo", "Gus")
STEPS = 6  # moves stepped through one by one (long games are not walked to the end through the widgets)


def finished_state(game_id: str, seed: int = 5):
    game = get_game(game_id)
    for state in random_playout(game, {"players": game.min_players}, seed):
        pass
    return state


def open_replay(window, state, controllers=None):
    players = state.num_players
    controllers = controllers or ["human"] + ["normal"] * (players - 1)
    seats = tuple({"name": NAMES[seat], "controller": controllers[seat]} for seat in range(players))
    window.replays.replay_saved(SavedGame(state, seats, ""))
    page = window.replays.page
    assert window.pages.currentWidget() is page
    return page


def drawn(table) -> tuple:
    """What a table shows: its texts and its cards' faces, in a canonical order."""
    cards = sorted(repr((card.card_id, card.face)) for card in table.table_scene().cards() if card.isVisible())
    return sorted(iter_text(table.table_scene())), cards


def fresh_drawing(page, obs) -> tuple:
    """What a new table of the game, of the same size, draws for obs."""
    table = view_class(page.model.final.game.id)(page).create_table(None)
    try:
        table.resize(page.table.size())
        table.set_animation_speed("off")
        table.set_players(list(NAMES[:page.model.players]),
                          [texts.level_badge(c) for c in page._controllers])
        table.show()
        table.show_observation(obs)
        return drawn(table)
    finally:
        table.close()
        table.deleteLater()


@pytest.fixture(params=game_ids())
def replay(request, make_window):
    window = make_window()
    window.resize(1280, 800)
    state = finished_state(request.param)
    page = open_replay(window, state)
    window.activateWindow()
    return window, page, state


def prefix(state, position: int):
    record = state.record()
    return type(state).game.replay(dict(record, actions=record["actions"][:position]))


def test_controls_stepping_and_the_log(qtbot, replay):
    """One window per game for the three (a window is the slow part)."""
    check_controls_by_click_and_key(qtbot, *replay)
    check_stepping_back_and_forward_shows_the_same_observations(qtbot, *replay)
    check_the_log_follows_and_a_click_on_a_line_jumps_there(qtbot, *replay)


def check_controls_by_click_and_key(qtbot, window, page, state):
    model, controls = page.model, page.controls
    assert page.position == 0 and not controls.buttons[BACK].isEnabled() and controls.buttons[FORWARD].isEnabled()
    qtbot.mouseClick(controls.buttons[FORWARD], Qt.MouseButton.LeftButton)
    assert page.position == 1 and controls.position_text() == f"Move 1 of {model.last}"
    qtbot.keyClick(page, Qt.Key.Key_Right)
    assert page.position == 2
    qtbot.keyClick(page, Qt.Key.Key_Left)
    assert page.position == 1
    qtbot.keyClick(page, Qt.Key.Key_End)
    assert page.position == model.last and not controls.buttons[LAST].isEnabled()
    assert page.table.observation() == state.observation(0)
    qtbot.keyClick(page, Qt.Key.Key_Home)
    assert page.position == 0 and controls.position_text().startswith("Start of the game")
    qtbot.mouseClick(controls.buttons[LAST], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(controls.buttons[BACK], Qt.MouseButton.LeftButton)
    assert page.position == model.last - 1
    qtbot.mouseClick(controls.buttons[FIRST], Qt.MouseButton.LeftButton)
    assert page.position == 0
    for name in (FIRST, BACK, PLAY, FORWARD, LAST):
        assert controls.buttons[name].toolTip()


def check_stepping_back_and_forward_shows_the_same_observations(qtbot, window, page, state):
    page.go_to(0)
    forwards = []
    for position in range(1, STEPS + 1):
        page.forward()  # animated (animations are off in the tests: at once)
        assert page.position == position
        forwards.append(page.table.observation())
        assert forwards[-1] == prefix(state, position).observation(0)
    for position in range(STEPS - 1, 0, -1):
        qtbot.keyClick(page, Qt.Key.Key_Left)
        assert page.table.observation() == forwards[position - 1]
    page.go_to(STEPS)
    assert page.table.observation() == forwards[-1]


def test_a_seat_viewpoint_draws_that_seat_observation_only(qtbot, replay):
    window, page, state = replay
    rng = random.Random(1)
    positions = sorted(rng.sample(range(1, page.model.last + 1), 2))
    assert [viewpoint.seat for viewpoint in page.viewpoints() if not viewpoint.revealed] == list(
        range(state.num_players))
    for position in positions:
        page.go_to(position - 1)
        for seat in range(state.num_players):
            page.set_viewpoint(Viewpoint(seat))
            page.forward()  # animated: what follows it (a summary shown, say) is the table's own
            expected = prefix(state, position).observation(seat)
            assert page.table.observation() == expected and expected.seat == seat
            page.set_viewpoint(Viewpoint((seat + 1) % state.num_players))
            page.set_viewpoint(Viewpoint(seat))  # redrawn from another seat's drawing: nothing of it left
            assert page.table.observation() == expected
            assert drawn(page.table) == fresh_drawing(page, expected)
            page.go_to(position - 1)


def check_the_log_follows_and_a_click_on_a_line_jumps_there(qtbot, window, page, state):
    log, model = page.log, page.model
    assert log.count() >= len(model.all_events())
    page.go_to(3)
    assert log.current_lines() == log.lines_of_events(model.event_span(3).start, model.event_span(3).stop)
    page.go_to(0)
    line = min(5, log.count() - 1)
    block = log.document().findBlockByNumber(line)
    rect = log.document().documentLayout().blockBoundingRect(block)
    point = QPoint(int(rect.left() + 8), int(rect.center().y()) - log.verticalScrollBar().value())
    assert log.line_at(point) == line
    qtbot.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, pos=point)
    target = model.position_of_event(log.line_event(line))
    assert page.position == target
    assert line in log.current_lines() or not model.events_at(target)


def test_play_runs_to_the_end_and_pause_stops_it(qtbot, make_window, monkeypatch):
    window = make_window()
    page = open_replay(window, finished_state(TEST_GAME))
    monkeypatch.setattr("cardtable.app.shell.replay.controls.SPEEDS", (("slow", 5), ("normal", 1), ("fast", 1)))
    page.go_to(max(0, page.model.last - 4))
    qtbot.mouseClick(page.controls.buttons[PLAY], Qt.MouseButton.LeftButton)
    assert page.is_playing()
    qtbot.waitUntil(lambda: page.position == page.model.last and not page.is_playing(), timeout=5000)
    page.go_to(0)
    page.set_playing(True)
    qtbot.waitUntil(lambda: page.position >= 1, timeout=2000)
    qtbot.keyClick(page, Qt.Key.Key_Space)
    assert not page.is_playing()
    stopped = page.position
    qtbot.wait(30)
    assert page.position == stopped


def test_another_seat_sealed_bid_is_never_drawn(qtbot, make_window):
    """Sealed Bid: two bids made, not yet opened; each bidder's view shows its own bid only, the third seat's
    neither, however the position is reached (stepped to, jumped to, or from another viewpoint)."""
    game = get_game(TEST_GAME)
    state = game.new_game({"players": 3, "rounds": 4}, 8)
    first = state.current_seat
    state.apply("bid3")
    second = state.current_seat
    state.apply("bid1")
    third = state.current_seat
    while not state.is_terminal():
        state.apply(state.legal_actions()[0])
    window = make_window()
    page = open_replay(window, state)
    own = {first: "Bid: 3", second: "Bid: 1", third: None}
    for seat in (first, second, third, first):
        page.set_viewpoint(Viewpoint(seat))
        for reach in (lambda: page.go_to(2), lambda: (page.go_to(1), page.forward())):
            page.go_to(0)
            reach()
            shown = set(iter_text(page.table.table_scene()))
            assert page.table.observation() == state.__class__.game.replay(
                dict(state.record(), actions=state.record()["actions"][:2])).observation(seat)
            for other, bid in own.items():
                if bid is not None:
                    assert (bid in shown) == (other == seat), (seat, other, shown)


def test_everything_revealed_draws_the_revealed_observation(qtbot, replay):
    window, page, state = replay
    revealed = Viewpoint(0, revealed=True)
    assert page.viewpoints()[-1] == revealed
    page._viewpoint_box.setCurrentIndex(len(page.viewpoints()) - 1)  # as the person chooses it
    assert page.viewpoint() == revealed and page._viewpoint_box.currentText() == "Everything revealed"
    for position in range(1, STEPS + 1):
        page.forward()  # each move animated on the revealed table
        expected = prefix(state, position).revealed_observation(0)
        assert page.table.observation() == expected
    assert any(is_revealed(prefix(state, position).revealed_observation(0)) for position in range(STEPS + 1))
    page.go_to(page.model.last // 2)
    assert page.table.observation() == prefix(state, page.model.last // 2).revealed_observation(0)
    page.set_viewpoint(Viewpoint(0))  # back to the seat's own view: ordinary again
    assert not is_revealed(page.table.observation())
    assert drawn(page.table) == fresh_drawing(page, page.table.observation())


def test_the_keys_step_the_replay_when_the_log_has_the_keyboard(qtbot, make_window):
    """The log is in the Tab order (a screen reader reads it there), yet the arrows stay the replay's."""
    window = make_window()
    page = open_replay(window, finished_state(TEST_GAME))
    log = page.log
    log.setFocus()
    qtbot.waitUntil(log.hasFocus)
    qtbot.keyClick(log, Qt.Key.Key_Right)
    qtbot.keyClick(log, Qt.Key.Key_Right)
    assert page.position == 2
    qtbot.keyClick(log, Qt.Key.Key_Left)
    assert page.position == 1
