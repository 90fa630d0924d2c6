"""The accessible table kit: proxies in step with a table's entries, the focus bridge, keys and Press."""

from types import SimpleNamespace

import pytest
from PySide6.QtCore import QEvent, QRectF, QSizeF, Qt
from PySide6.QtGui import QAccessible, QFocusEvent, QImage
from PySide6.QtWidgets import QApplication, QDialog, QPushButton, QVBoxLayout, QWidget

from cardtable.app.table.access import BUTTON, CARD, TEXT, AccessibleEntry, ProxyButton, ProxyLabel
from cardtable.app.table.cards import CardFace
from cardtable.app.table.game_table import GameTable
from cardtable.app.table.layouts import row_layout

from tests.app.table.conftest import delete_now


class RowTable(GameTable):
    """A table with a row of cards (obs.hand), a counter, and a pill-like action standing on a rect."""

    def __init__(self):
        super().__init__()
        self.pressed: list = []
        self.playable: set = set()
        self.renders = 0
        self._table.card_activated.connect(lambda card_id: self.pressed.append(("key", card_id)))

    def _render(self, obs) -> None:
        self._obs = obs
        self.renders += 1
        for card_id in [card.card_id for card in self._table.cards() if card.card_id not in obs.hand]:
            self._table.remove_card(card_id)
        for card_id, place in zip(obs.hand, row_layout(len(obs.hand), QRectF(200, 600, 1200, 300), QSizeF(120, 180))):
            card = self._show_card(card_id, CardFace(str(card_id)), 120, place.pos, place.z)
            card.set_selectable(True)
            card.set_dimmed(card_id not in self.playable)

    def set_legal_actions(self, legal) -> None:
        self.playable = set(legal)
        if self._obs is not None:
            self._render(self._obs)

    def retranslate(self) -> None:
        pass

    def _plan_events(self, plan, events, obs_after) -> None:
        pass

    def _clear_flying(self) -> None:
        pass

    def _after_animation(self) -> None:
        pass

    def _default_name(self, seat: int) -> str:
        return f"Player {seat + 1}"

    def accessible_entries(self):
        obs = self._obs
        if obs is None:
            return []
        entries = [AccessibleEntry("counter", f"deck: {obs.deck} cards left", rect=QRectF(100, 100, 200, 80))]
        for card_id in obs.hand:
            entries.append(AccessibleEntry(("hand", card_id), f"card {card_id}", item=self._table.card(card_id),
                                           description="playable" if card_id in self.playable else "not playable now",
                                           kind=CARD, press=lambda c=card_id: self.pressed.append(("press", c)),
                                           enabled=card_id in self.playable))
        entries.append(AccessibleEntry("pass", "Pass", rect=QRectF(1300, 100, 150, 60), kind=BUTTON,
                                       press=lambda: self.pressed.append(("press", "pass")), enabled=True))
        return entries

    def accessible_summary(self) -> str:
        return "Your turn: play a card."


def observation(hand, deck=20):
    return SimpleNamespace(hand=list(hand), deck=deck, players=2, seat=0)


@pytest.fixture
def window(qtbot):
    """The table between two buttons, in an active window."""
    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    window.before, window.table, window.after = QPushButton("Before"), RowTable(), QPushButton("After")
    for widget in (window.before, window.table, window.after):
        layout.addWidget(widget)
    window.resize(1000, 760)
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    yield window
    delete_now(window)


def name_of(widget) -> str:
    return QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Name)


def test_entries_become_named_proxies_in_reading_order_over_their_items(window):
    table = window.table
    table.set_game_name("Test game")
    table.show_observation(observation([3, 5, 8]))
    proxies = table.access().proxies()
    assert [name_of(proxy) for proxy in proxies] == ["deck: 20 cards left", "card 3", "card 5", "card 8", "Pass"]
    assert [type(proxy) for proxy in proxies] == [ProxyLabel, ProxyButton, ProxyButton, ProxyButton, ProxyButton]
    assert [child for child in table.viewport().children() if isinstance(child, (ProxyButton, ProxyLabel))] == proxies
    roles = [QAccessible.queryAccessibleInterface(proxy).role() for proxy in proxies]
    assert roles == [QAccessible.Role.StaticText] + [QAccessible.Role.Button] * 4
    card = table.table_scene().card(5)
    assert proxies[2].geometry() == table.mapFromScene(card.sceneBoundingRect()).boundingRect()
    assert proxies[0].geometry() == table.mapFromScene(QRectF(100, 100, 200, 80)).boundingRect()
    assert all(proxy.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents) for proxy in proxies)
    assert name_of(table) == "Test game table" and table.accessibleDescription() == "Your turn: play a card."


