"""Schnäppchen Jagd's table while it animates: the round's facts change when the card that changes them
lands, an overlay never hides a played card, Esc skips a trick's pause, and the keyboard starts on a
playable card."""

import pytest
from PySide6.QtCore import Qt

from cardtable.app.games.schnaeppchen import texts
from cardtable.app.games.schnaeppchen.faces import BY_VALUE
from cardtable.app.games.schnaeppchen.table import SchnaeppchenTable
from cardtable.app.table.trick import trick_card_id
from cardtable.games.schnaeppchen import tricks
from cardtable.games.schnaeppchen.cards import SUPER, card
from cardtable.games.schnaeppchen.tricks import Play

from tests.app.table.conftest import delete_now, shown
from tests.app.table.sampling import sample_until_finished

from .helpers import BADGES, NAMES, advance, must_follow_position, new, trump_position


@pytest.fixture
def table(qtbot):
    widget = shown(qtbot, SchnaeppchenTable(), 1100, 760)
    widget.auto_open_sorting = False
    widget.set_animation_speed("off")
    yield widget
    delete_now(widget)


def last_card_declares_trump():
    """Seat 0 plays the last card of a trick and declares its colour (green) trump."""
    state = trump_position()
    state.leader = 1
    state.trick = [Play(1, card("red", 5)), Play(2, card("yellow", 3), False, None), Play(3, card("blue", 2), False, None)]
    action = ("play", card("green", 7), True, None)
    assert action in state.legal_actions(0)
    return state, action


def draw(table, state, seat=0, offer=False):
    table.set_players(NAMES[:state.players], BADGES[:state.players])
    table.show_observation(state.observation(seat))
    table.set_legal_actions(state.legal_actions(seat) if offer else [])


def test_the_trump_line_tells_the_trump_when_the_card_lands_and_while_the_trick_lies_there(qtbot, table):
    state, action = last_card_declares_trump()
    draw(table, state)
    full = state.trick + [Play(0, action[1], True, None)]
    trump = texts.trump_line(tricks.read(full))
    assert trump not in table.info_texts()
    events = state.apply(action, 0)
    assert [event.kind for event in events][:2] == ["played", "trick"]
    table.set_animation_speed("normal")
    table.animate(events, state.observation(0))
    place = table.trick.layout.card_pos(0)

    def look():
        item = table.table_scene().card(trick_card_id(3))
        landed = item is not None and (item.pos() - place).manhattanLength() < 0.5
        return trump in table.info_texts(), landed, table.status_text()

    samples = sample_until_finished(qtbot, table, look)
    told = [(index, animating, status) for index, (animating, (said, _, status)) in enumerate(samples) if said]
    assert told, "the trump declared by the trick's last card was never shown"
    landing = next(index for index, (_, (_, landed, _)) in enumerate(samples) if landed)
    assert told[0][0] >= landing, "the trump line ran ahead of the card"
    told = [(animating, status) for _, animating, status in told]
    assert all(animating for animating, _ in told)  # the next trick has none: it goes with the collection
    assert all(status == "" for _, status in told)  # nobody to act while the finished trick lies there


def test_the_piles_counts_change_when_the_trick_is_collected(qtbot, table):
    state, action = last_card_declares_trump()
    draw(table, state)
    events = state.apply(action, 0)
    winner = events[1].data["seat"]
    after = state.observation(0)
    table.set_animation_speed("fast")
    counts = []
    table.shown.connect(lambda obs: counts.append(table.seat_captions(winner)))
    with qtbot.waitSignal(table.animation_finished, timeout=5000):
        table.animate(events, after)
    assert counts[-1] == table.seat_captions(winner)
    assert counts[0] != counts[-1]  # the full trick lies there: not collected yet


def test_escape_skips_a_tricks_pause_to_the_scene_it_would_have_ended_on(qtbot, table):
    state, action = last_card_declares_trump()
    draw(table, state)
    events = state.apply(action, 0)
    table.set_animation_speed("normal")
    table.animate(events, state.observation(0))
    qtbot.waitUntil(lambda: table.table_scene().card(trick_card_id(3)) is not None
                    and (table.table_scene().card(trick_card_id(3)).pos() - table.trick.layout.card_pos(0))
                    .manhattanLength() < 0.5, timeout=3000)  # the pause has begun
    assert table.is_animating()
    with qtbot.waitSignal(table.animation_finished, timeout=100):
        qtbot.keyClick(table, Qt.Key.Key_Escape)
    skipped = scene_state(table)
    table.show_observation(state.observation(0))
    assert skipped == scene_state(table)


def test_the_end_of_a_rounds_summary_closes_when_the_next_trick_starts(qtbot, table):
    state = advance(new(4, 12), lambda s: s.phase == "sort")
    draw(table, state)
    while state.round == 1:
        table.animate(state.apply(state.legal_actions()[0]), state.observation(0))
    assert table.overlay().kind == "round"
    while state.phase == "bargain":  # laying bargain cards: the summary stays to be read
        table.animate(state.apply(state.legal_actions()[0]), state.observation(0))
        assert table.overlay().kind == "round"
    table.set_animation_speed("fast")
    led = state.legal_actions()[0]
    with qtbot.waitSignal(table.animation_finished, timeout=5000):
        table.animate(state.apply(led), state.observation(0))
    assert table.overlay().kind == ""


@pytest.mark.parametrize("speed", ["off", "fast"])
def test_the_last_trick_closes_when_a_card_is_played_under_it(qtbot, table, speed):
    state = advance(new(4, 3), lambda s: s.phase == "play" and s.round_tricks and not s.trick)
    draw(table, state)
    table.show_last_trick()
    assert table.overlay().kind == "last"
    table.set_animation_speed(speed)
    with qtbot.waitSignal(table.animation_finished, timeout=5000):
        table.animate(state.apply(state.legal_actions()[0]), state.observation(0))
    assert table.overlay().kind == ""


def test_the_keyboard_starts_on_a_playable_card(qtbot, table):
    state = must_follow_position()  # red was led: the red cards and the super offer may be played
    draw(table, state, offer=True)
    table.set_hand_order(BY_VALUE)  # purple 1 first
    first = table.table_scene().selectable_cards()[0]
    assert first.dimmed, "the position should begin with a card that may not be played"
    table.take_focus()
    focused = table.table_scene().focused_card()
    assert focused is not None and not focused.dimmed
    assert focused.card_id[1] in (card("red", 2), card("red", 8), SUPER)
    with qtbot.waitSignal(table.action_requested) as signal:
        qtbot.keyClick(table.viewport(), Qt.Key.Key_Return)
    assert signal.args[0][1] == focused.card_id[1]


def scene_state(table):
    cards = sorted((str(item.card_id), round(item.x(), 1), round(item.y(), 1), round(item.scale(), 3), item.isVisible(),
                    repr(item.face)) for item in table.table_scene().cards())
    return cards, sorted(table.info_texts()), table.status_text(), table.overlay().kind
