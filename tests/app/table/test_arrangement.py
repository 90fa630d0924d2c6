"""Seats around a centre for tables of every shape: inside, apart, clockwise, text on one line."""

import math

import pytest
from PySide6.QtCore import QRectF, QSizeF

from cardtable.app.table.arrangement import Limits, MatSpec, arrange, shapes
from cardtable.app.table.view import shaped_scene_size

SIZES = [QSizeF(1043, 1100), QSizeF(1352, 1100), QSizeF(1640, 1100), QSizeF(2300, 1100), QSizeF(1000, 1700)]
STACK_ROOM = 104.0  # room beside a mat's cards (a chip stack, say)


def centre_size(card_w: float) -> QSizeF:
    """A centre block that grows with the seats' cards: three cards wide and one tall, with a status."""
    card = max(104.0, min(136.0, card_w * 1.25))
    return QSizeF(card * 3.9, card * 1.4 + 94)


MAT = MatSpec(header=80, line=27.5, footer=11, pad=14, beside=STACK_ROOM, text_width=390, min_width=330)


def clockwise_angle(rect: QRectF, centre) -> float:
    """0 at the bottom, 90 on the left, 180 at the top, 270 on the right (y grows downwards)."""
    dx, dy = rect.center().x() - centre.x(), rect.center().y() - centre.y()
    return math.degrees(math.atan2(-dx, dy)) % 360


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s.width():.0f}x{s.height():.0f}")
@pytest.mark.parametrize("others", [2, 3, 4, 5, 6])
def test_mats_and_centre_fit_apart_and_go_clockwise(size, others):
    seating = arrange(others, size, MAT, centre_size)
    table = QRectF(0, 0, size.width(), size.height())
    mats = [seating.bottom, *seating.others]
    for one in [*mats, seating.centre]:
        assert table.contains(one)
    for i, one in enumerate([*mats, seating.centre]):
        for other in [*mats, seating.centre][i + 1:]:
            assert not one.intersects(other)
    assert seating.bottom.bottom() == max(rect.bottom() for rect in mats)
    assert abs(seating.bottom.center().x() - size.width() / 2) < 1e-6
    middle = QRectF(mats[0])
    for rect in mats:
        middle = middle.united(rect)
    angles = [clockwise_angle(rect, middle.center()) for rect in seating.others]
    assert angles == sorted(angles) and len(set(angles)) == len(angles)
    assert Limits().min_card <= seating.card_w <= seating.bottom_card_w


def test_mats_are_as_tall_as_their_content():
    seating = arrange(4, QSizeF(1640, 1100), MAT, centre_size)
    for rect in seating.others:
        assert rect.height() == pytest.approx(MAT.height(rect.width(), seating.card_w))
    assert seating.bottom.height() == pytest.approx(MAT.height(seating.bottom.width(), seating.bottom_card_w))


def test_a_wide_table_puts_the_centre_between_the_columns_a_square_one_under_them():
    wide = arrange(6, QSizeF(1640, 1100), MAT, centre_size)
    assert wide.shape.between
    left, right = wide.others[0], wide.others[-1]
    assert left.right() < wide.centre.left() and wide.centre.right() < right.left()
    square = arrange(6, QSizeF(1043, 1100), MAT, centre_size)
    assert not square.shape.between
    assert square.centre.top() > max(rect.bottom() for rect in square.others)


@pytest.mark.parametrize("size", [QSizeF(1640, 1100), QSizeF(1720, 1100), QSizeF(2300, 1100)],
                         ids=["1920x1080", "2560x1440", "ultrawide"])
def test_two_others_on_a_roomy_wide_table_sit_above_the_centre_not_beside_it(size):
    # Seats beside the centre left two thin bands and a third of the height empty (3 players, 1920 px).
    seating = arrange(2, size, MAT, centre_size)
    assert seating.card_w == Limits().max_card
    assert all(rect.bottom() < seating.centre.top() for rect in seating.others)
    assert seating.bottom.top() > seating.centre.bottom()
    gaps = [seating.centre.top() - max(rect.bottom() for rect in seating.others),
            seating.bottom.top() - seating.centre.bottom()]
    assert max(gaps) < size.height() / 6


@pytest.mark.parametrize("size", [QSizeF(1043, 1100), QSizeF(1352, 1100), QSizeF(1640, 1100)],
                         ids=["800x600", "1280x800", "1920x1080"])
@pytest.mark.parametrize("others", [3, 4, 5, 6])
def test_score_lines_fit_on_one_line_in_the_usual_windows(size, others):
    seating = arrange(others, size, MAT, centre_size)
    for rect in [seating.bottom, *seating.others]:
        assert MAT.lines(rect.width()) == 1


def test_shapes_cover_every_split_of_the_seats():
    assert {(shape.top, shape.side) for shape in shapes(6)} == {(0, 3), (2, 2), (4, 1), (6, 0)}
    assert all(shape.top + 2 * shape.side == 5 for shape in shapes(5))


def test_shaped_scene_size_follows_the_view():
    from PySide6.QtCore import QSize

    size = shaped_scene_size(QSize(550, 580))
    assert size.height() == 1100 and size.width() == pytest.approx(1100 * 550 / 580)
    tall = shaped_scene_size(QSize(500, 900))
    assert tall.width() == 1000 and tall.height() == pytest.approx(1800)
    wide = shaped_scene_size(QSize(1580, 1060))
    assert wide.height() == 1100 and wide.width() > 1600
