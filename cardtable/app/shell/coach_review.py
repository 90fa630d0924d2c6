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
        """The turning points as stars on their curves (markers only, no line between them)."""
        _, foreground = self.plot.colours()
        stars = self.plot.plot([p.decision for p in review.turning_points],
                               [100 * p.chance for p in review.turning_points], pen=None, symbol=TURNING_MARK,
                               symbolSize=TURNING_MARK_SIZE, symbolPen=pg.mkPen(foreground, width=1.5),
                               symbolBrush=pg.mkBrush(QColor("#D55E00")), name=self.tr("Turning point"))
        stars.coach_turning_points = True

    def points_drawn(self) -> list[tuple[str, list[float], list[float]]]:
        return plot_kit.series_data(self.plot)

    def turning_point_lines(self) -> list[str]:
        return [self._lines.item(row).text() for row in range(self._lines.count())]

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
