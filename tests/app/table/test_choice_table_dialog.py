"""The kit's ChoiceTableDialog: a decision offered as a table of choices, with a preview of each."""

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QPushButton, QTableWidget

from cardtable.app.table.card_strip import CardStrip
from cardtable.app.table.cards import CardFace
from cardtable.app.table.choice_table_dialog import ChoiceTableDialog
from cardtable.app.table.placement import ScrollBody

from tests.app.table.conftest import delete_now

PRICES = {"apples": 3, "pears": 5, "melons": 12}


class Purchase(ChoiceTableDialog):
    """Buy one kind of fruit with 6 coins: the melons cost too much."""

    def __init__(self, faces=None, parent=None):
        super().__init__("buying", faces, parent)
        self.language = "en"
        self.retranslate()

    def options(self) -> list:
        return list(PRICES)

    def is_allowed(self, choice) -> bool:
        return choice in PRICES and PRICES[choice] <= 6

    def cells(self, choice) -> list[str]:
        return [("Buy " if self.language == "en" else "Acheter ") + choice, str(PRICES[choice]),
                str(6 - PRICES[choice])]

    def refusal(self, choice) -> str:
        return f"{choice} cost more than your 6 coins"

    def preview(self, choice) -> str:
        return f"You pay {PRICES[choice]} and keep {6 - PRICES[choice]}."

    def retranslate(self) -> None:
        self.set_texts(f"Market ({self.language})", "Buy one kind of fruit.",
                       ["Fruit", "Price", "Coins left after paying"], "Fruit to buy", "Buy", "Come back later.")


@pytest.fixture
def purchase(qtbot):
    dialog = Purchase()
    qtbot.addWidget(dialog)
    yield dialog
    delete_now(dialog)


def table_of(dialog) -> QTableWidget:
    return dialog.findChild(QTableWidget, "buyingChoices")


def test_its_parts_are_named_after_the_decision_and_written(purchase):
    assert purchase.objectName() == "buyingDialog"
    assert purchase.findChild(type(purchase._title), "buyingTitle").text() == "Market (en)"
    assert table_of(purchase).accessibleName() == "Fruit to buy"
    assert purchase.findChild(QPushButton, "buying-ok").text() == "Buy"
    later = [button for button in purchase.findChildren(QPushButton) if button.text() == "Later"]
    assert len(later) == 1 and later[0].toolTip() == "Come back later."
    assert purchase.choice() is None and purchase.preview_text() == ""  # nothing preselected


def test_a_row_not_allowed_is_greyed_and_says_why(purchase):
    table = table_of(purchase)
    melons = purchase.options().index("melons")
    assert table.item(melons, 0).text() == "Buy melons — not allowed"
    assert not table.item(melons, 2).flags() & Qt.ItemFlag.ItemIsEnabled
    assert table.item(melons, 1).toolTip() == "melons cost more than your 6 coins"
    assert table.item(0, 0).text() == "Buy apples" and table.item(0, 0).flags() & Qt.ItemFlag.ItemIsEnabled
    assert table.item(0, 1).textAlignment() == Qt.AlignmentFlag.AlignCenter


def test_a_long_figure_header_breaks_on_two_lines_the_label_column_does_not(purchase):
    table = table_of(purchase)
    assert table.horizontalHeaderItem(0).text() == "Fruit" and table.horizontalHeaderItem(1).text() == "Price"
    assert table.horizontalHeaderItem(2).text().count("\n") == 1


def test_the_preview_follows_the_selection_and_a_row_not_allowed_is_never_chosen(purchase):
    purchase.select("pears")
    assert purchase.choice() == "pears" and purchase.preview_text() == "You pay 5 and keep 1."
    purchase.select("melons")
    assert purchase.choice() == "pears"
    table_of(purchase).selectRow(0)
    assert purchase.choice() == "apples" and purchase.preview_text() == "You pay 3 and keep 3."
    table_of(purchase).selectRow(2)  # the mouse cannot select it; a program still may
    assert purchase.choice() == "apples"


def test_the_accept_button_and_a_double_click_choose_later_chooses_nothing(qtbot, purchase):
    purchase.select("apples")
    with qtbot.waitSignal(purchase.chosen) as chosen:
        qtbot.mouseClick(purchase.findChild(QPushButton, "buying-ok"), Qt.MouseButton.LeftButton)
    assert chosen.args == ["apples"]
    again = Purchase()
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    table = table_of(again)
    pears = table.visualItemRect(table.item(1, 1)).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=pears)  # a double-click's first press
    assert again.choice() == "pears"
    with qtbot.waitSignal(again.chosen) as chosen:
        qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=pears)
    assert chosen.args == ["pears"]
    third = Purchase()
    qtbot.addWidget(third)
    third.select("pears")
    later = [button for button in third.findChildren(QPushButton) if button.text() == "Later"][0]
    with qtbot.assertNotEmitted(third.chosen):
        qtbot.mouseClick(later, Qt.MouseButton.LeftButton)
    assert third.result() == third.DialogCode.Rejected
    delete_now(again)
    delete_now(third)


def test_nothing_is_chosen_before_a_row_is_selected(qtbot, purchase):
    with qtbot.assertNotEmitted(purchase.chosen):
        purchase.accept_choice()
    assert purchase.result() != purchase.DialogCode.Accepted


def test_the_body_scrolls_and_the_table_is_as_tall_as_its_rows(purchase):
    table = table_of(purchase)
    scroll = purchase.findChild(ScrollBody)
    assert scroll is not None and scroll.widget().isAncestorOf(table)
    rows = sum(table.rowHeight(row) for row in range(table.rowCount()))
    assert table.height() == table.horizontalHeader().sizeHint().height() + rows + 2 * table.frameWidth()
    assert purchase.findChild(CardStrip) is None


def test_the_cards_the_decision_is_about_show_above_the_table(qtbot):
    dialog = Purchase([CardFace("3", "red"), CardFace("5", "blue")])
    qtbot.addWidget(dialog)
    assert dialog.findChild(CardStrip) is not None
    delete_now(dialog)


def test_a_language_change_writes_the_rows_again_keeping_the_choice(purchase):
    purchase.select("pears")
    purchase.language = "fr"
    QCoreApplication.sendEvent(purchase, QEvent(QEvent.Type.LanguageChange))
    assert table_of(purchase).item(1, 0).text() == "Acheter pears"
    assert purchase.choice() == "pears" and table_of(purchase).selectionModel().selectedRows()[0].row() == 1


@pytest.mark.parametrize("hook", ["options", "is_allowed", "cells", "refusal", "preview"])
def test_a_hook_the_decision_must_give_names_itself(qtbot, hook):
    class Unfinished(ChoiceTableDialog):
        def retranslate(self) -> None:
            pass

    dialog = Unfinished("unfinished")
    qtbot.addWidget(dialog)
    with pytest.raises(TypeError, match=f"Unfinished must implement {hook}"):
        getattr(dialog, hook)(*([] if hook == "options" else ["x"]))
