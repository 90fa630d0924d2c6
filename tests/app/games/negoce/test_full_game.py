"""A whole Négoce 2 game through the real window: one person against three computer players, every move
made on the table's own widgets (its buttons, the hand's cards, the force dialog). The person bids for the
contraband until he holds it, so that he sells first, and forces that first sale; as a buyer he offers
coins (then a card), keeps, and accepts offers when he sells again."""

from PySide6.QtCore import Qt

from cardtable.app.shell.controller import Seat

from tests.app.conftest import results_open, wait_for_turn_or_results
from .test_table import click, click_card

DEAL = 3


def act(qtbot, table, obs, legal, made):
    """The person's plan for this turn, played on the table; returns the kind of action made."""
    kinds = {action[0] for action in legal}
    if "raise" in kinds:
        click(qtbot, table, table.button("raise1"))
        return "raise"
    if "drop" in kinds and len(kinds) == 1:
        click(qtbot, table, table.button("drop"))
        return "drop"
    if "market" in kinds:
        card = table.hand_items()[0]
        click_card(qtbot, table, card)
        click(qtbot, table, table.button("sell"))
        return "market"
    if "take" in kinds:
        click(qtbot, table, table.button("take1"))
        return "take"
    if "force" in kinds and "force" not in made:
        dialog = table.open_force_dialog()
        assert dialog is not None and dialog.nameable() or dialog.second() is None
        second = sorted({action[1] for action in legal if action[0] == "force"})[0]
        dialog.choose_card(second)
        good = dialog.nameable()[0]
        qtbot.mouseClick(dialog.good_button(good), Qt.MouseButton.LeftButton)
        return "force"
    if "accept" in kinds:
        click(qtbot, table, table.button("accept1"))
        return "accept"
    if "wait" in kinds:
        click(qtbot, table, table.button("wait"))
        return "wait"
    if "force" in kinds:
        table.open_force_dialog()
        dialog = table.force_dialog()
        second = sorted({action[1] for action in legal if action[0] == "force"})[0]
        dialog.choose_card(second)
        qtbot.mouseClick(dialog.good_button(dialog.nameable()[0]), Qt.MouseButton.LeftButton)
        return "force"
    # a buyer: coins only at first, then a card face down, then keep
    standing = obs.offers[obs.seat]
    if standing is None and obs.coins[obs.seat] >= 1:
        table.press("nocard")
        click(qtbot, table, table.button("more"))
        click(qtbot, table, table.button("offer"))
        return "offer"
    if standing is not None and standing.has_card is False and table.hand_items():
        click_card(qtbot, table, table.hand_items()[-1])
        click(qtbot, table, table.button("side"))
        click(qtbot, table, table.button("offer"))
        return "offer"
    click(qtbot, table, table.button("keep"))
    return "keep"


def test_a_whole_game_buying_selling_and_forcing_a_sale(qtbot, make_window):
    window = make_window()
    window.resize(900, 650)  # a small window paints fast: the game has some 160 moves
    window.start_game("negoce", {"sale_limit": 30}, DEAL, [Seat("Ann", "human"), Seat("Bob", "random"),
                                                          Seat("Cy", "random"), Seat("Dee", "random")])
    table = window.game_page.table
    made, summaries = set(), 0
    for _ in range(2000):
        wait_for_turn_or_results(qtbot, window, timeout=30000)
        if results_open(window):
            break
        qtbot.waitUntil(lambda: not table.is_animating())
        if table.overlay().kind == "sale":
            summaries += 1
            assert table.overlay().texts()[0].startswith("Sale ")
            table.close_overlay()
        legal = table.legal_actions()
        assert legal == window.controller.state.legal_actions(0)
        obs = table.observation()
        assert table.status_text().startswith("▶ Your turn")
        before = len(window.controller.state.history)
        kind = act(qtbot, table, obs, legal, made)
        qtbot.waitUntil(lambda: len(window.controller.state.history) > before, timeout=5000)
        assert window.controller.state.history[before][0] == 0
        assert window.controller.state.history[before][1][0] == kind
        made.add(kind)
    state = window.controller.state
    assert state.is_terminal() and results_open(window)
    assert {"raise", "market", "offer", "force"} <= made, made
    assert summaries >= 1, "the end of a sale is summed up over the market"
    assert window.dialog._table.rowCount() == 4
    assert table.overlay().kind == "over"
