"""Values a file may hold but the app cannot live with (issue 30, defect 5), each refused where it is read, the
refusal naming the field: a huge playing time, text that is not valid Unicode (a lone surrogate, which loads
but can never be written back), undo and hint counts no game reaches, seat names far too long or holding
control characters; in the settings, such a field falls back to its default."""

from __future__ import annotations

import json
import sys

import pytest

from cardtable.games import RecordError, get_game
from cardtable.games.core import MAX_TIMES, SHOWN_LENGTH
from cardtable.store import statistics
from cardtable.store.json_text import first_invalid_text, is_valid_text
from cardtable.store.meta import MAX_ELAPSED, MetaError, checked_meta, fresh_meta
from cardtable.store.save_error import SaveError
from cardtable.store.save_format import MAX_NAME_LENGTH, checked_seats, name_problem, plain_name
from cardtable.store.save_reader import read_save
from cardtable.store.save_writer import write_save
from cardtable.store.settings import Settings, load_settings, save_settings, settings_path
from tests.store.statistics_helpers import finished
from tests.store.test_saves import SEATS, played_game

LONE = "\ud800"  # what json.loads makes of the escape "\ud800" alone


@pytest.fixture
def payload(tmp_path) -> dict:
    """A good save's content, to be spoilt by a test and written back as JSON."""
    path = tmp_path / "good.cardtable"
    write_save(path, played_game(), SEATS, dict(fresh_meta(), elapsed=61.5))
    return json.loads(path.read_text(encoding="utf-8"))


def refusal(tmp_path, payload: dict) -> SaveError:
    """What the real reader says of `payload` written as a file (JSON escapes for any lone surrogate, as
    json.dumps writes them); the file must stay as it was."""
    path = tmp_path / "spoilt.cardtable"
    content = json.dumps(payload).encode("ascii")
    path.write_bytes(content)
    with pytest.raises(SaveError) as raised:
        read_save(path)
    assert path.read_bytes() == content
    return raised.value


# --- meta.elapsed -------------------------------------------------------------------------------------------

@pytest.fixture
def digits_allowed():
    """Python refuses to print an integer of more than 4,300 digits; the test writes one as a file would."""
    before = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    yield
    sys.set_int_max_str_digits(before)


def test_a_playing_time_of_4000_digits_is_refused_naming_it(tmp_path, payload, digits_allowed):
    payload["meta"]["elapsed"] = 10**4000
    error = refusal(tmp_path, payload)
    assert error.kind == "damaged" and "meta.elapsed" in error.clause
    assert len(error.clause) < 200


@pytest.mark.parametrize("elapsed", [MAX_ELAPSED + 1, 1e300, float("inf"), float("nan"), -0.5])
def test_a_playing_time_out_of_range_is_refused(elapsed):
    with pytest.raises(MetaError, match=r"meta\.elapsed"):
        checked_meta({"elapsed": elapsed})


@pytest.mark.parametrize("elapsed", [0, 0.0, 754.2, MAX_ELAPSED])
def test_a_playing_time_in_range_is_kept(elapsed):
    assert checked_meta({"elapsed": elapsed})["elapsed"] == float(elapsed)


# --- text that is not valid Unicode -------------------------------------------------------------------------

@pytest.mark.parametrize("spoil, where", [
    (lambda payload: payload["seats"][1].update(name=LONE), "seats[1].name"),
    (lambda payload: payload["seats"][0].update(name="Zo" + LONE + "é"), "seats[0].name"),
    (lambda payload: payload["meta"].update(note="a \udfff b"), "meta.note"),
    (lambda payload: payload["meta"].update({LONE: 1}), "meta.\\ud800"),
    (lambda payload: payload["game"]["actions"].insert(3, [0, LONE]), "game.actions[3][1]"),
    (lambda payload: payload["game"]["options"].update(deck=LONE), "game.options.deck"),
])
def test_text_that_is_not_valid_unicode_is_refused_naming_where(tmp_path, payload, spoil, where):
    spoil(payload)
    error = refusal(tmp_path, payload)
    assert error.kind == "damaged"
    assert error.clause == f"its text at {where} is not valid Unicode"
    assert error.values["problem"].encode("utf-8")  # the message itself can be written and shown


def test_a_surrogate_pair_is_valid_text_and_opens(tmp_path, payload):
    payload["seats"][0]["name"] = "\ud83c\udccf Zoé"  # json.loads joins the pair: one emoji
    path = tmp_path / "emoji.cardtable"
    path.write_text(json.dumps(payload), encoding="ascii")
    assert read_save(path).seats[0]["name"] == "\U0001f0cf Zoé"


def test_the_walk_finds_the_first_invalid_text_or_none():
    assert first_invalid_text({"a": [1, "b", {"c": None}], "d": 2.5}) is None
    assert first_invalid_text([["ok"], ["ok", LONE], LONE]) == "[1][1]"
    assert first_invalid_text({"x" * 100 + LONE: 1}) == "x" * 39 + "…"
    assert first_invalid_text(LONE) == ""
    deep = current = []
    for _ in range(100_000):  # deeper than any recursion could go
        current.append([])
        current = current[0]
    current.append(LONE)
    assert first_invalid_text(deep) == "[0]" * 100_001
    assert is_valid_text("Zoé \U0001f0cf") and not is_valid_text("\udc80")


