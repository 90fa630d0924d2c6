"""The replay's log: every line of the game, the current move's lines highlighted, the lines still to come
greyed, and the view kept on the current move. A click on a line asks for its position (GameLog's
`line_clicked`)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette, QTextCharFormat, QTextCursor, QTextFormat
from PySide6.QtWidgets import QTextEdit

from ..game_log import GameLog


class ReplayLog(GameLog):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("replayLog")
        self.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
        self._current: list[int] = []

    def mark(self, current: range) -> None:
        """Highlight the lines of the events in `current` (the move shown), grey those after it."""
        lines = self.lines_of_events(current.start, current.stop) if len(current) else []
        later = [line for line in range(self.count()) if self.line_event(line) >= current.stop]
        self._current = lines
        selections = [self._line_selection(line, self._highlight()) for line in lines]
        if later:
            selections.append(self._span_selection(later[0], self._greyed()))
        self.setExtraSelections(selections)
        if lines:
            self._show_line(lines[-1])
            self._show_line(lines[0])
        elif not later:
            self.verticalScrollBar().setValue(self.verticalScrollBar().maximum())
        else:
            self.verticalScrollBar().setValue(0)

    def current_lines(self) -> list[int]:
        """The highlighted lines (for tests)."""
        return list(self._current)

    def _highlight(self) -> QTextCharFormat:
        style = QTextCharFormat()
        style.setBackground(self.palette().color(QPalette.ColorRole.Highlight))
        style.setForeground(self.palette().color(QPalette.ColorRole.HighlightedText))
        style.setProperty(QTextFormat.Property.FullWidthSelection, True)
        return style

    def _greyed(self) -> QTextCharFormat:
        style = QTextCharFormat()
        style.setForeground(self.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text))
        return style

    def _line_selection(self, line: int, style: QTextCharFormat) -> QTextEdit.ExtraSelection:
        selection = QTextEdit.ExtraSelection()
        cursor = QTextCursor(self.document().findBlockByNumber(line))
        cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
        selection.cursor, selection.format = cursor, style
        return selection

    def _span_selection(self, first_line: int, style: QTextCharFormat) -> QTextEdit.ExtraSelection:
        """From the start of a line to the end of the log."""
        selection = QTextEdit.ExtraSelection()
        cursor = QTextCursor(self.document().findBlockByNumber(first_line))
        cursor.movePosition(QTextCursor.MoveOperation.End, QTextCursor.MoveMode.KeepAnchor)
        selection.cursor, selection.format = cursor, style
        return selection

    def _show_line(self, line: int) -> None:
        cursor = QTextCursor(self.document().findBlockByNumber(line))
        self.setTextCursor(cursor)
        self.ensureCursorVisible()
