"""What every game's table widget shares, and what the shell may ask of one (part of the game plug-in
contract, see cardtable.app.plugin).

A game table owns its scene, knows the seats' names and level badges, and runs one animation plan at a
time. The shell draws observations on it (`show_observation`, `animate`), offers the legal actions when
a person is to act (`set_legal_actions`) and listens to `action_requested` (one of those actions) and
`animation_finished`, and to `shown(observation)`: the moment an animation's texts tell that
observation (a landed card's labels and counts, or the final redraw), for the shell's own texts to
follow then and not before. A subclass provides the hooks the kit calls, each declared on this class
with what it must do (`REQUIRED_HOOKS`: `_render`, `_plan_events`, `_clear_flying`, `_after_animation`,
`set_legal_actions`, `retranslate`, `_default_name`), and may override those with a default
(`_show_labels`, `_plan_aftermath`, `close_overlay`, `accessible_entries`, `accessible_summary`). A
table missing a required hook fails when its class is defined, with a TypeError naming what is missing.
A table made of parts hands them `table_context(obs)` (context.TableContext: the observation, the
seats' names and badges, the bottom seat, frozen) rather than itself. A base meant to be completed by
game tables says so in its own body (`abstract_table = True`; not inherited: its subclasses are
checked). Which seat sits at the bottom comes from `bottom_seat()`: the viewer's, or in hot-seat the one the shell keeps there (the person to act). The
scene takes the view's shape (`scene_sizing`, see view.SceneSizing): a table calls `_reshape_scene()`
before it lays out, and is drawn again when a resize changes that shape.

A person skips a running animation (and a trick's pause, which is part of it) with a click on the
table or Escape (`SKIP_KEYS`): it ends at once in the same final scene. Space and Enter are left to the
cards: they play the focused card, and a key meant to skip must never play a card when the animation
has just ended. `take_focus()` gives the keyboard to the table on a playable card.

For assistive technology a table describes what a sighted player sees (`accessible_entries`, in reading
order, and `accessible_summary`), and the kit keeps transparent proxy widgets over the items in step with
it (`access.TableAccess`): after `_render`, `_show_step`, `set_legal_actions`, `retranslate` (whichever
class defines them: `__init_subclass__` wraps them), a resize, the end of an animation, a key or a click
on the table and a move of the scene's keyboard ring. A table never calls the proxies itself. Qt's
focus follows the ring onto the proxies, so "the table has the keyboard" is `has_keyboard()`, not
`hasFocus()`.
"""

from __future__ import annotations

import functools
import inspect
from typing import ClassVar, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtWidgets import QWidget

from .access import AccessibleEntry, TableAccess
from .animation import Choreography
from .context import TableContext
from .scene import TableScene
from .view import TableView


# The hooks every (non-abstract) table defines; GameTable declares each, and checks them at class definition.
REQUIRED_HOOKS = ("_render", "_plan_events", "_clear_flying", "_after_animation", "set_legal_actions",
                  "retranslate", "_default_name")

# The methods after which the accessible proxies are refreshed, in whichever class of a table defines them.
ACCESS_REFRESHED_AFTER = ("_render", "_show_step", "set_legal_actions", "retranslate")


def _refreshing_access(method):
    """method, then a refresh of the table's proxies when the outermost such call ends (nested calls, a
    _render inside set_legal_actions say, refresh once, and never in the middle of a redraw)."""
    if getattr(method, "refreshes_access", False):
        return method

    @functools.wraps(method)
    def wrapper(self, *args, **kwargs):
        self._access_depth = getattr(self, "_access_depth", 0) + 1
        try:
            return method(self, *args, **kwargs)
        finally:
            self._access_depth -= 1
            if self._access_depth == 0:
                self.refresh_access()

    wrapper.refreshes_access = True
    return wrapper


