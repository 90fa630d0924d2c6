"""No Thanks!: take the open card with its chips, or pay a chip to refuse it. Lowest score wins.

Rulings section 1: 3-7 players; 11 chips each for 3-5 players, 9 for 6, 7 for 7; cards 3-35, 9 removed
unseen. Score = lowest card of each run - chips. Variants: chip counts hidden/shown, tactical deck.

A position (`NoThanks.from_position`, `NoThanksState.position()`), for instance card 20 with 3 chips on
it and seat 1 to act, the face-down deck and removed cards shuffled from the seed:

    NoThanks.from_position({"cards": [[21, 22], [8, 9], [33]], "chips": [9, 10, 11], "open_card": 20,
                            "pot": 3, "turn": 1, "seed": 4})
"""

from __future__ import annotations

import random
from bisect import insort
from collections import Counter
from dataclasses import dataclass, replace
from functools import cache
from typing import Any, Mapping

from ..core import (Event, Game, GameState, OptionError, OptionSpec, Ranking, Refusal, event, game_over_event,
                    malformed, rank_lowest_first, refusal, why_not)
from ..positions import listed, per_seat, require, seat as read_seat, where, whole
from ..registry import register

TAKE = "take"
PAY = "pay"
ACTIONS = (TAKE, PAY)
_TAKE_ONLY = (TAKE,)

LOWEST, HIGHEST = 3, 35
ALL_CARDS = tuple(range(LOWEST, HIGHEST + 1))
PLAYED = 24
TACTICAL_REMOVED = (10, 20, 30)
TACTICAL_CHIPS = 10

TAKE_TEMPLATES = ("{seat} takes {card} (no chips on it).", "{seat} takes {card} with 1 chip.",
                  "{seat} takes {card} with {chips} chips.")


def starting_chips(players: int, deck: str = "standard") -> int:
    if deck == "tactical":
        return TACTICAL_CHIPS
    return {6: 9, 7: 7}.get(players, 11)


def card_points(cards) -> int:
    """Sum of the lowest card of each run of consecutive cards."""
    held = set(cards)
    return sum(card for card in held if card - 1 not in held)


def bit_set(cards) -> int:
    """Cards as the bits of one int (bit c: card c held)."""
    bits = 0
    for card in cards:
        bits |= 1 << card
    return bits


def bits_points(hand: int) -> int:
    """`card_points` of a hand held as a bit set (`bit_set`), for the search's fast worlds."""
    lows = hand & ~(hand << 1)
    points = 0
    while lows:
        low = lows & -lows
        points += low.bit_length() - 1
        lows ^= low
    return points


def runs(cards) -> list[tuple[int, ...]]:
    """The runs of consecutive cards, lowest first: [3, 4, 5, 9] -> [(3, 4, 5), (9,)]."""
    groups: list[list[int]] = []
    for card in sorted(cards):
        if groups and card == groups[-1][-1] + 1:
            groups[-1].append(card)
        else:
            groups.append([card])
    return [tuple(group) for group in groups]


# A game's events, one of each: events are values, and finding one costs the public `apply` less than building
# it (there are a few thousand at most: seats times cards, times the chips of a take).
@cache
def paid_event(seat: int, card: int) -> Event:
    return event("paid", "{seat} says no thanks to {card} and pays a chip.", seat=seat, card=card)


@cache
def took_event(seat: int, card: int, pot: int) -> Event:
    return event("took", TAKE_TEMPLATES[min(pot, 2)], seat=seat, card=card, chips=pot)


@cache
def revealed_event(seat: int, card: int) -> Event:
    return event("revealed", "{seat} turns up {card}.", seat=seat, card=card)


def refusal_for(seat: int, chips: int, action: Any) -> Refusal | None:
    """Why `seat`, to act with `chips`, may not play `action`, or None (the state's and the observation's
    one answer)."""
    if action == PAY:
        return None if chips else refusal("no_chips", "{seat} has no chips left and must take the card.", seat=seat)
    if action == TAKE:
        return None
    return malformed(action, "Malformed action {action}: choose 'take' or 'pay'.")


