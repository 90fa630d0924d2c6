"""Schnäppchen Jagd's sorting: which value to take out of the junk pile, with what it would do.

Every value of the junk pile is listed with its count; the ones the legal actions allow can be
chosen. For each choice the dialog previews the engine's own result (sorting.apply): how many cards
are discarded, how many go to the bargain pile, what the player then collects and the score the
player would then have (sorting.score_after), with its change. The best sorting is preselected.
The dialog opens over the table, clear of the players' names where it can (placement.place_over_table),
and its body scrolls when the window is too small for it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QAbstractScrollArea, QDialogButtonBox, QHeaderView, QLabel, QVBoxLayout, QWidget

from cardtable.games.schnaeppchen import sorting
from cardtable.games.schnaeppchen.cards import SUPER
from cardtable.app.table.card_strip import CardStrip
from cardtable.app.table.dialog_heading import heading
from cardtable.app.table.placement import ScrollBody
from cardtable.app.table.sheet_table import fit_to_columns, fit_to_rows, sheet_item, sheet_table
from cardtable.app.table.table_dialog import TableDialog
from .faces import face, sort_key
from cardtable.app.table.style import with_sign, wrap

KEEP = None
HEADER_LINE = 80  # px: a number column's header wider than this breaks on two lines


class SortingDialog(TableDialog):
    """Choose how to sort the junk pile; emits `chosen(choice)` with None (keep), a value or "all"."""

    chosen = Signal(object)

    def __init__(self, obs, choices, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("sortingDialog")
        self._obs = obs
        self._offer = sorting.SortOffer.of(obs, choices)
        self._choice = KEEP
        body = QWidget(self)
        self._title = heading(self, 1.25, "sortingTitle")
        self._rule = QLabel(body)
        self._rule.setWordWrap(True)
        by_value = sorted(obs.my_junk, key=lambda code: sort_key(code, "value"))  # the player's own pile
        self._strip = CardStrip([face(code) for code in by_value], body)
        self._table = sheet_table(body, "sortingChoices", choosing=True)
        self._table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        self._table.verticalHeader().hide()
        self._table.itemSelectionChanged.connect(self._on_selection)
        self._table.cellDoubleClicked.connect(lambda row, column: self.accept_choice())
        self._preview = QLabel(body)
        self._preview.setObjectName("sortingPreview")
        self._preview.setWordWrap(True)
        self._buttons = QDialogButtonBox(self)
        self._ok = self._buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self._ok.setObjectName("sorting-ok")
        self._later = self._buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        self._ok.clicked.connect(self.accept_choice)
        self._later.clicked.connect(self.reject)
        inner = QVBoxLayout(body)
        inner.setContentsMargins(0, 0, 0, 0)
        for widget in (self._rule, self._strip, self._table, self._preview):
            inner.addWidget(widget)
        inner.addStretch(1)  # a taller dialog leaves its room under the preview, not between the rows
        layout = QVBoxLayout(self)
        layout.addWidget(self._title)
        layout.addWidget(ScrollBody(body, self), 1)
        layout.addWidget(self._buttons)
        self.retranslate()
        self.select(self._offer.best_choice())

    # --- what it offers ------------------------------------------------------------------------------------
    def options(self) -> list:
        return self._offer.options()

    def is_allowed(self, choice) -> bool:
        return self._offer.is_allowed(choice)

    def result(self, choice) -> sorting.SortResult:
        return self._offer.result(choice)

    def score_change(self, choice) -> int:
        return self.result(choice).score_change

    def score_after(self, choice) -> int:
        return self._offer.score_after(choice)

    def choice(self):
        return self._choice

    def select(self, choice) -> None:
        if choice not in self.options() or not self.is_allowed(choice):
            return
        self._table.selectRow(self.options().index(choice))
        self._choice = choice
        self._update_preview()

    def accept_choice(self) -> None:
        if not self.is_allowed(self._choice):
            return
        self.accept()
        self.chosen.emit(self._choice)

    def preview_text(self) -> str:
        return self._preview.text()

    # --- texts ------------------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        obs = self._obs
        self.setWindowTitle(self.tr("Sort your junk pile"))
        title = self.tr("Your junk pile holds %n card(s).", None, len(self._offer.context.junk))
        remaining = obs.sortings_pending(obs.seat)
        if obs.round == obs.rounds:
            title += " " + self.tr("Last round: you sort twice (this is sorting {number} of 2).").format(
                number=max(1, 3 - remaining))
        self._title.setText(title)
        self._rule.setText(self._rule_text())
        headers = [self.tr("Choice"), self.tr("In junk"), self.tr("Discarded"), self.tr("To bargain pile"),
                   self.tr("Then you collect"), self.tr("Score")]
        metrics = self._table.horizontalHeader().fontMetrics()
        # The number columns' long headers go on two lines: the dialog stays narrow enough for the table.
        headers = headers[:1] + ["\n".join(wrap(header, metrics, HEADER_LINE)) for header in headers[1:]]
        self._table.setColumnCount(len(headers))
        self._table.setHorizontalHeaderLabels(headers)
        self._fill()
        self._table.setAccessibleName(self.tr("Ways to sort your junk pile"))
        self._ok.setText(self.tr("Sort"))
        self._later.setText(self.tr("Later"))
        self._later.setToolTip(self.tr("Close; the table's “Sort your junk…” button opens this again."))
        self._update_preview()

    def _rule_text(self) -> str:
        keep = sorting.franchise(self._obs.players)
        if self._obs.variant == "strict":
            text = self.tr("Take out a value you hold at least {least} times: {keep} of those cards are discarded "
                           "and the rest go onto your bargain pile, whose value you then collect. If no value "
                           "qualifies, a junk pile that was empty before this round and holds no super offer may "
                           "be discarded whole.").format(least=keep + 1, keep=keep)
        else:
            text = self.tr("Take out every junk card of one value: the first {keep} are discarded, any others go "
                           "onto your bargain pile, and you collect that value from then on.").format(keep=keep)
        if SUPER in self._offer.context.junk:
            text += " " + self.tr("Super offers always stay in the junk pile.")
        return text

    def _choice_label(self, choice) -> str:
        if choice is KEEP:
            return self.tr("Keep the junk pile as it is")
        if choice == sorting.ALL:
            return self.tr("Discard the whole junk pile")
        return self.tr("Take out the {value}s").format(value=choice)

    def _fill(self) -> None:
        options = self.options()
        self._table.setRowCount(len(options))
        for row, choice in enumerate(options):
            result = self.result(choice)
            collects = self._offer.collecting_after(choice)
            in_junk = "—" if choice is KEEP else str(result.taken_out)
            cells = [self._choice_label(choice), in_junk, str(len(result.discarded)), str(len(result.to_bargain)),
                     "—" if collects is None else self.tr("{value}s").format(value=collects),
                     self._score_cell(choice)]
            allowed = self.is_allowed(choice)
            for column, text in enumerate(cells):
                item = sheet_item(text, centred=bool(column))
                if not allowed:
                    item.setFlags(Qt.ItemFlag.NoItemFlags)
                    item.setToolTip(self._refusal(choice))
                    if column == 0:
                        item.setText(text + " — " + self.tr("not allowed"))
                self._table.setItem(row, column, item)
        header = self._table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, self._table.columnCount()):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self._table.resizeRowsToContents()
        # Every row and every column at its natural size: the dialog's body scrolls rather than the table.
        fit_to_rows(self._table)
        fit_to_columns(self._table)
        if self._choice in options:
            self._table.selectRow(options.index(self._choice))

    def _score_cell(self, choice) -> str:
        """The score after this sorting, with the change in brackets (nothing to add when keeping)."""
        change = self.result(choice).score_change
        after = with_sign(self.score_after(choice))
        return after if choice is KEEP else f"{after} ({with_sign(change)})"

    def _refusal(self, choice) -> str:
        least = sorting.franchise(self._obs.players) + 1
        return self.tr("Strict sorting: only a value you hold at least {least} times can be taken out.").format(
            least=least)

    def _on_selection(self) -> None:
        rows = self._table.selectionModel().selectedRows()
        if rows:
            choice = self.options()[rows[0].row()]
            if self.is_allowed(choice):
                self._choice = choice
        self._update_preview()
        self._ok.setEnabled(self.is_allowed(self._choice))

    def _update_preview(self) -> None:
        obs, choice = self._obs, self._choice
        before = obs.scores()[obs.seat]
        result = self.result(choice)
        change = result.score_change
        if choice is KEEP:
            text = self.tr("Nothing changes: your score stays {score}.").format(score=with_sign(before))
        else:
            parts = [self.tr("%n card(s) discarded (each stops costing a point)", None, len(result.discarded))]
            if result.to_bargain:
                parts.append(self.tr("%n card(s) to your bargain pile (each +2: no longer −1, now +1)", None,
                                     len(result.to_bargain)))
            text = self.tr("{choice}: {parts}. Score {before} → {after} ({change}).").format(
                choice=self._choice_label(choice), parts="; ".join(parts), before=with_sign(before),
                after=with_sign(self.score_after(choice)), change=with_sign(change))
            if result.to_bargain:
                value = self._offer.collecting_after(choice)
                text += " " + self.tr("From then on you collect {value}s.").format(value=value)
        self._preview.setText(text)
