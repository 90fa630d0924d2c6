"""Auf falscher Fährte (Jürgen Kraul): trick-taking where hidden cards decide whether tricks are good.

Rulings section 3. A round: the deal (three players: one card left over, shown); each seat lays one hand
card face down, from the dealer's left (phase "hide"); the hidden cards are shuffled into a pile; tricks
(phase "play"), the top hidden card turned up after tricks 3, 4, 5 (three players) or 2, 3, 4, 5 (four);
trump decisions (phase "trump"): without jokers the worst-placed seat's after trick 8 (none on a tie), with
jokers the players of the round's first two jokers' after their trick (not after the game's final trick).
Then the round is scored, Plus (hidden cards total at least 14 / 24: most tricks best) or Minus.

A position (`Faehrte.from_position`, `FaehrteState.position()`) names where every card is; left-out fields
follow from the rules (see `Faehrte._from_position`). For instance four players in round 1, red trump, the
first trick played and won by seat 1, no hidden card turned up yet (the hands, 11 cards each, abbreviated):

    Faehrte.from_position({
        "hands": [["red 0", "blue 7", ...], ["green 12", ...], [...], [...]],
        "pile": [[2, "red 1"], [0, "blue 5"], [3, "yellow 6"], [1, "green 9"]],
        "round_tricks": [[[[0, "yellow 3"], [1, "yellow 10"], [2, "blue 12"], [3, "yellow 8"]], 1]]})
"""

from __future__ import annotations

import random
from functools import cache, lru_cache
from typing import Any, Mapping

from ..core import Event, Game, GameState, OptionSpec, Ranking, Refusal, event, game_over_event, rank_highest_first
from ..registry import register
from . import consistency, places, tricks
from .cards import (COLOURS, JOKER, RED, deck, hand_size, name, reveal_after, rounds_for,
                    tricks_per_round, value_of)
from .actions import PLAY_CARD, legal_actions_for, refusal_for, well_formed
from .observation import FaehrteObservation, observe, observe_revealed
from .outlook import Outlook, public_kind, public_outlook
from .phases import HIDE, OVER, PLAY, TRUMP


def _event(event_kind: str, template: str, **params: Any) -> Event:
    """`core.event` for events with a parameter named "kind" (the round type), which `event` cannot take."""
    return Event(event_kind, template, tuple(params.items()))


# The events of every play, trick and hidden card, each made once (they are frozen): a public playout tells
# one on every action.
@cache
def played_event(seat: int, code: int) -> Event:
    return event("played", "{seat} plays {card}.", seat=seat, card=name(code), code=code)


@cache
def trick_event(seat: int, number: int) -> Event:
    return event("trick", "{seat} wins trick {number}.", seat=seat, number=number)


@cache
def hidden_event(seat: int) -> Event:
    return event("hidden", "{seat} lays a card face down.", seat=seat)


