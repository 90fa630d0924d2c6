"""The results' "Scores" tab: each player's score step by step through the game (see games.progress), one
line per seat in the seat's colour on the table, named in the legend, with an "Export as PNG…" button.

The plot is built when the tab is first shown (or its `plot` first asked for): the plotting libraries,
pyqtgraph and numpy, take some 37 MB that a player who never looks at the plot does not pay. Until then the tab
asks for the size the plot will: the results dialog is sized alike either way."""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QSize
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from cardtable.games import GameError
from cardtable.games.progress import Progression, score_progression

from cardtable.app.table.seat_colours import seat_colour
from cardtable.app.shell.widgets.labels import wrapped_label

MOST_TICKS = 12  # whole-step ticks on the x axis, fewer labelled ones for a long game


class ScoresTab(QWidget):
    def __init__(self, state, names, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("resultsScores")
        self._names = list(names)
        try:
            self.progression: Progression | None = score_progression(state)
        except (GameError, ValueError):
            self.progression = None  # a state that does not follow from its record: nothing true to plot
        self._game_id = type(state).game.id
        self.preferred_height = 300  # the height this tab asks for (the results dialog sets it)
        self._plot = None

    @property
    def plot(self):
        """The plot (plot_kit's), built now if it was not yet."""
        if self._plot is None:
            self._build()
        return self._plot

    def showEvent(self, event) -> None:
        if self._plot is None:
            self._build()
        super().showEvent(event)

    def _build(self) -> None:
        from cardtable.app.shell import plot_kit  # pyqtgraph and numpy: only for a player who looks

        self._plot = plot_kit.make_plot(self)
        self._plot.setMinimumHeight(200)
        self._note = wrapped_label(self, "resultsScoresNote")
        self._export = plot_kit.export_button(self._plot, f"{self._game_id}-scores.png", self)
        row = QHBoxLayout()
        row.addWidget(self._note, 1)
        row.addWidget(self._export)
        layout = QVBoxLayout(self)
        layout.addWidget(self._plot, 1)
        layout.addLayout(row)
        self._draw()
        self.retranslate()
        self._note.show()  # built while the tab is shown, a child stays hidden unless shown (_draw shows the rest)

    def _draw(self) -> None:
        from cardtable.app.shell import plot_kit

        self.plot.setVisible(self.progression is not None)
        self._export.setVisible(self.progression is not None)
        if self.progression is None:
            return
        for seat, name in enumerate(self._names):
            xs, ys = self.progression.series(seat)
            plot_kit.add_series(self.plot, xs, ys, name, seat_colour(seat))
        steps = len(self.progression.points) - 1
        major = max(1, math.ceil(steps / MOST_TICKS))
        self.plot.getAxis("bottom").setTickSpacing(major, major if major > 1 else 1)

    def retranslate(self) -> None:
        if self._plot is None:
            return  # built later, translated then
        from cardtable.app.shell import plot_kit

        if self.progression is None:
            self._note.setText(self.tr("The scores of this game cannot be traced step by step."))
            return
        plot_kit.set_axis_labels(self.plot, self.unit_label(self.progression.unit),
                                 self.measure_label(self.progression.measure))
        self._note.setText(self.caption())
        self.plot.set_accessible_name(self.tr("Plot of the scores step by step"))
        self.plot.setAccessibleDescription(self.caption())

    def unit_label(self, unit: str) -> str:
        """The x axis title: what one step is."""
        return {"card": self.tr("Card taken"), "round": self.tr("Round"), "sale": self.tr("Sale"),
                "trick": self.tr("Trick")}.get(unit, self.tr("Step"))

    def measure_label(self, measure: str) -> str:
        return {"coins": self.tr("Coins")}.get(measure, self.tr("Score"))

    def caption(self) -> str:
        unit, measure = self.progression.unit, self.progression.measure
        if measure == "coins":
            return self.tr("Each player's coins after each sale.") if unit == "sale" else \
                self.tr("Each player's coins, step by step.")
        return {"card": self.tr("Each player's score after each card taken."),
                "round": self.tr("Each player's score after each round.")}.get(
            unit, self.tr("Each player's score, step by step."))

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.preferred_height)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
