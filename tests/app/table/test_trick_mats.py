"""The kit's mats geometry (hands, open fans), card places and icons, the answer dialog's layouts and the
part that asks a card's declarations one after another."""

import pytest
from PySide6.QtCore import QPointF, QRectF, QSize
from PySide6.QtWidgets import QWidget

from cardtable.app.table.answer_dialog import AnswerDialog
from cardtable.app.table.cards import CARD_ASPECT, PALETTE, CardFace, card_rect, symbol_icon
from cardtable.app.table.tricks.declarations import DeclarationQuestions
from cardtable.app.table.tricks.mat_geometry import HandMat, open_fan, open_fan_width, viewer_hand

from tests.app.table.conftest import delete_now, shown


def test_an_open_fan_fills_its_rect_unless_its_step_is_capped():
    rect = QRectF(100, 50, 400, 140)
    spread = open_fan(4, rect, 100)
    assert [place.x for place in spread] == [100, 200, 300, 400] and spread[-1].x + 100 == rect.right()
    assert [place.y for place in spread] == [50] * 4 and [place.z for place in spread] == [10, 11, 12, 13]
    capped = open_fan(4, rect, 100, max_step=70)
    assert [place.x for place in capped] == [100, 170, 240, 310]
    assert open_fan_width(4, 100, 400, max_step=70) == 310 and open_fan_width(4, 100, 400) == 400
    assert open_fan_width(1, 100, 400) == 100 and open_fan(0, rect, 100) == []


def test_the_viewers_hand_leaves_room_above_and_beside_it():
    area = QRectF(10, 20, 800, 158)
    hand_w, rect = viewer_hand(area, 300)
    assert hand_w == pytest.approx(100.0)  # (158 - 16 above - 2) / 1.4
    assert rect == QRectF(10, 36, 500, hand_w * CARD_ASPECT)
    assert viewer_hand(QRectF(0, 0, 800, 900), 0)[0] == 122.0  # a tall mat: the largest hand cards


def test_a_mats_captions_sit_under_their_card_line_by_line():
    mat = HandMat(60.0, QRectF(0, 0, 200, 84), caption_y=100.0)
    assert mat.caption_centre(40, 60, 0) == QPointF(70, 109) and mat.caption_centre(40, 60, 1) == QPointF(70, 131)


def test_a_cards_place_and_a_colours_icon(qtbot):
    assert card_rect(QPointF(5, 6), 50) == QRectF(5, 6, 50, 70)
    icon = symbol_icon(PALETTE["green"], 28)
    assert not icon.isNull() and icon.availableSizes() == [QSize(28, 28)]
    image = icon.pixmap(28, 28).toImage()
    assert image.pixelColor(14, 16).name() == PALETTE["green"].colour and image.pixelColor(0, 0).alpha() == 0


class Question(AnswerDialog):
    def __init__(self, answers, parent=None, picture=False):
        super().__init__(answers, "testQuestion", parent)
        buttons = [self._answer_button(value, f"answer-{value}", 30) for value in ("yes", "no")]
        self._arrange(self._answer_row(*buttons), self._card_picture(CardFace("7", "red"), 42, 59) if picture else None)
        self.retranslate()

    def retranslate(self) -> None:
        self._question.setText("Well?")
        for value, button in self._buttons.items():
            button.setText(value.title())


@pytest.fixture
def host(qtbot):
    widget = shown(qtbot, QWidget(), 900, 700)  # where a table would be
    yield widget
    delete_now(widget)


@pytest.mark.parametrize("picture", [False, True])
def test_an_answer_dialog_lays_out_its_question_beside_a_picture_over_its_answers(host, picture):
    dialog = Question(("no",), host, picture)
    dialog.show()
    assert dialog.answer_labels() == ("Yes", "No") and dialog.question() == "Well?"
    assert not dialog.button("yes").isEnabled() and dialog.button("no").isEnabled()
    question, answer = dialog._question.geometry(), dialog.button("no").geometry()
    assert answer.top() > question.bottom()
    assert (question.left() > 42) == picture  # the picture, when there is one, stands left of the question
    dialog.reject()


class Asker:
    """A table's side of DeclarationQuestions: the dialogs it made, the actions it was asked for."""

    def __init__(self, host):
        self.host, self.dialogs, self.requested = host, [], []
        self.part = DeclarationQuestions(host, (("trump", 2), ("rank", 3)), self.make, self.requested.append)

    def make(self, kind, actions, answers):
        dialog = Question((), self.host)
        dialog.kind, dialog.actions, dialog.offered = kind, list(actions), set(answers)
        self.dialogs.append(dialog)
        return dialog


PLAYS = [("play", 14, True, True), ("play", 14, True, False), ("play", 14, False, None)]


def test_declarations_are_asked_one_after_another_until_one_action_is_left(host):
    asker = Asker(host)
    asker.part.choose(PLAYS)
    first = asker.part.slot.current()
    assert first.kind == "trump" and first.offered == {True, False} and asker.requested == []
    first.accept()
    first.answered.emit(True)
    second = asker.part.slot.current()
    assert second is not first and second.kind == "rank" and second.actions == PLAYS[:2]
    second.accept()
    second.answered.emit(False)
    assert asker.requested == [PLAYS[1]] and asker.part.slot.current() is None


def test_one_action_is_requested_without_a_question_and_a_closed_question_forgets_the_card(host):
    asker = Asker(host)
    asker.part.choose(PLAYS[2:])
    assert asker.requested == [PLAYS[2]] and asker.dialogs == []
    asker.part.choose(PLAYS)
    asker.part.slot.current().reject()
    assert asker.part.slot.current() is None
    asker.dialogs[0].answered.emit(True)  # a late answer of the closed question asks nothing more
    assert asker.part.slot.current() is None and asker.requested == [PLAYS[2]]


def test_a_question_closes_when_nothing_is_offered_any_more(host):
    asker = Asker(host)
    asker.part.choose(PLAYS)
    asker.part.offer_changed(PLAYS)
    assert asker.part.slot.current() is asker.dialogs[0]
    asker.part.offer_changed(())
    assert asker.part.slot.current() is None
