"""No Thanks! know-how for the computer players: heuristics, the search's playout policy, determinization.

Every policy here decides from an observation (or, for playouts, from a world the search sampled from an
observation), never from the real state.
"""

from __future__ import annotations

import random

from ..know_how import AIKnowHow
from . import last_card
from .policy_model import DECK_AT_START, WEIGHTS, take_cost, take_logit
from .rules import (ALL_CARDS, PAY, TACTICAL_REMOVED, TAKE, NoThanksObservation, NoThanksState, bit_set,
                    bits_points)
from .review_chance_map import REVIEW_CHANCE_MAP


# --- easy: a few rules of thumb ------------------------------------------------------------------------
def easy_policy(obs: NoThanksObservation, legal, rng: random.Random) -> str:
    if len(legal) == 1:
        return legal[0]
    hand = set(obs.cards[obs.seat])
    cost = take_cost(hand, obs.open_card)
    if cost <= 1 or obs.pot * 3 >= cost or rng.random() < 0.05:
        return TAKE
    return PAY


# --- normal: takes a card of its own runs, after milking it; weighs any other by a logistic regression ----
# A card that fits one of our runs and that nobody else wants yet goes round for chips: each round every
# other player pays one on it and we pay one. It is taken back before the chips on it, one round on, would
# pay this share of its cost to another player (the easy level takes a card once its chips pay a third of
# it). 0.3 beat 0.35 and 0.4 in play against easy players and the benchmarks' logistic policy.
MILK_SHARE = 0.3


def normal_policy(obs: NoThanksObservation, legal, rng: random.Random, weights=None) -> str:
    """`weights`: another table than policy_model.WEIGHTS, to try it (tests/benchmarks/fit_policy.py)."""
    if len(legal) == 1:
        return legal[0]
    if not obs.deck_size:
        # Nothing is hidden any more and whoever takes the card ends the game: the model, which weighs what
        # a card costs and pays, cannot see that refusing it hands the win to the seat whose gap it closes.
        return last_card.best_move(obs)
    cost = take_cost(set(obs.cards[obs.seat]), obs.open_card)
    if cost <= 0:
        return PAY if cost >= -1 and _worth_milking(obs) else TAKE  # a gap closed is worth no risk
    return TAKE if take_logit(obs, weights) > 0 else PAY


def _worth_milking(obs: NoThanksObservation) -> bool:
    """Whether a card of our runs may go round once more (see MILK_SHARE)."""
    me, card = obs.seat, obs.open_card
    chips = obs.counted_chips()
    if chips[me] < 2:
        return False
    others = [seat for seat in range(obs.players) if seat != me]
    if any(chips[seat] == 0 for seat in others):  # they must take it when it reaches them
        return False
    their_least = min(take_cost(set(obs.cards[seat]), card) for seat in others)
    return their_least > 0 and obs.pot + len(others) < MILK_SHARE * their_least


def random_policy(obs: NoThanksObservation, legal, rng: random.Random) -> str:
    return rng.choice(legal)


POLICIES = {"random": random_policy, "easy": easy_policy, "normal": normal_policy}


# --- what the search needs ---------------------------------------------------------------------------
# Every seat of a playout decides by the normal level's model (policy_model.py), cut down to the features
# quick to count in a sampled world (not the scores, nor what the card costs or pays each other player):
# a playout then looks like a game between good players, who take a card well before its chips pay for it.
# Against the reference opponent at 2,000 iterations a move (3 players, 60 games), this lifted the share of
# wins from 37.5% to 50.8% on the same deals, for 1.7 times the time an iteration takes.
(_TAKE_BIAS, _PLAYERS, _COST, _POT, _POT_WHEN_SHORT, _MY_CHIPS, _CHIP_SCARCITY, _LATENESS, _COST_LATE,
 _FITS_THEIR_RUN, _SOMEONE_BROKE) = (WEIGHTS[name] for name in (
    "bias", "players", "cost", "pot", "pot_when_short", "my_chips", "chip_scarcity", "lateness", "cost_late",
    "fits_their_run", "someone_broke"))


