"""The game page's log: one short line per event, a heading where a round begins, names in bold and
cards set apart in colour. A read-only rich-text view, filled block by block (appending stays cheap
however long the game), that keeps to its bottom as lines arrive."""

from __future__ import annotations

from string import Formatter
from typing import Mapping, Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QFont, QPalette, QTextBlockFormat, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QFrame, QTextBrowser

HANGING_INDENT = 14  # px: a line that wraps goes on under its first word, clear of the next line's start


def readable(colour: QColor, background: QColor) -> QColor:
    """A card's colour, darkened (or lightened) until text in it reads on the log's background."""
    for _ in range(6):
        if abs(colour.lightnessF() - background.lightnessF()) >= 0.6:
            break
        colour = colour.darker(125) if background.lightnessF() > 0.5 else colour.lighter(125)
    return colour


def is_name(field: str) -> bool:
    return field == "seat" or field.endswith(("_seat", "_seats"))


def is_card(field: str) -> bool:
    return field == "card" or field.endswith("_card")


class GameLog(QTextBrowser):
    """The log of one game; `show_events` writes it anew, `add_events` appends."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("log")
        self.setReadOnly(True)
        self.setOpenLinks(False)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.document().setDocumentMargin(4)
        self._rounds = 0
        self._lines: list[str] = []

    # --- filling -----------------------------------------------------------------------------------------------
    def show_events(self, view, events, names, markers: Mapping[int, Sequence[str]] | None = None) -> None:
        """Write the log anew; `markers` maps a number of events to lines written after that many (the
        coach's turning points, after the move they judge)."""
        self.clear()
        self._rounds = 0
        self._lines = []
        if not markers:
            self.add_events(view, events, names)
        else:
            start = 0
            for after in sorted(markers):
                self.add_events(view, events[start:after], names)
                self.add_markers(markers[after])
                start = max(start, after)
            self.add_events(view, events[start:], names)
        self._scroll_to_bottom()

    def add_markers(self, texts: Sequence[str]) -> None:
        """Lines of comment, set apart from the events (italic, a bar at their left)."""
        cursor = QTextCursor(self.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.beginEditBlock()
        for text in texts:
            block = QTextBlockFormat()
            block.setLeftMargin(HANGING_INDENT)
            block.setTopMargin(2)
            block.setBottomMargin(4)
            block.setBackground(self.palette().color(QPalette.ColorRole.AlternateBase))
            self._new_block(cursor, block)
            style = QTextCharFormat()
            style.setFontItalic(True)
            cursor.insertText(text, style)
            self._lines.append(text)
        cursor.endEditBlock()

    def add_events(self, view, events, names) -> None:
        """Append; the view follows the new lines unless the reader has scrolled up to read older ones."""
        bar = self.verticalScrollBar()
        following = bar.value() >= bar.maximum() - 4
        cursor = QTextCursor(self.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.beginEditBlock()
        for event in events:
            if view.opens_round(event):
                self._rounds += 1
                self._write_heading(cursor, QCoreApplication.translate("GameLog", "Round {number}").format(
                    number=self._rounds))
            self._write_event(cursor, view, event, names)
        cursor.endEditBlock()
        if following:
            self._scroll_to_bottom()

    def _scroll_to_bottom(self) -> None:
        self.verticalScrollBar().setValue(self.verticalScrollBar().maximum())

    def _new_block(self, cursor: QTextCursor, block: QTextBlockFormat) -> None:
        if self.document().isEmpty() and not self._lines:
            cursor.setBlockFormat(block)  # the document's first, empty block
        else:
            cursor.insertBlock(block, QTextCharFormat())

    def _write_heading(self, cursor: QTextCursor, text: str) -> None:
        block = QTextBlockFormat()
        block.setAlignment(Qt.AlignmentFlag.AlignCenter)
        block.setTopMargin(0 if not self._lines else 8)
        block.setBottomMargin(3)
        block.setBackground(self.palette().color(QPalette.ColorRole.AlternateBase))
        self._new_block(cursor, block)
        heading = QTextCharFormat()
        heading.setFontWeight(QFont.Weight.Bold)
        heading.setFontCapitalization(QFont.Capitalization.SmallCaps)
        cursor.insertText(text, heading)
        self._lines.append(text)

    def _write_event(self, cursor: QTextCursor, view, event, names) -> None:
        block = QTextBlockFormat()
        block.setLeftMargin(HANGING_INDENT)
        block.setTextIndent(-HANGING_INDENT)
        block.setBottomMargin(2)
        self._new_block(cursor, block)
        values = view.log_values(event, names)
        line = []
        for literal, field, _spec, _conversion in Formatter().parse(view.log_template(event)):
            if literal:
                cursor.insertText(literal, QTextCharFormat())
                line.append(literal)
            if field:
                text = values[field]
                cursor.insertText(text, self._field_format(field, view.log_colour(event, field)))
                line.append(text)
        self._lines.append("".join(line).strip())

    def _field_format(self, field: str, colour: str | None) -> QTextCharFormat:
        style = QTextCharFormat()
        if is_name(field):
            style.setFontWeight(QFont.Weight.Bold)
        elif is_card(field):
            style.setFontWeight(QFont.Weight.DemiBold)
            if colour:
                style.setForeground(readable(QColor(colour), self.palette().color(QPalette.ColorRole.Base)))
        return style

    # --- reading (for tests and the screenshot tool) -------------------------------------------------------------
    def lines(self) -> list[str]:
        """Every line as plain text, headings included, in order."""
        return list(self._lines)

    def count(self) -> int:
        """The number of lines, headings included."""
        return len(self._lines)
