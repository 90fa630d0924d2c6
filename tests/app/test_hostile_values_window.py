"""A saved game holding a value the app cannot live with, opened in the window during a game against the
computer (issue 30, defect 5): it is refused with a message naming the field, and the game on the table goes
on, the computers moving and the autosave written, as if the file had never been opened."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QMessageBox

from cardtable.games import get_game
from cardtable.store import saves
from cardtable.store.meta import fresh_meta
from cardtable.store.save_writer import write_save

from tests.generic.app_helpers import play_move, seats, wait_for_turn_or_results


def spoilt_save(path, spoil) -> bytes:
    state = get_game("nothanks").new_game({"players": 3}, 9)
    for _ in range(4):
        state.apply(state.legal_actions()[0])
    write_save(path, state, [{"name": name, "controller": "hard"} for name in ("Zoé", "Bruno", "Chloé")],
               fresh_meta())
    payload = json.loads(path.read_text(encoding="utf-8"))
    spoil(payload)
    content = json.dumps(payload).encode("ascii")  # a lone surrogate written as its JSON escape
    path.write_bytes(content)
    return content


@pytest.mark.parametrize("spoil, why", [
    (lambda payload: payload["seats"][1].update(name="\ud800"), "its text at seats[1].name is not valid Unicode"),
    (lambda payload: payload["seats"][0].update(name="x" * 100_000),
     "seat 1's name (seats[0].name) is longer than 16 characters"),
])
def test_a_save_with_a_value_the_app_cannot_live_with_is_refused_and_the_game_goes_on(
        qtbot, make_window, tmp_path, spoil, why):
    path = tmp_path / "spoilt.cardtable"
    content = spoilt_save(path, spoil)
    window = make_window()
    window.start_game("nothanks", {}, 4, seats(["human", "easy", "easy"]))
    wait_for_turn_or_results(qtbot, window)
    controller = window.controller
    before, uid = controller.state.to_json(), controller.meta["uid"]
    assert not window.open_file(str(path))
    box = window.dialog
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert box.text() == f"“spoilt.cardtable” cannot be opened: its content is inconsistent ({why})."
    box.accept()
    assert path.read_bytes() == content
    assert controller.state.to_json() == before and controller.meta["uid"] == uid
    # The game goes on: the person moves, both computers after, and every move is saved.
    moves = len(controller.state.history)

    def movers() -> set[int]:
        return {seat for seat, _action in controller.state.record()["actions"][moves:]}

    for _ in range(20):  # a No Thanks! player who takes a card plays again: as many moves as it takes
        if movers() >= {1, 2} or controller.state.is_terminal():
            break
        play_move(qtbot, window, controller.state.legal_actions(controller.awaiting_human)[-1])
        wait_for_turn_or_results(qtbot, window)
    assert movers() >= {0, 1, 2}
    saved = saves.load()
    assert saved.status == "ok" and saved.game.state == controller.state
    assert [seat["name"] for seat in saved.game.seats] == ["Ann", "Bob", "Cy"]
