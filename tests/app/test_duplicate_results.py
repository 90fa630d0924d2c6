"""The duplicate challenge in the window: a solo game's results offer "Play this deal again", which starts
the deal again as a duplicate (hard's benchmark then runs in a worker process, cancelled by another game);
a duplicate's results compare the person with Hard AI and show their best on the deal; hot-seat games keep
the plain "Same deal"."""

from __future__ import annotations

import sqlite3

from cardtable.app.shell.controller import Seat
from cardtable.app.shell.duplicate.benchmark import Benchmark, play_benchmark
from cardtable.app.games.nothanks.view import NoThanksUI
from cardtable.app.shell.duplicate.comparison import DuplicateComparison
from cardtable.app.shell.duplicate.script import BENCHMARK, duplicate_meta
from cardtable.app.shell.results_dialog import ResultsDialog, SAME_DEAL
from cardtable.store import statistics
from cardtable.store.meta import fresh_meta

from tests.app.test_duplicate_benchmark import finished_game

SOLO = [Seat("Ann", "human"), Seat("Bob", "easy"), Seat("Cy", "normal")]


def show_finished(qtbot, window, state, seats=SOLO, meta=None) -> ResultsDialog:
    window.pages.setCurrentWidget(window.game_page)
    window.controller.resume(state, seats, meta=meta)
    qtbot.waitUntil(lambda: isinstance(window.dialog, ResultsDialog), timeout=5000)
    return window.dialog


def finish_on_the_table(qtbot, window, state, meta) -> ResultsDialog:
    """The game one move before its end put on the table, then its last move played there (by the person, or
    by the computer seat replaying the earlier record), so that the window counts it as played."""
    (seat, action), before = state.history[-1], state.take_back(len(state.history) - 1)
    before.undos = state.undos
    window.pages.setCurrentWidget(window.game_page)
    window.controller.resume(before, SOLO, meta=meta)
    if SOLO[seat].is_human:
        qtbot.waitUntil(lambda: window.controller.awaiting_human == seat, timeout=5000)
        assert window.controller.play(action)
    qtbot.waitUntil(lambda: isinstance(window.dialog, ResultsDialog), timeout=10000)
    assert window.controller.state == state
    return window.dialog


def comparison(dialog) -> DuplicateComparison | None:
    return dialog.findChild(DuplicateComparison, "duplicateComparison")


def test_a_solo_games_same_deal_plays_it_again_as_a_duplicate_and_another_game_cancels_the_benchmark(
        qtbot, make_window):
    window = make_window()
    window.duplicate.iterations = 2
    earlier = finished_game()
    dialog = show_finished(qtbot, window, earlier)
    button = dialog.findChild(object, f"results-{SAME_DEAL}")
    assert button.text() == "Play this deal again" and comparison(dialog) is None
    button.click()
    controller = window.controller
    assert controller.meta["duplicate"] is True and controller.meta["duplicate_of"] == earlier.record()
    assert controller.state.seed == earlier.seed and controller.seats == tuple(SOLO)
    assert window.duplicate.computing()
    process = window.duplicate.worker._process
    window.start_game("nothanks", {}, 77, SOLO)  # another game: the benchmark under way stops
    assert not window.duplicate.computing() and not window.duplicate.worker.running
    qtbot.waitUntil(lambda: not process.is_alive(), timeout=3000)
    window.start_game("nothanks", {}, earlier.seed, SOLO, duplicate_of=earlier.record())
    process = window.duplicate.worker._process
    assert window.duplicate.computing() and process.is_alive()
    window.close()  # quitting stops it too
    assert not window.duplicate.worker.running
    qtbot.waitUntil(lambda: not process.is_alive(), timeout=3000)


