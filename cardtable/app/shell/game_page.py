"""The page where a game is played: the table, the scoreboard, the prompt with its buttons, the log."""

from __future__ import annotations

import logging

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from cardtable.app.shell import texts
from cardtable.app.shell.coach.analysis import events_after_moves
from cardtable.app.shell.announcer import Announcer
from cardtable.app.shell.game_log import GameLog, event_line
from cardtable.app.games import view_class
from cardtable.app.shell.hotseat_cover import HotSeatCover
from cardtable.app.shell.log_events import replay_events
from cardtable.app.shell.save_notice import SaveNotice
from cardtable.app.shell.scoreboard import Scoreboard
from cardtable.app.shell.side_panel.panel import SidePanel, drop_table, set_table, table_row
from cardtable.app.shell.widgets.labels import wrapped_label

logger = logging.getLogger(__name__)

SCOREBOARD_PADDING = 24  # the side panel's margins and the table's frame
ANIMATION_WATCHDOG_MS = 10000  # far longer than any animation, even at the slowest speed


class GamePage(QWidget):
    """Shows the controller's game from its viewer's observation and sends the person's actions."""

    game_finished = Signal()
    hint_requested = Signal()
    hint_available = Signal(bool)  # a person may ask for a hint now (their turn, past any hot-seat cover)

    def __init__(self, controller, parent: QWidget | None = None):
        super().__init__(parent)
        self.controller = controller
        self.ui = None
        self.table = None
        self._events: list = []
        self._log_pending: list = []  # the events of the move being animated, logged once it is shown
        self._spoken_pending: list = []  # the events of that move to announce once the table shows them
        self._spoken_after = None  # the observation whose showing releases them (the move's final redraw)
        self._buttons: dict = {}
        self._animation_speed = "normal"
        self._turning_points: list[tuple[int, object]] = []  # (move index, the line's text in the current language)
        self._build()
        controller.started.connect(self._on_started)
        controller.action_applied.connect(self._on_action_applied)
        controller.human_to_act.connect(self._on_human_to_act)
        controller.ai_thinking.connect(self._on_ai_thinking)
        controller.refused.connect(self._on_refused)
        controller.ai_failed.connect(self._on_ai_failed)
        controller.finished.connect(self._on_finished)
        self.announcer = Announcer(self, self)

    # --- layout -----------------------------------------------------------------------------------------
    def _build(self) -> None:
        """The side panel: the title, the scoreboard, the prompt, the notices, the game's buttons and Hint,
        then the log."""
        self._side = SidePanel(self)
        self._layout = table_row(self, self._side)
        self._scoreboard = Scoreboard(self._side)
        self._prompt = wrapped_label(self._side, "prompt")
        self._prompt.setMinimumHeight(60)
        self._notice = wrapped_label(self._side, "notice")
        self._notice.hide()
        self._buttons_box = QVBoxLayout()  # stacked: long translated labels never clip
        self._log = GameLog(self._side)
        self._save_notice = self._make_save_notice()
        self._hint_button = self._make_hint_button()
        self._retranslate_hint()
        for item in (self._scoreboard, self._prompt, self._notice, self._save_notice, self._buttons_box,
                     self._hint_button):
            self._side.add(item)
        self._side.add_log(self._log)
        self._cover = HotSeatCover(self)
        self._cover.revealed.connect(self._on_revealed)
        self._cover.hide()
        self._cover_seat: int | None = None
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(self._on_animation_stuck)

    def _install_table(self, game_id: str) -> None:
        if self.table is not None and self.ui.game.id == game_id:
            return
        drop_table(self.table)
        if self.ui is not None:
            self.ui.deleteLater()  # a child of the page: without this, every change of game kept one more view
        ui = self.ui = view_class(game_id)(self)
        self.table = ui.create_table(self)
        self.table.set_game_name(ui.name())
        self.table.set_animation_speed(self._animation_speed)
        self.table.animation_finished.connect(self._on_animation_finished)
        self.table.shown.connect(self._on_table_shown)
        self.table.said.connect(lambda text: self.announcer.announce(text, assertive=True))
        self.table.action_requested.connect(self.play)
        set_table(self._layout, self.table)
        self._make_buttons()

    def _make_buttons(self) -> None:
        for button in self._buttons.values():
            button.setParent(None)
        self._buttons = {}
        for spec in self.ui.action_buttons():
            button = QPushButton(self._side)
            button.setObjectName(f"action-{spec.action}")
            button.setMinimumHeight(40)
            button.clicked.connect(lambda checked=False, action=spec.action: self.play(action))
            self._buttons_box.addWidget(button)
            self._buttons[spec.action] = button
        self._retranslate_buttons()
        self._set_legal(())
        self._order_tabs()

    def _order_tabs(self) -> None:
        """Tab goes as the eye reads: the table, the game's buttons, Hint, then the log."""
        chain = [self.table, *self._buttons.values(), self._hint_button, self._log]
        for first, second in zip(chain, chain[1:]):
            QWidget.setTabOrder(first, second)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self._side.fit(self.width(), self.height()) and self.table is not None and self.table.observation() is not None:
            self._fill_scoreboard(self.table.observation())  # its headers fit the panel's new width
        self._cover.setGeometry(self.rect())

    def side_scale(self) -> float:
        """How much larger than at 800 px the side panel's texts are now (see side_panel.panel.side_panel_scale)."""
        return self._side.scale()

    # --- texts --------------------------------------------------------------------------------------------
    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self._side.log_title.setText(self.tr("What happened"))
        self._scoreboard.setAccessibleName(self.tr("Scores"))
        self._retranslate_hint()
        if self.controller.state is None:
            return
        self._retranslate_buttons()
        self._refresh_texts()
        self._rebuild_log()
        self._cover.retranslate()

    def _retranslate_buttons(self) -> None:
        if self.ui is None:
            return
        for spec in self.ui.action_buttons():
            button = self._buttons.get(spec.action)
            if button is not None:
                button.setText(f"{spec.label} ({spec.shortcut})")
                button.setShortcut(QKeySequence(spec.shortcut))

    def _refresh_texts(self) -> None:
        state = self.controller.state
        self._side.title.setText(self.ui.window_title(state) if self.controller.deal_code_shown() else self.ui.name())
        obs = self.controller.observation()
        self._fill_scoreboard(obs)
        self._prompt.setText(self.ui.prompt(obs, self.controller.names()))
        self._update_tooltips(obs)
        # The announcements come from the page: a reader names their source.
        self.setAccessibleName(self.ui.name())
        if self.table is not None:
            self.table.set_game_name(self.ui.name())
            self.table.set_players(self.controller.names(), self._badges())

    def _badges(self) -> list[str]:
        return [texts.level_badge(seat.controller) for seat in self.controller.seats]

    def _fill_scoreboard(self, obs) -> None:
        self._scoreboard.show_rows(self.ui.scoreboard_headers(), self.ui.scoreboard_rows(obs, self.controller.names()),
                                   self._side.width() - SCOREBOARD_PADDING)

    def _rebuild_log(self) -> None:
        self._log.show_events(self.ui, self._events, self.controller.names(), self._turning_point_markers())

    def _append_log(self, events) -> None:
        self._events.extend(events)
        self._log.add_events(self.ui, events, self.controller.names())

    def _flush_log(self) -> None:
        """Write the lines of the move the table has finished showing: the log tells what the table has
        shown, never a card still face down or flying."""
        pending, self._log_pending = self._log_pending, []
        if pending:
            self._append_log(pending)

    # --- the controller's news ------------------------------------------------------------------------
    def _on_started(self) -> None:
        state = self.controller.state
        self._install_table(type(state).game.id)
        self._watchdog.stop()
        self._cover.hide()
        self._notice.hide()
        self._set_legal(())
        self._turning_points = []
        self._events, self._log_pending = replay_events(state), []
        self._spoken_pending, self._spoken_after = [], None
        self.announcer.clear()
        self.retranslate()
        # In hot-seat the person to act sits at the bottom (set at each turn); until then, the first person.
        humans = self.controller.humans
        self.table.set_bottom_seat(humans[0] if len(humans) > 1 else None)
        self.table.show_observation(self.controller.observation())
        QTimer.singleShot(0, self.controller.proceed)

    def _on_action_applied(self, seat: int, action, events: list) -> None:
        self._set_legal(())
        self._notice.hide()
        self._flush_log()
        self._log_pending = list(events)
        self._watchdog.start(ANIMATION_WATCHDOG_MS)
        self._release_announcements()
        self._spoken_pending = self._events_to_announce(seat, events)
        # The scoreboard and the prompt follow the table (_on_table_shown): they change when the cards
        # that change them land, not when the move is made.
        obs_after = self._spoken_after = self.controller.observation()
        self.table.animate(events, obs_after)

    def _on_table_shown(self, obs) -> None:
        """The table's texts now tell obs (a step of its animation): the side panel's follow."""
        self._fill_scoreboard(obs)
        self._prompt.setText(self.ui.prompt(obs, self.controller.names()))
        if obs is self._spoken_after:
            self._release_announcements()

    def _events_to_announce(self, seat: int, events) -> list:
        """A move's events a screen reader is told: all of another seat's move; of the person's own move in a
        solo game, what followed it (a card turned up, a trick taken, a round's result), not the move itself
        (its first event), which the person has just chosen. In hot-seat every move is told: the next
        person at the screen has not seen it."""
        events = list(events)
        own = len(self.controller.humans) == 1 and seat in self.controller.humans
        if own and events and dict(events[0].params).get("seat") == seat:
            events = events[1:]
        return events

    def _release_announcements(self) -> None:
        """Announce, as one, the lines of the move the table now shows, worded as in the log."""
        pending, self._spoken_pending, self._spoken_after = self._spoken_pending, [], None
        if pending:
            names = self.controller.names()
            self.announcer.announce_lines(event_line(self.ui, event, names) for event in pending)

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        # Esc skips the table's animation wherever the keyboard is on the page (a side panel's button, say).
        if self.table is not None and self.table.skip_by_key(event):
            return
        super().keyPressEvent(event)

    def _on_animation_finished(self) -> None:
        self._watchdog.stop()
        self._flush_log()
        self.controller.proceed()

    def _on_animation_stuck(self) -> None:
        """An animation that never ends must not stop the game: show the state as it is and go on."""
        logger.error("The table's animation did not finish; going on without it.")
        self._flush_log()
        self.table.show_observation(self.controller.observation())
        self._on_table_shown(self.controller.observation())
        self._release_announcements()
        self.controller.proceed()

    def resync_after_error(self) -> None:
        """After an unexpected error (error_report.py), once: a game that is neither animating nor waiting for
        a computer player shows the game as it stands and goes on, so that a slot that raised in the middle
        of a move does not leave it waiting for ever. An animation under way ends on its own (or by the
        watchdog); a person's turn is offered again."""
        controller = self.controller
        if controller.state is None or self.table is None or self.table.is_animating() or controller.ai.busy:
            return
        self._watchdog.stop()
        self._flush_log()
        obs = controller.observation()
        self.table.show_observation(obs)
        self._on_table_shown(obs)
        if controller.awaiting_human is not None:
            self._on_human_to_act(controller.awaiting_human)
        else:
            controller.proceed()

    def _on_human_to_act(self, seat: int) -> None:
        if self.controller.hot_seat and self.table.bottom_seat() != seat:
            # Behind the cover the table already turns to the person called, who finds their seat in front.
            self.table.set_bottom_seat(seat)
        if self.controller.needs_cover(seat):
            self._cover_seat = seat
            self._cover.setGeometry(self.rect())
            self._cover.raise_()
            self._cover.show_for(self.controller.names()[seat], self.ui.cover_text)
            return
        self._offer_actions()

    def _on_revealed(self) -> None:
        if self._cover_seat is None or self._cover_seat != self.controller.awaiting_human:
            self._cover.hide()  # a stale cover (the game moved on): the table shows public information only
            return
        self.controller.reveal(self._cover_seat)
        self._cover.hide()
        if self.table.bottom_seat() != self._cover_seat:
            self.table.set_bottom_seat(self._cover_seat)
        self.table.show_observation(self.controller.observation())
        self._offer_actions()

    def _offer_actions(self) -> None:
        """Offer the awaited seat's own legal actions (the rules, not the page, say whose turn it is)."""
        seat = self.controller.awaiting_human
        self._refresh_texts()
        self._set_legal(() if seat is None else self.controller.state.legal_actions(seat))
        self.table.take_focus()

    def _on_ai_thinking(self, seat: int) -> None:
        if not self.table.is_animating():  # else the table's steps set the prompt as their cards land
            self._prompt.setText(self.ui.prompt(self.controller.observation(), self.controller.names()))

    def _on_refused(self, refusal) -> None:
        self._show_notice(self.ui.describe_reason(refusal, self.controller.names()))
        self.announcer.announce(self._notice.text(), assertive=True)

    def _on_ai_failed(self, message: str) -> None:
        self._show_notice(self.tr("A computer player failed: {message}").format(message=message))
        self.announcer.announce(self._notice.text(), assertive=True)

    def _on_finished(self) -> None:
        self._flush_log()
        self._release_announcements()
        self._set_legal(())
        self._refresh_texts()
        self.game_finished.emit()

    def _make_save_notice(self) -> SaveNotice:
        """Under the prompt, while the game cannot be saved: why, until a save succeeds."""
        notice = SaveNotice(self._side)
        self.controller.save_failed.connect(notice.show_failure)
        self.controller.saved.connect(notice.clear)
        return notice

    def _make_hint_button(self) -> QPushButton:
        """Under the game's own buttons, for every game: the coach's hint (the Game menu's Hint does the same)."""
        button = QPushButton(self._side)
        button.setObjectName("hintButton")
        button.setMinimumHeight(34)
        button.setEnabled(False)
        button.clicked.connect(self.hint_requested)
        return button

    def _retranslate_hint(self) -> None:
        self._hint_button.setText(self.tr("Hint ({key})").format(
            key=QKeySequence("Ctrl+H").toString(QKeySequence.SequenceFormat.NativeText)))
        self._hint_button.setToolTip(self.tr("The coach's view of each of your moves: win chance and expected score."))

    def hint_button(self) -> QPushButton:
        return self._hint_button

    def show_turning_points(self, points) -> None:
        """The coach's turning points, each (move index, a function giving its line in the current
        language), written in the log after their move (and again whenever the log is written anew)."""
        self._turning_points = list(points)
        self._rebuild_log()

    def _turning_point_markers(self) -> dict[int, list[str]]:
        if not self._turning_points or self.controller.state is None:
            return {}
        after = events_after_moves(self.controller.state)
        markers: dict[int, list[str]] = {}
        for move, line in self._turning_points:
            if move < len(after):
                markers.setdefault(after[move], []).append(line())
        return markers

    def _show_notice(self, text: str) -> None:
        self._notice.setText(text)
        self._notice.show()

    # --- the person's actions ---------------------------------------------------------------------------
    def play(self, action) -> None:
        if self.controller.awaiting_human is None or not self._cover.isHidden():
            return
        self.controller.play(action)

    def _set_legal(self, legal) -> None:
        for action, button in self._buttons.items():
            button.setEnabled(action in legal)
        self._hint_button.setEnabled(bool(legal))
        self.hint_available.emit(bool(legal))
        if self.table is not None:
            self.table.set_legal_actions(legal)

    def _update_tooltips(self, obs) -> None:
        if obs.seat is None or obs.terminal:
            return
        for action, button in self._buttons.items():
            button.setToolTip(self.ui.action_tooltip(action, obs))

    def set_animation_speed(self, speed: str) -> None:
        self._animation_speed = speed
        if self.table is not None:
            self.table.set_animation_speed(speed)

    def action_buttons(self) -> dict:
        return dict(self._buttons)
