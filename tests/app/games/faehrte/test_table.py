"""The Auf falscher Fährte table, driven by real engine observations."""

import pytest
from PySide6.QtCore import Qt

from cardtable.app.games.faehrte.faces import sort_key
from cardtable.app.table.card_item import CardItem
from cardtable.games.faehrte.cards import COLOURS, JOKER, colour_of, is_joker

from .helpers import (NAMES, G, advance, mover, new, positions, seat0_cannot_play_everything, seat0_decides_trump,
                      seat0_hides, show)


def click_card(qtbot, table, item):
    point = item.mapToScene(item.card_rect().left() + 12, item.card_rect().center().y())
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=table.mapFromScene(point))


@pytest.mark.parametrize("players, jokers", [(3, False), (4, False), (3, True), (4, True)])
@pytest.mark.parametrize("size", [(1100, 760), (560, 580)])
def test_every_phase_of_random_games_draws_without_overlaps(table, players, jokers, size):
    table.resize(*size)
    for seed in range(2):
        found = positions(players, seed, jokers)
        assert {"hide", "trick", "over"} <= set(found)
        for phase, state in found.items():
            for viewer in {0, players - 1}:
                show(table, state, viewer)
                scene_rect = table.scene().sceneRect()
                rects = [table.seat_panel(s).sceneBoundingRect().adjusted(10, 10, -10, -10) for s in range(players)]
                for index, rect in enumerate(rects):
                    assert scene_rect.contains(rect), (phase, viewer)
                    assert not any(rect.intersects(other) for other in rects[index + 1:]), (phase, viewer)
                for item in table.scene().items():
                    if isinstance(item, CardItem) and item.isVisible() and item.parentItem() is None:
                        assert scene_rect.contains(item.sceneBoundingRect().adjusted(12, 12, -12, -12)), item.card_id
                obs = state.observation(viewer)
                assert table.status_text() or phase == "over"
                info = table.info_texts()
                assert info[0] == f"Round {obs.round} of {obs.rounds}"
                assert any(text.startswith("Trump: " + COLOURS[obs.trump]) for text in info)
                assert "Sum" in table.pile_caption() and "…" not in table.pile_caption()
                assert not any("…" in text for text in info), info
                hand = [item.card_id[1] for item in table.hand_items()]
                assert sorted(hand) == sorted(obs.hand)  # only the viewer's own hand, face up
                faces_up = len([card for card in table.pile_items() if not card.face.face_down])
                assert faces_up == len(obs.revealed)


def test_the_hand_is_sorted_by_colour_with_trump_first_and_jokers_last(table):
    state = advance(new(3, 4, True), lambda s: s.phase == "play" and mover(s) == 0 and JOKER in s.hands[0])
    show(table, state)
    codes = [item.card_id[1] for item in table.hand_items()]
    obs = state.observation(0)
    assert codes == sorted(obs.hand, key=lambda code: sort_key(code, obs.trump))
    coloured = [code for code in codes if not is_joker(code)]
    if any(colour_of(code) == obs.trump for code in coloured):
        assert colour_of(coloured[0]) == obs.trump
    assert is_joker(codes[-1])
    assert table.hand_item(JOKER).face.caption == "JOKER"


def test_a_click_on_a_hand_card_in_the_hide_phase_lays_it(qtbot, table):
    state = seat0_hides()
    show(table, state)
    assert table.choosing_hidden_card()
    assert "hide" in table.status_text()
    code = state.legal_actions()[0][1]
    with qtbot.waitSignal(table.action_requested) as signal:
        click_card(qtbot, table, table.hand_item(code))
    assert signal.args == [("hide", code)]
    state.apply(("hide", code))
    show(table, state, 0, offer=False)
    assert not table.choosing_hidden_card()
    own = table.table_scene().card(("own-hidden", 0))
    assert own is not None and not own.face.face_down  # only the viewer sees it
    show(table, state, 1, offer=False)
    assert table.table_scene().card(("own-hidden", 0)) is None


