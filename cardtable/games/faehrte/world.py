"""The lean world the hard level's search plays in: the rest of the current round, and nothing else.

A determinizer (determinize.py) fills it with one guess at the hidden cards; the search then plays its
round to the end with the playout policy. The round's end is the world's end: there it scores the round
(points by place) and values each seat by its chance to win from the totals and the rounds still to come
(`judgement.win_chances`), so the search needs no deal of a next round. It follows the rules of
rules.py for one round, with its trick and scoring helpers (tests/games/faehrte/test_search.py plays both
side by side).
"""

from __future__ import annotations

from . import judgement, places, tricks
from .cards import JOKER

PLAY = tuple(("play", code) for code in range(JOKER + 1))
HIDE = tuple(("hide", code) for code in range(JOKER))
TRUMP = tuple(("trump", colour) for colour in range(4))


class RoundWorld:
    __slots__ = ("players", "jokers", "final_round", "rounds_left", "threshold", "reveal_after", "tricks_total",
                 "top", "dealer", "phase", "turn", "leader", "trump", "hands", "hidden", "pile_seats", "pile",
                 "revealed_sum", "unrevealed", "trick", "tricks_done", "tricks_won", "trump_queue",
                 "jokers_played", "totals", "points")

    def clone(self) -> RoundWorld:
        world = RoundWorld.__new__(RoundWorld)
        for name in ("players", "jokers", "final_round", "rounds_left", "threshold", "reveal_after",
                     "tricks_total", "top", "dealer", "phase", "turn", "leader", "trump", "pile_seats",
                     "revealed_sum", "tricks_done", "jokers_played", "points"):
            setattr(world, name, getattr(self, name))
        world.hands = [list(hand) for hand in self.hands]
        world.hidden = list(self.hidden)
        world.pile = list(self.pile)
        world.unrevealed = list(self.unrevealed)
        world.trick = list(self.trick)
        world.tricks_won = list(self.tricks_won)
        world.trump_queue = list(self.trump_queue)
        world.totals = list(self.totals)
        return world

    # --- what the search asks ---------------------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        return () if self.phase == "over" else (self.turn,)

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def legal_actions(self) -> tuple:
        phase = self.phase
        if phase == "play":
            return tuple(PLAY[code] for code in self.playable(self.turn))
        if phase == "trump":
            return TRUMP
        if phase == "hide":
            return tuple(HIDE[code] for code in sorted(set(self.hands[self.turn])) if code != JOKER)
        return ()

    def playable(self, seat: int) -> list[int]:
        """The distinct codes `seat` may play to the trick in progress, in ascending order."""
        return tricks.playable_cards(self.hands[seat], self.trick, self.tricks_done == self.tricks_total - 1)

    def apply_unchecked(self, action) -> None:
        kind, argument = action
        if kind == "play":
            self._play(argument)
        elif kind == "trump":
            self.trump = argument
            self.trump_queue.pop(0)
            self._after_decisions()
        else:
            self._hide(argument)

    def returns(self) -> tuple[float, ...]:
        return judgement.win_chances(self.totals, self.rounds_left)

    def scores(self) -> tuple[int, ...]:
        return tuple(self.totals)

    # --- the round -----------------------------------------------------------------------------------------
    def _hide(self, code: int) -> None:
        seat = self.turn
        self.hands[seat].remove(code)
        self.hidden[seat] = code
        if all(card is not None for card in self.hidden):
            self.pile = [self.hidden[owner] for owner in self.pile_seats]
            self.unrevealed = list(self.pile_seats)
            self.phase = "play"
            self.turn = self.leader
        else:
            self.turn = (seat + 1) % self.players

    def _play(self, code: int) -> None:
        seat = self.turn
        self.hands[seat].remove(code)
        self.trick.append((seat, code))
        if code == JOKER:
            self.jokers_played += 1
            if self.jokers_played <= 2:
                self.trump_queue.append(seat)
        if len(self.trick) < self.players:
            self.turn = (seat + 1) % self.players
            return
        winner = tricks.winner(self.trick, self.trump)
        if winner is not None:
            self.tricks_won[winner] += 1
            self.leader = winner
        else:
            self.leader = self.trick[0][0]
        self.tricks_done += 1
        self.trick = []
        if self.tricks_done in self.reveal_after and self.pile:
            self.revealed_sum += self.pile.pop(0) % 13
            self.unrevealed.pop(0)
        if self.jokers:
            if self.final_round and self.tricks_done == self.tricks_total:
                self.trump_queue.clear()
        else:
            self.trump_queue.clear()
            if self.tricks_done == self.tricks_total - 4:
                worst = self.worst_placed()
                if len(worst) == 1:
                    self.trump_queue.append(worst[0])
        self._after_decisions()

    def _after_decisions(self) -> None:
        if self.trump_queue:
            self.phase, self.turn = "trump", self.trump_queue[0]
        elif self.tricks_done == self.tricks_total:
            self._score()
        else:
            self.phase, self.turn = "play", self.leader

    def plus(self) -> bool:
        return self.revealed_sum + sum(code % 13 for code in self.pile) >= self.threshold

    def worst_placed(self) -> list[int]:
        tricks = self.tricks_won
        worst = min(tricks) if self.plus() else max(tricks)
        return [seat for seat, count in enumerate(tricks) if count == worst]

    def _score(self) -> None:
        self.points = places.round_points(self.tricks_won, places.PLUS if self.plus() else places.MINUS)
        self.totals = [total + points for total, points in zip(self.totals, self.points)]
        self.phase = "over"

    # --- what a seat believes (for the playouts) ----------------------------------------------------------
    def plus_chance(self, seat: int) -> float:
        """`seat`'s belief in a Plus round from the revealed cards, its own unrevealed card and the mean of
        the deck for the rest (the playouts' quick version of the normal level's reckoning)."""
        known = self.revealed_sum
        unknown = len(self.unrevealed) + sum(card is None for card in self.hidden)
        own = self.hidden[seat]
        if own is not None and seat in self.unrevealed:
            known += own % 13
            unknown -= 1
        elif own is None:
            unknown -= 1  # its own card, still to be chosen, is left out of the reckoning
        if known >= self.threshold:
            return 1.0
        return judgement.plus_chance(known, unknown, self.top / 2, self.top * 0.3, self.threshold)
