"""The review's turning-point lines quote the figures its plot draws at the same decision: "from X% to Y%" is
the ring (the coach's choice) and the star on the person's curve (the move played)."""

from __future__ import annotations

import re

from PySide6.QtCore import QObject, Signal

from cardtable.app.shell.coach.analysis import Review, ReviewPoint, pick_turning_points
from cardtable.app.shell.coach.figures import turning_point_line
from cardtable.app.shell.coach_review import CoachReviewTab

FALL = re.compile(r"from (\d+)% to (\d+)%")


class Persons:
    def names(self):
        return ["Ann", "Bob", "Cy"]


class StubReviewer(QObject):
    """What the tab reads of a reviewer, with a review given whole."""

    progressed = Signal(int, int)
    ready = Signal(object)
    failed = Signal(str)

    def __init__(self, review: Review):
        super().__init__()
        self.review, self.progress, self.failure, self.controller = review, (0, 0), "", Persons()

    def persons(self):
        return (0, 2)

    def line(self, point):
        return turning_point_line(point, "pass", "Ann" if point.seat == 0 else "Cy")


def point(seat, decision, chance, best_chance):
    return ReviewPoint(seat, 10 * decision + seat, decision, "played", chance, "best", best_chance)


def quoted_and_drawn(tab):
    """For each line: (the line's two figures, the ring's and the curve's figures at its decision, rounded)."""
    curves = {name: dict(zip(xs, ys)) for name, xs, ys in tab.points_drawn()}
    rings = {(decision, round(after)): round(before) for decision, before, after in tab.turning_points_drawn()}
    found = []
    for text, turning in zip(tab.turning_point_lines(), tab._reviewer.review.turning_points):
        before, after = (int(figure) for figure in FALL.search(text).groups())
        name = "Ann" if turning.seat == 0 else "Cy"
        on_curve = round(curves[name][turning.decision])
        found.append(((before, after), (rings.get((turning.decision, on_curve)), on_curve)))
    return found


def test_each_turning_points_line_quotes_the_ring_and_the_star_drawn_at_its_decision(qtbot):
    # Ann's chance is 21% before her third decision, where the coach's choice had 86% and her move 0%.
    points = [point(0, 1, 0.30, 0.30), point(0, 2, 0.21, 0.25), point(0, 3, 0.0, 0.86),
              point(2, 1, 0.40, 0.40), point(2, 2, 0.123, 0.456), point(0, 4, 0.5, 0.5)]
    review = Review(tuple(points), pick_turning_points(points))
    assert len(review.turning_points) == 2
    tab = CoachReviewTab(StubReviewer(review))
    qtbot.addWidget(tab)
    found = quoted_and_drawn(tab)
    assert [quoted for quoted, _ in found] == [(46, 12), (86, 0)]  # in the order of the game
    for quoted, drawn in found:
        assert quoted == drawn


def test_no_ring_is_left_from_an_earlier_review(qtbot):
    points = [point(0, 1, 0.1, 0.9)]
    reviewer = StubReviewer(Review(tuple(points), pick_turning_points(points)))
    tab = CoachReviewTab(reviewer)
    qtbot.addWidget(tab)
    assert len(tab.turning_points_drawn()) == 1
    reviewer.review = Review((), ())
    tab.retranslate()
    assert tab.turning_points_drawn() == []
    marks = [item for item in tab.plot.getPlotItem().items if getattr(item, "coach_turning_points", False)]
    assert marks == []
