"""The proxy widgets laid over the table's items: they paint nothing and let the mouse through.

A `ProxyButton` (role push button, action "Press") stands for a card or an action; a `ProxyLabel`
(role label, its text the name) for a pile, a counter or a seat. The keys pressed on a proxy go to the
table's view exactly as if the view had the keyboard (see `TableAccess.forward_key`), except Space and
Enter on a button whose item is not the one the scene's keyboard ring is on: those press it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from .entry import AccessibleEntry

if TYPE_CHECKING:
    from .table_access import TableAccess

KEY_EVENTS = (QEvent.Type.KeyPress, QEvent.Type.KeyRelease, QEvent.Type.ShortcutOverride)


def _make_invisible(widget: QWidget) -> None:
    widget.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    widget.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
    widget.setAutoFillBackground(False)
    widget.setContextMenuPolicy(Qt.ContextMenuPolicy.NoContextMenu)


class ProxyButton(QPushButton):
    """A card or an action of the table for assistive technology: focusable (not through Qt's Tab chain:
    the table's Tab goes through its own tab stops, see `TableAccess.tab_stops`), pressable through the
    accessibility action "Press" (a click) or Space/Enter."""

    def __init__(self, access: TableAccess, entry: AccessibleEntry, parent: QWidget):
        super().__init__(parent)
        self._access = access
        self.entry = entry
        _make_invisible(self)
        self.setAutoDefault(False)
        # Focusable for an AT's grabFocus and the focus bridge, but out of Qt's Tab chain: TableAccess.tab.
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.clicked.connect(self.press)
        self.set_entry(entry)

    def set_entry(self, entry: AccessibleEntry) -> None:
        self.entry = entry
        if self.accessibleName() != entry.name:
            self.setAccessibleName(entry.name)
        if self.accessibleDescription() != entry.description:
            self.setAccessibleDescription(entry.description)

    def press(self) -> None:
        """What the entry's press does, when pressing is a legal move now (else nothing)."""
        if self.entry.enabled and self.entry.press is not None:
            self.entry.press()

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt override): the item under it is the picture
        pass

    def event(self, event) -> bool:
        # Before QWidget's own handling, which would take Tab for Qt's focus chain.
        if event.type() in KEY_EVENTS:
            return self._access.forward_key(self, event)
        return super().event(event)

    def focusInEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().focusInEvent(event)
        self._access.proxy_focused(self)


class ProxyLabel(QLabel):
    """A pile, a counter or a seat's summary for assistive technology: read only, its text the name."""

    def __init__(self, access: TableAccess, entry: AccessibleEntry, parent: QWidget):
        super().__init__(parent)
        self._access = access
        self.entry = entry
        _make_invisible(self)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.set_entry(entry)

    def set_entry(self, entry: AccessibleEntry) -> None:
        self.entry = entry
        if self.text() != entry.name:
            self.setText(entry.name)
        if self.accessibleName() != entry.name:
            self.setAccessibleName(entry.name)
        if self.accessibleDescription() != entry.description:
            self.setAccessibleDescription(entry.description)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt override): the item under it is the picture
        pass
