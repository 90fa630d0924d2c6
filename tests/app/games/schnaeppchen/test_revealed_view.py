"""The Schnäppchen Jagd table drawing a revealed observation: the others' hands face up and marked, each
junk pile's top card, the stock's top cards in the round's facts."""

import random

from cardtable.app.games import view_class
from cardtable.games import get_game


def test_the_others_hands_junk_and_stock_are_shown_marked(qtbot):
    state = get_game("schnaeppchen").new_game({"players": 3}, 5)
    rng = random.Random(5)
    while not any(state.junk) or state.phase != "play":
        state.apply(rng.choice(state.legal_actions()))
    table = view_class("schnaeppchen")().create_table()
    qtbot.addWidget(table)
    table.resize(1000, 720)
    table.show_observation(state.revealed_observation(0))
    scene = table.table_scene()
    for seat in (1, 2):
        shown = [scene.card(("shown", seat, index)) for index in range(len(state.hands[seat]))]
        assert all(card is not None and card.revealed for card in shown)
        assert scene.card(("fan", seat, 0)) is None
    assert len(table.hand_items()) == len(state.hands[0])  # the viewer's own hand is drawn as always
    assert not any(card.revealed for card in table.hand_items())
    for seat, junk in enumerate(state.junk):
        top = scene.card(("junk-top", seat))
        assert (top is not None and top.revealed) == bool(junk)
    assert any(text.startswith("Stock from the top:") for text in table.info_texts())
