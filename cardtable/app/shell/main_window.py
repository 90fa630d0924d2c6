"""The main window: the start page and the game page, menus, dialogs, settings and autosave."""

from __future__ import annotations

import dataclasses
import logging
import os
import random
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QByteArray, QEvent, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QStackedWidget

from cardtable.store import saves
from cardtable.store.settings import save_settings
from cardtable.app.shell.ai_service import AIService
from cardtable.app.shell.controller import GameController, Seat
from cardtable.app.shell.replay_launcher import ReplayLauncher
from cardtable.app.shell.save_files import SaveFiles
from cardtable.app.i18n import system_language
from cardtable.app.shell.start_page import StartPage
from cardtable.app.shell.start_stages import mark
from cardtable.app.shell.statistics_hook import StatisticsHook

if TYPE_CHECKING:
    from cardtable.app.shell.coach.hints import HintCoach
    from cardtable.app.shell.coach.reviewer import GameReviewer
    from cardtable.app.shell.duplicate.challenge import DuplicateChallenge
    from cardtable.app.shell.game_page import GamePage
    from cardtable.app.shell.new_game_dialog import NewGameDialog
    from cardtable.app.shell.results_dialog import ResultsDialog

# The dialogs (new game, results, rules, settings, About) and the duplicate comparison are imported where they
# open, not with this module: the first window shows none of them, and its start waits for every import here.
# The table's side (the game page, the duplicate challenge, the statistics' recorder, the coach and the
# reviewer: `build_table_side`) comes with the first game, or just after the first window has shown.


class TableSide(NamedTuple):
    """What serves a game on the table (MainWindow.build_table_side)."""

    duplicate: DuplicateChallenge
    game_page: GamePage
    coach: HintCoach
    reviewer: GameReviewer


