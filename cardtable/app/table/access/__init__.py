"""The table's accessible model: what a screen reader reads and plays on a card table.

Graphics items cannot carry accessibility, so a table describes what a sighted player sees as a list of
`AccessibleEntry` values (`GameTable.accessible_entries()`, in reading order), and `TableAccess` keeps
one transparent proxy widget per entry over the item it stands for: a push button for a card or an
action (its accessibility action "Press" plays it), a label for a pile, a counter or a seat. The proxies
paint nothing and let the mouse through; the scene's keyboard ring and Qt's focus are one (see
`TableAccess`). A table never touches the proxies: the kit refreshes them itself.
"""

from .entry import BUTTON, CARD, KINDS, TEXT, AccessibleEntry
from .proxies import ProxyButton, ProxyLabel
from .table_access import TableAccess

__all__ = ["BUTTON", "CARD", "KINDS", "TEXT", "AccessibleEntry", "ProxyButton", "ProxyLabel", "TableAccess"]
