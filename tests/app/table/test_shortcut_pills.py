"""The kit's ShortcutPills: a table command's key presses its pill button only while it shows and is enabled.
(The key itself reaching a table is tested with each game's table, e.g. Fährte's T for the trump dialog.)"""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from cardtable.app.table.pill_button import ShortcutPills


def test_a_command_key_presses_its_button_only_while_it_shows_and_is_enabled(qtbot):
    scene = QGraphicsScene()
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    pressed = []
    pills = ShortcutPills(view, scene, {"last": lambda: pressed.append("last"), "sheet": lambda: pressed.append("sheet")})
    pills.set_shortcuts({"last": "L", "sheet": "Ctrl+P"})
    assert [pills.actions[kind].shortcut().toString() for kind in ("last", "sheet")] == ["L", "Ctrl+P"]
    assert all(action.shortcutContext() == Qt.ShortcutContext.WidgetWithChildrenShortcut
               for action in pills.actions.values())
    assert set(view.actions()) == set(pills.actions.values())
    pills.actions["last"].trigger()
    assert pressed == ["last"]
    pills.buttons["last"].set_enabled(False)
    pills.buttons["sheet"].hide()
    pills.actions["last"].trigger()
    pills.actions["sheet"].trigger()
    assert pressed == ["last"]
    pills.buttons["sheet"].show()
    pills.actions["sheet"].trigger()
    assert pressed == ["last", "sheet"]
    assert all(button.scene() is scene for button in pills.buttons.values())
