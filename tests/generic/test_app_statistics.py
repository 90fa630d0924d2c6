"""Statistics in the app, on the test game: a finished game recorded once (resumed, results shown again),
the Statistics window's table, filters and plots, clearing after a confirmation, and a corrupt database
left untouched while the app goes on."""

import sqlite3
from contextlib import closing

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QMessageBox

from cardtable.app.shell import plot_kit
from cardtable.app.i18n import shared_language_manager
from cardtable.app.shell.statistics_window import StatisticsWindow
from cardtable.games import get_game
from cardtable.store import pending_statistics as pending
from cardtable.store import saves, statistics
from cardtable.store.save_error import SaveError
from cardtable.store.save_reader import read_save

from tests.generic.app_helpers import (TEST_GAME, late_state, other_game, play_move, results_open, seats,
                                       wait_for_turn_or_results)

LINEUP = ("human", "random", "random")


def finish(qtbot, window, state, uid):
    """Resume `state` (a few moves from the end) under `uid` and play the person's moves until the results."""
    if window.dialog is not None:
        window.dialog.close()
    window.pages.setCurrentWidget(window.game_page)
    window.controller.resume(state, seats(LINEUP), meta={"uid": uid, "elapsed": 12.0})
    while True:
        wait_for_turn_or_results(qtbot, window)
        if results_open(window):
            return
        controller = window.controller
        play_move(qtbot, window, controller.state.legal_actions(controller.awaiting_human)[0])


def played():
    return [(row.opponents, row.players, row.played) for row in statistics.summary()]


def settled(qtbot, window):
    """Wait until the statistics worker has done what it was asked and its answer has arrived."""
    qtbot.waitUntil(lambda: not window.statistics.recorder.worker.busy)


def test_a_finished_game_is_recorded_once_and_shown_in_the_window(qtbot, make_window):
    window = make_window()
    game = get_game(TEST_GAME)
    finish(qtbot, window, late_state(game, 3, remaining=4), "game-one")
    settled(qtbot, window)
    assert played() == [("random", 3, 1)]
    window.dialog.close()
    window.show_results()  # the results again, and the controller's signal again: no second row
    window.controller.finished.emit()
    finish(qtbot, window, late_state(game, 3, remaining=4), "game-one")  # the same game resumed and finished
    assert window.controller.state.is_terminal()
    settled(qtbot, window)
    assert played() == [("random", 3, 1)]
    finish(qtbot, window, late_state(game, 4, remaining=4), "game-two")
    settled(qtbot, window)
    assert played() == [("random", 3, 2)]
    assert statistics.games_recorded() == {TEST_GAME: 2}
    window.dialog.close()

    window.statistics.action.trigger()
    stats = window.statistics.window
    assert stats.isVisible() and stats.game_id() == TEST_GAME
    [row] = stats.table.texts()
    assert row[:3] == ["Random", "3", "2"]
    assert "2 finished games recorded" in stats.count.text()
    [(name, xs, ys)] = plot_kit.series_data(stats.plots.win_rate)
    assert xs == [1.0, 2.0] and "win rate" in name
    assert [point.win_rate * 100 for point in statistics.over_time(TEST_GAME)] == ys
    assert len(plot_kit.series_data(stats.plots.average_score)[0][1]) == 2


def test_a_game_is_kept_at_its_last_move_before_the_table_has_shown_it(qtbot, make_window):
    """A kill during the last move's animation must not lose the game: it is kept before the table shows it."""
    window = make_window()
    state = late_state(get_game(TEST_GAME), 5, remaining=1)
    kept_at_the_move = []
    # The queue first: the worker removes the waiting file only once the game is in the database.
    window.controller.action_applied.connect(lambda *args: kept_at_the_move.append(
        bool(pending.waiting()) or statistics.games_recorded() == {TEST_GAME: 1}))
    window.game_page.game_finished.connect(lambda: kept_at_the_move.append("the table has shown it"))
    finish(qtbot, window, state, "last-move")
    assert kept_at_the_move[-2:] == [True, "the table has shown it"]
    settled(qtbot, window)
    assert statistics.games_recorded() == {TEST_GAME: 1} and pending.count() == 0


def test_a_finished_game_is_kept_before_its_autosave_is_cleared(qtbot, make_window, monkeypatch):
    """A kill between the two must not lose the game: it is in the autosave, the queue or the statistics at every
    moment."""
    done = []
    keep, clear = pending.keep, saves.clear
    monkeypatch.setattr(pending, "keep", lambda *args, **kw: done.append("kept") or keep(*args, **kw))
    monkeypatch.setattr(saves, "clear", lambda: done.append("cleared") or clear())
    window = make_window()
    finish(qtbot, window, late_state(get_game(TEST_GAME), 5, remaining=2), "in order")
    assert done == ["kept", "cleared"] and not saves.exists()


