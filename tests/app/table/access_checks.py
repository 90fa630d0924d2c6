"""Checks of a table's accessible entries that the trick-taking tables' tests share."""

from __future__ import annotations

import re
from typing import Callable

from PySide6.QtCore import Qt


def assert_press_plays_what_a_click_plays(qtbot, table, show_position: Callable[[], None]) -> None:
    """show_position() draws a position where the person may play: the first playable card's accessible press
    requests the same action as a click on that card."""
    show_position()
    card = next(item for item in table.accessible_entries() if item.kind == "card" and item.enabled)
    with qtbot.waitSignal(table.action_requested) as pressed:
        card.press()
    show_position()
    item = table.table_scene().card(card.key)
    point = item.mapToScene(item.card_rect().left() + 12, item.card_rect().center().y())
    with qtbot.waitSignal(table.action_requested) as clicked:
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=table.mapFromScene(point))
    assert pressed.args == clicked.args


def hidden_cards_named(table, positions: dict, show: Callable, hidden_names: Callable) -> int:
    """Shows every position to every seat and asserts that no entry's name or description names a card of
    hidden_names(state, seat) ("blue 3" in "blue 35" is no mention); returns how many names were checked."""
    checked = 0
    for phase, state in positions.items():
        for seat in range(state.players):
            show(table, state, seat)
            text = " | ".join(item.name + " " + item.description for item in table.accessible_entries())
            for name in hidden_names(state, seat):
                assert not re.search(rf"\b{re.escape(name)}\b(?!\d)", text), (phase, seat, name)
                checked += 1
    return checked
