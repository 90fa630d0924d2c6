"""A table text broken onto several lines at spaces, to fit its room."""

from __future__ import annotations

from PySide6.QtGui import QFontMetricsF


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
