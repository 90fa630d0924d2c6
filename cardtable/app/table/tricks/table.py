"""The trick-taking table that Schnäppchen Jagd and Auf falscher Fährte only configure (as KPat's games are
DealerScene subclasses that add their layout and rules).

It draws an observation and animates the engine's events; it never decides a rule. The game page passes
the legal actions (`set_legal_actions`); a hand card is offered when some action of the game's
`card_kinds` takes it, a click on another card says why not (the game's `refusal`), and
`action_requested` carries the chosen action. The table is composed of parts, each given what it needs:
the mats (`SeatMats`), the viewer's hand (`HandRow`), the trick (`TrickArea`) and its moves
(`TrickFlights`), the status line and round's facts (`CentreLines`), the offer (`CardOffer`), the dashed
empty places (`EmptySlots`), the table's buttons (`ShortcutPills`) and the overlay.

A game sets `texts` (its table texts: default_name, dealer_label, seat_info, status_line, card_tooltip,
shortcut, close_hint, refusal), `faces` (its `face` and `card_label`), `overlays` (its `last_trick`),
`accessible` (its `table_entries` and `table_summary`), `seat_spec`, `card_kinds`, `caption_kinds` and
`decision_kind` (the actions its own dialog decides, made by `_decision_dialog` and opened in the
`decision` slot, a DialogSlot), `paused_kinds`, and provides the hooks
declared below under "what the game says": the cards' faces, what a mat holds, a trick card, the facts,
the buttons, the refusals, the last trick and the events' moves (`_plan_event`, built of `_plan_play`
and `_plan_trick_won`). The overlay over the trick is the kit's TableOverlay (`_open_panel`). A play in
the observation's trick is a tuple (seat, card, ...). What every game's mats hold alike is drawn here,
where the game's layout (a `mat_geometry.HandMat`) says: the viewer's hand (`_show_own_hand`), another
seat's fan of backs (`_show_backs`) and a revealed seat's open hand (`_show_open_hand`).
"""

from __future__ import annotations

import math
from typing import Callable, ClassVar, Iterable, Sequence

from PySide6.QtCore import QCoreApplication, QRectF, QTimer, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QWidget

from ..animation import Choreography
from ..arrangement import RowSpec
from ..card_item import CardItem
from ..cards import BACK
from ..dialog_slot import DialogSlot
from ..game_table import GameTable
from ..hand import HandCard, HandRow
from ..overlay import Overlay, TableOverlay
from ..pill_button import ShortcutPills
from ..trick import TrickArea, TrickCard, TrickTable, show_last_trick, trick_table
from .centre import CentreLines
from .flights import TrickFlights, after_play
from .mat_geometry import HandMat, fan_of_backs, open_fan
from .offer import CardOffer
from .seats import SeatMats


class EmptySlots:
    """The dashed outlines of the places where a card may come, redrawn with each observation."""

    def __init__(self, scene, alpha: int):
        self.item = QGraphicsPathItem()
        self.item.setPen(QPen(QColor(255, 255, 255, alpha), 2, Qt.PenStyle.DashLine))
        scene.addItem(self.item)
        self._path = QPainterPath()

    def clear(self) -> None:
        self._path = QPainterPath()

    def add(self, rect: QRectF, radius: float = 8.0) -> None:
        self._path.addRoundedRect(rect, radius, radius)

    def show(self) -> None:
        self.item.setPath(self._path)


