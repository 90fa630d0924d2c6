"""The table's colours and its text items: one font, readable on the felt, fitted to their room.

Fitting a text is done here once for every table: elided (`elide`), set smaller (`fit_text`, or
`fit_line` in whole pixel sizes), or broken onto lines (`wrap` into two balanced ones, `wrap_lines` into
as many as it takes, up to a most)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem

from .cards import ui_font

FELT_CENTRE, FELT_EDGE = QColor("#2f7d52"), QColor("#1b5436")
HIGHLIGHT = QColor("#ffd54a")  # warm gold; always paired with a thickness or marker cue
TEXT = QColor("#f4f8f2")
TEXT_SOFT = QColor("#cfe3d4")
# What is hidden from the seat but shown by a revealed observation (a replay's "everything revealed"):
# cards drawn with a dashed frame of this colour, numbers written in it.
REVEALED = QColor("#8fe3ff")


def make_text(text: str = "", size: float = 22, bold: bool = False, colour: QColor = TEXT,
              parent: QGraphicsItem | None = None) -> QGraphicsSimpleTextItem:
    """A plain text item in the table font (kept as text items so tests and screen readers can read it)."""
    item = QGraphicsSimpleTextItem(text, parent)
    item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
    item.setFont(ui_font(size, bold=bold))
    item.setBrush(colour)
    return item


def elide(text: str, item: QGraphicsSimpleTextItem, width: float) -> str:
    return QFontMetricsF(item.font()).elidedText(text, Qt.TextElideMode.ElideRight, max(width, 10.0))


def fit_text(text: str, item: QGraphicsSimpleTextItem, width: float, size: float, smallest: float = 0.8) -> str:
    """text for item, whose font is set back to size, then made smaller (down to smallest × size) when
    text is wider than width, and elided only if that is not enough: a long translation stays whole."""
    font = item.font()
    font.setPixelSize(max(1, round(size)))
    advance = QFontMetricsF(font).horizontalAdvance(text)
    if advance > width > 0:
        font.setPixelSize(max(1, round(size * max(smallest, width / advance))))
    item.setFont(font)
    return elide(text, item, width)


def fit_line(text: str, item: QGraphicsSimpleTextItem, width: float, size: int, smallest: float = 0.65) -> str:
    """text for item in the largest whole pixel size from size down to smallest × size at which it is no
    wider than width (elided only if even that is too wide). Whole sizes: rounding a size up, as
    fit_text may, can make a text overflow by a pixel and be elided."""
    font = item.font()
    for pixels in range(size, max(1, int(size * smallest)) - 1, -1):
        font.setPixelSize(pixels)
        if QFontMetricsF(font).horizontalAdvance(text) <= width:
            break
    item.setFont(font)
    return elide(text, item, width)


def wrap_lines(text: str, metrics: QFontMetricsF, width: float, most: int = 4) -> list[str]:
    """text in lines no wider than width, broken at spaces (at most `most` lines; the last one takes the
    rest and is elided when drawn if it is still too wide)."""
    lines: list[str] = []
    for word in text.split(" "):
        if lines and (len(lines) == most or metrics.horizontalAdvance(f"{lines[-1]} {word}") <= width):
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


def wrap(text: str, metrics: QFontMetricsF, width: float) -> list[str]:
    """text as one line, or two when it is wider than width.

    The break is the space that balances the two lines best, preferring one after punctuation
    ("Score 63:" / "cards 68 − 5 chips"); a line still too wide is elided when drawn.
    """
    if metrics.horizontalAdvance(text) <= width:
        return [text]
    breaks = [i for i, char in enumerate(text) if char == " " and 0 < i < len(text) - 1]
    if not breaks:
        return [text]

    def cost(i: int) -> tuple:
        first, second = metrics.horizontalAdvance(text[:i]), metrics.horizontalAdvance(text[i + 1:])
        fits = first <= width and second <= width
        return (not fits, text[i - 1] not in ":;,." if fits else False, max(first, second))
    best = min(breaks, key=cost)
    return [text[:best], text[best + 1:]]


def centre_text(item: QGraphicsSimpleTextItem, x: float, y: float) -> None:
    """Place a text item so that its centre is at (x, y) in its parent's coordinates."""
    rect = item.boundingRect()
    item.setPos(x - rect.width() / 2, y - rect.height() / 2)


def signed(number: int) -> str:
    """A number with a true minus sign, as typeset text should have."""
    return str(number).replace("-", "−")


def with_sign(number: int) -> str:
    """A number with its sign always shown and a true minus: +3, 0, −2."""
    return f"+{number}" if number > 0 else signed(number)
