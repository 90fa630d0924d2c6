"""A person is called to the screen only for a real decision: a move that is their only legal one is played
for them, shown on the table like any other, with no cover in hot-seat and no dialog; the hot-seat cover
speaks in each game's own words."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cardtable.app.plugin import GameView, view_class, view_classes
from cardtable.games import get_game

from tests.generic.app_helpers import game_ids, resume, seats, wait_for_turn_or_results, watch
from tests.generic.per_game import suite_support
from tests.generic.sealed_bid.rules import SealedBid

# Ann (seat 0) leads the round with no coin left: a bid of 0 is all she can do.
BROKE_LEADER = {"coins": [0, 4, 6], "points": [0, 5, 0], "round": 1, "leader": 0, "bids": [None, None, None],
                "prizes": [[5, 2], [4, 6], [1, 3], [2, 2]]}


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


@pytest.mark.parametrize("game_id", game_ids())
def test_a_game_says_its_own_cover_words_or_the_neutral_text(game_id):
    """The words are in the game's suite_support (COVER_WORDS); a game without keeps the neutral text."""
    text, neutral = view_class(game_id)().cover_text("Ann"), GameView.cover_text(view_class(game_id)(), "Ann")
    words = suite_support(game_id).cover_words
    if not words:
        assert text == neutral
        return
    assert [word for word in words if word not in text] == [], text
    others = {view().cover_text("Ann") for view in view_classes() if view.game.id != game_id}
    assert text != neutral and text not in others, "another game's cover says the same"
