"""The No Thanks! table, driven by real engine observations."""

import random
import re

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator

from cardtable.app.games.nothanks.table import NoThanksTable
from cardtable.app.table.scene import iter_text
from cardtable.games import get_game
from cardtable.games.nothanks.rules import card_points

G = get_game("nothanks")
NAMES = ["Anna", "Bruno", "Chloé", "Dmitri", "Eva", "Farid", "Gita"]
BADGES = ["Human", "Easy AI", "Normal AI", "Hard AI", "Human", "Easy AI", "Hard AI"]


def played(players=5, chips="hidden", seed=4, steps=20):
    """A game after `steps` random legal actions (take 30% of the time, pay otherwise)."""
    state = G.new_game({"players": players, "chips": chips}, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        state.apply("take" if len(legal) == 1 or rng.random() < 0.3 else "pay")
    return state


def seat_with_names(table, players):
    table.set_players(NAMES[:players], BADGES[:players])


def click_scene_point(qtbot, table, scene_point):
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=table.mapFromScene(scene_point))


def open_card_centre(table):
    card = table.open_card_item()
    return card.mapToScene(card.card_rect().center())


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_seats_fit_without_overlap_and_viewer_sits_at_the_bottom(table, players):
    state = played(players)
    for viewer in {0, players - 1, state.current_seat, None}:
        table.show_observation(state.observation(viewer))
        scene_rect = table.scene().sceneRect()
        rects = [table.seat_panel(seat).sceneBoundingRect() for seat in range(players)]
        mats = [table.seat_panel(seat).mapRectToScene(table.seat_panel(seat).boundingRect().adjusted(10, 10, -10, -10))
                for seat in range(players)]
        for rect in rects:
            assert scene_rect.contains(rect)
        for i, one in enumerate(mats):
            for other in mats[i + 1:]:
                assert not one.intersects(other)
        bottom = 0 if viewer is None else viewer
        assert rects[bottom].center().y() == max(r.center().y() for r in rects)
        assert abs(rects[bottom].center().x() - scene_rect.center().x()) < 1


def test_cards_stay_inside_their_mats(table):
    state = played(7, steps=60)
    obs = state.observation(0)
    table.show_observation(obs)
    for seat in range(7):
        mat = table.seat_panel(seat).mapRectToScene(table.seat_panel(seat).boundingRect())
        for card in obs.cards[seat]:
            item = table.scene().card(card)
            assert mat.contains(item.mapRectToScene(item.card_rect()))


def hidden_chips_position():
    """A game where no public number happens to equal another seat's secret chip count."""
    for seed in range(300):
        state = played(5, "hidden", seed, steps=25)
        obs = state.observation(0)
        public = {obs.pot, obs.deck_size, obs.my_chips, obs.open_card or 0}
        public |= {card_points(hand) for hand in obs.cards} | {c for hand in obs.cards for c in hand}
        secret = {state.chips[seat] for seat in range(1, 5)}
        if not secret & public:
            return state, obs, secret
    raise AssertionError("no suitable position found")


def test_hidden_chips_never_show_another_seats_count(table):
    state, obs, secret = hidden_chips_position()
    seat_with_names(table, 5)
    table.show_observation(obs)
    texts = list(iter_text(table.scene()))
    for count in secret:
        assert not any(re.search(rf"(?<!\d){count}(?!\d)", text) for text in texts), count
    assert table.chip_stack(0).label_text() == str(obs.my_chips)
    assert str(obs.my_chips) in texts
    for seat in range(1, 5):
        assert table.chip_stack(seat).label_text() == "?"
        points = card_points(obs.cards[seat])
        assert table.seat_panel(seat).info_lines() == [f"Cards: {points} point" + ("s" if points != 1 else "")]


def test_shown_chips_give_every_score(table):
    state = played(4, "shown", steps=30)
    obs = state.observation(1)
    table.show_observation(obs)
    for seat in range(4):
        points, chips = card_points(obs.cards[seat]), obs.chips[seat]
        assert table.chip_stack(seat).label_text() == str(chips)
        line = table.seat_panel(seat).info_lines()[0]
        noun = "chip" if chips == 1 else "chips"
        assert line == f"Score {points - chips}: cards {points} − {chips} {noun}".replace("-", "−", 1)


def test_centre_shows_open_card_pot_deck_and_turn(table):
    state = played(5, steps=12)
    obs = state.observation(state.current_seat)
    seat_with_names(table, 5)
    table.show_observation(obs)
    assert table.open_card_item().card_id == obs.open_card
    assert table.pot_item().label_text() == str(obs.pot)
    assert table.deck_label() == f"Deck: {obs.deck_size}"
    assert table.seat_panel(obs.to_act).active
    assert sum(table.seat_panel(seat).active for seat in range(5)) == 1
    assert "Your turn" in table.status_text()
    table.show_observation(state.observation(None))
    assert NAMES[obs.to_act] in table.status_text()


def test_end_of_game_shows_everything(table):
    state = played(3, "hidden", steps=500)
    assert state.is_terminal()
    obs = state.observation(1)
    table.show_observation(obs)
    assert table.open_card_item() is None
    assert table.status_text() == "Game over"
    for seat in range(3):
        assert table.chip_stack(seat).label_text() == str(state.chips[seat])


