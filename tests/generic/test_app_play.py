"""Every registered game played to its results through the real main window and game page."""

import pytest

from cardtable.app.shell.results_dialog import ResultsDialog
from cardtable.games import get_game
from cardtable.store import saves

from tests.generic.app_helpers import (TEST_GAME, click_button, click_item, game_ids, late_state, results_open,
                                       seats, wait_for_turn_or_results)
from tests.generic.sealed_bid.rules import BIDS, PRIZES


@pytest.mark.parametrize("game_id", [game for game in game_ids() if game != TEST_GAME])
def test_computer_players_finish_a_late_position_to_the_results(qtbot, make_window, game_id):
    """A game resumed from its autosave a few moves before the end goes on to the results dialog."""
    game = get_game(game_id)
    state = late_state(game, seed=3)
    lineup = seats(["easy", "normal"] * game.max_players)[:state.num_players]
    saves.save(state, [seat.to_json() for seat in lineup])
    window = make_window()
    resume = window.start_page.button("resume")
    assert resume.isVisible()
    resume.click()
    qtbot.waitUntil(lambda: results_open(window), timeout=20000)
    final = window.controller.state
    assert final.is_terminal() and len(final.history) > len(state.history)
    assert final.history[:len(state.history)] == state.history
    assert window.dialog._table.rowCount() == state.num_players
    assert not saves.exists()  # a finished game is not offered for resume


def test_a_person_and_two_computers_play_sealed_bid_to_the_results(qtbot, make_window):
    """Bids by the side panel's buttons, the prize by a click on the table; the winner acts twice in a row."""
    window = make_window()
    window.start_game(TEST_GAME, {"rounds": 4}, 12, seats(["human", "easy", "normal"]))
    page = window.game_page
    decisions, twice, leaders = [], 0, []
    while True:
        wait_for_turn_or_results(qtbot, window)
        if results_open(window):
            break
        state = window.controller.state
        before = len(state.history)
        obs = window.controller.observation()
        assert obs.seat == 0 == obs.to_act == window.controller.awaiting_human
        if state.history and state.history[-1][0] == 0:
            twice += 1  # acting again at once, with no computer move in between
        offered = {action for action, button in page.action_buttons().items() if button.isEnabled()}
        assert offered == set(state.legal_actions(0))
        if obs.winner == 0:
            choice = 0 if obs.round_prizes[0] >= obs.round_prizes[1] else 1
            assert page.table.prize_item(choice).clickable
            click_item(qtbot, page.table, page.table.prize_item(choice))
        else:
            leaders.append(obs.leader)
            assert click_button(qtbot, window, BIDS[min(obs.coins[0], 2 + len(decisions) % 3)])
        decisions.append(window.controller.state.history[-1])
        assert len(window.controller.state.history) == before + 1
    final = window.controller.state
    assert final.is_terminal()
    assert twice >= 1, "the person should have won an auction and chosen a prize at once"
    assert any(seat == 0 and action in PRIZES for seat, action in final.history)
    assert len({leader for leader in leaders}) > 1 or final.leader != leaders[0], "the first bidder changes"
    dialog = window.dialog
    assert isinstance(dialog, ResultsDialog) and dialog._table.rowCount() == 3
    assert page._log.count() > 4 * 5
