"""A decision over the table offered as a table of choices, one row per choice, with what each would do.

Above the table: a heading, the rule the choice follows and, if given, the cards it is about (a CardStrip).
A row that is not allowed now stays in view, greyed, its label ending in "— not allowed" and its tooltip
saying why. The selected row's consequences show in a preview line under the table; a double-click or the
accept button chooses it, and "Later" closes the dialog without choosing (the table can open it again).
The table is as tall and as wide as its rows and columns (sheet_table.fit_to_rows, fit_to_columns): the
dialog's body scrolls rather than the table when the window is small (placement.ScrollBody).
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QAbstractScrollArea, QDialogButtonBox, QHeaderView, QLabel, QVBoxLayout, QWidget

from .card_strip import CardStrip
from .cards import CardFace
from .dialog_heading import heading
from .placement import ScrollBody
from .sheet_table import fit_to_columns, fit_to_rows, set_labels, sheet_item, sheet_table
from .style import wrap
from .table_dialog import TableDialog

HEADER_LINE = 80  # px: a figure column's header wider than this breaks on two lines


class ChoiceTableDialog(TableDialog):
    """Choose one row of a table; emits `chosen(choice)`.

    A subclass gives the rows: `options()` (the choices in row order, any values), `is_allowed(choice)`,
    `cells(choice)` (the row's texts, its label first, then figures), `refusal(choice)` (why a row not
    allowed is not) and `preview(choice)` (what choosing it would do). Its `retranslate` calls `set_texts`,
    which fills the rows. `name` prefixes the parts' object names: <name>Dialog, <name>Title,
    <name>Choices (the table), <name>Preview and <name>-ok (the accept button). `choice()` is None until
    a row is selected.
    """

    abstract_dialog = True  # each decision gives its rows and words
    chosen = Signal(object)

    def __init__(self, name: str, faces: Sequence[CardFace] | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName(name + "Dialog")
        self._choice = None
        body = QWidget(self)
        self._title = heading(self, 1.25, name + "Title")
        self._rule = QLabel(body)
        self._rule.setWordWrap(True)
        self._table = sheet_table(body, name + "Choices", choosing=True)
        self._table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        self._table.verticalHeader().hide()
        self._table.itemSelectionChanged.connect(self._on_selection)
        self._table.cellDoubleClicked.connect(lambda row, column: self.accept_choice())
        self._preview = QLabel(body)
        self._preview.setObjectName(name + "Preview")
        self._preview.setWordWrap(True)
        buttons = QDialogButtonBox(self)
        self._ok = buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self._ok.setObjectName(name + "-ok")
        self._later = buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        self._ok.clicked.connect(self.accept_choice)
        self._later.clicked.connect(self.reject)
        inner = QVBoxLayout(body)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.addWidget(self._rule)
        if faces is not None:
            inner.addWidget(CardStrip(faces, body))
        inner.addWidget(self._table)
        inner.addWidget(self._preview)
        inner.addStretch(1)  # a taller dialog leaves its room under the preview, not between the rows
        layout = QVBoxLayout(self)
        layout.addWidget(self._title)
        layout.addWidget(ScrollBody(body, self), 1)
        layout.addWidget(buttons)

    # --- what a subclass gives -------------------------------------------------------------------------------
    def options(self) -> list:
        raise TypeError(f"{type(self).__name__} must implement options")

    def is_allowed(self, choice) -> bool:
        raise TypeError(f"{type(self).__name__} must implement is_allowed")

    def cells(self, choice) -> list[str]:
        raise TypeError(f"{type(self).__name__} must implement cells")

    def refusal(self, choice) -> str:
        raise TypeError(f"{type(self).__name__} must implement refusal")

    def preview(self, choice) -> str:
        raise TypeError(f"{type(self).__name__} must implement preview")

    # --- choosing ---------------------------------------------------------------------------------------------
    def choice(self):
        return self._choice

    def select(self, choice) -> None:
        """Select the row of `choice` (nothing when it is not offered or not allowed)."""
        if choice not in self.options() or not self.is_allowed(choice):
            return
        self._table.selectRow(self.options().index(choice))
        self._choice = choice
        self._update_preview()

    def accept_choice(self) -> None:
        """Choose the selected row, if it is allowed: the dialog closes and emits `chosen`."""
        if not self.is_allowed(self._choice):
            return
        self.accept()
        self.chosen.emit(self._choice)

    def preview_text(self) -> str:
        return self._preview.text()

    # --- texts and rows -------------------------------------------------------------------------------------
    def set_texts(self, title: str, rule: str, headers: Sequence[str], table_name: str, accept: str,
                  later_tip: str) -> None:
        """Write every text (from `retranslate`) and fill the rows again: `headers` name the columns,
        `table_name` is the table's accessible name, `accept` the accept button's label and `later_tip`
        the tooltip of "Later" (how to open the dialog again)."""
        self._title.setText(title)
        self._rule.setText(rule)
        metrics = self._table.horizontalHeader().fontMetrics()
        # The figure columns' long headers go on two lines: the dialog stays narrow enough for the table.
        set_labels(self._table, [headers[0]] + ["\n".join(wrap(header, metrics, HEADER_LINE))
                                                for header in headers[1:]])
        self._fill()
        self._table.setAccessibleName(table_name)
        self._ok.setText(accept)
        self._later.setText(QCoreApplication.translate("ChoiceTableDialog", "Later"))
        self._later.setToolTip(later_tip)
        self._update_preview()

    def _fill(self) -> None:
        options = self.options()
        self._table.setRowCount(len(options))
        for row, choice in enumerate(options):
            allowed = self.is_allowed(choice)
            for column, text in enumerate(self.cells(choice)):
                item = sheet_item(text, centred=bool(column))
                if not allowed:
                    item.setFlags(Qt.ItemFlag.NoItemFlags)
                    item.setToolTip(self.refusal(choice))
                    if column == 0:
                        item.setText(text + " — " + QCoreApplication.translate("ChoiceTableDialog", "not allowed"))
                self._table.setItem(row, column, item)
        header = self._table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, self._table.columnCount()):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self._table.resizeRowsToContents()
        fit_to_rows(self._table)
        fit_to_columns(self._table)
        if self._choice in options:
            self._table.selectRow(options.index(self._choice))

    def _on_selection(self) -> None:
        rows = self._table.selectionModel().selectedRows()
        if rows:
            choice = self.options()[rows[0].row()]
            if self.is_allowed(choice):
                self._choice = choice
        self._update_preview()
        self._ok.setEnabled(self.is_allowed(self._choice))

    def _update_preview(self) -> None:
        self._preview.setText(self.preview(self._choice) if self._choice in self.options() else "")
