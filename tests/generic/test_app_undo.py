"""Undo in a solo game of Sealed Bid takes back the person's last decision, also when they acted twice
(or three times) in a row, with every computer move after it."""

from tests.generic.app_helpers import TEST_GAME, click_button, seats, wait_for_turn_or_results
from tests.generic.sealed_bid.rules import BIDS, PRIZES


def offered(window) -> set:
    return {action for action, button in window.game_page.action_buttons().items() if button.isEnabled()}


def undo(qtbot, window) -> None:
    assert window.act_undo.isEnabled()
    window.act_undo.trigger()
    wait_for_turn_or_results(qtbot, window)
    assert window.controller.awaiting_human == 0


def test_undo_takes_back_one_decision_of_several_in_a_row(qtbot, make_window):
    window = make_window()
    window.start_game(TEST_GAME, {"rounds": 4}, 3, seats(["human", "easy", "easy"]))
    controller = window.controller
    # Seat 1 leads the first round, so the person bids last in it: all but one coin (keeping a choice of bids
    # for the next round: with no coin left, a bid of 0 would be their only move, played for them), and wins.
    while True:
        wait_for_turn_or_results(qtbot, window)
        obs = controller.observation()
        if obs.bid_made.count(False) == 1:
            break
        assert click_button(qtbot, window, BIDS[0])
    before_bid = controller.state.to_json()
    computer_moves_before = len(controller.state.history)
    assert click_button(qtbot, window, BIDS[controller.observation().coins[0] - 1])
    wait_for_turn_or_results(qtbot, window)
    assert controller.observation().winner == 0  # the same person acts again at once
    before_choice = controller.state.to_json()
    assert click_button(qtbot, window, PRIZES[0])
    wait_for_turn_or_results(qtbot, window)
    assert controller.state.current_seat == 0 and controller.observation().leader == 0  # and leads the next round
    before_lead = controller.state.to_json()
    assert click_button(qtbot, window, BIDS[0])
    wait_for_turn_or_results(qtbot, window)
    assert len(controller.state.history) > len(before_lead["actions"]) + 1 or controller.observation().winner == 0

    undo(qtbot, window)  # the opening bid and the computer moves after it
    assert controller.state.to_json() == dict(before_lead, undos=1) and offered(window) == set(BIDS[:controller.state.coins[0] + 1])
    undo(qtbot, window)  # the prize: no computer move came after it
    assert controller.state.to_json() == dict(before_choice, undos=2) and offered(window) == set(PRIZES)
    undo(qtbot, window)  # the winning bid
    assert controller.state.to_json() == dict(before_bid, undos=3)
    assert computer_moves_before >= 2 and controller.state.current_seat == 0
    assert offered(window) == set(BIDS)


# --- every registered game: undo, redo, the shuffle, the mark, the setting -----------------------------------
import random  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QKeySequence  # noqa: E402

from cardtable.games import get_game  # noqa: E402
from cardtable.store import saves  # noqa: E402

from tests.generic.app_helpers import game_ids, play_move, results_open  # noqa: E402


def press(qtbot, window, keys: str) -> None:
    """A shortcut typed on the window, as a person would (the window active)."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    sequence = QKeySequence(keys)
    combination = sequence[0]
    qtbot.keyClick(window, combination.key(), combination.keyboardModifiers())


def solo(qtbot, make_window, game_id, seed=8, **settings):
    window = make_window(**settings)
    controllers = ["human"] + ["easy"] * (get_game(game_id).min_players - 1)
    window.start_game(game_id, {}, seed, seats(controllers))
    wait_for_turn_or_results(qtbot, window)
    return window


def decide(qtbot, window, rng) -> None:
    """The person's move (a random legal one), then every move until their next turn."""
    controller = window.controller
    play_move(qtbot, window, rng.choice(controller.state.legal_actions(controller.awaiting_human)))
    wait_for_turn_or_results(qtbot, window)
    assert not results_open(window)


