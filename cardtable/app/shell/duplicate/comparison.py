"""The duplicate challenge's part of the results: the person's place and result columns on the deal beside
what the `hard` player achieved from the same seat (or that it is still being computed), the person's best
on the deal from the statistics, and one sentence saying who did better."""

from __future__ import annotations

import logging
from dataclasses import dataclass

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (QAbstractItemView, QGroupBox, QHeaderView, QTableWidget, QTableWidgetItem,
                               QVBoxLayout, QWidget)

from cardtable.games import GameError
from cardtable.store import statistics
from cardtable.app.shell.duplicate.benchmark import Benchmark
from cardtable.app.shell.widgets.labels import wrapped_label
from cardtable.app.table.read_only_table import read_only_table

logger = logging.getLogger(__name__)


def format_score(score) -> str:
    return str(int(score)) if float(score).is_integer() else f"{score:.1f}"


@dataclass(frozen=True)
class DealBest:
    score: float
    place: int


def better(first: float, second: float, lower_wins: bool) -> bool:
    return first < second if lower_wins else first > second


def best_on_deal(state, seat: int) -> DealBest | None:
    """The person's best on this deal: the statistics' best with this game's result, which they may not
    have recorded yet. None when the statistics cannot be read."""
    game_id = type(state).game.id
    options = {key: value for key, value in state.options.items() if key != "players"}
    try:
        recorded = statistics.best_on_deal(game_id, options, state.seed, state.num_players,
                                           timeout=statistics.GLANCE_TIMEOUT_S)  # on the GUI thread
    except (statistics.StatisticsError, OSError) as error:
        logger.warning("The best on this deal cannot be read: %s", error)
        return None
    score, place = type(state).game.running_scores(state)[seat], state.ranking().places[seat]
    if recorded is None:
        return DealBest(score, place)
    lower_wins = statistics.lower_score_wins(game_id)
    return DealBest(recorded.score if better(recorded.score, score, lower_wins) else score,
                    min(recorded.place, place))


class DuplicateComparison(QGroupBox):
    """Built for a finished duplicate game (`ui` its game's view, `record` the earlier game's record);
    `set_benchmark` fills in hard's result when it comes."""

    def __init__(self, ui, state, seat: int, name: str, record: dict, benchmark: Benchmark | None,
                 problem: str | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("duplicateComparison")
        self._ui, self._state, self._seat, self._name, self._record = ui, state, seat, name, record
        self._benchmark, self._hard_state, self._problem = None, None, None
        self._challenge = None
        self._best = best_on_deal(state, seat)
        self._lower_wins = statistics.lower_score_wins(type(state).game.id)
        self._table = read_only_table(QTableWidget(self))
        self._table.setObjectName("duplicateTable")
        self._table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self._table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self._table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._table.verticalHeader().hide()
        self._best_label = wrapped_label(self, "duplicateBest")
        self._verdict = wrapped_label(self, "duplicateVerdict")
        layout = QVBoxLayout(self)
        layout.addWidget(self._table)
        layout.addWidget(self._best_label)
        layout.addWidget(self._verdict)
        self._take_benchmark(benchmark, problem)
        self.retranslate()

    # --- hard's result --------------------------------------------------------------------------------------
    def follow(self, challenge) -> None:
        """Show hard's result as soon as `challenge` (the DuplicateChallenge) has it."""
        self._challenge = challenge
        challenge.benchmark_changed.connect(self._on_benchmark_changed)  # a method: gone with the widget

    def _on_benchmark_changed(self) -> None:
        self.set_benchmark(self._challenge.benchmark(), self._challenge.problem)

    def set_benchmark(self, benchmark: Benchmark | None, problem: str | None = None) -> None:
        self._take_benchmark(benchmark, problem)
        self.retranslate()

    def _take_benchmark(self, benchmark: Benchmark | None, problem: str | None) -> None:
        self._benchmark, self._problem, self._hard_state = benchmark, problem, None
        if benchmark is None:
            return
        try:
            self._hard_state = benchmark.final_state(self._record)
        except (GameError, KeyError, TypeError, ValueError) as error:  # a damaged save: the numbers only
            logger.warning("Hard's game on this deal cannot be rebuilt: %s", error)

    # --- texts ----------------------------------------------------------------------------------------------
    def texts(self) -> dict:
        """What the comparison shows (for tests): each row's cells, the best and the verdict."""
        rows = {}
        for row, key in enumerate(("person", "hard")):
            rows[key] = [self._table.item(row, column).text() if self._table.item(row, column) else ""
                         for column in range(self._table.columnCount())]
        return rows | {"best": self._best_label.text(), "verdict": self._verdict.text()}

    def retranslate(self) -> None:
        state, seat = self._state, self._seat
        score, place = state.scores()[seat], state.ranking().places[seat]
        self.setTitle(self.tr("Duplicate challenge: this deal played again"))
        self._table.setAccessibleName(self.tr("Your result beside the hard player's"))
        headers = [self.tr("Player"), self.tr("Place")] + self._ui.results_headers()
        self._table.setColumnCount(len(headers))
        self._table.setRowCount(2)
        self._table.setHorizontalHeaderLabels(headers)
        self._table.clearSpans()
        self._fill_row(0, [self._name, str(place)] + self._ui.result_cells(state, seat))
        hard = self.tr("Hard AI in the same seat")
        benchmark = self._benchmark
        if benchmark is not None and self._hard_state is not None:
            self._fill_row(1, [hard, str(benchmark.place)] + self._ui.result_cells(self._hard_state, benchmark.seat))
        else:
            if benchmark is not None:
                what = self.tr("place {place}, score {score}").format(place=benchmark.place,
                                                                       score=format_score(benchmark.score))
            elif self._problem is not None:
                what = self.tr("not known")
            else:
                what = self.tr("still computing…")
            self._fill_row(1, [hard, what] + [""] * (len(headers) - 2))
            self._table.setSpan(1, 1, 1, len(headers) - 1)
        self._best_label.setText(self._best_text())
        self._verdict.setText(self._verdict_text(score, place))
        self._fit_table()

    def _fill_row(self, row: int, values: list[str]) -> None:
        for column, value in enumerate(values):
            item = QTableWidgetItem(value)
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self._table.setItem(row, column, item)

    def _fit_table(self) -> None:
        header = self._table.horizontalHeader()
        for column in range(self._table.columnCount()):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self._table.setFixedHeight(header.sizeHint().height() + sum(self._table.rowHeight(row) for row in range(2))
                                   + 2 * self._table.frameWidth())

    def _best_text(self) -> str:
        best = self._best
        if best is None:
            return self.tr("Your best on this deal: the statistics are unavailable.")
        return self.tr("Your best on this deal: place {place}, score {score}.").format(
            place=best.place, score=format_score(best.score))

    def _verdict_text(self, score, place: int) -> str:
        benchmark = self._benchmark
        if benchmark is None:
            if self._problem is not None:
                return self.tr("Hard AI's result on this deal could not be computed.")
            return self.tr("Hard AI is playing this deal from your seat; its result appears here when it is done.")
        if better(score, benchmark.score, self._lower_wins) or (score == benchmark.score and place < benchmark.place):
            return self.tr("You did better than Hard AI on this deal.")
        if score == benchmark.score and place == benchmark.place:
            return self.tr("You matched Hard AI on this deal.")
        return self.tr("Hard AI did better from your seat on this deal.")

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
