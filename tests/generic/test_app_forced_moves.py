"""A person is called to the screen only for a real decision: a move that is their only legal one is played
for them, shown on the table like any other, with no cover in hot-seat and no dialog; the hot-seat cover
speaks in each game's own words."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from cardtable.app.plugin import GameView, view_class
from cardtable.games import get_game

from tests.generic.app_helpers import TEST_GAME, game_ids, seats, wait_for_turn_or_results
from tests.generic.sealed_bid.rules import SealedBid

# Ann (seat 0) leads the round with no coin left: a bid of 0 is all she can do.
BROKE_LEADER = {"coins": [0, 4, 6], "points": [0, 5, 0], "round": 1, "leader": 0, "bids": [None, None, None],
                "prizes": [[5, 2], [4, 6], [1, 3], [2, 2]]}


def resume(window, state, controllers):
    window.pages.setCurrentWidget(window.game_page)
    window.controller.resume(state, seats(controllers))


def watch(window) -> dict:
    """What the controller tells the page: whom it calls (with the history's length then), and which moves
    the table is asked to show."""
    seen = {"called": [], "shown": []}
    controller = window.controller
    controller.human_to_act.connect(lambda seat: seen["called"].append((seat, len(controller.state.history))))
    table = window.game_page.table
    animate = table.animate
    table.animate = lambda events, obs: (seen["shown"].append([event.kind for event in events]), animate(events, obs))
    return seen


@pytest.mark.parametrize("people", [["human", "human", "easy"], ["human", "easy", "easy"]], ids=["hot-seat", "solo"])
def test_a_persons_only_move_is_played_for_them_and_shown(qtbot, make_window, people):
    window = make_window(animation_speed="fast")
    state = SealedBid.from_position(BROKE_LEADER, {"rounds": 4})
    resume(window, state, people)
    seen = watch(window)
    page, controller = window.game_page, window.controller
    qtbot.waitUntil(lambda: len(controller.state.history) >= 1, timeout=5000)
    assert controller.state.history[0] == (0, "bid0")
    assert (0, 0) not in seen["called"] and page._cover.isHidden()
    qtbot.waitUntil(lambda: bool(seen["shown"]), timeout=5000)
    assert seen["shown"][0] == ["bid"], "the table animates the move played for Ann"
    # The log tells the move once the table has shown it.
    qtbot.waitUntil(lambda: "Ann places a sealed bid." in page._log.lines(), timeout=5000)
    if people[1] == "human":  # Bob decides next: he, not Ann, is called behind the cover
        wait_for_turn_or_results(qtbot, window)
        assert controller.awaiting_human == 1 and page._cover.isVisible() and "Bob" in page._cover._title.text()
        assert seen["called"] == [(1, 1)]
    else:
        qtbot.waitUntil(lambda: len(controller.state.history) >= 3, timeout=5000)
        assert (0, 0) not in seen["called"]
    assert not controller.can_undo(), "a move played for the person is no decision to take back"


def schnaeppchen_before_a_forced_sorting():
    """A Schnäppchen Jagd game where the seat to act next must sort an empty junk pile: one choice."""
    game = get_game("schnaeppchen")
    for seed in range(100):
        state, rng = game.new_game({"players": 3}, seed), random.Random(seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            if legal == (("sort", None),):
                return state
            state.apply(rng.choice(legal))
    raise AssertionError("no forced sorting found")


def test_no_sorting_dialog_and_no_cover_for_an_empty_junk_pile(qtbot, make_window):
    state = schnaeppchen_before_a_forced_sorting()
    sorter, start = state.current_seat, len(state.history)
    controllers = ["easy"] * 3
    controllers[sorter] = controllers[(sorter + 1) % 3] = "human"  # hot-seat: the sorter and the next seat
    window = make_window()
    dialogs = []
    resume(window, state, controllers)
    seen = watch(window)
    table = window.game_page.table
    window.controller.action_applied.connect(lambda *args: dialogs.append(table.sorting_dialog()))
    qtbot.waitUntil(lambda: len(window.controller.state.history) > start, timeout=5000)
    assert window.controller.state.history[start] == (sorter, ("sort", None))
    assert (sorter, start) not in seen["called"] and dialogs[0] is None and table.sorting_dialog() is None
    wait_for_turn_or_results(qtbot, window)
    assert len(window.controller.state.legal_actions(window.controller.awaiting_human)) > 1


@pytest.mark.parametrize("game_id", game_ids())
def test_the_cover_speaks_the_games_words(qtbot, make_window, game_id):
    window = make_window()
    controllers = ["human", "human"] + ["easy"] * (get_game(game_id).min_players - 2)
    window.start_game(game_id, {}, 3, seats(controllers))
    wait_for_turn_or_results(qtbot, window)
    page = window.game_page
    name = window.controller.names()[window.controller.awaiting_human]
    assert page._cover.isVisible() and page._cover._hint.text() == page.ui.cover_text(name)
    assert name in page._cover._hint.text()
    qtbot.mouseClick(page._cover._button, Qt.MouseButton.LeftButton)


def test_each_real_game_has_its_own_cover_text_and_the_test_game_the_neutral_one():
    neutral = GameView.cover_text(view_class(TEST_GAME)(), "Ann")
    assert view_class(TEST_GAME)().cover_text("Ann") == neutral
    nothanks, schnaeppchen = view_class("nothanks")().cover_text("Ann"), view_class("schnaeppchen")().cover_text("Ann")
    assert len({neutral, nothanks, schnaeppchen}) == 3
    assert "chips" in nothanks and "chips" not in schnaeppchen and "hand" in schnaeppchen