def score(cards, chips: int) -> int:
    return card_points(cards) - chips


@dataclass(frozen=True)
class NoThanksObservation:
    """What one seat (or a spectator, seat None) knows. Only public facts plus the seat's own chips."""

    seat: int | None
    players: int
    chips_shown: bool
    tactical: bool
    to_act: int | None
    open_card: int | None
    pot: int
    deck_size: int
    cards: tuple[tuple[int, ...], ...]
    chips: tuple[int | None, ...]  # None where the variant hides another seat's chips
    starting_chips: int
    history: tuple[tuple[int, str], ...]
    terminal: bool
    # Every seat's chips and the pot where the history starts (a new game: starting chips, no pot; a game
    # begun at a described position: that position's, taken as known to everyone).
    start_chips: tuple[int, ...]
    start_pot: int
    # The cards turned up since the history starts, in order (the open card last while the game goes on).
    turned_up: tuple[int, ...] = ()
    # Only in `revealed_observation` (empty otherwise): every seat's chips, the face-down deck in the order
    # it is turned up (the next card first) and the cards out of the game.
    revealed_chips: tuple[int, ...] = ()
    revealed_deck: tuple[int, ...] = ()
    revealed_removed: tuple[int, ...] = ()

    @property
    def my_chips(self) -> int | None:
        return None if self.seat is None else self.chips[self.seat]

    def legal_actions(self) -> tuple[str, ...]:
        if self.terminal or self.seat is None or self.to_act != self.seat:
            return ()
        return _TAKE_ONLY if self.chips[self.seat] == 0 else ACTIONS

    def why_not(self, action: Any) -> Refusal | None:
        """Why the observing seat may not play `action` now, or None: the rules' own answer."""
        acting = () if self.terminal or self.to_act is None else (self.to_act,)
        return why_not(self.terminal, acting, self.seat, self.players, action,
                       lambda: refusal_for(self.seat, self.chips[self.seat], action), self.legal_actions)

    def seen_cards(self) -> set[int]:
        seen = {card for hand in self.cards for card in hand}
        if self.open_card is not None:
            seen.add(self.open_card)
        return seen

    def counted_chips(self) -> list[int]:
        """Every seat's chips, counted from the public history as a player with a good memory would."""
        return count_chips(self.start_chips, self.start_pot, self.history)


def count_chips(chips, pot: int, history) -> list[int]:
    """Every seat's chips after `history`, from `chips` and `pot` where it starts."""
    chips = list(chips)
    for seat, action in history:
        if action == PAY:
            chips[seat] -= 1
            pot += 1
        else:
            chips[seat] += pot
            pot = 0
    return chips


