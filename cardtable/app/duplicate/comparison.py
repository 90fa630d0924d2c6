"""The duplicate challenge's part of the results: the person's score and place on the deal beside what the
`hard` player achieved from the same seat (or that it is still being computed), the person's best on the
deal from the statistics, and one sentence saying who did better."""

from __future__ import annotations

import logging
from dataclasses import dataclass

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QVBoxLayout, QWidget

from ...store import statistics
from .benchmark import Benchmark

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
        recorded = statistics.best_on_deal(game_id, options, state.seed, state.num_players)
    except (statistics.StatisticsError, OSError) as error:
        logger.warning("The best on this deal cannot be read: %s", error)
        return None
    score, place = state.scores()[seat], state.ranking().places[seat]
    if recorded is None:
        return DealBest(score, place)
    lower_wins = statistics.lower_score_wins(game_id)
    return DealBest(recorded.score if better(recorded.score, score, lower_wins) else score,
                    min(recorded.place, place))


class DuplicateComparison(QGroupBox):
    """Built for a finished duplicate game; `set_benchmark` fills in hard's result when it comes."""

    def __init__(self, state, seat: int, name: str, benchmark: Benchmark | None, problem: str | None = None,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("duplicateComparison")
        self._state, self._seat, self._name = state, seat, name
        self._benchmark, self._problem = benchmark, problem
        self._best = best_on_deal(state, seat)
        self._lower_wins = statistics.lower_score_wins(type(state).game.id)
        grid = QGridLayout()
        self._labels: dict[str, QLabel] = {}
        for row, key in enumerate(("header", "person", "hard", "best")):
            for column, part in enumerate(("what", "score", "place")):
                label = QLabel(self)
                label.setObjectName(f"duplicate-{key}-{part}")
                label.setWordWrap(part == "what")
                if part != "what":
                    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
                grid.addWidget(label, row, column)
                self._labels[f"{key}-{part}"] = label
        grid.setColumnStretch(0, 1)
        self._verdict = QLabel(self)
        self._verdict.setObjectName("duplicateVerdict")
        self._verdict.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addWidget(self._verdict)
        self.retranslate()

    def set_benchmark(self, benchmark: Benchmark | None, problem: str | None = None) -> None:
        self._benchmark, self._problem = benchmark, problem
        self.retranslate()

    def follow(self, challenge) -> None:
        """Show hard's result as soon as `challenge` (the DuplicateChallenge) has it."""
        self._challenge = challenge
        challenge.benchmark_changed.connect(self._on_benchmark_changed)  # a method: gone with the widget

    def _on_benchmark_changed(self) -> None:
        self.set_benchmark(self._challenge.benchmark(), self._challenge.problem)

    def texts(self) -> dict[str, str]:
        """Every label's text by name (for tests)."""
        return {key: label.text() for key, label in self._labels.items()} | {"verdict": self._verdict.text()}

    def retranslate(self) -> None:
        state, seat = self._state, self._seat
        score, place = state.scores()[seat], state.ranking().places[seat]
        self.setTitle(self.tr("Duplicate challenge: this deal played again"))
        self._row("header", "", self.tr("Score"), self.tr("Place"))
        self._row("person", self._name, format_score(score), str(place))
        hard = self.tr("Hard AI in {name}'s seat").format(name=self._name)
        benchmark = self._benchmark
        if benchmark is not None:
            self._row("hard", hard, format_score(benchmark.score), str(benchmark.place))
        elif self._problem is not None:
            self._row("hard", hard, self.tr("not known"), "")
        else:
            self._row("hard", hard, self.tr("still computing…"), "")
        best = self._best
        if best is not None:
            self._row("best", self.tr("Best of {name} on this deal").format(name=self._name),
                      format_score(best.score), str(best.place))
        else:
            self._row("best", self.tr("Best of {name} on this deal").format(name=self._name),
                      self.tr("statistics unavailable"), "")
        self._verdict.setText(self._verdict_text(score, place))

    def _row(self, key: str, what: str, score: str, place: str) -> None:
        for part, text in (("what", what), ("score", score), ("place", place)):
            self._labels[f"{key}-{part}"].setText(text)

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
