"""Helpers for the table kit's tests and every game's table tests."""

from PySide6.QtCore import QCoreApplication, QEvent


def delete_now(widget) -> None:
    """Delete a widget at the end of its test, not at some later garbage collection: until then it
    would redraw itself on every language change of the tests that follow."""
    widget.close()
    widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
