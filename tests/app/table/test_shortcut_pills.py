"""The kit's ShortcutPills: a table command's key presses its pill button only while it shows and is enabled."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from cardtable.app.table.pill_button import ShortcutPills


def test_a_key_presses_its_button_only_while_it_shows_and_is_enabled(qtbot):
    scene = QGraphicsScene()
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    pressed = []
    pills = ShortcutPills(view, scene, {"last": lambda: pressed.append("last"), "sheet": lambda: pressed.append("sheet")})
    pills.set_shortcuts({"last": "L", "sheet": "P"})
    view.show()
    view.activateWindow()
    qtbot.waitActive(view)  # a shortcut reaches only the active window
    qtbot.keyClick(view, Qt.Key.Key_L)
    assert pressed == ["last"]
    pills.buttons["last"].set_enabled(False)
    pills.buttons["sheet"].hide()
    qtbot.keyClick(view, Qt.Key.Key_L)
    qtbot.keyClick(view, Qt.Key.Key_P)
    assert pressed == ["last"]
    pills.buttons["sheet"].show()
    qtbot.keyClick(view, Qt.Key.Key_P)
    assert pressed == ["last", "sheet"]
    assert pills.actions["sheet"].shortcut().toString() == "P"
