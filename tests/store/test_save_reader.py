"""The one reader and writer of saved games (store/save_reader.py, save_writer.py), as the player's files use
them: what a file holds, the migration from format 1, atomic writing, and every kind of bad file refused with
its kind and values and left byte for byte as it was."""

from __future__ import annotations

import json
import os
import pickle

import pytest

import cardtable
from cardtable.store import save_format, save_reader, saves
from cardtable.store.meta import fresh_meta
from cardtable.store.save_error import READ_ERROR_KINDS, SaveError
from cardtable.store.save_reader import read_save
from cardtable.store.save_writer import write_save
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
    assert payload["format"] == save_format.FORMAT == 2
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


def format_1(state, meta=None) -> bytes:
    """An autosave as cardtable wrote it before the one save pipeline (format 1: no kind, the meta optional)."""
    payload = {"format": 1, "app": "cardtable", "app_version": "0.9", "saved_at": "2026-11-20T21:05:11+01:00",
               "seats": list(SEATS), "game": state.to_json()}
    if meta is not None:
        payload["meta"] = meta
    return json.dumps(payload, ensure_ascii=False, separators=(",", ":")).encode() + b"\n"


def test_an_autosave_of_format_1_opens_as_a_file_and_resumes(tmp_path):
    copy = tmp_path / "copied.cardtable"
    copy.write_bytes(format_1(played_game()))  # without meta, as before the game meta
    game = read_save(copy)
    assert game.state == played_game() and game.seats == SEATS and game.meta == {}
    copy.write_bytes(format_1(played_game(), META))
    assert read_save(copy).meta == META
    saves.autosave_path().write_bytes(format_1(played_game(), META))
    assert saves.load().game.meta == META


def test_an_autosave_is_a_saved_game_file():
    saves.save(played_game(), SEATS, META)
    assert payload_of(saves.autosave_path())["format"] == save_format.FORMAT
    assert read_save(saves.autosave_path()).meta == META


def test_the_migration_from_format_1_gives_format_2():
    old = {"format": 1, "app": "cardtable", "saved_at": "2026-01-01T10:00:00+01:00", "seats": [], "game": {}}
    assert save_reader._migrated(dict(old)) == dict(old, format=2, kind="game", meta={})


def test_with_extension():
    assert save_format.with_extension("/tmp/a") == "/tmp/a.cardtable"
    assert save_format.with_extension("/tmp/a.cardtable") == "/tmp/a.cardtable"
    assert save_format.with_extension("/tmp/A.CARDTABLE") == "/tmp/A.CARDTABLE"
    assert save_format.with_extension("/tmp/a.json") == "/tmp/a.json.cardtable"


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
    "a huge number": ("too_complex", lambda: b'{"format": ' + b"9" * 5000 + b"}"),
    "nested too deeply": ("too_complex", lambda: b"[" * 100_000 + b"]" * 100_000),
    "a list": ("not_a_save", lambda: b'[{"format": 2, "app": "cardtable"}]'),
    "a number": ("not_a_save", lambda: b"42"),
    "another app": ("not_a_save", _edited(lambda p: p.update(app="solitaire"))),
    "no app": ("not_a_save", _edited(lambda p: p.pop("app"))),
    "format text": ("not_a_save", _edited(lambda p: p.update(format="2"))),
    "format zero": ("not_a_save", _edited(lambda p: p.update(format=0))),
    "cardtable settings": ("not_a_save", lambda: json.dumps({"language": "fr", "undo": True}).encode()),
    "another kind": ("not_a_save", _edited(lambda p: p.update(kind="statistics"))),
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
    with pytest.raises(SaveError) as raised:
        read_save(path)
    assert raised.value.kind == kind and kind in READ_ERROR_KINDS
    assert path.read_bytes() == before
    assert path.stat().st_mtime_ns == 1_600_000_000_000_000_000
    assert [p.name for p in folder.iterdir()] == ["bad.cardtable"]  # nothing moved aside or added


def values_of(path, content: bytes) -> tuple[str, dict]:
    path.write_bytes(content)
    with pytest.raises(SaveError) as raised:
        read_save(path)
    return raised.value.kind, raised.value.values


def test_values_complete_the_kinds(tmp_path):
    path = tmp_path / "x.cardtable"
    assert values_of(path, b'{\n"format": 2,\n"app": cardtable\n}') == ("not_json", {"line": "3"})
    assert values_of(path, b'{\n"format": 2,\n"app": ') == ("truncated", {"line": "3"})
    assert values_of(path, _edited(lambda p: p["game"].update(game="chess"))()) == ("unknown_game", {"game": "chess"})
    assert values_of(path, _edited(lambda p: p.update(format=7))()) == ("newer", {"format": "7"})
    assert values_of(path, _edited(lambda p: p["game"].update(format=99))()) == ("newer", {"format": "99"})
    kind, values = values_of(path, _edited(_chips)())
    assert kind == "damaged" and "does not match its own action history" in values["problem"]


def test_a_file_too_big_is_not_read(tmp_path, monkeypatch):
    path = tmp_path / "big.cardtable"
    path.write_bytes(json.dumps(_good()).encode())
    monkeypatch.setattr(save_reader, "MAX_BYTES", 200)
    monkeypatch.setattr(json, "loads", lambda *args, **kwargs: pytest.fail("an oversized file was parsed"))
    with pytest.raises(SaveError) as raised:
        read_save(path)
    assert raised.value.kind == "too_large" and raised.value.values == {"size": "0"}


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
    with pytest.raises(SaveError) as raised:
        read_save(path)
    if make == "folder":
        assert raised.value.kind == "not_regular" and raised.value.values == {"what": "folder"}
    else:
        assert raised.value.kind == "cannot_open" and raised.value.values["error"]
    assert path.exists() == (make != "missing")


def test_a_bug_met_while_reading_is_logged_and_refused_as_unexpected(saved, monkeypatch, caplog):
    from cardtable.games import get_game

    def broken(data):
        raise ZeroDivisionError("bug in the engine")

    monkeypatch.setattr(get_game("nothanks"), "from_json", broken)
    before = saved.read_bytes()
    with pytest.raises(SaveError) as raised:
        read_save(saved)
    assert raised.value.kind == "unexpected" and raised.value.values == {"error": "ZeroDivisionError: bug in the engine"}
    assert any(record.exc_info and record.levelname == "ERROR" for record in caplog.records)
    assert saved.read_bytes() == before