class MainWindow(QMainWindow):
    def __init__(self, settings, languages, parent=None, table_side_now: bool = True):
        """`table_side_now` False: the table's side is built when first needed (`build_table_side`)."""
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.settings = settings
        self.languages = languages
        self.ai = AIService(settings.ai_delay_ms, self)
        self.controller = GameController(self.ai, saves, self)
        self.controller.undo_allowed = settings.undo
        self._table_side: TableSide | None = None
        mark("window: AI service and controller")
        self.start_page = StartPage(self)
        mark("window: start page")
        self.pages = QStackedWidget(self)
        self.pages.addWidget(self.start_page)
        self.setCentralWidget(self.pages)
        self._add_replays()
        mark("window: replays")
        self.dialog = None  # the open dialog, if any (kept so tests and shutdown can reach it)
        self.rules_window = None
        self._saved = None
        self.save_files = SaveFiles(self)
        self._make_actions()
        self._connect()
        self.statistics = StatisticsHook(self)  # the Statistics window and its entries; it records finished games
        mark("window: menus and statistics")
        self._add_hint_action()
        self.retranslate()
        self._update_actions()
        self.setMinimumSize(640, 480)
        self.resize(1280, 800)
        if settings.window_geometry:
            self.restoreGeometry(QByteArray.fromBase64(settings.window_geometry.encode()))
        if table_side_now:
            self.build_table_side()

    # --- the table's side, built once ---------------------------------------------------------------------
    def build_table_side(self) -> TableSide:
        """The parts that serve a game on the table, connected to the controller in this order (the order of
        the slots each of its signals calls): the duplicate challenge, the game page, this window's own
        updates, the statistics' recorder, the coach and the reviewer. Before any game is on the table."""
        if self._table_side is not None:
            return self._table_side
        from cardtable.app.shell.coach.hints import HintCoach
        from cardtable.app.shell.coach.reviewer import GameReviewer
        from cardtable.app.shell.duplicate.challenge import DuplicateChallenge
        from cardtable.app.shell.game_page import GamePage

        duplicate = DuplicateChallenge(self.controller, self)
        page = GamePage(self.controller, self)
        page.set_animation_speed(self.settings.animation_speed)
        self.pages.addWidget(page)
        page.game_finished.connect(self.show_results)
        self._follow_controller()
        self.statistics.follow_games()
        coach = HintCoach(self.controller, page, self)
        reviewer = GameReviewer(self.controller, page, self)
        coach.search_pool = reviewer.search_pool = self._coach_pool
        page.hint_requested.connect(self.hint)
        page.hint_available.connect(self.act_hint.setEnabled)
        self._table_side = TableSide(duplicate, page, coach, reviewer)
        mark("window: table side")
        return self._table_side

    # Each built when first asked for, with the rest of the table's side.
    duplicate = property(lambda self: self.build_table_side().duplicate)
    game_page = property(lambda self: self.build_table_side().game_page)
    coach = property(lambda self: self.build_table_side().coach)
    reviewer = property(lambda self: self.build_table_side().reviewer)

    def on_table(self) -> bool:
        """The game page is the page shown (without building it to ask)."""
        return self._table_side is not None and self.pages.currentWidget() is self._table_side.game_page

    def resync_after_error(self) -> None:
        """After an unexpected error: the game page catches up with the game (error_report.py)."""
        if self._table_side is not None:
            self._table_side.game_page.resync_after_error()

    # --- menus ----------------------------------------------------------------------------------------------
    def _make_actions(self) -> None:
        def action(name, shortcut=None, slot=None):
            act = QAction(self)
            act.setObjectName(name)
            if shortcut is not None:
                act.setShortcut(QKeySequence(shortcut))
            if slot is not None:
                act.triggered.connect(slot)
            self.addAction(act)
            return act

        self.act_new = action("actNew", QKeySequence.StandardKey.New, lambda: self.open_new_game(""))
        self.act_resume = action("actResume", None, self.resume)
        self.act_undo = action("actUndo", QKeySequence.StandardKey.Undo, self.undo)
        self.act_redo = action("actRedo", None, self.redo)
        # Ctrl+Shift+Z and Ctrl+Y both, whatever the platform's own choice, with its standard key first.
        redo_keys = [QKeySequence(QKeySequence.StandardKey.Redo)] if not QKeySequence(
            QKeySequence.StandardKey.Redo).isEmpty() else []
        redo_keys += [keys for keys in (QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")) if keys not in redo_keys]
        self.act_redo.setShortcuts(redo_keys)
        self.act_home = action("actHome", None, self.show_start_page)
        self.act_results = action("actResults", None, self.show_results)
        self.act_quit = action("actQuit", QKeySequence.StandardKey.Quit, self.close)
        self.act_fullscreen = action("actFullScreen", QKeySequence.StandardKey.FullScreen, self.toggle_full_screen)
        self.act_fullscreen.setCheckable(True)
        self.act_settings = action("actSettings", QKeySequence.StandardKey.Preferences, self.open_settings)
        self.act_rules = action("actRules", QKeySequence.StandardKey.HelpContents, self.open_rules)
        self.act_about = action("actAbout", None, self.open_about)
        # Some platforms define no standard key for these; give the usual ones.
        fallbacks = ((self.act_quit, "Ctrl+Q"), (self.act_fullscreen, "F11"), (self.act_settings, "Ctrl+,"),
                     (self.act_rules, "F1"), (self.act_new, "Ctrl+N"), (self.act_undo, "Ctrl+Z"))
        for act, keys in fallbacks:
            if act.shortcut().isEmpty():
                act.setShortcut(QKeySequence(keys))
        bar = self.menuBar()
        self._make_file_menu(bar)
        self.menu_game = bar.addMenu("")
        for act in (self.act_resume, self.act_undo, self.act_redo, self.act_results, self.act_home):
            self.menu_game.addAction(act)
        self._add_replay_actions()
        self.menu_view = bar.addMenu("")
        self.menu_view.addAction(self.act_fullscreen)
        self.menu_settings = bar.addMenu("")
        self.menu_settings.addAction(self.act_settings)
        self.menu_help = bar.addMenu("")
        self.menu_help.addAction(self.act_rules)
        self.menu_help.addAction(self.act_about)

    def _make_file_menu(self, bar) -> None:
        """File: New game…, Open…, Open recent ▸, Save, Save as…, then the other parts' entries (inserted
        before `file_menu_end`, "Replay a saved game…" among them), a separator and Quit."""
        files = self.save_files
        self.menu_file = bar.addMenu("")
        self.menu_file.setObjectName("menuFile")
        for act in (self.act_new, files.act_open, files.menu_recent.menuAction(), files.act_save, files.act_save_as):
            self.menu_file.addAction(act)
        self.file_menu_end = self.menu_file.addSeparator()
        self.menu_file.addAction(self.act_quit)

    def _connect(self) -> None:
        page = self.start_page
        page.new_game_requested.connect(self.open_new_game)
        page.resume_requested.connect(self.resume)
        page.open_requested.connect(self.save_files.ask_open)
        page.rules_requested.connect(self.open_rules)
        page.settings_requested.connect(self.open_settings)
        page.quit_requested.connect(self.close)
        self.pages.currentChanged.connect(self._update_actions)
        self.pages.currentChanged.connect(self._update_title)

    def _follow_controller(self) -> None:
        controller = self.controller
        for signal in (controller.finished, controller.started, controller.action_applied, controller.human_to_act):
            signal.connect(self._update_actions)
        for signal in (controller.started, controller.action_applied, controller.finished):
            signal.connect(self._update_title)

    def _add_hint_action(self) -> None:
        """The coach's Hint: Game > Hint (Ctrl+H, a key no game uses) and the game page's button (connected
        with the table's side)."""
        self.act_hint = QAction(self)
        self.act_hint.setObjectName("actHint")
        self.act_hint.setShortcut(QKeySequence("Ctrl+H"))
        self.act_hint.setEnabled(False)
        self.act_hint.triggered.connect(self.hint)
        self.addAction(self.act_hint)
        self.menu_game.insertAction(self.act_results, self.act_hint)
        self._retranslate_hint()

    def _coach_pool(self):
        """The coach searches in the computer players' worker processes (both cores), where they are used."""
        return self.ai.search_pool() if self.ai.use_pool else None

    def _retranslate_hint(self) -> None:
        self.act_hint.setText(self.tr("&Hint"))

    def hint(self) -> None:
        if self.on_table():
            self.coach.ask()

    def retranslate(self) -> None:
        self._retranslate_hint()
        self._update_title()
        self.menu_file.setTitle(self.tr("&File"))
        self.save_files.retranslate()
        self.menu_game.setTitle(self.tr("&Game"))
        self.menu_view.setTitle(self.tr("&View"))
        self.menu_settings.setTitle(self.tr("&Settings"))
        self.menu_help.setTitle(self.tr("&Help"))
        self.act_new.setText(self.tr("&New game…"))
        self.act_resume.setText(self.tr("&Resume saved game"))
        self.act_undo.setText(self.tr("&Undo my last move"))
        self.act_redo.setText(self.tr("Re&do"))
        self.act_home.setText(self.tr("Back to the &start page"))
        self.act_results.setText(self.tr("Show the &results"))
        self.act_quit.setText(self.tr("&Quit"))
        self.act_fullscreen.setText(self.tr("&Full screen"))
        self.act_settings.setText(self.tr("&Preferences…"))
        self.act_rules.setText(self.tr("&Rules"))
        self.act_about.setText(self.tr("&About cardtable"))
        self._retranslate_replay_actions()
        self.statistics.retranslate()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _update_title(self, *args) -> None:
        """The game and how far it has gone, on the table; the program's name alone elsewhere."""
        state = self.controller.state
        if self.replays.title():
            self.setWindowTitle(self.tr("{title} — cardtable").format(title=self.replays.title()))
            return
        if not self.on_table() or state is None or self.game_page.ui is None:
            self.setWindowTitle(self.tr("cardtable"))
            return
        ui = self.game_page.ui
        progress = self.tr("game over") if state.is_terminal() else ui.progress(state.observation(None))
        if progress:
            title = self.tr("{game} — {progress} — cardtable").format(game=ui.name(), progress=progress)
        else:
            title = self.tr("{game} — cardtable").format(game=ui.name())
        file = self.save_files.current_file()
        if file is not None:  # a game opened from a file or saved to one: its file first, as in a document
            title = self.tr("{file} — {title}").format(file=os.path.basename(file), title=title)
        self.setWindowTitle(title)

    def _update_actions(self, *args) -> None:
        # Undo and redo answer a person's turn (a computer's move under way would be lost or doubled).
        on_table = self.on_table()
        at_turn = on_table and self.controller.awaiting_human is not None
        self.act_undo.setEnabled(at_turn and self.controller.can_undo())
        self.act_redo.setEnabled(at_turn and self.controller.can_redo())
        for act in (self.act_undo, self.act_redo):
            act.setVisible(self.controller.undo_allowed)  # turned off in the settings: not in the menu
        self.act_resume.setEnabled(self._saved is not None)
        self.act_results.setEnabled(on_table and self.controller.state is not None
                                    and self.controller.state.is_terminal())
        self.act_home.setEnabled(on_table)
        self.act_replay.setEnabled(self.replays.can_replay_current())
        self.save_files.update_actions()
        if not at_turn:
            self.act_hint.setEnabled(False)

    # --- starting and resuming ------------------------------------------------------------------------------
    def check_saved_game(self) -> None:
        """Offer to resume the autosave, or report why it cannot be used (it is kept aside). A finished game in
        the autosave (the app was killed before it was recorded) is not to resume: it is recorded, and its
        autosave goes then; while it cannot be recorded, the autosave stays for a later start."""
        result = saves.load()
        self._saved = result.game if result.status == "ok" else None
        if self._saved is not None and self._saved.state.is_terminal():
            saved, self._saved = self._saved, None
            self.statistics.record_finished_autosave(saved)
        self.start_page.set_resume(type(self._saved.state).game.id if self._saved else None)
        place = result.folder if result.status == "unavailable" else result.kept_as
        self.start_page.show_save_problem(result.status, result.error, str(place) if place else "")
        self._update_actions()

    def resume(self) -> None:
        if self._saved is None:
            return
        saved, self._saved = self._saved, None
        self.pages.setCurrentWidget(self.game_page)
        self.controller.resume(saved.state, [Seat.from_json(seat) for seat in saved.seats], meta=saved.meta)
        self.start_page.set_resume(None)

    def open_new_game(self, game_id: str = "") -> None:
        from cardtable.app.shell.new_game_dialog import NewGameDialog

        previous = dict(self.settings.new_game or {})
        if game_id:
            previous["game"] = game_id
        in_progress = self.controller.state is not None and not self.controller.state.is_terminal()
        dialog = NewGameDialog(previous or None, self, game_in_progress=in_progress)
        dialog.accepted.connect(lambda: self._start_from_dialog(dialog))
        self._show_dialog(dialog)

    def _start_from_dialog(self, dialog: NewGameDialog) -> None:
        choices = dialog.choices()
        # A deal code is for replaying one deal: remembering it would quietly repeat the same cards.
        self.settings = dataclasses.replace(self.settings, new_game=dict(choices, seed=None))
        self._keep_settings()
        seed = choices["seed"] if choices["seed"] is not None else random.SystemRandom().randrange(2**31)
        self.start_game(choices["game"], choices["options"], seed, [Seat(**seat) for seat in dialog.seats()])

    def start_game(self, game_id: str, options: dict, seed: int, seats, duplicate_of: dict | None = None) -> None:
        self._saved = None
        self.start_page.set_resume(None)
        self.pages.setCurrentWidget(self.game_page)
        self.controller.new_game(game_id, options, seed, seats, duplicate_of=duplicate_of)

    # --- saved games (save_files.py) --------------------------------------------------------------------------
    def start_saved_game(self, state, seats, meta: dict) -> None:
        """Put an opened saved game on the table; it replaces the game in progress and the autosave."""
        self._saved = None
        self.start_page.set_resume(None)
        self.pages.setCurrentWidget(self.game_page)
        self.controller.resume(state, seats, meta=meta)

    def offered_game(self):
        """The autosave offered for resume on the start page (a store SavedGame), or None."""
        return self._saved

    def open_file(self, path: str) -> bool:
        """Open a saved game (the command line's FILE); a bad file is named in a message."""
        return self.save_files.open_path(path)

    def show_dialog(self, dialog) -> None:
        self._show_dialog(dialog)

    def keep_settings(self) -> None:
        self._keep_settings()

    def refresh_title(self) -> None:
        self._update_title()

    def show_start_page(self) -> None:
        """Leave the table; the game stays saved and can be resumed."""
        self.controller.stop()
        self.controller.save_playing_time()
        self.pages.setCurrentWidget(self.start_page)
        self.check_saved_game()

    def undo(self) -> None:
        if self.act_undo.isEnabled():
            self.controller.undo()

    def redo(self) -> None:
        if self.act_redo.isEnabled():
            self.controller.redo()

    # --- end of a game ----------------------------------------------------------------------------------------
    def show_results(self) -> None:
        from cardtable.app.shell.results_dialog import ResultsDialog

        state = self.controller.state
        dialog = ResultsDialog(self.game_page.ui, state, self.controller.names(), self)
        self._add_coach_review(dialog)
        dialog.chosen.connect(self._after_results)
        self._add_duplicate_parts(dialog)
        self._show_dialog(dialog)

    def _add_duplicate_parts(self, dialog: ResultsDialog) -> None:
        """A solo game's results offer to play the deal again; a duplicate game's compare with Hard AI."""
        from cardtable.app.shell.duplicate.challenge import person_seat

        seat = person_seat(self.controller.seats)
        if seat is None:
            return
        dialog.offer_duplicate()
        if not self.duplicate.is_duplicate():
            return
        from cardtable.app.shell.duplicate.comparison import DuplicateComparison

        comparison = DuplicateComparison(self.game_page.ui, self.controller.state, seat,
                                         self.controller.seats[seat].name, self.duplicate.earlier_record(),
                                         self.duplicate.benchmark(), self.duplicate.problem, dialog)
        comparison.follow(self.duplicate)
        dialog.add_duplicate_comparison(comparison)

    def _add_coach_review(self, dialog) -> None:
        """After a game with a person, the coach's review (started when the game ended) in the results."""
        if self.reviewer.wanted():
            from cardtable.app.shell.coach_review import CoachReviewTab  # pyqtgraph loads with the first results, not at startup

            self.reviewer.start()
            dialog.add_coach_review(CoachReviewTab(self.reviewer, dialog))

    def _after_results(self, choice: str) -> None:
        from cardtable.app.shell.duplicate.challenge import person_seat
        from cardtable.app.shell.results_dialog import NEW_GAME, REPLAY, SAME_DEAL

        state, seats = self.controller.state, self.controller.seats
        game_id = type(state).game.id
        options = {key: value for key, value in state.options.items() if key != "players"}
        if choice == NEW_GAME:
            self.open_new_game(game_id)
            return
        if choice == REPLAY:
            self.replays.replay_current()
            return
        seed = state.seed if choice == SAME_DEAL else random.SystemRandom().randrange(2**31)
        # A solo game's same deal is the duplicate challenge: the computers replay this game where it goes alike.
        duplicate = choice == SAME_DEAL and person_seat(seats) is not None
        self.start_game(game_id, options, seed, seats, duplicate_of=state.record() if duplicate else None)

    # --- replays --------------------------------------------------------------------------------------------
    def _add_replays(self) -> None:
        self.replays = ReplayLauncher(self)
        self.replays.set_animation_speed(self.settings.animation_speed)

    def _add_replay_actions(self) -> None:
        self.act_replay = QAction(self)
        self.act_replay.setObjectName("actReplay")
        self.act_replay.triggered.connect(self.replays.replay_current)
        self.addAction(self.act_replay)
        self.menu_game.insertAction(self.act_home, self.act_replay)
        self.act_replay_file = QAction(self)
        self.act_replay_file.setObjectName("actReplayFile")
        self.act_replay_file.triggered.connect(lambda checked=False: self.replays.ask_saved_file())
        self.addAction(self.act_replay_file)
        self.menu_file.insertAction(self.file_menu_end, self.act_replay_file)

    def _retranslate_replay_actions(self) -> None:
        self.act_replay.setText(self.tr("Re&play this game"))
        self.act_replay.setToolTip(self.tr("Watch this game's moves so far again, step by step"))
        self.act_replay_file.setText(self.tr("Re&play a saved game…"))

    # --- other dialogs --------------------------------------------------------------------------------------
    def _show_dialog(self, dialog) -> None:
        from cardtable.app.table.placement import place_dialog  # with the table kit's view: not at the start

        self.dialog = dialog
        place_dialog(dialog, self)  # inside the window, whatever its size
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        dialog.finished.connect(lambda *args: self._forget_dialog(dialog))
        dialog.open()

    def _forget_dialog(self, dialog) -> None:
        if self.dialog is dialog:
            self.dialog = None

    def open_rules(self) -> None:
        """The rules in their own window, beside the table (one at a time)."""
        if self.rules_window is not None:
            self.rules_window.close()
        from cardtable.app.shell.rules_dialog import RulesDialog

        game_id = type(self.controller.state).game.id if self.controller.state is not None else None
        window = RulesDialog(lambda: self.languages.language, game_id, self)
        window.setWindowModality(Qt.WindowModality.NonModal)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        window.destroyed.connect(lambda *args: self._forget_rules(window))
        self.rules_window = window
        window.show()

    def _forget_rules(self, window) -> None:
        if self.rules_window is window:
            self.rules_window = None

    def open_settings(self) -> None:
        from cardtable.app.shell.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        dialog.accepted.connect(lambda: self.apply_settings(**dialog.values()))
        self._show_dialog(dialog)

    def apply_settings(self, language, animation_speed, ai_delay_ms, undo=None) -> None:
        """The settings chosen; undo None keeps it as it is."""
        undo = self.settings.undo if undo is None else undo
        self.settings = dataclasses.replace(self.settings, language=language, animation_speed=animation_speed,
                                            ai_delay_ms=ai_delay_ms, undo=undo)
        self._keep_settings()
        self.languages.set_language(language or system_language())
        if self._table_side is not None:  # else the page takes the speed from the settings when it is built
            self.game_page.set_animation_speed(animation_speed)
        self.replays.set_animation_speed(animation_speed)
        self.ai.min_delay_ms = ai_delay_ms
        self.controller.undo_allowed = undo
        self._update_actions()

    def open_about(self) -> None:
        from cardtable.app.shell.about_dialog import AboutDialog

        self._show_dialog(AboutDialog(self))

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.act_fullscreen.setChecked(self.isFullScreen())

    # --- closing ---------------------------------------------------------------------------------------------
    def closeEvent(self, event) -> None:
        self.controller.stop()
        self.statistics.close_window()
        self.controller.save_playing_time()
        if self._table_side is not None:
            self.coach.shutdown(1000)
            self.reviewer.shutdown(1000)
        self.ai.shutdown(1000)
        if self._table_side is not None:
            self.duplicate.shutdown()
        geometry = bytes(self.saveGeometry().toBase64()).decode()
        self.settings = dataclasses.replace(self.settings, window_geometry=geometry)
        self._keep_settings()
        super().closeEvent(event)

    def _keep_settings(self) -> None:
        """Write the settings; when their folder cannot be written (a full disk, a file in its place) they
        still hold for this session, and nothing the player does is refused for it."""
        try:
            save_settings(self.settings)
        except OSError as error:
            logging.getLogger(__name__).warning("Settings not saved: %s", error)

