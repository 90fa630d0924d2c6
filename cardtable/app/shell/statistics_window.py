"""The Statistics window: per game, the people's figures per opponent level and player count, filtered by
solo or hot-seat play and by the help used (undo, hints), with the win rate and average score over time,
and a way to clear them after a confirmation.

It reads the database afresh at every change of game or filter, and after each game recorded while it is
open, never waiting long for it (the GUI thread must not freeze while another program holds it). When the
database cannot be used, it says why (the file is left as it is) and shows nothing else; it tells how many
finished games wait to be recorded (store/pending_statistics.py).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (QComboBox, QHBoxLayout, QLabel, QMessageBox, QPushButton, QSizePolicy,
                               QVBoxLayout, QWidget)

from cardtable.store import pending_statistics as pending
from cardtable.store import statistics
from cardtable.store.statistics import Filters, StatisticsError
from cardtable.app.games import view_class, view_classes
from cardtable.app.shell.statistics_plots import StatisticsPlots
from cardtable.app.shell.statistics_table import StatisticsTable
from cardtable.app.shell.widgets.labels import wrapped_label
from cardtable.app.shell.save_texts import not_regular

MODES = ("all", "solo", "hotseat")
ASSISTANCE = ("all", "without", "with")
COMBO_LETTERS = 12


def game_name(game_id: str) -> str:
    """The game's name in the current language (its id for a game no longer registered)."""
    try:
        return view_class(game_id).name()
    except KeyError:
        return game_id


