"""Guards against known defects of the Qt bindings we depend on."""

import sys

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen


def test_painting_does_not_leak_references_to_none(qapp):
    # PySide6 6.12.0 decremented None's reference count on each setPen/setBrush; on Python 3.11 the
    # application then aborts with "deallocating None" after some thousands of paints.
    image = QImage(16, 16, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    painter.setPen(QPen(QColor(1, 2, 3)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    before = sys.getrefcount(None)
    for _ in range(200):
        painter.setPen(QPen(QColor(1, 2, 3)))
        painter.setBrush(QColor(4, 5, 6))
    after = sys.getrefcount(None)
    painter.end()
    assert abs(after - before) < 20
