"""A card that stops being clickable under a pointer resting over a new table (never moved there)."""

from PySide6.QtCore import Qt
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QApplication

from cardtable.app.table.cards import CardFace
from cardtable.app.table.scene import TableScene
from cardtable.app.table.view import TableView

from tests.app.table.conftest import delete_now


def test_an_item_under_a_resting_pointer_drops_its_cursor_without_crashing(qtbot):
    """Qt's QGraphicsView looked up the item under the last mouse event it had, and crashed (a segfault)
    when it had none yet: seen under X11 when a new Fährte table drew its buttons under the pointer."""
    scene = TableScene()
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(800, 500)
    view.show()  # not waited for: the pointer never enters it as a mouse event
    card = scene.add_card("a", CardFace("1"), 120)
    card.setPos(700, 400)
    card.set_clickable(True)
    QApplication.processEvents()
    QCursor.setPos(view.viewport().mapToGlobal(view.mapFromScene(card.sceneBoundingRect().center())))
    view.setAttribute(Qt.WidgetAttribute.WA_UnderMouse, True)  # as the pointer resting there makes it
    assert view.itemAt(view.viewport().mapFromGlobal(QCursor.pos())) is card
    card.set_clickable(False)
    assert not card.hasCursor() and not card.clickable
    delete_now(view)
