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
