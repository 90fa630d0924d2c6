"""Each seat's colour, the same on the table's seat mats and in every plot of seats, so that a plot's line
is matched to a player at a glance. The colours are Okabe and Ito's set, told apart with the common
colour-vision deficiencies; black is left out (it would vanish on a dark plot), and yellow, the one weak
on a light background, comes last (only a seventh seat gets it). Colour is never the only cue: the mats
carry the names and the plots' legends name the lines (and give each a marker shape of its own).
"""

from __future__ import annotations

from PySide6.QtGui import QColor

# Okabe–Ito: orange, sky blue, bluish green, vermillion, reddish purple, blue, yellow.
SEAT_COLOURS = ("#e69f00", "#56b4e9", "#009e73", "#d55e00", "#cc79a7", "#0072b2", "#f0e442")


def seat_colour(seat: int) -> QColor:
    """The colour of seat (0-based); past the seventh seat the set starts again."""
    if isinstance(seat, bool) or not isinstance(seat, int) or seat < 0:
        raise ValueError(f"a seat is a number from 0, not {seat!r}")
    return QColor(SEAT_COLOURS[seat % len(SEAT_COLOURS)])
