"""Helpers for the table kit's tests and every game's table tests."""

from PySide6.QtCore import QCoreApplication, QEvent


def delete_now(widget) -> None:
    """Delete a widget at the end of its test, not at some later garbage collection: until then it
    would redraw itself on every language change of the tests that follow."""
    widget.close()
    widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def shown(qtbot, widget, width: int, height: int):
    """A table widget on screen at this size, for a fixture to yield (then delete_now it)."""
    qtbot.addWidget(widget)
    widget.resize(width, height)
    widget.show()
    qtbot.waitExposed(widget)
    return widget