class StatisticsWindow(QWidget):
    cleared = Signal()

    def __init__(self, game_id: str | None = None, problem: StatisticsError | None = None,
                 parent: QWidget | None = None):
        """`problem`: statistics are off (the recorder's reason), nothing is read."""
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("statisticsWindow")
        self.problem = problem
        self.confirmation: QMessageBox | None = None
        self._game_label, self._mode_label, self._assist_label = QLabel(self), QLabel(self), QLabel(self)
        self.game_combo, self.mode_combo, self.assist_combo = QComboBox(self), QComboBox(self), QComboBox(self)
        for label, combo in ((self._game_label, self.game_combo), (self._mode_label, self.mode_combo),
                             (self._assist_label, self.assist_combo)):
            label.setBuddy(combo)
            # Narrow enough for the three of them in 800 pixels in French; the open list shows whole texts.
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(COMBO_LETTERS)
        for view in view_classes():
            self.game_combo.addItem("", view.game.id)
        for value in MODES:
            self.mode_combo.addItem("", value)
        for value in ASSISTANCE:
            self.assist_combo.addItem("", value)
        if game_id is None and problem is None:
            game_id = self._last_game()
        if game_id is not None and self.game_combo.findData(game_id) >= 0:
            self.game_combo.setCurrentIndex(self.game_combo.findData(game_id))
        self.notice = wrapped_label(self, "statisticsNotice")
        self.notice.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.count = wrapped_label(self, "statisticsCount")
        self.waiting = wrapped_label(self, "statisticsWaiting")
        self.table = StatisticsTable(self)
        self.plots = StatisticsPlots(self)
        self.clear_button = QPushButton(self)
        self.clear_button.setObjectName("clearStatistics")
        self.close_button = QPushButton(self)
        self.close_button.setObjectName("closeStatistics")
        self._layout()
        self.game_combo.currentIndexChanged.connect(self.refresh)
        self.mode_combo.currentIndexChanged.connect(self.refresh)
        self.assist_combo.currentIndexChanged.connect(self.refresh)
        self.clear_button.clicked.connect(self.ask_to_clear)
        self.close_button.clicked.connect(self.close)
        self.retranslate()
        self.resize(1000, 720)

    def _layout(self) -> None:
        filters = QHBoxLayout()
        for label, combo in ((self._game_label, self.game_combo), (self._mode_label, self.mode_combo),
                             (self._assist_label, self.assist_combo)):
            filters.addWidget(label)
            filters.addWidget(combo, 1)
            filters.addSpacing(8)
        buttons = QHBoxLayout()
        buttons.addWidget(self.clear_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.count)
        layout.addWidget(self.waiting)
        layout.addWidget(self.table)
        layout.addWidget(self.notice)
        layout.addWidget(self.plots, 1)
        layout.addLayout(buttons)

    @staticmethod
    def _last_game() -> str | None:
        try:
            return statistics.last_game(timeout=statistics.GLANCE_TIMEOUT_S)
        except (StatisticsError, OSError):
            return None  # refresh() says why

    # --- what is shown --------------------------------------------------------------------------------------
    def game_id(self) -> str:
        return self.game_combo.currentData()

    def filters(self) -> Filters:
        return Filters(self.mode_combo.currentData(), self.assist_combo.currentData())

    def refresh(self, *args) -> None:
        """Read the chosen game's figures again."""
        rows, points, recorded = [], [], 0
        if self.problem is not None and self.problem.passing:
            self.problem = None  # it may be gone: read again
        if self.problem is None:
            try:
                filters, game_id = self.filters(), self.game_id()
                glance = statistics.GLANCE_TIMEOUT_S
                rows = [row for row in statistics.summary(filters, timeout=glance) if row.game_id == game_id]
                points = statistics.over_time(game_id, filters, timeout=glance)
                recorded = statistics.games_recorded(filters, timeout=glance).get(game_id, 0)
            except (StatisticsError, OSError) as error:
                self.problem = statistics.as_problem(error)
        self.table.show_rows(rows)
        self.plots.show_points(points, game_name(self.game_id()))
        self._show_texts(recorded, bool(rows))

    def _show_texts(self, recorded: int, has_rows: bool) -> None:
        usable = self.problem is None
        for widget in (self.table, self.plots, self.clear_button, self.mode_combo, self.assist_combo, self.game_combo):
            widget.setEnabled(usable)
        self.table.setVisible(usable)
        self.count.setVisible(usable)
        plotted = usable and has_rows
        self.plots.setVisible(plotted)  # no curve to draw: the notice says why
        if not usable:
            self.notice.setText(self.problem_text(self.problem))
        elif not has_rows:
            self.notice.setText(self.tr("No finished game of {game} with a person at the table matches these "
                                        "filters yet.").format(game=game_name(self.game_id())))
        self.notice.setVisible(not usable or not has_rows)
        # Without the plots, the notice takes the room left, its text at the top.
        height = QSizePolicy.Policy.Preferred if plotted else QSizePolicy.Policy.Expanding
        self.notice.setSizePolicy(QSizePolicy.Policy.Preferred, height)
        self.count.setText(self.tr("%n finished game(s) recorded for these filters.", "", recorded))
        waiting = pending.count()
        self.waiting.setText(self.tr("%n finished game(s) wait to be recorded.", "", waiting))
        self.waiting.setVisible(waiting > 0)

    def problem_text(self, problem: StatisticsError) -> str:
        path = str(statistics.database_path()) if problem.kind != "cannot_open" else ""
        reasons = {
            "not_sqlite": self.tr("the file {file} is not a statistics database").format(file=path),
            "foreign": self.tr("the file {file} belongs to another program").format(file=path),
            "newer": self.tr("the file {file} was written by a newer version of cardtable").format(file=path),
            "damaged": self.tr("the file {file} is damaged").format(file=path),
            "cannot_write": self.tr("the file {file} cannot be written ({error})").format(file=path,
                                                                                           error=problem.detail),
            "full": self.tr("the disk holding {file} is full").format(file=path),
            "locked": self.tr("the file {file} is in use by another program").format(file=path),
            "not_regular": self.tr("{file} cannot be used: {why}").format(file=path, why=not_regular(problem.detail)),
        }
        reason = reasons.get(problem.kind, self.tr("the database cannot be opened ({error})").format(
            error=problem.detail))
        if problem.passing:
            kept = (self.tr("Finished games are kept and recorded when it is free.") if problem.kind == "locked"
                    else self.tr("Finished games are kept and recorded once there is room again."))
            return self.tr("Statistics cannot be read now: {reason}.").format(reason=reason) + " " + kept
        return self.tr("Statistics are not available: {reason}. The file was left as it is; move it away to "
                       "start new statistics, which then come back by themselves.").format(reason=reason)

    # --- clearing ------------------------------------------------------------------------------------------
    def ask_to_clear(self) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Clear statistics"),
                          self.tr("Forget every finished game of every game? This cannot be undone."),
                          QMessageBox.StandardButton.Cancel, self)
        box.setObjectName("clearConfirmation")
        confirm = box.addButton(self.tr("Clear statistics"), QMessageBox.ButtonRole.DestructiveRole)
        confirm.setObjectName("confirmClear")
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.buttonClicked.connect(lambda button: self._clear() if button is confirm else None)
        box.finished.connect(lambda *args: setattr(self, "confirmation", None))
        self.confirmation = box
        box.open()

    def _clear(self) -> None:
        try:
            statistics.clear(timeout=statistics.GLANCE_TIMEOUT_S)
        except (StatisticsError, OSError) as error:
            QMessageBox.warning(self, self.tr("Clear statistics"), str(error))
            return
        self.refresh()
        self.cleared.emit()

    # --- language ------------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics — cardtable"))
        self._game_label.setText(self.tr("&Game:"))
        self._mode_label.setText(self.tr("&Players:"))
        self._assist_label.setText(self.tr("&Help used:"))
        for index in range(self.game_combo.count()):
            self.game_combo.setItemText(index, game_name(self.game_combo.itemData(index)))
        mode_texts = {"all": self.tr("Solo and hot-seat"), "solo": self.tr("Solo (one person)"),
                      "hotseat": self.tr("Hot-seat (several people)")}
        assist_texts = {"all": self.tr("With or without"), "without": self.tr("No undo, no hints"),
                        "with": self.tr("Undo or hints used")}
        for combo, texts in ((self.mode_combo, mode_texts), (self.assist_combo, assist_texts)):
            for index in range(combo.count()):
                combo.setItemText(index, texts[combo.itemData(index)])
        self.clear_button.setText(self.tr("C&lear statistics…"))
        self.close_button.setText(self.tr("Close"))
        self.table.retranslate()
        self.refresh()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
