"""What a table hands its parts with each redraw: the observation shown and the seats as the table names
and places them, frozen (a part keeps no reference back to the table)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class TableContext:
    obs: Any  # the observation drawn
    names: tuple[str, ...]  # each seat's name: the one given, or the game's default
    badges: tuple[str, ...]  # each seat's level badge ("Human", "Easy AI"...), "" when none was given
    bottom: int  # the seat whose mat is at the bottom

    def name(self, seat: int) -> str:
        return self.names[seat]

    def badge(self, seat: int) -> str:
        return self.badges[seat]
