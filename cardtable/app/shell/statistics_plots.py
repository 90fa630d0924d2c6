"""The Statistics window's plots: one game's win rate and average score after each finished game, through
the plot kit. The x axis counts the finished games (oldest first): games of one evening would crowd a date
axis into one point."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from cardtable.store.statistics import OverTimePoint
from cardtable.app.shell import plot_kit

# Okabe–Ito blue and vermillion: told apart with any colour vision, and by their marks too.
WIN_RATE_COLOUR = QColor("#0072B2")
SCORE_COLOUR = QColor("#D55E00")
PLOT_MIN_HEIGHT = 170
WIN_RATE_TOP = 105  # per cent, a margin above 100 so a curve at 100 stays clear of the frame
SCORE_MARGIN = 0.1  # of the scores' span, below and above



class StatisticsPlots(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("statisticsPlots")
        self.win_rate = plot_kit.make_plot(self)
        self.win_rate.setObjectName("winRatePlot")
        self.win_rate.setYRange(-5, WIN_RATE_TOP, padding=0)
        # Per cent ticks stop at 100, whatever the margin above.
        self.win_rate.getAxis("left").setTicks([[(rate, str(rate)) for rate in range(0, 101, 25)]])
        self.average_score = plot_kit.make_plot(self)
        self.average_score.setObjectName("averageScorePlot")
        self._exports = [plot_kit.export_button(self.win_rate, "win-rate.png", self),
                         plot_kit.export_button(self.average_score, "average-score.png", self)]
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for plot, export in zip((self.win_rate, self.average_score), self._exports):
            plot.setMinimumHeight(PLOT_MIN_HEIGHT)
            column = QVBoxLayout()
            column.addWidget(plot, 1)
            column.addWidget(export, 0, Qt.AlignmentFlag.AlignRight)
            layout.addLayout(column, 1)
        self._points: list[OverTimePoint] = []
        self._name = ""
        self.retranslate()

    def show_points(self, points: list[OverTimePoint], game_name: str) -> None:
        """The curves of one game (`game_name` names them in the legends)."""
        self._points, self._name = list(points), game_name
        plot_kit.clear_series(self.win_rate)
        plot_kit.clear_series(self.average_score)
        if not self._points:
            return
        xs = list(range(1, len(self._points) + 1))
        plot_kit.add_series(self.win_rate, xs, [100 * point.win_rate for point in self._points],
                            self.tr("{game}: win rate").format(game=game_name), WIN_RATE_COLOUR, marks="o")
        plot_kit.add_series(self.average_score, xs, [point.average_score for point in self._points],
                            self.tr("{game}: average score").format(game=game_name), SCORE_COLOUR, marks="s")
        self.win_rate.setYRange(-5, WIN_RATE_TOP, padding=0)
        scores = [point.average_score for point in self._points]
        low, high = min(scores), max(scores)
        span = (high - low) or max(1.0, abs(high))
        self.average_score.setYRange(low - SCORE_MARGIN * span, high + SCORE_MARGIN * span, padding=0)
        for plot in (self.win_rate, self.average_score):
            plot.setXRange(0.5, len(xs) + 0.5, padding=0)

    def retranslate(self) -> None:
        games = self.tr("Finished games")
        plot_kit.set_axis_labels(self.win_rate, games, self.tr("Win rate so far (%)"))
        plot_kit.set_axis_labels(self.average_score, games, self.tr("Average score so far"))
        self.win_rate.set_accessible_name(self.tr("Plot of the win rate so far"))
        self.average_score.set_accessible_name(self.tr("Plot of the average score so far"))
        # Two buttons of the same text: a screen reader tells them apart by the plot each one saves.
        self._exports[0].setAccessibleName(self.tr("Export the win rate plot as PNG…"))
        self._exports[1].setAccessibleName(self.tr("Export the average score plot as PNG…"))
        if self._points:
            self.show_points(self._points, self._name)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