class GameTable(TableView):
    action_requested = Signal(object)  # one of the legal actions last offered, chosen by the person
    animation_finished = Signal()  # an `animate` plan has ended (not after show_observation)
    shown = Signal(object)  # an animation's texts now tell this observation (a step, or its final redraw)
    said = Signal(str)  # a message the table itself shows the person (a press it refused), for the shell to announce
    SKIP_KEYS: ClassVar[frozenset] = frozenset({Qt.Key.Key_Escape})  # besides a click: skip an animation

    def __init__(self, parent: QWidget | None = None):
        self._table = TableScene()
        super().__init__(self._table, parent)
        self._table.setParent(self)
        self._obs = None
        self._names: list[str] = []
        self._badges: list[str] = []
        self._plan: Choreography | None = None
        self._plan_generation = 0
        self._starting_plan = False
        self._after = None
        self._bottom_seat: int | None = None
        self._game_name = ""
        self._access_depth = 0
        self._access = TableAccess(self)

    def __init_subclass__(cls, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        missing = [name for name in REQUIRED_HOOKS if inspect.unwrap(getattr(cls, name)) is vars(GameTable)[name]]
        if missing and not vars(cls).get("abstract_table", False):
            raise TypeError(f"{cls.__name__} does not implement {', '.join(missing)}.")
        for name in ACCESS_REFRESHED_AFTER:
            method = getattr(cls, name, None)
            if method is not None:
                setattr(cls, name, _refreshing_access(method))

    # --- accessibility (see access.TableAccess) --------------------------------------------------------------
    def accessible_entries(self) -> list[AccessibleEntry]:
        """Each game: everything a sighted player sees, in reading order (the opponents' mats as they sit,
        the centre, the person's own mat and hand, the actions on the table), named from what the
        observation shows and nothing it hides. None by default."""
        return []

    def accessible_summary(self) -> str:
        """Each game: one or two translated sentences, whose turn it is and what is asked (the view's
        accessible description). Empty by default."""
        return ""

    def set_game_name(self, name: str) -> None:
        """The game's name, translated, for the view's accessible name ("No Thanks! table")."""
        self._game_name = name
        self.refresh_access()

    def accessible_name(self) -> str:
        if not self._game_name:
            return QCoreApplication.translate("GameTable", "Card table")
        return QCoreApplication.translate("GameTable", "{game} table").format(game=self._game_name)

    def access(self) -> TableAccess:
        """The kit's proxies of this table (for tests and the other parts of the shell)."""
        return self._access

    def refresh_access(self) -> None:
        """Bring the proxies in step with the entries now, unless a redraw is under way (then at its end)."""
        access = getattr(self, "_access", None)
        if access is not None and self._access_depth == 0:
            access.refresh()

    def has_keyboard(self) -> bool:
        """Qt's focus is on the table: its view or one of its proxies (the focus follows the ring onto them)."""
        return self._access.has_keyboard()

    # --- public API --------------------------------------------------------------------------------------
    def table_scene(self) -> TableScene:
        return self._table

    def set_players(self, names: Sequence[str], badges: Sequence[str]) -> None:
        """Seat names and level badges ("Human", "Easy AI"...), already translated by the caller."""
        self._names, self._badges = list(names), list(badges)
        if self._obs is not None and not self.is_animating():
            self._render(self._obs)

    def set_bottom_seat(self, seat: int | None) -> None:
        """Keep this seat's mat at the bottom whoever's observation is shown (hot-seat: the first person).

        None puts the observation's viewer there (seat 0 for a spectator). Only where the mats sit
        changes: what is shown still comes from the observation alone.
        """
        self._bottom_seat = seat
        if self._obs is not None and not self.is_animating():
            self._render(self._obs)

    def bottom_seat(self, obs=None) -> int:
        """The seat whose mat is at the bottom for obs (the observation shown by default)."""
        obs = obs if obs is not None else self._obs
        players = obs.players if obs is not None else 0
        if self._bottom_seat is not None and 0 <= self._bottom_seat < max(players, 1):
            return self._bottom_seat
        return obs.seat if obs is not None and obs.seat is not None else 0

    def table_context(self, obs=None) -> TableContext:
        """obs (the observation shown by default) with its seats' names, badges and bottom seat, frozen, for
        the parts a table is made of."""
        obs = obs if obs is not None else self._obs
        seats = range(obs.players)
        return TableContext(obs, tuple(self._seat_name(seat) for seat in seats),
                            tuple(self._badge(seat) for seat in seats), self.bottom_seat(obs))

    def set_animation_speed(self, speed: str) -> None:
        """"off", "fast", "normal" or "slow"."""
        self._table.set_animation_speed(speed)

    def animation_speed(self) -> str:
        return self._table.animation_speed

    def animate(self, events: Sequence, obs_after) -> None:
        """Play the rules' events from what is shown now, then show obs_after; emits animation_finished
        when done (at once when animations are off). The events move items only when the table shows
        the same game already and animations are on; `_plan_aftermath` adds what follows the redraw."""
        self._cancel_animation()
        self._after = obs_after
        plan = Choreography(self._table.duration(), self)
        if self._can_animate(obs_after):
            self._plan_events(plan, events, obs_after)
        plan.call(lambda: self._show_final(obs_after))
        self._plan_aftermath(plan, events, obs_after)
        self._start_plan(plan)

    def _render(self, obs) -> None:
        """Each game: draw obs at once (every item at rest, the texts, what may be chosen), and keep it as
        the observation shown (`self._obs = obs`)."""
        raise TypeError(f"{type(self).__name__} must implement _render")

    def _show_final(self, obs) -> None:
        self._render(obs)
        self.shown.emit(obs)

    def _plan_shown(self, plan: Choreography, obs) -> None:
        """A step of the plan where the table's texts and counts start telling obs (`_show_labels`),
        and `shown(obs)` tells the shell: put it right after the beat in which the card that changes
        them lands. obs must be an observation the game's view can describe (prompt, scoreboard)."""
        plan.call(lambda: self._show_step(obs))

    def _show_step(self, obs) -> None:
        self._show_labels(obs)
        self.shown.emit(obs)

    def _show_labels(self, obs) -> None:
        """Each game with steps: redraw the texts and counts obs gives (names, scores, pile counts, the
        status line...) and not the cards, which the animation is moving; nothing by default."""

    def _can_animate(self, obs_after) -> bool:
        return self._obs is not None and self._obs.players == obs_after.players and self._table.duration() > 0

    def _plan_events(self, plan: Choreography, events: Sequence, obs_after) -> None:
        """Each game: add to plan the moves that show events happening on what is drawn now."""
        raise TypeError(f"{type(self).__name__} must implement _plan_events")

    def _clear_flying(self) -> None:
        """Each game: remove the items an interrupted animation left in flight (tokens, cards on their way);
        called whenever a plan is dropped, before the next redraw."""
        raise TypeError(f"{type(self).__name__} must implement _clear_flying")

    def _after_animation(self) -> None:
        """Each game: what to refresh when a plan ends after its final redraw (the controls greyed while it
        played, the cards the person may choose)."""
        raise TypeError(f"{type(self).__name__} must implement _after_animation")

    def _plan_aftermath(self, plan: Choreography, events: Sequence, obs_after) -> None:
        """What follows the redraw, animated or not (a summary to open, say); nothing by default."""

    def set_legal_actions(self, legal: Sequence) -> None:
        """Each game: let the person choose among these actions on the table (empty: nothing to choose)."""
        raise TypeError(f"{type(self).__name__} must implement set_legal_actions")

    def retranslate(self) -> None:
        """Each game: draw the table's texts again in the current language."""
        raise TypeError(f"{type(self).__name__} must implement retranslate")

    def observation(self):
        return self._obs

    def close_overlay(self) -> None:
        """Close what the table shows over itself (a summary opened after another move's animation), as
        the replay does before it moves; nothing by default, for a table without such a panel."""

    def show_observation(self, obs) -> None:
        """Redraw everything from obs at once; a running animation is dropped (no animation_finished)."""
        self._cancel_animation()
        self._render(obs)

    def is_animating(self) -> bool:
        """Cards are moving on screen (an instant plan's steps, running, draw the table live at once)."""
        return self._plan is not None and self._plan.running and not self._plan.instant

    def finish_animation(self) -> None:
        """Skip the rest of a running animation: its moves end at once, its steps and final redraw run
        (the same final scene as when it plays out), then animation_finished."""
        if self.is_animating():
            self._plan.fast_forward()

    def take_focus(self) -> None:
        """The keyboard to the table, its focus on the first playable card (selectable and not dimmed)
        when there is one, else on the first selectable card (Qt's focus then goes to that card's proxy)."""
        self.setFocus()
        scene = self._table
        cards = scene.selectable_cards()
        focused = scene.focused_card()
        if focused in cards and not focused.dimmed:
            return
        playable = [card for card in cards if not card.dimmed]
        scene.focus_card((playable or cards or [None])[0])

    # --- what every table draws ---------------------------------------------------------------------------
    def _seat_name(self, seat: int) -> str:
        """The name given for a seat, or the game's default one (`_default_name`)."""
        if seat < len(self._names) and self._names[seat]:
            return self._names[seat]
        return self._default_name(seat)

    def _default_name(self, seat: int) -> str:
        """Each game: a seat's name when none was given ("Player 2"), in the game's own words."""
        raise TypeError(f"{type(self).__name__} must implement _default_name")

    def _badge(self, seat: int) -> str:
        return self._badges[seat] if seat < len(self._badges) else ""

    def _reshape_scene(self):
        """Give the scene the view's shape (see scene_sizing); returns the scene's size."""
        size = self.preferred_scene_size()
        if self._table.sceneRect().size() != size:
            self._table.setSceneRect(QRectF(QPointF(0, 0), size))
        return size

    def _show_card(self, card_id, face, width: float, pos, z: float):
        """The card `card_id` at rest (see _place_card), also not dimmed, highlighted, clickable or
        selectable and without a tooltip, for the table to offer it again."""
        card = self._place_card(card_id, face, width, pos, z)
        card.set_dimmed(False)
        card.set_highlighted(False)
        card.set_clickable(False)
        card.set_selectable(False)
        card.setToolTip("")
        return card

    def _place_card(self, card_id, face, width: float, pos, z: float):
        """The card `card_id` at rest: shown face up as `face`, at pos, undoing what an animation changed."""
        card = self._table.card(card_id)
        if card is None:
            card = self._table.add_card(card_id, face, width)
        card.set_face(face)
        card.set_width(width)
        card.setPos(pos)
        card.setZValue(z)
        # Qt repaints an item told its scale or rotation even when unchanged: every card at every redraw
        if card.scale() != 1.0:
            card.setScale(1.0)
        if card.rotation() != 0.0:
            card.setRotation(0.0)
        card.setOpacity(1.0)
        card.flip = 1.0
        card.set_revealed(False)
        card.setVisible(True)
        return card

    def _show_revealed_card(self, card_id, face, width: float, pos, z: float, tooltip: str = ""):
        """A card hidden from the viewer but shown by a revealed observation: at rest, marked as such."""
        card = self._show_card(card_id, face, width, pos, z)
        card.set_revealed(True)
        card.setToolTip(tooltip)
        return card

    # --- one plan at a time ------------------------------------------------------------------------------
    def _start_plan(self, plan: Choreography) -> None:
        plan.finished.connect(lambda: self._on_plan_finished(plan))
        self._plan = plan
        self._plan_generation += 1
        # A plan with nothing to wait for ends before the window paints: one paint a move, not two (the
        # table greyed while the plan ran, then live). Its `animation_finished` still comes from the event
        # loop, as a plan's always did: the one who asked for the animation is not called back from inside.
        self._starting_plan = True
        try:
            plan.start(finish_at_once=True)
        finally:
            self._starting_plan = False

    def _on_plan_finished(self, plan: Choreography) -> None:
        plan.deleteLater()
        if plan is self._plan:
            self._plan = None
            self._after_animation()
            self.refresh_access()
            if self._starting_plan:
                generation = self._plan_generation
                QTimer.singleShot(0, self, lambda: self._announce_finished(generation))
            else:
                self.animation_finished.emit()

    def _announce_finished(self, generation: int) -> None:
        """The instant plan's end, unless a plan started or was cancelled since (as a deferred end was)."""
        if self._plan_generation == generation and self._plan is None:
            self.animation_finished.emit()

    def _cancel_animation(self) -> None:
        self._plan_generation += 1
        if self._plan is not None:
            self._plan.stop()
            self._plan.deleteLater()
            self._plan = None
        self._clear_flying()

    # --- Qt events -----------------------------------------------------------------------------------------
    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if self.is_animating() and event.button() == Qt.MouseButton.LeftButton:
            self.finish_animation()
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().mouseReleaseEvent(event)
        self.refresh_access()  # a click may open or close something drawn (an overlay, a summary)

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if self.skip_by_key(event):
            return
        super().keyPressEvent(event)
        self.refresh_access()  # a key may open or close something drawn (an overlay, a summary)

    def skip_by_key(self, event) -> bool:
        """Skip the running animation when the key is one of SKIP_KEYS (the key is then accepted); for the
        table and for the page around it, wherever the keyboard is."""
        if not (self.is_animating() and event.key() in self.SKIP_KEYS):
            return False
        self.finish_animation()
        event.accept()
        return True

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        # While animating, the view scales the old layout; the animation's last step lays out anew.
        reshaped = self.preferred_scene_size() != self._table.sceneRect().size()
        if reshaped and self._obs is not None and not self.is_animating():
            self._render(self._obs)
        self.refresh_access()

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        self.refresh_access()

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
