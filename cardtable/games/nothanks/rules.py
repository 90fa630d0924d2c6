"""No Thanks!: take the open card with its chips, or pay a chip to refuse it. Lowest score wins.

Rulings section 1: 3-7 players; 11 chips each for 3-5 players, 9 for 6, 7 for 7; cards 3-35, 9 removed
unseen. Score = lowest card of each run - chips. Variants: chip counts hidden/shown, tactical deck.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Mapping

from ..core import (Event, Game, GameState, IllegalAction, OptionSpec, Ranking, event, game_over_event,
                    rank_lowest_first, seat_label)
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


def runs(cards) -> list[tuple[int, ...]]:
    """The runs of consecutive cards, lowest first: [3, 4, 5, 9] -> [(3, 4, 5), (9,)]."""
    groups: list[list[int]] = []
    for card in sorted(cards):
        if groups and card == groups[-1][-1] + 1:
            groups[-1].append(card)
        else:
            groups.append([card])
    return [tuple(group) for group in groups]


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

    @property
    def my_chips(self) -> int | None:
        return None if self.seat is None else self.chips[self.seat]

    def legal_actions(self) -> tuple[str, ...]:
        if self.terminal or self.seat is None or self.to_act != self.seat:
            return ()
        return _TAKE_ONLY if self.chips[self.seat] == 0 else ACTIONS

    def seen_cards(self) -> set[int]:
        seen = {card for hand in self.cards for card in hand}
        if self.open_card is not None:
            seen.add(self.open_card)
        return seen

    def counted_chips(self) -> list[int]:
        """Every seat's chips, counted from the public history as a player with a good memory would."""
        chips = [self.starting_chips] * self.players
        pot = 0
        for seat, action in self.history:
            if action == PAY:
                chips[seat] -= 1
                pot += 1
            else:
                chips[seat] += pot
                pot = 0
        return chips


class NoThanksState(GameState):
    __slots__ = ("deck", "removed", "open_card", "pot", "chips", "cards", "turn")

    def __init__(self, options: Mapping[str, Any], seed: int, deck: list[int], removed: tuple[int, ...],
                 start: int):
        self.options = options
        self.seed = seed
        self.history = []
        self.removed = removed
        self.deck = deck
        self.open_card = deck.pop()
        self.pot = 0
        players = options["players"]
        self.chips = [starting_chips(players, options["deck"])] * players
        self.cards = [[] for _ in range(players)]
        self.turn = start

    def clone(self) -> "NoThanksState":
        other = NoThanksState.__new__(NoThanksState)
        other.options = self.options
        other.seed = self.seed
        other.history = self.history.copy()
        other.removed = self.removed
        other.deck = self.deck.copy()
        other.open_card = self.open_card
        other.pot = self.pot
        other.chips = self.chips.copy()
        other.cards = [hand.copy() for hand in self.cards]
        other.turn = self.turn
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

    def _check(self, seat: int, action: Any) -> None:
        if action not in ACTIONS:
            raise IllegalAction(f"Malformed action {action!r}: choose 'take' or 'pay'.")
        if action == PAY and not self.chips[seat]:
            raise IllegalAction(f"{seat_label(seat)} has no chips left and must take the card.")

    def _do(self, seat: int, action: str, log: bool) -> list[Event]:
        card = self.open_card
        if action == PAY:
            self.chips[seat] -= 1
            self.pot += 1
            self.turn = (seat + 1) % len(self.chips)
            if log:
                return [event("paid", "{seat} says no thanks to {card} and pays a chip.", seat=seat, card=card)]
            return []
        hand = self.cards[seat]
        hand.append(card)
        hand.sort()
        pot = self.pot
        self.chips[seat] += pot
        self.pot = 0
        self.open_card = self.deck.pop() if self.deck else None
        if not log:
            return []
        events = [event("took", TAKE_TEMPLATES[min(pot, 2)], seat=seat, card=card, chips=pot)]
        if self.open_card is not None:
            events.append(event("revealed", "{seat} turns up {card}.", seat=seat, card=self.open_card))
        else:
            events.append(self._end_event())
        return events

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
            history=tuple(self.history), terminal=self.open_card is None)

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

    @classmethod
    def know_how(cls):
        from . import agents  # loaded when a computer player needs it

        return agents.KNOW_HOW

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

    @staticmethod
    def describe_action(action: str) -> str:
        return {TAKE: "Take the card", PAY: "No thanks (pay a chip)"}.get(action, str(action))
