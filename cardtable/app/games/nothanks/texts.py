"""No Thanks!'s texts with plural forms that live outside the view's class (context "NoThanksTexts")."""

from __future__ import annotations

from PySide6.QtCore import QObject


class NoThanksTexts(QObject):
    """A QObject so that `self.tr` gives these texts one context and their plural forms."""

    def chips(self, count: int) -> str:
        """A number of chips taken with a card, for the log."""
        if count == 0:
            return self.tr("no chips")
        return self.tr("%n chip(s)", None, count)

    def log_values(self, event, values: dict) -> dict:
        """The log's fields of an event: the chips taken with a card, counted in words."""
        if event.kind == "took":
            values["chips"] = self.chips(event.data["chips"])
        return values


_TEXTS = NoThanksTexts()
log_values = _TEXTS.log_values