def playout_takes(hands: list[int], chips: list[int], turn: int, card: int, pot: int, deck_size: int) -> bool:
    """Whether the seat `turn` of a playout takes `card` (hands as bit sets): always when it lowers or
    joins one of its runs or when the seat has no chip, else when the cut-down model says so."""
    mine = chips[turn]
    if not mine:
        return True
    hand = hands[turn]
    if hand >> (card - 1) & 1 or hand >> (card + 1) & 1:
        return True  # it joins one of its runs: no point added, or one taken off
    cost = card
    late = 1.0 - deck_size / DECK_AT_START
    scarcity = 1.0 / (mine + 1)
    logit = (_TAKE_BIAS + _PLAYERS * min(len(chips), 4) + _COST * cost + _COST_LATE * cost * late
             + pot * (_POT + _POT_WHEN_SHORT * scarcity) + _MY_CHIPS * mine + _CHIP_SCARCITY * scarcity
             + _LATENESS * late)
    fits = broke = False
    for seat, other in enumerate(hands):
        if seat != turn:
            fits = fits or bool(other >> (card - 1) & 1 or other >> (card + 1) & 1)
            broke = broke or not chips[seat]
    return logit + _FITS_THEIR_RUN * fits + _SOMEONE_BROKE * broke > 0


def playout_policy(state: NoThanksState, rng: random.Random) -> str:
    """One move of a playout (see `playout_takes`), in a full state or a lean world."""
    hands = state.hands if isinstance(state, SearchWorld) else [bit_set(hand) for hand in state.cards]
    takes = playout_takes(hands, state.chips, state.turn, state.open_card, state.pot, len(state.deck))
    return TAKE if takes else PAY


def play_out(state, rng: random.Random) -> None:
    """`playout_policy`'s moves to the end of the game; in a lean world in one loop, without its method
    calls. The history is not written: the finished world is only scored."""
    if isinstance(state, SearchWorld):
        state.play_out()
        return
    while not state.is_terminal():
        state.apply_unchecked(playout_policy(state, rng))


def revealed(state: NoThanksState, action: str):
    """What a step made public: the card turned up after a take (None at the end, or after a pay)."""
    return state.open_card if action == TAKE else None


def public_steps(earlier: NoThanksObservation, later: NoThanksObservation):
    """The steps from `earlier` to `later` (same seat, same game), each (action, card turned up after it or
    None); None when `later` does not follow from `earlier` by them (another game, an undo, a position set
    up by hand)."""
    if (earlier.seat != later.seat or earlier.players != later.players
            or earlier.start_chips != later.start_chips or earlier.start_pot != later.start_pot):
        return None
    done, turned = len(earlier.history), len(earlier.turned_up)
    if (later.history[:done] != earlier.history or later.turned_up[:turned] != earlier.turned_up
            or earlier.turned_up[-1:] != (earlier.open_card,)):
        return None
    # Replayed on the public table, the steps must lead from the one observation to the other.
    steps = []
    hands = [list(hand) for hand in earlier.cards]
    card, pot = earlier.open_card, earlier.pot
    for seat, action in later.history[done:]:
        if action == PAY:
            steps.append((PAY, None))
            pot += 1
            continue
        hands[seat].append(card)
        pot = 0
        card = later.turned_up[turned] if turned < len(later.turned_up) else None
        turned += 1
        steps.append((TAKE, card))
    if (card, pot) != (later.open_card, later.pot) or [tuple(sorted(hand)) for hand in hands] != list(later.cards):
        return None
    return steps


_BOTH = (TAKE, PAY)
_TAKE_ONLY = (TAKE,)


class Determinizer:
    """Samples complete states consistent with one seat's observation.

    Unknown to a seat: the order of the face-down deck and which cards were removed. Hidden chip counts
    are counted from the public history, so they are certain.
    """

    def __init__(self, obs: NoThanksObservation):
        self.obs = obs
        self.options = {"players": obs.players, "chips": "shown" if obs.chips_shown else "hidden",
                        "deck": "tactical" if obs.tactical else "standard"}
        known_removed = TACTICAL_REMOVED if obs.tactical else ()
        seen = obs.seen_cards()
        self.known_removed = known_removed
        self.unseen = [card for card in ALL_CARDS if card not in seen and card not in known_removed]
        self.chips = obs.counted_chips()
        self.cards = [list(hand) for hand in obs.cards]
        self.hands = [bit_set(hand) for hand in obs.cards]
        self.history = list(obs.history)

    def sample(self, rng: random.Random) -> NoThanksState:
        obs = self.obs
        # Only the face-down cards' order matters: draw them alone, the rest are the removed ones.
        deck = rng.sample(self.unseen, obs.deck_size)
        drawn = set(deck)
        state = NoThanksState.__new__(NoThanksState)
        state.options = self.options
        state.seed = 0
        state.history = self.history.copy()
        state.origin = None
        state.start_chips, state.start_pot = obs.start_chips, obs.start_pot
        state.deck = deck
        state.removed = tuple(sorted([card for card in self.unseen if card not in drawn] + list(self.known_removed)))
        state.open_card = obs.open_card
        state.pot = obs.pot
        state.chips = self.chips.copy()
        state.cards = [hand.copy() for hand in self.cards]
        state.turn = obs.to_act if obs.to_act is not None else 0
        state.turned_up = obs.turned_up
        return state

    def sample_world(self, rng: random.Random) -> SearchWorld:
        """What `sample` draws, as the lean world the search plays in."""
        obs = self.obs
        world = SearchWorld.__new__(SearchWorld)
        world.deck = rng.sample(self.unseen, obs.deck_size)
        world.open_card, world.pot = obs.open_card, obs.pot
        world.chips = self.chips.copy()
        world.hands = self.hands.copy()
        world.turn = obs.to_act if obs.to_act is not None else 0
        world.final = None
        return world