class NoThanksState(GameState):
    __slots__ = ("deck", "removed", "open_card", "pot", "chips", "cards", "turn", "start_chips", "start_pot",
                 "turned_up")

    def __init__(self, options: Mapping[str, Any], seed: int, deck: list[int], removed: tuple[int, ...],
                 start: int):
        self.options = options
        self.seed = seed
        self.history = []
        self.origin = None
        self.removed = removed
        self.deck = deck
        self.open_card = deck.pop()
        self.pot = 0
        players = options["players"]
        self.chips = [starting_chips(players, options["deck"])] * players
        self.cards = [[] for _ in range(players)]
        self.turn = start
        self.start_chips, self.start_pot = tuple(self.chips), 0
        self.turned_up = (self.open_card,)

    def clone(self) -> "NoThanksState":
        other = NoThanksState.__new__(NoThanksState)
        other.options = self.options
        other.seed = self.seed
        other.history = self.history.copy()
        other.origin = self.origin
        other.start_chips, other.start_pot = self.start_chips, self.start_pot
        other.removed = self.removed
        other.deck = self.deck.copy()
        other.open_card = self.open_card
        other.pot = self.pot
        other.chips = self.chips.copy()
        other.cards = [hand.copy() for hand in self.cards]
        other.turn = self.turn
        other.turned_up = self.turned_up
        return other

    # --- turn and actions ------------------------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        return () if self.open_card is None else (self.turn,)

    def is_terminal(self) -> bool:
        return self.open_card is None

    def legal_actions(self, seat: int | None = None) -> tuple[str, ...]:
        if self.open_card is None or (seat is not None and seat != self.turn):
            return ()
        return ACTIONS if self.chips[self.turn] else _TAKE_ONLY

    def _why_not(self, seat: int, action: Any) -> Refusal | None:
        return refusal_for(seat, self.chips[seat], action)

    def apply(self, action: Any, seat: int | None = None) -> list[Event]:
        # The shared path's answer in the usual case, found with less of its generality (it costs a random
        # playout a third of its time): the game goes on, the seat is the one to act, and the rules' check
        # accepts the action, a string. Anything else goes the shared way, which says why not.
        turn = self.turn
        if (self.open_card is not None and (seat is None or type(seat) is int and seat == turn)
                and type(action) is str and self._why_not(turn, action) is None):
            self.history.append((turn, action))
            return self._do(turn, action, True)
        return super().apply(action, seat)

    def _do(self, seat: int, action: str, log: bool) -> list[Event]:
        card = self.open_card
        if action == PAY:
            self.chips[seat] -= 1
            self.pot += 1
            self.turn = (seat + 1) % len(self.chips)
            return [paid_event(seat, card)] if log else []
        insort(self.cards[seat], card)
        pot = self.pot
        self.chips[seat] += pot
        self.pot = 0
        deck = self.deck
        if deck:
            self.open_card = turned = deck.pop()
            self.turned_up += (turned,)
        else:
            self.open_card = turned = None
        if not log:
            return []
        if turned is None:
            return [took_event(seat, card, pot), self._end_event()]
        return [took_event(seat, card, pot), revealed_event(seat, turned)]

    def start_events(self) -> list[Event]:
        return [event("started", "{seat} starts and turns up {card}.", seat=self.turn, card=self.open_card)]

    def _end_event(self) -> Event:
        return game_over_event(self.ranking())

    # --- scoring ---------------------------------------------------------------------------------------
    def scores(self) -> tuple[int, ...]:
        return tuple(score(hand, chips) for hand, chips in zip(self.cards, self.chips))

    def ranking(self) -> Ranking:
        return rank_lowest_first(self.scores())

    def score_breakdown(self, seat: int) -> dict[str, Any]:
        """runs (tuples of consecutive cards, lowest first), card_points, chips, score."""
        return {"runs": runs(self.cards[seat]), "card_points": card_points(self.cards[seat]),
                "chips": self.chips[seat], "score": score(self.cards[seat], self.chips[seat])}

    # --- position and invariants -------------------------------------------------------------------------
    def position(self) -> dict[str, Any]:
        """seed; deck (face down, bottom first: the last card is turned up next); removed (sorted); open_card
        (None once the game is over); pot; cards (per seat, sorted); chips (per seat); turn (the seat to
        act). See `NoThanks._from_position` for what may be left out."""
        return {"seed": self.seed, **self._state_fields()}

    def check_invariants(self) -> None:
        players = self.options["players"]
        require(len(self.chips) == len(self.cards) == players, f"chips and cards must list {players} seats")
        require(0 <= self.turn < players, f"turn {self.turn} is not a seat of {players}")
        for seat, hand in enumerate(self.cards):
            require(all(a < b for a, b in zip(hand, hand[1:])), f"cards[{seat}] is not sorted: {hand}")
        open_card = [] if self.open_card is None else [self.open_card]
        problem = where({"deck": self.deck, "removed": self.removed, "open_card": open_card,
                         **{f"cards[{seat}]": hand for seat, hand in enumerate(self.cards)}},
                        Counter(ALL_CARDS))
        require(problem is None, str(problem))
        require(list(self.removed) == sorted(self.removed), "removed is not sorted")
        unseen = len(ALL_CARDS) - PLAYED
        require(len(self.removed) == unseen, f"removed holds {len(self.removed)} cards, not {unseen}: "
                f"{PLAYED} of the {len(ALL_CARDS)} cards are played")
        if self.options["deck"] == "tactical":
            require(set(TACTICAL_REMOVED) <= set(self.removed), "the tactical deck removes 10, 20 and 30")
        total = players * starting_chips(players, self.options["deck"])
        require(self.pot >= 0 and min(self.chips) >= 0, f"negative chips: pot {self.pot}, chips {self.chips}")
        require(sum(self.chips) + self.pot == total,
                f"chips {self.chips} and pot {self.pot} make {sum(self.chips) + self.pot}, not the {total} "
                f"chips of the game")
        require(sum(self.start_chips) + self.start_pot == total, "the chips where the history starts are not "
                f"the {total} chips of the game")
        if self.open_card is None:
            require(not self.deck and self.pot == 0, "the game is over (no open card) yet the deck or pot "
                    "is not empty")
        require(count_chips(self.start_chips, self.start_pot, self.history) == self.chips,
                "the chips do not follow from the history")

    # --- observation -----------------------------------------------------------------------------------
    def observation(self, seat: int | None) -> NoThanksObservation:
        self._check_viewer(seat)
        shown = self.options["chips"] == "shown" or self.open_card is None
        chips = tuple(count if shown or other == seat else None for other, count in enumerate(self.chips))
        return NoThanksObservation(
            seat=seat, players=len(self.chips), chips_shown=self.options["chips"] == "shown",
            tactical=self.options["deck"] == "tactical", to_act=None if self.open_card is None else self.turn,
            open_card=self.open_card, pot=self.pot, deck_size=len(self.deck),
            cards=tuple(tuple(hand) for hand in self.cards), chips=chips,
            starting_chips=starting_chips(len(self.chips), self.options["deck"]),
            history=tuple(self.history), terminal=self.open_card is None, start_chips=self.start_chips,
            start_pot=self.start_pot, turned_up=self.turned_up)

    def revealed_observation(self, seat: int | None) -> NoThanksObservation:
        self._check_viewer(seat)
        return replace(self.observation(seat), revealed_chips=tuple(self.chips),
                       revealed_deck=tuple(reversed(self.deck)), revealed_removed=tuple(self.removed))

    # --- JSON --------------------------------------------------------------------------------------------
    def _state_fields(self) -> dict[str, Any]:
        return {"deck": list(self.deck), "removed": list(self.removed), "open_card": self.open_card,
                "pot": self.pot, "chips": list(self.chips), "cards": [list(hand) for hand in self.cards],
                "turn": self.turn}

    def _load_fields(self, data: Mapping[str, Any]) -> None:
        self.deck = [int(card) for card in data["deck"]]
        self.removed = tuple(int(card) for card in data["removed"])
        self.open_card = None if data["open_card"] is None else int(data["open_card"])
        self.pot = int(data["pot"])
        self.chips = [int(count) for count in data["chips"]]
        self.cards = [[int(card) for card in hand] for hand in data["cards"]]
        self.turn = int(data["turn"])


