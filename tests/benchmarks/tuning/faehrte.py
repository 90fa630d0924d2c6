"""Auf falscher Fährte's own knobs: the determinizer's inference and the playout judgement's constants."""

from . import Knob

KNOBS = (
    Knob("candidates", "deals weighed by what the others did for each sample; 1 draws one deal unweighed "
         "(no inference about the hidden cards)", (1, 6), simplest=1, attribute="determinize:CANDIDATES"),
    Knob("playout_random", "the share of random cards in the playouts, which keeps them from all running alike",
         (0.0, 0.15), attribute="agents:PLAYOUT_RANDOM"),
    Knob("sure_enough", "the belief in a Plus (or Minus) round from which the judgement plays for it rather than "
         "hedging (the playouts' and the default move's)", (0.55, 0.7), attribute="judgement:SURE_ENOUGH"),
)