def test_clicking_the_open_card_asks_to_take_only_when_enabled(qtbot, table):
    state = played(5, steps=10)
    table.show_observation(state.observation(state.current_seat))
    with qtbot.assertNotEmitted(table.action_requested):
        click_scene_point(qtbot, table, open_card_centre(table))
    table.set_legal_actions(("take",))
    assert table.open_card_item().toolTip() == "Take the card and its chips"
    with qtbot.waitSignal(table.action_requested, timeout=1000) as blocker:
        click_scene_point(qtbot, table, open_card_centre(table))
    assert blocker.args == ["take"]


def test_clicking_own_chips_asks_to_pay_only_when_allowed(qtbot, table):
    state = played(5, steps=10)
    seat = state.current_seat
    table.show_observation(state.observation(seat))
    table.set_legal_actions(("take",))
    own = table.chip_stack(seat)
    with qtbot.assertNotEmitted(table.action_requested):
        click_scene_point(qtbot, table, own.centre())
    table.set_legal_actions(("take", "pay"))
    assert own.toolTip() == "Pay a chip: no thanks"
    with qtbot.assertNotEmitted(table.action_requested):
        click_scene_point(qtbot, table, table.chip_stack((seat + 1) % 5).centre())
    with qtbot.waitSignal(table.action_requested, timeout=1000) as blocker:
        click_scene_point(qtbot, table, own.centre())
    assert blocker.args == ["pay"]


def test_enter_on_the_open_card_asks_to_take(qtbot, table):
    state = played(5, steps=10)
    table.show_observation(state.observation(state.current_seat))
    table.set_legal_actions(("take",))
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Tab)
    with qtbot.waitSignal(table.action_requested, timeout=1000) as blocker:
        qtbot.keyClick(table, Qt.Key.Key_Space)
    assert blocker.args == ["take"]


def test_animate_with_speed_off_shows_the_new_state_at_once(qtbot, table):
    state = G.new_game({"players": 5, "chips": "hidden"}, 4)
    seat = state.current_seat
    table.set_animation_speed("off")
    table.show_observation(state.observation(seat))
    events = state.apply("pay")
    after = state.observation(seat)
    with qtbot.waitSignal(table.animation_finished, timeout=1000):
        table.animate(events, after)
        assert table.observation() is after  # already drawn before the signal
    assert table.pot_item().label_text() == "1"
    assert table.chip_stack(seat).label_text() == str(after.my_chips)
    assert table.seat_panel(after.to_act).active and not table.seat_panel(seat).active


def test_fast_animation_of_a_take_finishes_on_the_new_state(qtbot, table):
    state = played(4, "shown", seed=9, steps=8)
    while state.pot == 0:
        state.apply("pay")
    seat, card, pot = state.current_seat, state.open_card, state.pot
    table.set_animation_speed("fast")
    table.show_observation(state.observation(None))
    events = state.apply("take")
    assert [event.kind for event in events] == ["took", "revealed"]
    after = state.observation(None)
    with qtbot.waitSignal(table.animation_finished, timeout=5000):
        table.animate(events, after)
        assert table.is_animating()
    assert not table.is_animating()
    mat = table.seat_panel(seat).sceneBoundingRect()
    taken = table.scene().card(card)
    assert mat.contains(taken.sceneBoundingRect().center()) and taken.scale() == 1.0
    assert table.open_card_item().card_id == after.open_card
    assert table.open_card_item().face.rank_text == str(after.open_card)
    assert table.chip_stack(seat).label_text() == str(after.chips[seat])
    assert pot > 0 and table.pot_item().label_text() == "0"


def test_a_new_observation_cancels_a_running_animation(qtbot, table):
    state = played(3, steps=5)
    table.set_animation_speed("slow")
    table.show_observation(state.observation(0))
    events = state.apply("pay")
    table.animate(events, state.observation(0))
    assert table.is_animating()
    with qtbot.assertNotEmitted(table.animation_finished, wait=900):
        table.show_observation(state.observation(0))
    assert not table.is_animating()


def test_clicks_are_ignored_while_animating(qtbot, table):
    state = played(3, steps=5)
    table.set_animation_speed("slow")
    table.set_legal_actions(("take",))
    table.show_observation(state.observation(state.current_seat))
    centre = open_card_centre(table)
    seat = state.current_seat
    events = state.apply("pay")  # a chip flies to the pot: a plan that moves something
    table.animate(events, state.observation(seat))
    assert table.is_animating()
    with qtbot.assertNotEmitted(table.action_requested):
        click_scene_point(qtbot, table, centre)
    table.finish_animation()
    assert not table.is_animating()


class ShoutingTranslator(QTranslator):
    """Translates the table's texts into capitals, to see them re-set on a language change."""

    def translate(self, context, source, disambiguation=None, n=-1):
        if context != "NoThanksTableTexts":
            return ""
        # Capitals outside the {fields} and %n, which a translation must keep as they are.
        return re.sub(r"%n|\{\w*\}|[^{%]+", lambda m: m.group(0) if m.group(0)[0] in "{%" else m.group(0).upper(),
                      source)

    def isEmpty(self):  # noqa: N802 (Qt override) Qt sends no LanguageChange for an empty translator
        return False


def test_texts_follow_a_language_change(qtbot, table):
    state = played(5, steps=12)
    table.show_observation(state.observation(state.current_seat))
    assert table.status_text() == "▶ Your turn"
    translator = ShoutingTranslator()
    QCoreApplication.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: table.status_text() == "▶ YOUR TURN", timeout=1000)
        assert table.deck_label().startswith("DECK:")
    finally:
        QCoreApplication.removeTranslator(translator)
    qtbot.waitUntil(lambda: table.status_text() == "▶ Your turn", timeout=1000)
