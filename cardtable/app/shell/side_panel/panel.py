"""The column beside the table, built once for the game page and the replay page: the game's title on top,
then the page's own widgets, the log under its title, and what a page puts below the log. Both pages lay
their table and this panel in one row (`table_row`), and the panel follows the window's size (`fit`):
about a quarter of its width, and larger texts in a tall window, where the table's cards grow too."""

from __future__ import annotations

from PySide6.QtWidgets import QBoxLayout, QFrame, QHBoxLayout, QLabel, QLayout, QVBoxLayout, QWidget

from cardtable.app.shell.widgets.labels import wrapped_label

SIDE_PANEL_WIDTH = (250, 340)  # narrowest and widest; about a quarter of the window in between
SIDE_PANEL_MAX_SCALE = 1.6
# The application style's font sizes of the panel's texts (either page's); a widget's own style sheet wins.
FONT_SIZES = {"#gameTitle": 16, "#prompt": 15, "#notice": 14, "QPushButton": 15, "#scoreboard, #log": 13,
              "QLabel": 13, "QComboBox": 13}


def side_panel_scale(height: int) -> float:
    """How much larger the side panel's texts are in a tall window: 1 up to 800 px high, then a little more
    per pixel, at most SIDE_PANEL_MAX_SCALE (a 2560 × 1440 screen)."""
    return round(min(SIDE_PANEL_MAX_SCALE, max(1.0, 1 + (height - 800) / 1000)), 2)


def side_panel_style(scale: float) -> str:
    """FONT_SIZES times scale, as a style sheet."""
    return " ".join(f"{selector} {{ font-size: {round(size * scale)}px; }}" for selector, size in FONT_SIZES.items())


def table_row(page: QWidget, panel: SidePanel) -> QHBoxLayout:
    """The page's one row, edge to edge: its table (`set_table`), then the panel."""
    row = QHBoxLayout(page)
    row.setContentsMargins(0, 0, 0, 0)
    row.setSpacing(0)
    row.addWidget(panel)
    return row


def drop_table(table: QWidget | None) -> None:
    """The page's previous table (or None) goes, before the next is made."""
    if table is not None:
        table.setParent(None)
        table.deleteLater()


def set_table(row: QBoxLayout, table: QWidget) -> None:
    """`table` in the row's first place, taking the row's spare width."""
    row.insertWidget(0, table, 1)


class SidePanel(QFrame):
    """The page adds its widgets in reading order: `add` before the log, `add_log` once, `add` again for
    what goes below it."""

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setObjectName("sidePanel")
        self.setFixedWidth(SIDE_PANEL_WIDTH[1])
        self._column = QVBoxLayout(self)
        self._scale = 1.0
        self.title = wrapped_label(self, "gameTitle")
        self._column.addWidget(self.title)
        self.log_title = QLabel(self)
        self.log = None

    def add(self, item: QWidget | QLayout) -> None:
        if isinstance(item, QLayout):
            self._column.addLayout(item)
        else:
            self._column.addWidget(item)

    def add_log(self, log: QWidget) -> None:
        """The log, under its title (the page words it), taking the column's spare height."""
        self.log = log
        if log.parentWidget() is not self:
            log.setParent(self)
        self.log_title.setBuddy(log)
        self._column.addWidget(self.log_title)
        self._column.addWidget(log, 1)

    def scale(self) -> float:
        """How much larger than at 800 px the panel's texts are now (see side_panel_scale)."""
        return self._scale

    def fit(self, page_width: int, page_height: int) -> bool:
        """Take the width and the texts' size for a page of that size; whether either changed."""
        scale = side_panel_scale(page_height)
        narrowest, widest = SIDE_PANEL_WIDTH
        width = max(narrowest, min(round(widest * scale), page_width // 4))
        changed = width != self.width() or scale != self._scale
        self.setFixedWidth(width)
        if scale != self._scale:
            self._scale = scale
            self.setStyleSheet(side_panel_style(scale))
        return changed