def test_a_finished_game_not_recorded_waits_in_the_queue_and_the_next_start_records_it(qtbot, make_window,
                                                                                         monkeypatch):
    record_game, failing = statistics.record_game, [True]

    def interrupted(*args, **kw):
        if failing:
            raise statistics.StatisticsError("cannot_write", "disk I/O error")
        return record_game(*args, **kw)

    monkeypatch.setattr(statistics, "record_game", interrupted)
    window = make_window()
    finish(qtbot, window, late_state(get_game(TEST_GAME), 5, remaining=2), "interrupted")
    settled(qtbot, window)
    assert window.statistics.recorder.problem.kind == "cannot_write"
    [waiting] = pending.waiting()
    assert read_save(waiting).meta["uid"] == "interrupted" and not saves.exists()
    window.dialog.close()
    window.show_start_page()
    assert window.offered_game() is None
    failing.clear()  # the database works again at the next start
    restarted = make_window()
    settled(qtbot, restarted)
    assert restarted.offered_game() is None and restarted.start_page.button("resume").isHidden()
    assert statistics.games_recorded() == {TEST_GAME: 1} and pending.count() == 0


def test_a_finished_autosave_waits_in_the_queue_while_the_statistics_cannot_be_used(qtbot, make_window):
    finished = late_state(get_game(TEST_GAME), 6, remaining=0)
    saves.save(finished, [seat.to_json() for seat in seats(LINEUP)], {"uid": "killed after its last move"})
    path = statistics.database_path()
    path.write_bytes(b"these bytes are not a database" * 40)
    window = make_window()
    settled(qtbot, window)
    assert window.statistics.recorder.problem.kind == "not_sqlite" and window.offered_game() is None
    assert not saves.exists() and pending.count() == 1
    stats = window.statistics.open_window()
    assert "is not a statistics database" in stats.notice.text() and "1 finished game" in stats.waiting.text()
    path.rename(path.with_name("moved away"))  # the player moves the file away: statistics come back ...
    window.statistics.recorder.retry.setInterval(50)  # ... at the retry timer's next try, without a restart
    qtbot.waitUntil(lambda: window.statistics.recorder.problem is None and pending.count() == 0)
    assert statistics.games_recorded() == {TEST_GAME: 1}
    qtbot.waitUntil(lambda: stats.problem is None and stats.table.isVisible() and stats.waiting.isHidden())


def test_a_game_already_over_when_put_on_the_table_is_not_counted_again(qtbot, make_window):
    """A finished game opened from a file gets a new uid, but it was counted when it was played."""
    window = make_window()
    over = late_state(get_game(TEST_GAME), 6, remaining=0)
    assert over.is_terminal()
    window.pages.setCurrentWidget(window.game_page)
    window.controller.resume(over, seats(LINEUP), meta={"uid": "opened from a file"})
    qtbot.waitUntil(lambda: results_open(window))
    assert statistics.games_recorded() == {}


def test_the_filters_and_the_game_chooser_change_the_table(qtbot, make_window):
    path = statistics.database_path()
    from tests.store.statistics_helpers import record

    record(path, TEST_GAME, (5, 1, 2), ("human", "easy", "hard"), "solo")
    record(path, TEST_GAME, (5, 1, 2), ("human", "easy", "hard"), "undo", undos=1)
    record(path, TEST_GAME, (5, 1, 2), ("human", "human", "human"), "hot")
    window = make_window()
    window.start_page.button("statistics").click()
    stats = window.statistics.window
    assert [row[0] for row in stats.table.texts()] == ["Easy + Hard", "People only"]
    stats.mode_combo.setCurrentIndex(stats.mode_combo.findData("solo"))
    assert [row[:3] for row in stats.table.texts()] == [["Easy + Hard", "3", "2"]]
    stats.assist_combo.setCurrentIndex(stats.assist_combo.findData("without"))
    assert [row[:4] for row in stats.table.texts()] == [["Easy + Hard", "3", "1", "1"]]
    stats.mode_combo.setCurrentIndex(stats.mode_combo.findData("hotseat"))
    assert [row[:3] for row in stats.table.texts()] == [["People only", "3", "3"]]
    stats.game_combo.setCurrentIndex(stats.game_combo.findData(other_game()))  # a game never played
    assert stats.table.texts() == [] and stats.notice.isVisible()
    assert plot_kit.series_data(stats.plots.win_rate) == []


