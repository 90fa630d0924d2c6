"""Table texts fitted to their room: one line set smaller in whole pixel sizes (rounding a size up would make
it overflow by a pixel and be elided), or a text broken onto several lines."""

from __future__ import annotations

from PySide6.QtGui import QFontMetricsF

from cardtable.app.table.style import elide


def fit_line(text: str, item, width: float, size: int, smallest: float = 0.65) -> str:
    """text for item in the largest whole pixel size from size down to smallest × size at which it is no
    wider than width (elided only if even that is too wide)."""
    font = item.font()
    for pixels in range(size, max(1, int(size * smallest)) - 1, -1):
        font.setPixelSize(pixels)
        if QFontMetricsF(font).horizontalAdvance(text) <= width:
            break
    item.setFont(font)
    return elide(text, item, width)


def wrap_lines(text: str, metrics: QFontMetricsF, width: float, most: int = 4) -> list[str]:
    """text in lines no wider than width, broken at spaces (at most `most` lines; the last one is elided
    when drawn if it is still too wide)."""
    lines: list[str] = []
    for word in text.split(" "):
        if lines and len(lines) <= most and metrics.horizontalAdvance(f"{lines[-1]} {word}") <= width:
            lines[-1] = f"{lines[-1]} {word}"
        elif lines and len(lines) == most:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines
