"""Auf falscher Fährte know-how for the computer players.

The round type decides everything: in a Plus round the most tricks is best, in a Minus round the fewest,
and the type stays unknown until enough hidden cards are turned up. The normal level reckons the chance of
a Plus round from the revealed cards, its own hidden card and the cards it has not seen, plays to win
tricks when Plus is likely, to lose them when Minus is, and hedges between (judgement.py). It hides a high
card with a strong hand (pushing towards Plus) and a low one with a weak hand, and when it may change the
trump it names the colour that serves its aim; in the last two tricks it counts the cards out (endgame.py).
The hard level searches (cardtable/ai/ismcts.py) over states sampled by determinize.py, each played on the
rules' fast path to the end of the current round by a quick version of the same judgement
(`playout_policy`), and plays the normal level's card unless it clearly finds better; in a round's last
tricks it searches a full tree and plays what it finds.
"""

from __future__ import annotations

import random

from ..know_how import AIKnowHow
from . import endgame, judgement, tricks
from .actions import HIDE_CARD, PLAY_CARD, TRUMP_CHOICES
from .cards import JOKER, deck, threshold, top_value
from .determinize import SharedWorlds, rounds_after
from .judgement import LOSE, WIN
from .phases import HIDE, PLAY, TRUMP
from .review_chance_map import REVIEW_CHANCE_MAP



# --- what a seat believes -------------------------------------------------------------------------------------
def plus_belief(obs) -> float:
    """The observing seat's chance that the round is Plus: 1 or 0 once certain, else reckoned from the
    revealed cards, its own unrevealed hidden card and the values of the cards it has not seen."""
    outlook = obs.outlook()
    if outlook.kind == "plus":
        return 1.0
    if outlook.kind == "minus":
        return 0.0
    known, unknown = outlook.revealed_sum, outlook.hidden_left
    if obs.my_hidden is not None and obs.my_hidden not in obs.revealed:
        known += obs.my_hidden % 13
        unknown -= 1
    elif obs.my_hidden is None and not obs.laid[obs.seat]:
        unknown -= 1  # its own card, still to be chosen
    mean, spread = judgement.value_spread(unseen_values(obs))
    return judgement.plus_chance(known, unknown, mean, spread, obs.threshold)


def unseen_values(obs) -> list[int]:
    """The values of the coloured cards the seat has not seen: those the unrevealed hidden cards come from."""
    seen = set(obs.hand or ()) | set(obs.revealed)
    seen.update(code for plays, _ in obs.round_tricks for _, code in plays)
    seen.update(code for _, code in obs.trick)
    if obs.my_hidden is not None:
        seen.add(obs.my_hidden)
    if obs.leftover is not None:
        seen.add(obs.leftover)
    return [code % 13 for code in deck(obs.players, obs.jokers) if code != JOKER and code not in seen]


def aim(obs) -> int:
    """WIN or LOSE for the trick in progress."""
    return judgement.mode_for(plus_belief(obs), obs.tricks_won[obs.seat], len(obs.round_tricks), obs.players)


def trump_aim(obs) -> int | None:
    """What a trump change should serve: WIN, LOSE, or nothing (None) while the type is too open to tell, or
    when no trick of this round is left (the trump then carries into a round whose hands nobody knows)."""
    if not obs.hand:
        return None
    chance = plus_belief(obs)
    if chance >= judgement.SURE_ENOUGH:
        return WIN
    if chance <= 1.0 - judgement.SURE_ENOUGH:
        return LOSE
    return None


# --- levels ----------------------------------------------------------------------------------------------------
def random_policy(obs, legal, rng: random.Random):
    return rng.choice(legal)


def easy_policy(obs, legal, rng: random.Random):
    """Hides a middling card and keeps the trump. Plays its highest card once the round is sure to be Plus,
    else its lowest (a joker only when nothing else may go); now and then a random card."""
    if len(legal) == 1:
        return legal[0]
    if obs.phase == "trump":
        return ("trump", obs.trump)
    codes = [action[1] for action in legal]
    if obs.phase == "hide":
        middle = top_value(obs.players) / 2
        return ("hide", min(codes, key=lambda code: (abs(code % 13 - middle), code)))
    if rng.random() < 0.15:
        return rng.choice(legal)
    coloured = [code for code in codes if code != JOKER] or codes
    pick = max if obs.outlook().kind == "plus" else min
    return ("play", pick(coloured, key=lambda code: (code % 13, code)))


def normal_policy(obs, legal, rng: random.Random):
    if len(legal) == 1:
        return legal[0]
    players = obs.players
    if obs.phase == "hide":
        return HIDE_CARD[judgement.hidden_choice([action[1] for action in legal], obs.hand, obs.trump, players)]
    if obs.phase == "trump":
        rival_voids = [voids for seat, voids in obs.voids().items() if seat != obs.seat]
        return TRUMP_CHOICES[judgement.trump_choice(obs.hand, obs.trump, trump_aim(obs), players, rival_voids)]
    # In the last tricks, the cards worth most once counted out; the judgement picks among them.
    options = [action[1] for action in endgame.best_plays(obs, legal) or legal]
    return PLAY_CARD[judgement.choose_card(options, obs.trick, obs.trump, aim(obs), players, obs.hand)]


POLICIES = {"random": random_policy, "easy": easy_policy, "normal": normal_policy}


