"""What every dialog opened over a table does: it places itself over the table when shown (clear of the
players' names and the side panel, see placement.place_over_table) and writes its texts again when the
language changes, through its one `retranslate` method."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QDialog

from .placement import place_over_table


class TableDialog(QDialog):
    """A dialog over the table. A subclass defines `retranslate()` (all its texts, in the current
    language), calls it once its widgets are built, and the base calls it again on a language change.
    A kit base that its own subclasses complete says `abstract_dialog = True`."""

    def __init_subclass__(cls, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        if cls.retranslate is TableDialog.retranslate and not cls.__dict__.get("abstract_dialog"):
            raise TypeError(f"{cls.__name__} does not implement retranslate.")

    def retranslate(self) -> None:
        """Each dialog: set every text again in the current language."""
        raise TypeError(f"{type(self).__name__} must implement retranslate")

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        place_over_table(self)
        super().showEvent(event)

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
