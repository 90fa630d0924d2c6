"""Schnäppchen Jagd's own knobs: the horizon's valuation."""

from . import Knob

KNOBS = (
    Knob("horizon_margin", "the lead over the others' mean that the horizon counts as a sure win", (15.0, 60.0),
         attribute="agents:Horizon.MARGIN"),
)
