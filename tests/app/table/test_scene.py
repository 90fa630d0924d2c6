"""The reusable scene: layouts, clicks, keyboard focus and animation timing."""

import pytest
from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from cardtable.app.table.cards import CardFace, ui_font
from cardtable.app.table.scene import (ANIMATION_DURATIONS, ChipItem, SeatPanel, TableScene, fan_layout,
                                       fit_group_width, grouped_layout, iter_text, row_layout, stack_layout)
from cardtable.app.table.style import wrap
from cardtable.app.table.view import TableView

CARD = QSizeF(80, 112)


def test_grouped_layout_overlaps_inside_groups_and_leaves_gaps_between():
    laid = grouped_layout([3, 1, 2], QRectF(0, 0, 1000, 150), CARD)
    xs = [[p.x for p in group] for group in laid]
    inner = xs[0][1] - xs[0][0]
    assert inner < CARD.width()  # overlapped inside a run
    assert xs[1][0] - xs[0][-1] > CARD.width()  # a real gap after the run
    assert xs[2][1] - xs[2][0] == inner


def test_grouped_layout_tightens_to_fit_but_keeps_groups_apart():
    rect = QRectF(0, 0, 400, 150)
    laid = grouped_layout([2, 2, 1, 3, 1, 2], rect, CARD)
    flat = [p for group in laid for p in group]
    assert flat[0].x >= rect.left() and flat[-1].x + CARD.width() <= rect.right() + 1e-6
    inner = laid[0][1].x - laid[0][0].x
    between = laid[1][0].x - laid[0][-1].x
    assert between > inner * 1.5


def test_fit_group_width_shrinks_cards_for_long_hands():
    assert fit_group_width([1], 400, 90, 50) == 90
    assert 50 <= fit_group_width([1] * 8, 400, 90, 50) < 90


def test_row_fan_and_stack_layouts():
    row = row_layout(5, QRectF(0, 0, 300, 200), CARD)
    assert row[0].x >= 0 and row[-1].x + CARD.width() <= 300 + 1e-6
    fan = fan_layout(5, QPointF(500, 500), CARD, spread_deg=40)
    assert fan[0].rotation == -20 and fan[-1].rotation == 20 and fan[2].rotation == 0
    stack = stack_layout(3, QPointF(10, 10))
    assert [p.z for p in stack] == [0, 1, 2]


def make_table(qtbot, count=3):
    scene = TableScene()
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(900, 600)
    view.show()
    qtbot.waitExposed(view)
    cards = []
    for index, place in enumerate(row_layout(count, QRectF(300, 400, 1000, 200), CARD)):
        card = scene.add_card(f"c{index}", CardFace(str(index + 1), "red"), CARD.width())
        scene.place(card, place)
        cards.append(card)
    return scene, view, cards


def click_item(qtbot, view, card):
    centre = card.mapToScene(card.card_rect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(centre))


def test_clicks_reach_card_clicked_only_for_clickable_cards(qtbot):
    scene, view, cards = make_table(qtbot)
    with qtbot.assertNotEmitted(scene.card_clicked):
        click_item(qtbot, view, cards[1])
    cards[1].set_clickable(True)
    with qtbot.waitSignal(scene.card_clicked, timeout=1000) as blocker:
        click_item(qtbot, view, cards[1])
    assert blocker.args == ["c1"]


def test_arrow_keys_move_focus_and_enter_activates(qtbot):
    scene, view, cards = make_table(qtbot)
    for card in cards:
        card.set_selectable(True)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert scene.focused_card() is cards[0] and cards[0].focus_shown
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert scene.focused_card() is cards[2] and not cards[0].focus_shown
    qtbot.keyClick(view, Qt.Key.Key_Left)
    with qtbot.waitSignal(scene.card_activated, timeout=1000) as blocker:
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert blocker.args == ["c1"]
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert scene.focused_card() is cards[0]  # arrows wrap around


