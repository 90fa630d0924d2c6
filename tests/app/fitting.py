"""Does a screen fit: is a dialog inside its main window, is any text of it cut, elided or clipped?

`misfits(widget)` lists, in words, every visible text of a widget and its children that does not fit:
a label narrower or shorter than its text (a word-wrapped one shorter than its height for its width),
a button or a combo box narrower than its text, a table column narrower than its cells or its header,
a child sticking out of its parent (except a scroll area's content, which scrolls). `outside(dialog,
window)` says whether a dialog's frame leaves its main window.
"""

from __future__ import annotations

from PySide6.QtWidgets import (QAbstractButton, QAbstractScrollArea, QComboBox, QLabel, QTableView, QWidget)

SLACK = 1  # pixels of rounding
ARROW = 28  # a combo box's arrow and padding beside its text


def outside(dialog: QWidget, window: QWidget) -> str:
    """'' when the dialog's frame lies inside the window's, else what sticks out."""
    frame, room = dialog.frameGeometry(), window.geometry()
    if room.contains(frame):
        return ""
    return f"{dialog.objectName() or type(dialog).__name__} at {frame.getRect()} leaves the window {room.getRect()}"


def _name(widget: QWidget) -> str:
    text = widget.text() if hasattr(widget, "text") and callable(widget.text) else ""
    return f"{type(widget).__name__} {widget.objectName()!r} {str(text)[:40]!r}"


def _label(label: QLabel) -> str:
    if not label.text() or label.pixmap() is not None and not label.pixmap().isNull():
        return ""
    width, height = label.width(), label.height()
    if label.wordWrap():
        needed = label.heightForWidth(width)
        if needed > height + SLACK:
            return f"{_name(label)} needs {needed} px of height at {width} px wide, has {height}"
        return ""
    hint = label.sizeHint()
    if hint.width() > width + SLACK or label.minimumSizeHint().height() > height + SLACK:
        return f"{_name(label)} needs {hint.width()}x{hint.height()}, has {width}x{height}"
    return ""


def _button(button: QAbstractButton) -> str:
    if not button.text():
        return ""
    hint = button.sizeHint()
    if hint.width() > button.width() + SLACK:
        return f"{_name(button)} needs {hint.width()} px of width, has {button.width()}"
    return ""


def _combo(combo: QComboBox) -> str:
    needed = combo.fontMetrics().horizontalAdvance(combo.currentText()) + ARROW
    if needed > combo.width() + SLACK:
        return f"{_name(combo)} {combo.currentText()!r} needs {needed} px, has {combo.width()}"
    return ""


def _table(table: QTableView) -> list[str]:
    header = table.horizontalHeader()
    problems = []
    for column in range(table.model().columnCount() if table.model() else 0):
        if table.isColumnHidden(column):
            continue
        needed = max(header.sectionSizeHint(column), table.sizeHintForColumn(column))
        if needed > table.columnWidth(column) + SLACK:
            problems.append(f"{type(table).__name__} {table.objectName()!r} column {column} needs {needed} px, "
                            f"has {table.columnWidth(column)}")
    if table.horizontalScrollBar().maximum() > 0:
        problems.append(f"{type(table).__name__} {table.objectName()!r} scrolls sideways")
    return problems


def _scrolled(widget: QWidget) -> bool:
    """Whether widget is a scroll area's content (bigger than its viewport on purpose)."""
    parent = widget.parentWidget()
    area = parent.parentWidget() if parent is not None else None
    return isinstance(area, QAbstractScrollArea) and area.viewport() is parent


def misfits(top: QWidget) -> list[str]:
    """Every text of top (and its visible children) that does not fit where it is shown."""
    problems = []
    for widget in [top] + top.findChildren(QWidget):
        if widget is not top and not widget.isVisibleTo(top) or widget.isWindow() and widget is not top:
            continue
        if isinstance(widget, QLabel):
            problems.append(_label(widget))
        elif isinstance(widget, QAbstractButton):
            problems.append(_button(widget))
        elif isinstance(widget, QComboBox):
            problems.append(_combo(widget))
        if isinstance(widget, QTableView):
            problems += _table(widget)
        parent = widget.parentWidget()
        if widget is not top and parent is not None and not _scrolled(widget) \
                and not parent.rect().adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(widget.geometry()):
            problems.append(f"{_name(widget)} at {widget.geometry().getRect()} sticks out of "
                            f"{_name(parent)} {parent.rect().getRect()}")
    return [problem for problem in problems if problem]
