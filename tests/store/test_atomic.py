"""write_json_atomically: all or nothing, and nothing left behind when it fails."""

import json
import os
import time

import pytest

from cardtable.store.atomic import STALE_SECONDS, remove_stale_temporaries, write_json_atomically

from .disk_faults import disk_full_halfway


def test_writes_utf8_json_and_replaces_the_previous_file(tmp_path):
    target = tmp_path / "data.json"
    write_json_atomically(target, {"name": "Zoé"})
    write_json_atomically(target, {"name": "Chloé", "n": [1, 2]})
    assert json.loads(target.read_text(encoding="utf-8")) == {"name": "Chloé", "n": [1, 2]}
    assert [p.name for p in tmp_path.iterdir()] == ["data.json"]


def test_compact_json_when_no_indent_is_asked(tmp_path):
    target = tmp_path / "autosave.json"
    write_json_atomically(target, {"name": "Chloé", "n": [1, 2]}, indent=None)
    assert target.read_text(encoding="utf-8") == '{"name":"Chloé","n":[1,2]}\n'


def _fail_in_fsync(monkeypatch):
    def interrupted(descriptor):
        raise KeyboardInterrupt
    monkeypatch.setattr(os, "fsync", interrupted)


def _fail_in_replace(monkeypatch):
    def denied(source, target):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(os, "replace", denied)


@pytest.mark.parametrize("inject, error", [
    (disk_full_halfway, OSError),
    (_fail_in_fsync, KeyboardInterrupt),
    (_fail_in_replace, PermissionError),
])
def test_a_failure_keeps_the_previous_file_and_removes_the_temporary_one(tmp_path, monkeypatch, inject, error):
    target = tmp_path / "data.json"
    write_json_atomically(target, {"version": "old"})
    before = target.read_bytes()
    # A nested context: undoing the whole monkeypatch would also unset CARDTABLE_DATA_DIR.
    with monkeypatch.context() as patch:
        inject(patch)
        with pytest.raises(error):
            write_json_atomically(target, {"version": "new", "padding": list(range(1000))})
    assert target.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["data.json"]


def test_data_that_is_not_json_raises_and_leaves_nothing(tmp_path):
    with pytest.raises(TypeError):
        write_json_atomically(tmp_path / "data.json", {"fine": list(range(100)), "bad": object()})
    assert list(tmp_path.iterdir()) == []


def _aged(path, seconds):
    then = time.time() - seconds
    os.utime(path, (then, then))
    return path


def test_stale_temporaries_of_a_file_are_removed_and_nothing_else(tmp_path):
    target = tmp_path / "data.json"
    write_json_atomically(target, {"n": 1})
    names = (".data.json.k2j4.tmp", ".data.json.z9x8.tmp", ".other.json.k2j4.tmp", "data.json.tmp")
    for name in names:
        (tmp_path / name).write_text("{", encoding="utf-8")
    for name in (".data.json.k2j4.tmp", ".other.json.k2j4.tmp", "data.json.tmp"):
        _aged(tmp_path / name, 2 * STALE_SECONDS)
    assert remove_stale_temporaries(target) == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([".data.json.z9x8.tmp", ".other.json.k2j4.tmp",
                                                                 "data.json", "data.json.tmp"])
    assert json.loads(target.read_text(encoding="utf-8")) == {"n": 1}


def test_removing_temporaries_in_a_missing_folder_is_no_error(tmp_path):
    assert remove_stale_temporaries(tmp_path / "gone" / "data.json") == 0
