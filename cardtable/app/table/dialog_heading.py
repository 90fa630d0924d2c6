"""The heading of a dialog over the table: a bold line, larger than the dialog's text, that wraps."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget


def heading(parent: QWidget, scale: float, name: str = "") -> QLabel:
    """A bold, word-wrapped label whose font is scale times the dialog's (objectName name, if any)."""
    label = QLabel(parent)
    if name:
        label.setObjectName(name)
    label.setWordWrap(True)
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * scale)
    font.setBold(True)
    label.setFont(font)
    return label
