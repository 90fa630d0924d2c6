"""Hot-seat with three people on Sealed Bid: every sealed bid is made behind the cover, the winner
takes a prize at once without a cover (same person), and the next person always finds one."""

import re

from PySide6.QtCore import Qt

from tests.generic.app_helpers import (TEST_GAME, click_button, click_item, results_open, seats, table_texts,
                                       wait_for_turn_or_results)
from tests.generic.sealed_bid.rules import BIDS


def shown_bids(texts) -> list[str]:
    return [text for text in texts if re.fullmatch(r"Bid: \d+", text)]


def test_three_people_take_turns_behind_the_cover(qtbot, make_window):
    window = make_window()
    window.start_game(TEST_GAME, {"rounds": 4}, 21, seats(["human", "human", "human"]))
    page, controller = window.game_page, window.controller
    previous = None  # the seat that acted last
    covers = same_person_again = 0
    leaders = []
    while True:
        wait_for_turn_or_results(qtbot, window)
        if results_open(window):
            break
        seat = controller.awaiting_human
        state = controller.state
        if seat == previous:
            # The winner chooses a prize right after their own (last) bid: no cover, still their view.
            assert page._cover.isHidden() and controller.viewer() == seat
            same_person_again += 1
        else:
            assert page._cover.isVisible(), "a different person must find the table covered"
            covers += 1
            assert page._cover.geometry() == page.rect()
            assert controller.names()[seat] in page._cover._title.text()
            # Under the cover only public information is drawn: no sealed bid, no one's own view.
            shown = page.table.observation()
            assert controller.viewer() is None and shown.seat is None and shown.my_bid is None
            if shown.opened_bids is None:
                assert not shown_bids(table_texts(page))
                assert all(not page._scoreboard.item(row, 3).text().isdigit() for row in range(3))
            assert not any(button.isEnabled() for button in page.action_buttons().values())
            qtbot.mouseClick(page._cover._button, Qt.MouseButton.LeftButton)
            assert page._cover.isHidden()
        obs = page.table.observation()
        assert obs.seat == seat == obs.to_act == controller.observation().seat
        if obs.winner == seat:
            click_item(qtbot, page.table, page.table.prize_item(1))
        else:
            if not any(obs.bid_made):
                leaders.append(seat)
            # The last to bid outbids the others (who bid nothing), so wins and acts again at once.
            last = obs.bid_made.count(False) == 1
            amount = min(1, obs.coins[seat]) if last else 0
            assert click_button(qtbot, window, BIDS[amount])
            if last:
                assert shown_bids(table_texts(page)) or controller.state.winner is not None
            else:
                # The person's own bid is in their own view until the next person comes.
                assert f"Bid: {amount}" in table_texts(page) or page.table.observation().seat is None
        previous = seat
        assert len(controller.state.history) == len(state.history)
    assert controller.state.is_terminal()
    # Each round's last bidder won and took a prize without a cover (4), then led the next round and bid
    # first, still without one (3): up to three decisions in a row by one person.
    assert same_person_again == 4 + 3
    assert covers + same_person_again == 4 * (3 + 1)  # three bids and a choice a round
    assert len(set(leaders)) >= 2, "the first bidder changes from round to round"
