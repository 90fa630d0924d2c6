"""The Schnäppchen Jagd table's accessible entries: names, reading order, nothing hidden, and a press that
plays what a click plays."""

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QTableWidget, QVBoxLayout, QWidget

from cardtable.app.games.schnaeppchen import catalogue
from cardtable.app.games.schnaeppchen.table import SchnaeppchenTable
from cardtable.app.i18n import shared_language_manager
from cardtable.games.schnaeppchen.cards import SUPER
from tests.app.table.access_checks import assert_press_plays_what_a_click_plays, hidden_cards_named
from tests.app.table.conftest import delete_now

from .helpers import must_follow_position, positions, show, sorting_position, trump_position


def entry(table, key):
    return next(item for item in table.accessible_entries() if item.key == key)


def test_entries_read_the_others_mats_then_the_centre_then_the_own_mat_and_hand_then_the_buttons(table):
    state = must_follow_position()
    show(table, state)
    entries = table.accessible_entries()
    keys = [item.key for item in entries]
    seats = [key[1] for key in keys if key[0] == "seat"]
    assert seats == [1, 2, 3, 0]  # the top row left to right, then the viewer's own mat
    assert keys.index(("status",)) < keys.index(("trick", 0)) < keys.index(("seat", 0))
    hand = [item for item in entries if item.kind == "card"]
    assert [item.item for item in hand] == table.hand_items()
    assert keys.index(("seat", 0)) < keys.index(hand[0].key)
    assert entries[-1].kind == "button" and entries[-1].key[0] == "button"
    assert all(item.name for item in entries)
    assert entry(table, ("trick", 0)).name == "Dmitri played red 5, led"
    assert re.match(r"Bruno: \d+ cards? in hand, (collects|no bargain)", entry(table, ("seat", 1)).name)


def test_the_hand_is_named_card_by_card_with_whether_each_may_be_played(table):
    state = must_follow_position()
    show(table, state)
    hand = {item.item.card_id[1]: item for item in table.accessible_entries() if item.kind == "card"}
    assert hand[SUPER].name == "super offer" and hand[SUPER].enabled and hand[SUPER].description == "playable"
    red = next(code for code in hand if code // 10 == 0)
    assert hand[red].name == catalogue.card_name(red) and hand[red].enabled
    blue = next(code for code in hand if code // 10 == 3)
    assert not hand[blue].enabled
    assert hand[blue].description == "not playable now: You must follow red: play a red card or a super offer."
    for item in hand.values():
        assert "●" not in item.name + item.description and item.press is not None


def test_twins_in_a_hand_have_names_of_their_own(table):
    state = must_follow_position()
    state.hands[0][-1] = state.hands[0][0]
    state.hands[0].sort()
    show(table, state)
    names = [item.name for item in table.accessible_entries() if item.kind == "card"]
    assert len(set(names)) == len(names)
    twin = catalogue.card_name(state.hands[0][0])
    assert f"{twin}, copy 1 of 2" in names and f"{twin}, copy 2 of 2" in names


def hidden_names(state, seat):
    """The names of cards the seat may not see, less those it sees anywhere (twins share names)."""
    obs = state.observation(seat)
    visible = set(obs.hand) | {play.card for play in obs.trick} | {pile[-1] for pile in obs.bargain if pile}
    hidden = {code for other in range(state.players) if other != seat for code in state.hands[other]}
    hidden |= {code for other in range(state.players) if other != seat for code in state.junk[other]}
    return {catalogue.card_name(code) for code in hidden - visible}


@pytest.mark.parametrize("players", [3, 4])
def test_no_entry_names_a_card_the_observation_hides(table, players):
    assert hidden_cards_named(table, positions(players, 2), show, hidden_names) > 50


def test_pressing_a_card_plays_what_a_click_on_it_plays(table, qtbot):
    state = must_follow_position()
    assert_press_plays_what_a_click_plays(qtbot, table, lambda: show(table, state))


def test_pressing_a_card_that_needs_a_declaration_asks_it_as_a_click_does(table):
    state = trump_position()
    show(table, state)
    green = next(item for item in table.accessible_entries() if item.kind == "card"
                 and item.name == catalogue.card_name(27))
    green.press()
    assert table.pending_dialog() is not None
    table.pending_dialog().reject()


def test_a_card_not_offered_is_not_pressable(table, qtbot):
    state = must_follow_position()
    show(table, state, offer=False)
    hand = [item for item in table.accessible_entries() if item.kind == "card"]
    assert hand and not any(item.enabled for item in hand)
    with qtbot.assertNotEmitted(table.action_requested):
        hand[0].press()


def test_the_table_buttons_and_the_own_junk_are_pressed_as_clicked(table):
    state = sorting_position()
    show(table, state)
    entries = {item.key: item for item in table.accessible_entries()}
    assert entries[("button", "sort")].name == "Sort your junk…"
    junk = entries[("junk", 0)]
    assert junk.kind == "button" and junk.name.startswith("Your junk pile: 9 cards")
    junk.press()
    assert table.overlay().kind == "junk"
    assert table.accessible_entries()[0].key == ("overlay",)  # an open overlay is read first
    table.close_overlay()
    entries[("button", "last")].press()
    assert table.overlay().kind == "last"


def test_the_summary_says_whose_turn_and_what_is_asked(table):
    state = must_follow_position()
    show(table, state)
    obs = state.observation(0)
    assert table.accessible_summary() == f"Round {obs.round} of {obs.rounds}. Your turn: play a card."
    show(table, state, 1)
    assert "Anna to play" in table.accessible_summary()


def test_entries_follow_the_language(table):
    state = must_follow_position()
    show(table, state)
    manager = shared_language_manager()
    manager.set_language("fr")
    try:
        table.retranslate()
        names = " ".join(item.name for item in table.accessible_entries())
        assert "Dmitri a joué" in names and "cartes en main" in names
        assert "Your turn" not in table.accessible_summary()
    finally:
        manager.set_language("en")


@pytest.fixture
def active_table(qtbot):
    """A table in an active window, so that Qt's focus (and so the focus events AT hears) is real."""
    shared_language_manager().set_language("en")
    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    window.table = SchnaeppchenTable()
    window.table.auto_open_sorting = False
    layout.addWidget(window.table)
    window.resize(1100, 760)
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    window.table.set_animation_speed("off")
    yield window.table
    delete_now(window)


def focused_name() -> str:
    return QAccessible.queryAccessibleInterface(QApplication.focusWidget()).text(QAccessible.Text.Name)


def test_the_arrows_read_the_hand_card_by_card_and_enter_plays_the_card_read(active_table, qtbot):
    table = active_table
    state = must_follow_position()
    show(table, state)
    table.take_focus()
    names = [item.name for item in table.accessible_entries() if item.kind == "card"]
    heard = [focused_name()]
    for _ in range(len(names) - 1):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
        heard.append(focused_name())
    first = names.index(heard[0])
    assert heard == [names[(first + step) % len(names)] for step in range(len(names))]
    while focused_name() != catalogue.card_name(SUPER):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Left)
    with qtbot.waitSignal(table.action_requested) as played:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert played.args[0][:2] == ("play", SUPER)


def test_the_sorting_dialogs_choices_have_a_name(table):
    show(table, sorting_position())
    dialog = table.open_sorting_dialog()
    assert dialog.findChild(QTableWidget, "sortingChoices").accessibleName() == "Ways to sort your junk pile"
    dialog.reject()
