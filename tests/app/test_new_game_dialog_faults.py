"""The New game dialog accepts only what the game can use: deal codes (grouped digits start exactly that
deal, anything else disables OK and says why), seat names of a length that fits, rows at their natural
height, and remembered choices checked field by field, whatever settings.json holds."""

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialogButtonBox

from cardtable.app.shell.application import create_application, create_main_window
from cardtable.app.shell.new_game_dialog import (MAX_DEAL_CODE, MAX_NAME_LENGTH, MAX_SEATS, NewGameDialog,
                                           default_choices, remembered_choices)
from cardtable.store.save_format import name_problem
from cardtable.store.settings import settings_path

from tests.generic.per_game import shipped_game_ids

HUGE = 10**5000


@pytest.fixture
def dialog(qtbot):
    create_application([])
    made = NewGameDialog({"game": "nothanks", "players": 3})
    qtbot.addWidget(made)
    made.show()
    return made


def type_into(qtbot, edit, text):
    """As typed; QTest types only Latin-1, so a narrow no-break space is inserted as a paste would."""
    if text.isascii():
        qtbot.keyClicks(edit, text)
    else:
        edit.insert(text)


def ok_button(dialog):
    return dialog._buttons.button(QDialogButtonBox.StandardButton.Ok)


@pytest.mark.parametrize("typed, code", [
    ("1234", 1234), ("1,234", 1234), ("1 234", 1234), ("1.234", 1234), ("1'234", 1234), ("1\u202f234", 1234),
    ("2,147,483,647", MAX_DEAL_CODE), ("0", 0), (" 42 ", 42), ("", None),
])
def test_a_usable_deal_code_enables_ok_and_is_the_seed(qtbot, dialog, typed, code):
    dialog._deal.clear()
    type_into(qtbot, dialog._deal, typed)
    assert dialog._deal.text() == typed
    assert ok_button(dialog).isEnabled()
    assert not dialog._deal_hint.isVisible()
    assert dialog.choices()["seed"] == code


@pytest.mark.parametrize("typed", ["12,34", "1,234.567", "1,2345", "1.5", "2147483648", "99999999999999", ",",
                                   "1 2"])
def test_an_unusable_deal_code_disables_ok_and_says_why(qtbot, dialog, typed):
    qtbot.keyClicks(dialog._deal, typed)
    assert dialog._deal.text() == typed
    assert not ok_button(dialog).isEnabled()
    assert dialog._deal_hint.isVisible() and "whole number" in dialog._deal_hint.text()
    dialog._deal.clear()
    assert ok_button(dialog).isEnabled() and not dialog._deal_hint.isVisible()


@pytest.mark.parametrize("typed", ["abc", "-1", "1e5", "0x10"])
def test_letters_and_signs_are_not_typed(qtbot, dialog, typed):
    qtbot.keyClicks(dialog._deal, typed)
    assert dialog._deal.text() == "".join(char for char in typed if char.isdigit())


def test_the_accepted_code_starts_exactly_that_deal(qtbot, make_window):
    window = make_window()
    window.open_new_game("nothanks")
    dialog = window.dialog
    for seat in range(MAX_SEATS):
        dialog._controllers[seat].setCurrentIndex(dialog._controllers[seat].findData("easy"))
    qtbot.keyClicks(dialog._deal, "1 234")
    qtbot.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.state is not None)
    assert window.controller.state.seed == 1234


def test_seat_names_are_cut_to_a_length_that_fits(qtbot, dialog):
    qtbot.keyClicks(dialog._names[0], "Maximilian-Alexander von Hohenzollern")
    assert len(dialog._names[0].text()) == MAX_NAME_LENGTH
    assert dialog.seats()[0]["name"] == "Maximilian-Alexander von Hohenzollern"[:MAX_NAME_LENGTH]


def test_a_pasted_name_loses_its_control_characters_and_the_store_accepts_it(qtbot, dialog):
    QGuiApplication.clipboard().setText("Ann\tMarie\n\x1b")
    dialog._names[0].paste()  # a name field takes them when pasted; a file holding them is refused
    [name] = [seat["name"] for seat in dialog.seats()[:1]]
    assert name == "AnnMarie" and name_problem(name) is None
    assert dialog.choices()["seats"][0]["name"] == "AnnMarie"


def test_remembered_names_are_ones_the_store_accepts():
    raw = {"game": "nothanks", "seats": [{"name": "Ann\u2028Bob", "controller": "human"},
                                         {"name": "x" * 100_000, "controller": "hard"},
                                         {"name": "Cy\ud800", "controller": "easy"}]}
    names = [seat["name"] for seat in remembered_choices(raw)["seats"][:3]]
    assert names == ["AnnBob", "x" * MAX_NAME_LENGTH, "Cy"]
    assert all(name_problem(name) is None for name in names)


