"""Every registered game played to its end by a person using the keyboard alone, as a screen-reader user
plays: keys go to whatever has the focus, and at every step the focused object has a name a screen reader
would speak (through Qt's accessibility interface, as AT reads it).

The person's moves alternate between Return on what the table's keyboard ring is on (a playable card,
the open card...) and Tab through the window (and the table's tab stops) to an action that is offered (the
side panel's buttons, a table's action or card; after a card that only began a move, an action first),
then Space; a dialog a game opens is answered with Return (its default choice).
Computer opponents at the easy level, animations off, the game's shortest variant (SHORT_OPTIONS of its
suite_support, tests/generic/per_game.py).
Before each key the event loop runs until the keyboard has settled (a dialog a table opens from a timer has
opened and has the keyboard, or the keyboard is back in the window after one closed), as it would have for a
person, who does not press keys in the same instant.
"""

import pytest
from pytestqt.exceptions import TimeoutError
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog

from cardtable.app.shell.results_dialog import ResultsDialog
from cardtable.app.table.access import ProxyButton
from cardtable.games import get_game

from tests.generic.app_helpers import game_ids, results_open, seats, wordy
from tests.generic.per_game import suite_support

MAX_TABS = 80  # a whole side panel and a hand: an offered action is found well before
MAX_DECISIONS = 400
NO_EFFECT_MS = 500  # a person's press shows its effect at once: after this, it was refused
MAX_IDLE = 20


def belongs_to(widget, window) -> bool:
    """widget is window or one of its descendants, its dialogs included (an earlier test's may linger)."""
    while widget is not None:
        if widget is window:
            return True
        widget = widget.parent()
    return False


def open_dialog(window):
    """The modal dialog this window shows (a game's declaration, an auction...), or None."""
    dialog = QApplication.activeModalWidget()
    return dialog if isinstance(dialog, QDialog) and belongs_to(dialog, window) else None


def spoken_name(widget) -> str:
    interface = QAccessible.queryAccessibleInterface(widget)
    return interface.text(QAccessible.Text.Name) if interface is not None else ""


def focused(names) -> object:
    """The focus widget, after checking that a screen reader would name it in words."""
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard"
    assert belongs_to(widget, QApplication.activeWindow()), "the keyboard is in another window"
    name = spoken_name(widget)
    assert name.strip() and wordy(name, names), f"the focused {type(widget).__name__} is named {name!r}"
    return widget


def identity(widget):
    return ("entry", repr(widget.entry.key)) if isinstance(widget, ProxyButton) else id(widget)


def offered(widget, page, cards: bool, tried=frozenset()) -> bool:
    """A focused thing whose press plays an offered move: an enabled side-panel button or table action (or,
    with cards, a card of the table that may be pressed), not among those tried since the last move."""
    if identity(widget) in tried:
        return False
    if isinstance(widget, ProxyButton):
        return widget.entry.enabled and (cards or widget.entry.kind != "card")
    return (isinstance(widget, QAbstractButton) and widget.isEnabled()
            and widget in page.action_buttons().values())


def key(qtbot, widget, which) -> None:
    qtbot.keyClick(widget, which)


def act_by_keys(qtbot, window, by_ring: bool, names, drafted: bool = False, tried=None) -> bool:
    """One decision of the person, by keys alone (see the module's docstring); True when it pressed
    a card (Return on the ring's, or Space on a card's proxy). After a card that only began a move
    (drafted), Tab looks for an action before a card; what Tab finds is pressed once per move (tried: a
    toggle such as Négoce's "Side of the card" changes the table without a move), unless nothing else is."""
    page = window.game_page
    if open_dialog(window) is not None:
        key(qtbot, focused(names), Qt.Key.Key_Return)
        return False
    widget = focused(names)
    ring = page.table.table_scene().focused_card()
    if by_ring and ring is not None and page.table.has_keyboard():
        key(qtbot, widget, Qt.Key.Key_Return)
        return True
    tried = set() if tried is None else tried
    passes = [(False, tried), (True, tried)] if drafted else [(True, tried)]
    for cards, skipped in passes + [(True, frozenset())]:
        for _ in range(MAX_TABS):
            if offered(widget, page, cards, skipped):
                tried.add(identity(widget))
                key(qtbot, widget, Qt.Key.Key_Space)
                return isinstance(widget, ProxyButton) and widget.entry.kind == "card"
            key(qtbot, widget, Qt.Key.Key_Tab)
            widget = focused(names)
    pytest.fail(f"Tab never reached an offered action (last: {spoken_name(widget)!r})")


