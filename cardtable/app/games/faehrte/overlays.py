"""What the table's overlays show: the last trick and the end of a round.

last_trick returns (plays as (CardFace, caption lines), title, lines) for the kit's show_last_trick;
round_end returns (title, lines, no cards) for Overlay.show_content. Only public facts go in.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import texts
from .faces import face


@dataclass(frozen=True)
class RoundSummary:
    """A finished round as its events and the next observation tell it."""

    number: int
    kind: str | None
    points: tuple  # per seat
    totals: tuple  # per seat, after the round
    tricks: tuple | None  # per seat, when the table saw the whole round


def last_trick(obs, name_of):
    """The round's last finished trick, or None when there is none yet."""
    if not obs.round_tricks:
        return None
    plays, winner = obs.round_tricks[-1]
    trump = obs.trick_trumps[-1] if len(obs.trick_trumps) == len(obs.round_tricks) else None
    cards = [(face(code), texts.trick_captions(name_of(seat), texts.trick_marks(index, code, trump), seat == winner))
             for index, (seat, code) in enumerate(plays)]
    return cards, texts.last_trick_title(name_of(winner) if winner is not None else None), []


def round_end(summary: RoundSummary, name_of):
    """The end of a round: each player's tricks, points and total, and where the score sheet is."""
    lines = [texts.round_score_line(name_of(seat), summary.tricks[seat] if summary.tricks else None,
                                    summary.points[seat], summary.totals[seat]) for seat in range(len(summary.points))]
    lines.append(texts.sheet_hint())
    return texts.round_over_title(summary.number, summary.kind), lines, []


def summary(event, before, winners, after) -> RoundSummary:
    """A scored round as its event tells it; its tricks when the table saw the whole round (before is the
    observation shown before the events, winners the seats that won a trick among them)."""
    data = event.data
    number = data.get("round", len(after.round_points))
    points = tuple(data.get("points") or after.round_points[number - 1])
    tricks = None
    if before is not None and before.round == number:
        counts = list(before.tricks_won)
        for seat in winners:
            if isinstance(seat, int):
                counts[seat] += 1
        tricks = tuple(counts)
    return RoundSummary(number, data.get("kind"), points, tuple(after.totals), tricks)
