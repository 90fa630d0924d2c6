"""Négoce 2 know-how for the computer players.

A player wins with a card of each of the eight goods or with 31 coins; every decision is weighed by how much
nearer it brings the seat to either (valuation.py), minus what it brings the rivals, a rival near a win
weighing heavily (never hand him his eighth good or his 31st coin cheaply). The normal level (judgement.py)
lays its cheapest card (the contraband face down, a spare good face up to draw offers), offers its cheapest
cards and a few coin amounts, pitched to beat the other offers in the seller's eyes (a card useless to the
seller goes face down: it may pass for better), accepts the best offer once it beats forcing, and forces
otherwise, naming a good it lacks that a buyer is known to hold, giving its spare cards (the contraband
first) to the buyer they help least, or taking a rival's only card of a good. The easy level judges the
same way with noisy eyes. The hard level searches (cardtable/ai/ismcts.py, one level deep) over a few
candidates from the normal judgement, in states sampled from the observation's bounds (sampling.py) and
played on the rules' fast path for a few sales by the normal judgement, each seat judging from a view of the
table with every hand open (open_hands.py), valued by each seat's distance to a win and its purse.
"""

from __future__ import annotations

import random

from ..know_how import AIKnowHow
from . import judgement
from .open_hands import OpenHandsView
from .review_chance_map import REVIEW_CHANCE_MAP
from .sampling import CardSampler, sample_state
from .valuation import Holding, win_chances

EASY_NOISE = 0.3  # the easy level's error on each candidate's score
# The normal level breaks near ties at random: a deterministic player falls into endless cycles of forced
# sales (two players taking the same card back and forth), which a little variety leaves.
NORMAL_TIES = 0.15
ROOT_CANDIDATES = 6  # how many of the normal judgement's best the search compares


# --- the judgement, ranked ----------------------------------------------------------------------------------
def ranked_actions(view, rng: random.Random | None = None, noise: float = 0.0, ties: float = 0.0) -> list:
    """The candidate actions of the seat to act, its choice first, then the others best first. With a
    generator: `noise` blurs each score (a normal error of that spread), `ties` breaks near ties (a uniform
    bonus up to that much)."""
    phase = view.phase

    def blurred(scored):
        if rng is None or not (noise or ties):
            return scored
        return [(score + (rng.gauss(0.0, noise) if noise else 0.0) + (rng.random() * ties if ties else 0.0), action)
                for score, action in scored]

    def jitter(scored):
        return [action for _, action in sorted(blurred(scored), key=lambda item: -item[0])]

    if phase == "auction":
        first = judgement.auction_choice(view)
        return [first, ("raise", 1), ("raise", 2), ("drop",)]
    if phase == "market":
        return jitter(judgement.market_candidates(view))
    if phase == "offers":
        return _unique(jitter(judgement.offer_candidates(view)))
    if phase == "seller":
        accepts, forces, margin = judgement.seller_candidates(view)
        accepts, forces = blurred(accepts), blurred(forces)
        first = judgement.seller_choice(view, accepts, forces, margin)
        rest = [action for _, action in sorted(accepts + forces, key=lambda item: -item[0])]
        return _unique([first, *rest, ("wait", view.market_coins)])
    if phase == "take":
        return jitter(judgement.take_candidates(view))
    return []


def _unique(actions: list) -> list:
    return list(dict.fromkeys(actions))


def legal_pick(ranked: list, legal) -> object:
    """The first ranked action that is legal; else a harmless legal one (keep, then the first)."""
    allowed = set(legal)
    for action in ranked:
        if action in allowed:
            return action
    if ("keep",) in allowed:
        return ("keep",)
    return legal[0]


# --- levels -----------------------------------------------------------------------------------------------------
def random_policy(obs, legal, rng: random.Random):
    return rng.choice(legal)


def easy_policy(obs, legal, rng: random.Random):
    """The normal judgement with noisy eyes; it never bids beyond the opening in the auction."""
    if len(legal) == 1:
        return legal[0]
    if obs.phase == "auction":
        return legal_pick([("drop",)], legal)
    return legal_pick(ranked_actions(obs, rng, EASY_NOISE), legal)


def normal_policy(obs, legal, rng: random.Random):
    if len(legal) == 1:
        return legal[0]
    return legal_pick(ranked_actions(obs, rng, ties=NORMAL_TIES), legal)


POLICIES = {"random": random_policy, "easy": easy_policy, "normal": normal_policy}


