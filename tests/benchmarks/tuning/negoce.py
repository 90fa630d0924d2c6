"""Négoce 2's own knobs: the candidates the search compares, its horizon and the judgement's inference."""

from . import Knob

# Its sampled worlds are lean states that give no observation: the normal level cannot play their playouts.
GENERIC_VALUES = {"playout_policy": ("random",)}

KNOBS = (
    Knob("root_candidates", "how many of the normal judgement's best actions the search compares",
         (3, 10), attribute="agents:ROOT_CANDIDATES"),
    Knob("horizon_sales", "how many more sales a playout runs before it is valued", (1, 3),
         attribute="agents:HORIZON_SALES"),
    Knob("auction_horizon_sales", "the same, from the auction (whose winner runs the first sales)", (2, 6),
         attribute="agents:AUCTION_HORIZON_SALES"),
    Knob("face_down_bluff", "how much likelier a face-down card is the contraband than its share of the hand "
         "says; 1: no such inference", (1.0, 4.0), simplest=1.0, attribute="judgement:FACE_DOWN_BLUFF"),
    Knob("hidden_offer_cap", "the most coins the sampler guesses a hidden offer holds", (8, 30),
         attribute="sampling:HIDDEN_OFFER_CAP"),
)
