"""Starting with what is wrong on disk: the start page says why an autosave could not be used and where
it was kept, and a data folder that cannot be used leaves the app running, saying so."""

import json
import logging
import random

import pytest
from PySide6.QtCore import QCoreApplication, QEvent

from cardtable.app.shell.application import create_application, create_main_window
from cardtable.games import get_game
from cardtable.store import save_reader, saves

SEATS = ({"name": "Ann", "controller": "human"}, {"name": "Bob", "controller": "easy"},
         {"name": "Cy", "controller": "easy"})


def write_autosave(content: bytes):
    path = saves.autosave_path()
    path.write_bytes(content)
    return path


def valid_autosave() -> dict:
    state = get_game("nothanks").new_game({"players": 3}, 4)
    rng = random.Random(4)
    for _ in range(3):
        state.apply(rng.choice(state.legal_actions()))
    saves.save(state, SEATS)
    return json.loads(saves.autosave_path().read_text(encoding="utf-8"))


def notice_text(window) -> str:
    notice = window.start_page._notice
    assert notice.isVisible()
    return notice.text()


def kept_file(path):
    kept = [p for p in path.parent.iterdir() if p.name.startswith("autosave.json.unreadable")]
    assert len(kept) == 1
    return kept[0]


def test_the_notice_says_why_and_where(make_window):
    path = write_autosave(b'{"format": 1,\n"app": "cardtable",\n"game": {"oops')
    text = notice_text(make_window())
    assert "could not be read" in text
    assert "the file is cut short" in text
    assert str(kept_file(path)) in text


@pytest.mark.parametrize("content, why", [
    (b"\xff\xfe\x00garbage", "is not text"),
    (b"[1, 2, 3]", "not a cardtable saved game"),
    (b'{"app": "cardtable",\n"format": 2 2}', "(an error at line 2)"),
    (b"  \n", "the file is empty"),
    (b'{"app": "cardtable", "format": ' + b"7" * 5000 + b"}", "number too long"),
], ids=["not-text", "not-a-save", "not-json", "empty", "huge-number"])
def test_each_kind_of_problem_has_its_sentence(make_window, content, why):
    path = write_autosave(content)
    text = notice_text(make_window())
    assert why in text and str(kept_file(path)) in text


def test_an_autosave_too_large_to_be_one_is_not_read_and_is_kept(make_window, monkeypatch):
    monkeypatch.setattr(save_reader, "MAX_BYTES", 2**20)
    content = b'{"app": "cardtable", "pad": "' + b"x" * 2**20 + b'"}'
    path = write_autosave(content)
    text = notice_text(make_window())
    assert "larger than 1 MB, far more than a saved game" in text
    assert kept_file(path).read_bytes() == content


def test_an_unknown_game_is_named(make_window):
    payload = valid_autosave()
    payload["game"]["game"] = "chess"
    write_autosave(json.dumps(payload).encode())
    assert "a game of “chess”" in notice_text(make_window())


def test_an_autosave_with_a_byte_order_mark_is_offered_for_resume(make_window):
    payload = valid_autosave()
    write_autosave(b"\xef\xbb\xbf" + json.dumps(payload).encode())
    window = make_window()
    assert window.start_page.button("resume").isVisible()
    assert not window.start_page._notice.isVisible()


def test_the_notice_is_rebuilt_when_the_language_changes(make_window):
    write_autosave(b"[]")
    window = make_window()
    before = notice_text(window)
    window.start_page._notice.setText("stale")
    QCoreApplication.sendEvent(window.start_page, QEvent(QEvent.Type.LanguageChange))
    assert notice_text(window) == before


def test_a_data_folder_that_is_a_file_leaves_the_app_running_and_says_so(qtbot, user_data_dir, caplog):
    user_data_dir.parent.mkdir(parents=True, exist_ok=True)
    user_data_dir.write_text("a file where the folder should be")
    create_application([])
    window = create_main_window()
    qtbot.addWidget(window)
    window.show()
    text = notice_text(window)
    assert "cannot be saved" in text and str(user_data_dir) in text
    assert not window.start_page.button("resume").isVisible()
    with caplog.at_level(logging.WARNING):
        window.close()
    assert "Settings not saved" in caplog.text
    assert user_data_dir.read_text() == "a file where the folder should be"


def test_with_a_data_folder_that_is_a_file_a_new_game_starts_and_is_played_unsaved(qtbot, user_data_dir):
    """Starting a game writes the settings and the autosave: neither failure may stop the game."""
    user_data_dir.parent.mkdir(parents=True, exist_ok=True)
    user_data_dir.write_text("a file where the folder should be")
    create_application([])
    window = create_main_window()
    window.controller.ai_seconds = 0.05
    window.ai.min_delay_ms = 0
    window.game_page.set_animation_speed("off")
    qtbot.addWidget(window)
    window.show()
    window.open_new_game("nothanks")
    dialog = window.dialog
    dialog.accept()
    page = window.game_page
    assert window.pages.currentWidget() is page
    qtbot.waitUntil(lambda: window.controller.awaiting_human is not None, timeout=10000)
    notice = page._save_notice
    assert notice.isVisible() and notice.failure() is not None
    assert page.action_buttons()["take"].isEnabled()
    moves = len(window.controller.state.history)
    page.action_buttons()["take"].click()
    qtbot.waitUntil(lambda: len(window.controller.state.history) > moves, timeout=10000)
    assert user_data_dir.read_text() == "a file where the folder should be"
    window.controller.stop()
    window.ai.shutdown(2000)
