"""How likely a sampled deal makes what the other players did this round, if they play like `normal`.

A world in which an opponent's plays look like good play is more likely than one in which they look like
blunders: an opponent who ducked under a trick probably had no lower card to spare. The search weighs the
worlds it samples by this likelihood (a softmax over the heuristic's scores, so that no move is ruled out).
It reads only the observation and the sampled hands of the other seats.
"""

from __future__ import annotations

import math
from collections import Counter

from . import tricks
from .cards import SUPER

# On the heuristic's scale, where one card of score is about 1. Sharper fits the `normal` players better
# (the share of the others' cards a sampled deal places right: 9.1% unweighted; weighted over 32 deals,
# 10.5% at 1.0, 12.1% at 0.3, 13.2% at 0.15, 14.4% at 0.05), but a person is not `normal`: no move may
# become all but impossible.
TEMPERATURE = 0.1


def round_plays(obs) -> list[tuple[tuple, tricks.Play]]:
    """This round's plays in order, each with the plays of its trick before it."""
    plays = []
    for trick in [t[0] for t in obs.round_tricks] + [obs.trick]:
        for index, play in enumerate(trick):
            plays.append((tuple(trick[:index]), play))
    return plays


def log_likelihood(obs, hands: dict[int, list[int]], plays=None) -> float:
    """log P(the other seats' plays this round | their current `hands`), plays as from `round_plays`."""
    # The heuristic is the model of the other players; imported here because agents imports this module
    # (through the determinizer).
    from .agents import score_play, trick_worth

    plays = round_plays(obs) if plays is None else plays
    held = {seat: list(hand) for seat, hand in hands.items()}
    total = 0.0
    for before, play in reversed(plays):  # walking back in time, each card returns to its owner's hand
        if play.seat not in held:
            continue
        hand = held[play.seat]
        hand.append(play.card)
        options = [tricks.Play(play.seat, code, option.trump, option.higher)
                   for code in tricks.playable_cards(hand, before) for option in tricks.play_options(code, before)]
        if len(options) < 2:
            continue
        collected = obs.collecting(play.seat)
        current = tricks.standing(before)
        worth = trick_worth([p.card for p in before], collected)
        colours = Counter(code // 10 for code in hand if code != SUPER)
        scores = [score_play(before, option, collected, obs.players, current, worth, colours) / TEMPERATURE
                  for option in options]
        chosen = next((s for o, s in zip(options, scores) if o == play), None)
        if chosen is None:
            continue
        top = max(scores)
        total += chosen - top - math.log(sum(math.exp(s - top) for s in scores))
    return total
