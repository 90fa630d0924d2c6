"""Schnäppchen Jagd (Uwe Rosenberg): trick-taking where each player collects one card value.

Rulings section 2. Phases of a round: (round 1 only) each player lays the first card of his bargain pile;
tricks until the hands are empty, the winner putting cards of his bargain value on his bargain pile and
the rest on his secret junk pile; then sorting, from the last trick's winner leftwards (twice each after
the final round). Score: +1 per bargain card, −1 per junk card.

A position (`Schnaeppchen.from_position`, `SchnaeppchenState.position()`), for instance round 2 of four
players, seat 1 leading, a trick in progress where seat 3 holds the twin of the green 7 on the table and
must say whether it ranks above or below it (stock, dealer, junk sizes at round start... by default):

    Schnaeppchen.from_position({
        "round": 2, "phase": "play",
        "hands": [["red 1", "blue 2", "grey 5"], ["grey 4", "red 8"], ["blue 5", "yellow 2"],
                  ["green 7", "red 2", "purple 3"]],
        "bargain": [["red 3"], ["yellow 8"], ["grey 6"], ["blue 4"]],
        "junk": [[], ["purple 9"], [], ["super offer"]],
        "trick": [[1, "green 7"], [2, "green 1"]]})
"""

from __future__ import annotations

import functools
import random
from typing import Any, Mapping

from ..core import Event, Game, GameState, OptionSpec, Ranking, Refusal, event, game_over_event, rank_highest_first
from ..registry import register
from . import consistency, sorting, tricks
from .actions import legal_actions_for, refusal_for, well_formed
from .cards import DECK, SUPER, name, value_of
from .observation import SchnaeppchenObservation, observe, observe_revealed
from .phases import BARGAIN, HAND_SIZE, OVER, PLAY, SORT, rounds_for, sort_order
from .tricks import Play



# A play as the trick holds it, made without Play's own __new__ (a Python function: one call per card played).
new_play = functools.partial(tuple.__new__, Play)

# The events are frozen values, and the same few come back all the time: each is made once.
SORTING_EVENT = event("sorting", "Sorting: each player may clear one value from the junk pile.")


@functools.cache
def bargain_event(seat: int, code: int) -> Event:
    return event("bargain", "{seat} starts a bargain pile with {card} and collects {value}s.",
                 seat=seat, card=name(code), value=value_of(code), code=code)


@functools.cache
def trick_event(seat: int, bargains: int, junk: int) -> Event:
    return event("trick", "{seat} wins the trick: {bargains} to the bargain pile, {junk} to the junk pile.",
                 seat=seat, bargains=bargains, junk=junk)


@functools.cache
def round_event(round_number: int, dealer: int, cards: int) -> Event:
    return event("round", "Round {round}: {seat} deals {cards} cards each.", round=round_number, seat=dealer,
                 cards=cards)


@functools.cache
def sort_event(seat: int, choice, discarded: int, moved: int) -> Event:
    if choice is None:
        return event("sorted", "{seat} keeps the junk pile as it is.", seat=seat, value=None)
    if choice == sorting.ALL:
        return event("sorted", "{seat} discards the whole junk pile ({count} cards).", seat=seat,
                     count=discarded, value=None)
    if moved:
        return event("sorted", "{seat} discards {count} × {value} and now collects {value}s ({moved} to the "
                     "bargain pile).", seat=seat, count=discarded, value=choice, moved=moved)
    return event("sorted", "{seat} discards {count} × {value}.", seat=seat, count=discarded, value=choice)


