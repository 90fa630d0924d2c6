"""The autosave: round trip, unusable files kept aside byte for byte, and atomic replacement."""

import json
import os
import random
import re
import subprocess
import sys
import time
from datetime import datetime
from pathlib import Path

import pytest

import cardtable
from cardtable.games import get_game
from cardtable.store import save_format, saves

from .disk_faults import disk_full_halfway

SEATS = (
    {"name": "Zoé", "controller": "human"},
    {"name": "Bot Easy", "controller": "easy"},
    {"name": "Bot Hard", "controller": "hard"},
    {"name": "Bot Random", "controller": "random"},
)
PROJECT_ROOT = Path(cardtable.__file__).resolve().parent.parent


def played_game(moves=12, seed=3):
    state = get_game("nothanks").new_game({"players": 4}, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        state.apply(rng.choice(state.legal_actions()))
    return state


def saved_payload():
    """A valid autosave, as the JSON object and the file's path."""
    saves.save(played_game(), SEATS)
    path = saves.autosave_path()
    return json.loads(path.read_text(encoding="utf-8")), path


# --- round trip ---------------------------------------------------------------------------------------

def test_no_autosave(user_data_dir):
    assert not saves.exists()
    assert saves.load() == saves.LoadResult("none")
    assert saves.autosave_path() == user_data_dir / "autosave.json"


def test_round_trip():
    state = played_game()
    saves.save(state, SEATS)
    assert saves.exists()
    result = saves.load()
    assert result.status == "ok" and result.reason == "" and result.kept_as is None
    assert result.game.state == state
    assert result.game.seats == SEATS
    assert datetime.fromisoformat(result.game.saved_at).tzinfo is not None
    # The restored game plays on exactly like the original.
    assert result.game.state.apply("take") == state.apply("take")
    assert result.game.state == state


def test_the_file_says_what_wrote_it():
    payload, _ = saved_payload()
    assert payload["format"] == save_format.FORMAT == 2
    assert payload["app"] == "cardtable" and payload["kind"] == "game"
    assert payload["app_version"] == cardtable.__version__
    assert payload["seats"] == list(SEATS)
    assert payload["game"] == played_game().to_json()


def test_a_new_save_replaces_the_previous_one():
    saves.save(played_game(moves=2), SEATS)
    saves.save(played_game(moves=20), SEATS)
    assert len(saves.load().game.state.history) == 20
    assert [p.name for p in saves.autosave_path().parent.iterdir()] == ["autosave.json"]


def test_clear():
    saves.save(played_game(), SEATS)
    saves.clear()
    assert not saves.exists()
    assert saves.load().status == "none"
    saves.clear()  # nothing to delete: no error


@pytest.mark.parametrize("seats", [
    SEATS[:3],
    SEATS[:3] + ({"name": "X", "controller": "expert"},),
    SEATS[:3] + ({"controller": "human"},),
    SEATS[:3] + ("human",),
    "four",
])
def test_saving_malformed_seats_is_a_bug_and_writes_nothing(seats):
    with pytest.raises(ValueError):
        saves.save(played_game(), seats)
    assert not saves.exists()


def test_extra_keys_of_a_seat_are_not_saved():
    seats = [dict(seat, colour="red") for seat in SEATS]
    saves.save(played_game(), seats)
    assert saves.load().game.seats == SEATS


# --- unusable files -----------------------------------------------------------------------------------

def _edited(change):
    def make():
        payload, _ = saved_payload()
        change(payload)
        return json.dumps(payload).encode()
    return make


def _truncated():
    _, path = saved_payload()
    content = path.read_bytes()
    return content[: len(content) // 2]


def _set(*keys_and_value):
    *keys, last, value = keys_and_value

    def change(payload):
        for key in keys:
            payload = payload[key]
        payload[last] = value
    return change


def _edit_chips(payload):
    payload["game"]["state"]["chips"][0] += 5


def _drop_a_seat(payload):
    payload["seats"].pop()


def _illegal_history(payload):
    payload["game"]["actions"].append([0, "steal"])


UNREADABLE = {
    "garbage bytes": lambda: b"\x00\xff\xfe\x80\x81 not a save \x00",
    "empty file": lambda: b"",
    "truncated JSON": _truncated,
    "JSON list": lambda: b'[{"format": 1, "app": "cardtable"}]',
    "wrong app": _edited(_set("app", "othergame")),
    "no app": _edited(lambda payload: payload.pop("app")),
    "format not a number": _edited(_set("format", "1")),
    "missing game": _edited(lambda payload: payload.pop("game")),
    "missing seats": _edited(lambda payload: payload.pop("seats")),
    "bad date": _edited(_set("saved_at", "yesterday")),
    "state edited": _edited(_edit_chips),
    "history edited": _edited(_illegal_history),
    "unknown game": _edited(_set("game", "game", "chess")),
    "game not an object": _edited(_set("game", [1, 2])),
    "state not an object": _edited(_set("game", "state", "full")),
    "seat count mismatch": _edited(_drop_a_seat),
    "seats not a list": _edited(_set("seats", {"0": "human"})),
    "unknown controller": _edited(_set("seats", 1, "controller", "grandmaster")),
    "nameless seat": _edited(_set("seats", 2, "name", None)),
}


@pytest.mark.parametrize("make_content", UNREADABLE.values(), ids=UNREADABLE.keys())
def test_an_unreadable_autosave_is_kept_aside_unchanged(make_content):
    content = make_content()
    path = saves.autosave_path()
    path.write_bytes(content)

    result = saves.load()

    assert result.status == "unreadable" and result.game is None
    assert re.fullmatch(r"autosave\.json\.unreadable-\d{8}-\d{6}", result.kept_as.name)
    assert result.kept_as.parent == path.parent
    assert result.kept_as.read_bytes() == content
    assert not path.exists()
    assert result.reason.startswith("The saved game could not be read (")
    assert result.reason.endswith(f"). It was kept as {result.kept_as.name}.")
    assert saves.load().status == "none"


def test_the_reason_names_the_problem():
    path = saves.autosave_path()
    path.write_bytes(b'{\n"format": 1,\n"app": cardtable\n}')
    assert "(invalid JSON at line 3)" in saves.load().reason
    path.write_bytes(_edited(_edit_chips)())
    assert "(the saved state does not match its own action history)" in saves.load().reason
    path.write_bytes(_edited(_drop_a_seat)())
    assert "(it lists 3 seats for a 4-player game)" in saves.load().reason


@pytest.mark.parametrize("change", [_set("format", 3), _set("game", "format", 99)], ids=["save", "record"])
def test_an_autosave_from_a_newer_version_is_kept_aside(change):
    content = _edited(change)()
    saves.autosave_path().write_bytes(content)
    result = saves.load()
    assert result.status == "newer" and result.game is None
    assert re.fullmatch(r"autosave\.json\.newer-\d{8}-\d{6}", result.kept_as.name)
    assert result.kept_as.read_bytes() == content
    assert "written by a newer version of cardtable" in result.reason
    assert result.reason.endswith(f"It was kept as {result.kept_as.name}.")
    assert saves.load().status == "none"


def test_a_newer_format_wins_even_if_the_rest_is_unknown():
    saves.autosave_path().write_text(json.dumps({"format": 7, "app": "cardtable", "everything": "else"}))
    assert saves.load().status == "newer"


def test_a_kept_aside_file_is_never_overwritten(monkeypatch):
    monkeypatch.setattr(saves, "_timestamp", lambda: "20261122-101500")
    kept = []
    for content in (b"first", b"second", b"third"):
        saves.autosave_path().write_bytes(content)
        kept.append(saves.load().kept_as)
    assert [p.name for p in kept] == ["autosave.json.unreadable-20261122-101500",
                                      "autosave.json.unreadable-20261122-101500-2",
                                      "autosave.json.unreadable-20261122-101500-3"]
    assert [p.read_bytes() for p in kept] == [b"first", b"second", b"third"]


def test_after_setting_aside_the_next_autosave_works():
    saves.autosave_path().write_bytes(b"junk")
    kept_as = saves.load().kept_as
    saves.save(played_game(), SEATS)
    assert saves.load().status == "ok"
    assert kept_as.read_bytes() == b"junk"


# --- atomicity ------------------------------------------------------------------------------------------

def test_a_save_failing_midway_keeps_the_previous_autosave(monkeypatch):
    previous = played_game(moves=5)
    saves.save(previous, SEATS)
    before = saves.autosave_path().read_bytes()

    # A nested context: undoing the whole monkeypatch would also unset CARDTABLE_DATA_DIR.
    with monkeypatch.context() as patch:
        disk_full_halfway(patch)
        with pytest.raises(OSError):
            saves.save(played_game(moves=15), SEATS)

    assert saves.autosave_path().read_bytes() == before
    assert [p.name for p in saves.autosave_path().parent.iterdir()] == ["autosave.json"]
    assert saves.load().game.state == previous


SAVE_FOREVER = """
import random, sys
from cardtable.games import get_game
from cardtable.store import save_format, saves

seats = [{"name": f"P{n}", "controller": "human"} for n in range(4)]
rng = random.Random(int(sys.argv[1]))
state = get_game("nothanks").new_game({"players": 4}, 1)
saves.save(state, seats)
print("saving", flush=True)
while True:
    if state.is_terminal():
        state = get_game("nothanks").new_game({"players": 4}, rng.randrange(10**6))
    state.apply(rng.choice(state.legal_actions()))
    saves.save(state, seats)
"""


@pytest.mark.parametrize("run", range(3))
def test_killing_the_app_while_it_saves_leaves_a_loadable_autosave(user_data_dir, run):
    environment = dict(os.environ, CARDTABLE_DATA_DIR=str(user_data_dir))
    process = subprocess.Popen([sys.executable, "-c", SAVE_FOREVER, str(run)], cwd=PROJECT_ROOT,
                               env=environment, stdout=subprocess.PIPE)
    try:
        assert process.stdout.readline() == b"saving\n"
        time.sleep(0.3 + 0.2 * run)  # kill at different points of the save loop
    finally:
        process.kill()  # SIGKILL on POSIX: no cleanup, no flush
        process.wait()
        process.stdout.close()
    result = saves.load()
    assert result.status == "ok", result.reason
    assert result.game.seats == tuple({"name": f"P{n}", "controller": "human"} for n in range(4))


def test_an_unexpected_engine_error_is_logged_and_the_file_kept(monkeypatch, caplog):
    saves.save(played_game(), SEATS)
    content = saves.autosave_path().read_bytes()

    def broken(data):
        raise ZeroDivisionError("bug in the engine")

    monkeypatch.setattr(get_game("nothanks"), "from_json", broken)
    result = saves.load()
    assert result.status == "unreadable" and result.kept_as.read_bytes() == content
    assert "unexpected ZeroDivisionError" in result.reason
    assert any(record.exc_info and record.levelname == "ERROR" for record in caplog.records)
