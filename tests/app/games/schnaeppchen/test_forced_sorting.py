"""A move that is a person's only legal one is played for them (tests/generic/test_app_forced_moves.py): for
Schnäppchen Jagd, sorting an empty junk pile opens no sorting dialog and calls nobody behind the cover."""

from __future__ import annotations

import random

from cardtable.games import get_game

from tests.generic.app_helpers import resume, wait_for_turn_or_results, watch


def before_a_forced_sorting():
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
    state = before_a_forced_sorting()
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