class TrickTakingTable(GameTable):
    """A trick-taking game's table widget (owns its scene). See the module docstring."""

    abstract_table = True  # completed by each trick-taking game
    texts: ClassVar = None
    faces: ClassVar = None
    overlays: ClassVar = None
    accessible: ClassVar = None
    seat_spec: ClassVar[RowSpec]
    card_kinds: ClassVar[tuple] = ("play",)
    caption_kinds: ClassVar[tuple] = ("hand",)
    slot_alpha: ClassVar[int] = 60
    fact_spacing: ClassVar[float] = 1.6
    spoken_symbols: ClassVar[tuple] = ()  # glyphs the felt draws that a screen reader would spell out
    decision_kind: ClassVar[str] = ""  # the kind of the actions the game's own dialog decides (it opens by itself)
    caption_room: ClassVar[float] = 14.0  # how much wider than its card or fan a mat's caption may be
    paused_kinds: ClassVar[tuple] = ()  # the rules' events the table only pauses on, for the person to see them

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._geometry: TrickTable | None = None
        self._message = ""
        self.auto_open_dialog = True  # the dialog a decision needs opens by itself (a tool may not want it)
        self._decision_was_offered = False
        self.decision = DialogSlot(self)  # the dialog of a decision_kind decision
        self._trick_codes: list = []
        self._step_obs = None
        self._drawn_live = True  # the last redraw drew the offer live (not while cards moved)
        self.hand = HandRow(self._table, self._show_card)
        self.trick = TrickArea(self._table, self._show_card)
        self.offer = CardOffer(self.card_kinds)
        self.centre = CentreLines(self._table, self.fact_spacing, self._wrap_fact)
        self.slots = EmptySlots(self._table, self.slot_alpha)
        self.seats = SeatMats(self._table, self.caption_kinds, self._fit_caption)
        self.flights = TrickFlights(self._table, self.hand, self.trick, self.seats, self._show_card, self._face)
        self._build_centre()
        self._overlay = TableOverlay(self._table, self)
        self._overlay.closed.connect(self.setFocus)
        self._pills = ShortcutPills(self, self._table, self._pill_handlers())
        self._table.card_clicked.connect(self._on_card_clicked)
        self._table.card_activated.connect(self._on_card_clicked)
        self._pills.set_shortcuts({kind: self.texts.shortcut(kind) for kind in self._pills.buttons})
        self.decision.changed.connect(self._refresh)

    # --- public API ----------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        """Redraw the texts in the current language (names and badges come from set_players)."""
        self._pills.set_shortcuts({kind: self.texts.shortcut(kind) for kind in self._pills.buttons})
        if self._obs is not None and not self.is_animating():
            self._render(self._obs)

    def accessible_entries(self) -> list:
        """What assistive technology reads on the table, in reading order (see the game's accessible)."""
        return self.accessible.table_entries(self)

    def accessible_summary(self) -> str:
        return self.accessible.table_summary(self)

    def seat_count(self) -> int:
        """How many mats are drawn (the accessible entries wait for all of them)."""
        return self.seats.count()

    def seat_panel(self, seat: int):
        return self.seats.panel(seat)

    def seat_captions(self, seat: int) -> dict:
        """The caption texts under a seat's cards: {"hand": "Hand\\n8", ...}."""
        return self.seats.caption_texts(seat)

    def hand_items(self) -> list[CardItem]:
        """The viewer's hand cards, left to right."""
        return self.hand.items()

    def hand_item(self, code: int, copy: int = 0) -> CardItem | None:
        return self._table.card(("hand", code, copy))

    def status_text(self) -> str:
        return self.centre.status_text()

    def status_item(self):
        return self.centre.status

    def message(self) -> str:
        """The table's own message in the status line (a refused card's reason), "" for none."""
        return self._message

    def info_texts(self) -> list[str]:
        return self.centre.fact_texts()

    def info_rect(self) -> QRectF:
        return self._geometry.info_rect()

    def pills(self) -> ShortcutPills:
        return self._pills

    def seat_name(self, seat: int) -> str:
        return self._seat_name(seat)

    def legal_actions(self) -> tuple:
        """The actions offered, as the rules list them (a tuple, like every game's legal_actions)."""
        return self.offer.actions()

    def pending_dialog(self):
        """The dialog waiting for the person's answer, if any (the decision's by default)."""
        return self.decision.current()

    def overlay(self) -> Overlay:
        """The panel over the trick (the last trick, a summary...), open or not."""
        return self._overlay.panel

    def close_overlay(self) -> None:
        self._overlay.close()

    def show_last_trick(self) -> None:
        self._open_panel("last", lambda: self._last_trick(self._obs))

    def showcase_overlays(self):
        """For a view's showcase: the end of a round when it is open, then the last trick when there is one,
        each yielded as (name, None) while it shows, closed after."""
        if self.overlay().kind == "round":
            yield "round-end", None
            self.close_overlay()
        if self._obs.round_tricks:
            self.show_last_trick()
            yield "last-trick", None
            self.close_overlay()

    # --- what the game says (see the module docstring) ------------------------------------------------------
    def _render_mat(self, obs, seat: int, wanted: set) -> None:
        """Each game: what a seat's mat holds (its hand, piles, slots), adding the ids of its cards to wanted."""
        raise TypeError(f"{type(self).__name__} must implement _render_mat")

    def _trick_card(self, index: int, play, obs) -> TrickCard:
        """Each game: the index-th play of obs's trick as the trick area shows it."""
        raise TypeError(f"{type(self).__name__} must implement _trick_card")

    def _facts(self, obs) -> list[tuple]:
        """Each game: the round's facts left of the trick, as (text, ColourStyle or None, style) (see centre)."""
        raise TypeError(f"{type(self).__name__} must implement _facts")

    def _pill_handlers(self) -> dict:
        """Each game: its buttons, {kind: what a press does}, in the order they stack."""
        raise TypeError(f"{type(self).__name__} must implement _pill_handlers")

    def _place_buttons(self, obs) -> None:
        """Each game: where its buttons go and which show (see `_stack_pills`)."""
        raise TypeError(f"{type(self).__name__} must implement _place_buttons")

    def _last_trick(self, obs):
        """The round's last finished trick as show_last_trick takes it (plays, title, lines), or None."""
        return self.overlays.last_trick(obs, self._seat_name)

    def _plan_event(self, plan: Choreography, event, after) -> None:
        """Each game: the moves of one of the rules' events (a card played: `_plan_play`, a trick won:
        `_plan_trick_won`)."""
        raise TypeError(f"{type(self).__name__} must implement _plan_event")

    def _collect_targets(self, winner, codes: list) -> list:
        """Each game: where a won trick's cards go, one (top-left, width, face to turn to or None) per card."""
        raise TypeError(f"{type(self).__name__} must implement _collect_targets")

    def _build_centre(self) -> None:
        """Each game: the items of its own it adds to the centre (none by default)."""

    def _face(self, code):
        return self.faces.face(code)

    def _fit_caption(self, text: str, item, room: float) -> str:
        raise TypeError(f"{type(self).__name__} must implement _fit_caption")

    def _wrap_fact(self, text: str, metrics, width: float) -> list[str]:
        return [text]

    def _default_name(self, seat: int) -> str:
        return self.texts.default_name(seat)

    def _shows_hand(self, obs, seat: int) -> bool:
        """Whether a seat's mat shows the observation's own hand (face up, offered)."""
        return seat == self.bottom_seat() and obs.hand is not None

    def _legal_changed(self) -> None:
        """Each game: close what else the new legal actions no longer allow (another dialog)."""

    def _decision_dialog(self, choices: list, answer):
        """Each game with a decision_kind: its dialog offering these choices, whose answer calls answer(choice)."""
        raise TypeError(f"{type(self).__name__} must implement _decision_dialog")

    def _open_decision(self):
        """Open the dialog of a decision_kind decision when one is offered (returns it, or None)."""
        choices = self.offer.choices(self.decision_kind)
        if not choices or self._obs is None:
            return None
        kind = self.decision_kind
        return self.decision.open(lambda: self._decision_dialog(choices, lambda choice: self._request((kind, choice))),
                                  lambda legal: any(action[0] == kind for action in legal))

    def _click_opens(self, card_id) -> Callable | None:
        """Each game: what a click on a card that is not the hand's opens (its own pile, to look at), or None."""
        return None

    def refusal(self, code) -> str:
        """Why a card of the hand cannot be chosen now (the game's rules' words, for the person)."""
        return self.texts.refusal(self._obs, code)

    def _choose(self, options: list) -> None:
        """The actions that take the card clicked: the first by default (a game may ask between them)."""
        self._request(options[0])

    # --- drawing an observation ---------------------------------------------------------------------------
    def _reshape(self) -> None:
        """Give the scene the view's shape and recompute where everything goes."""
        size = self._reshape_scene()
        geometry = self._geometry
        if geometry is None or geometry.size != size or geometry.players != self._obs.players:
            self._geometry = trick_table(self._obs.players, size, self.seat_spec)
            self.trick.set_layout(self._geometry.trick)
            self._laid_out()

    def _laid_out(self) -> None:
        """Each game: lay out what is its own once the table's geometry changed."""

    def _render(self, obs) -> None:
        self._obs = obs
        self._drawn_live = not self.is_animating()
        self._reshape()
        self.seats.ensure(obs.players)
        wanted: set = set()
        self.slots.clear()
        self.seats.dealer.setVisible(False)
        self.hand.clear()
        for seat, rect in enumerate(self._geometry.seat_rects(self.bottom_seat())):
            self.seats.show_seat(seat, rect, self._seat_name(seat), self._badge(seat),
                                 self.texts.dealer_label() if obs.dealer == seat else "",
                                 obs.to_act == seat and not obs.terminal, [self.texts.seat_info(obs, seat)])
            self._render_mat(obs, seat, wanted)
        self._render_trick(obs, wanted)
        self._render_more(obs, wanted)
        self.seats.hide_unshown()
        self.slots.show()
        for card in self._table.cards():
            if card.card_id not in wanted:
                self._table.remove_card(card.card_id)
        self._render_centre(obs)
        self._apply_offer()
        self._overlay.refresh()

    def _caption(self, seat: int, kind: str, layout, left: float, width: float, text: str | None = None,
                 count: int | None = None, room: float = 0.0):
        """A mat's caption centred under a card or a fan from left, width wide, where layout (its
        caption_centre) puts it: text, else the game's texts.captions()[kind], with its count under it if
        given; room: the width it may take (else caption_room more than the card's)."""
        text = self.texts.captions()[kind] if text is None else text
        label = self.seats.caption(seat, kind, text, layout.caption_centre(left, width, 0),
                                   room or width + self.caption_room)
        if count is not None:
            self.seats.set_count(seat, kind, str(count), layout.caption_centre(left, width, 1))
        return label

    def _hand_caption(self, seat: int, count: int, layout) -> None:
        """The caption and count under a seat's hand, laid out in layout.hand_rect."""
        self._caption(seat, "hand", layout, layout.hand_rect.left(), layout.hand_rect.width(), count=count)

    def _show_own_hand(self, ordered: Iterable[tuple], group: Callable, layout: HandMat, wanted: set) -> None:
        """The viewer's hand face up in layout.hand_rect: ordered its (card id, code) pairs in display order,
        group(code) the group a card sorts into."""
        cards = [HandCard(card_id, self._face(code), group(code)) for card_id, code in ordered]
        wanted |= self.hand.show(cards, layout.hand_rect, layout.hand_w)

    def _show_backs(self, seat: int, count: int, layout: HandMat, tooltip: str, wanted: set,
                    centred: bool = False) -> None:
        """Another seat's hand as a fan of backs in layout.hand_rect (see mat_geometry.fan_of_backs), each
        with tooltip, and its caption and count."""
        for index, place in enumerate(fan_of_backs(count, layout.hand_rect, layout.hand_w, centred)):
            self._show_kept(wanted, ("fan", seat, index), BACK, layout.hand_w, place.pos, place.z, tooltip)
        self._hand_caption(seat, count, layout)

    def _show_open_hand(self, seat: int, ordered: Sequence[tuple], layout: HandMat, wanted: set,
                        max_step: float = math.inf, caption: bool = True) -> None:
        """A revealed observation: a seat's hand, ordered (card id, code) pairs, face up and marked in an open
        fan (see mat_geometry.open_fan) in layout.hand_rect, each card's tooltip naming it; with its caption
        and count unless caption is False."""
        name = self._seat_name(seat)
        places = open_fan(len(ordered), layout.hand_rect, layout.hand_w, max_step)
        for index, (place, (_card_id, code)) in enumerate(zip(places, ordered)):
            tooltip = QCoreApplication.translate("TrickTable", "In {name}'s hand: {card}").format(
                name=name, card=self.faces.card_label(code))
            self._show_kept(wanted, ("shown", seat, index), self._face(code), layout.hand_w, place.pos, place.z,
                            tooltip, revealed=True)
        if caption:
            self._hand_caption(seat, len(ordered), layout)

    def _show_kept(self, wanted: set, card_id, face, width: float, pos, z: float, tooltip: str,
                   revealed: bool = False):
        """A card this render keeps (its id added to wanted) with its tooltip; revealed: one hidden from the
        viewer that a revealed observation shows, marked as such."""
        if revealed:
            card = self._show_revealed_card(card_id, face, width, pos, z, tooltip)
        else:
            card = self._show_card(card_id, face, width, pos, z)
            card.setToolTip(tooltip)
        wanted.add(card_id)
        return card

    def _render_more(self, obs, wanted: set) -> None:
        """Each game: what it draws besides the mats and the trick (a pile in the centre), none by default."""

    def _show_labels(self, obs) -> None:
        """An animation's step: the mats' texts, the status line and the round's facts tell obs."""
        for seat in range(min(obs.players, self.seats.count())):
            self.seats.show_state(seat, obs.to_act == seat and not obs.terminal, [self.texts.seat_info(obs, seat)])
            for kind, count in self._caption_counts(obs, seat).items():
                self.seats.set_count(seat, kind, str(count))
        self._render_centre(obs)

    def _caption_counts(self, obs, seat: int) -> dict:
        """Each game: the counts an animation's step shows in a seat's captions, {kind: count}, the cards left
        where they are (none by default)."""
        return {}

    def _position(self, seat: int) -> int:
        """A seat's place around the table: 0 the viewer (bottom), then the top row left to right."""
        return (seat - self.bottom_seat()) % self._obs.players

    def _render_trick(self, obs, wanted: set) -> None:
        cards = [self._trick_card(index, play, obs) for index, play in enumerate(obs.trick)]
        played = {play[0] for play in obs.trick}
        waiting = [self._position(seat) for seat in range(obs.players)
                   if seat not in played] if obs.phase == "play" else []
        wanted |= self.trick.show(cards, waiting)

    def _render_centre(self, obs) -> None:
        geometry = self._geometry
        mover = self._seat_name(obs.to_act) if obs.to_act is not None else ""
        self.centre.show_status(self._message or self.texts.status_line(obs, mover), geometry.status_centre(),
                                geometry.centre.width() - 40, bool(self._message) or obs.to_act == obs.seat)
        self.centre.show_facts(self._facts(obs), geometry.info_rect())
        self._place_buttons(obs)

    def _stack_pills(self, y: float, gap: float, labels: dict, shown: dict, enabled: dict, highlighted: str,
                     right: bool = False) -> None:
        """The table's buttons that show, one under the other from y, in the buttons' box right of the trick
        (at most 300 wide, centred in it or at its right); a hidden or disabled button's shortcut does nothing."""
        box = self._geometry.buttons_rect()
        width = min(box.width(), 300.0)
        x = box.right() - width if right else box.center().x() - width / 2
        for kind, button in self._pills.buttons.items():
            button.setVisible(shown[kind])
            self._pills.actions[kind].setEnabled(shown[kind] and enabled[kind])
            if not shown[kind]:
                continue
            button.set_text(labels[kind], width)
            button.set_enabled(enabled[kind] and not self.is_animating())
            button.set_highlighted(kind == highlighted)
            button.setToolTip(f"{labels[kind]} ({self._pills.actions[kind].shortcut().toString()})")
            button.setPos(x, y)
            y += button.height() + gap

    # --- what may be done ---------------------------------------------------------------------------------
    def set_legal_actions(self, legal: Sequence) -> None:
        """The actions the person may take now (empty: none). Closes a dialog that no longer applies."""
        # The same offer again (each computer player's move withdraws the empty one anew) draws nothing new.
        unchanged = not self.offer.set(legal) and not self._message
        self.decision.offer_changed(self.offer.actions())
        self._legal_changed()
        self._message = ""
        if not unchanged:
            self._refresh()
        offered = bool(self.offer.choices(self.decision_kind))
        if offered and not self._decision_was_offered and self.auto_open_dialog:
            QTimer.singleShot(0, self._auto_open_decision)
        self._decision_was_offered = offered

    def _auto_open_decision(self) -> None:
        if self.offer.choices(self.decision_kind) and not self.is_animating() and not self.decision.is_open():
            self._open_decision()

    def _apply_offer(self) -> None:
        """The hand offered as the legal actions say, each card's tooltip saying why it is refused."""
        if self._obs is None:
            return
        live = not self.is_animating() and self.pending_dialog() is None
        playable = self.offer.codes()
        offered = self.hand.offer([card_id for card_id in self.hand.card_ids() if card_id[1] in playable], live)
        for card in self.hand.items():
            code = card.card_id[1]
            reason = "" if code in playable else self.refusal(code)
            card.setToolTip(self.texts.card_tooltip(code, code in playable or not offered, reason))
        busy = self.is_animating()
        for card in self._table.cards():  # the other cards a click opens something with (`_click_opens`)
            if card.card_id[0] != "hand":
                opens = not busy and self._click_opens(card.card_id) is not None
                if card.clickable != opens:
                    card.set_clickable(opens)

    def _on_card_clicked(self, card_id) -> None:
        if self._obs is None or self.is_animating() or self.pending_dialog() is not None:
            return
        opens = self._click_opens(card_id)
        if opens is not None:
            opens()
            return
        if card_id[0] != "hand" or not self.offer.codes():
            return
        options = self.offer.options(card_id[1])
        if options:
            self._choose(options)
        else:
            self._show_message("⚠ " + self.refusal(card_id[1]))

    def _request(self, action) -> None:
        self.offer.clear()
        self._message = ""
        self._apply_offer()
        self.action_requested.emit(action)

    def _show_message(self, text: str) -> None:
        self._message = text
        self._refresh()

    def _refresh(self) -> None:
        """Redraw what the offer changes: the cards' states, the status line and the buttons."""
        if self._obs is not None and self._geometry is not None and not self.is_animating():
            self._apply_offer()
            self._render_centre(self._obs)

    def _open_panel(self, kind: str, content, card_w: float = 84.0) -> None:
        """Open the overlay on content(): (plays, title, lines) for the last trick (kind "last", see
        trick.show_last_trick), else (title, lines, rows of cards); None closes it."""
        def build(panel: Overlay) -> bool:
            shown = content() if self._obs is not None else None
            if shown is not None and kind == "last":
                show_last_trick(panel, self._geometry.overlay_rect(), *shown, self.texts.close_hint())
            elif shown is not None:
                panel.show_content(kind, self._geometry.overlay_rect(), *shown, self.texts.close_hint(), card_w=card_w)
            return shown is not None or self._obs is None
        self._overlay.open(build)

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        # While the table animates, Esc skips the animation first (GameTable.SKIP_KEYS).
        if not self.is_animating() and self._overlay.close_by_key(event):
            return
        super().keyPressEvent(event)

    # --- animation ---------------------------------------------------------------------------------------------
    def _can_animate(self, obs_after) -> bool:
        return self._geometry is not None and super()._can_animate(obs_after)

    def _plan_events(self, plan: Choreography, events: Sequence, obs_after) -> None:
        """Cards fly from what is shown now (nothing may be clicked meanwhile)."""
        for card in self._table.cards():
            card.set_clickable(False)
            card.set_selectable(False)
            card.set_highlighted(False)  # nothing is offered while cards fly
            card.set_dimmed(False)
        self._trick_codes = [play[1] for play in self._obs.trick]
        self._step_obs = self._obs
        for event in events:
            if event.kind == "game_over":
                self._plan_shown(plan, obs_after)  # the final scores, as the last pause begins
                plan.pause(self._table.duration())
            elif event.kind in self.paused_kinds:
                plan.pause(self._table.duration())
            else:
                self._plan_event(plan, event, obs_after)

    def _plan_aftermath(self, plan: Choreography, events: Sequence, obs_after) -> None:
        """What every event leaves behind, animated or not: a played card closes an overlay that would hide
        it; the game notes the rest (`_note_event`)."""
        for event in events:
            if event.kind == "played":
                plan.call(self.close_overlay)
            self._note_event(plan, event, obs_after)

    def _note_event(self, plan: Choreography, event, after) -> None:
        """Each game: what an event leaves behind besides (a round's summary to open), nothing by default."""

    def _plan_play(self, plan: Choreography, seat: int, code, play) -> None:
        """A card played: it flies to the trick and its labels show; a full trick's texts tell it at once."""
        index = len(self._trick_codes)
        self._trick_codes.append(code)
        plan.call(self.close_overlay)
        own = self._shows_hand(self._obs, seat)
        plan.then(lambda beat: self.flights.fly_to_trick(beat, seat, code, index, self._position(seat), own))
        self._step_obs = step = after_play(self._step_obs, seat, code, play)
        plan.call(lambda: self.trick.label(index, self._trick_card(index, play, step)))
        if len(step.trick) == step.players:  # it lies there a while: say so now
            self._plan_shown(plan, step)

    def _plan_trick_won(self, plan: Choreography, winner) -> None:
        """A finished trick lies there a moment, then goes where the game says (`_collect_targets`)."""
        codes, self._trick_codes = self._trick_codes, []
        plan.pause(self._table.duration() * 2)
        plan.then(lambda beat: self.trick.collect(beat, self._collect_targets(winner, codes)))

    def _after_animation(self) -> None:
        # The final redraw ran inside the plan: drawn while cards moved, the offer and buttons were greyed.
        if not self._drawn_live:
            self._refresh()
            self._overlay.refresh()

    def _clear_flying(self) -> None:
        """Nothing to remove: the cards in flight are the scene's own, which the next redraw places or removes."""
