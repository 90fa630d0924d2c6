"""What one seat of Schnäppchen Jagd may know.

Public: every bargain pile, junk and hand sizes, the trick, this round's completed tricks and sortings,
the discards, stock and set-aside sizes. Private: the seat's own hand and junk pile. Other junk piles are
secret; only what this round's tricks put there can be known, as a player at the table sees them.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..core import Refusal, why_not
from . import sorting, tricks
from .actions import legal_actions_for, refusal_for
from .cards import SUPER, value_of
from .phases import rounds_for


@dataclass(frozen=True)
class SchnaeppchenObservation:
    seat: int | None
    players: int
    variant: str
    round: int
    rounds: int
    dealer: int
    phase: str
    to_act: int | None
    hand: tuple | None
    hand_sizes: tuple
    bargain: tuple  # per seat, bottom first: the top card's value is what the seat collects
    junk_sizes: tuple
    my_junk: tuple | None
    junk_at_start: tuple
    trick: tuple  # Plays of the trick in progress
    round_tricks: tuple  # (plays, winner, cards to the bargain pile) of this round's finished tricks
    round_sorts: tuple  # (seat, choice, discarded, to bargain) of this round's sortings
    sort_queue: tuple
    discard: tuple
    stock_size: int
    set_aside_size: int
    terminal: bool
    # Only in a revealed observation (empty otherwise): every seat's hand and junk pile, the cards set aside
    # and the stock (the next card dealt first).
    revealed_hands: tuple = ()
    revealed_junk: tuple = ()
    revealed_set_aside: tuple = ()
    revealed_stock: tuple = ()

    def collecting(self, seat: int) -> int | None:
        pile = self.bargain[seat]
        return value_of(pile[-1]) if pile else None

    def scores(self) -> tuple:
        return tuple(len(pile) - size for pile, size in zip(self.bargain, self.junk_sizes))

    @property
    def last_trick(self):
        return self.round_tricks[-1] if self.round_tricks else None

    def trick_view(self) -> tricks.TrickView:
        """The trick in progress as the next card sees it: the colour to follow, trump, colours not trump."""
        return tricks.read(self.trick)

    def winning_seat(self) -> int | None:
        """Who wins the trick in progress if it ended now (super offers and declarations counted); None
        before its first card."""
        return tricks.winner(self.trick) if self.trick else None

    def must_follow(self) -> bool:
        """Whether the observing seat's hand has to follow the led colour now (False for a spectator, outside
        the play phase, or when nothing coloured was led)."""
        if self.hand is None or self.phase != "play":
            return False
        return tricks.must_follow(self.hand, self.trick_view())

    def sortings_pending(self, seat: int) -> int:
        """How many sortings `seat` still has this round (2 before the first of its two after the final round)."""
        return self.sort_queue.count(seat)

    def _sort_context(self) -> sorting.SortContext:
        return sorting.SortContext(self.variant, self.players, self.my_junk, self.junk_at_start[self.seat])

    def legal_actions(self) -> tuple:
        if self.terminal or self.seat is None or self.to_act != self.seat:
            return ()
        return legal_actions_for(self.phase, self.hand, self.trick, self._sort_context())

    def why_not(self, action) -> Refusal | None:
        """Why the observing seat may not play `action` now, or None: the rules' own answer."""
        acting = () if self.terminal or self.to_act is None else (self.to_act,)
        return why_not(self.terminal, acting, self.seat, self.players, action,
                       lambda: refusal_for(self.phase, self.seat, self.hand, self.trick, self._sort_context(), action),
                       self.legal_actions)

    def voids(self) -> dict:
        """Colours each seat is known to lack this round: it did not follow them."""
        known: dict[int, set] = {seat: set() for seat in range(self.players)}
        for plays in [trick[0] for trick in self.round_tricks] + [self.trick]:
            for index, play in enumerate(plays):
                led = tricks.read(plays[:index]).led
                colour = None if play.card == SUPER else play.card // 10
                if led is not None and colour is not None and colour != led:
                    known[play.seat].add(led)
        return known


def observe(state, seat: int | None) -> SchnaeppchenObservation:
    own = seat is not None
    return SchnaeppchenObservation(
        seat=seat, players=state.players, variant=state.options["sorting"], round=state.round,
        rounds=rounds_for(state.players), dealer=state.dealer, phase=state.phase,
        to_act=None if state.phase == "over" else state.turn,
        hand=tuple(state.hands[seat]) if own else None, hand_sizes=tuple(len(h) for h in state.hands),
        bargain=tuple(tuple(p) for p in state.bargain), junk_sizes=tuple(len(p) for p in state.junk),
        my_junk=tuple(state.junk[seat]) if own else None, junk_at_start=tuple(state.junk_at_start),
        trick=tuple(state.trick), round_tricks=tuple(state.round_tricks), round_sorts=tuple(state.round_sorts),
        sort_queue=tuple(state.sort_queue), discard=tuple(state.discard), stock_size=len(state.stock),
        set_aside_size=len(state.set_aside), terminal=state.phase == "over")


def observe_revealed(state, seat: int | None) -> SchnaeppchenObservation:
    """`observe(state, seat)` with every hand, junk pile, set-aside card and the stock's order shown."""
    return replace(observe(state, seat), revealed_hands=tuple(tuple(hand) for hand in state.hands),
                   revealed_junk=tuple(tuple(pile) for pile in state.junk),
                   revealed_set_aside=tuple(state.set_aside), revealed_stock=tuple(reversed(state.stock)))