def test_clear_asks_first_and_cancel_keeps_everything(qtbot, make_window):
    from tests.store.statistics_helpers import record

    record(statistics.database_path(), TEST_GAME, (5, 1, 2), ("human", "easy", "easy"), "a")
    window = make_window()
    stats = window.statistics.open_window()
    qtbot.mouseClick(stats.clear_button, Qt.MouseButton.LeftButton)
    box = stats.confirmation
    assert box is not None and box.isVisible()
    box.button(QMessageBox.StandardButton.Cancel).click()
    assert len(statistics.summary()) == 1 and len(stats.table.texts()) == 1
    qtbot.mouseClick(stats.clear_button, Qt.MouseButton.LeftButton)
    stats.confirmation.findChild(type(stats.clear_button), "confirmClear").click()
    assert statistics.summary() == [] and stats.table.texts() == []


def test_a_corrupt_database_is_left_untouched_and_the_app_goes_on(qtbot, make_window):
    path = statistics.database_path()
    garbage = b"these bytes are not a database \x00\x01" * 40
    path.write_bytes(garbage)
    window = make_window()
    settled(qtbot, window)
    assert window.statistics.recorder.problem.kind == "not_sqlite"
    finish(qtbot, window, late_state(get_game(TEST_GAME), 5, remaining=3), "lost")
    assert results_open(window)
    window.dialog.close()
    stats = window.statistics.open_window()
    assert stats.notice.isVisible() and str(path) in stats.notice.text() and not stats.table.isVisible()
    assert not stats.clear_button.isEnabled()
    assert path.read_bytes() == garbage


def test_a_full_disk_delays_a_game_and_statistics_stay_on(qtbot, make_window, monkeypatch):
    window = make_window()
    real = statistics.record_game

    def disk_full(*args, **kwargs):
        raise statistics.StatisticsError("full", "database or disk is full")
    monkeypatch.setattr(statistics, "record_game", disk_full)
    finish(qtbot, window, late_state(get_game(TEST_GAME), 5, remaining=3), "while full")
    settled(qtbot, window)
    recorder = window.statistics.recorder
    assert recorder.problem is None and recorder.delay.kind == "full" and recorder.retry.isActive()
    assert pending.count() == 1  # not recorded: it waits in the queue
    window.dialog.close()
    monkeypatch.setattr(statistics, "record_game", real)  # room again
    finish(qtbot, window, late_state(get_game(TEST_GAME), 4, remaining=3), "room again")
    settled(qtbot, window)
    assert statistics.games_recorded() == {TEST_GAME: 2} and pending.count() == 0
    window.dialog.close()


def test_the_window_follows_the_language(qtbot, make_window):
    window = make_window()
    stats = window.statistics.open_window()
    english = stats.table.horizontalHeaderItem(2).text()
    shared_language_manager().set_language("fr")
    qtbot.waitUntil(lambda: stats.windowTitle().startswith("Statistiques"))
    assert stats.table.horizontalHeaderItem(2).text() != english
    assert stats.windowTitle().startswith("Statistiques")
    assert window.statistics.action.text() != "S&tatistics…"
    assert isinstance(stats, StatisticsWindow)


def test_a_full_disk_is_told_apart_from_a_damaged_file_and_read_again(qtbot, monkeypatch):
    from tests.store.statistics_helpers import record
    path = statistics.database_path()
    record(path, TEST_GAME, (3, 9), ("human", "easy"), "a")
    real = statistics.summary

    def disk_full(*args, **kwargs):
        raise statistics.StatisticsError("full", "database or disk is full")
    monkeypatch.setattr(statistics, "summary", disk_full)
    window = StatisticsWindow(TEST_GAME)
    qtbot.addWidget(window)
    assert window.notice.text() == (f"Statistics cannot be read now: the disk holding {path} is full. "
                                    "Finished games are kept and recorded once there is room again.")
    monkeypatch.setattr(statistics, "summary", real)  # room again
    window.refresh()
    assert window.problem is None and len(window.table.texts()) == 1


def ticking(window):
    """A timer of the GUI thread and how often it has ticked: it ticks only while the event loop turns."""
    ticks = [0]
    timer = QTimer(window)
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.__setitem__(0, ticks[0] + 1))
    timer.start()
    return ticks