# --- the search's samples, playouts and horizon ---------------------------------------------------------------
def root_candidates(obs) -> tuple:
    """The few actions the search compares: the normal judgement's best, legal, its own choice first."""
    legal = obs.legal_actions()
    if len(legal) <= ROOT_CANDIDATES:
        return tuple(legal)
    allowed = set(legal)
    chosen = [action for action in ranked_actions(obs) if action in allowed][:ROOT_CANDIDATES]
    return tuple(chosen) if chosen else (legal_pick([], legal),)


def playout_policy(state, rng: random.Random):
    """The normal judgement for the seat to act in a sampled state, from its view with every hand open: its
    first choice where the rules allow it (a raise beyond the seat's purse drops out instead)."""
    ranked = ranked_actions(OpenHandsView(state, state.acting), rng, ties=NORMAL_TIES)
    if state.is_legal(ranked[0]):
        return ranked[0]
    if state.phase == "auction":
        return ("drop",)
    return legal_pick(ranked, state.legal_actions())


def coins_held(state) -> tuple[float, ...]:
    """Each seat's purse: what the search records as its score where a playout ends (a sale or two ahead, the
    game's own scores, which mostly order the ending, would mean little)."""
    return tuple(float(coins) for coins in state.coins)


HORIZON_SALES = 2  # playouts stop once this many more sales have ended
# From the auction, a round of sales: its winner runs the first sales, and a horizon of those alone credits him
# with every trade it sees (the search then paid a whole purse for the contraband).
AUCTION_HORIZON_SALES = 4


class Horizon:
    def __init__(self, obs):
        self.stop_at = obs.sales + (AUCTION_HORIZON_SALES if obs.phase == "auction" else HORIZON_SALES)

    def stop(self, state) -> bool:
        return state.sales >= self.stop_at

    def evaluate(self, state) -> list[float]:
        return win_chances([Holding.from_counts(judgement.counts(hand), coins)
                            for hand, coins in zip(state.hands, state.coins)])


class Determinizer:
    """States consistent with one observation. Each drawn state serves as many iterations in a row as there
    are candidates (a fresh copy each time): the search then compares its candidates on the same hidden cards
    more often than not, which makes the differences between them far less noisy."""

    def __init__(self, obs):
        self.obs = obs
        self.sampler = CardSampler(obs)
        self.root_actions = root_candidates(obs) if not obs.terminal else ()  # what the search compares
        self.shared, self.served = None, 0

    def sample_world(self, rng: random.Random):
        """A state for the search, which plays it without asking it for observations (it keeps no knowledge)."""
        if self.shared is None or self.served >= max(1, len(self.root_actions)):
            self.shared, self.served = sample_state(self.obs, rng, self.sampler), 0
        self.served += 1
        return self.shared.clone()

    def sample(self, rng: random.Random):
        """A full state of the rules: the observing seat's observation of it is the observation."""
        from .rules import Negoce

        drawn = sample_state(self.obs, rng, self.sampler)
        state = Negoce.from_position(drawn.position(), drawn.options)
        state.adopt_view(self.obs)
        return state


# The search settings. Flat Monte Carlo over the searching seat's candidates; everything after them is played
# by the normal judgement for HORIZON_SALES sales, then valued by the seats' distances to a win. Measured at 100
# iterations a move (one hard seat against three normal, seats rotated; parity 25%): 52.5% of the wins over 40
# games (tests/benchmarks/negoce_endings.py, 95% CI 37-68%), then with these settings 43.8% and 42.2% in two
# runs of 32 games of 8 deals each (strength.py, seeds 21 and 22, 95% CI by deal 22-65% and 22-62%). An
# iteration costs about 3 ms; the app's 0.8 s a move on two workers gives several hundred.
TREE_DEPTH = 1
# The search overrules the normal judgement only when it expects clearly more: with a few hundred samples of
# many hidden cards, small differences are mostly noise.
OVERRIDE_MARGIN = 0.03
EXPLORATION = 0.4
# An iteration here costs some 3 ms (a world sampled and played out among up to 800 offers), ten times the
# other games': the coach's budgets keep a hint within a second even beside a busy process per core, and a
# review's decision near a tenth.
COACH_ITERATIONS, REVIEW_ITERATIONS = 150, 10  # the review: its longest game in under 5 s of processor time

KNOW_HOW = AIKnowHow(policies=POLICIES, determinizer=Determinizer, playout_policy=playout_policy, horizon=Horizon,
                     score_measure=coins_held, tree_depth=TREE_DEPTH,
                     override_margin=OVERRIDE_MARGIN, exploration=EXPLORATION, coach_iterations=COACH_ITERATIONS,
                     review_iterations=REVIEW_ITERATIONS, review_chance_map=REVIEW_CHANCE_MAP)
