"""File > Save, Save as, Open and Open recent through the real dialogs (offscreen): the saved file, the opened
game on the table as a new playthrough, every kind of bad file named in a message and left as it was, the
question before an unsaved game in progress is replaced, and the recent files."""

from __future__ import annotations

import json
import os

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from cardtable.app.shell.controller import Seat
from cardtable.games import get_game
from cardtable.store.meta import fresh_meta
from cardtable.store import save_reader
from cardtable.store.save_reader import read_save
from cardtable.store.save_writer import write_save
from tests.app.conftest import wait_for_turn_or_results

LINEUP = [Seat("Ann", "human"), Seat("Bob", "random"), Seat("Cy", "random")]
MTIME = 1_600_000_000_000_000_000


def on_table(qtbot, window, seed=4):
    window.start_game("nothanks", {}, seed, LINEUP)
    wait_for_turn_or_results(qtbot, window)
    return window.controller


def choose(window, path) -> None:
    """The player picks `path` in the file dialog that is open and confirms."""
    dialog = window.dialog
    assert isinstance(dialog, QFileDialog) and dialog.isVisible()
    assert "cardtable games (*.cardtable)" in dialog.nameFilters()
    dialog.selectFile(str(path))
    dialog.accept()


def message(window) -> QMessageBox:
    box = window.dialog
    assert isinstance(box, QMessageBox) and box.isVisible()
    return box


def a_saved_game(path, moves=5, game_id="schnaeppchen", seed=9):
    state = get_game(game_id).new_game({"players": 3}, seed)
    for _ in range(moves):
        state.apply(state.legal_actions()[0])
    meta = dict(fresh_meta(), elapsed=125.0)
    # Three people (hot-seat): no computer moves after it is opened, so the game stays as saved.
    write_save(path, state, [{"name": name, "controller": "human"} for name in ("Zoé", "Bruno", "Chloé")], meta)
    return state, meta


def test_the_file_menu_and_the_game_menu(make_window):
    window = make_window()
    assert [act.text() for act in window.menu_file.actions()] == [
        "&New game…", "&Open…", "Open &recent", "&Save", "Save &as…", "Re&play a saved game…", "", "&Quit"]
    assert window.file_menu_end.isSeparator()
    assert [act.text() for act in window.menu_game.actions()] == [
        "&Resume saved game", "&Undo my last move", "Re&do", "&Hint", "Show the &results", "Re&play this game", "",
        "S&tatistics…", "Back to the &start page"]
    files = window.save_files
    assert files.act_open.shortcut().toString() == "Ctrl+O"
    assert files.act_save.shortcut().toString() == "Ctrl+S"
    assert files.act_save_as.shortcut().toString() == "Ctrl+Shift+S"
    assert not files.act_save.isEnabled() and not files.act_save_as.isEnabled()  # no game on the table


def test_save_asks_where_adds_the_extension_then_saves_there_again(qtbot, make_window, tmp_path):
    window = make_window()
    controller = on_table(qtbot, window)
    files = window.save_files
    assert files.act_save.isEnabled()
    files.act_save.trigger()
    choose(window, tmp_path / "my game")
    path = tmp_path / "my game.cardtable"
    saved = read_save(path)
    assert saved.state == controller.state and saved.meta["uid"] == controller.meta["uid"]
    assert saved.seats == tuple(seat.to_json() for seat in LINEUP)
    assert window.windowTitle().startswith("my game.cardtable — No Thanks!")
    assert window.settings.recent_files == [str(path)]
    controller.play(controller.state.legal_actions(0)[0])
    wait_for_turn_or_results(qtbot, window)
    files.act_save.trigger()  # to its file, without asking
    assert window.dialog is None and read_save(path).state == controller.state
    files.act_save_as.trigger()  # Save as always asks
    choose(window, tmp_path / "copy.cardtable")
    assert read_save(tmp_path / "copy.cardtable").state == controller.state
    assert window.settings.recent_files == [str(tmp_path / "copy.cardtable"), str(path)]
    # A save that fails says why; the game goes on, nothing else changed.
    assert not files.save_to(str(tmp_path / "no such folder" / "x.cardtable"))
    box = message(window)
    assert box.text() == "The game could not be saved as “x.cardtable”: the folder does not exist."
    box.accept()
    assert controller.state is not None and len(window.settings.recent_files) == 2
    # A finished game can be saved too (for a replay).
    state = get_game("nothanks").new_game({"players": 3}, 2)
    while not state.is_terminal():
        state.apply(state.legal_actions()[0])
    window.start_saved_game(state, LINEUP, fresh_meta())
    qtbot.waitUntil(lambda: window.dialog is not None)  # the results
    window.dialog.reject()
    files.act_save_as.trigger()
    choose(window, tmp_path / "ended.cardtable")
    assert read_save(tmp_path / "ended.cardtable").state.is_terminal()


