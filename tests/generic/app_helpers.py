"""What the generic app suites share: the registered games, playing a person's move on real widgets,
a late position of any game, and the texts a game's page shows."""

from __future__ import annotations

import random
import re

from PySide6.QtCore import QPoint, Qt

from cardtable.app.shell.controller import Seat
from cardtable.app.table.scene import iter_text

from tests.app.conftest import results_open, wait_for_turn_or_results  # noqa: F401 (re-exported)
from tests.generic.sealed_bid.rules import SealedBid

try:  # the rules suites' helper, when it is there
    from tests.generic.registered import registered_games
except ImportError:  # pragma: no cover
    from cardtable.games import all_games as registered_games

TEST_GAME = SealedBid.id


def game_ids() -> list[str]:
    """Every registered game's id (read at collection, while the test game is registered)."""
    return [game.id for game in registered_games()]


def other_game(game_id: str = TEST_GAME) -> str:
    """The first registered game but `game_id` (by default the first real game): for a test that needs a game,
    any game, or one other than the one it played."""
    return next(game.id for game in registered_games() if game.id != game_id)


def click_button(qtbot, window, action) -> bool:
    """Click the side panel's button for `action`; False when the game has none for it."""
    button = window.game_page.action_buttons().get(action)
    if button is None:
        return False
    assert button.isEnabled() and button.isVisible(), f"{action!r} should be offered"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    return True


def click_item(qtbot, table, item) -> None:
    """A left click on a table item's origin, through the view as a person's mouse would."""
    point = table.mapFromScene(item.mapToScene(item.boundingRect().center()))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point.x(), point.y()))


def play_move(qtbot, window, action) -> None:
    """A person's move: its button if the game has one, else asked for by the table (as a click would)."""
    before = len(window.controller.state.history)
    if not click_button(qtbot, window, action):
        window.game_page.table.action_requested.emit(action)
    assert len(window.controller.state.history) == before + 1, f"{action!r} was not played"


def late_state(game, seed: int, remaining: int = 10):
    """A state `remaining` random legal moves before the end of a random game (a short game to finish)."""
    rng = random.Random(seed)
    probe = game.new_game({"players": game.min_players}, seed)
    state = probe.clone()
    moves = []
    while not probe.is_terminal():
        seat = probe.current_seat
        action = rng.choice(tuple(probe.legal_actions(seat)))
        moves.append((seat, action))
        probe.apply(action, seat)
    for seat, action in moves[:max(0, len(moves) - remaining)]:
        state.apply(action, seat)
    return state


def seats(controllers, names=("Ann", "Bob", "Cy", "Dee", "Eve", "Flo", "Gus")) -> list[Seat]:
    return [Seat(name, controller) for name, controller in zip(names, controllers)]


def side_panel_texts(page) -> list[str]:
    """Every text of the game page's side panel: title, scoreboard, prompt, buttons, log."""
    board = page._scoreboard
    texts = [page._side.title.text(), page._prompt.text(), page._side.log_title.text()]
    texts += [board.horizontalHeaderItem(column).text() for column in range(board.columnCount())]
    texts += [board.item(row, column).text() for row in range(board.rowCount()) for column in range(board.columnCount())
              if board.item(row, column) is not None]
    texts += [button.text() for button in page.action_buttons().values()]
    texts += page._log.lines()
    return [text for text in texts if text]


def table_texts(page) -> list[str]:
    return list(iter_text(page.table.table_scene()))


def wordy(text: str, names) -> bool:
    """Whether a text says something in a language: not only names, numbers and symbols."""
    for name in names:
        text = text.replace(name, " ")
    return bool(re.search(r"[^\W\d_]{2,}", text))


def resume(window, state, controllers):
    """The game page showing `state` (a position set up by the test), played by `controllers`."""
    window.pages.setCurrentWidget(window.game_page)
    window.controller.resume(state, seats(controllers))


def watch(window) -> dict:
    """What the controller tells the page: whom it calls (with the history's length then), and which moves
    the table is asked to show."""
    seen = {"called": [], "shown": []}
    controller = window.controller
    controller.human_to_act.connect(lambda seat: seen["called"].append((seat, len(controller.state.history))))
    table = window.game_page.table
    animate = table.animate
    table.animate = lambda events, obs: (seen["shown"].append([event.kind for event in events]), animate(events, obs))
    return seen