@pytest.mark.parametrize("game_id", game_ids())
def test_undo_and_redo_by_their_shortcuts_keep_the_cards_and_mark_the_game(qtbot, make_window, game_id):
    window = solo(qtbot, make_window, game_id)
    controller, rng = window.controller, random.Random(game_id)
    decide(qtbot, window, rng)
    before, seen_before = controller.state.to_json(), controller.observation()
    assert not window.act_redo.isEnabled()
    decide(qtbot, window, rng)
    after, seen_after = controller.state.to_json(), controller.observation()

    press(qtbot, window, "Ctrl+Z")
    wait_for_turn_or_results(qtbot, window)
    assert controller.state.to_json() == dict(before, undos=1)
    # The person sees exactly what they saw before their move: their cards, the next card, no new deal.
    assert controller.observation() == seen_before
    assert window.act_redo.isEnabled() and window.act_redo.isVisible()

    press(qtbot, window, "Ctrl+Shift+Z")  # the same move and the computer moves after it, as they were
    wait_for_turn_or_results(qtbot, window)
    assert controller.state.to_json() == dict(after, undos=1) and controller.observation() == seen_after
    assert not window.act_redo.isEnabled()

    for _ in range(2):
        press(qtbot, window, "Ctrl+Z")
        wait_for_turn_or_results(qtbot, window)
    assert len(controller.state.history) < len(before["actions"]) and controller.state.undos == 3
    press(qtbot, window, "Ctrl+Y")
    wait_for_turn_or_results(qtbot, window)
    assert controller.state.to_json() == dict(before, undos=3)
    window.act_redo.trigger()  # the menu's entry
    wait_for_turn_or_results(qtbot, window)
    assert controller.state.to_json() == dict(after, undos=3)

    # A new move after an undo: what was undone cannot come back.
    window.act_undo.trigger()
    wait_for_turn_or_results(qtbot, window)
    decide(qtbot, window, rng)
    assert not window.act_redo.isEnabled() and not controller.redo()
    # The mark is saved with the game and comes back when it is resumed.
    saved = saves.load()
    assert saved.status == "ok" and saved.game.state.undos == 4


@pytest.mark.parametrize("game_id", game_ids())
def test_undo_turned_off_in_the_settings(qtbot, make_window, game_id):
    window = solo(qtbot, make_window, game_id)
    decide(qtbot, window, random.Random(1))
    assert window.act_undo.isEnabled() and window.act_undo in window.menu_game.actions()
    window.apply_settings(language="en", animation_speed="off", ai_delay_ms=0, undo=False)
    assert window.settings.undo is False
    for act in (window.act_undo, window.act_redo):
        assert not act.isEnabled() and not act.isVisible()
    history = list(window.controller.state.history)
    press(qtbot, window, "Ctrl+Z")
    assert window.controller.state.history == history and not window.controller.undo()
    window.apply_settings(language="en", animation_speed="off", ai_delay_ms=0, undo=True)
    assert window.act_undo.isEnabled() and window.act_undo.isVisible()


def test_the_setting_starts_off_when_saved_off(qtbot, make_window):
    window = solo(qtbot, make_window, TEST_GAME, undo=False)
    decide(qtbot, window, random.Random(2))
    assert not window.act_undo.isVisible() and not window.controller.can_undo()


@pytest.mark.parametrize("game_id", game_ids())
def test_no_undo_nor_redo_in_hot_seat(qtbot, make_window, game_id):
    window = make_window()
    controllers = ["human", "human"] + ["easy"] * (get_game(game_id).min_players - 2)
    window.start_game(game_id, {}, 4, seats(controllers))
    page, controller = window.game_page, window.controller
    for _ in range(3):
        wait_for_turn_or_results(qtbot, window)
        if not page._cover.isHidden():
            qtbot.mouseClick(page._cover._button, Qt.MouseButton.LeftButton)
        seat = controller.awaiting_human
        play_move(qtbot, window, controller.state.legal_actions(seat)[0])
        assert not window.act_undo.isEnabled() and not window.act_redo.isEnabled()
        assert not controller.can_undo() and not controller.undo()
        assert not controller.can_redo() and not controller.redo()