def test_a_joker_cannot_be_hidden_and_the_click_says_why(qtbot, table):
    state = advance(new(3, 2, True), lambda s: s.phase == "hide" and mover(s) == 0)
    if JOKER not in state.hands[0]:
        state.hands[0][0] = JOKER  # a deal where seat 0 holds a joker
    show(table, state)
    with qtbot.assertNotEmitted(table.action_requested):
        click_card(qtbot, table, table.hand_item(JOKER))
    assert "joker cannot be the hidden card" in table.status_text()


def test_an_illegal_card_is_refused_with_its_reason(qtbot, table):
    state = seat0_cannot_play_everything()
    show(table, state)
    legal = {action[1] for action in state.legal_actions()}
    refused = next(code for code in state.hands[0] if code not in legal)
    item = table.hand_item(refused)
    assert item.dimmed and not item.highlighted
    with qtbot.assertNotEmitted(table.action_requested):
        click_card(qtbot, table, item)
    assert table.status_text().startswith("⚠")
    assert "follow" in table.status_text() or "joker" in table.status_text()
    playable = next(iter(legal))
    with qtbot.waitSignal(table.action_requested) as signal:
        click_card(qtbot, table, table.hand_item(playable))
    assert signal.args == [("play", playable)]


def test_the_keyboard_reaches_the_playable_cards_and_enter_plays(qtbot, table):
    state = seat0_cannot_play_everything()
    show(table, state)
    table.take_focus()
    focused = table.table_scene().focused_card()
    assert focused is not None and not focused.dimmed
    with qtbot.waitSignal(table.action_requested) as signal:
        qtbot.keyClick(table.viewport(), Qt.Key.Key_Return)
    assert signal.args == [("play", focused.card_id[1])]


@pytest.mark.parametrize("jokers", [False, True])
@pytest.mark.parametrize("keep", [True, False])
def test_the_trump_dialog_answers_keep_and_change(qtbot, table, keep, jokers):
    state = seat0_decides_trump(jokers)
    table.auto_open_trump = True
    show(table, state)
    qtbot.waitUntil(lambda: table.trump_dialog() is not None and table.trump_dialog().isVisible())
    dialog = table.trump_dialog()
    trump = state.trump
    assert dialog.button(trump).text().startswith("Keep ")
    colour = trump if keep else (trump + 1) % 4
    with qtbot.waitSignal(table.action_requested) as signal:
        qtbot.mouseClick(dialog.button(colour), Qt.MouseButton.LeftButton)
    assert signal.args == [("trump", colour)]
    assert table.trump_dialog() is None


def test_a_closed_trump_dialog_opens_again_from_its_button(qtbot, table):
    state = seat0_decides_trump()
    show(table, state)
    assert table.trump_dialog() is None
    table.open_trump_dialog().reject()
    qtbot.waitUntil(lambda: table.trump_dialog() is None)
    qtbot.keyClick(table, Qt.Key.Key_T)
    assert table.trump_dialog() is not None
    table.trump_dialog().reject()


def test_the_score_sheet_shows_every_finished_round_and_the_totals(qtbot, table):
    state = advance(new(3, 6), lambda s: s.round == 3)
    show(table, state, offer=False)
    sheet = table.open_score_sheet()
    qtbot.waitUntil(sheet.isVisible)
    rows = sheet.rows()
    assert sheet.row_labels() == ["Round 1", "Round 2", "Total"]
    assert rows[:2] == [[str(p) for p in points] for points in state.round_points]
    assert rows[2] == [str(total) for total in state.totals]
    sheet.reject()


def test_the_last_trick_opens_over_the_table(table):
    state = advance(new(4, 3), lambda s: s.phase == "play" and len(s.round_tricks) == 2 and not s.trick)
    show(table, state, offer=False)
    table.show_last_trick()
    assert table.overlay().kind == "last"
    plays, winner = state.round_tricks[-1]
    assert table.overlay().texts()[0] == f"Last trick: won by {NAMES[winner]}"
    assert len(table.overlay().card_faces()) == len(plays)


def test_the_game_over_shows_the_last_round_and_no_offer(table):
    state = advance(new(3, 8), lambda s: False)
    assert state.is_terminal()
    show(table, state, offer=False)
    assert table.status_text() == "Game over"
    assert not table.hand_items()
    assert G.id == "faehrte"
