"""The kit's dialog slot (one dialog at a time on a table) and its table dialog base."""

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QDialog, QWidget

from cardtable.app.table.dialog_slot import DialogSlot
from cardtable.app.table.table_dialog import TableDialog

from tests.app.table.conftest import delete_now


class Question(TableDialog):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.translations = 0
        self.retranslate()

    def retranslate(self) -> None:
        self.translations += 1
        self.setWindowTitle(f"Question {self.translations}")


@pytest.fixture
def host(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.show()
    yield widget
    delete_now(widget)


def test_the_slot_opens_one_dialog_and_raises_it_again(host):
    slot, made, changes = DialogSlot(host), [], []
    slot.changed.connect(lambda: changes.append(slot.current()))

    def make():
        made.append(Question(host))
        return made[-1]
    first = slot.open(make)
    assert slot.current() is first and first.isVisible() and slot.is_open()
    assert slot.open(make) is first and len(made) == 1
    assert changes == [first]


def test_a_finished_dialog_is_forgotten_and_deleted(host):
    slot, changes = DialogSlot(host), []
    slot.changed.connect(lambda: changes.append(slot.current()))
    dialog = slot.open(lambda: Question(host))
    dialog.accept()
    assert slot.current() is None and changes == [dialog, None]
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not shiboken6.isValid(dialog)
    assert slot.open(lambda: Question(host)) is not None


def test_new_legal_actions_close_a_dialog_that_no_longer_applies(host):
    slot = DialogSlot(host)
    dialog = slot.open(lambda: Question(host), applies=lambda legal: "ask" in legal)
    slot.offer_changed(["ask", "other"])
    assert slot.current() is dialog
    slot.offer_changed(["other"])
    assert slot.current() is None and dialog.result() == QDialog.DialogCode.Rejected


def test_a_dialog_that_always_applies_stays_and_close_rejects_it(host):
    slot = DialogSlot(host)
    dialog = slot.open(lambda: Question(host))
    slot.offer_changed([])
    assert slot.current() is dialog
    slot.close()
    assert slot.current() is None and not dialog.isVisible()


def test_a_table_dialog_writes_its_texts_again_on_a_language_change(host):
    dialog = Question(host)
    QCoreApplication.sendEvent(dialog, QEvent(QEvent.Type.LanguageChange))
    assert dialog.translations == 2 and dialog.windowTitle() == "Question 2"


def test_a_table_dialog_without_retranslate_fails_when_defined():
    with pytest.raises(TypeError, match="Mute does not implement retranslate"):
        class Mute(TableDialog):
            pass
