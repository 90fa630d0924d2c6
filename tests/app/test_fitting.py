"""The fit checker of the dialog tests (tests/app/fitting.py) finds cut texts and dialogs out of the window."""

from PySide6.QtWidgets import QDialog, QLabel, QPushButton, QVBoxLayout, QWidget

from tests.app.fitting import misfits, outside

LONG = "A sentence far too long for the narrow room it is given in this test"


def shown(qtbot, *widgets, width=120, height=60):
    top = QWidget()
    qtbot.addWidget(top)
    layout = QVBoxLayout(top)
    for widget in widgets:
        layout.addWidget(widget)
    top.setFixedSize(width, height)
    top.show()
    return top


def test_a_label_or_a_button_narrower_than_its_text_is_reported(qtbot):
    label, button = QLabel(LONG), QPushButton(LONG)
    top = shown(qtbot, label, button, height=120)
    problems = misfits(top)
    assert any("QLabel" in problem for problem in problems)
    assert any("QPushButton" in problem for problem in problems)


def test_a_wrapped_label_shorter_than_its_text_is_reported(qtbot):
    label = QLabel(" ".join([LONG] * 4))
    label.setWordWrap(True)
    assert any("height" in problem for problem in misfits(shown(qtbot, label, width=200, height=40)))


def test_texts_with_room_pass(qtbot):
    label, button = QLabel("Short"), QPushButton("OK")
    assert misfits(shown(qtbot, label, button, width=300, height=120)) == []


def test_a_dialog_leaving_its_window_is_reported(qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    window.setGeometry(100, 100, 400, 300)
    window.show()
    dialog = QDialog(window)
    dialog.setGeometry(150, 150, 200, 100)
    dialog.show()
    assert outside(dialog, window) == ""
    dialog.setGeometry(350, 150, 200, 100)
    assert "leaves the window" in outside(dialog, window)
