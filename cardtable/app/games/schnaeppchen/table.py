"""The Schnäppchen Jagd table: the kit's trick-taking table (`tricks.TrickTakingTable`) with this game's
mats, round's facts, declarations (asked by the kit's `DeclarationQuestions`: trump or not, then above or
below) and sorting dialog (it offers the sort actions).

Each mat holds its hand (the viewer's grouped by colour or by value), its bargain pile with its top card
and its junk pile face down, each with a caption and its count; the viewer opens its own junk pile with a
click on it. A laid card flies to its bargain pile; a finished trick's cards of the value the winner
collects go to its bargain pile, the others face down to its junk pile. The end of a round opens a summary.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF

from cardtable.games.schnaeppchen.cards import SUPER, value_of
from cardtable.games.schnaeppchen.tricks import Play

from cardtable.app.table.cards import BACK, card_rect
from cardtable.app.table.style import fit_text
from cardtable.app.table.trick import TrickCard
from cardtable.app.table.tricks.declarations import DeclarationQuestions
from cardtable.app.table.tricks.seats import CAPTION_SIZE
from cardtable.app.table.tricks.table import TrickTakingTable

from . import accessible, faces, overlays, revealed, texts
from .declaration_dialog import RANK, TRUMP, DeclarationDialog
from .faces import BY_COLOUR, BY_VALUE, colour_style, face, group_key, ordered_hand
from .layout import SEATS, SIZING, PilesLayout, bargain_stack, junk_stack, other_piles, viewer_piles
from .sorting_dialog import SortingDialog

PILES = ("hand", "bargain", "junk")


class SchnaeppchenTable(TrickTakingTable):
    """The Schnäppchen Jagd table widget (owns its scene). See the module docstring."""

    scene_sizing = SIZING
    seat_spec = SEATS
    texts = texts
    faces = faces
    overlays = overlays
    accessible = accessible
    card_kinds = ("bargain", "play")
    caption_kinds = PILES
    spoken_symbols = accessible.SPOKEN_SYMBOLS
    decision_kind = "sort"
    paused_kinds = ("sorting",)

    def __init__(self, parent=None):
        self._order = BY_COLOUR
        self._round_events: list = []
        super().__init__(parent)
        self.declarations = DeclarationQuestions(self, ((TRUMP, 2), (RANK, 3)), self._declaration_dialog,
                                                 self._request)
        self.declarations.slot.changed.connect(self._apply_offer)

    # --- public API ----------------------------------------------------------------------------------------
    def hand_order(self) -> str:
        return self._order

    def set_hand_order(self, order: str) -> None:
        """BY_COLOUR (colour then value) or BY_VALUE (value then colour)."""
        self._order = order
        if self._obs is not None and not self.is_animating():
            self._render(self._obs)

    def toggle_hand_order(self) -> None:
        self.set_hand_order(BY_VALUE if self._order == BY_COLOUR else BY_COLOUR)

    def pending_dialog(self):
        """The declaration dialog waiting for an answer, if any."""
        return self.declarations.slot.current()

    def sorting_dialog(self):
        return self.decision.current()

    def show_junk(self) -> None:
        """Open the viewer's own junk pile (nothing for a viewer without one)."""
        self._open_panel("junk", lambda: overlays.junk(self._obs) if self._obs.my_junk else None, card_w=76.0)

    def show_round_end(self, finished_round: int, obs, events) -> None:
        self._open_panel("round", lambda: overlays.round_end(finished_round, obs, self._seat_name, events))

    # --- the configuration of the kit's table -------------------------------------------------------------
    def _fit_caption(self, text: str, item, room: float) -> str:
        return fit_text(text, item, room, CAPTION_SIZE, smallest=0.7)

    def _pill_handlers(self) -> dict:
        return {"last": self.show_last_trick, "order": self.toggle_hand_order, "sort": self.open_sorting_dialog}

    # --- the mats ---------------------------------------------------------------------------------------------
    def _seat_layout(self, seat: int, shown=None) -> PilesLayout:
        content = self.seats.content_rect(seat)
        if seat == self.bottom_seat():
            return viewer_piles(content)
        return revealed.revealed_other_piles(content, len(shown)) if shown is not None else other_piles(content)

    def _render_mat(self, obs, seat: int, wanted: set) -> None:
        viewer = seat == self.bottom_seat()
        shown = obs.revealed_hands[seat] if obs.revealed_hands and not (viewer and obs.hand is not None) else None
        layout = self._seat_layout(seat, shown)
        if viewer and obs.hand is not None:
            self._show_own_hand(ordered_hand(obs.hand, self._order), lambda code: group_key(code, self._order),
                                layout, wanted)
        elif shown is not None:  # another's hand, or a spectator's bottom seat (without caption)
            self._show_open_hand(seat, ordered_hand(shown, self._order), layout, wanted,
                                 max_step=layout.hand_w * 1.08, caption=not viewer)
        else:
            count = obs.hand_sizes[seat]
            self._show_backs(seat, count, layout, texts.pile_tooltip("hand", count), wanted)
        self._render_piles(obs, seat, layout, viewer, wanted)
        if obs.revealed_junk and obs.revealed_junk[seat]:
            junk = obs.revealed_junk[seat]
            top = junk_stack(len(junk), layout.junk)[-1]
            self._show_kept(wanted, ("junk-top", seat), face(junk[-1]), layout.card_w, top.pos, top.z + 1,
                            revealed.junk_tooltip(junk), revealed=True)

    def _render_piles(self, obs, seat: int, layout: PilesLayout, viewer: bool, wanted: set) -> None:
        pile = obs.bargain[seat]
        collecting = obs.collecting(seat)
        for index, place in enumerate(bargain_stack(len(pile), layout.bargain)):
            code = pile[len(pile) - min(3, len(pile)) + index]
            self._show_kept(wanted, ("bargain", seat, index), face(code), layout.card_w, place.pos, place.z,
                            texts.pile_tooltip("bargain", len(pile), collecting))
        width = layout.card_w * 1.1
        self._caption(seat, "bargain", layout, layout.bargain.x(), width, count=len(pile))
        size = obs.junk_sizes[seat]
        own = viewer and obs.my_junk is not None
        for index, place in enumerate(junk_stack(size, layout.junk)):
            self._show_kept(wanted, ("junk", seat, index), BACK, layout.card_w, place.pos, place.z,
                            texts.pile_tooltip("junk", size, own=own))
        self._caption(seat, "junk", layout, layout.junk.x(), width, count=size)
        if not pile:
            self.slots.add(card_rect(layout.bargain + QPointF(6, 0), layout.card_w))
        if not size:
            self.slots.add(card_rect(layout.junk, layout.card_w))

    def _caption_counts(self, obs, seat: int) -> dict:
        return {"hand": obs.hand_sizes[seat], "bargain": len(obs.bargain[seat]), "junk": obs.junk_sizes[seat]}

    # --- the trick and the facts ------------------------------------------------------------------------------
    def _trick_card(self, index: int, play, obs) -> TrickCard:
        return TrickCard(self._position(play.seat), face(play.card), self._seat_name(play.seat),
                         texts.play_marker(play, index), bool(play.trump or play.card == SUPER),
                         texts.card_tooltip(play.card, True, ""))

    def _facts(self, obs) -> list[tuple]:
        """The round's facts left of the trick: (text, ColourStyle or None, style)."""
        lines = [(texts.round_line(obs), None, "title"), (texts.stock_line(obs), None, "")]
        if revealed.stock_line(obs):
            lines.append((revealed.stock_line(obs), None, "revealed"))
        if obs.phase == "play":
            view = obs.trick_view()
            lines.append((texts.led_line(view), colour_style(view.led) if view.led is not None else None, "strong"))
            trump = view.trump is not None
            lines.append((texts.trump_line(view), colour_style(view.trump) if trump else None,
                          "trump" if trump else "strong"))
            if view.not_trump:
                lines.append((texts.not_trump_line(view), None, "small"))
        elif obs.phase == "sort":
            for seat, choice, discarded, moved in obs.round_sorts:
                lines.append((texts.sort_summary(self._seat_name(seat), choice, len(discarded), len(moved)),
                              None, "small"))
        return lines

    def _place_buttons(self, obs) -> None:
        self._stack_pills(self._geometry.buttons_rect().top() + 6, 12, texts.button_labels(self._order),
                          {"last": True, "order": bool(obs.hand), "sort": bool(self.offer.choices("sort"))},
                          {"last": bool(obs.round_tricks), "order": True, "sort": True}, "sort", right=True)

    # --- clicks and declarations ------------------------------------------------------------------------------
    def _click_opens(self, card_id):
        """The viewer's own junk pile opens with a click."""
        own = card_id[0] == "junk" and card_id[1] == self._obs.seat and self._obs.my_junk is not None
        return self.show_junk if own else None

    def _choose(self, options: list) -> None:
        """A card's plays that differ on their declarations (trump or not, then above or below) ask them."""
        self.declarations.choose(options)

    def _declaration_dialog(self, kind: str, options: list, answers: tuple) -> DeclarationDialog:
        return DeclarationDialog(kind, options[0][1], self._obs.trick_view().led, answers, self)

    def _legal_changed(self) -> None:
        self.declarations.offer_changed(self.offer.actions())

    # --- sorting ---------------------------------------------------------------------------------------------

    def _decision_dialog(self, choices: list, answer) -> SortingDialog:
        dialog = SortingDialog(self._obs, choices, self)
        dialog.chosen.connect(answer)
        return dialog

    def _open_decision(self):
        """Sorting needs the person's own junk pile (a spectator's observation has none)."""
        return super()._open_decision() if self._obs is not None and self._obs.my_junk is not None else None

    def open_sorting_dialog(self):
        """Open the sorting dialog when sorting is offered (returns it, or None)."""
        return self._open_decision()

    # --- the events' moves ------------------------------------------------------------------------------------
    def _note_event(self, plan, event, after) -> None:
        """The round's sortings, then its summary when the next round starts."""
        if event.kind == "sorting":
            self._round_events = []
        elif event.kind == "sorted":
            self._round_events.append(event)
        elif event.kind == "round" and self._round_events:
            finished, sortings = event.data["round"] - 1, list(self._round_events)
            self._round_events = []
            plan.call(lambda: self.show_round_end(finished, after, sortings))

    def _plan_event(self, plan, event, after) -> None:
        data = event.data
        if event.kind == "bargain":
            plan.then(lambda beat: self._fly_to_bargain(beat, data["seat"], data["code"]))
        elif event.kind == "played":
            play = Play(data["seat"], data["code"], data.get("trump"), data.get("higher"))
            self._plan_play(plan, play.seat, play.card, play)
        elif event.kind == "trick":
            self._plan_trick_won(plan, data["seat"])
            self._plan_shown(plan, after)

    def _fly_to_bargain(self, beat, seat: int, code: int) -> None:
        layout = self._seat_layout(seat)
        self.flights.fly_to(beat, ("bargain", seat, 0), seat, code, layout.card_w, layout.bargain + QPointF(6, 0),
                            self._shows_hand(self._obs, seat))

    def _collect_targets(self, winner: int, codes: list) -> list:
        """The trick's cards of the value the winner collects go to its bargain pile, the others face down
        to its junk pile."""
        layout = self._seat_layout(winner)
        pile = self._obs.bargain[winner]
        wanted = value_of(pile[-1]) if pile else None
        return [(layout.bargain + QPointF(6, 0), layout.card_w, None) if code != SUPER and value_of(code) == wanted
                else (layout.junk, layout.card_w, BACK) for code in codes]
