"""The shell's text labels: named for the style sheet and the tests, wrapped to their width (a translation
may be much longer than the English)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget


def wrapped_label(parent: QWidget, object_name: str) -> QLabel:
    label = QLabel(parent)
    label.setObjectName(object_name)
    label.setWordWrap(True)
    return label