def test_open_puts_the_game_on_the_table_as_a_new_playthrough(qtbot, make_window, tmp_path):
    path = tmp_path / "kept.cardtable"
    state, meta = a_saved_game(path)
    window = make_window()
    window.start_page.button("open").click()
    choose(window, path)
    controller = window.controller
    assert window.pages.currentWidget() is window.game_page
    assert controller.state == state and controller.seats[0] == Seat("Zoé", "human")
    assert controller.meta["uid"] != meta["uid"] and controller.meta["started_at"] == meta["started_at"]
    assert controller.elapsed_seconds() >= 125.0
    assert window.windowTitle().startswith("kept.cardtable — ")
    assert window.settings.recent_files == [str(path)]
    assert window.save_files.current_file() == str(path)
    # A bad file leaves the game on the table as it was.
    before, uid = controller.state.to_json(), controller.meta["uid"]
    bad = tmp_path / "bad.cardtable"
    bad.write_bytes(b"")
    assert not window.open_file(str(bad))
    message(window).accept()
    assert controller.state.to_json() == before and controller.meta["uid"] == uid


def _bad_files() -> dict:
    good = {"format": 2, "app": "cardtable", "kind": "game", "saved_at": "2026-11-25T01:00:00+01:00",
            "seats": [], "meta": {}, "game": {"format": 1, "game": "chess"}}
    return {
        "empty": (b"", "the file is empty"),
        "truncated": (b'{"format": 2, "app": "card', "the file is cut short (perhaps it was not completely copied "
                                                      "or downloaded)"),
        "not_json": (b"{\n\"format\": 2,\noops", "the file is not in the format of cardtable's saved games "
                                                 "(an error at line 3)"),
        "not_text": (b"\x89PNG\r\n\x1a\n\xff\xfe", "the file is not text (perhaps a picture or another program's file)"),
        "too_large": (b"[" * (2**20 + 1), "the file is larger than 1 MB, far more than a saved game"),
        "too_complex": (b"[" * 100_000, "the file holds a number too long or data nested too deeply"),
        "not_a_save": (b'{"name": "a budget"}', "the file is not a cardtable saved game"),
        "unknown_game": (json.dumps(good).encode(), "it is a game of “chess”, which this version of cardtable "
                                                    "does not have"),
        "newer": (json.dumps(dict(good, format=9)).encode(), "it was saved by a newer version of cardtable; update "
                                                             "cardtable to open it"),
        "damaged": (json.dumps(dict(good, game=[])).encode(), "its content is inconsistent (its game is not a JSON "
                                                              "object)"),
    }


BAD = _bad_files()


def test_every_bad_file_is_named_in_a_message_and_left_as_it_was(qtbot, make_window, tmp_path, monkeypatch):
    monkeypatch.setattr(save_reader, "MAX_BYTES", 2**20)
    window = make_window()  # one window for every kind: each file is opened through the real dialog
    for kind, (content, why) in BAD.items():
        folder = tmp_path / kind
        folder.mkdir()
        path = folder / f"{kind}.cardtable"
        path.write_bytes(content)
        os.utime(path, ns=(MTIME, MTIME))
        window.save_files.act_open.trigger()
        choose(window, path)
        box = message(window)
        assert box.text() == f"“{kind}.cardtable” cannot be opened: {why}.", kind
        assert box.informativeText() == "The file was left as it is."
        assert box.icon() == QMessageBox.Icon.Warning
        assert path.read_bytes() == content and path.stat().st_mtime_ns == MTIME, kind
        assert os.listdir(folder) == [path.name], kind
        assert window.controller.state is None and window.pages.currentWidget() is window.start_page
        assert window.settings.recent_files == []
        box.accept()
    assert not window.open_file(str(tmp_path))  # a folder: it cannot be read
    assert message(window).text() == f"“{tmp_path.name}” cannot be opened: it is a folder, not a file."


