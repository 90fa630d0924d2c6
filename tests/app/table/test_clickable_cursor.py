"""A clickable item that stops being clickable under a mouse pointer that has not moved over the view yet
(the window appeared under it): Qt's QGraphicsItem.unsetCursor then reads a mouse event the view never
had and crashed the app (seen on X11, in Auf falscher Fährte's buttons after a computer's move)."""

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from cardtable.app.table.pill_button import PillButton

from tests.app.table.conftest import delete_now


def test_an_item_under_an_unmoved_pointer_stops_being_clickable_without_a_crash(qtbot):
    scene = QGraphicsScene(0, 0, 400, 300)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(420, 320)
    view.show()
    qtbot.waitExposed(view)
    pill = PillButton()
    pill.set_text("Last trick", 200)
    pill.setPos(100, 100)
    scene.addItem(pill)
    pill.set_clickable(True)
    QCursor.setPos(view.viewport().mapToGlobal(view.mapFromScene(pill.mapToScene(QPointF(8, pill.height() / 2)))))
    view.setAttribute(Qt.WidgetAttribute.WA_UnderMouse, True)  # entered, never moved: no mouse event yet
    assert view.itemAt(view.mapFromGlobal(QCursor.pos())) is pill
    pill.set_clickable(False)
    assert not pill.clickable and pill.cursor().shape() == Qt.CursorShape.ArrowCursor
    view.setAttribute(Qt.WidgetAttribute.WA_UnderMouse, False)
    pill.set_clickable(False)  # away from the pointer: its own cursor goes, the view's shows again
    assert not pill.hasCursor()
    delete_now(view)
