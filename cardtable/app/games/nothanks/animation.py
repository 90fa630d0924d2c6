"""How the No Thanks! table animates the engine's events: chips fly to the pot, a taken card to its run.

A mixin of NoThanksTable (it uses the table's scene, pot, chip stacks, trays and its drawing helpers);
the widget keeps the animation's life cycle (start, finish, cancel) and everything translated.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from PySide6.QtCore import QPointF

from cardtable.app.table.animation import Beat, Choreography
from cardtable.app.table.cards import BACK
from cardtable.app.table.chip_item import ChipItem
from .layout import CHIP_RADIUS, nothanks_face, scaled_landing


class NoThanksAnimations:
    """Plans a choreography from the engine's events ("paid", "took", "revealed", "game_over").

    The host provides _table (TableScene), _obs (the observation shown), _geometry (where the centre
    is), _pot, _stacks, _trays, _flying (a list), _deck_shown, and _seat_layout, _place_card,
    _show_deck, _show_seat_score, _show_labels. A seat's score line changes with its chip stack, never
    after it; a taken card's points, its seat's placeholder and the scoreboard change when it lands.
    """

    def _plan_events(self, plan: Choreography, events: Sequence, after) -> None:
        self._set_clickables(False)
        kinds = [event.kind for event in events]
        for event in events:
            data = event.data
            if event.kind == "paid":
                self._plan_paid(plan, data["seat"])
            elif event.kind == "took":
                self._plan_took(plan, data["seat"], data["card"], after)
                # The taker acts again, on a card still to turn up (the prompt waits for it).
                self._plan_shown(plan, replace(after, open_card=None, pot=0) if "revealed" in kinds else after)
            elif event.kind in ("revealed", "started"):
                self._plan_reveal(plan, data["card"])
            elif event.kind == "game_over":
                plan.pause(self._table.duration())

    def _plan_paid(self, plan: Choreography, seat: int) -> None:
        def fly(beat: Beat) -> None:
            stack = self._stacks[seat]
            token = self._flying_token(stack.centre())
            if stack.count is not None:
                self._show_seat_score(seat, self._obs.cards[seat], max(stack.count - 1, 0))
            beat.move(token, self._pot.centre())

        def land() -> None:
            self._clear_flying()
            self._pot.set_count((self._pot.count or 0) + 1)
        plan.then(fly).call(land)

    def _flying_token(self, pos: QPointF) -> ChipItem:
        token = ChipItem(1, CHIP_RADIUS, show_label=False)
        token.setPos(pos)
        token.setZValue(200)
        self._table.addItem(token)
        self._flying.append(token)
        return token

    def _clear_flying(self) -> None:
        for token in self._flying:
            self._table.removeItem(token)
        self._flying.clear()

    def _plan_took(self, plan: Choreography, seat: int, card: int, after) -> None:
        def fly(beat: Beat) -> None:
            width, placements = self._seat_layout(after, seat, after.cards[seat])
            self._trays[seat].setVisible(False)
            for other in self._obs.cards[seat]:
                item = self._table.card(other)
                if item is not None and other in placements:
                    beat.move(item, placements[other].pos)
            self._fly_card_to(beat, card, placements.get(card), width)
            self._pot.setZValue(210)
            beat.move(self._pot, self._stacks[seat].centre())
            beat.fade(self._pot, 0.0)

        def land() -> None:
            self._pot.setVisible(False)
            self._pot.setZValue(40)
        plan.then(fly).call(land)

    def _fly_card_to(self, beat: Beat, card: int, placement, width: float) -> None:
        item = self._table.card(card)
        if item is None or placement is None:
            return
        item.setZValue(220)
        factor = width / item.size.width()
        beat.move(item, scaled_landing(item.size, factor, placement.pos))
        beat.scale(item, factor)

    def _plan_reveal(self, plan: Choreography, card: int) -> None:
        def slide(beat: Beat) -> None:
            already_open = self._obs.open_card == card and self._table.card(card) is not None
            deck_size = self._obs.deck_size if already_open else max(self._deck_shown - 1, 0)
            self._show_deck(deck_size)
            centre = self._geometry.centre
            item = self._place_card(card, BACK, centre.card_w, centre.deck_pos, 220)
            self._pot.set_count(0)
            self._pot.setPos(centre.pot_home)
            beat.move(item, centre.open_pos)

        def turn(beat: Beat) -> None:
            item = self._table.card(card)
            if item is not None:
                beat.flip(item, nothanks_face(card))
        plan.then(slide).then(turn)
