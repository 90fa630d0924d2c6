"""The Auf falscher Fährte table: the kit's trick-taking table (`tricks.TrickTakingTable`) with this game's
mats, pile of hidden cards, round's facts, trump dialog and score sheet.

A hand card is offered when an action hides or plays it; when the actions are trump decisions, the trump
dialog opens with the four colours (the current trump meaning "keep"). Each mat holds its hand and the
slot of its hidden card: the viewer's own hand face up with its hidden card face up (only the viewer may
see it; a highlighted empty slot while it is to be chosen), the others' hands as fans of backs and, while
the hidden cards are being laid, the one each has laid. Left of the trick: the round, the trump colour,
the round type as far as it is known, the leftover card; right of it: the pile of hidden cards (those
turned up face up, with their sum against the threshold) over the table's buttons (the trump dialog
again, the last trick, the score sheet). A finished trick goes to its winner's mat, or to the pile when
only jokers made it; the end of a round opens a summary over the trick.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem

from cardtable.games.faehrte.cards import colour_of, is_joker

from cardtable.app.table.cards import BACK
from cardtable.app.table.dialog_slot import DialogSlot
from cardtable.app.table.style import HIGHLIGHT, TEXT_SOFT, centre_text, fit_line, make_text, wrap_lines
from cardtable.app.table.trick import TrickCard
from cardtable.app.table.tricks.seats import CAPTION_SIZE
from cardtable.app.table.tricks.table import TrickTakingTable

from . import accessible, faces, overlays, revealed, texts
from .faces import card_style, colour_style, face, group_key, ordered_hand
from .layout import SEATS, SIZING, MatLayout, other_mat, pile_layout, viewer_mat
from .score_sheet import ScoreSheetDialog
from .trump_dialog import TrumpDialog


class FaehrteTable(TrickTakingTable):
    """The Auf falscher Fährte table widget (owns its scene). See the module docstring."""

    scene_sizing = SIZING
    seat_spec = SEATS
    texts = texts
    faces = faces
    overlays = overlays
    accessible = accessible
    card_kinds = ("hide", "play")
    caption_kinds = ("hand", "slot")
    slot_alpha = 70
    caption_room = 60.0
    fact_spacing = 1.5
    decision_kind = "trump"
    paused_kinds = ("hidden", "revealed", "trump_kept", "trump_changed", "round_type")
    spoken_symbols = accessible.SPOKEN_SYMBOLS

    def __init__(self, parent=None):
        self._pile = None
        super().__init__(parent)
        self._sheet_slot = DialogSlot(self)  # the score sheet, beside the trump dialog

    # --- public API ----------------------------------------------------------------------------------------
    def pile_caption(self) -> str:
        """The pile's name and sum, as shown over it."""
        return f"{self._pile_caption.text()}\n{self._pile_sum.text()}"

    def pile_caption_rect(self):
        return self._pile_caption.sceneBoundingRect()

    def pile_items(self) -> list:
        """The pile's cards in the order they are turned up (face up first, then backs)."""
        cards = [card for card in self._table.cards() if card.card_id[0] == "pile" and card.isVisible()]
        return sorted(cards, key=lambda card: card.card_id[1])

    def choosing_hidden_card(self) -> bool:
        """Whether the highlighted slot asks the viewer for a hidden card."""
        return not self._prompt.path().isEmpty()

    def hidden_slot_rect(self, seat: int):
        return self._mat_layout(seat).slot_rect

    def trump_dialog(self):
        return self.decision.current()

    def score_sheet(self):
        return self._sheet_slot.current()

    def show_round_end(self, summary) -> None:
        self._open_panel("round", lambda: overlays.round_end(summary, self._seat_name))

    # --- the configuration of the kit's table -------------------------------------------------------------
    def _fit_caption(self, text: str, item, room: float) -> str:
        return fit_line(text, item, room, CAPTION_SIZE)

    def _wrap_fact(self, text: str, metrics, width: float) -> list[str]:
        return wrap_lines(text, metrics, width)

    def _shows_hand(self, obs, seat: int) -> bool:
        return seat == self.bottom_seat() and seat == obs.seat and obs.hand is not None

    def _pill_handlers(self) -> dict:
        return {"trump": self.open_trump_dialog, "last": self.show_last_trick, "sheet": self.open_score_sheet}

    def _build_centre(self) -> None:
        self._pile_caption = make_text("", 19, colour=TEXT_SOFT)
        self._pile_sum = make_text("", 20, bold=True)
        self._prompt = QGraphicsPathItem()  # the slot the viewer's hidden card is asked for
        self._prompt.setPen(QPen(HIGHLIGHT, 5, Qt.PenStyle.DashLine))
        self._prompt.setBrush(QColor(255, 213, 74, 40))
        self._prompt_slot = QPainterPath()
        for item in (self._pile_caption, self._pile_sum, self._prompt):
            self._table.addItem(item)

    def _laid_out(self) -> None:
        self._pile = pile_layout(self._obs.players, self._geometry.buttons_rect())

    def _refresh(self) -> None:
        """The offer changes the slot's prompt too: everything is drawn again."""
        if self._obs is not None and self._geometry is not None and not self.is_animating():
            self._render(self._obs)

    # --- the mats ---------------------------------------------------------------------------------------------
    def _mat_layout(self, seat: int) -> MatLayout:
        content = self.seats.content_rect(seat)
        return viewer_mat(content) if seat == self.bottom_seat() else other_mat(content)

    def _render_mat(self, obs, seat: int, wanted: set) -> None:
        self.seats.panel(seat).set_placeholder(texts.final_line(obs.totals[seat]) if obs.terminal else "")
        if obs.terminal:
            return
        layout = self._mat_layout(seat)
        if self._shows_hand(obs, seat):
            self._show_own_hand(ordered_hand(obs.hand, obs.trump), group_key, layout, wanted)
            self._render_own_hidden(obs, layout, wanted)
        elif obs.revealed_hands and seat != obs.seat:
            self._render_open_seat(obs, seat, wanted)
        else:
            count = obs.hand_sizes[seat]
            self._show_backs(seat, count, layout, texts.fan_tooltip(count), wanted, centred=True)
            if obs.phase == "hide" and obs.laid[seat]:
                self._show_kept(wanted, ("laid", seat), BACK, layout.slot_w, layout.slot, 10, texts.laid_tooltip())
                self._caption(seat, "slot", layout, layout.slot.x(), layout.slot_w, texts.captions()["laid"],
                              room=layout.slot_room)

    def _render_open_seat(self, obs, seat: int, wanted: set) -> None:
        """A revealed observation: another player's hand face up and its hidden card in its slot, marked."""
        hand = obs.revealed_hands[seat]
        layout = revealed.revealed_other_mat(self.seats.content_rect(seat), len(hand))
        self._show_open_hand(seat, ordered_hand(hand, obs.trump), layout, wanted)
        hidden = obs.revealed_hidden[seat]
        if hidden is not None:
            self._show_kept(wanted, ("shown-hidden", seat), face(hidden), layout.slot_w, layout.slot, 10,
                            revealed.hidden_card_tooltip(self._seat_name(seat), hidden), revealed=True)
            self._caption(seat, "slot", layout, layout.slot.x(), layout.slot_w, revealed.hidden_caption(),
                          room=layout.slot_room)

    def _render_own_hidden(self, obs, layout: MatLayout, wanted: set) -> None:
        """The viewer's hidden card face up in its slot; while it is to be chosen, the empty slot highlighted
        with a prompt."""
        seat = obs.seat
        if obs.my_hidden is not None:
            self._show_kept(wanted, ("own-hidden", seat), face(obs.my_hidden), layout.slot_w, layout.slot, 10,
                            texts.own_hidden_tooltip(obs.my_hidden))
        elif obs.phase != "hide":
            return
        label = self._caption(seat, "slot", layout, layout.slot.x(), layout.slot_w, texts.captions()["hidden"],
                              room=layout.slot_room)
        if obs.my_hidden is None:
            choosing = bool(self.offer.choices("hide"))
            self.slots.add(layout.slot_rect)
            if choosing:
                self._prompt_slot.addRoundedRect(layout.slot_rect, 8, 8)
            label.setBrush(HIGHLIGHT if choosing else TEXT_SOFT)

    # --- the trick, the pile and the facts ------------------------------------------------------------------
    def _trick_card(self, index: int, play, obs) -> TrickCard:
        seat, code = play
        trump_card = not is_joker(code) and colour_of(code) == obs.trump
        return TrickCard(self._position(seat), face(code), self._seat_name(seat),
                         texts.play_marker(index, code, obs.trump), trump_card, texts.card_tooltip(code, True, ""))

    def _render_more(self, obs, wanted: set) -> None:
        """The hidden cards: those turned up face up in order, then the face-down ones, then a dashed slot
        for each card still to be laid; and the prompt of the viewer's own slot."""
        pile = self._pile
        laid = sum(obs.laid) if obs.phase == "hide" else len(obs.revealed) + obs.hidden_left
        pile_faces = [face(code) for code in obs.revealed] + [BACK] * max(0, laid - len(obs.revealed))
        shown = revealed.pile_codes(obs) if obs.revealed_hands else []
        for index, place in enumerate(pile.slots):
            if index < len(shown):
                code, owner = shown[index]
                self._show_kept(wanted, ("pile", index), face(code), pile.card_w, place, 20 + index,
                                revealed.pile_card_tooltip(code, self._seat_name(owner)),
                                revealed=index >= len(obs.revealed))
            elif index < len(pile_faces):
                self._show_kept(wanted, ("pile", index), pile_faces[index], pile.card_w, place, 20 + index,
                                texts.pile_tooltip(obs))
            else:
                self.slots.add(QRectF(place.x(), place.y(), pile.card_w, pile.card_w * 1.4), 6)
        width = self._geometry.buttons_rect().width()
        for item, line, dy, size in zip((self._pile_caption, self._pile_sum), texts.pile_caption(obs), (-13, 13),
                                        (19, 20)):
            item.setText(fit_line(line, item, width, size))
            centre_text(item, pile.caption.x(), pile.caption.y() + dy)
        self._prompt.setPath(self._prompt_slot)
        self._prompt_slot = QPainterPath()

    def _facts(self, obs) -> list[tuple]:
        """The round's facts left of the trick: (text, ColourStyle or None, style)."""
        lines = [(texts.round_line(obs), None, "title"),
                 (texts.trump_line(obs.trump), colour_style(obs.trump), "trump"),
                 (texts.outlook_line(obs.outlook()), None, "strong")]
        if obs.leftover is not None:
            lines.append((texts.leftover_line(obs.leftover), card_style(obs.leftover), ""))
        if obs.jokers:
            lines.append((texts.joker_line(obs), None, "small"))
        return lines

    def _place_buttons(self, obs) -> None:
        trump = bool(self.offer.choices("trump"))
        self._stack_pills(self._pile.bottom, 10, texts.button_labels(), {"trump": trump, "last": True, "sheet": True},
                          {"trump": not self.decision.is_open(), "last": bool(obs.round_tricks), "sheet": True},
                          "trump")

    # --- the dialogs ------------------------------------------------------------------------------------------
    def _decision_dialog(self, choices: list, answer) -> TrumpDialog:
        dialog = TrumpDialog(self._obs.trump, choices, bool(self._obs.jokers), self)
        dialog.answered.connect(answer)
        return dialog

    def open_trump_dialog(self):
        """Open the trump dialog when a trump decision is offered (returns it, or None)."""
        return self._open_decision()

    def open_score_sheet(self):
        """The score sheet: every finished round's points per player, and the totals (returns the dialog)."""
        if self._obs is None:
            return None
        names = [self._seat_name(seat) for seat in range(self._obs.players)]
        return self._sheet_slot.open(lambda: ScoreSheetDialog(self._obs, names, self))

    # --- the events' moves ------------------------------------------------------------------------------------
    def _plan_aftermath(self, plan, events, obs_after) -> None:
        """Besides the kit's: a scored round (not the game's last) opens its summary, with the tricks won
        when the table saw the whole round (the observation shown before these events, and their winners)."""
        super()._plan_aftermath(plan, events, obs_after)
        winners = [event.data.get("seat") for event in events if event.kind == "trick"]
        for event in events:
            if event.kind == "round_scored" and not obs_after.terminal:
                summary = overlays.summary(event, self._obs, winners, obs_after)
                plan.call(lambda summary=summary: self.show_round_end(summary))

    def _plan_event(self, plan, event, after) -> None:
        data = event.data
        if event.kind == "played":
            self._plan_play(plan, data["seat"], data["code"], (data["seat"], data["code"]))
        elif event.kind in ("trick", "trick_void"):
            self._plan_trick_won(plan, data.get("seat") if event.kind == "trick" else None)

    def _collect_targets(self, winner: int | None, codes: list) -> list:
        """The trick's cards go face down to the winner's mat (to the hidden cards' pile for nobody)."""
        width = 40.0
        if winner is None:
            target = self._pile.slots[0]
        else:
            centre = self.seats.panel(winner).sceneBoundingRect().center()
            target = QPointF(centre.x() - width / 2, centre.y() - width * 0.7)
        return [(target, width, BACK)] * len(codes)