def question(window) -> QMessageBox:
    box = message(window)
    assert box.objectName() == "replaceQuestion"
    assert box.text() == "Save the game in progress before opening the other one?"
    return box


def click(box: QMessageBox, text: str) -> None:
    [button] = [button for button in box.buttons() if button.text() == text]
    button.click()


def test_an_unsaved_game_in_progress_is_not_replaced_without_asking(qtbot, make_window, tmp_path):
    path = tmp_path / "other.cardtable"
    state, _ = a_saved_game(path)
    window = make_window()
    controller = on_table(qtbot, window)
    mine = controller.state.to_json()
    window.show_start_page()  # the autosave offered on the start page is the game in progress too
    assert window.offered_game() is not None
    window.open_file(str(path))
    click(question(window), "Cancel")
    assert window.offered_game() is not None and window.start_page.button("resume").isVisible()
    window.resume()
    assert controller.state.to_json() == mine
    window.open_file(str(path))
    click(question(window), "Cancel")
    assert controller.state.to_json() == mine
    window.open_file(str(path))
    click(question(window), "&Replace it")
    assert controller.state == state


def test_saving_it_first_then_opening_and_no_question_once_saved(qtbot, make_window, tmp_path):
    path = tmp_path / "other.cardtable"
    state, _ = a_saved_game(path)
    window = make_window()
    controller = on_table(qtbot, window)
    mine = controller.state.clone()
    window.open_file(str(path))
    click(question(window), "&Save it first")
    choose(window, tmp_path / "mine.cardtable")
    assert read_save(tmp_path / "mine.cardtable").state == mine
    assert controller.state == state
    window.open_file(str(tmp_path / "mine.cardtable"))  # the opened game has no move since: no question
    assert window.dialog is None and controller.state == mine
    window.open_file(str(path))  # nor has this one, saved to its file just now
    assert window.dialog is None and controller.state == state


def test_open_recent_lists_the_files_and_drops_a_missing_one(qtbot, make_window, tmp_path):
    first, second = tmp_path / "first.cardtable", tmp_path / "second.cardtable"
    state, _ = a_saved_game(first)
    a_saved_game(second, moves=8)
    window = make_window(recent_files=[str(second), str(first), str(tmp_path / "gone.cardtable")])
    menu = window.save_files.menu_recent
    window.save_files.fill_recent_menu()
    entries = [act for act in menu.actions() if act.data()]
    assert [act.data() for act in entries] == window.settings.recent_files
    folder = str(tmp_path) if len(str(tmp_path)) <= 40 else "…" + str(tmp_path)[-39:]
    assert entries[0].text() == f"&1 second.cardtable — {folder}" and entries[0].toolTip() == str(second)
    entries[2].trigger()
    box = message(window)
    assert box.text() == f"“gone.cardtable” is no longer in {tmp_path}: it was removed from the recent games."
    assert window.settings.recent_files == [str(second), str(first)]
    box.accept()
    window.save_files.fill_recent_menu()
    [entry] = [act for act in menu.actions() if act.data() == str(first)]
    entry.trigger()
    assert window.controller.state == state
    assert window.settings.recent_files == [str(first), str(second)]
    window.save_files.clear_recent()
    window.save_files.fill_recent_menu()
    assert [act.text() for act in menu.actions()] == ["No saved games yet"]


def test_the_messages_and_the_file_menu_speak_french(make_window, tmp_path):
    path = tmp_path / "vide.cardtable"
    path.write_bytes(b"")
    window = make_window(language="fr")
    assert [act.text() for act in window.menu_file.actions()][:5] == [
        "&Nouvelle partie…", "&Ouvrir…", "Parties &récentes", "&Enregistrer", "Enregistrer &sous…"]
    assert window.start_page.button("open").text() == "Ouvrir une sauvegarde…"
    window.open_file(str(path))
    box = message(window)
    assert box.text() == "«\u00a0vide.cardtable\u00a0» ne peut pas être ouvert\u00a0: le fichier est vide."
    assert box.informativeText() == "Le fichier a été laissé tel quel."