class FaehrteState(GameState):
    __slots__ = ("round", "dealer", "phase", "turn", "leader", "trump", "hands", "leftover", "hidden_laid", "pile",
                 "revealed", "trick", "round_tricks", "trick_trumps", "tricks_won", "trump_queue", "jokers_played",
                 "round_points", "totals", "known_kind", "legal", "hand_plays")

    # Three memos, of what the fields above tell (`forget` clears them where the fields are set anew): known_kind,
    # (round, the round type public knowledge tells, the history's length up to which it holds) (see
    # `_public_kind`), or None; legal, the legal actions of the seat to act, or None until asked; hand_plays,
    # per seat (its hand, the play of each card of that hand in its order), or None until asked (a play takes its card
    # out; the legal plays are a slice of it).
    def forget(self) -> None:
        self.known_kind = self.legal = None
        self.hand_plays = [None] * len(self.hands)

    def clone(self) -> "FaehrteState":
        other = FaehrteState.__new__(FaehrteState)
        other.options, other.seed, other.history, other.origin = (self.options, self.seed, self.history.copy(),
                                                                   self.origin)
        other.round, other.dealer, other.phase, other.turn, other.leader, other.trump = (
            self.round, self.dealer, self.phase, self.turn, self.leader, self.trump)
        other.hands = [hand.copy() for hand in self.hands]
        other.leftover, other.jokers_played = self.leftover, self.jokers_played
        other.hidden_laid, other.pile, other.revealed = self.hidden_laid.copy(), self.pile.copy(), self.revealed.copy()
        other.trick, other.round_tricks = self.trick.copy(), self.round_tricks.copy()
        other.trick_trumps, other.tricks_won = self.trick_trumps.copy(), self.tricks_won.copy()
        other.trump_queue = self.trump_queue.copy()
        other.round_points, other.totals = self.round_points.copy(), self.totals.copy()
        other.known_kind, other.legal, other.hand_plays = self.known_kind, self.legal, [None] * len(self.hands)
        return other

    @property
    def players(self) -> int:
        return len(self.hands)

    @property
    def jokers(self) -> bool:
        return self.options["jokers"]

    def tricks_left(self) -> int:
        return ROUND_TRICKS[self.options["jokers"]] - len(self.round_tricks)

    # --- dealing -------------------------------------------------------------------------------------------
    def _deal(self) -> None:
        """Deal the round from its own seeded shuffle; the dealer's left lays the first hidden card."""
        players = self.players
        hands, self.leftover = dealt(self.seed, self.round, players, self.jokers)
        self.hands = [list(hand) for hand in hands]
        self.hand_plays = [None] * players
        self.hidden_laid = [None] * players
        self.pile, self.revealed, self.trick, self.round_tricks, self.trick_trumps = [], [], [], [], []
        self.tricks_won, self.trump_queue, self.jokers_played = [0] * players, [], 0
        self.phase = HIDE
        self.leader = self.turn = (self.dealer + 1) % players

    def _round_events(self) -> list[Event]:
        events = [event("round", "Round {round}: {seat} deals {cards} cards each.", round=self.round,
                        seat=self.dealer, cards=hand_size(self.jokers))]
        if self.leftover is not None:
            events.append(event("leftover", "The card left over is {card}; it is out of play this round.",
                                card=name(self.leftover), code=self.leftover))
        return events

    def start_events(self) -> list[Event]:
        return self._round_events()

    # --- whose turn, what is legal -----------------------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        return () if self.phase == OVER else (self.turn,)

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def legal_actions(self, seat: int | None = None) -> tuple[tuple, ...]:
        if self.phase == OVER or (seat is not None and seat != self.turn):
            return ()
        legal = self.legal
        if legal is None:
            turn = self.turn
            hand = self.hands[turn]
            if self.phase == PLAY and hand and hand[-1] != JOKER:  # no joker to allow or not
                known = self.hand_plays[turn]
                if known is not None and known[0] is hand:  # a hand set anew (tests swap hands) is not it
                    plays = known[1]
                else:
                    plays = tuple([PLAY_CARD[code] for code in hand])
                    self.hand_plays[turn] = (hand, plays)
                start, stop = tricks.follow_span(hand, self.trick, len(hand))
                legal = self.legal = plays[start:stop]
            else:
                legal = self.legal = legal_actions_for(self.phase, hand, self.trick,
                                                       len(self.round_tricks) == LAST_TRICK[self.options["jokers"]])
        return legal

    def _why_not(self, seat: int, action: Any) -> Refusal | None:
        # What `refusal_for` says, without the list anew: a plain tuple equal to a legal action has its shape,
        # but for a bool where the rules read an int (True == 1).
        legal = self.legal
        if (legal is not None and seat == self.turn and type(action) is tuple and action in legal
                and type(action[1]) is int):
            return None
        if well_formed(action) and action in self.legal_actions():
            return None
        return refusal_for(self.phase, seat, self.hands[seat], self.trick, self.tricks_left() == 1, action)

    # --- applying actions --------------------------------------------------------------------------------------
    def apply(self, action: Any, seat: int | None = None) -> list[Event]:
        # The shared path's answer in the usual case, found with less of its generality (as No Thanks! does): the
        # game goes on, the seat is the one to act, the action is a plain pair of a string and a whole number
        # (so hashable, and nothing in the check can raise) and the rules' check accepts it. Anything else goes
        # the shared way, which says why not.
        turn = self.turn
        if (self.phase != OVER and (seat is None or (type(seat) is int and seat == turn)) and type(action) is tuple
                and len(action) == 2 and type(action[0]) is str and type(action[1]) is int
                and self._why_not(turn, action) is None):
            self.history.append((turn, action))
            return self._do(turn, action, True)
        return super().apply(action, seat)

    def _do(self, seat: int, action: tuple, log: bool) -> list[Event]:
        self.legal = None
        kind, value = action
        if kind == "play":
            return self._play(seat, value, log)
        if kind == "hide":
            return self._hide(seat, value, log)
        return self._decide_trump(seat, value, log)

    def _hide(self, seat: int, code: int, log: bool) -> list[Event]:
        self.hands[seat].remove(code)
        self.hand_plays[seat] = None
        self.hidden_laid[seat] = code
        self.pile.append((seat, code))
        self.turn = (seat + 1) % self.players
        events = [hidden_event(seat)] if log else []
        if self.turn == self.leader:
            random.Random(f"{self.seed}:{self.round}:pile").shuffle(self.pile)
            self.phase = PLAY
            if log:
                events.append(event("play_starts", "The hidden cards are shuffled; {seat} leads the first trick.",
                                    seat=self.leader))
        return events

    def round_outlook(self) -> Outlook:
        """The round type as public knowledge tells it."""
        return public_outlook(*self._public_knowledge())

    def _public_knowledge(self) -> tuple:
        """What `outlook.public_outlook` reads."""
        hidden_left = len(self.pile) if self.phase != HIDE else self.players
        return (self.players, [code for _owner, code in self.revealed], hidden_left, self.round_tricks, self.trick,
                self.leftover)

    def _public_kind(self) -> str | None:
        """`round_outlook().kind`, remembered: a logged play asks it before and after itself. A round type once
        known stays so to the round's end (the cards seen and turned up since can only narrow what the rest may
        total); one unknown stays so while `public_kind`'s count of cards more has not been played, unless a
        hidden card is turned up (`_reveal` forgets it). Every action lengthens the history by one and plays at
        most one card (one more for the action under way, whose card may not be out yet), so the history's
        length tells when to look again."""
        memo = self.known_kind
        if memo is not None and memo[0] == self.round and (memo[1] is not None or len(self.history) < memo[2]):
            return memo[1]
        kind, more = public_kind(*self._public_knowledge())
        self.known_kind = (self.round, kind, len(self.history) + more)
        return kind

    def _play(self, seat: int, code: int, log: bool) -> list[Event]:
        known = self._public_kind() if log else None
        hand = self.hands[seat]
        index = hand.index(code)
        del hand[index]
        held = self.hand_plays[seat]
        if held is not None:
            plays = held[1]
            self.hand_plays[seat] = (hand, plays[:index] + plays[index + 1:])
        trick = self.trick
        trick.append((seat, code))
        if code == JOKER:
            self.jokers_played += 1
        players = len(self.hands)
        if not log:
            if len(trick) < players:
                self.turn = (seat + 1) % players
            else:
                self._finish_trick(False)
            return []
        events = [played_event(seat, code)]
        if len(trick) < players:
            self.turn = (seat + 1) % players
        else:
            events += self._finish_trick(True)
        if known is None and self.phase != HIDE and self._public_kind() is not None:
            events += self._round_type_event()
        return events

    def _round_type_event(self) -> list[Event]:
        outlook = self.round_outlook()
        if outlook.kind == places.PLUS:
            return [_event("round_type", "This is a Plus round: the hidden cards total at least {threshold} "
                           "(most tricks is best).", kind=outlook.kind, total=outlook.revealed_sum,
                           threshold=outlook.threshold)]
        if outlook.kind == places.MINUS:
            return [_event("round_type", "This is a Minus round: the hidden cards cannot reach {threshold} "
                           "(fewest tricks is best).", kind=outlook.kind, total=outlook.revealed_sum,
                           threshold=outlook.threshold)]
        return []

    def _finish_trick(self, log: bool) -> list[Event]:
        plays = tuple(self.trick)
        winner = tricks.winner(plays, self.trump)
        self.round_tricks.append((plays, winner))
        self.trick_trumps.append(self.trump)
        self.trick = []
        number = len(self.round_tricks)
        events = []
        if winner is None:
            if log:
                events.append(event("trick_void", "Trick {number} holds nothing but jokers: nobody wins it, and "
                                    "{seat} leads again.", seat=self.leader, number=number))
        else:
            self.tricks_won[winner] += 1
            self.leader = winner
            if log:
                events.append(trick_event(winner, number))
        self.turn = self.leader
        players = len(self.hands)
        if number in REVEAL_AFTER[players]:
            events += self._reveal(log)
        jokers = self.options["jokers"]
        final = jokers and self.round == rounds_for(players)  # `decisions_due` reads it only with jokers
        self.trump_queue = queue = tricks.decisions_due(self.round_tricks, jokers, final, self.tricks_won, self._kind)
        if queue:
            self.phase, self.turn = TRUMP, queue[0]
        elif number == ROUND_TRICKS[jokers]:
            events += self._end_round(log)
        return events

    def _kind(self) -> str:
        """The round type the hidden cards make (known to the rules, whether or not the players know it yet)."""
        return consistency.round_kind(self.pile, self.revealed, self.players)

    def _reveal(self, log: bool) -> list[Event]:
        owner, code = self.pile.pop(0)
        self.revealed.append((owner, code))
        self.known_kind = None
        if not log:
            return []
        total = sum(value_of(card) for _owner, card in self.revealed)
        return [event("revealed", "A hidden card is turned up: {card} (revealed total {total}, {left} still "
                      "hidden).", card=name(code), code=code, total=total, left=len(self.pile))]

    def _decide_trump(self, seat: int, colour: int, log: bool) -> list[Event]:
        kept = colour == self.trump
        self.trump = colour
        self.trump_queue.pop(0)
        events = []
        if log:
            template = "{seat} keeps {colour} as trump." if kept else "{seat} makes {colour} trump."
            events.append(event("trump_kept" if kept else "trump_changed", template, seat=seat,
                                colour=COLOURS[colour], index=colour))
        if self.trump_queue:
            self.turn = self.trump_queue[0]
        elif self.tricks_left():
            self.phase, self.turn = PLAY, self.leader
        else:
            events += self._end_round(log)
        return events

    def _end_round(self, log: bool) -> list[Event]:
        kind = self._kind()
        points = places.round_points(self.tricks_won, kind)
        self.round_points.append(points)
        self.totals = [total + gained for total, gained in zip(self.totals, points)]
        events = [_event("round_scored", "Round {round} ({kind}) scores {points}.", round=self.round,
                         points=points, kind=kind)] if log else []
        if self.round == rounds_for(self.players):
            self.phase = OVER
            self.turn = self.leader
            return events + ([game_over_event(self.ranking())] if log else [])
        self.round += 1
        self.dealer = (self.dealer + 1) % self.players
        self._deal()
        return events + (self._round_events() if log else [])

    # --- scoring, observation, JSON -----------------------------------------------------------------------------
    def scores(self) -> tuple[int, ...]:
        return tuple(self.totals)

    def ranking(self) -> Ranking:
        return rank_highest_first(self.scores())

    def score_breakdown(self, seat: int) -> dict[str, Any]:
        """rounds (the seat's points in each finished round), tricks (its tricks this round), score (its
        total)."""
        return {"rounds": [points[seat] for points in self.round_points], "tricks": self.tricks_won[seat],
                "score": self.totals[seat]}

    def observation(self, seat: int | None) -> FaehrteObservation:
        self._check_viewer(seat)
        return observe(self, seat)

    def revealed_observation(self, seat: int | None) -> FaehrteObservation:
        self._check_viewer(seat)
        return observe_revealed(self, seat)

    def position(self) -> dict[str, Any]:
        """seed; round; dealer; phase ("hide", "play", "trump" or "over"); turn; leader (who leads the trick
        in progress or next); trump (colour index: red 0, blue 1, yellow 2, green 3); hands (sorted codes);
        leftover (the card left over with three players, or null); hidden_laid (per seat: the card it laid
        this round, or null); pile ([seat, code] of the hidden cards not yet turned up, top first; during
        phase "hide", in the order laid); revealed ([seat, code] in the order turned up); trick ([seat,
        code] of the trick in progress); round_tricks ([plays, winner or null] of this round's finished
        tricks); trick_trumps (the trump each of them was played under); tricks_won; trump_queue (seats still
        to decide a trump change now); jokers_played (this round); round_points (per finished round, the
        points per seat); totals. A card is colour × 13 + value, 52 a joker. See `Faehrte._from_position`
        for names and what may be left out."""
        return {"seed": self.seed, **self._state_fields()}

    def check_invariants(self) -> None:
        consistency.check(self)

    def _state_fields(self) -> dict[str, Any]:
        return {
            "round": self.round, "dealer": self.dealer, "phase": self.phase, "turn": self.turn,
            "leader": self.leader, "trump": self.trump, "hands": [list(hand) for hand in self.hands],
            "leftover": self.leftover, "hidden_laid": list(self.hidden_laid),
            "pile": [list(entry) for entry in self.pile], "revealed": [list(entry) for entry in self.revealed],
            "trick": [list(play) for play in self.trick],
            "round_tricks": [[[list(play) for play in plays], winner] for plays, winner in self.round_tricks],
            "trick_trumps": list(self.trick_trumps), "tricks_won": list(self.tricks_won),
            "trump_queue": list(self.trump_queue), "jokers_played": self.jokers_played,
            "round_points": [list(points) for points in self.round_points], "totals": list(self.totals),
        }

    def _load_fields(self, data: Mapping[str, Any]) -> None:
        self.round, self.dealer, self.phase = int(data["round"]), int(data["dealer"]), str(data["phase"])
        self.turn, self.leader, self.trump = int(data["turn"]), int(data["leader"]), int(data["trump"])
        self.hands = [list(hand) for hand in data["hands"]]
        self.leftover = data["leftover"]
        self.hidden_laid = list(data["hidden_laid"])
        self.pile = [tuple(entry) for entry in data["pile"]]
        self.revealed = [tuple(entry) for entry in data["revealed"]]
        self.trick = [tuple(play) for play in data["trick"]]
        self.round_tricks = [(tuple(tuple(play) for play in plays), winner) for plays, winner in data["round_tricks"]]
        self.trick_trumps = list(data["trick_trumps"])
        self.tricks_won = list(data["tricks_won"])
        self.trump_queue = list(data["trump_queue"])
        self.jokers_played = int(data["jokers_played"])
        self.round_points = [tuple(points) for points in data["round_points"]]
        self.totals = list(data["totals"])
        self.forget()


