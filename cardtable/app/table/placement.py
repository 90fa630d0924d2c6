"""Where a dialog goes: inside its main window, over a given widget, clear of what should stay in view.

A dialog opened over a table should not hide the players' names nor the side panel, and never stick
out of the window (at 800 × 600 a dialog centred on the screen may). `place_dialog` gives the dialog its
natural size (its sizeHint), shrunk to the window where it must be (a dialog whose content is long
scrolls: see ScrollBody), and the position inside the window that covers the least of the rects to
keep clear, each weighted by how much it matters, and the least of the window outside the widget it
belongs over; ties go to the position nearest that widget's centre.
"""

from __future__ import annotations

from typing import Iterable, Sequence

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

from .view import TableView

# A dialog's frame is known only once the window system has drawn one: keep room for a title bar.
TITLE_ALLOWANCE = 30
OUTSIDE_WEIGHT = 2.0  # covering the window outside the widget (the side panel, say), per pixel
GAP = 8  # between a dialog and a rect it keeps clear of


def global_rect(widget: QWidget) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


def frame_margins(dialog: QWidget) -> tuple[int, int, int, int]:
    """left, top, right, bottom of the window frame (a title bar's worth at the top when not yet known)."""
    frame, inner = dialog.frameGeometry(), dialog.geometry()
    left, top = inner.left() - frame.left(), inner.top() - frame.top()
    right, bottom = frame.right() - inner.right(), frame.bottom() - inner.bottom()
    if dialog.isWindow() and top == 0:
        top = TITLE_ALLOWANCE
    return left, top, right, bottom


def fitted_size(dialog: QWidget, bounds: QRect) -> QSize:
    """The dialog's own size (its sizeHint, or the size it was given), no bigger than bounds less its
    frame (nor smaller than its minimum); as tall as its wrapped texts need at that width."""
    left, top, right, bottom = frame_margins(dialog)
    room = QSize(bounds.width() - left - right, bounds.height() - top - bottom)
    wanted = dialog.size() if dialog.testAttribute(Qt.WidgetAttribute.WA_Resized) else dialog.sizeHint()
    least = _least_size(dialog)
    natural = wanted.expandedTo(least)
    layout = dialog.layout()
    if layout is not None and layout.hasHeightForWidth():
        width = min(natural.width(), room.width())
        natural = QSize(width, layout.totalHeightForWidth(width))
    return natural.boundedTo(room).expandedTo(least.boundedTo(room))


def _least_size(widget: QWidget) -> QSize:
    """The smallest size the widget takes, as Qt reckons it: its minimum size where set, else its hint."""
    given, hint = widget.minimumSize(), widget.minimumSizeHint()
    return QSize(given.width() or hint.width(), given.height() or hint.height())


def _overlap(a: QRect, b: QRect) -> int:
    common = a.intersected(b)
    return 0 if common.isEmpty() else common.width() * common.height()


def best_position(size: QSize, bounds: QRect, over: QRect, keep_clear: Sequence[tuple[QRect, float]]) -> QPoint:
    """The top-left for a rect of size inside bounds covering the least weighted area of keep_clear and
    of bounds outside `over`; among equals, the one whose centre is nearest over's centre."""
    def clamp(value: int, low: int, high: int) -> int:
        return max(low, min(value, high))

    x_low, x_high = bounds.left(), max(bounds.left(), bounds.right() + 1 - size.width())
    y_low, y_high = bounds.top(), max(bounds.top(), bounds.bottom() + 1 - size.height())
    xs = {over.center().x() - size.width() // 2, over.left(), over.right() + 1 - size.width(), x_low, x_high}
    ys = {over.center().y() - size.height() // 2, over.top(), over.bottom() + 1 - size.height(), y_low, y_high}
    for rect, _weight in keep_clear:
        xs.update((rect.right() + 1 + GAP, rect.left() - GAP - size.width()))
        ys.update((rect.bottom() + 1 + GAP, rect.top() - GAP - size.height()))
    outside = [(part, OUTSIDE_WEIGHT) for part in _outside(bounds, over)]

    def cost(point: QPoint) -> tuple:
        rect = QRect(point, size)
        covered = sum(weight * _overlap(rect, clear) for clear, weight in list(keep_clear) + outside)
        distance = (rect.center() - over.center()).manhattanLength()
        return round(covered), distance

    candidates = {QPoint(clamp(x, x_low, x_high), clamp(y, y_low, y_high)).toTuple() for x in xs for y in ys}
    return min((QPoint(*point) for point in candidates), key=cost)


def _outside(bounds: QRect, inner: QRect) -> list[QRect]:
    """bounds less inner, as up to four rects (above, below, left, right of inner)."""
    inner = inner.intersected(bounds)
    if inner.isEmpty():
        return [bounds]
    parts = [QRect(bounds.left(), bounds.top(), bounds.width(), inner.top() - bounds.top()),
             QRect(bounds.left(), inner.bottom() + 1, bounds.width(), bounds.bottom() - inner.bottom()),
             QRect(bounds.left(), inner.top(), inner.left() - bounds.left(), inner.height()),
             QRect(inner.right() + 1, inner.top(), bounds.right() - inner.right(), inner.height())]
    return [part for part in parts if not part.isEmpty()]


def place_dialog(dialog: QWidget, over: QWidget, keep_clear: Iterable[tuple[QRect, float]] = ()) -> None:
    """Size and move the dialog inside over's window, over `over`, clear of keep_clear (global rects, each
    with a weight) where it can be. Call it before the dialog shows (or from its showEvent)."""
    window = over.window()
    bounds = global_rect(window)
    size = fitted_size(dialog, bounds)
    left, top, right, bottom = frame_margins(dialog)
    inner = bounds.adjusted(left, top, -right, -bottom)
    under = global_rect(over).adjusted(left, top, -right, -bottom)  # the frame too stays over it
    point = best_position(size, inner, under, list(keep_clear))
    dialog.resize(size)
    dialog.move(point - QPoint(left, top))  # a window's position is its frame's


def place_over_table(dialog: QWidget) -> None:
    """Place a game's dialog over the table it was opened from (its nearest TableView ancestor), clear of
    the players' mats (their names above all) and of the side panel; over its parent's window if it has
    no table."""
    parent = dialog.parentWidget()
    while parent is not None and not isinstance(parent, TableView):
        parent = parent.parentWidget()
    if parent is not None:
        place_dialog(dialog, parent, parent.keep_clear_rects())
    elif dialog.parentWidget() is not None:
        place_dialog(dialog, dialog.parentWidget().window())


class ScrollBody(QScrollArea):
    """A frameless scroll area whose natural size is its content's whole size (QScrollArea's own hint is
    capped at a few dozen lines): a dialog is as big as its content, and scrolls only when shrunk."""

    def __init__(self, content: QWidget, parent: QWidget | None = None):
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setWidget(content)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        content = self.widget()
        hint = content.sizeHint() if content is not None else QSize(0, 0)
        bar = self.verticalScrollBar().sizeHint().width()
        return QSize(hint.width() + bar, hint.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        content = self.widget()
        width = content.minimumSizeHint().width() if content is not None else 0
        return QSize(width + self.verticalScrollBar().sizeHint().width(), 120)
