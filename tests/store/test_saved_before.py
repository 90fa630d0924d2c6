"""Saves written by cardtable before the one save pipeline (tests/store/saved/, made by the old autosave and
save-file writers): the autosaves of format 1, with and without meta, resume, and the files of format 2 open,
as they were; the writer still writes a file byte for byte as the old one did."""

import json
import shutil
from pathlib import Path

import pytest

from cardtable.games import get_game
from cardtable.store import save_writer, saves
from cardtable.store.save_reader import read_save

SAVED = Path(__file__).parent / "saved"
AUTOSAVES = sorted(SAVED.glob("autosave-*.json"))
FILES = sorted(SAVED.glob("*.cardtable"))


def check_as_saved(game, payload: dict) -> None:
    assert json.loads(json.dumps(game.state.to_json())) == payload["game"]
    assert list(game.seats) == payload["seats"] and game.saved_at == payload["saved_at"]
    assert game.meta == payload.get("meta", {})
    game.state.check_invariants()


@pytest.mark.parametrize("path", AUTOSAVES, ids=lambda path: path.name)
def test_an_autosave_of_format_1_resumes_and_opens_as_a_file(path, tmp_path):
    payload = json.loads(path.read_text(encoding="utf-8"))
    assert payload["format"] == 1 and "kind" not in payload
    shutil.copy(path, saves.autosave_path())
    result = saves.load()
    assert result.status == "ok", result.reason
    check_as_saved(result.game, payload)
    assert saves.autosave_path().read_bytes() == path.read_bytes()
    check_as_saved(read_save(path), payload)


@pytest.mark.parametrize("path", FILES, ids=lambda path: path.name)
def test_a_file_of_format_2_opens_and_resumes_as_an_autosave(path):
    payload = json.loads(path.read_text(encoding="utf-8"))
    check_as_saved(read_save(path), payload)
    shutil.copy(path, saves.autosave_path())
    check_as_saved(saves.load().game, payload)


@pytest.mark.parametrize("path", FILES, ids=lambda path: path.name)
def test_the_writer_writes_a_file_as_before(path, tmp_path, monkeypatch):
    payload = json.loads(path.read_text(encoding="utf-8"))
    saved = read_save(path)
    monkeypatch.setattr(save_writer.cardtable, "__version__", payload["app_version"])
    copy = tmp_path / path.name
    save_writer.write_save(copy, saved.state, saved.seats, saved.meta)
    rewritten = json.loads(copy.read_text(encoding="utf-8"))
    assert copy.read_bytes() == path.read_bytes().replace(payload["saved_at"].encode(), rewritten["saved_at"].encode())


def test_the_saves_of_before_cover_every_layout():
    assert any("meta" not in json.loads(path.read_text(encoding="utf-8")) for path in AUTOSAVES)
    assert any("meta" in json.loads(path.read_text(encoding="utf-8")) for path in AUTOSAVES)
    assert FILES and all(get_game(json.loads(path.read_text(encoding="utf-8"))["game"]["game"]) for path in FILES)
