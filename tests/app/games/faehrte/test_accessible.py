"""The Auf falscher Fährte table's accessible entries: names, reading order, nothing hidden, and a press
that plays what a click plays."""

import re

import pytest

from cardtable.app.games.faehrte import catalogue
from cardtable.app.i18n import shared_language_manager

from tests.app.table.access_checks import assert_press_plays_what_a_click_plays, hidden_cards_named

from .helpers import NAMES, positions, seat0_cannot_play_everything, seat0_decides_trump, seat0_hides, show


def entries_by_key(table):
    return {item.key: item for item in table.accessible_entries()}


def test_entries_read_the_others_mats_then_the_centre_then_the_own_mat_and_hand_then_the_buttons(table):
    state = seat0_cannot_play_everything()
    show(table, state)
    entries = table.accessible_entries()
    keys = [item.key for item in entries]
    assert [key[1] for key in keys if key[0] == "seat"] == [1, 2, 0]
    assert keys.index(("status",)) < keys.index(("pile",)) < keys.index(("seat", 0))
    hand = [item for item in entries if item.kind == "card"]
    assert [item.item for item in hand] == table.hand_items()
    assert keys.index(("seat", 0)) < keys.index(hand[0].key) < keys.index(("own-hidden", 0))
    assert [item.key for item in entries if item.kind == "button"] == [("button", "last"), ("button", "sheet")]
    assert all(item.name for item in entries)
    obs = state.observation(0)
    by_key = entries_by_key(table)
    assert by_key[("own-hidden", 0)].name == f"Your hidden card: {catalogue.card_name(obs.my_hidden)}"
    assert re.match(r"Bruno: \d+ cards? in hand, \d+ tricks?, (rank \d, )?total \d+ points?", by_key[("seat", 1)].name)
    for index, (seat, code) in enumerate(obs.trick):
        assert by_key[("trick", index)].name.startswith(f"{NAMES[seat]} played {catalogue.card_name(code)}")


def test_the_hand_says_which_cards_may_be_played_and_why_not(table):
    state = seat0_cannot_play_everything()
    show(table, state)
    legal = {action[1] for action in state.legal_actions(0)}
    for item in table.accessible_entries():
        if item.kind != "card":
            continue
        code = item.item.card_id[1]
        assert item.enabled == (code in legal)
        assert item.description == "playable" if code in legal else item.description.startswith("not playable now: ")
        assert not re.search("[●■◆▲★]", item.name + item.description)


def test_while_hiding_the_cards_say_they_can_be_hidden_and_the_slot_waits(table, qtbot):
    state = seat0_hides()
    show(table, state)
    by_key = entries_by_key(table)
    assert by_key[("own-hidden", 0)].name == "Your hidden card: not chosen yet"
    card = next(item for item in table.accessible_entries() if item.kind == "card" and item.enabled)
    assert card.description == "can be hidden"
    with qtbot.waitSignal(table.action_requested) as pressed:
        card.press()
    assert pressed.args == [("hide", card.item.card_id[1])]


def hidden_names(state, seat):
    """The cards the seat may not see (others' hands, others' hidden cards still face down), less those it
    sees anywhere."""
    obs = state.observation(seat)
    visible = set(obs.hand or ()) | {code for _seat, code in obs.trick} | set(obs.revealed)
    visible |= {obs.my_hidden, obs.leftover} - {None}
    hidden = {code for other in range(state.players) if other != seat for code in state.hands[other]}
    hidden |= {code for owner, code in state.pile if owner != seat}
    return {catalogue.card_name(code) for code in hidden - visible}


@pytest.mark.parametrize("players", [3, 4])
def test_no_entry_names_a_card_the_observation_hides(table, players):
    assert hidden_cards_named(table, positions(players, 3), show, hidden_names) > 50


def test_pressing_a_card_plays_what_a_click_on_it_plays(table, qtbot):
    state = seat0_cannot_play_everything()
    assert_press_plays_what_a_click_plays(qtbot, table, lambda: show(table, state))


def test_pressing_a_card_that_may_not_be_played_says_why_and_plays_nothing(table, qtbot):
    state = seat0_cannot_play_everything()
    show(table, state)
    card = next(item for item in table.accessible_entries() if item.kind == "card" and not item.enabled)
    with qtbot.assertNotEmitted(table.action_requested):
        card.press()
    assert table.status_text().startswith("⚠")
    assert entries_by_key(table)[("status",)].name == card.description.removeprefix("not playable now: ")


def test_the_trump_button_opens_the_trump_dialog(table):
    state = seat0_decides_trump()
    show(table, state)
    trump = entries_by_key(table)[("button", "trump")]
    assert trump.name == "Choose trump…" and trump.enabled
    trump.press()
    assert table.trump_dialog() is not None
    table.trump_dialog().reject()


def test_the_summary_says_whose_turn_and_what_is_asked(table):
    state = seat0_hides()
    show(table, state)
    assert table.accessible_summary().endswith("Your turn: click the card of your hand to hide.")
    show(table, state, 1)
    assert "Anna is hiding a card" in table.accessible_summary()


def test_entries_follow_the_language(table):
    state = seat0_cannot_play_everything()
    show(table, state)
    manager = shared_language_manager()
    manager.set_language("fr")
    try:
        table.retranslate()
        names = " ".join(item.name for item in table.accessible_entries())
        assert "Votre carte cachée" in names and "cartes en main" in names
    finally:
        manager.set_language("en")


def test_the_trump_dialogs_buttons_are_named_without_the_colours_symbols(table):
    state = seat0_decides_trump()
    show(table, state)
    dialog = table.open_trump_dialog()
    names = [dialog.button(colour).accessibleName() for colour in range(4)]
    trump = state.observation(0).trump
    assert names[trump] == f"Keep {catalogue.colour_name(trump)}"
    assert len(set(names)) == 4 and not any(re.search("[●■◆▲]", name) for name in names)
    dialog.reject()
