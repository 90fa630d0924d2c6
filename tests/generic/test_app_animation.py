"""Every registered game's page while its table animates: the side panel follows the table's steps (never
ahead of the cards), a click or Esc skips the rest of an animation to the scene it would have ended on, and
a person's turn gives the keyboard to a playable card."""

import pytest
from PySide6.QtCore import Qt

from cardtable.games import get_game

from tests.generic.app_helpers import game_ids, play_move, seats, table_texts, wait_for_turn_or_results


def scoreboard(page) -> list[list[str]]:
    board = page._scoreboard
    return [[board.item(row, column).text() for column in range(board.columnCount())] for row in range(board.rowCount())]


def solo(qtbot, make_window, game_id, speed="normal"):
    """A person at seat 0 against computers, at their first turn, with animations at `speed`."""
    game = get_game(game_id)
    window = make_window(animation_speed=speed)
    window.start_game(game_id, {}, 4, seats(["human"] + ["easy"] * (game.min_players - 1)))
    page = wait_for_turn_or_results(qtbot, window)
    qtbot.waitUntil(lambda: not page.table.is_animating(), timeout=10000)
    return window, page


@pytest.mark.parametrize("game_id", game_ids())
def test_the_side_panel_changes_when_the_table_shows_the_move_not_before(qtbot, make_window, game_id):
    window, page = solo(qtbot, make_window, game_id)
    controller, table = window.controller, page.table
    names = controller.names()
    board, prompt = scoreboard(page), page._prompt.text()
    play_move(qtbot, window, controller.state.legal_actions(0)[0])
    after = controller.observation()
    assert page.ui.scoreboard_rows(after, names) != board, "the move should change the scoreboard"
    assert table.is_animating()
    # The move is made, its cards are still on their way (its first step comes from the event loop): the
    # side panel does not tell it yet.
    assert (scoreboard(page), page._prompt.text()) == (board, prompt)
    steps, ended = [], []
    table.shown.connect(lambda obs: ended or steps.append((obs, scoreboard(page), page._prompt.text())))
    table.animation_finished.connect(lambda: ended.append(True))  # a computer's move may follow at once
    qtbot.waitUntil(lambda: bool(ended), timeout=10000)
    assert steps and steps[-1][0] == after
    for obs, shown_board, shown_prompt in steps:  # at each step, what that step shows
        assert shown_board == page.ui.scoreboard_rows(obs, names)
        assert shown_prompt == page.ui.prompt(obs, names)


@pytest.mark.parametrize("game_id", game_ids())
def test_the_log_tells_a_move_once_the_table_has_shown_it(qtbot, make_window, game_id):
    window, page = solo(qtbot, make_window, game_id)
    controller, table = window.controller, page.table
    before = page._log.lines()
    play_move(qtbot, window, controller.state.legal_actions(0)[0])
    assert table.is_animating()
    assert page._log.lines() == before, "no line of the move while its cards are on their way"
    with qtbot.waitSignal(table.animation_finished, timeout=10000):
        pass
    assert len(page._log.lines()) > len(before)


@pytest.mark.parametrize("how", ["click", "escape", "escape on a button"])
@pytest.mark.parametrize("game_id", game_ids())
def test_a_click_or_escape_skips_the_animation_to_the_state(qtbot, make_window, game_id, how):
    window, page = solo(qtbot, make_window, game_id, speed="slow")
    controller, table = window.controller, page.table
    play_move(qtbot, window, controller.state.legal_actions(0)[0])
    assert table.is_animating()
    with qtbot.waitSignal(table.animation_finished, timeout=100):
        if how == "click":
            qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=table.viewport().rect().topLeft())
        elif how == "escape":
            qtbot.keyClick(table, Qt.Key.Key_Escape)
        else:  # the keyboard left on the side panel (a button played the move, say)
            qtbot.keyClick(page._scoreboard, Qt.Key.Key_Escape)
    assert not table.is_animating()
    after = controller.observation()
    assert table.observation() == after
    assert scoreboard(page) == page.ui.scoreboard_rows(after, controller.names())
    skipped = scene_state(page)
    table.show_observation(after)  # the state drawn at once
    assert skipped == scene_state(page)


@pytest.mark.parametrize("game_id", game_ids())
def test_a_persons_turn_puts_the_keyboard_on_a_playable_card(qtbot, make_window, game_id):
    window, page = solo(qtbot, make_window, game_id, speed="off")
    scene = page.table.table_scene()
    assert page.table.has_keyboard()  # its view, or the proxy of the card its ring is on
    if scene.selectable_cards():
        focused = scene.focused_card()
        assert focused is not None and focused.selectable and not focused.dimmed
    else:
        assert scene.focused_card() is None


def scene_state(page):
    cards = sorted((str(item.card_id), round(item.x(), 1), round(item.y(), 1), round(item.scale(), 3),
                    round(item.opacity(), 3), item.isVisible(), repr(item.face))
                   for item in page.table.table_scene().cards())
    return cards, sorted(table_texts(page))