def test_rows_keep_their_natural_height_for_every_player_count(qtbot, dialog):
    game = dialog.choices()["game"]
    for game_id in shipped_game_ids():
        dialog._game_combo.setCurrentIndex(dialog._game_combo.findData(game_id))
        low, high = dialog._players.minimum(), dialog._players.maximum()
        for players in [*range(low, high + 1), low]:
            dialog._players.setValue(players)
            qtbot.waitUntil(lambda: dialog.size() == dialog.sizeHint())
            for seat in range(players):
                for widget in (dialog._names[seat], dialog._controllers[seat]):
                    assert widget.height() >= widget.sizeHint().height()
            for row_widget in (dialog._game_combo, dialog._players, dialog._deal):
                assert row_widget.height() >= row_widget.sizeHint().height()
    dialog._game_combo.setCurrentIndex(dialog._game_combo.findData(game))


# --- remembered choices from a hand-edited settings.json -----------------------------------------------

HOSTILE_FIELDS = {
    "game": [["nothanks"], "chess", None, 7, {"id": "nothanks"}, HUGE, ""],
    "players": ["4", [4], None, 2, 99, -3, HUGE, -HUGE, 4.0, True, {"n": 4}],
    "seats": ["Ann", 5, None, {"0": "human"}, [None, 3, "x"], [{"name": HUGE, "controller": ["easy"]}],
              [{"name": "x" * 500, "controller": "grandmaster"}] * 12, [[{"name": "Ann"}]]],
    "options": [["hidden"], "shown", None, 5, {"chips": ["shown"], "deck": {"x": 1}}, {"chips": HUGE},
                {"chips": True, "unknown": "x"}],
    "seed": ["seven", "123", [1], -1, MAX_DEAL_CODE + 1, HUGE, -HUGE, 1.5, True, {"seed": 1}],
}
HOSTILE = [(field, value) for field, values in HOSTILE_FIELDS.items() for value in values]


def hostile_id(case):
    field, value = case
    try:
        text = repr(value)
    except ValueError:
        text = "huge"
    return f"{field}={text[:20]}"


def default_for(field):
    return default_choices("nothanks")[field]


@pytest.mark.parametrize("case", HOSTILE, ids=[hostile_id(case) for case in HOSTILE])
def test_an_unusable_field_falls_back_alone(case):
    field, value = case
    good = {"game": "nothanks", "players": 5, "options": {"chips": "shown", "deck": "tactical"}, "seed": 77,
            "seats": [{"name": "Ann", "controller": "hard"}]}
    raw = dict(good, **{field: value})
    choices = remembered_choices(raw)
    for other in good:
        if other == field:
            continue
        if other == "seats":
            assert choices["seats"][0] == {"name": "Ann", "controller": "hard"}
        else:
            assert choices[other] == good[other], other
    if field == "seats":
        assert all(set(seat) == {"name", "controller"} for seat in choices["seats"])
        assert all(len(seat["name"]) <= MAX_NAME_LENGTH for seat in choices["seats"])
        assert len(choices["seats"]) == MAX_SEATS
    elif field != "game":
        assert choices[field] == default_for(field)


@pytest.mark.parametrize("field", HOSTILE_FIELDS)
def test_the_dialog_shows_any_remembered_value(qtbot, field):
    create_application([])
    dialog = NewGameDialog({"game": "nothanks", field: HOSTILE_FIELDS[field][0]})
    qtbot.addWidget(dialog)
    for value in HOSTILE_FIELDS[field]:
        # What the constructor does with the remembered choices; one dialog for all, to stay fast.
        dialog._apply(remembered_choices({"game": "nothanks", field: value}))
        choices = dialog.choices()
        assert choices["game"] in shipped_game_ids()
        assert 3 <= choices["players"] <= 7
        assert choices["seed"] is None or 0 <= choices["seed"] <= MAX_DEAL_CODE
        assert len(dialog.seats()) == choices["players"]
        assert ok_button(dialog).isEnabled()


@pytest.mark.parametrize("raw", [None, [], "nothanks", 5, HUGE], ids=["none", "list", "string", "int", "huge"])
def test_remembered_choices_that_are_not_an_object_give_the_defaults(raw):
    assert remembered_choices(raw) == default_choices()


@pytest.mark.parametrize("new_game", [
    {"game": "nothanks", "options": ["hidden", "standard"]},
    {"game": "nothanks", "seed": "forty-two"},
    {"game": "schnaeppchen", "players": 7, "seats": "everyone"},
    {"game": "nothanks", "options": {"chips": "translucent"}, "seed": 12.5},
], ids=["options-list", "seed-word", "too-many-players", "unknown-option"])
def test_a_hand_edited_settings_file_still_opens_the_dialog(qtbot, new_game):
    settings_path().write_text(json.dumps({"language": "en", "new_game": new_game}), encoding="utf-8")
    create_application([])
    window = create_main_window()
    qtbot.addWidget(window)
    window.show()
    window.open_new_game("")
    dialog = window.dialog
    assert isinstance(dialog, NewGameDialog) and ok_button(dialog).isEnabled()
    assert dialog.choices()["game"] == new_game["game"]
    window.controller.stop()
