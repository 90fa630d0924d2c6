"""The accessibility walker lets go of every accessible interface it met as soon as its answer is read.

Qt deletes an interface it made when the widget goes, without telling Shiboken: a Python wrapper of it still
alive then stays in Shiboken's map of C++ addresses, and a QMenu or widget made later at that address comes
back to Python as that stale QAccessibleWidget (once in the suite, `menuBar().addMenu("")` returned one, and
the half-built window broke the worker's later French tests). The walker's recursive closure was a reference
cycle that held a walk's nodes, and their interfaces, until the collector's next full pass."""

from __future__ import annotations

import gc
from contextlib import contextmanager

import pytest
from PySide6.QtGui import QAccessibleInterface
from PySide6.QtWidgets import QCheckBox, QDialog, QPushButton, QVBoxLayout

from tests.app.accessibility_walker import faults, find, interactive, walk


@contextmanager
def reference_counting_only():
    """Only reference counting frees objects meanwhile, as between the collector's passes in a long run."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def interface_wrappers() -> list:
    """The Python wrappers of accessible interfaces made since the collector's last pass."""
    return [thing for thing in gc.get_objects(generation=0) if isinstance(thing, QAccessibleInterface)]


def dialog_of_controls(qtbot) -> QDialog:
    dialog = QDialog()
    qtbot.addWidget(dialog)
    layout = QVBoxLayout(dialog)
    for index in range(4):
        layout.addWidget(QPushButton(f"Button {index}"))
        layout.addWidget(QCheckBox(f"Box {index}"))
    layout.addWidget(QPushButton("Button 0"))  # a sibling's name twice: faults reports it
    dialog.show()
    return dialog


LOOKS = {
    "walk": walk,
    "interactive": lambda widget: interactive(walk(widget)),
    "faults": faults,
    "find": lambda widget: find(widget, "Box 2"),
}


@pytest.mark.parametrize("look", LOOKS.values(), ids=LOOKS.keys())
def test_no_interface_outlives_the_walkers_answer(qtbot, look):
    dialog = dialog_of_controls(qtbot)
    with reference_counting_only():
        before = interface_wrappers()
        answer = look(dialog)
        assert answer
        del answer
        left = [wrapper for wrapper in interface_wrappers() if not any(wrapper is old for old in before)]
    assert left == []


def test_the_walker_still_reads_names_roles_and_faults(qtbot):
    dialog = dialog_of_controls(qtbot)
    names = [node.name for node in interactive(walk(dialog))]
    assert names == [f"{kind} {index}" for index in range(4) for kind in ("Button", "Box")] + ["Button 0"]
    assert find(dialog, "Box 2").thing == "QCheckBox ''"
    assert faults(dialog) == ["same name as a sibling: /Button:'Button 0'"]