# --- the search's playouts and horizon ---------------------------------------------------------------------------
PLAYOUT_RANDOM = 0.05  # a share of random cards keeps the playouts from all running alike


def playout_policy(state, rng: random.Random):
    """The normal judgement, quick, for the seat to act in a sampled state: read from the state's own fields
    (the seat's hand, the trick, its belief in a Plus round as `plus_chance` reckons it) rather than from an
    observation, which the search has no time to build."""
    seat, phase, hands = state.turn, state.phase, state.hands
    hand, players = hands[seat], len(hands)
    if phase == PLAY:
        options = tricks.playable_in_order(hand, state.trick, state.tricks_left() == 1)
        if len(options) == 1:
            return PLAY_CARD[options[0]]
        if rng.random() < PLAYOUT_RANDOM:
            return PLAY_CARD[rng.choice(options)]
        mode = judgement.mode_for(plus_chance(state, seat), state.tricks_won[seat], len(state.round_tricks), players)
        return PLAY_CARD[judgement.choose_card(options, state.trick, state.trump, mode, players, hand)]
    if phase == HIDE:
        options = sorted({code for code in hand if code != JOKER})
        return HIDE_CARD[judgement.hidden_choice(options, hand, state.trump, players)]
    chance = plus_chance(state, seat)
    mode = WIN if chance >= judgement.SURE_ENOUGH else LOSE if chance <= 1 - judgement.SURE_ENOUGH else None
    return TRUMP_CHOICES[judgement.trump_choice(hand, state.trump, mode if hand else None, players, ())]


def plus_chance(state, seat: int) -> float:
    """`seat`'s belief in a Plus round from the revealed cards, its own unrevealed hidden card and the mean of
    the deck for the rest (the playouts' quick version of `plus_belief`). While the cards are being laid, only
    the seats still to lay one count as unknown."""
    players = len(state.hands)
    known = 0
    for _owner, code in state.revealed:
        known += code % 13
    hidden_laid = state.hidden_laid
    unknown = hidden_laid.count(None)
    own = hidden_laid[seat]
    if state.phase != HIDE:
        pile = state.pile
        unknown += len(pile)
        if own is not None:
            for owner, _code in pile:
                if owner == seat:
                    known += own % 13
                    unknown -= 1
                    break
    if own is None:
        unknown -= 1  # its own card, still to be chosen, is left out of the reckoning
    limit = threshold(players)
    if known >= limit:
        return 1.0
    top = top_value(players)
    return judgement.plus_chance(known, unknown, top / 2, top * 0.3, limit)


class Horizon:
    """Playouts stop at the end of the round in progress, valued by each seat's chance to win from the totals
    and the rounds still to come (the next round's deal, which the rules make at once, is never played)."""

    def __init__(self, obs):
        self.round = obs.round
        self.rounds_after = rounds_after(obs)

    def stop(self, state) -> bool:
        return state.round != self.round

    def evaluate(self, state) -> tuple[float, ...]:
        return judgement.win_chances(state.totals, self.rounds_after)


# The search settings. Pilot A/B runs (4 players without jokers, one hard seat against three normal, 24 games =
# 6 deals × 4 seatings each, 50 iterations a move; noisy: a win share's standard error is about 9 points):
# these settings won 27% (mean score 18.7 against the normal seats' 17.3); with no override margin 33%
# (17.3 against 17.7); with each sampled world shared by as many searches as there are legal actions
# (SharedWorlds) 33% (18.4 against 17.2), which is kept: it also saves two thirds of the draws.
# Flat Monte Carlo over the searching seat's own choices; the rest of the round follows the playout policy.
TREE_DEPTH = 1
# The search overrules the normal judgement only when it expects at least this much more (about one point of
# score margin on SCORE_SCALE): with few samples of many hidden cards, small differences are mostly noise.
OVERRIDE_MARGIN = 0.02
# The backed-up value mixes the win chance (from the totals at the round's end, judgement.win_chances) with the
# lead in points over the best other seat, a lead of SCORE_SCALE points counting as certain.
SCORE_WEIGHT = 0.3
SCORE_SCALE = 8.0
EXPLORATION = 0.5
# A round's last tricks (this many left, by player count): few hidden cards are left to blur the values, and
# the whole rest of the round fits a tree (AIKnowHow.late), so there the search grows a full tree and plays its
# own choice. In 520 solved last-round endings, given the full information, the margin kept a worse default
# card in 73 and the flat search misjudged 22 more (tests/benchmarks/endgames, 81.7% optimal).
LATE_TRICKS = {3: 4, 4: 3}


def late(obs) -> bool:
    return obs.phase in (PLAY, TRUMP) and obs.tricks_left() <= LATE_TRICKS.get(obs.players, 3)


# The hint's budget: its final figures within a second even beside a busy process per core (an iteration
# costs about a millisecond).
COACH_ITERATIONS = 700

# What the computer players know of this game (Faehrte.know_how() hands it out).
KNOW_HOW = AIKnowHow(policies=POLICIES, determinizer=SharedWorlds, playout_policy=playout_policy, horizon=Horizon,
                     tree_depth=TREE_DEPTH, override_margin=OVERRIDE_MARGIN, late=late, score_weight=SCORE_WEIGHT,
                     score_scale=SCORE_SCALE, exploration=EXPLORATION,
                     coach_iterations=COACH_ITERATIONS, review_iterations=60,  # the review: its longest game in under 5 s of processor time
                     review_chance_map=REVIEW_CHANCE_MAP)