def test_proxies_are_kept_by_key_follow_redraws_and_resizes_and_go_with_their_entries(window, qtbot):
    table = window.table
    table.show_observation(observation([3, 5, 8]))
    five = table.access().proxy(("hand", 5))
    table.show_observation(observation([5, 9], deck=19))
    assert table.access().proxy(("hand", 5)) is five
    assert table.access().proxy(("hand", 3)) is None
    assert [name_of(proxy) for proxy in table.access().proxies()] == ["deck: 19 cards left", "card 5", "card 9", "Pass"]
    window.resize(700, 600)
    qtbot.waitUntil(lambda: five.geometry() == table.mapFromScene(
        table.table_scene().card(5).sceneBoundingRect()).boundingRect(), timeout=2000)


def test_a_proxy_press_plays_only_a_legal_move(window, qtbot):
    table = window.table
    table.set_legal_actions([5])
    table.show_observation(observation([3, 5]))
    for key in (("hand", 3), ("hand", 5), "pass"):
        QAccessible.queryAccessibleInterface(table.access().proxy(key)).actionInterface().doAction("Press")
    qtbot.waitUntil(lambda: len(table.pressed) == 2, timeout=2000)
    assert table.pressed == [("press", 5), ("press", "pass")]


def test_the_ring_and_qt_focus_are_one(window, qtbot):
    table = window.table
    table.set_legal_actions([5, 8])
    table.show_observation(observation([3, 5, 8]))
    table.take_focus()
    scene, access = table.table_scene(), table.access()
    assert scene.focused_card().card_id == 5 and access.proxy(("hand", 5)).hasFocus() and table.has_keyboard()
    qtbot.keyClick(access.proxy(("hand", 5)), Qt.Key.Key_Right)  # keys on a proxy move the ring...
    assert scene.focused_card().card_id == 8 and access.proxy(("hand", 8)).hasFocus()  # ...and the focus with it
    access.proxy(("hand", 3)).setFocus()  # an AT's grabFocus
    assert scene.focused_card().card_id == 3 and scene.focused_card().focus_shown
    access.proxy("pass").setFocus()  # not a card of the ring: the ring goes away, the focus stays
    assert scene.focused_card() is None and access.proxy("pass").hasFocus()
    table.show_observation(observation([5, 8]))
    table.take_focus()
    focused = access.proxy(("hand", 5))
    table.show_observation(observation([8]))  # its card has gone: the keyboard stays on the table
    assert not focused.isVisible() and table.has_keyboard()


def test_keys_on_a_proxy_do_what_they_do_on_the_view(window, qtbot):
    table = window.table
    table.set_legal_actions([5, 8])
    table.show_observation(observation([3, 5, 8]))
    table.take_focus()
    access = table.access()
    qtbot.keyClick(access.proxy(("hand", 5)), Qt.Key.Key_Return)  # on the ring's card: the scene's activation
    assert table.pressed == [("key", 5)]
    access.proxy("pass").setFocus()
    qtbot.keyClick(access.proxy("pass"), Qt.Key.Key_Space)  # elsewhere: the entry's press
    assert table.pressed == [("key", 5), ("press", "pass")]
    table.take_focus()
    qtbot.keyClick(access.proxy(("hand", 5)), Qt.Key.Key_Tab)
    assert access.proxy(("hand", 8)).hasFocus()
    qtbot.keyClick(access.proxy(("hand", 8)), Qt.Key.Key_Tab)  # past the last card: the table's action
    assert access.proxy("pass").hasFocus() and table.table_scene().focused_card() is None
    qtbot.keyClick(access.proxy("pass"), Qt.Key.Key_Tab)  # past the last stop: out of the table
    assert window.after.hasFocus() and table.table_scene().focused_card() is None
    table.take_focus()
    qtbot.keyClick(access.proxy(("hand", 5)), Qt.Key.Key_Backtab)
    qtbot.keyClick(access.proxy(("hand", 3)), Qt.Key.Key_Backtab)
    assert window.before.hasFocus()


