"""Keeps a table's proxies in step with its accessible entries, and its keyboard ring with Qt's focus.

`TableAccess(table)` is created by `GameTable` itself; `refresh()` runs after every redraw, step,
offer of actions, translation, resize, animation end and move of the scene's keyboard ring (the
`GameTable` base arranges that: a table never calls it).

The focus bridge: while the table has the keyboard (its view or one of its proxies has Qt's focus),
the proxy of the card the ring is on takes Qt's focus, so assistive technology gets a real focus event
for each card the arrows or Tab move to; and when a proxy gets the focus (an AT's grabFocus), the ring
moves to its card. Keys pressed on a proxy are handled as the view handles them (`forward_key`).

Tab and Shift+Tab on the table go through its tab stops (`tab_stops`): the cards the ring can be on and the
table's "button" entries (actions drawn on the table, which the arrows do not reach), in reading order; past
the first or last stop they leave the table for the window's other widgets. When a dialog the table opened
closes, the keyboard comes back to the table if it had it (or if nothing has it now).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Hashable

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from .entry import AccessibleEntry
from .proxies import ProxyButton, ProxyLabel

if TYPE_CHECKING:
    from ..game_table import GameTable

ACTIVATION_KEYS = {Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space}
TAB_KEYS = {Qt.Key.Key_Tab, Qt.Key.Key_Backtab}
PRESS_MODIFIERS = (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier)


class TableAccess(QObject):
    """The proxies of one table (children of its view's viewport), one per accessible entry, by key."""

    def __init__(self, table: GameTable):
        super().__init__(table)
        self._table = table
        self._proxies: dict[Hashable, ProxyButton | ProxyLabel] = {}
        self._refreshing = False
        self._dialogs_with_keyboard: set = set()  # ids of the table's dialogs shown while the table had the keyboard
        table.table_scene().focus_changed.connect(self._on_ring_moved)
        table.installEventFilter(self)

    # --- what tests and other parts may read ---------------------------------------------------------------
    def proxies(self) -> list[ProxyButton | ProxyLabel]:
        """The proxies in reading order (the entries' order, also their order as the viewport's children)."""
        return list(self._proxies.values())

    def proxy(self, key: Hashable) -> ProxyButton | ProxyLabel | None:
        return self._proxies.get(key)

    def proxy_of_item(self, item) -> ProxyButton | None:
        """The button proxy standing for a graphics item, if there is one."""
        if item is None:
            return None
        for proxy in self._proxies.values():
            if isinstance(proxy, ProxyButton) and proxy.entry.item is item:
                return proxy
        return None

    def has_keyboard(self) -> bool:
        """Qt's focus is on the table's view (or its viewport) or on one of its proxies."""
        focus = QApplication.focusWidget()
        return focus is not None and (focus is self._table or focus is self._table.viewport()
                                      or focus in self._proxies.values())

    # --- keeping the proxies in step -------------------------------------------------------------------------
    def refresh(self) -> None:
        """Make the proxies match the table's entries: names, places, reading order, focus."""
        if self._refreshing:
            return
        self._refreshing = True
        try:
            self._sync(self._table.accessible_entries())
            self._name_view()
            self._follow_ring()
        finally:
            self._refreshing = False

    def _sync(self, entries: list[AccessibleEntry]) -> None:
        keys = [entry.key for entry in entries]
        if len(set(keys)) != len(keys):
            raise ValueError(f"{type(self._table).__name__}: two accessible entries share a key in {keys!r}")
        wanted = {entry.key: entry for entry in entries}
        for key in [key for key, proxy in self._proxies.items()
                    if key not in wanted or self._kind_changed(proxy, wanted[key])]:
            self._drop(key)
        proxies = {}
        for entry in entries:
            proxy = self._proxies.get(entry.key)
            if proxy is None:
                proxy = self._make(entry)
            else:
                proxy.set_entry(entry)
            self._place(proxy)
            proxies[entry.key] = proxy
        if list(proxies) != list(self._proxies):
            # raise_ puts a proxy last among the viewport's children: reading order. Those already in order
            # at the front stay (a raise has its place on the viewport painted again, and the cards there).
            order = list(proxies)
            kept = next((index for index, (new, old) in enumerate(zip(order, self._proxies)) if new != old),
                        min(len(order), len(self._proxies)))
            for key in order[kept:]:
                proxies[key].raise_()
        self._proxies = proxies

    @staticmethod
    def _kind_changed(proxy, entry: AccessibleEntry) -> bool:
        return isinstance(proxy, ProxyButton) != entry.interactive

    def _make(self, entry: AccessibleEntry) -> ProxyButton | ProxyLabel:
        kind = ProxyButton if entry.interactive else ProxyLabel
        proxy = kind(self, entry, self._table.viewport())
        proxy.show()
        return proxy

    def _drop(self, key: Hashable) -> None:
        proxy = self._proxies.pop(key)
        if proxy.hasFocus():
            # Qt would hand the focus to the next widget of the window's chain: keep it on the table.
            self._table.setFocus(Qt.FocusReason.OtherFocusReason)
        proxy.hide()
        proxy.setParent(None)
        proxy.deleteLater()

    def _place(self, proxy) -> None:
        """Over its item (or rect) as the view shows it now; at least one pixel, so AT sees it."""
        rect = proxy.entry.scene_rect()
        area = self._table.mapFromScene(rect).boundingRect() if not rect.isEmpty() else QRect(0, 0, 1, 1)
        area = area.intersected(self._table.viewport().rect()) if not area.isEmpty() else area
        if area.isEmpty():
            area = QRect(0, 0, 1, 1)
        if proxy.geometry() != area:
            proxy.setGeometry(area)

    def _name_view(self) -> None:
        table = self._table
        name, summary = table.accessible_name(), table.accessible_summary()
        for widget in (table, table.viewport()):
            if widget.accessibleName() != name:
                widget.setAccessibleName(name)
        if table.accessibleDescription() != summary:
            table.setAccessibleDescription(summary)

    # --- the focus bridge -------------------------------------------------------------------------------------
    def _on_ring_moved(self, card) -> None:
        if self._refreshing:
            self._follow_ring()
        else:
            self._table.refresh_access()  # at once, or at the end of the redraw under way

    def _follow_ring(self) -> None:
        """While the table has the keyboard, Qt's focus goes where the ring is (the view when it is nowhere)."""
        if not self.has_keyboard():
            return
        proxy = self.proxy_of_item(self._table.table_scene().focused_card())
        focus = QApplication.focusWidget()
        if proxy is not None and focus is not proxy:
            proxy.setFocus(Qt.FocusReason.OtherFocusReason)
        elif proxy is None and focus in self._proxies.values() and not self._off_ring(focus):
            self._table.setFocus(Qt.FocusReason.OtherFocusReason)

    def _off_ring(self, proxy) -> bool:
        """A button whose item the ring cannot be on (a chip stack, a pill): it keeps the focus it got."""
        return proxy.entry.item not in self._table.table_scene().selectable_cards()

    def proxy_focused(self, proxy: ProxyButton) -> None:
        """A proxy got Qt's focus (the bridge, an AT's grabFocus): the ring goes to its card, or nowhere."""
        scene = self._table.table_scene()
        item = proxy.entry.item
        target = item if item in scene.selectable_cards() else None
        if scene.focused_card() is not target:
            scene.focus_card(target)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
        # When a table's Python wrappers are collected, Python clears this object's attributes while Qt may
        # still deliver the table's last events: then there is nothing left to do.
        table = self.__dict__.get("_table")
        if table is None:
            return False
        kind = event.type()
        if watched is table:
            if kind == QEvent.Type.FocusIn:
                self._follow_ring()
            elif kind == QEvent.Type.KeyPress and self._is_tab(event):
                self._tab_or_leave(self._forward(event))
                event.accept()
                return True
            elif kind == QEvent.Type.ChildAdded and event.child().isWidgetType():
                event.child().installEventFilter(self)  # a dialog of the table: see _watch_dialog
        elif watched.isWidgetType() and watched.isWindow() and kind in (QEvent.Type.Show, QEvent.Type.Hide):
            self._watch_dialog(watched, kind == QEvent.Type.Show)
        return False

    # --- the table's dialogs ----------------------------------------------------------------------------------
    def _watch_dialog(self, dialog: QWidget, shown: bool) -> None:
        """A window the table opened (a declaration, an auction) shows or hides. When it closes, the keyboard
        comes back to the table if the table had it when it opened, or if nothing in the table's window has
        it any more (the window system may not hand it back, or the card that had it went away)."""
        if shown:
            if self.has_keyboard():
                self._dialogs_with_keyboard.add(id(dialog))
            return
        had_keyboard = id(dialog) in self._dialogs_with_keyboard
        self._dialogs_with_keyboard.discard(id(dialog))
        # Once Qt has finished closing it (and activated what it activates).
        QTimer.singleShot(0, self, lambda: self._take_keyboard_back(had_keyboard))

    def _take_keyboard_back(self, had_keyboard: bool) -> None:
        table = self.__dict__.get("_table")
        if table is None or not table.isVisible() or not table.isEnabled():
            return
        if QApplication.activeModalWidget() is not None or QApplication.activePopupWidget() is not None:
            return  # another dialog asks now (the next question, the results): it keeps the keyboard
        window = table.window()
        remembered = window.focusWidget()
        lost = QApplication.focusWidget() is None or remembered is None or not remembered.isVisible()
        if not (had_keyboard or lost) or self.has_keyboard():
            return
        window.activateWindow()
        table.setFocus(Qt.FocusReason.ActiveWindowFocusReason)

    # --- Tab on the table ---------------------------------------------------------------------------------------
    def tab_stops(self) -> list:
        """What Tab and Shift+Tab go through on the table, in reading order (the entries' order): the button
        proxies of the cards the ring can be on and of the table's "button" entries (enabled or not: their
        description says which), then the ring's cards that have no proxy, in the ring's order."""
        ring = self._table.table_scene().selectable_cards()
        stops: list = [proxy for proxy in self._proxies.values() if isinstance(proxy, ProxyButton)
                       and (proxy.entry.kind == "button" or any(proxy.entry.item is card for card in ring))]
        covered = [proxy.entry.item for proxy in stops]
        stops += [card for card in ring if not any(card is item for item in covered)]
        return stops

    def tab(self, forward: bool) -> bool:
        """Move the keyboard to the next (or previous) tab stop of the table; False past the first or last
        one (the ring is then on no card)."""
        scene = self._table.table_scene()
        stops = self.tab_stops()
        here = self._current_stop(stops)
        step = 1 if forward else -1
        index = (0 if forward else len(stops) - 1) if here is None else here + step
        if not 0 <= index < len(stops):
            scene.focus_card(None)
            return False
        reason = Qt.FocusReason.TabFocusReason if forward else Qt.FocusReason.BacktabFocusReason
        stop = stops[index]
        if isinstance(stop, ProxyButton):
            item = stop.entry.item
            scene.focus_card(item if any(item is card for card in scene.selectable_cards()) else None)
            stop.setFocus(reason)
        else:  # a card of the ring without a proxy: the view has the keyboard, the ring shows where
            scene.focus_card(stop)
            self._table.setFocus(reason)
        return True

    def _current_stop(self, stops: list) -> int | None:
        """Where the keyboard is among the stops: the focused proxy, else the ring's card; None: nowhere."""
        focus = QApplication.focusWidget()
        ring = self._table.table_scene().focused_card()
        for wanted in (focus, ring):
            if wanted is None:
                continue
            for index, stop in enumerate(stops):
                if stop is wanted or (wanted is ring and isinstance(stop, ProxyButton) and stop.entry.item is ring):
                    return index
        return None

    def _tab_or_leave(self, forward: bool) -> None:
        if self.tab(forward):
            return
        # Past the last (or first) stop: on to the window's next (or previous) widget, as from the view.
        table = self._table
        table.setFocus(Qt.FocusReason.TabFocusReason if forward else Qt.FocusReason.BacktabFocusReason)
        table.focusNextPrevChild(forward)

    @staticmethod
    def _is_tab(event) -> bool:
        return event.key() in TAB_KEYS and not event.modifiers() & (
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)

    @staticmethod
    def _forward(event) -> bool:
        return event.key() == Qt.Key.Key_Tab and not event.modifiers() & Qt.KeyboardModifier.ShiftModifier

    # --- keys pressed on a proxy ------------------------------------------------------------------------------
    def forward_key(self, proxy: QWidget, event) -> bool:
        """Handle a key event of a proxy as the view would: Space/Enter press a button whose item the ring
        is not on; Tab and Shift+Tab go through the table's tab stops, or leave the table as they leave the
        view; every other key (and Space/Enter on the ring's card) goes to the view, and from there up to
        the page."""
        table = self.__dict__.get("_table")
        if table is None:  # collected while Qt still delivers a last event (see eventFilter)
            return False
        kind = event.type()
        if kind == QEvent.Type.KeyPress and self._presses(proxy, event):
            proxy.press()
            event.accept()
            return True
        if kind == QEvent.Type.KeyPress and self._is_tab(event):
            self._tab_or_leave(self._forward(event))
            event.accept()
            return True
        copy = event.clone()
        QApplication.sendEvent(table, copy)
        if kind == QEvent.Type.ShortcutOverride:
            event.setAccepted(copy.isAccepted())
        else:
            event.accept()  # the view's own dispatch has already offered it to the page
        return True

    def _presses(self, proxy: QWidget, event) -> bool:
        ring = self._table.table_scene().focused_card()
        return (isinstance(proxy, ProxyButton) and event.key() in ACTIVATION_KEYS
                and event.modifiers() in PRESS_MODIFIERS and (ring is None or proxy.entry.item is not ring))