# Tricks in a round, with and without jokers, and how many are finished when the last is played: the search's
# playouts ask thousands of times a second.
ROUND_TRICKS = {jokers: tricks_per_round(jokers) for jokers in (False, True)}
LAST_TRICK = {jokers: tricks - 1 for jokers, tricks in ROUND_TRICKS.items()}
REVEAL_AFTER = {players: reveal_after(players) for players in (3, 4)}  # the hidden cards turned up after these tricks


@lru_cache(maxsize=16)
def dealt(seed: int, round_number: int, players: int, jokers: bool) -> tuple[tuple[tuple[int, ...], ...], int | None]:
    """The sorted hands and the card left over (or None) of a round's deal, from its own seeded shuffle. Kept for
    the latest few: the search's playouts end with the next round's deal, the same one again and again."""
    cards = list(deck(players, jokers))
    random.Random(f"{seed}:{round_number}").shuffle(cards)
    size = hand_size(jokers)
    hands = tuple(tuple(sorted(cards[seat * size:(seat + 1) * size])) for seat in range(players))
    rest = cards[players * size:]
    return hands, rest[0] if rest else None


@register
class Faehrte(Game):
    id = "faehrte"
    name = "Auf falscher Fährte"
    min_players = 3
    max_players = 4
    option_specs = (
        OptionSpec("jokers", "Jokers", (False, True), choice_labels=("Without jokers", "With jokers")),
    )
    State = FaehrteState
    # Points are scored at the end of each round.
    score_step_events = frozenset({"round_scored"})
    position_fields = ("round", "dealer", "phase", "turn", "leader", "trump", "hands", "leftover", "hidden_laid",
                       "pile", "revealed", "trick", "round_tricks", "trick_trumps", "tricks_won", "trump_queue",
                       "jokers_played", "round_points", "totals")
    position_seat_fields = ("hands", "hidden_laid", "tricks_won", "totals")

    @classmethod
    def _setup(cls, options: dict[str, Any], seed: int) -> FaehrteState:
        players = options["players"]
        state = FaehrteState.__new__(FaehrteState)
        state.options, state.seed, state.history, state.origin = options, seed, [], None
        state.round, state.dealer, state.trump = 1, random.Random(seed).randrange(players), RED
        state.hands = [[] for _ in range(players)]
        state.round_points, state.totals = [], [0] * players
        state.forget()
        state._deal()
        return state

    @classmethod
    def _from_position(cls, position: Mapping[str, Any], options: dict[str, Any], seed: int) -> FaehrteState:
        """An Auf falscher Fährte position. A card is a code (colour × 13 + value, colours red, blue, yellow,
        green from 0; 52 a joker) or its name ("red 7", "joker"); a colour is an index 0–3 or its name.
        Fields, with their defaults:

        round (1); phase ("play"); trump (red); hands: per seat (empty); leftover (with three players the
        one card not elsewhere, else null); pile ([seat, card] top first; none), revealed ([seat, card] in
        the order turned up; none); hidden_laid (per seat, its card in pile or revealed, else null);
        trick ([seat, card] of the trick in progress; none); round_tricks ([plays, winner] each, the winner
        left out to follow from the rules; none); trick_trumps (for each finished trick, the trump that
        makes its winner win, the current trump where it does); tricks_won and jokers_played (counted from
        the tricks); dealer (the seat right of the round's first leader: the first trick's, or `leader`, or
        in phase "play" `turn`; seat 0 leads when nothing tells); leader (the last trick's winner, its
        leader if nobody won it, or the dealer's left); trump_queue (in phase "trump", the seats the last
        trick gives a decision, by the rules; else none); turn (who acts next by the rules);
        round_points (zeros for each round before this one); totals (the sums of round_points).

        Every card of the deck must be there exactly once, and the phase must agree with the hands, pile and
        tricks (`check_invariants`).
        """
        state = FaehrteState.__new__(FaehrteState)
        state.options, state.seed = options, seed
        state._load_fields(consistency.read_position(position, options))
        return state

    @staticmethod
    def describe_action(action: tuple) -> str:
        kind, value = action
        if kind == "hide":
            return f"Lay {name(value)} face down"
        if kind == "play":
            return f"Play {name(value)}"
        return f"Trump: {COLOURS[value]}"