class SchnaeppchenState(GameState):
    __slots__ = ("round", "dealer", "stock", "set_aside", "discard", "hands", "bargain", "junk", "junk_at_start",
                 "phase", "turn", "leader", "trick", "round_tricks", "sort_queue", "round_sorts", "_legal")
    # _legal: the legal actions of the seat to act once listed (None until then, and again after each action),
    # so that `apply` checks the action it was just offered by looking it up instead of reading the trick again.

    # --- setup and dealing ---------------------------------------------------------------------------------
    def clone(self) -> "SchnaeppchenState":
        other = SchnaeppchenState.__new__(SchnaeppchenState)
        other.options, other.seed, other.history = self.options, self.seed, self.history.copy()
        other.origin = self.origin
        other.round, other.dealer, other.phase, other.turn, other.leader = (
            self.round, self.dealer, self.phase, self.turn, self.leader)
        other.stock, other.set_aside, other.discard = self.stock.copy(), self.set_aside.copy(), self.discard.copy()
        other.hands = [hand.copy() for hand in self.hands]
        other.bargain = [pile.copy() for pile in self.bargain]
        other.junk = [pile.copy() for pile in self.junk]
        other.junk_at_start = self.junk_at_start.copy()
        other.trick = self.trick.copy()
        other.round_tricks = self.round_tricks.copy()
        other.sort_queue = self.sort_queue.copy()
        other.round_sorts = self.round_sorts.copy()
        other._legal = self._legal
        return other

    @property
    def players(self) -> int:
        return len(self.hands)

    @property
    def sort_keep(self) -> int:
        """N: how many junk cards a sorting gives up (3 with three players, 2 with four)."""
        return sorting.franchise(self.players)

    def _deal(self) -> None:
        """Deal up to 8 each from the stock, setting aside what cannot be shared equally."""
        players = self.players
        each = min(HAND_SIZE, len(self.stock) // players)
        rest = len(self.stock) - each * players
        dealt = self.stock[rest:][::-1]  # dealt one at a time from the top (the end), leftwards
        del self.stock[rest:]
        for offset in range(players):
            hand = self.hands[(self.dealer + 1 + offset) % players]
            hand += dealt[offset::players]
            hand.sort()
        if each < HAND_SIZE:
            self.set_aside, self.stock = self.stock, []
        self.junk_at_start = [len(pile) for pile in self.junk]
        self.round_tricks, self.round_sorts, self.trick = [], [], []
        self.leader = self.turn = (self.dealer + 1) % players
        if self.round == 1:
            self.phase = BARGAIN
        elif each:
            self.phase = PLAY
        else:
            self._start_sorting(self.turn)

    def _next_round(self) -> None:
        rng = random.Random(f"{self.seed}:{self.round + 1}")
        returned = self.set_aside + self.stock
        discards = self.discard
        if self.options["sorting"] == "standard":
            rng.shuffle(discards)
            self.stock = discards + returned  # the discards go under the stock (the top is the end)
        else:
            self.stock = discards + returned
            rng.shuffle(self.stock)
        self.discard, self.set_aside = [], []
        self.round += 1
        self.dealer = (self.dealer + 1) % self.players
        self._deal()

    # --- whose turn, what is legal ---------------------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        return () if self.phase == OVER else (self.turn,)

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def legal_actions(self, seat: int | None = None) -> tuple[tuple, ...]:
        if self.phase == OVER or (seat is not None and seat != self.turn):
            return ()
        legal = self._legal
        if legal is None:
            # The sorting context is built only when sorting: the search asks for the legal actions all the time.
            context = self._sort_context(self.turn) if self.phase == SORT else None
            legal = self._legal = legal_actions_for(self.phase, self.hands[self.turn], self.trick, context)
        return legal

    def _sort_context(self, seat: int) -> sorting.SortContext:
        return sorting.SortContext(self.options["sorting"], self.players, tuple(self.junk[seat]),
                                   self.junk_at_start[seat])

    def _why_not(self, seat: int, action: Any) -> Refusal | None:
        legal = self._legal
        if legal is not None and seat == self.turn and well_formed(action) and action in legal:
            return None  # well formed, so that `in` cannot take 1 for True
        context = self._sort_context(seat) if self.phase == SORT else None
        return refusal_for(self.phase, seat, self.hands[seat], self.trick, context, action)

    # --- applying actions -------------------------------------------------------------------------------------
    def apply_unchecked(self, action: tuple) -> None:
        """GameState.apply_unchecked, reading the seat to act directly: the search's playouts come through here."""
        if self.phase == OVER:
            raise IndexError("The game is over: no seat is to act.")
        seat = self.turn
        self.history.append((seat, action))
        self._do(seat, action, False)

    def _do(self, seat: int, action: tuple, log: bool) -> list[Event]:
        self._legal = None
        kind = action[0]
        if kind == "play":
            return self._play(seat, new_play((seat, action[1], action[2], action[3])), log)
        if kind == "bargain":
            return self._lay_bargain(seat, action[1], log)
        return self._sort(seat, action[1], log)

    def _lay_bargain(self, seat: int, code: int, log: bool) -> list[Event]:
        self.hands[seat].remove(code)
        self.bargain[seat].append(code)
        self.turn = (seat + 1) % len(self.hands)
        if self.turn == self.leader:
            self.phase = PLAY
        return [bargain_event(seat, code)] if log else []

    def _play(self, seat: int, play: Play, log: bool) -> list[Event]:
        hands, trick = self.hands, self.trick
        hands[seat].remove(play.card)
        trick.append(play)
        events = [self._play_event(play)] if log else []
        players = len(hands)
        if len(trick) < players:
            self.turn = (seat + 1) % players
            return events
        return events + self._finish_trick(log)

    @staticmethod
    @functools.cache  # an event is a frozen value, and the same few hundred plays come back all the time
    def _play_event(play: Play) -> Event:
        seat, code, trump, higher = play
        if trump is True:
            template = "{seat} plays {card} and declares it trump."
        elif trump is False:
            template = "{seat} plays {card}, not trump."
        elif higher is not None:
            template = "{seat} plays {card}, above its twin." if higher else "{seat} plays {card}, below its twin."
        else:
            template = "{seat} plays {card}."
        return Event("played", template, (("seat", seat), ("card", name(code)), ("code", code), ("trump", trump),
                                          ("higher", higher)))

    def _finish_trick(self, log: bool) -> list[Event]:
        trick = self.trick
        winner = tricks.winner(trick)
        wanted = value_of(self.bargain[winner][-1])
        kept, junk = [], []
        for play in trick:  # the cards of the collected value to the bargain pile (sorted), the others to the junk
            card = play[1]
            (kept if card != SUPER and card % 10 == wanted else junk).append(card)
        kept.sort()
        kept = tuple(kept)
        self.bargain[winner].extend(kept)
        self.junk[winner].extend(junk)
        self.round_tricks.append((tuple(trick), winner, kept))
        self.trick = []
        self.leader = self.turn = winner
        events = [trick_event(winner, len(kept), len(junk))] if log else []
        if not self.hands[winner]:
            events += self._start_sorting(winner, log)
        return events

    def _start_sorting(self, first: int, log: bool = False) -> list[Event]:
        self.sort_queue = sort_order(first, self.players, self.round == rounds_for(self.players))
        self.phase = SORT
        self.turn = self.sort_queue[0]
        return [SORTING_EVENT] if log else []

    def _sort(self, seat: int, choice, log: bool) -> list[Event]:
        result = sorting.sorted_out(self.junk[seat], len(self.hands), choice)
        self.junk[seat] = list(result.junk)
        self.discard.extend(result.discarded)
        self.bargain[seat].extend(result.to_bargain)
        self.round_sorts.append((seat, choice, result.discarded, result.to_bargain))
        self.sort_queue.pop(0)
        events = [sort_event(seat, choice, len(result.discarded), len(result.to_bargain))] if log else []
        if self.sort_queue:
            self.turn = self.sort_queue[0]
        elif self.round == rounds_for(self.players):
            self.phase = OVER
            events += [self._end_event()] if log else []
        else:
            self._next_round()
            events += [round_event(self.round, self.dealer, len(self.hands[0]))] if log else []
        return events

    def start_events(self) -> list[Event]:
        return [round_event(self.round, self.dealer, len(self.hands[0]))]

    def _end_event(self) -> Event:
        return game_over_event(self.ranking())

    # --- scoring, observation, JSON -----------------------------------------------------------------------------
    def scores(self) -> tuple[int, ...]:
        return tuple(len(bargain) - len(junk) for bargain, junk in zip(self.bargain, self.junk))

    def ranking(self) -> Ranking:
        return rank_highest_first(self.scores())

    def score_breakdown(self, seat: int) -> dict[str, Any]:
        """bargain (cards on the bargain pile, +1 each), collecting (the value the pile's top card sets, None
        before the first bargain card), junk (cards on the junk pile, −1 each), super_offers_in_junk, score."""
        pile = self.bargain[seat]
        return {"bargain": len(pile), "collecting": value_of(pile[-1]) if pile else None,
                "junk": len(self.junk[seat]), "super_offers_in_junk": self.junk[seat].count(SUPER),
                "score": len(pile) - len(self.junk[seat])}

    # --- position and invariants -----------------------------------------------------------------------------
    def position(self) -> dict[str, Any]:
        """seed; round; dealer; phase ("bargain", "play", "sort" or "over"); turn; leader; stock (top, the next
        card dealt, last); set_aside; discard (this round's); hands (sorted); bargain (bottom first); junk;
        junk_at_start (the junk sizes when the round began); trick ([seat, card, trump, higher] per play, the
        declarations true, false or null); round_tricks ([plays, winner, kept] of this round's tricks);
        round_sorts ([seat, choice, discarded, to_bargain] of this round's sortings); sort_queue (the seats
        still to sort, first to act first). Cards are codes (colour × 10 + value, 99 a super offer). See
        `Schnaeppchen._from_position` for names and what may be left out."""
        return {"seed": self.seed, **self._state_fields()}

    def check_invariants(self) -> None:
        consistency.check(self)

    def observation(self, seat: int | None) -> SchnaeppchenObservation:
        self._check_viewer(seat)
        return observe(self, seat)

    def revealed_observation(self, seat: int | None) -> SchnaeppchenObservation:
        self._check_viewer(seat)
        return observe_revealed(self, seat)

    def _state_fields(self) -> dict[str, Any]:
        return {
            "round": self.round, "dealer": self.dealer, "phase": self.phase, "turn": self.turn,
            "leader": self.leader, "stock": list(self.stock), "set_aside": list(self.set_aside),
            "discard": list(self.discard), "hands": [list(h) for h in self.hands],
            "bargain": [list(p) for p in self.bargain], "junk": [list(p) for p in self.junk],
            "junk_at_start": list(self.junk_at_start), "trick": [list(p) for p in self.trick],
            "round_tricks": [[[list(p) for p in plays], winner, list(kept)] for plays, winner, kept in self.round_tricks],
            "sort_queue": list(self.sort_queue),
            "round_sorts": [[s, c, list(d), list(b)] for s, c, d, b in self.round_sorts],
        }

    def _load_fields(self, data: Mapping[str, Any]) -> None:
        self.round, self.dealer, self.phase = int(data["round"]), int(data["dealer"]), str(data["phase"])
        self.turn, self.leader = int(data["turn"]), int(data["leader"])
        self.stock, self.set_aside, self.discard = list(data["stock"]), list(data["set_aside"]), list(data["discard"])
        self.hands = [list(h) for h in data["hands"]]
        self.bargain = [list(p) for p in data["bargain"]]
        self.junk = [list(p) for p in data["junk"]]
        self.junk_at_start = list(data["junk_at_start"])
        self.trick = [Play(*p) for p in data["trick"]]
        self.round_tricks = [(tuple(Play(*p) for p in plays), winner, tuple(kept))
                             for plays, winner, kept in data["round_tricks"]]
        self.sort_queue = list(data["sort_queue"])
        self.round_sorts = [(s, c, tuple(d), tuple(b)) for s, c, d, b in data["round_sorts"]]
        self._legal = None


@register
class Schnaeppchen(Game):
    id = "schnaeppchen"
    name = "Schnäppchen Jagd"
    min_players = 3
    max_players = 4
    option_specs = (
        OptionSpec("sorting", "Sorting", ("standard", "strict"),
                   choice_labels=("Standard (clear any value)", "Strict (only values held at least N + 1 times)")),
    )
    State = SchnaeppchenState
    # A round ends with the sorting of the junk piles: the next round's deal, or the end of the game.
    score_step_events = frozenset({"round", "game_over"})
    position_fields = ("round", "dealer", "phase", "turn", "leader", "stock", "set_aside", "discard", "hands",
                       "bargain", "junk", "junk_at_start", "trick", "round_tricks", "round_sorts", "sort_queue")
    position_seat_fields = ("hands", "bargain", "junk", "junk_at_start")

    @classmethod
    def _setup(cls, options: dict[str, Any], seed: int) -> SchnaeppchenState:
        rng = random.Random(seed)
        players = options["players"]
        state = SchnaeppchenState.__new__(SchnaeppchenState)
        state.options, state.seed, state.history, state.origin = options, seed, [], None
        state.round, state.dealer = 1, rng.randrange(players)
        state.stock = list(DECK)
        rng.shuffle(state.stock)
        state.set_aside, state.discard = [], []
        state.hands = [[] for _ in range(players)]
        state.bargain = [[] for _ in range(players)]
        state.junk = [[] for _ in range(players)]
        state.sort_queue, state._legal = [], None
        state._deal()
        return state

    @classmethod
    def _from_position(cls, position: Mapping[str, Any], options: dict[str, Any], seed: int) -> SchnaeppchenState:
        """A Schnäppchen Jagd position. A card is a code (colour × 10 + value, colours red, yellow, green, blue,
        purple, grey from 0; 99 a super offer) or its name ("green 7", "super offer"). Fields, with their
        defaults:

        round (1); phase ("play"); hands, bargain (bottom first), junk: per seat (empty); trick: the plays of
        the trick in progress, [seat, card, trump, higher] each, the declarations left out or null where none
        is made (none); round_tricks: this round's finished tricks, [plays, winner, kept] each, winner and
        kept left out to follow from the rules (none); round_sorts: this round's sortings, [seat, choice,
        discarded, to_bargain] each, choice null, "all" or a value (none); dealer (the seat right of the
        round's first leader: the first trick's, or `leader`, or in phase "play" `turn`; seat 0 leads when
        nothing tells); leader (the last trick's winner, or the dealer's left); turn (who acts next by the
        rules: the next bargain card, the next play to the trick, the first of sort_queue); sort_queue (the
        rest of the sorting order from the leader); discard (what round_sorts discarded); junk_at_start (the
        junk sizes less what this round's tricks added, plus what its sortings took out); set_aside (none);
        stock (every card not elsewhere, shuffled from the seed).

        All 110 cards must end up exactly once, and the phase must agree with the hands, piles and tricks
        (`check_invariants`).
        """
        state = SchnaeppchenState.__new__(SchnaeppchenState)
        state.options, state.seed = options, seed
        state._load_fields(consistency.read_position(position, options, seed))
        return state

    @staticmethod
    def action_from_json(data: Any):
        if isinstance(data, list):
            return tuple(data)
        return data

    @staticmethod
    def describe_action(action: tuple) -> str:
        kind = action[0]
        if kind == "bargain":
            return f"Collect {value_of(action[1])}s (lay {name(action[1])})"
        if kind == "play":
            text = f"Play {name(action[1])}"
            if action[2] is not None:
                text += ", trump" if action[2] else ", not trump"
            if action[3] is not None:
                text += ", above its twin" if action[3] else ", below its twin"
            return text
        if action[1] is None:
            return "Keep the junk pile"
        if action[1] == sorting.ALL:
            return "Discard the whole junk pile"
        return f"Clear the {action[1]}s"
