"""The Auf falscher Fährte table drawing a revealed observation: the others' hands and hidden cards face up
and marked, the pile's face-down cards face up and marked in the order they will be turned up."""

import random

from cardtable.app.games import view_class
from cardtable.app.games.faehrte.faces import face
from cardtable.games import get_game


def test_the_others_hands_hidden_cards_and_the_pile_are_shown_marked(qtbot):
    state = get_game("faehrte").new_game({"players": 4}, 3)
    rng = random.Random(3)
    while state.phase != "play" or not state.pile:
        state.apply(rng.choice(state.legal_actions()))
    table = view_class("faehrte")().create_table()
    qtbot.addWidget(table)
    table.resize(1000, 720)
    table.show_observation(state.revealed_observation(0))
    scene = table.table_scene()
    for seat in (1, 2, 3):
        assert all(scene.card(("shown", seat, index)).revealed for index in range(len(state.hands[seat])))
        hidden = scene.card(("shown-hidden", seat))
        assert hidden.revealed and hidden.face == face(state.hidden_laid[seat])
    assert scene.card(("shown-hidden", 0)) is None  # the viewer's own hidden card is drawn as always
    turned = len(state.revealed)
    pile = [scene.card(("pile", index)) for index in range(turned + len(state.pile))]
    assert [card.revealed for card in pile] == [False] * turned + [True] * len(state.pile)
    owner = table.seat_name(state.pile[0][0])
    assert owner in pile[turned].toolTip()
