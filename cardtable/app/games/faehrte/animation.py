"""How the Auf falscher Fährte table animates the engine's events.

A mixin of FaehrteTable; the trick's moves are the kit's TrickArea's. A played card flies from its
player's hand (turning face up when it came from a hidden hand) to its place in the trick; a finished
trick lies there a moment, then goes to its winner's mat (to the pile of hidden cards when only jokers
made it, and nobody won it). A laid hidden card, a card turned up and a trump decision each take a short
pause; the final redraw shows them. The end of a round opens a summary over the trick.

The texts follow the cards: when the card that completes a trick lands, the status line and the side
panel tell that full trick while it lies there. An overlay over the trick closes when the next card is
played, which it would hide.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from PySide6.QtCore import QPointF

from cardtable.app.table.animation import Beat, Choreography
from cardtable.app.table.cards import BACK
from cardtable.app.table.trick import trick_card_id

from .faces import face
from .overlays import RoundSummary

PAUSED = ("hidden", "revealed", "trump_kept", "trump_changed", "round_type")


class FaehrteAnimations:
    """The host provides _table, _obs, _geometry, _pile, _panels, _hand (HandRow), _trick (TrickArea),
    _render, _show_card, _position, bottom_seat, _trick_card, _trick, show_round_end and the signals."""

    def _init_animation(self) -> None:
        self._flying: list = []

    # --- life cycle ------------------------------------------------------------------------------------------
    def _can_animate(self, obs_after) -> bool:
        return self._geometry is not None and super()._can_animate(obs_after)

    def _plan_events(self, plan: Choreography, events: Sequence, obs_after) -> None:
        """Cards fly from what is shown now (nothing may be clicked meanwhile)."""
        for card in self._table.cards():
            card.set_clickable(False)
            card.set_selectable(False)
            card.set_highlighted(False)
            card.set_dimmed(False)
        self._trick_count = len(self._obs.trick)
        self._step_obs = self._obs
        for event in events:
            self._plan_event(plan, event, obs_after)

    def _plan_aftermath(self, plan: Choreography, events: Sequence, obs_after) -> None:
        """What every event leaves behind, animated or not: a played card closes an overlay that would hide
        it; a scored round (not the game's last) opens its summary."""
        before = self._obs
        winners = [event.data.get("seat") for event in events if event.kind == "trick"]
        for event in events:
            if event.kind == "played":
                plan.call(self.close_overlay)
            elif event.kind == "round_scored" and not obs_after.terminal:
                plan.call(lambda summary=self._summary(event, before, winners, obs_after): self.show_round_end(summary))

    @staticmethod
    def _summary(event, before, winners, after) -> RoundSummary:
        data = event.data
        number = data.get("round", len(after.round_points))
        points = tuple(data.get("points") or after.round_points[number - 1])
        tricks = None
        if before is not None and before.round == number:
            counts = list(before.tricks_won)
            for seat in winners:
                if isinstance(seat, int):
                    counts[seat] += 1
            tricks = tuple(counts)
        return RoundSummary(number, data.get("kind"), points, tuple(after.totals), tricks)

    def _after_animation(self) -> None:
        self._render(self._obs)

    def _clear_flying(self) -> None:
        for card_id in self._flying:
            self._table.remove_card(card_id)
        self._flying = []

    # --- events ------------------------------------------------------------------------------------------------
    def _plan_event(self, plan: Choreography, event, after) -> None:
        data = event.data
        if event.kind == "played":
            index = self._trick_count
            self._trick_count += 1
            seat, code = data["seat"], data["code"]
            plan.call(self.close_overlay)
            plan.then(lambda beat: self._fly_to_trick(beat, seat, code, index))
            self._step_obs = played(self._step_obs, seat, code)
            step = self._step_obs
            plan.call(lambda: self._trick.label(index, self._trick_card(index, seat, code, step.trump)))
            if len(step.trick) == step.players:  # it lies there a while: say so now
                self._plan_shown(plan, step)
        elif event.kind in ("trick", "trick_void"):
            count, self._trick_count = self._trick_count, 0
            winner = data.get("seat") if event.kind == "trick" else None
            plan.pause(self._table.duration() * 2)
            plan.then(lambda beat: self._collect_trick(beat, winner, count))
        elif event.kind == "game_over":
            self._plan_shown(plan, after)  # the final scores, as the last pause begins
            plan.pause(self._table.duration())
        elif event.kind in PAUSED:
            plan.pause(self._table.duration())

    def _source(self, seat: int, code: int):
        """The item a card leaves from: the viewer's own card, else the last back of the seat's hand."""
        if seat == self.bottom_seat() and seat == self._obs.seat and self._obs.hand is not None:
            card = self._hand.source([("hand", code, copy) for copy in range(3, -1, -1)])
            if card is not None:
                return card, True
        backs = [card for card in self._table.cards()
                 if card.card_id[0] == "fan" and card.card_id[1] == seat and card.isVisible()]
        return (max(backs, key=lambda card: card.card_id[2]) if backs else None), False

    def _fly_to_trick(self, beat: Beat, seat: int, code: int, index: int) -> None:
        source, face_up = self._source(seat, code)
        start = source.pos() if source is not None else self._panels[seat].sceneBoundingRect().center()
        width = source.size.width() if source is not None else self._trick.layout.card_w
        if source is not None:
            source.setVisible(False)
        item = self._show_card(trick_card_id(index), face(code) if face_up else BACK, width, start, 300)
        self._trick.fly_in(beat, item, self._position(seat), None if face_up else face(code))

    def _collect_trick(self, beat: Beat, winner: int | None, count: int) -> None:
        """The trick's cards go face down to the winner's mat (to the hidden cards' pile for nobody)."""
        width = 40.0
        if winner is None:
            target = self._pile.slots[0]
        else:
            centre = self._panels[winner].sceneBoundingRect().center()
            target = QPointF(centre.x() - width / 2, centre.y() - width * 0.7)
        self._trick.collect(beat, [(target, width, BACK)] * count)


def played(obs, seat: int, code: int):
    """obs with that card gone from its player's hand and in the trick, nobody yet to act (the trick may
    be full): what the table shows when that card has landed."""
    hand = obs.hand
    if hand is not None and obs.seat == seat and code in hand:
        hand = list(hand)
        hand.remove(code)
        hand = tuple(hand)
    sizes = tuple(size - 1 if index == seat else size for index, size in enumerate(obs.hand_sizes))
    return replace(obs, hand=hand, hand_sizes=sizes, trick=tuple(obs.trick) + ((seat, code),), to_act=None)
