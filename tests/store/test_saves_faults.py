"""The autosave whatever is wrong: any unreadable file is set aside with an error kind (never a crash at
start), a byte-order mark is accepted, an unusable data folder is reported by load() and raised as a clear
OSError by save(), and a full disk leaves the previous autosave intact."""

import errno
import json
import os
import time

import pytest

from cardtable.store import save_reader, saves
from cardtable.store.paths import FolderUnusable

from .disk_faults import disk_full_halfway
from .test_saves import SEATS, played_game


def valid_payload() -> dict:
    saves.save(played_game(), SEATS)
    return json.loads(saves.autosave_path().read_text(encoding="utf-8"))


def test_an_integer_of_5000_digits_is_set_aside_not_a_crash():
    payload = valid_payload()
    text = json.dumps(payload).replace('"format": 2', '"format": ' + "9" * 5000, 1)
    saves.autosave_path().write_text(text, encoding="utf-8")
    result = saves.load()
    assert result.status == "unreadable" and result.kind == "too_complex"
    assert result.kept_as.read_text(encoding="utf-8") == text
    assert not saves.autosave_path().exists()
    assert "too long" in result.reason


def test_an_autosave_larger_than_the_limit_is_set_aside_unread(monkeypatch):
    payload = valid_payload()
    content = json.dumps(payload).encode()
    monkeypatch.setattr(save_reader, "MAX_BYTES", len(content) - 1)
    monkeypatch.setattr(json, "loads", lambda *args, **kwargs: pytest.fail("an oversized autosave was parsed"))
    saves.autosave_path().write_bytes(content)
    result = saves.load()
    assert result.status == "unreadable" and result.kind == "too_large"
    assert result.error.values == {"size": "0"} and "larger than" in result.reason
    assert result.kept_as.read_bytes() == content


def test_an_autosave_of_exactly_the_limit_is_read(monkeypatch):
    content = json.dumps(valid_payload()).encode()
    monkeypatch.setattr(save_reader, "MAX_BYTES", len(content))
    saves.autosave_path().write_bytes(content)
    assert saves.load().status == "ok"


def test_load_removes_the_temporary_files_of_autosaves_cut_short_long_ago():
    valid_payload()
    folder = saves.autosave_path().parent
    old, young = folder / ".autosave.json.abc123.tmp", folder / ".autosave.json.def456.tmp"
    other = folder / ".settings.json.ghi789.tmp"
    for leftover in (old, young, other):
        leftover.write_text('{"half', encoding="utf-8")
    two_hours_ago = time.time() - 7200
    os.utime(old, (two_hours_ago, two_hours_ago))
    os.utime(other, (two_hours_ago, two_hours_ago))
    assert saves.load().status == "ok"
    assert not old.exists()
    assert young.exists(), "a young temporary file may be another instance's save in progress"
    assert other.exists(), "load() clears the autosave's leftovers only"


def test_an_autosave_with_a_byte_order_mark_is_resumed():
    payload = valid_payload()
    saves.autosave_path().write_bytes(b"\xef\xbb\xbf" + json.dumps(payload).encode("utf-8"))
    result = saves.load()
    assert result.status == "ok", result.reason
    assert result.game.state == played_game()


@pytest.mark.parametrize("error", [LookupError("codec"), KeyError("x"), AttributeError("y"), MemoryError(),
                                   ZeroDivisionError("z")], ids=lambda error: type(error).__name__)
def test_any_error_while_reading_sets_the_file_aside_with_a_reason(monkeypatch, error):
    valid_payload()
    content = saves.autosave_path().read_bytes()

    def failing(*args, **kwargs):
        raise error
    with monkeypatch.context() as patch:
        patch.setattr(json, "loads", failing)
        result = saves.load()
    assert result.status == "unreadable" and result.kind in ("unexpected", "too_complex")
    assert result.reason and (result.kind == "too_complex" or result.error.values["error"])
    assert result.kept_as.read_bytes() == content


KINDS = {
    "not_text": (b"\xff\xfe\x00garbage", None),
    "not_json": (b'{"app": "cardtable",\n\n "format": }', {"line": "3"}),
    "truncated": (b'{"app": "cardtable",\n\n "format": ', {"line": "3"}),
    "empty": (b" \n", {}),
    "not_a_save": (b"[1, 2]", None),
    "unknown_game": (None, {"game": "chess"}),
}


@pytest.mark.parametrize("kind", KINDS)
def test_each_problem_has_its_kind_and_values(kind):
    content, values = KINDS[kind]
    if content is None:
        payload = valid_payload()
        payload["game"]["game"] = "chess"
        content = json.dumps(payload).encode()
    saves.autosave_path().write_bytes(content)
    result = saves.load()
    assert result.kind == kind
    if values is not None:
        assert result.error.values == values


def test_a_newer_save_has_the_kind_newer():
    payload = valid_payload()
    payload["format"] = 99
    saves.autosave_path().write_text(json.dumps(payload), encoding="utf-8")
    result = saves.load()
    assert result.status == "newer" and result.kind == "newer" and result.error.values == {"format": "99"}


@pytest.fixture
def data_folder_is_a_file(user_data_dir):
    user_data_dir.parent.mkdir(parents=True, exist_ok=True)
    user_data_dir.write_text("not a folder")
    return user_data_dir


def test_a_data_folder_that_is_a_file_is_reported_by_load(data_folder_is_a_file):
    result = saves.load()
    assert result.status == "unavailable" and result.kind == "folder_unusable"
    assert result.folder == data_folder_is_a_file and result.error.values["error"]
    assert result.error.values["folder"] == str(data_folder_is_a_file)
    assert result.game is None and result.kept_as is None
    assert data_folder_is_a_file.read_text() == "not a folder"


def test_a_data_folder_under_a_file_is_reported_by_load(data_folder_is_a_file, monkeypatch):
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(data_folder_is_a_file / "inside"))
    result = saves.load()
    assert result.status == "unavailable" and result.folder == data_folder_is_a_file / "inside"


def test_saving_into_an_unusable_folder_raises_a_clear_oserror(data_folder_is_a_file):
    with pytest.raises(OSError) as caught:
        saves.save(played_game(), SEATS)
    assert isinstance(caught.value, FolderUnusable)
    assert str(data_folder_is_a_file) in str(caught.value)
    assert caught.value.folder == data_folder_is_a_file
    with pytest.raises(FolderUnusable):
        saves.clear()
    assert data_folder_is_a_file.read_text() == "not a folder"


@pytest.mark.parametrize("failing", ["fsync", "write"])
def test_a_full_disk_keeps_the_previous_autosave_and_leaves_no_temporary_file(monkeypatch, failing):
    saves.save(played_game(moves=2), SEATS)
    before = saves.autosave_path().read_bytes()

    def disk_full(*args, **kwargs):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
    with monkeypatch.context() as patch:
        if failing == "fsync":
            patch.setattr(os, "fsync", disk_full)
        else:
            disk_full_halfway(patch)
        with pytest.raises(OSError) as caught:
            saves.save(played_game(moves=9), SEATS)
    assert caught.value.errno == errno.ENOSPC
    assert saves.autosave_path().read_bytes() == before
    assert [path.name for path in saves.autosave_path().parent.iterdir()] == ["autosave.json"]
    assert saves.load().game.state == played_game(moves=2)
