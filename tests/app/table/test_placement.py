"""The table kit's dialog placement: inside the window, over a widget, clear of what should stay in view."""

from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QDialog, QLabel, QVBoxLayout

from cardtable.app.table.placement import best_position, fitted_size

WINDOW = QRect(0, 0, 800, 600)
TABLE = QRect(0, 20, 550, 580)  # the side panel is right of it


def test_a_dialog_goes_over_the_widget_clear_of_the_rects_to_keep_in_view():
    names = [(QRect(10, 30, 530, 40), 4.0), (QRect(10, 480, 530, 40), 4.0)]
    point = best_position(QSize(400, 200), WINDOW, TABLE, names)
    placed = QRect(point, QSize(400, 200))
    assert TABLE.contains(placed)
    assert not any(placed.intersects(rect) for rect, _ in names)


def test_a_dialog_wider_than_the_widget_stays_in_the_window_and_covers_little_outside_it():
    point = best_position(QSize(600, 300), WINDOW, TABLE, [])
    placed = QRect(point, QSize(600, 300))
    assert WINDOW.contains(placed)
    assert placed.left() == TABLE.left()  # only the 50 px it must cover of the side panel


def test_without_rects_to_avoid_a_dialog_is_centred_over_the_widget():
    point = best_position(QSize(200, 100), WINDOW, TABLE, [])
    assert (QRect(point, QSize(200, 100)).center() - TABLE.center()).manhattanLength() <= 2


def test_a_dialog_taller_than_the_window_is_shrunk_to_it(qtbot):
    dialog = QDialog()
    qtbot.addWidget(dialog)
    QVBoxLayout(dialog).addWidget(QLabel("a long page, say"))
    dialog.resize(320, 920)  # as the dialog would be, were there room
    size = fitted_size(dialog, WINDOW)
    assert size.width() == 320 and size.height() <= WINDOW.height() - 30  # room for a title bar
