"""The replay page: a recorded game shown move by move on a fresh table of the game's own, with the
controls, the viewpoint, and the log following the position.

It works on its own copy of the game (a `ReplayModel`): the controller's game, the autosave and the game
page are never touched. Stepping forward one move animates that move's events on the table; going back
or jumping redraws the position at once.
"""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import QComboBox, QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from .controls import BACK, FIRST, FORWARD, LAST, ReplayControls
from .model import ReplayModel
from .viewpoints import Viewpoint, default_viewpoint, viewpoints

SIDE_PANEL_WIDTH = (250, 340)  # narrowest and widest, as the game page's
PANEL_FONT_SIZES = {"#gameTitle": 16, "QPushButton": 15, "#log": 13, "QLabel": 13, "QComboBox": 13}


def panel_scale(height: int) -> float:
    """How much larger the side panel's texts are in a tall window (as on the game page): 1 up to 800 px
    high, at most 1.6 (a 2560 × 1440 screen)."""
    return round(min(1.6, max(1.0, 1 + (height - 800) / 1000)), 2)


def panel_style(scale: float) -> str:
    return " ".join(f"{selector} {{ font-size: {round(size * scale)}px; }}"
                    for selector, size in PANEL_FONT_SIZES.items())


class ReplayPage(QWidget):
    """The shell hands it its log (a GameLog: lines that know their events, `line_clicked`,
    `mark_current`) and how to name a seat's level on the table (`badge(controller)`), and, for each
    replay, the game's view (a GameView) whose table it draws on."""

    back_requested = Signal()  # the person leaves the replay

    def __init__(self, log, badge: Callable[[str], str], parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("replayPage")
        self.log = log
        self._badge = badge
        self.model: ReplayModel | None = None
        self.ui = None
        self.table = None
        self._names: list[str] = []
        self._controllers: list[str] = []
        self._choices: list[Viewpoint] = []
        self._viewpoint = Viewpoint(None)
        self._position = 0
        self._scale = 1.0
        self._app_speed = "normal"  # the settings' animation speed ("off" keeps the replay still)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._play_next)
        self._build()

    # --- layout -------------------------------------------------------------------------------------------
    def _build(self) -> None:
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(0)
        self._side = QFrame(self)
        self._side.setObjectName("sidePanel")
        self._side.setFixedWidth(SIDE_PANEL_WIDTH[1])
        side = QVBoxLayout(self._side)
        self._title = QLabel(self._side)
        self._title.setObjectName("gameTitle")
        self._title.setWordWrap(True)
        self._viewpoint_label = QLabel(self._side)
        self._viewpoint_box = QComboBox(self._side)
        self._viewpoint_box.setObjectName("replayViewpoint")
        self._viewpoint_box.setFocusPolicy(Qt.FocusPolicy.ClickFocus)  # the arrow keys stay the replay's
        self._viewpoint_box.currentIndexChanged.connect(self._on_viewpoint_chosen)
        self._viewpoint_label.setBuddy(self._viewpoint_box)
        self.controls = ReplayControls(self._side)
        self.controls.step.connect(self.step)
        self.controls.play_toggled.connect(self.set_playing)
        self.controls.speed_changed.connect(self._on_speed_changed)
        self._log_title = QLabel(self._side)
        self.log.setParent(self._side)
        self.log.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
        self.log.line_clicked.connect(self._on_line_clicked)
        self._back = QPushButton(self._side)
        self._back.setObjectName("replayBack")
        self._back.setMinimumHeight(36)
        self._back.clicked.connect(self._on_back)
        for widget in (self._title, self._viewpoint_label, self._viewpoint_box, self.controls, self._log_title):
            side.addWidget(widget)
        side.addWidget(self.log, 1)
        side.addWidget(self._back)
        self._layout.addWidget(self._side)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        narrowest, widest = SIDE_PANEL_WIDTH
        scale = panel_scale(self.height())
        self._side.setFixedWidth(max(narrowest, min(round(widest * scale), self.width() // 4)))
        if scale != self._scale:
            self._scale = scale
            self._side.setStyleSheet(panel_style(scale))
        if self.model is not None:  # the log's lines wrap anew: bring the current move back into view
            QTimer.singleShot(0, lambda: self.model is not None and self.log.mark_current(
                self.model.event_span(self._position)))

    # --- opening a game -----------------------------------------------------------------------------------
    def open(self, model: ReplayModel, view, names: Sequence[str], controllers: Sequence[str], finished: bool) -> None:
        """Show `model` from its start, on a new table made by `view` (the game's GameView). `finished`:
        whether the game is over (a game under way is watched only from where its people may look, see
        viewpoints)."""
        self.set_playing(False)
        self.model = model
        self._names, self._controllers = list(names), list(controllers)
        self._install_table(view)
        self._choices = viewpoints(self._controllers, finished)
        self._viewpoint = default_viewpoint(self._choices, self._controllers)
        self._position = 0
        self.retranslate()
        self._redraw()

    def _install_table(self, view) -> None:
        if self.table is not None:
            self.table.setParent(None)
            self.table.deleteLater()
        if self.ui is not None and self.ui is not view:
            self.ui.deleteLater()
        self.ui = view
        view.setParent(self)
        self.table = self.ui.create_table(self)
        self.table.setObjectName("replayTable")
        self.table.set_animation_speed(self._table_speed())
        self.table.set_legal_actions(())
        self.table.animation_finished.connect(self._on_animation_finished)
        self._layout.insertWidget(0, self.table, 1)

    # --- moving -------------------------------------------------------------------------------------------
    @property
    def position(self) -> int:
        return self._position

    def step(self, where: str) -> None:
        """FIRST, BACK, FORWARD (animated) or LAST."""
        if self.model is None:
            return
        if where == FORWARD:
            self.forward()
            return
        target = {FIRST: 0, BACK: self._position - 1, LAST: self.model.last}[where]
        self.go_to(target)

    def forward(self) -> None:
        """One move on, animating its events from the position shown."""
        if self.model is None or self._position >= self.model.last:
            return
        if self.table.is_animating():
            self.table.show_observation(self.observation())  # the move under way ends at once
        self._position += 1
        self._after_move()
        self.table.animate(self.model.events_at(self._position), self.observation())

    def go_to(self, position: int) -> None:
        """Show `position` at once (clamped to the game's)."""
        if self.model is None:
            return
        self._position = max(0, min(self.model.last, position))
        self._redraw()

    def observation(self):
        """What the table is to show at the position, from the viewpoint."""
        viewpoint = self._viewpoint
        if viewpoint.revealed:
            return self.model.revealed_observation(self._position, viewpoint.seat)
        return self.model.observation(self._position, viewpoint.seat)

    def _redraw(self) -> None:
        self.table.close_overlay()  # a summary opened after another move's animation
        self.table.set_players(self._names, self._badges())
        self.table.show_observation(self.observation())
        self._after_move()

    def _after_move(self) -> None:
        self.controls.set_position(self._position, self.model.last)
        self.log.mark_current(self.model.event_span(self._position))
        if self._position >= self.model.last:
            self.set_playing(False)

    def _on_line_clicked(self, event_index: int) -> None:
        if self.model is not None:
            self.go_to(self.model.position_of_event(event_index))

    # --- playing ------------------------------------------------------------------------------------------
    def set_playing(self, playing: bool) -> None:
        if self.model is None or self.model.last == 0:
            playing = False
        if playing and self._position >= self.model.last:
            self.go_to(0)  # playing a replay at its end plays it again
        self.controls.set_playing(playing)
        self._timer.stop()
        if playing and not self.table.is_animating():
            self._timer.start(0)

    def is_playing(self) -> bool:
        return self.controls.is_playing()

    def _play_next(self) -> None:
        if self.is_playing() and not self.table.is_animating():
            self.forward()
            if self.is_playing() and not self.table.is_animating():  # no animation to wait for
                self._timer.start(self.controls.pause_ms())

    def _on_animation_finished(self) -> None:
        if self.is_playing():
            self._timer.start(self.controls.pause_ms())

    def _on_speed_changed(self, speed: str) -> None:
        if self.table is not None:
            self.table.set_animation_speed(self._table_speed())

    def set_animation_speed(self, speed: str) -> None:
        """The settings' animation speed: "off" keeps the replay's table still whatever its own speed."""
        self._app_speed = speed
        if self.table is not None:
            self.table.set_animation_speed(self._table_speed())

    def _table_speed(self) -> str:
        return "off" if self._app_speed == "off" else self.controls.speed_name()

    # --- viewpoint ----------------------------------------------------------------------------------------
    def viewpoint(self) -> Viewpoint:
        return self._viewpoint

    def viewpoints(self) -> list[Viewpoint]:
        return list(self._choices)

    def set_viewpoint(self, viewpoint: Viewpoint) -> None:
        self._viewpoint_box.setCurrentIndex(self._choices.index(viewpoint))

    def _on_viewpoint_chosen(self, index: int) -> None:
        if self.model is None or not 0 <= index < len(self._choices) or self._choices[index] == self._viewpoint:
            return
        self._viewpoint = self._choices[index]
        self._redraw()

    def _viewpoint_text(self, viewpoint: Viewpoint) -> str:
        if viewpoint.revealed:
            return self.tr("Everything revealed")
        if viewpoint.seat is None:
            return self.tr("Public information only")
        return self._names[viewpoint.seat]

    def title(self) -> str:
        """"Replay: <game> — deal <n>", for the side panel and the window's title."""
        return self.tr("Replay: {title}").format(title=self.ui.window_title(self.model.final)) if self.model else ""

    # --- texts --------------------------------------------------------------------------------------------
    def changeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self._viewpoint_label.setText(self.tr("&Seen by:"))
        self._log_title.setText(self.tr("What happened"))
        self.log.setToolTip(self.tr("Click a line to see the game at that moment"))
        self._back.setText(self.tr("Back"))
        self._back.setToolTip(self.tr("Leave the replay and go back where you were"))
        if self.model is None:
            return
        self._title.setText(self.title())
        box = self._viewpoint_box
        box.blockSignals(True)
        box.clear()
        for viewpoint in self._choices:
            box.addItem(self._viewpoint_text(viewpoint))
        box.setCurrentIndex(self._choices.index(self._viewpoint))
        box.setEnabled(len(self._choices) > 1)
        box.blockSignals(False)
        box.setToolTip(self.tr("Whose view of the game the table shows"))
        self.log.show_events(self.ui, self.model.all_events(), self._names)
        self.controls.set_position(self._position, self.model.last)
        self.log.mark_current(self.model.event_span(self._position))
        if self.table is not None:
            self.table.set_players(self._names, self._badges())

    def _badges(self) -> list[str]:
        return [self._badge(controller) for controller in self._controllers]

    def hideEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self.set_playing(False)  # left by another way than Back (a new game opened, say): stop playing unseen
        super().hideEvent(event)

    # --- leaving ------------------------------------------------------------------------------------------
    def _on_back(self) -> None:
        self.set_playing(False)
        if self.table is not None and self.table.is_animating():
            self.table.show_observation(self.observation())
        self.back_requested.emit()
