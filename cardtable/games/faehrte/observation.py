"""What one seat of Auf falscher Fährte may know.

Public: hand sizes, the leftover card (three players), who has laid a hidden card, the revealed hidden
cards (in the order turned up, never their owners), the trump, the tricks of this round, the points.
Private: the seat's own hand and its own hidden card. Nobody sees another's hand, another's hidden card or
whose a revealed card was.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..core import Refusal, why_not
from . import places, tricks
from .actions import legal_actions_for, refusal_for
from .cards import JOKER, colour_of, rounds_for, threshold, tricks_per_round
from .outlook import Outlook, public_outlook, seat_outlook
from .phases import HIDE, OVER


@dataclass(frozen=True)
class FaehrteObservation:
    seat: int | None
    players: int
    jokers: bool
    round: int
    rounds: int
    dealer: int
    phase: str
    to_act: int | None
    trump: int
    hand: tuple | None
    hand_sizes: tuple
    leftover: int | None
    laid: tuple  # per seat: has it laid its hidden card this round
    my_hidden: int | None
    revealed: tuple  # codes, in the order turned up
    hidden_left: int
    threshold: int
    leader: int
    trick: tuple  # (seat, code) of the trick in progress
    round_tricks: tuple  # (plays, winner or None) of this round's finished tricks
    tricks_won: tuple
    trump_queue: tuple
    jokers_played: int
    round_points: tuple
    totals: tuple
    terminal: bool
    trick_trumps: tuple = ()  # the trump each finished trick of this round was played under
    # Only in a revealed observation (empty otherwise): every seat's hand; every seat's hidden card of this
    # round (None: not laid); the pile of hidden cards still face down, (seat, code) top first; the seat
    # whose each turned-up hidden card was, in the order of `revealed`.
    revealed_hands: tuple = ()
    revealed_hidden: tuple = ()
    revealed_pile: tuple = ()
    revealed_owners: tuple = ()

    def tricks_left(self) -> int:
        """Tricks of this round not yet finished (the one in progress included)."""
        return tricks_per_round(self.jokers) - len(self.round_tricks)

    def is_last_trick(self) -> bool:
        return self.tricks_left() == 1

    def led_colour(self) -> int | None:
        """The colour to follow in the trick in progress, or None."""
        return tricks.led_colour(self.trick)

    def legal_actions(self) -> tuple:
        if self.terminal or self.seat is None or self.to_act != self.seat:
            return ()
        return legal_actions_for(self.phase, self.hand, self.trick, self.is_last_trick())

    def must_follow(self) -> bool:
        """Whether the observing seat's hand has to follow the led colour now (False for a spectator, outside
        the play phase, or before a coloured card is played)."""
        return self.hand is not None and self.phase == "play" and tricks.must_follow(self.hand, self.trick)

    def why_not(self, action) -> Refusal | None:
        """Why the observing seat may not play `action` now, or None: the rules' own answer."""
        acting = () if self.terminal or self.to_act is None else (self.to_act,)
        return why_not(self.terminal, acting, self.seat, self.players, action,
                       lambda: refusal_for(self.phase, self.seat, self.hand, self.trick, self.is_last_trick(), action),
                       self.legal_actions)

    def outlook(self) -> Outlook:
        """The round type as far as this seat can tell (a spectator: public knowledge only). Worked out once:
        the observation never changes, and a table asks it for every mat at every redraw."""
        known = self.__dict__.get("_outlook")
        if known is None:
            if self.seat is None:
                known = public_outlook(self.players, self.revealed, self.hidden_left, self.round_tricks, self.trick,
                                       self.leftover)
            else:
                known = seat_outlook(self.players, self.revealed, self.hidden_left, self.round_tricks, self.trick,
                                     self.leftover, self.hand, self.my_hidden)
            object.__setattr__(self, "_outlook", known)  # frozen: no field changes, only this memo
        return known

    def voids(self) -> dict:
        """Colours each seat showed it lacks this round, by playing another colour (a joker shows nothing:
        it may be played by a player who could follow)."""
        known: dict[int, set] = {seat: set() for seat in range(self.players)}
        for plays in [plays for plays, _winner in self.round_tricks] + [self.trick]:
            for index, (seat, code) in enumerate(plays):
                led = tricks.led_colour(plays[:index])
                if code != JOKER and led is not None and colour_of(code) != led:
                    known[seat].add(led)
        return known

    def worst_placed(self) -> tuple:
        """The worst-placed seats under the round type this seat knows for certain; empty while unknown."""
        return places.worst_placed(self.tricks_won, self.outlook().kind)

    def places(self) -> tuple | None:
        """Each seat's place by its tricks so far (1 the best, tied seats sharing one) under the round type this
        seat knows for certain; None while it is unknown."""
        kind = self.outlook().kind
        return None if kind is None else places.places(self.tricks_won, kind)


def observe(state, seat: int | None) -> FaehrteObservation:
    own = seat is not None
    players = state.players
    hidden_left = len(state.pile) if state.phase != HIDE else players
    return FaehrteObservation(
        seat=seat, players=players, jokers=state.options["jokers"], round=state.round, rounds=rounds_for(players),
        dealer=state.dealer, phase=state.phase, to_act=None if state.phase == OVER else state.turn,
        trump=state.trump, hand=tuple(state.hands[seat]) if own else None,
        hand_sizes=tuple(len(hand) for hand in state.hands), leftover=state.leftover,
        laid=tuple(code is not None for code in state.hidden_laid),
        my_hidden=state.hidden_laid[seat] if own else None,
        revealed=tuple(code for _owner, code in state.revealed), hidden_left=hidden_left,
        threshold=threshold(players), leader=state.leader, trick=tuple(state.trick),
        round_tricks=tuple((tuple(plays), winner) for plays, winner in state.round_tricks),
        tricks_won=tuple(state.tricks_won), trump_queue=tuple(state.trump_queue),
        jokers_played=state.jokers_played, round_points=tuple(tuple(points) for points in state.round_points),
        totals=tuple(state.totals), terminal=state.phase == OVER, trick_trumps=tuple(state.trick_trumps))


def observe_revealed(state, seat: int | None) -> FaehrteObservation:
    """`observe(state, seat)` with every hand, every hidden card and its owner, and the pile's order."""
    return replace(observe(state, seat), revealed_hands=tuple(tuple(hand) for hand in state.hands),
                   revealed_hidden=tuple(state.hidden_laid),
                   revealed_pile=tuple((owner, code) for owner, code in state.pile),
                   revealed_owners=tuple(owner for owner, _code in state.revealed))