@register
class NoThanks(Game):
    id = "nothanks"
    name = "No Thanks!"
    min_players = 3
    max_players = 7
    option_specs = (
        OptionSpec("chips", "Chip counts", ("hidden", "shown"), choice_labels=("Hidden", "Shown")),
        OptionSpec("deck", "Deck", ("standard", "tactical"),
                   choice_labels=("Standard", "Tactical (10 chips; 10, 20 and 30 removed)")),
    )
    State = NoThanksState
    # The results plot the running score after each card taken.
    score_step_events = frozenset({"took"})
    score_step_unit = "card"
    position_fields = ("deck", "removed", "open_card", "pot", "cards", "chips", "turn")
    position_seat_fields = ("cards", "chips")

    @classmethod
    def _setup(cls, options: dict[str, Any], seed: int) -> NoThanksState:
        rng = random.Random(seed)
        if options["deck"] == "tactical":
            cards = [card for card in ALL_CARDS if card not in TACTICAL_REMOVED]
        else:
            cards = list(ALL_CARDS)
        rng.shuffle(cards)
        unseen = len(cards) - PLAYED
        removed = tuple(sorted(cards[:unseen]))
        if options["deck"] == "tactical":
            removed = tuple(sorted(removed + TACTICAL_REMOVED))
        start = rng.randrange(options["players"])
        return NoThanksState(options, seed, cards[unseen:], removed, start)

    @classmethod
    def _from_position(cls, position: Mapping[str, Any], options: dict[str, Any], seed: int) -> NoThanksState:
        """A No Thanks! position. Fields (all optional; cards are whole numbers 3-35):

        cards: each seat's cards (default: none). turn: the seat to act (default 0). pot: the chips on
        the open card (default 0). chips: each seat's chips (default: the starting chips, the pot's chips
        paid one each by the seats before `turn`, going right). open_card: the card on offer, None once
        the game is over (default: the top of the deck is turned up). deck: the face-down cards, bottom
        first (the last one is turned up next). removed: the cards out of the game (the tactical deck's
        10, 20 and 30 among them). Of deck and removed, one left out is made of the cards used nowhere
        else; both left out, those cards are shuffled from the seed and the removed ones drawn from them.
        Every card 3-35 must end up exactly once somewhere, 9 of them removed, and the chips must add up
        to the game's.
        """
        players = options["players"]
        rng = random.Random(f"{seed}:position")
        hands = per_seat(position, "cards", players, _read_cards, lambda seat: [])
        turn = read_seat(position.get("turn", 0), "turn", players)
        pot = whole(position.get("pot", 0), "pot", 0)
        start = starting_chips(players, options["deck"])
        chips = per_seat(position, "chips", players, lambda value, field: whole(value, field, 0), lambda seat: start)
        if "chips" not in position:
            for paid in range(pot):
                chips[(turn - 1 - paid) % players] -= 1
            if min(chips) < 0:
                raise OptionError(f"The position's pot of {pot} is more than the seats' starting chips could "
                                  "pay: give the chips.")
        deck = _read_cards(position["deck"], "deck") if "deck" in position else None
        removed = _read_cards(position["removed"], "removed") if "removed" in position else None
        used = {card for hand in hands for card in hand}
        if position.get("open_card") is not None:
            used.add(_read_card(position["open_card"], "open_card"))
        unused = [card for card in ALL_CARDS if card not in used]
        if deck is None and removed is None:
            fixed = list(TACTICAL_REMOVED) if options["deck"] == "tactical" else []
            pool = [card for card in unused if card not in fixed]
            rng.shuffle(pool)
            unseen = len(ALL_CARDS) - PLAYED - len(fixed)
            removed, deck = fixed + pool[:unseen], pool[unseen:]
        elif deck is None:
            deck = [card for card in unused if card not in removed]
            rng.shuffle(deck)
        elif removed is None:
            removed = [card for card in unused if card not in deck]
        if "open_card" in position:
            open_card = position["open_card"]
        elif deck:
            open_card = deck.pop()
        else:
            raise OptionError("The position has no open_card and an empty deck to turn one up from: give "
                              "open_card (None when the game is over).")
        state = NoThanksState.__new__(NoThanksState)
        state.options, state.seed = options, seed
        state.deck, state.removed, state.open_card, state.pot = deck, tuple(sorted(removed)), open_card, pot
        state.chips, state.cards, state.turn = chips, [sorted(hand) for hand in hands], turn
        state.start_chips, state.start_pot = tuple(chips), pot
        state.turned_up = () if open_card is None else (open_card,)
        return state

    @staticmethod
    def describe_action(action: str) -> str:
        return {TAKE: "Take the card", PAY: "No thanks (pay a chip)"}.get(action, str(action))


def _read_card(value: Any, field: str) -> int:
    return whole(value, field, LOWEST, HIGHEST)


def _read_cards(value: Any, field: str) -> list[int]:
    return [_read_card(card, f"{field}[{index}]") for index, card in enumerate(listed(value, field))]
