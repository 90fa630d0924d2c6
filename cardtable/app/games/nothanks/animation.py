"""How the No Thanks! table animates the engine's events: chips fly to the pot, a taken card to its run.

A part of NoThanksTable, given the scene, the felt (whose items it moves), the table's card placer and
`mark_shown(plan, obs)` (the kit's step at which the table's texts start telling obs); the table keeps
the animation's life cycle (start, finish, cancel). A seat's score line changes with its chip stack,
never after it; a taken card's points, its seat's placeholder and the scoreboard change when it lands.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Callable, Sequence

from PySide6.QtCore import QPointF

from cardtable.app.table.animation import Beat, Choreography
from cardtable.app.table.cards import BACK
from cardtable.app.table.chip_item import ChipItem
from cardtable.app.table.scene import TableScene

from .drawing import NoThanksFelt
from .layout import CHIP_RADIUS, nothanks_face, scaled_landing


class NoThanksAnimator:
    """Plans a choreography from the engine's events ("paid", "took", "revealed", "game_over")."""

    def __init__(self, scene: TableScene, felt: NoThanksFelt, place_card: Callable,
                 mark_shown: Callable[[Choreography, object], None]):
        self._scene = scene
        self._felt = felt
        self._place_card = place_card
        self._mark_shown = mark_shown
        self._flying: list[ChipItem] = []

    def plan(self, plan: Choreography, events: Sequence, before, after, bottom_after: int) -> None:
        """The moves that show events happening on what is drawn (before), ending on after."""
        kinds = [event.kind for event in events]
        for event in events:
            data = event.data
            if event.kind == "paid":
                self._plan_paid(plan, before, data["seat"])
            elif event.kind == "took":
                self._plan_took(plan, before, after, bottom_after, data["seat"], data["card"])
                # The taker acts again, on a card still to turn up (the prompt waits for it).
                self._mark_shown(plan, replace(after, open_card=None, pot=0) if "revealed" in kinds else after)
            elif event.kind in ("revealed", "started"):
                self._plan_reveal(plan, before, data["card"])
            elif event.kind == "game_over":
                plan.pause(self._scene.duration())

    def clear_flying(self) -> None:
        """Remove the chips an interrupted animation left in flight."""
        for token in self._flying:
            self._scene.removeItem(token)
        self._flying.clear()

    def _plan_paid(self, plan: Choreography, before, seat: int) -> None:
        felt = self._felt

        def fly(beat: Beat) -> None:
            stack = felt.stack(seat)
            token = self._flying_token(stack.centre())
            if stack.count is not None:
                felt.show_seat_score(seat, before.cards[seat], max(stack.count - 1, 0))
            beat.move(token, felt.pot.centre())

        def land() -> None:
            self.clear_flying()
            felt.pot.set_count((felt.pot.count or 0) + 1)
        plan.then(fly).call(land)

    def _flying_token(self, pos: QPointF) -> ChipItem:
        token = ChipItem(1, CHIP_RADIUS, show_label=False)
        token.setPos(pos)
        token.setZValue(200)
        self._scene.addItem(token)
        self._flying.append(token)
        return token

    def _plan_took(self, plan: Choreography, before, after, bottom_after: int, seat: int, card: int) -> None:
        felt = self._felt

        def fly(beat: Beat) -> None:
            width, placements = felt.seat_layout(after, bottom_after, seat, after.cards[seat])
            felt.hide_tray(seat)
            for other in before.cards[seat]:
                item = self._scene.card(other)
                if item is not None and other in placements:
                    beat.move(item, placements[other].pos)
            self._fly_card_to(beat, card, placements.get(card), width)
            felt.pot.setZValue(210)
            beat.move(felt.pot, felt.stack(seat).centre())
            beat.fade(felt.pot, 0.0)

        def land() -> None:
            felt.pot.setVisible(False)
            felt.pot.setZValue(40)
        plan.then(fly).call(land)

    def _fly_card_to(self, beat: Beat, card: int, placement, width: float) -> None:
        item = self._scene.card(card)
        if item is None or placement is None:
            return
        item.setZValue(220)
        factor = width / item.size.width()
        beat.move(item, scaled_landing(item.size, factor, placement.pos))
        beat.scale(item, factor)

    def _plan_reveal(self, plan: Choreography, before, card: int) -> None:
        felt = self._felt

        def slide(beat: Beat) -> None:
            already_open = before.open_card == card and self._scene.card(card) is not None
            deck_size = before.deck_size if already_open else max(felt.deck_shown - 1, 0)
            felt.show_deck(deck_size)
            centre = felt.geometry.centre
            item = self._place_card(card, BACK, centre.card_w, centre.deck_pos, 220)
            felt.pot.set_count(0)
            felt.pot.setPos(centre.pot_home)
            beat.move(item, centre.open_pos)

        def turn(beat: Beat) -> None:
            item = self._scene.card(card)
            if item is not None:
                beat.flip(item, nothanks_face(card))
        plan.then(slide).then(turn)
