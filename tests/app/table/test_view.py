"""The view keeps the whole table visible and scaled with the window."""

import pytest
from PySide6.QtCore import Qt

from cardtable.app.table.scene import TableScene
from cardtable.app.table.view import TableView


@pytest.mark.parametrize("size", [(800, 600), (1024, 768), (1920, 1080), (600, 900)])
def test_whole_scene_is_visible_and_fills_one_direction(qtbot, size):
    view = TableView(TableScene())
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    shown = view.mapFromScene(view.scene().sceneRect()).boundingRect()
    viewport = view.viewport().rect()
    assert viewport.adjusted(-2, -2, 2, 2).contains(shown)
    assert abs(shown.width() - viewport.width()) <= 2 or abs(shown.height() - viewport.height()) <= 2
    assert view.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    assert view.verticalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
