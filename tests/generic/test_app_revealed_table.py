"""Every registered game's table draws a revealed observation (a replay's "everything revealed") with more
on it than the seat's own view, and an ordinary observation drawn after it exactly as on a fresh table."""

import random

import pytest
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from cardtable.app.games import view_class
from cardtable.app.table.chip_item import ChipItem
from cardtable.games import get_game

from tests.generic.app_helpers import game_ids

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Flo", "Gus"]


def mid_game(game, seed: int, fraction: float):
    """A state `fraction` of the way through a random game."""
    players = min(max(game.min_players, 4), game.max_players)
    probe, rng = game.new_game({"players": players}, seed), random.Random(seed)
    moves = []
    while not probe.is_terminal():
        moves.append((probe.current_seat, rng.choice(probe.legal_actions())))
        probe.apply(moves[-1][1], moves[-1][0])
    state = game.new_game({"players": players}, seed)
    for seat, action in moves[:int(len(moves) * fraction)]:
        state.apply(action, seat)
    return state


def scene_picture(table) -> list:
    """What the table shows: each visible card (id, face, place, size, revealed mark), text and chip count."""
    picture = []
    for item in table.table_scene().items():
        if not item.isVisible():
            continue
        if hasattr(item, "card_id"):
            pos = item.scenePos()
            picture.append(("card", repr(item.card_id), repr(item.face), round(pos.x(), 1), round(pos.y(), 1),
                            round(item.size.width(), 1), item.revealed))
        elif isinstance(item, QGraphicsSimpleTextItem) and item.text():
            picture.append(("text", item.text()))
        elif isinstance(item, ChipItem):
            pos = item.scenePos()
            picture.append(("chips", repr(item.count), item.toolTip(), round(pos.x(), 1), round(pos.y(), 1)))
    return sorted(picture)


def new_table(qtbot, game_id: str, players: int):
    table = view_class(game_id)().create_table()
    qtbot.addWidget(table)
    table.set_players(NAMES[:players], ["Human"] + ["Easy AI"] * (players - 1))
    table.resize(1000, 720)
    table.show()
    return table


@pytest.mark.parametrize("game_id", game_ids())
def test_a_revealed_observation_is_drawn_then_an_ordinary_one_as_on_a_fresh_table(qtbot, game_id):
    """Two tables draw the same ordinary observations in turn; one of them draws the revealed observation
    before each: once the ordinary one is drawn again, both tables show the same."""
    game = get_game(game_id)
    states = [mid_game(game, seed, fraction) for seed, fraction in ((1, 0.3), (2, 0.55))]
    plain = new_table(qtbot, game_id, states[0].num_players)
    table = new_table(qtbot, game_id, states[0].num_players)
    differ = 0
    for state in states:
        seat = state.current_seat if state.current_seat is not None else 0
        ordinary, revealed = state.observation(seat), state.revealed_observation(seat)
        plain.show_observation(ordinary)
        expected = scene_picture(plain)
        assert not any(entry[0] == "card" and entry[-1] for entry in expected), "an ordinary view marks nothing"
        table.show_observation(state.revealed_observation(None))  # a spectator's, as a replay may show
        table.show_observation(revealed)
        differ += scene_picture(table) != expected
        table.show_observation(ordinary)
        assert scene_picture(table) == expected
    assert differ, "the revealed view shows more than the seat's"