def test_a_duplicates_results_show_hard_computing_then_its_result_and_the_best_on_the_deal(qtbot, make_window):
    window = make_window()
    window.duplicate.iterations = 2
    earlier = finished_game()
    better = finished_game(level="normal")  # an earlier game on this deal, recorded with a better score for Ann
    assert better.scores()[0] < earlier.scores()[0]  # No Thanks!: the lowest score is the best
    meta = dict(fresh_meta(), **duplicate_meta(earlier.record()))
    statistics.record_game(better, SOLO, fresh_meta())
    with qtbot.waitSignal(window.duplicate.benchmark_changed, timeout=30000):
        dialog = show_finished(qtbot, window, earlier, meta=meta)
        panel = comparison(dialog)
        assert panel is not None and dialog.findChild(object, f"results-{SAME_DEAL}").text() == "Play this deal again"
        texts = panel.texts()
        # Hard's game of 2 iterations a decision may be over before the results show; else they say so.
        assert texts["hard"][0] == "Hard AI in the same seat"
        assert texts["hard"][1] == "still computing…" or window.duplicate.benchmark() is not None
        ui = NoThanksUI()
        assert texts["person"] == ["Ann", str(earlier.ranking().places[0])] + ui.result_cells(earlier, 0)
    texts = panel.texts()
    benchmark = window.duplicate.benchmark()
    assert benchmark is not None and window.controller.meta[BENCHMARK] == benchmark.to_json()
    hard_game = benchmark.final_state(earlier.record())
    assert hard_game.scores()[0] == benchmark.score and hard_game.ranking().places[0] == benchmark.place
    assert texts["hard"] == ["Hard AI in the same seat", str(benchmark.place)] + ui.result_cells(hard_game, 0)
    best_place = min(earlier.ranking().places[0], better.ranking().places[0])
    assert texts["best"] == f"Your best on this deal: place {best_place}, score {better.scores()[0]}."
    assert texts["verdict"].startswith(("You did better", "You matched", "Hard AI did better"))


def test_a_duplicate_finished_on_the_table_is_recorded_as_a_duplicate(qtbot, make_window):
    window = make_window()
    window.duplicate.iterations = 2
    earlier = finished_game()
    statistics.record_game(finished_game(level="normal"), SOLO, fresh_meta())
    meta = dict(fresh_meta(), **duplicate_meta(earlier.record()))
    finish_on_the_table(qtbot, window, earlier, meta)
    with sqlite3.connect(statistics.database_path()) as connection:
        flags = dict(connection.execute("SELECT uid, duplicate FROM games").fetchall())
    assert flags[meta["uid"]] == 1 and list(flags.values()).count(0) == 1


def test_a_known_benchmark_is_shown_at_once_and_compared(qtbot, make_window):
    window = make_window()
    earlier = finished_game()
    score = earlier.scores()[0]
    meta = dict(fresh_meta(), **duplicate_meta(earlier.record()))
    benchmark = play_benchmark(earlier.record(), 0, ["human", "easy", "normal"], iterations=2)
    meta[BENCHMARK] = benchmark.to_json()
    panel = comparison(show_finished(qtbot, window, earlier, meta=meta))
    assert not window.duplicate.computing(), "a result in the meta is not computed again"
    assert panel.texts()["hard"][1] == str(benchmark.place)
    expected = ("You did better than Hard AI on this deal." if score < benchmark.score  # lowest wins here
                else "Hard AI did better from your seat on this deal." if score > benchmark.score else None)
    assert expected is None or panel.texts()["verdict"] == expected
    # A saved result whose moves do not rebuild hard's game: its place and score alone.
    damaged = Benchmark(0, score + 5, 3, (score + 5, 1, 2), (3, 1, 2), ())
    panel.set_benchmark(damaged)
    assert panel.texts()["hard"][1] == f"place 3, score {score + 5}"
    assert panel.texts()["verdict"] == "You did better than Hard AI on this deal."
    panel.set_benchmark(None, "the worker process stopped")
    assert panel.texts()["hard"][1] == "not known"
    assert panel.texts()["verdict"] == "Hard AI's result on this deal could not be computed."


def test_hot_seat_results_keep_the_plain_same_deal(qtbot, make_window):
    window = make_window()
    earlier = finished_game()
    seats = [Seat("Ann", "human"), Seat("Bob", "human"), Seat("Cy", "easy")]
    dialog = show_finished(qtbot, window, earlier, seats=seats)
    button = dialog.findChild(object, f"results-{SAME_DEAL}")
    assert button.text() == "Same deal" and comparison(dialog) is None
    button.click()
    assert "duplicate" not in window.controller.meta and not window.duplicate.computing()


def test_the_comparison_says_hard_is_still_computing_until_its_game_comes(qtbot):
    earlier = finished_game()
    panel = DuplicateComparison(NoThanksUI(), earlier, 0, "Ann", earlier.record(), None)
    qtbot.addWidget(panel)
    assert panel.texts()["hard"][:2] == ["Hard AI in the same seat", "still computing…"]
    benchmark = play_benchmark(earlier.record(), 0, ["human", "easy", "normal"], iterations=2)
    panel.set_benchmark(benchmark)
    assert panel.texts()["hard"][:2] == ["Hard AI in the same seat", str(benchmark.place)]
