"""write_json_atomically: all or nothing, and nothing left behind when it fails."""

import json
import os

import pytest

from cardtable.store.atomic import write_json_atomically

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
