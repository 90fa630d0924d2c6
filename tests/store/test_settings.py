"""Settings: defaults, round trip, and a damaged file or value never stops the app."""

import json
import os
import time

import pytest

from cardtable.store.atomic import STALE_SECONDS
from cardtable.store.settings import Settings, load_settings, save_settings, settings_path

CUSTOM = Settings(language="fr", animation_speed="slow", ai_delay_ms=1500,
                  new_game={"game": "nothanks", "players": 5, "seats": ["human", "hard"]},
                  window_geometry="AdnQywADAAAAAAGd", undo=False, recent_files=["/games/a.cardtable"])


def _write(content):
    path = settings_path()
    path.write_bytes(content if isinstance(content, bytes) else json.dumps(content).encode())


def test_defaults_when_there_is_no_file(user_data_dir):
    settings = load_settings()
    assert settings == Settings()
    assert (settings.language, settings.animation_speed, settings.ai_delay_ms) == (None, "normal", 400)
    assert settings.new_game == {} and settings.window_geometry == "" and settings.undo is True
    assert settings_path() == user_data_dir / "settings.json"
    assert not settings_path().exists()


def test_defaults_do_not_share_the_new_game_dict():
    first, second = Settings(), Settings()
    first.new_game["players"] = 4
    assert second.new_game == {}


def test_round_trip():
    save_settings(CUSTOM)
    assert load_settings() == CUSTOM
    assert [p.name for p in settings_path().parent.iterdir()] == ["settings.json"]


def test_following_the_system_language_round_trips_as_none():
    save_settings(Settings(language="en"))
    save_settings(Settings(language=None))
    assert load_settings().language is None


@pytest.mark.parametrize("field, bad", [
    ("language", "de"), ("language", ""), ("language", 3), ("language", ["fr"]),
    ("animation_speed", "turbo"), ("animation_speed", None), ("animation_speed", {"x": 1}),
    ("ai_delay_ms", -1), ("ai_delay_ms", 3001), ("ai_delay_ms", "600"), ("ai_delay_ms", 600.0),
    ("ai_delay_ms", True), ("ai_delay_ms", None),
    ("new_game", []), ("new_game", "nothanks"), ("new_game", None),
    ("window_geometry", 12), ("window_geometry", None),
    ("undo", 0), ("undo", 1), ("undo", "false"), ("undo", None),
    ("recent_files", "a.cardtable"), ("recent_files", [3]), ("recent_files", [""]), ("recent_files", None),
])
def test_a_bad_value_falls_back_to_its_default_and_keeps_the_others(field, bad):
    data = json.loads(json.dumps(CUSTOM.__dict__))
    data[field] = bad
    _write(data)
    settings = load_settings()
    assert getattr(settings, field) == getattr(Settings(), field)
    for other in CUSTOM.__dict__:
        if other != field:
            assert getattr(settings, other) == getattr(CUSTOM, other)


def test_limits_of_the_ai_delay_are_accepted():
    for delay in (0, 3000):
        _write({"ai_delay_ms": delay})
        assert load_settings().ai_delay_ms == delay


def test_unknown_and_missing_keys():
    _write({"language": "fr", "theme": "dark", "future": {"a": 1}})
    assert load_settings() == Settings(language="fr")


@pytest.mark.parametrize("content", [
    b"", b"\x00\xff\xfe\x80garbage", b'{"language": "fr", "animation_speed": "sl', b"[1, 2]", b'"fr"', b"null",
    b"[" * 100_000,
])
def test_a_corrupt_file_gives_the_defaults(content):
    _write(content)
    assert load_settings() == Settings()


def test_a_byte_order_mark_is_tolerated():
    _write(b"\xef\xbb\xbf" + json.dumps({"language": "fr"}).encode())
    assert load_settings().language == "fr"


def test_an_unreadable_path_gives_the_defaults():
    settings_path().mkdir()  # a folder where the file should be: reading raises an OSError
    assert load_settings() == Settings()


def test_the_recent_files_keep_at_most_eight():
    _write({"recent_files": [f"/games/{n}.cardtable" for n in range(12)]})
    assert load_settings().recent_files == [f"/games/{n}.cardtable" for n in range(8)]


def test_loading_removes_the_temporary_files_of_settings_saves_cut_short(user_data_dir):
    save_settings(Settings(language="fr"))
    leftover = settings_path().parent / ".settings.json.q1w2.tmp"
    leftover.write_text('{"lang', encoding="utf-8")
    then = time.time() - 2 * STALE_SECONDS
    os.utime(leftover, (then, then))
    assert load_settings().language == "fr"
    assert not leftover.exists()
