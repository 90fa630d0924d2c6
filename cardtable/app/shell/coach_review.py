"""The results dialog's Coach tab (beside the shell's plot kit, which the coach package does not import: it sits
below the shell): each person's estimated win chance decision by decision (one point per
decision that had a choice), the turning points marked on the curve and told in a line each, and the
review's progress while it runs in the background (`reviewer.GameReviewer`)."""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QHBoxLayout, QListWidget, QProgressBar, QVBoxLayout, QWidget

from cardtable.app.shell import plot_kit
from cardtable.app.shell.coach.analysis import Review
from cardtable.app.table.seat_colours import seat_colour
from cardtable.app.shell.widgets.labels import wrapped_label

TURNING_MARK = "star"
TURNING_MARK_SIZE = 18
TURNING_COLOUR = "#D55E00"


class CoachReviewTab(QWidget):
    def __init__(self, reviewer, parent=None):
        super().__init__(parent)
        self.setObjectName("coachReview")
        self._reviewer = reviewer
        self._status = wrapped_label(self, "coachReviewStatus")
        self._bar = QProgressBar(self)
        self._bar.setTextVisible(False)
        self._bar.setMaximumHeight(10)
        self.plot = plot_kit.make_plot(self)
        self.plot.setMinimumHeight(200)
        self._export = plot_kit.ExportButton(self.plot, "coach-review.png", self)
        self._lines = QListWidget(self)
        self._lines.setObjectName("coachTurningPoints")
        self._lines.setWordWrap(True)
        self._lines.setMaximumHeight(64)
        self._choices = self._stars = None  # the turning points' marks, once drawn
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        top = QHBoxLayout()
        top.addWidget(self._status, 1)
        top.addWidget(self._export, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(top)
        layout.addWidget(self._bar)
        layout.addWidget(self.plot, 1)
        layout.addWidget(self._lines)
        # Bound methods, not lambdas: Qt drops these connections when the tab (the results dialog) is deleted,
        # while the reviewer lives on.
        reviewer.progressed.connect(self._on_progress)
        reviewer.ready.connect(self._on_news)
        reviewer.failed.connect(self._on_news)
        self.retranslate()

    def _on_progress(self, done: int, total: int) -> None:
        self.retranslate()

    def _on_news(self, news) -> None:
        self.retranslate()

    def retranslate(self) -> None:
        reviewer = self._reviewer
        review = reviewer.review
        self.plot.set_accessible_name(self.tr("Plot of the win chance decision by decision"))
        done, total = reviewer.progress
        self._bar.setVisible(review is None and not reviewer.failure)
        self._bar.setRange(0, max(total, 1))
        self._bar.setValue(done)
        if reviewer.failure:
            self._status.setText(self.tr("The coach could not review this game: {message}").format(
                message=reviewer.failure))
        elif review is None:
            self._status.setText(self.tr("The coach is reviewing the decisions… ({done} of {total})").format(
                done=done, total=total or "…"))
        elif not review.points:
            self._status.setText(self.tr("There was no decision to review: every move was the only one."))
        else:
            self._status.setText(self.tr("The estimated chance to win after each decision, as the coach sees it "
                                         "from what the player could see. Stars mark the turning points."))
        self._lines.setVisible(review is not None and bool(review.turning_points))
        self._export.retranslate()
        self._draw(review)

    def _draw(self, review: Review | None) -> None:
        plot = self.plot
        plot_kit.clear_series(plot)
        for item in list(plot.getPlotItem().items):
            if getattr(item, "coach_turning_points", False):
                plot.removeItem(item)
        self._choices = self._stars = None
        plot_kit.set_axis_labels(plot, self.tr("Decision"), self.tr("Win chance (%)"))
        plot.setYRange(0, 100)
        self._lines.clear()
        if review is None:
            return
        names = self._reviewer.controller.names()
        for seat in self._reviewer.persons():
            points = review.of(seat)
            if points:
                plot_kit.add_series(plot, [p.decision for p in points], [100 * p.chance for p in points],
                                    names[seat], seat_colour(seat))
        if review.turning_points:
            self._mark(review)
        for point in review.turning_points:
            self._lines.addItem(self.tr("Decision {number}: {line}").format(number=point.decision,
                                                                             line=self._reviewer.line(point)))

    def _mark(self, review: Review) -> None:
        """The turning points as stars on their curves (markers only, no line between them), each below a ring
        at the chance the coach's choice had, joined by a dotted line: the two figures its line quotes."""
        _, foreground = self.plot.colours()
        turning = review.turning_points
        xs = [point.decision for point in turning]
        before = [100 * point.fall[0] for point in turning]
        after = [100 * point.fall[1] for point in turning]
        falls = self.plot.plot([x for x in xs for _ in (0, 1)], [y for pair in zip(before, after) for y in pair],
                               connect="pairs", pen=pg.mkPen(foreground, width=1, style=Qt.PenStyle.DotLine))
        choices = self.plot.plot(xs, before, pen=None, symbol="o", symbolSize=TURNING_MARK_SIZE // 2,
                                 symbolPen=pg.mkPen(QColor(TURNING_COLOUR), width=2), symbolBrush=None,
                                 name=self.tr("The coach's choice"))
        stars = self.plot.plot(xs, after, pen=None, symbol=TURNING_MARK, symbolSize=TURNING_MARK_SIZE,
                               symbolPen=pg.mkPen(foreground, width=1.5),
                               symbolBrush=pg.mkBrush(QColor(TURNING_COLOUR)), name=self.tr("Turning point"))
        for item in (falls, choices, stars):
            item.coach_turning_points = True
        self._choices, self._stars = choices, stars

    def turning_points_drawn(self) -> list[tuple[float, float, float]]:
        """Each turning point as drawn: (decision, the coach's choice's chance, the chance of the move played),
        in %."""
        if self._stars is None:
            return []
        xs, after = self._stars.getData()
        _, before = self._choices.getData()
        return [(float(x), float(high), float(low)) for x, high, low in zip(xs, before, after)]

    def points_drawn(self) -> list[tuple[str, list[float], list[float]]]:
        return plot_kit.series_data(self.plot)

    def turning_point_lines(self) -> list[str]:
        return [self._lines.item(row).text() for row in range(self._lines.count())]

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
