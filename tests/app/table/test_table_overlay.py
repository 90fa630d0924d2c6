"""The kit's overlay part: built by the table's callable, rebuilt while open, closed by Esc or a click."""

from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsScene

from cardtable.app.table.overlay import TableOverlay


def escape() -> QKeyEvent:
    return QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier)


def test_the_part_builds_rebuilds_and_closes_its_panel(qapp):
    scene = QGraphicsScene()
    overlay, shown, closed = TableOverlay(scene), [["a line"]], []
    overlay.closed.connect(lambda: closed.append(True))

    def build(panel) -> bool:
        if not shown[0]:
            return False
        panel.show_content("pile", QRectF(0, 0, 800, 500), "A pile", shown[0], [], "Close")
        return True
    assert overlay.panel.scene() is scene and not overlay.is_open()
    overlay.open(build)
    assert overlay.is_open() and overlay.panel.kind == "pile" and "a line" in overlay.panel.texts()
    shown[0] = ["another line"]
    overlay.refresh()
    assert "another line" in overlay.panel.texts()
    shown[0] = []
    overlay.refresh()  # nothing to show any more: it closes
    assert not overlay.is_open() and closed == [True]


def test_escape_closes_an_open_panel_and_only_then_is_taken(qapp):
    scene = QGraphicsScene()
    overlay = TableOverlay(scene)
    assert not overlay.close_by_key(escape())
    overlay.open(lambda panel: panel.show_content("sale", QRectF(0, 0, 800, 500), "Sale", [], [], "") or True)
    other = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier)
    assert not overlay.close_by_key(other) and overlay.is_open()
    assert overlay.close_by_key(escape()) and not overlay.is_open()
    overlay.refresh()
    assert not overlay.is_open()