class SearchWorld:
    """A sampled world with only what the search reads and plays (no history, events or checks), the hands
    as bit sets: the search's iterations spend most of their time stepping through worlds."""

    __slots__ = ("deck", "open_card", "pot", "chips", "hands", "turn", "final")

    def clone(self) -> SearchWorld:
        other = SearchWorld.__new__(SearchWorld)
        other.deck, other.open_card, other.pot = self.deck.copy(), self.open_card, self.pot
        other.chips, other.hands, other.turn = self.chips.copy(), self.hands.copy(), self.turn
        other.final = self.final
        return other

    @property
    def cards(self) -> list[list[int]]:
        """Each seat's cards, lowest first."""
        return [[card for card in range(hand.bit_length()) if hand >> card & 1] for hand in self.hands]

    def to_act(self) -> tuple[int, ...]:
        return () if self.open_card is None else (self.turn,)

    def is_terminal(self) -> bool:
        return self.open_card is None

    def legal_actions(self) -> tuple[str, ...]:
        return _BOTH if self.chips[self.turn] else _TAKE_ONLY

    def apply_unchecked(self, action: str) -> None:
        seat = self.turn
        if action == PAY:
            self.chips[seat] -= 1
            self.pot += 1
            self.turn = seat + 1 if seat + 1 < len(self.chips) else 0
            return
        self.hands[seat] |= 1 << self.open_card
        self.chips[seat] += self.pot
        self.pot = 0
        self.open_card = self.deck.pop() if self.deck else None

    def play_out(self) -> None:
        """`playout_policy`'s moves to the end of the game."""
        deck, chips, hands = self.deck, self.chips, self.hands
        players = len(chips)
        card, pot, turn = self.open_card, self.pot, self.turn
        while card is not None:
            if not playout_takes(hands, chips, turn, card, pot, len(deck)):
                chips[turn] -= 1
                pot += 1
                turn = turn + 1 if turn + 1 < players else 0
                continue
            hands[turn] |= 1 << card
            chips[turn] += pot
            pot = 0
            card = deck.pop() if deck else None
        self.open_card, self.pot, self.turn = None, 0, turn

    def scores(self) -> tuple[int, ...]:
        if self.final is not None:
            return self.final
        scores = tuple(bits_points(hand) - chips for hand, chips in zip(self.hands, self.chips))
        if self.open_card is None:  # the search asks for the final scores and the returns: counted once
            self.final = scores
        return scores

    def returns(self) -> tuple[float, ...]:
        scores = self.scores()
        best = min(scores)
        winners = scores.count(best)
        return tuple(1.0 / winners if own == best else 0.0 for own in scores)


# The search values a playout by its score margin alone (lowest score wins) over the best other seat, on a
# scale wide enough that it seldom clips (a lead of SCORE_SCALE points counts as a sure win), with an
# exploration of about 30 points. In A/B runs at 0.1 s a move (27 games each, parity 33%) the margin alone
# beat the half mix with the win share (43%, mean score 51 against 65), and this scale beat a 30-point one
# explored at 0.5 (48%, mean score 55 against 62): both intervals still include parity. The other seats'
# choices are valued by their own score (RIVALS_OWN_SCORE): against the reference opponent at 2,000 iterations
# (60 games on each of two sets of deals) that did no better nor worse than their margin (35.0% against 35.8%
# pooled); the model playouts above were measured with it.
SCORE_SCALE = 100.0
SCORE_WEIGHT = 1.0
EXPLORATION = 0.15
RIVALS_OWN_SCORE = True

# What the computer players know of this game (Game.know_how() hands it out): a full tree over
# take/pay, one subtree per card turned up, kept from one decision to the next, played out to the end.
KNOW_HOW = AIKnowHow(policies=POLICIES, determinizer=Determinizer, playout_policy=playout_policy,
                     lower_score_wins=True, score_scale=SCORE_SCALE, score_weight=SCORE_WEIGHT,
                     rivals_own_score=RIVALS_OWN_SCORE, exploration=EXPLORATION, revealed=revealed,
                     public_steps=public_steps, play_out=play_out, review_chance_map=REVIEW_CHANCE_MAP)
