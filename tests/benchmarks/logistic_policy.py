"""The reference logistic-regression No Thanks! player, for benchmarks (not a level in the app).

Written from the issue's description of a public policy: a logistic regression on simple features of the
decision (the card's cost to me, the card, the chips on it, my chips, the cards left), here fitted on the
hard level's decisions by `fit_policy.py`; its weights are in data/nothanks_lr.json. It takes the card when
the regression gives taking more than even odds.

    player = LogisticPlayer(seed=1)
    action = player.choose(observation, legal)
"""

from __future__ import annotations

import json
import math
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the worktree's cardtable, run as a script

from cardtable.games.nothanks.agents import take_cost  # noqa: E402
from cardtable.games.nothanks.rules import PAY, TAKE  # noqa: E402

WEIGHTS_FILE = Path(__file__).resolve().parent / "data" / "nothanks_lr.json"
FEATURES = ("cost", "card", "pot", "my_chips", "cards_left")


def features(obs) -> tuple[float, ...]:
    """The simple features of the decision before `obs.seat`, from its observation only."""
    cost = take_cost(set(obs.cards[obs.seat]), obs.open_card)
    return (cost, obs.open_card, obs.pot, obs.counted_chips()[obs.seat], obs.deck_size)


class LogisticPlayer:
    name = "lr"

    def __init__(self, seed: int = 0, weights_file: Path = WEIGHTS_FILE):
        table = json.loads(Path(weights_file).read_text())
        if tuple(table["features"]) != FEATURES:
            raise ValueError(f"{weights_file} weighs {table['features']}, not {FEATURES}")
        self.bias = table["weights"]["bias"]
        self.weights = tuple(table["weights"][name] for name in FEATURES)
        self.rng = random.Random(seed)  # unused: the player is deterministic; kept for the players' interface
        self.last_iterations = 0

    def take_probability(self, observation) -> float:
        logit = self.bias + sum(w * x for w, x in zip(self.weights, features(observation)))
        return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, logit))))

    def choose(self, observation, legal, cancel=None):
        legal = tuple(legal)
        if len(legal) == 1:
            return legal[0]
        return TAKE if self.take_probability(observation) > 0.5 else PAY