def test_the_window_keeps_turning_while_another_program_holds_the_database(qtbot, make_window):
    """The worker waits for the database (its busy timeout, 5 s); the GUI thread never does. Once the other
    program lets go, the game is recorded without a restart."""
    window = make_window()
    settled(qtbot, window)
    recorder = window.statistics.recorder
    with closing(sqlite3.connect(statistics.database_path(), isolation_level=None)) as other:
        other.execute("BEGIN EXCLUSIVE")
        finish(qtbot, window, late_state(get_game(TEST_GAME), 5, remaining=2), "while held")
        ticks = ticking(window)
        qtbot.waitUntil(lambda: ticks[0] >= 5)  # the event loop turns ...
        assert recorder.worker.busy and pending.count() == 1  # ... while the worker waits for the database
        assert not saves.exists()  # the game is safe in the queue: its autosave went
        other.execute("ROLLBACK")
    with qtbot.waitSignal(recorder.recorded, timeout=10000) as recorded:
        pass
    assert recorded.args == ["while held"] and recorder.problem is None and recorder.delay is None
    assert statistics.games_recorded() == {TEST_GAME: 1} and pending.count() == 0


def test_a_lock_held_longer_than_the_wait_delays_the_games_and_the_retry_records_them(qtbot, make_window):
    window = make_window()
    settled(qtbot, window)
    recorder = window.statistics.recorder
    recorder.timeout = 0.05  # the worker gives up quickly ...
    recorder.retry.setInterval(50)  # ... and tries again soon
    with closing(sqlite3.connect(statistics.database_path(), isolation_level=None)) as other:
        other.execute("BEGIN EXCLUSIVE")
        finish(qtbot, window, late_state(get_game(TEST_GAME), 5, remaining=2), "first")
        window.dialog.close()
        qtbot.waitUntil(lambda: recorder.delay is not None)
        assert recorder.delay.kind == "locked" and recorder.problem is None  # statistics stay on
        finish(qtbot, window, late_state(get_game(TEST_GAME), 4, remaining=2), "second")
        window.dialog.close()
        stats = window.statistics.open_window()
        # "game(s)" until the English catalogue has the plural forms of this new text
        qtbot.waitUntil(lambda: pending.count() == 2 and stats.waiting.text().startswith("2 finished game")
                        and "wait to be recorded" in stats.waiting.text())
        assert "is in use by another program" in stats.notice.text()
        assert "kept and recorded when it is free" in stats.notice.text()
        other.execute("ROLLBACK")
    qtbot.waitUntil(lambda: pending.count() == 0 and recorder.delay is None, timeout=10000)
    assert statistics.games_recorded() == {TEST_GAME: 2}
    qtbot.waitUntil(lambda: stats.table.texts() != [] and stats.waiting.isHidden())
    assert stats.problem is None


def test_a_finished_game_is_in_the_autosave_the_queue_or_the_statistics_at_every_step(qtbot, make_window,
                                                                                     monkeypatch):
    """A kill may come between any two steps of the way from the last move to the statistics: before and after
    each, the game is somewhere a restart finds it."""
    uid, steps, lost = "every step", [], []

    def somewhere() -> bool:
        saved = saves.load().game if saves.exists() else None
        waiting = any(waiting_uid(file) == uid for file in pending.waiting())
        path = statistics.database_path()
        with closing(sqlite3.connect(path)) as connection:
            recorded = connection.execute("SELECT count(*) FROM games WHERE uid = ?", (uid,)).fetchone()[0]
        return (saved is not None and saved.meta.get("uid") == uid) or waiting or recorded == 1

    def waiting_uid(file):
        try:
            return read_save(file).meta.get("uid")
        except SaveError:  # the worker removed it since it was listed: it is in the database, read after
            return None

    def watched(owner, name):
        real = getattr(owner, name)

        def step(*args, **kwargs):
            ending = window.controller.state is not None and window.controller.state.is_terminal()
            if ending and not somewhere():
                lost.append(f"before {name}")
            result = real(*args, **kwargs)
            if ending:
                steps.append(name)
                if not somewhere():
                    lost.append(f"after {name}")
            return result
        monkeypatch.setattr(owner, name, step)

    window = make_window()
    settled(qtbot, window)
    watched(saves, "save")
    watched(saves, "clear")
    watched(pending, "keep")
    watched(statistics, "record_game")
    watched(pending, "_record_one")  # recording, then removing the waiting file
    finish(qtbot, window, late_state(get_game(TEST_GAME), 5, remaining=1), uid)
    settled(qtbot, window)
    assert lost == [] and statistics.games_recorded() == {TEST_GAME: 1}
    # The worker's steps run in its own thread, possibly before the GUI thread's "clear": the GUI thread's order.
    in_gui_thread = [step for step in steps if step in ("save", "keep", "clear")]
    assert in_gui_thread[:3] == ["save", "keep", "clear"] and {"record_game", "_record_one"} <= set(steps)