def test_tab_on_the_view_goes_over_the_ring_and_the_table_actions_then_leaves(window, qtbot):
    table = window.table
    table.set_legal_actions([5, 8])
    table.show_observation(observation([3, 5, 8]))
    access = table.access()
    assert access.tab_stops() == [access.proxy(("hand", card)) for card in (3, 5, 8)] + [access.proxy("pass")]
    table.setFocus()
    table.table_scene().focus_card(None)
    qtbot.keyClick(table, Qt.Key.Key_Backtab)  # from the view, the ring nowhere: the last stop, an action
    assert access.proxy("pass").hasFocus() and table.table_scene().focused_card() is None
    qtbot.keyClick(access.proxy("pass"), Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert access.proxy(("hand", 8)).hasFocus() and table.table_scene().focused_card().card_id == 8
    qtbot.keyClick(access.proxy(("hand", 8)), Qt.Key.Key_Right)  # the arrows still go over the hand only
    assert access.proxy(("hand", 3)).hasFocus()
    access.proxy("pass").setFocus()
    qtbot.keyClick(access.proxy("pass"), Qt.Key.Key_Return)  # Enter on the action presses it
    assert table.pressed[-1] == ("press", "pass")


def test_the_keyboard_comes_back_to_the_table_when_its_dialog_closes(window, qtbot):
    table = window.table
    table.set_legal_actions([5])
    table.show_observation(observation([3, 5]))
    table.take_focus()
    assert table.access().proxy(("hand", 5)).hasFocus()
    dialog = QDialog(table)
    dialog.setLayout(QVBoxLayout())
    dialog.layout().addWidget(QPushButton("Yes"))
    dialog.open()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None and QApplication.focusWidget().window() is dialog)
    table.show_observation(observation([3]))  # the card that had the keyboard goes while the dialog asks
    dialog.accept()
    qtbot.waitUntil(table.has_keyboard)
    assert QApplication.focusWidget() is table.access().proxy(("hand", 3)) or QApplication.focusWidget() is table


def test_a_table_whose_wrappers_python_has_cleared_lets_its_last_events_through(window, qtbot):
    """Python's garbage collector clears the kit's attributes (a cycle through the table's wrappers) while
    the table, still alive in Qt, gets events: they pass without an error in Qt's event loop."""
    table = window.table
    table.show_observation(observation([3, 5]))
    table.take_focus()
    proxy = table.access().proxy(("hand", 5))
    table.access().__dict__.clear()
    QApplication.sendEvent(table, QFocusEvent(QEvent.Type.FocusIn, Qt.FocusReason.OtherFocusReason))
    QApplication.sendEvent(table, QFocusEvent(QEvent.Type.FocusOut, Qt.FocusReason.OtherFocusReason))
    qtbot.keyClick(proxy, Qt.Key.Key_Tab)


def test_escape_on_a_proxy_reaches_the_table_and_the_page(window, qtbot):
    table = window.table
    seen = []
    window.keyPressEvent = lambda event: seen.append(event.key())
    table.set_legal_actions([5])
    table.show_observation(observation([5]))
    table.take_focus()
    qtbot.keyClick(table.access().proxy(("hand", 5)), Qt.Key.Key_Escape)  # the view does not take it: the page does
    qtbot.keyClick(table.access().proxy(("hand", 5)), Qt.Key.Key_X)
    assert seen == [Qt.Key.Key_Escape, Qt.Key.Key_X]


def test_proxies_paint_nothing_and_let_the_mouse_through(window, qtbot):
    table = window.table
    clicked = []
    table.table_scene().card_clicked.connect(clicked.append)
    table.show_observation(observation([3, 5]))
    card = table.table_scene().card(5)
    card.set_clickable(True)
    with_proxies = table.viewport().grab().toImage()
    for proxy in table.access().proxies():
        proxy.hide()
    without = table.viewport().grab().toImage()
    for proxy in table.access().proxies():
        proxy.show()
    assert with_proxies.convertToFormat(QImage.Format.Format_RGB32) == without.convertToFormat(QImage.Format.Format_RGB32)
    centre = table.mapFromScene(card.sceneBoundingRect().center())
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert clicked == [5]


def test_an_entry_needs_a_known_kind_and_a_unique_key(window):
    with pytest.raises(ValueError):
        AccessibleEntry("x", "name", kind="slider")
    table = window.table
    table.accessible_entries = lambda: [AccessibleEntry("same", "one"), AccessibleEntry("same", "two", kind=TEXT)]
    with pytest.raises(ValueError):
        table.access().refresh()
