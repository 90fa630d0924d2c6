"""From where a replay is watched: a seat (what it knew), public information only, or everything revealed.

A finished game may be watched from any seat and with everything revealed. A game still under way (the
current game, or a saved one) only from where its people may look without learning what they may not
know yet: the person's own seat in a solo game, public information only when several people share the
screen (hot-seat) or none plays.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

HUMAN = "human"


@dataclass(frozen=True)
class Viewpoint:
    seat: int | None  # the seat whose place is drawn (None: a spectator's, public information only)
    revealed: bool = False  # everything hidden shown, from `seat`'s place


def home_seat(controllers: Sequence[str]) -> int:
    """The seat a replay starts from: the first person's (seat 0 when computers played alone)."""
    return next((seat for seat, controller in enumerate(controllers) if controller == HUMAN), 0)


def viewpoints(controllers: Sequence[str], finished: bool) -> list[Viewpoint]:
    """The viewpoints offered, in seat order, everything revealed last (drawn from the home seat's place)."""
    humans = [seat for seat, controller in enumerate(controllers) if controller == HUMAN]
    if not finished:
        return [Viewpoint(humans[0])] if len(humans) == 1 else [Viewpoint(None)]
    return [*(Viewpoint(seat) for seat in range(len(controllers))), Viewpoint(home_seat(controllers), revealed=True)]


def default_viewpoint(choices: Sequence[Viewpoint], controllers: Sequence[str]) -> Viewpoint:
    home = Viewpoint(home_seat(controllers))
    return home if home in choices else choices[0]
