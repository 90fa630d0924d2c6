"""Counts read well (0, 1, many, in English and French) and a score line never lags its chip stack."""

import dataclasses
import re

import pytest
from PySide6.QtCore import QTimer

from cardtable.app.games.nothanks.table import NoThanksTable
from cardtable.games import get_game

from tests.app.table.conftest import delete_now
from .test_table import played

G = get_game("nothanks")

EXPECTED = {
    "en": {0: ("0 chips on the card", "0 chips", "Score 0: cards 0 − 0 chips"),
           1: ("1 chip on the card", "1 chip", "Score −1: cards 0 − 1 chip"),
           2: ("2 chips on the card", "2 chips", "Score −2: cards 0 − 2 chips")},
    "fr": {0: ("0 jeton sur la carte", "0 jeton", "Score 0 : cartes 0 − 0 jeton"),
           1: ("1 jeton sur la carte", "1 jeton", "Score −1 : cartes 0 − 1 jeton"),
           2: ("2 jetons sur la carte", "2 jetons", "Score −2 : cartes 0 − 2 jetons")},
}
POINTS = {"en": {0: "Cards: 0 points", 3: "Cards: 3 points"}, "fr": {0: "Cartes : 0 point", 3: "Cartes : 3 points"}}


@pytest.fixture
def bare_table(qtbot):
    widget = NoThanksTable()
    qtbot.addWidget(widget)
    widget.resize(960, 780)
    yield widget
    delete_now(widget)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("count", [0, 1, 2])
def test_chip_counts_take_the_right_plural(bare_table, install_catalogue, language, count):
    install_catalogue(language)
    obs = G.new_game({"players": 3, "chips": "shown"}, 1).observation(1)
    bare_table.show_observation(dataclasses.replace(obs, pot=count, chips=(count,) * 3))
    pot, stack, score = EXPECTED[language][count]
    assert bare_table.pot_item().toolTip() == pot
    assert bare_table.chip_stack(0).toolTip() == stack
    assert bare_table.seat_panel(0).info_lines() == [score]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_points_take_the_right_plural(bare_table, install_catalogue, language):
    install_catalogue(language)
    obs = G.new_game({"players": 3, "chips": "hidden"}, 1).observation(0)
    bare_table.show_observation(dataclasses.replace(obs, cards=((), (3,), ())))
    assert bare_table.seat_panel(2).info_lines() == [POINTS[language][0]]
    assert bare_table.seat_panel(1).info_lines() == [POINTS[language][3]]


def chips_in_line(line: str) -> int:
    return int(re.search(r"− (\d+) chips?$", line).group(1))


def test_score_lines_change_with_their_chip_stacks_while_animating(qtbot, table):
    state = played(4, "shown", seed=9, steps=8)
    table.set_animation_speed("fast")
    table.show_observation(state.observation(None))
    lagging = []

    def check():
        for seat in range(4):
            stack, line = table.chip_stack(seat).count, table.seat_panel(seat).info_lines()[0]
            if chips_in_line(line) != stack:
                lagging.append((seat, stack, line))
    timer = QTimer()
    timer.timeout.connect(check)
    timer.start(3)
    try:
        for action in ("pay", "pay", "take"):
            events = state.apply(action)
            with qtbot.waitSignal(table.animation_finished, timeout=5000):
                table.animate(events, state.observation(None))
    finally:
        timer.stop()
    assert not lagging, lagging[:3]
    after = state.observation(None)
    for seat in range(4):
        assert chips_in_line(table.seat_panel(seat).info_lines()[0]) == after.chips[seat]
