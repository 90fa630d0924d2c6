"""`cardtable --smoke-test`, run in-process on the installed package (the bundle's run is tests/packaging)."""

import json

import pytest

from cardtable.app.shell import smoke
from cardtable.app.i18n import shared_language_manager


@pytest.fixture
def lines():
    printed = []

    def report(text, file=None):
        printed.append(text)

    return printed, report


def test_the_smoke_test_plays_a_game_checks_french_and_passes(qtbot, lines, user_data_dir):
    user_data_dir.mkdir(parents=True, exist_ok=True)
    (user_data_dir / "settings.json").write_text(json.dumps({"language": "fr"}), encoding="utf-8")
    printed, report = lines
    assert smoke.run_smoke_test(report) == 0, printed
    assert printed[:6] == ["main window shown", "a game played to the end, results shown",
                           "the game counted in the statistics", "the plots drawn (scores and statistics)",
                           "French loaded (cardtable and Qt catalogues)", "the single-instance server listened"]
    assert printed[-1].startswith("smoke test passed")
    # It ran in a folder of its own: the user's settings are as they were, and no game was saved here.
    assert json.loads((user_data_dir / "settings.json").read_text(encoding="utf-8")) == {"language": "fr"}
    assert not (user_data_dir / "autosave.json").exists()
    assert not (user_data_dir / "statistics.sqlite3").exists()
    shared_language_manager().set_language("en")


def test_the_smoke_test_fails_when_its_game_was_not_counted():
    from types import SimpleNamespace

    from cardtable.store import statistics
    from tests.store.statistics_helpers import finished, record

    window = SimpleNamespace(controller=SimpleNamespace(state=finished("nothanks", (1, 2))))
    with pytest.raises(smoke.SmokeFailure, match="recorded {}"):
        smoke._check_statistics(window)
    record(statistics.database_path(), "nothanks", (1, 2), ("easy", "hard"), "one")
    smoke._check_statistics(window)
    record(statistics.database_path(), "nothanks", (1, 2), ("easy", "hard"), "two")
    with pytest.raises(smoke.SmokeFailure, match="'nothanks': 2"):
        smoke._check_statistics(window)


def test_a_missing_french_catalogue_fails_the_smoke_test_with_a_reason(qtbot, lines, monkeypatch, tmp_path):
    monkeypatch.setattr("cardtable.app.i18n.translations_dir", lambda: tmp_path / "nowhere")
    manager = shared_language_manager()
    try:
        manager.set_language("en")
        printed, report = lines
        assert smoke.run_smoke_test(report) == 1
        assert "FAILED" in printed[-1] and "cardtable_fr" not in printed[-1] and "qtbase_fr" in printed[-1]
    finally:
        # The catalogues loaded meanwhile came from nowhere: load the real ones again for the tests that follow
        # in this process (English plurals come from our English catalogue).
        monkeypatch.undo()
        manager.set_language("fr")
        manager.set_language("en")
    assert "cardtable_en" in manager.installed_catalogues()


def test_a_game_that_never_ends_fails_the_smoke_test_in_bounded_time(qtbot, lines, monkeypatch):
    monkeypatch.setattr(smoke, "GAME_SECONDS", 0.5)
    monkeypatch.setattr(smoke, "SEATS", (("Ada", "human"), ("Boris", "easy"), ("Chloé", "easy")))
    printed, report = lines
    assert smoke.run_smoke_test(report) == 1
    assert "did not reach its results within" in printed[-1]
