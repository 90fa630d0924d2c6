"""The Schnäppchen Jagd table, driven by real engine observations."""

from collections import Counter

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication

from cardtable.app.table.card_item import CardItem
from cardtable.app.table.scene import iter_text
from cardtable.app.games.schnaeppchen.faces import BY_VALUE, face
from cardtable.app.games.schnaeppchen.texts import junk_summary
from cardtable.games.schnaeppchen.cards import SUPER, card, value_of

from .helpers import G, NAMES, advance, must_follow_position, new, positions, show, trump_position


def mats(table, players):
    return [table.seat_panel(seat).mapRectToScene(table.seat_panel(seat).boundingRect().adjusted(10, 10, -10, -10))
            for seat in range(players)]


def click_card(qtbot, table, item):
    point = item.mapToScene(item.card_rect().left() + 12, item.card_rect().center().y())
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=table.mapFromScene(point))


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("size", [(1100, 760), (560, 580), (1600, 700)])
def test_every_phase_of_random_games_shows_without_overlaps(table, players, size):
    table.resize(*size)
    for seed in range(3):
        for phase, state in positions(players, seed).items():
            for viewer in {0, players - 1, state.turn}:
                show(table, state, viewer)
                scene_rect = table.scene().sceneRect()
                rects = mats(table, players)
                for index, rect in enumerate(rects):
                    assert scene_rect.contains(rect), (phase, viewer)
                    for other in rects[index + 1:]:
                        assert not rect.intersects(other), (phase, viewer)
                for item in table.scene().items():
                    if isinstance(item, CardItem) and item.isVisible() and item.parentItem() is None:
                        assert scene_rect.contains(item.sceneBoundingRect().adjusted(12, 12, -12, -12)), item.card_id
                bottom = table.seat_panel(viewer).sceneBoundingRect()
                assert bottom.center().y() == max(table.seat_panel(s).sceneBoundingRect().center().y()
                                                  for s in range(players))
                assert table.status_text() or state.is_terminal() or phase == "over"


