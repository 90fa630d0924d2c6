"""The viewer's hand: a row of face-up cards in groups (a colour, a value...) with gaps between them,
overlapping only as much as the room needs, whose cards a person can be offered, click, and reach
with the keyboard.

`hand_row` is the pure geometry; `HandRow` puts a hand on a table's scene and offers its cards. The
scene moves the keyboard focus over the selectable cards in reading order (arrows, Tab) and activates
the focused one with Enter or Space, so an offered hand is reached left to right.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Hashable, Iterable, Sequence

from PySide6.QtCore import QRectF

from .card_item import CardItem
from .cards import CardFace
from .layouts import Placement
from .scene import TableScene

GROUP_GAP = 18.0  # between two groups, closed last when the room is short
MAX_STEP = 1.05  # at most this many card widths from one card to the next (a small hand does not touch)
MIN_STEP = 0.34  # below this share of a card shown, the gaps close
LEAST_STEP = 0.25  # the least of each card shown (its corner value and symbol)


def hand_row(groups: Sequence[int], rect: QRectF, card_w: float, z: float = 20.0) -> list[Placement]:
    """Where the cards of a hand go: groups of these sizes side by side with a gap, centred in rect.

    Cards overlap only as much as the room needs (each still shows its corner value and symbol), and
    the gaps between groups close last. Empty groups are skipped.
    """
    count = sum(groups)
    if count <= 0:
        return []
    breaks = len([g for g in groups if g]) - 1
    gap = GROUP_GAP
    free = rect.width() - card_w
    step = card_w * MAX_STEP if count == 1 else (free - breaks * gap) / (count - 1)
    step = min(card_w * MAX_STEP, step)
    if step < card_w * MIN_STEP:
        gap = 0.0
        step = max(card_w * LEAST_STEP, free / max(count - 1, 1))
    width = card_w + (count - 1) * step + breaks * gap
    x = rect.center().x() - width / 2
    placements, index = [], 0
    for size in groups:
        for _ in range(size):
            placements.append(Placement(x, rect.top(), 0.0, z + index))
            index += 1
            x += step
        if size:
            x += gap
    return placements


def group_sizes(keys: Iterable[Hashable]) -> list[int]:
    """The sizes of the runs of equal keys, in order: the groups of a hand already sorted by key."""
    sizes: list[int] = []
    last = object()
    for key in keys:
        if key != last:
            sizes.append(0)
            last = key
        sizes[-1] += 1
    return sizes


def hand_ids(codes: Iterable[Hashable]) -> list[tuple]:
    """The cards of a hand, in the order given, as (card id, code): ids ("hand", code, copy), equal codes
    (twins, jokers) told apart by their copy 0, 1..."""
    seen: dict = {}
    result = []
    for code in codes:
        result.append((("hand", code, seen.get(code, 0)), code))
        seen[code] = seen.get(code, 0) + 1
    return result


@dataclass(frozen=True)
class HandCard:
    """One card of the hand: its id on the scene, its face and the group it sorts into."""

    card_id: Hashable
    face: CardFace
    group: Hashable = None


class HandRow:
    """The viewer's hand on a table's scene.

    place_card(card_id, face, width, pos, z) shows a card at rest and returns its item (a GameTable's
    `_show_card`). `show` lays the hand out (the cards must come in display order, a group's cards
    together); `offer` makes its cards clickable and reachable by keyboard, the playable ones
    highlighted and the others dimmed.
    """

    def __init__(self, scene: TableScene, place_card: Callable[..., CardItem]):
        self._scene = scene
        self._place_card = place_card
        self._ids: list[Hashable] = []

    def show(self, cards: Sequence[HandCard], rect: QRectF, card_w: float) -> set:
        """Lay the cards out in rect (see hand_row); returns their ids (the cards the scene keeps)."""
        placements = hand_row(group_sizes(card.group for card in cards), rect, card_w)
        self._ids = [card.card_id for card in cards]
        for card, place in zip(cards, placements):
            self._place_card(card.card_id, card.face, card_w, place.pos, place.z)
        return set(self._ids)

    def clear(self) -> None:
        self._ids = []

    def card_ids(self) -> list[Hashable]:
        return list(self._ids)

    def items(self) -> list[CardItem]:
        """The hand's visible cards, left to right."""
        cards = [self._scene.card(card_id) for card_id in self._ids]
        return sorted((card for card in cards if card is not None and card.isVisible()), key=lambda card: card.x())

    def offer(self, playable: Iterable[Hashable], live: bool = True) -> bool:
        """Offer the hand when live and some card is playable: every card clickable and selectable (a
        click on a card that may not be played can say why), the playable ones highlighted, the
        others dimmed. Otherwise nothing is offered. Returns whether the hand is offered."""
        playable = set(playable)
        offered = live and bool(playable)
        for card in self.items():
            card.set_clickable(offered)
            card.set_selectable(offered)
            card.set_highlighted(offered and card.card_id in playable)
            card.set_dimmed(offered and card.card_id not in playable)
        return offered

    def source(self, card_ids: Iterable[Hashable]) -> CardItem | None:
        """The first visible card among card_ids (where a played card leaves from), or None."""
        for card_id in card_ids:
            card = self._scene.card(card_id)
            if card is not None and card.isVisible():
                return card
        return None

