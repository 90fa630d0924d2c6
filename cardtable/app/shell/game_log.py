"""The game page's log: one short line per event, a heading where a round begins, names in bold and
cards set apart in colour. A read-only rich-text view, filled block by block (appending stays cheap
however long the game), that keeps to its bottom as lines arrive."""

from __future__ import annotations

from string import Formatter
from typing import Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPalette, QTextBlockFormat, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QFrame, QTextBrowser, QTextEdit

from cardtable.store.save_format import MAX_NAME_LENGTH

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


def fitting_name(name: str) -> str:
    """`name` cut to the longest a seat's name may be: Qt lays out a long word that must wrap in a time that
    grows with the square of its length (a name of 100,000 letters blocked the window for 16 s)."""
    return name if len(name) <= MAX_NAME_LENGTH else name[:MAX_NAME_LENGTH - 1] + "…"


def line_parts(view, event, names) -> list[tuple[str, str | None]]:
    """An event's line as (text, field) pieces: the template's literals (field None) and its values."""
    values = view.log_values(event, [fitting_name(name) for name in names])
    parts: list[tuple[str, str | None]] = []
    for literal, field, _spec, _conversion in Formatter().parse(view.log_template(event)):
        if literal:
            parts.append((literal, None))
        if field:
            parts.append((values[field], field))
    return parts


def event_line(view, event, names) -> str:
    """An event's line as plain text, as the log writes it (what the announcements say)."""
    return "".join(text for text, _field in line_parts(view, event, names)).strip()


class GameLog(QTextBrowser):
    """The log of one game; `show_events` writes it anew, `add_events` appends.

    Each line knows the index of its event among those written since `show_events` (a round's heading: its
    first event's); a click on a line (not a drag that selects text) emits `line_clicked` with it."""

    line_clicked = Signal(int)  # the event index of the line clicked

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("log")
        self.setReadOnly(True)
        self.setOpenLinks(False)
        # In the Tab order, its text read and walked with the keyboard's caret (a screen reader's review).
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                     | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.document().setDocumentMargin(4)
        self._rounds = 0
        self._lines: list[str] = []
        self._line_events: list[int] = []  # per line (a block of the document): its event's index
        self._current: list[int] = []  # the lines marked current (mark_current)
        self._written = 0  # events written since show_events
        self.retranslate()

    def retranslate(self) -> None:
        self.setAccessibleName(QCoreApplication.translate("GameLog", "Game log"))
        self.verticalScrollBar().setAccessibleName(QCoreApplication.translate("GameLog", "Scroll the game log"))

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- filling -----------------------------------------------------------------------------------------------
    def show_events(self, view, events, names, markers: Mapping[int, Sequence[str]] | None = None) -> None:
        """Write the log anew; `markers` maps a number of events to lines written after that many (the
        coach's turning points, after the move they judge)."""
        self.clear()
        self._rounds = 0
        self._lines = []
        self._line_events = []
        self._written = 0
        self._current = []
        self.setExtraSelections([])
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
            self._line_events.append(max(self._written - 1, 0))
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
            self._written += 1
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
        self._line_events.append(self._written)

    def _write_event(self, cursor: QTextCursor, view, event, names) -> None:
        block = QTextBlockFormat()
        block.setLeftMargin(HANGING_INDENT)
        block.setTextIndent(-HANGING_INDENT)
        block.setBottomMargin(2)
        self._new_block(cursor, block)
        line = []
        for text, field in line_parts(view, event, names):
            style = QTextCharFormat() if field is None else self._field_format(field, view.log_colour(event, field))
            cursor.insertText(text, style)
            line.append(text)
        self._lines.append("".join(line).strip())
        self._line_events.append(self._written)

    def _field_format(self, field: str, colour: str | None) -> QTextCharFormat:
        style = QTextCharFormat()
        if is_name(field):
            style.setFontWeight(QFont.Weight.Bold)
        elif is_card(field):
            style.setFontWeight(QFont.Weight.DemiBold)
            if colour:
                style.setForeground(readable(QColor(colour), self.palette().color(QPalette.ColorRole.Base)))
        return style

    # --- clicks -----------------------------------------------------------------------------------------------
    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().mouseReleaseEvent(event)
        if event.button() != Qt.MouseButton.LeftButton or self.textCursor().hasSelection():
            return
        line = self.line_at(event.position().toPoint())
        if line is not None:
            self.line_clicked.emit(self._line_events[line])

    def line_at(self, point) -> int | None:
        """The line under a point of the viewport, or None below the last line."""
        cursor = self.cursorForPosition(point)
        block = cursor.block()
        if not block.isValid() or not self.document().documentLayout().blockBoundingRect(block).translated(
                0, -self.verticalScrollBar().value()).contains(point.toPointF()):
            return None
        number = block.blockNumber()
        return number if number < len(self._line_events) else None

    def line_event(self, line: int) -> int:
        """The index of the event of a line (a heading: its round's first event)."""
        return self._line_events[line]

    def lines_of_events(self, first: int, end: int) -> list[int]:
        """The lines of the events first … end - 1, headings above them included."""
        return [line for line, index in enumerate(self._line_events) if first <= index < end]

    # --- a position in the game (the replay) ------------------------------------------------------------------
    def mark_current(self, current: range) -> None:
        """Highlight the lines of the events in `current` (the move shown), grey those after it, and bring
        the current lines into view. The game page never calls it: its log stays as it is."""
        lines = self.lines_of_events(current.start, current.stop)
        later = next((line for line, index in enumerate(self._line_events) if index >= current.stop), None)
        self._current = lines
        selections = [self._selection(line, QTextCursor.MoveOperation.EndOfBlock, self._highlighted())
                      for line in lines]
        if later is not None:
            selections.append(self._selection(later, QTextCursor.MoveOperation.End, self._greyed()))
        self.setExtraSelections(selections)
        if lines:  # the move's first line a third of the way down, what led to it above
            block = self.document().findBlockByNumber(lines[0])
            top = self.document().documentLayout().blockBoundingRect(block).top()
            self.verticalScrollBar().setValue(round(top - self.viewport().height() / 3))
        else:
            bar = self.verticalScrollBar()
            bar.setValue(0 if later is not None else bar.maximum())

    def current_lines(self) -> list[int]:
        """The lines `mark_current` highlighted."""
        return list(self._current)

    def _selection(self, line: int, to, style: QTextCharFormat) -> QTextEdit.ExtraSelection:
        """From the start of a line to `to` (its end, or the end of the log), in style."""
        selection = QTextEdit.ExtraSelection()
        cursor = QTextCursor(self.document().findBlockByNumber(line))
        cursor.movePosition(to, QTextCursor.MoveMode.KeepAnchor)
        selection.cursor, selection.format = cursor, style
        return selection

    def _highlighted(self) -> QTextCharFormat:
        style = QTextCharFormat()
        style.setBackground(self.palette().color(QPalette.ColorRole.Highlight))
        style.setForeground(self.palette().color(QPalette.ColorRole.HighlightedText))
        return style

    def _greyed(self) -> QTextCharFormat:
        style = QTextCharFormat()
        style.setForeground(self.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text))
        return style

    # --- reading (for tests and the screenshot tool) -------------------------------------------------------------
    def lines(self) -> list[str]:
        """Every line as plain text, headings included, in order."""
        return list(self._lines)

    def count(self) -> int:
        """The number of lines, headings included."""
        return len(self._lines)
