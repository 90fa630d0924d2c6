"""How the Schnäppchen Jagd table animates the engine's events.

A mixin of SchnaeppchenTable; the trick's moves are the kit's TrickArea's. A laid or played card flies from its player's hand (turning face up
when it came from a hidden hand) to the bargain pile or its place in the trick; a finished trick
stays a moment, then its cards go to the winner's bargain pile (the value collected) and junk pile.
Sorting changes only counts: the final redraw shows them, and the end of a round opens a summary.

The texts follow the cards: when the card that completes a trick lands, the round's facts (the colour
led, trump), the status line and the side panel tell that full trick while it lies there, and the piles'
counts and scores change when it has been collected. An overlay over the trick (the last trick, the end
of a round) closes when the next card is played, which it would hide.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from PySide6.QtCore import QPointF

from cardtable.games.schnaeppchen.cards import SUPER, value_of
from cardtable.games.schnaeppchen.tricks import Play

from cardtable.app.table.animation import Beat, Choreography
from cardtable.app.table.cards import BACK
from cardtable.app.table.trick import trick_card_id

from .faces import face
from .layout import other_piles, viewer_piles


class SchnaeppchenAnimations:
    """The host provides _table, _obs, _geometry, _panels, _hand (HandRow), _trick (TrickArea), _render,
    _show_card, _position, bottom_seat, _label_play, show_round_end and the signals."""

    def _init_animation(self) -> None:
        self._round_events: list = []
        self._flying: list = []

    # --- life cycle ------------------------------------------------------------------------------------------
    def _can_animate(self, obs_after) -> bool:
        return self._geometry is not None and super()._can_animate(obs_after)

    def _plan_events(self, plan: Choreography, events: Sequence, obs_after) -> None:
        """Cards fly from what is shown now (nothing may be clicked meanwhile)."""
        for card in self._table.cards():
            card.set_clickable(False)
            card.set_selectable(False)
            card.set_highlighted(False)  # nothing is offered while cards fly
            card.set_dimmed(False)
        self._trick_codes = [play.card for play in self._obs.trick]
        self._step_obs = self._obs
        for event in events:
            self._plan_event(plan, event, obs_after)

    def _plan_aftermath(self, plan: Choreography, events: Sequence, obs_after) -> None:
        for event in events:
            self._note_event(plan, event, obs_after)

    def _after_animation(self) -> None:
        self._render(self._obs)

    def _clear_flying(self) -> None:
        for card_id in self._flying:
            self._table.remove_card(card_id)
        self._flying = []

    # --- events ------------------------------------------------------------------------------------------------
    def _note_event(self, plan: Choreography, event, after) -> None:
        """What every event leaves behind, animated or not: the round's sortings and its summary; a
        played card closes an overlay that would hide it."""
        if event.kind == "played":
            plan.call(self.close_overlay)
        elif event.kind == "sorting":
            self._round_events = []
        elif event.kind == "sorted":
            self._round_events.append(event)
        elif event.kind == "round" and self._round_events:
            finished, sortings = event.data["round"] - 1, list(self._round_events)
            self._round_events = []
            plan.call(lambda: self.show_round_end(finished, after, sortings))

    def _plan_event(self, plan: Choreography, event, after) -> None:
        data = event.data
        if event.kind == "bargain":
            plan.then(lambda beat: self._fly_to_bargain(beat, data["seat"], data["code"]))
        elif event.kind == "played":
            index = len(self._trick_codes)
            self._trick_codes.append(data["code"])
            play = Play(data["seat"], data["code"], data.get("trump"), data.get("higher"))
            plan.call(self.close_overlay)
            plan.then(lambda beat: self._fly_to_trick(beat, play.seat, play.card, index))
            plan.call(lambda: self._label_play(index, play))
            self._step_obs = played(self._step_obs, play)
            if len(self._step_obs.trick) == self._step_obs.players:  # it lies there a while: say so now
                self._plan_shown(plan, self._step_obs)
        elif event.kind == "trick":
            codes, self._trick_codes = self._trick_codes, []
            plan.pause(self._table.duration() * 2)
            plan.then(lambda beat: self._collect_trick(beat, data["seat"], codes))
            self._plan_shown(plan, after)
        elif event.kind == "game_over":
            self._plan_shown(plan, after)  # the final scores, as the last pause begins
            plan.pause(self._table.duration())
        elif event.kind == "sorting":
            plan.pause(self._table.duration())

    def _source(self, seat: int, code: int):
        """The item a card leaves from: the viewer's own card, else the last back of the seat's hand."""
        if seat == self.bottom_seat() and self._obs.hand is not None:
            card = self._hand.source([("hand", code, 1), ("hand", code, 0)])
            if card is not None:
                return card, True
        backs = [card for card in self._table.cards()
                 if card.card_id[0] == "fan" and card.card_id[1] == seat and card.isVisible()]
        return (max(backs, key=lambda card: card.card_id[2]) if backs else None), False

    def _launch(self, card_id, seat: int, code: int, width: float) -> tuple:
        source, face_up = self._source(seat, code)
        start = source.pos() if source is not None else self._panels[seat].sceneBoundingRect().center()
        if source is not None:
            source.setVisible(False)
        item = self._show_card(card_id, face(code) if face_up else BACK, width, start, 300)
        if source is not None and abs(source.size.width() - width) > 0.5:
            item.set_width(source.size.width())
        return item, face_up

    def _fly_to_trick(self, beat: Beat, seat: int, code: int, index: int) -> None:
        item, face_up = self._launch(trick_card_id(index), seat, code, self._trick.layout.card_w)
        self._trick.fly_in(beat, item, self._position(seat), None if face_up else face(code))

    def _fly_to_bargain(self, beat: Beat, seat: int, code: int) -> None:
        layout = self._seat_layout(seat)
        card_id = ("bargain", seat, 0)
        item, face_up = self._launch(card_id, seat, code, layout.card_w)
        item.set_width(layout.card_w)
        beat.move(item, layout.bargain + QPointF(6, 0))
        if not face_up:
            beat.flip(item, face(code))

    def _collect_trick(self, beat: Beat, winner: int, codes: list) -> None:
        """The trick's cards of the value the winner collects go to its bargain pile, the others face
        down to its junk pile."""
        layout = self._seat_layout(winner)
        pile = self._obs.bargain[winner]
        wanted = value_of(pile[-1]) if pile else None
        targets = []
        for code in codes:
            to_bargain = code != SUPER and value_of(code) == wanted
            targets.append((layout.bargain + QPointF(6, 0), layout.card_w, None) if to_bargain
                           else (layout.junk, layout.card_w, BACK))
        self._trick.collect(beat, targets)

    def _seat_layout(self, seat: int):
        content = self._panels[seat].content_rect()
        return viewer_piles(content) if seat == self.bottom_seat() else other_piles(content)


def played(obs, play: Play):
    """obs with play's card gone from its player's hand and in the trick, nobody yet to act (the
    trick may be full): what the table shows when that card has landed."""
    hand = obs.hand
    if hand is not None and obs.seat == play.seat and play.card in hand:
        hand = list(hand)
        hand.remove(play.card)
        hand = tuple(hand)
    sizes = tuple(size - 1 if seat == play.seat else size for seat, size in enumerate(obs.hand_sizes))
    return replace(obs, hand=hand, hand_sizes=sizes, trick=obs.trick + (play,), to_act=None)