def test_the_hand_is_sorted_by_colour_then_by_value_on_demand(table):
    state = must_follow_position()
    show(table, state)
    by_colour = [item.card_id[1] for item in table.hand_items()]
    assert by_colour == sorted(state.hands[0], key=lambda c: (c == SUPER, c // 10, c % 10))
    table.set_hand_order(BY_VALUE)
    by_value = [item.card_id[1] for item in table.hand_items()]
    assert by_value == sorted(state.hands[0], key=lambda c: (c == SUPER, c % 10, c // 10))


def test_twins_in_a_hand_are_two_cards(table):
    state = must_follow_position()
    state.hands[0] = sorted(state.hands[0][:-1] + [card("red", 8)])
    show(table, state)
    assert Counter(item.card_id[1] for item in table.hand_items()) == Counter(state.hands[0])


def test_a_player_who_must_follow_is_offered_only_the_led_colour_and_super_offers(qtbot, table):
    state = must_follow_position()
    show(table, state)
    legal = {action[1] for action in state.legal_actions()}
    assert legal == {card("red", 2), card("red", 8), SUPER}
    for item in table.hand_items():
        code = item.card_id[1]
        assert item.highlighted == (code in legal)
        assert item.dimmed == (code not in legal)
        assert item.selectable
    blue = table.hand_item(card("blue", 3))
    assert "follow" in blue.toolTip()
    with qtbot.assertNotEmitted(table.action_requested):
        click_card(qtbot, table, blue)
    assert "follow red" in table.status_text()
    with qtbot.waitSignal(table.action_requested) as signal:
        click_card(qtbot, table, table.hand_item(card("red", 8)))
    assert signal.args == [("play", card("red", 8), None, None)]


def test_the_keyboard_reaches_the_cards_and_enter_plays(qtbot, table):
    state = must_follow_position()
    show(table, state)
    table.setFocus()
    qtbot.keyClick(table.viewport(), Qt.Key.Key_Right)
    focused = table.table_scene().focused_card()
    assert focused is not None and focused.card_id[0] == "hand"
    with qtbot.waitSignal(table.action_requested) as signal:
        qtbot.keyClick(table.viewport(), Qt.Key.Key_Return)
    assert signal.args == [("play", focused.card_id[1], None, None)]


@pytest.mark.parametrize("answer", [True, False])
def test_a_card_that_needs_a_trump_declaration_asks_and_plays_the_declared_action(qtbot, table, answer):
    state = trump_position()
    show(table, state)
    with qtbot.assertNotEmitted(table.action_requested):
        click_card(qtbot, table, table.hand_item(card("green", 7)))
    dialog = table.pending_dialog()
    assert dialog is not None and dialog.kind == "trump"
    assert dialog.question() == "Is green ▲ trump for this trick?"
    assert dialog.answer_labels() == ("Trump", "Not trump")
    with qtbot.waitSignal(table.action_requested) as signal:
        qtbot.mouseClick(dialog.findChild(type(dialog._yes), "declare-yes" if answer else "declare-no"),
                         Qt.MouseButton.LeftButton)
    assert signal.args == [("play", card("green", 7), answer, None)]
    assert signal.args[0] in state.legal_actions()
    assert table.pending_dialog() is None


def test_a_twin_asks_above_or_below(qtbot, table):
    state = trump_position(twin=True)
    show(table, state)
    click_card(qtbot, table, table.hand_item(card("green", 7)))
    dialog = table.pending_dialog()
    assert dialog.kind == "rank" and "above it or below it" in dialog.question()
    with qtbot.waitSignal(table.action_requested) as signal:
        dialog.choose(False)
    assert signal.args == [("play", card("green", 7), None, False)]


def test_a_cancelled_declaration_plays_nothing(qtbot, table):
    state = trump_position()
    show(table, state)
    click_card(qtbot, table, table.hand_item(card("green", 7)))
    with qtbot.assertNotEmitted(table.action_requested):
        table.pending_dialog().reject()
    assert table.pending_dialog() is None
    with qtbot.waitSignal(table.action_requested):
        click_card(qtbot, table, table.hand_item(card("blue", 3)))  # the trump colour's card: no question


def test_a_card_that_is_not_offered_asks_nothing_and_the_trick_shows_the_declarations(qtbot, table):
    state = trump_position(twin=True)
    show(table, state, offer=False)
    with qtbot.assertNotEmitted(table.action_requested):
        click_card(qtbot, table, table.hand_item(card("green", 7)))
    assert table.pending_dialog() is None
    shown = list(iter_text(table.scene()))
    assert "led" in shown and "TRUMP" in shown
    assert "Trump: green ▲" in table.info_texts()


def test_the_bargain_phase_lays_the_clicked_card(qtbot, table):
    state = new(3, 2)
    seat = state.turn
    show(table, state, seat)
    code = next(c for c in state.hands[seat] if c != SUPER)
    with qtbot.waitSignal(table.action_requested) as signal:
        click_card(qtbot, table, table.hand_item(code))
    assert signal.args == [("bargain", code)]


def test_other_players_junk_never_shows_but_ones_own_opens(qtbot, table):
    state = advance(new(4, 11), lambda s: s.phase == "play" and s.round == 2 and s.turn == 0)
    state.junk[0] = [card("red", 3), card("blue", 3), SUPER]
    state.junk[1] = [card("green", 9)] * 2 + [card("grey", 6)] * 3
    state.junk[2] = [card("yellow", 8)] * 4
    show(table, state)
    table.show_junk()
    assert table.overlay().kind == "junk"
    texts = list(iter_text(table.scene()))
    assert junk_summary({3: 2}, 1) in texts
    for seat in (1, 2, 3):
        junk = state.junk[seat]
        counts = Counter(value_of(c) for c in junk if c != SUPER)
        assert junk_summary(dict(counts), junk.count(SUPER)) not in texts
    known = Counter(state.hands[0]) + Counter(state.junk[0]) + Counter(c for pile in state.bargain for c in pile)
    known += Counter(play.card for play in state.trick)
    shown = Counter()
    for item in table.scene().items():
        if isinstance(item, CardItem) and item.isVisible() and not item.face.face_down:
            shown[item.face] += 1
    allowed = Counter()
    for code, count in known.items():
        allowed[face(code)] += count * 2  # a card may show in the table and in the overlay
    assert not shown - allowed
    qtbot.keyClick(table.viewport(), Qt.Key.Key_Escape)
    assert table.overlay().kind == ""
    show(table, state, 1)  # another viewer: seat 0's junk is only a count now
    table.show_junk()
    assert junk_summary({3: 2}, 1) not in list(iter_text(table.scene()))


def test_the_last_trick_shows_who_played_what_and_who_won(table):
    state = advance(new(3, 4), lambda s: s.phase == "play" and len(s.round_tricks) == 2)
    show(table, state, 0)
    table.show_last_trick()
    plays, winner, kept = state.round_tricks[-1]
    texts = table.overlay().texts()
    assert f"Last trick: won by {NAMES[winner]}" in texts
    assert all(NAMES[play.seat] in texts for play in plays)
    assert sorted(table.overlay().card_faces(), key=repr) == sorted((face(p.card) for p in plays), key=repr)


def test_the_table_animates_a_game_and_always_finishes(qtbot, table):
    table.set_animation_speed("fast")
    state = new(4, 9)
    show(table, state, 0, offer=False)
    for _ in range(24):
        if state.is_terminal():
            break
        events = state.apply(state.legal_actions()[-1])
        with qtbot.waitSignal(table.animation_finished, timeout=10000):
            table.animate(events, state.observation(0))
        table.close_overlay()
    assert table.observation().round == state.round
    assert Counter(i.card_id[1] for i in table.hand_items()) == Counter(state.hands[0])


def test_a_round_end_opens_its_summary(qtbot, table):
    state = advance(new(4, 12), lambda s: s.phase == "sort")
    show(table, state, 0, offer=False)
    events = state.apply(state.legal_actions()[0])
    table.animate(events, state.observation(0))
    while state.round == 1:
        events = state.apply(state.legal_actions()[0])
        with qtbot.waitSignal(table.animation_finished):
            table.animate(events, state.observation(0))
    assert table.overlay().kind == "round"
    assert "End of round 1" in table.overlay().texts()


def test_game_over_shows_without_offers(table):
    state = positions(4, 1)["over"]
    show(table, state)
    assert table.status_text() == "Game over"
    assert not any(item.clickable for item in table.hand_items())
    assert G.id == "schnaeppchen"


def test_an_open_junk_pile_follows_the_viewer_in_hot_seat(table):
    state = advance(new(4, 11), lambda s: s.phase == "play" and s.round == 2 and s.turn == 0)
    state.junk[0] = [card("red", 3), card("blue", 3), SUPER]
    state.junk[1] = [card("green", 9)] * 2
    show(table, state, 0)
    table.show_junk()
    assert junk_summary({3: 2}, 1) in table.overlay().texts()
    show(table, state, 1, offer=False)  # the next person's view: the overlay now shows his own pile
    assert table.overlay().kind == "junk"
    assert junk_summary({9: 2}, 0) in table.overlay().texts()
    assert junk_summary({3: 2}, 1) not in list(iter_text(table.scene()))


class PaintCount(QObject):
    """Counts the paints of a widget (an event filter)."""

    def __init__(self):
        super().__init__()
        self.count = 0

    def eventFilter(self, watched, event):  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def test_with_animations_off_a_move_is_painted_once_live_and_its_end_told_from_the_event_loop(qtbot, table):
    table.set_animation_speed("off")
    state = new(4, 9)
    show(table, state, 0, offer=False)
    qtbot.waitExposed(table)
    QApplication.processEvents()
    paints = PaintCount()
    table.viewport().installEventFilter(paints)
    finished = []
    table.animation_finished.connect(lambda: finished.append(True))
    events = state.apply(state.legal_actions()[-1])
    table.animate(events, state.observation(0))
    assert not table.is_animating() and not finished  # drawn at rest at once; the end is told afterwards
    qtbot.waitUntil(lambda: bool(finished))
    for _ in range(3):
        QApplication.processEvents()
    assert finished == [True] and paints.count == 1
