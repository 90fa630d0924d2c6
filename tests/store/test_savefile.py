"""Save files (store/savefile.py): what they hold, the migration from format 1, atomic writing, and every
kind of bad file refused with its kind and left byte for byte as it was."""

from __future__ import annotations

import json
import os
import pickle

import pytest

import cardtable
from cardtable.store import saves, savefile
from cardtable.store.meta import fresh_meta
from cardtable.store.savefile import SaveFileError, read_save, write_save
from tests.store.test_saves import SEATS, played_game
from tests.store.disk_faults import disk_full_halfway

META = dict(fresh_meta(), elapsed=61.5)


@pytest.fixture
def saved(tmp_path):
    path = tmp_path / "game.cardtable"
    write_save(path, played_game(), SEATS, META)
    return path


def payload_of(path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def test_a_saved_game_opens_as_it_was(saved):
    game = read_save(saved)
    assert game.state == played_game() and game.seats == SEATS and game.meta == META
    assert game.state.apply("take") == played_game().apply("take")


def test_the_file_says_what_it_is(saved):
    payload = payload_of(saved)
    assert payload["format"] == savefile.FILE_FORMAT == 2
    assert payload["app"] == "cardtable" and payload["kind"] == "game"
    assert payload["app_version"] == cardtable.__version__
    assert payload["seats"] == list(SEATS) and payload["meta"] == META
    assert payload["game"] == played_game().to_json()


def test_a_finished_game_can_be_saved_and_opened(tmp_path):
    state = played_game(moves=0)
    while not state.is_terminal():
        state.apply(state.legal_actions()[0])
    write_save(tmp_path / "end.cardtable", state, SEATS, META)
    assert read_save(tmp_path / "end.cardtable").state == state


def test_seats_can_be_the_controllers_seats(tmp_path):
    from cardtable.app.shell.controller import Seat
    write_save(tmp_path / "x.cardtable", played_game(), [Seat(**seat) for seat in SEATS], META)
    assert read_save(tmp_path / "x.cardtable").seats == SEATS


def test_a_copied_autosave_of_format_1_opens(tmp_path):
    saves.save(played_game(), SEATS)  # an autosave without meta, as before the game meta
    copy = tmp_path / "copied.cardtable"
    copy.write_bytes(saves.autosave_path().read_bytes())
    assert payload_of(copy)["format"] == 1 and "kind" not in payload_of(copy)
    game = read_save(copy)
    assert game.state == played_game() and game.seats == SEATS and game.meta == {}
    saves.save(played_game(), SEATS, META)  # one with the meta
    copy.write_bytes(saves.autosave_path().read_bytes())
    assert read_save(copy).meta == META


def test_the_migration_from_format_1_gives_format_2():
    old = {"format": 1, "app": "cardtable", "saved_at": "2026-01-01T10:00:00+01:00", "seats": [], "game": {}}
    assert savefile._migrated(dict(old)) == dict(old, format=2, kind="game", meta={})


def test_with_extension():
    assert savefile.with_extension("/tmp/a") == "/tmp/a.cardtable"
    assert savefile.with_extension("/tmp/a.cardtable") == "/tmp/a.cardtable"
    assert savefile.with_extension("/tmp/A.CARDTABLE") == "/tmp/A.CARDTABLE"
    assert savefile.with_extension("/tmp/a.json") == "/tmp/a.json.cardtable"


def test_a_failed_write_keeps_the_previous_file(saved, monkeypatch):
    before = saved.read_bytes()
    with monkeypatch.context() as patch:
        disk_full_halfway(patch)
        with pytest.raises(OSError):
            write_save(saved, played_game(moves=20), SEATS, META)
    assert saved.read_bytes() == before
    assert [p.name for p in saved.parent.iterdir()] == [saved.name]  # no temporary file left


@pytest.mark.parametrize("meta, seats", [({"uid": 3}, SEATS), (META, SEATS[:2])])
def test_writing_malformed_seats_or_meta_is_a_bug_and_writes_nothing(tmp_path, meta, seats):
    with pytest.raises(ValueError):
        write_save(tmp_path / "x.cardtable", played_game(), seats, meta)
    assert list(tmp_path.iterdir()) == []


# --- bad files ----------------------------------------------------------------------------------------

def _good() -> dict:
    path = os.path.join(os.environ["CARDTABLE_DATA_DIR"], "good.cardtable")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    write_save(path, played_game(), SEATS, META)
    with open(path, encoding="utf-8") as file:
        return json.load(file)


def _edited(change):
    def make():
        payload = _good()
        change(payload)
        return json.dumps(payload).encode()
    return make


def _cut(fraction):
    def make():
        content = json.dumps(_good(), indent=2).encode()
        return content[: int(len(content) * fraction)]
    return make


def _chips(payload):
    payload["game"]["state"]["chips"][0] += 5


BAD = {
    "empty": ("empty", lambda: b""),
    "blank": ("empty", lambda: b"  \n\t\n"),
    "cut in a string": ("truncated", _cut(0.5)),
    "cut after a comma": ("truncated", lambda: b'{"format": 2, "app": "cardtable",'),
    "cut after a key": ("truncated", lambda: b'{"format": 2, "app": '),
    "cut in a list": ("truncated", lambda: b'[1, 2, '),
    "not JSON": ("not_json", lambda: b"Dear diary, today I won at No Thanks!"),
    "broken JSON": ("not_json", lambda: b'{"format": 2,\n"app": cardtable}'),
    "two objects": ("not_json", lambda: b'{} {}'),
    "not UTF-8": ("not_text", lambda: b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\xff\xfe"),
    "a pickle": ("not_text", lambda: pickle.dumps({"format": 2, "app": "cardtable", "x": b"\xff"})),
    "Latin-1 text": ("not_text", lambda: '{"app": "cardtable", "name": "Zoé"}'.encode("latin-1")),
    "a huge number": ("too_large", lambda: b'{"format": ' + b"9" * 5000 + b"}"),
    "nested too deeply": ("too_large", lambda: b"[" * 100_000 + b"]" * 100_000),
    "a list": ("foreign", lambda: b'[{"format": 2, "app": "cardtable"}]'),
    "a number": ("foreign", lambda: b"42"),
    "another app": ("foreign", _edited(lambda p: p.update(app="solitaire"))),
    "no app": ("foreign", _edited(lambda p: p.pop("app"))),
    "format text": ("foreign", _edited(lambda p: p.update(format="2"))),
    "format zero": ("foreign", _edited(lambda p: p.update(format=0))),
    "cardtable settings": ("foreign", lambda: json.dumps({"language": "fr", "undo": True}).encode()),
    "another kind": ("foreign", _edited(lambda p: p.update(kind="statistics"))),
    "unknown game": ("unknown_game", _edited(lambda p: p["game"].update(game="chess"))),
    "newer file": ("newer", _edited(lambda p: p.update(format=3, layout="unknown"))),
    "newer record": ("newer", _edited(lambda p: p["game"].update(format=99))),
    "state edited": ("damaged", _edited(_chips)),
    "illegal move": ("damaged", _edited(lambda p: p["game"]["actions"].append([0, "steal"]))),
    "no game": ("damaged", _edited(lambda p: p.pop("game"))),
    "no meta": ("damaged", _edited(lambda p: p.pop("meta"))),
    "bad meta": ("damaged", _edited(lambda p: p["meta"].update(elapsed=-3))),
    "bad date": ("damaged", _edited(lambda p: p.update(saved_at="yesterday"))),
    "a seat short": ("damaged", _edited(lambda p: p["seats"].pop())),
    "unknown level": ("damaged", _edited(lambda p: p["seats"][1].update(controller="grandmaster"))),
    "game a list": ("damaged", _edited(lambda p: p.update(game=[1, 2]))),
}


@pytest.mark.parametrize("kind, make_content", BAD.values(), ids=BAD.keys())
def test_a_bad_file_raises_its_kind_and_stays_as_it_was(tmp_path, kind, make_content):
    content = make_content()
    folder = tmp_path / "bad"
    folder.mkdir()
    path = folder / "bad.cardtable"
    path.write_bytes(content)
    os.utime(path, ns=(1_600_000_000_000_000_000, 1_600_000_000_000_000_000))
    before = path.read_bytes()
    with pytest.raises(SaveFileError) as raised:
        read_save(path)
    assert raised.value.kind == kind and kind in savefile.ERROR_KINDS
    assert path.read_bytes() == before
    assert path.stat().st_mtime_ns == 1_600_000_000_000_000_000
    assert [p.name for p in folder.iterdir()] == ["bad.cardtable"]  # nothing moved aside or added


def test_details_complete_the_kinds(tmp_path):
    path = tmp_path / "x.cardtable"
    path.write_bytes(b'{\n"format": 2,\n"app": cardtable\n}')
    with pytest.raises(SaveFileError, match="not_json: 3"):
        read_save(path)
    path.write_bytes(_edited(lambda p: p["game"].update(game="chess"))())
    with pytest.raises(SaveFileError, match="unknown_game: chess"):
        read_save(path)
    path.write_bytes(_edited(lambda p: p.update(format=7))())
    with pytest.raises(SaveFileError, match="newer: 7"):
        read_save(path)
    path.write_bytes(_edited(_chips)())
    with pytest.raises(SaveFileError, match="does not match its own action history"):
        read_save(path)


def test_a_file_too_big_is_not_read(tmp_path, monkeypatch):
    path = tmp_path / "big.cardtable"
    path.write_bytes(json.dumps(_good()).encode())
    monkeypatch.setattr(savefile, "MAX_BYTES", 200)
    with pytest.raises(SaveFileError) as raised:
        read_save(path)
    assert raised.value.kind == "too_large"


def test_a_byte_order_mark_is_no_problem(tmp_path):
    path = tmp_path / "bom.cardtable"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(_good()).encode())
    assert read_save(path).state == played_game()


@pytest.mark.parametrize("make", ["missing", "folder", "unreadable"])
def test_a_file_that_cannot_be_opened(tmp_path, make):
    path = tmp_path / "x.cardtable"
    if make == "folder":
        path.mkdir()
    elif make == "unreadable":
        if os.geteuid() == 0:
            pytest.skip("root reads every file")
        path.write_bytes(json.dumps(_good()).encode())
        path.chmod(0)
    with pytest.raises(SaveFileError) as raised:
        read_save(path)
    assert raised.value.kind == "cannot_open" and raised.value.detail
    assert path.exists() == (make != "missing")