def progress(window) -> tuple:
    """What a decision changes: the game's record, the dialog shown, or what the table offers (a move built
    in steps, as Négoce's sale: a card chosen, then "Put up for sale")."""
    entries = tuple((repr(entry.key), entry.name, entry.description, entry.enabled)
                    for entry in window.game_page.table.accessible_entries())
    return len(window.controller.state.history), open_dialog(window), entries


def offered_actions(window) -> set:
    """The keys of the table's actions that may be pressed now (a card that begins a move offers one)."""
    return {repr(entry.key) for entry in window.game_page.table.accessible_entries()
            if entry.kind == "button" and entry.enabled}


def game_options(game_id: str) -> dict:
    return dict(suite_support(game_id).short_options)


def keyboard_settled(window) -> bool:
    """The keyboard is somewhere in the window, and in the dialog the window shows, if it shows one."""
    widget, dialog = QApplication.focusWidget(), open_dialog(window)
    if widget is None:
        return False
    return belongs_to(widget, dialog) if dialog is not None else belongs_to(widget, window)


def settle(qtbot, window) -> None:
    qtbot.wait(0)  # what the last key or move posted (a dialog opened from a timer) runs first
    qtbot.waitUntil(lambda: results_open(window) or keyboard_settled(window), timeout=5000)


@pytest.mark.parametrize("game_id", game_ids())
def test_a_whole_game_by_keyboard_alone_with_a_name_at_every_focus(qtbot, make_window, game_id):
    game = get_game(game_id)
    window = make_window(animation_speed="off")
    window.activateWindow()
    lineup = seats(["human"] + ["easy"] * (game.min_players - 1))
    window.start_game(game_id, game_options(game_id), 7, lineup)
    names = [seat.name for seat in lineup]
    controller = window.controller
    drafted, tried, idle = False, set(), 0
    for turn in range(MAX_DECISIONS):
        qtbot.waitUntil(lambda: results_open(window) or open_dialog(window) is not None
                        or (controller.awaiting_human is not None and not window.game_page.table.is_animating()),
                        timeout=20000)
        settle(qtbot, window)
        if results_open(window):
            break
        if controller.awaiting_human is not None:
            table = window.game_page.table
            assert table.accessibleDescription().strip(), "the table's summary is empty"
            assert table.accessible_entries(), "the table has no accessible entries"
        before, offered_actions_before = progress(window), offered_actions(window)
        # Return on the ring's card every other decision, and by Tab to an action after a card that only
        # began a move, offering a new action (Négoce's card for sale: then "Put up for sale").
        drafted = act_by_keys(qtbot, window, turn % 2 == 0 and not drafted, names, drafted, tried)
        try:
            qtbot.waitUntil(lambda: progress(window) != before or results_open(window), timeout=NO_EFFECT_MS)
            idle = 0
        except TimeoutError:  # a press the table refused, as Négoce's offer that is not allowed: another next
            idle += 1
            assert idle <= MAX_IDLE, f"{MAX_IDLE} presses in a row changed nothing"
        drafted = drafted and len(controller.state.history) == before[0] and bool(
            offered_actions(window) - offered_actions_before)
        if len(controller.state.history) != before[0]:
            tried.clear()
    else:
        pytest.fail(f"no results after {MAX_DECISIONS} decisions")
    assert isinstance(window.dialog, ResultsDialog) and controller.state.is_terminal()
