"""The game meta (store/meta.py) and the autosave's optional "meta" entry."""

import json
from datetime import datetime

import pytest

from cardtable.store import saves
from cardtable.store.meta import MetaError, checked_meta, completed_meta, fresh_meta
from tests.store.test_saves import SEATS, played_game


def test_a_fresh_meta_has_a_new_uid_a_local_start_and_no_time():
    one, two = fresh_meta(), fresh_meta()
    assert one["uid"] != two["uid"] and len(one["uid"]) == 32 and int(one["uid"], 16) >= 0
    assert datetime.fromisoformat(one["started_at"]).utcoffset() is not None
    assert one["elapsed"] == 0.0


def test_completing_keeps_what_is_there_and_fills_the_rest():
    assert completed_meta({"uid": "abc", "elapsed": 12.5, "extra": [1]})["uid"] == "abc"
    completed = completed_meta({"elapsed": 3.0})
    assert completed["elapsed"] == 3.0 and len(completed["uid"]) == 32 and "started_at" in completed
    assert completed_meta(None).keys() == completed_meta({}).keys() == {"uid", "started_at", "elapsed"}


@pytest.mark.parametrize("meta, problem", [
    ([], "not an object"),
    ({"uid": 5}, "uid"),
    ({"uid": ""}, "uid"),
    ({"uid": "x" * 65}, "uid"),
    ({"started_at": "yesterday"}, "start date"),
    ({"elapsed": -1}, "playing time"),
    ({"elapsed": True}, "playing time"),
    ({"elapsed": "12"}, "playing time"),
])
def test_a_bad_meta_says_what_is_wrong(meta, problem):
    with pytest.raises(MetaError, match=problem):
        checked_meta(meta)


def test_a_good_meta_is_kept_with_unknown_keys():
    meta = {"uid": "a" * 32, "started_at": "2026-11-25T01:00:00+01:00", "elapsed": 7, "other": {"x": 1}}
    assert checked_meta(meta) == dict(meta, elapsed=7.0)


def test_the_autosave_carries_the_meta():
    meta = dict(fresh_meta(), elapsed=42.5)
    saves.save(played_game(), SEATS, meta)
    assert json.loads(saves.autosave_path().read_text(encoding="utf-8"))["meta"] == meta
    assert saves.load().game.meta == meta


def test_an_old_autosave_without_meta_still_loads():
    saves.save(played_game(), SEATS)
    payload = json.loads(saves.autosave_path().read_text(encoding="utf-8"))
    del payload["meta"], payload["kind"]
    saves.autosave_path().write_text(json.dumps(dict(payload, format=1)), encoding="utf-8")  # as format 1 had it
    result = saves.load()
    assert result.status == "ok" and result.game.meta == {}


def test_an_autosave_is_never_written_with_a_damaged_meta():
    with pytest.raises(ValueError):
        saves.save(played_game(), SEATS, {"uid": 12})
    assert not saves.exists()


def test_an_autosave_with_a_damaged_meta_is_kept_aside_like_any_damaged_one():
    saves.save(played_game(), SEATS, fresh_meta())
    payload = json.loads(saves.autosave_path().read_text(encoding="utf-8"))
    saves.autosave_path().write_text(json.dumps(dict(payload, meta={"uid": 12})), encoding="utf-8")
    result = saves.load()
    assert result.status == "unreadable" and result.kind == "damaged" and "uid" in result.error.values["problem"]
    assert result.kept_as is not None and result.kept_as.exists() and not saves.exists()
