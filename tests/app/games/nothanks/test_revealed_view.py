"""The No Thanks! table drawing a revealed observation: secret chips counted, the next card face up on the
deck and marked, the cards to come and those out of the game written under the status."""

from cardtable.app.games import view_class
from cardtable.games import get_game
from cardtable.games.nothanks.rules import PAY, TAKE


def test_the_secret_chips_the_next_card_and_the_cards_out_are_shown(qtbot):
    state = get_game("nothanks").new_game({"players": 4, "chips": "hidden"}, 11)
    for action in (PAY, PAY, TAKE, PAY, TAKE):
        state.apply(action)
    table = view_class("nothanks")().create_table()
    qtbot.addWidget(table)
    table.resize(1000, 720)
    table.show_observation(state.revealed_observation(0))
    assert [table.chip_stack(seat).count for seat in range(4)] == state.chips
    assert "(secret chips)" in table.seat_panel(1).info_lines()[0]
    assert "(secret chips)" not in table.seat_panel(0).info_lines()[0]
    top = table.table_scene().card(("deck", "next"))
    assert top is not None and top.revealed and top.face.rank_text == str(state.deck[-1])
    texts = [item.text() for item in table.revealed_lines()]
    assert texts[0].startswith(f"Coming next: {state.deck[-1]} {state.deck[-2]}")
    assert texts[1] == "Out of the game: " + " ".join(str(card) for card in state.removed)
    table.show_observation(state.observation(0))
    assert table.table_scene().card(("deck", "next")) is None
    assert table.chip_stack(1).count is None and not table.revealed_lines()[0].isVisible()