def test_tab_past_the_last_card_leaves_the_table(qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    scene = TableScene()
    view = TableView(scene)
    button = QPushButton("Take")
    layout = QVBoxLayout(window)
    layout.addWidget(view)
    layout.addWidget(button)
    cards = [scene.add_card(name, CardFace(name), 80) for name in ("a", "b")]
    for card, place in zip(cards, row_layout(2, QRectF(300, 400, 1000, 200), CARD)):
        scene.place(card, place)
        card.set_selectable(True)
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert scene.focused_card() is cards[1]
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert scene.focused_card() is None and not cards[1].focus_shown
    assert button.hasFocus()


def test_animation_speeds(qtbot):
    scene = TableScene()
    assert ANIMATION_DURATIONS == {"off": 0, "fast": 150, "normal": 250, "slow": 600}
    scene.set_animation_speed("off")
    card = scene.add_card("x", CardFace("1"), 80)
    assert scene.move_item(card, QPointF(100, 50)) is None
    assert card.pos() == QPointF(100, 50)
    scene.set_animation_speed("fast")
    animation = scene.move_item(card, QPointF(300, 200))
    assert animation is not None and animation.duration() == 150
    qtbot.waitUntil(lambda: card.pos() == QPointF(300, 200), timeout=2000)


def test_move_cards_finishes_even_when_instant(qtbot):
    scene = TableScene()
    scene.set_animation_speed("off")
    card = scene.add_card("x", CardFace("1"), 80)
    target = row_layout(1, QRectF(0, 0, 400, 400), CARD)
    with qtbot.waitSignal(scene.move_cards([card], target).finished, timeout=1000):
        pass
    assert card.pos() == target[0].pos


def test_seat_panel_shows_marker_only_when_active(qtbot):
    scene = TableScene()
    panel = SeatPanel()
    scene.addItem(panel)
    panel.set_rect(QRectF(0, 0, 400, 200))
    panel.set_name("Anna")
    panel.set_badge("Easy AI")
    panel.set_info_lines(["Score 3"])
    assert "▶" not in list(iter_text(scene))
    panel.set_active(True)
    texts = list(iter_text(scene))
    assert {"▶", "Anna", "Easy AI", "Score 3"} <= set(texts)
    assert panel.content_rect().top() > 0 and panel.content_rect().bottom() <= 200


def test_chip_item_hides_an_unknown_count(qtbot):
    chips = ChipItem(None)
    assert chips.label_text() == "?"
    chips.set_count(7)
    assert chips.label_text() == "7"


def test_seat_panel_elides_a_long_info_line_unless_asked_to_wrap_it(qtbot):
    scene = TableScene()
    panel = SeatPanel()
    scene.addItem(panel)
    panel.set_rect(QRectF(0, 0, 300, 220))
    line = "Score 63: cards 68 − 5 chips"
    panel.set_info_lines([line])
    assert len(panel.shown_info_lines()) == 1 and panel.shown_info_lines()[0].endswith("…")
    one_line_top = panel.content_rect().top()
    panel.set_wrap_info(True)
    assert panel.shown_info_lines() == ["Score 63:", "cards 68 − 5 chips"]  # broken after the colon
    assert panel.info_lines() == [line]
    assert panel.content_rect().top() == pytest.approx(one_line_top + SeatPanel.INFO_SIZE * SeatPanel.LINE)
    panel.set_rect(QRectF(0, 0, 600, 220))
    assert panel.shown_info_lines() == [line]


def test_seat_panel_keeps_a_strip_beside_its_content(qtbot):
    panel = SeatPanel()
    panel.set_rect(QRectF(100, 50, 500, 220))
    whole = panel.content_rect()
    panel.set_reserved_beside_content(110)
    content, strip = panel.content_rect(), panel.reserved_rect()
    assert content.width() == pytest.approx(whole.width() - 110)
    assert strip.left() == pytest.approx(content.right()) and strip.right() == pytest.approx(whole.right())
    assert strip.top() == content.top() and strip.height() == content.height()


def test_wrap_balances_two_lines_and_prefers_a_break_after_punctuation():
    metrics = QFontMetricsF(ui_font(22))
    assert wrap("short", metrics, 500) == ["short"]
    first, second = wrap("one two three four five six", metrics, 200)
    assert abs(metrics.horizontalAdvance(first) - metrics.horizontalAdvance(second)) < metrics.horizontalAdvance("three")
    assert wrap("Score 12 : cartes 20 − 8 jetons", metrics, 300) == ["Score 12 :", "cartes 20 − 8 jetons"]