# --- undo and hint counts -------------------------------------------------------------------------------------

@pytest.mark.parametrize("key", ["hints", "undos"])
def test_a_count_of_10_to_the_300_is_refused_naming_it(tmp_path, payload, key):
    payload["game"][key] = 10**300
    error = refusal(tmp_path, payload)
    assert error.kind == "damaged" and f"({key})" in error.clause and len(error.clause) < 200


@pytest.mark.parametrize("key", ["hints", "undos"])
def test_replay_bounds_the_counts(key):
    record = played_game().record()
    assert getattr(get_game("nothanks").replay(dict(record, **{key: MAX_TIMES})), key) == MAX_TIMES
    for bad in (MAX_TIMES + 1, -1, 2.0, True, "3"):
        with pytest.raises(RecordError, match=rf"\({key}\)"):
            get_game("nothanks").replay(dict(record, **{key: bad}))


@pytest.mark.parametrize("spoil", [
    lambda record: record["actions"].append(["seat", "x" * 100_000]),
    lambda record: record.update(game="y" * 100_000),
    lambda record: record.update(seed={"z" * 100_000: 1}),
])
def test_a_reason_of_replay_quotes_values_shortened(spoil):
    record = played_game().record()
    spoil(record)
    with pytest.raises(RecordError) as raised:
        get_game("nothanks").replay(record)
    assert len(raised.value.reason) < 100 + 2 * SHOWN_LENGTH


# --- seat names -----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("name, problem", [
    ("x" * 100_000, "is longer than 16 characters"),
    ("x" * 1_000_000, "is longer than 16 characters"),
    ("x" * (MAX_NAME_LENGTH + 1), "is longer than 16 characters"),
    ("Ann\nBob", "holds a control character"),
    ("Ann\tBob", "holds a control character"),
    ("\x1b[31mAnn", "holds a control character"),
    ("Ann\u2028", "holds a control character"),
])
def test_a_name_too_long_or_with_a_control_character_is_refused(tmp_path, payload, name, problem):
    payload["seats"][2]["name"] = name
    error = refusal(tmp_path, payload)
    assert error.kind == "damaged" and error.clause == f"seat 3's name (seats[2].name) {problem}"


@pytest.mark.parametrize("name", ["", "x" * MAX_NAME_LENGTH, "Marie-Christine", "Zoé \U0001f0cf", "حسن", "Ann‍"])
def test_a_name_that_fits_is_kept(tmp_path, payload, name):
    payload["seats"][0]["name"] = name
    path = tmp_path / "fits.cardtable"
    path.write_text(json.dumps(payload), encoding="utf-8")
    assert read_save(path).seats[0]["name"] == name


def test_a_name_the_store_refuses_is_never_written():
    with pytest.raises(ValueError, match="longer than 16"):
        write_save("never.cardtable", played_game(), [dict(SEATS[0], name="x" * 17), *SEATS[1:]], fresh_meta())
    with pytest.raises(ValueError, match="not valid Unicode"):
        checked_seats([dict(SEATS[0], name=LONE), *SEATS[1:]], 4)


@pytest.mark.parametrize("text", ["  Ann\tBob\n ", "x" * 100_000, LONE + "Cy" + "\x00", "Dee\u2029", "Maximilian-Alexander"])
def test_a_plain_name_is_one_no_check_refuses(text):
    name = plain_name(text)
    assert name_problem(name) is None and name == name.strip()
    assert plain_name("  Ann\tBob\n ") == "AnnBob" and plain_name("Zoé") == "Zoé"


# --- settings -------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("field, value", [
    ("recent_files", ["/games/a.cardtable", "/games/" + LONE + ".cardtable"]),
    ("new_game", {"game": "nothanks", "seats": [{"name": "Ann" + LONE, "controller": "human"}]}),
    ("new_game", {LONE: 1}),
    ("window_geometry", "AdnQ" + LONE),
])
def test_a_setting_holding_invalid_text_falls_back_and_the_settings_save_again(field, value):
    data = {"language": "fr", "animation_speed": "slow", "undo": False, field: value}
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_bytes(json.dumps(data).encode("ascii"))
    settings = load_settings()
    assert getattr(settings, field) == getattr(Settings(), field)
    assert (settings.language, settings.animation_speed, settings.undo) == ("fr", "slow", False)
    save_settings(settings)  # every later save used to raise UnicodeEncodeError
    assert load_settings() == settings


# --- statistics -----------------------------------------------------------------------------------------------

def test_a_name_that_is_not_valid_unicode_never_reaches_the_database(tmp_path):
    path = tmp_path / "statistics.sqlite3"
    names = [{"name": "Ann", "controller": "human"}, {"name": "B" + LONE, "controller": "hard"}]
    with pytest.raises(ValueError, match="not valid Unicode"):
        statistics.record_game(finished("nothanks", (10, 20)), names, {"uid": "u1"}, path=path)
    assert not path.exists()
