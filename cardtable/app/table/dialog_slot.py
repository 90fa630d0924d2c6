"""One dialog at a time on a table: open it (or raise the one already open), forget it when it finishes,
close it when the legal actions change and it no longer applies.

A table holds one `DialogSlot` per kind of dialog that may stand open beside the others (a question the
rules ask, a score sheet). `open(make, applies)` builds the dialog with make() only when none is open,
and keeps `applies(legal)`, asked by `offer_changed(legal)` each time the table is offered new legal
actions: a dialog whose question has gone is rejected. When a dialog finishes (accepted, rejected,
closed) it is deleted later and the slot is empty again. `changed` tells the table that a dialog opened
or went, for it to wake or grey its controls.
"""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QDialog


class DialogSlot(QObject):
    changed = Signal()  # a dialog opened, or the one open finished

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._dialog: QDialog | None = None
        self._applies: Callable[[Sequence], bool] | None = None

    def current(self) -> QDialog | None:
        """The dialog open in this slot, if any."""
        return self._dialog

    def is_open(self) -> bool:
        return self._dialog is not None

    def open(self, make: Callable[[], QDialog], applies: Callable[[Sequence], bool] | None = None) -> QDialog:
        """The dialog open in the slot, raised; else make()'s, opened (window-modal, it does not block).

        applies(legal) says whether the dialog still asks something once the legal actions are legal
        (None: it always does, as a score sheet)."""
        if self._dialog is not None:
            self._dialog.raise_()
            return self._dialog
        dialog = make()
        dialog.finished.connect(lambda result: self._forget(dialog))
        self._dialog, self._applies = dialog, applies
        dialog.open()
        self.changed.emit()
        return dialog

    def offer_changed(self, legal: Sequence) -> None:
        """The table is offered new legal actions: reject the open dialog when it no longer applies."""
        if self._dialog is not None and self._applies is not None and not self._applies(legal):
            self._dialog.reject()

    def close(self) -> None:
        """Reject the open dialog, if any (it is then forgotten as when the person closes it)."""
        if self._dialog is not None:
            self._dialog.reject()

    def _forget(self, dialog: QDialog) -> None:
        dialog.deleteLater()
        if self._dialog is dialog:
            self._dialog, self._applies = None, None
            self.changed.emit()
