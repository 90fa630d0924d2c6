"""Helpers for the table kit's tests and every game's table tests."""

from PySide6.QtCore import QCoreApplication, QEvent


def delete_now(widget) -> None:
    """Delete a widget at the end of its test, not at some later garbage collection: until then it
    would redraw itself on every language change of the tests that follow."""
    widget.close()
    widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def shown(qtbot, widget, width: int, height: int):
    """A table widget on screen at this size, its window active and focused as a player's would be, for a
    fixture to yield (then delete_now it): a table's keys are shortcuts of the focused table, which another
    test's window left active would otherwise take."""
    qtbot.addWidget(widget)
    widget.resize(width, height)
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    widget.setFocus()
    qtbot.waitUntil(widget.isActiveWindow, timeout=2000)
    return widget


def table_under_test(qtbot, widget, width: int = 1100, height: int = 760):
    """A game's table for its tests: English (its catalogue's plural forms), on screen at this size, with
    animations off."""
    from cardtable.app.i18n import shared_language_manager

    shared_language_manager().set_language("en")
    shown(qtbot, widget, width, height)
    widget.set_animation_speed("off")
    return widget
