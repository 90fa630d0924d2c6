"""The save loaders fed anything (Hypothesis): arbitrary bytes, arbitrary JSON, JSON shaped like a save,
and real saves of every registered game mutated in their JSON tree or their bytes.

A save file (read_save) gives a SaveError of a kind it may raise or a valid game, never another exception,
and is left as it was (bytes, modification time, nothing added beside it). The autosave (saves.load)
never raises: it resumes a valid game, leaving the file as it was, or moves the file aside unchanged
(its documented way: the next autosave must not overwrite it) with a reason. Neither may meet an error
the engine did not turn into its RecordError (the loaders log such a bug and call the file damaged)."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from cardtable.games import available_ids
from cardtable.store import saves
from cardtable.store.save_error import READ_ERROR_KINDS, SaveError
from cardtable.store.save_reader import read_save

from .fuzz_checks import check_round_trips
from .registered import game_id, registered_games
from .save_fuzz import (as_autosave, errors_logged, json_values, mutated_bytes, mutated_tree, real_save_texts,
                        save_shaped)

MTIME_NS = 1_600_000_000_000_000_000
FUZZ = settings(max_examples=40, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow,
                                       HealthCheck.data_too_large])
MUTATED = settings(FUZZ, max_examples=80)
AUTOSAVE_STATUSES = ("ok", "unreadable", "newer")


def check_valid(saved) -> None:
    state = saved.state
    state.check_invariants()
    check_round_trips(state)
    assert len(saved.seats) == state.num_players


def placed(folder: Path, name: str, content: bytes) -> Path:
    path = folder / name
    path.write_bytes(content)
    os.utime(path, ns=(MTIME_NS, MTIME_NS))
    return path


def check_save_file(tmp_path: Path, content: bytes) -> str:
    """read_save of a file holding `content`: a valid game or a SaveError, the file as it was. What it
    gave: "ok" or the error's kind."""
    folder = Path(tempfile.mkdtemp(dir=tmp_path))
    path = placed(folder, "fuzzed.cardtable", content)
    with errors_logged() as errors:
        try:
            saved = read_save(path)
        except SaveError as error:
            outcome = error.kind
            assert error.kind in READ_ERROR_KINDS and error.kind != "unexpected"
        else:
            outcome = "ok"
            check_valid(saved)
    assert errors == [], "the engine raised an error it does not promise"
    assert path.read_bytes() == content and path.stat().st_mtime_ns == MTIME_NS
    assert [entry.name for entry in folder.iterdir()] == ["fuzzed.cardtable"]
    return outcome


def check_autosave(content: bytes) -> str:
    """saves.load of an autosave holding `content`: never raises; a valid game with the file as it was, or
    the file moved aside byte for byte. What it gave: the status."""
    path = saves.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    for entry in path.parent.iterdir():
        entry.unlink()
    placed(path.parent, path.name, content)
    with errors_logged() as errors:
        result = saves.load()
    assert result.status in AUTOSAVE_STATUSES and result.kind != "unexpected", result.reason
    assert errors == [], "the engine raised an error it does not promise"
    if result.status == "ok":
        check_valid(result.game)
        assert path.read_bytes() == content and path.stat().st_mtime_ns == MTIME_NS
    else:
        assert not path.exists() and result.kept_as.read_bytes() == content
        assert result.kept_as.stat().st_mtime_ns == MTIME_NS
    return result.status


# --- save files --------------------------------------------------------------------------------------------

@FUZZ
@given(content=st.binary(max_size=300))
def test_arbitrary_bytes_are_refused_with_a_kind(tmp_path, content):
    assert check_save_file(tmp_path, content) != "ok"


@FUZZ
@given(data=json_values)
def test_arbitrary_json_is_refused_with_a_kind(tmp_path, data):
    assert check_save_file(tmp_path, json.dumps(data).encode()) != "ok"


@FUZZ
@given(data=st.data())
def test_json_shaped_like_a_save_is_refused_or_opened(tmp_path, data):
    payload = data.draw(save_shaped(available_ids()))
    check_save_file(tmp_path, json.dumps(payload).encode())


@pytest.mark.parametrize("game", registered_games(), ids=game_id)
@MUTATED
@given(data=st.data())
def test_a_real_save_mutated_is_refused_or_opened(tmp_path, game, data):
    text = data.draw(st.sampled_from(real_save_texts(game)))
    if data.draw(st.booleans()):
        content = json.dumps(mutated_tree(json.loads(text), data.draw)).encode()
    else:
        content = mutated_bytes(text.encode(), data.draw)
    check_save_file(tmp_path, content)


@pytest.mark.parametrize("game", registered_games(), ids=game_id)
def test_the_real_saves_open(tmp_path, game):
    """The fuzzed saves are valid before they are mutated (and so the checks above can say "ok")."""
    for text in real_save_texts(game):
        assert check_save_file(tmp_path, text.encode()) == "ok"
        assert check_autosave(json.dumps(as_autosave(json.loads(text))).encode()) == "ok"


# --- the autosave ------------------------------------------------------------------------------------------

@FUZZ
@given(content=st.binary(max_size=300) | json_values.map(lambda data: json.dumps(data).encode()))
def test_an_arbitrary_autosave_is_set_aside(content):
    assert check_autosave(content) != "ok"


@pytest.mark.parametrize("game", registered_games(), ids=game_id)
@MUTATED
@given(data=st.data())
def test_a_real_autosave_mutated_is_resumed_or_set_aside(game, data):
    payload = as_autosave(json.loads(data.draw(st.sampled_from(real_save_texts(game)))))
    if data.draw(st.booleans()):
        content = json.dumps(mutated_tree(payload, data.draw)).encode()
    else:
        content = mutated_bytes(json.dumps(payload).encode(), data.draw)
    check_autosave(content)
