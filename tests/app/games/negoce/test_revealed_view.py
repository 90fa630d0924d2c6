"""The Négoce 2 table drawing a revealed observation: the others' goods strips count their hands exactly,
secret purses are written, face-down cards on the market and in offers are face up and marked."""

import random

from cardtable.app.games import view_class
from cardtable.app.games.negoce.goods_strip import good_states
from cardtable.games import get_game
from cardtable.games.negoce.cards import counts


def test_hands_purses_and_face_down_cards_are_shown(qtbot):
    state = get_game("negoce").new_game({"players": 4, "hidden_coins": True}, 6)
    rng = random.Random(6)
    while not any(offer is not None and not offer[1] and offer[0] is not None for offer in state.offers):
        state.apply(rng.choice(state.legal_actions()))
    viewer = next(seat for seat, offer in enumerate(state.offers) if offer is None)
    table = view_class("negoce")().create_table()
    qtbot.addWidget(table)
    table.resize(1000, 720)
    table.show_observation(state.revealed_observation(viewer))
    for seat in range(4):
        strip = table.goods_strip(seat)
        assert strip.revealed() == (seat != viewer)
        if seat != viewer:
            assert strip.states_known() == good_states(tuple((n, n) for n in counts(state.hands[seat])))
            assert f"{state.coins[seat]} coin" in table.seat_panel(seat).info_lines()[0]
    face_down = [seat for seat, offer in enumerate(state.offers)
                 if offer is not None and offer[0] is not None and not offer[1]]
    assert face_down
    for seat in face_down:
        assert table.offer_item(seat).revealed
        assert table.chip(("offer", seat)).count == state.offers[seat][2]
    table.show_observation(state.observation(viewer))
    assert not any(table.goods_strip(seat).revealed() for seat in range(4))
