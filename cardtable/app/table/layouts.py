"""Where cards go: placements for rows, fans, squared piles and runs grouped with gaps.

Pure geometry in scene coordinates; nothing here touches an item.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF


@dataclass(frozen=True)
class Placement:
    """Where a card goes: its unrotated top-left corner in scene coordinates, rotation and stacking."""

    x: float
    y: float
    rotation: float = 0.0
    z: float = 0.0

    @property
    def pos(self) -> QPointF:
        return QPointF(self.x, self.y)


def row_layout(count: int, rect: QRectF, card: QSizeF, max_step: float | None = None,
               z: float = 0.0) -> list[Placement]:
    """Cards side by side, centred in rect, overlapping only as much as needed to fit."""
    if count <= 0:
        return []
    step = max_step if max_step is not None else card.width() * 1.08
    if count > 1:
        step = min(step, (rect.width() - card.width()) / (count - 1))
    width = card.width() + step * (count - 1)
    left = rect.center().x() - width / 2
    top = rect.center().y() - card.height() / 2
    return [Placement(left + i * step, top, 0.0, z + i) for i in range(count)]


def fan_layout(count: int, centre: QPointF, card: QSizeF, spread_deg: float = 40.0,
               radius: float | None = None, z: float = 0.0) -> list[Placement]:
    """A hand held in a fan: cards rotated about a point below their centres."""
    if count <= 0:
        return []
    radius = radius if radius is not None else card.height() * 2.2
    step = spread_deg / max(count - 1, 1) if count > 1 else 0.0
    first = -spread_deg / 2 if count > 1 else 0.0
    placements = []
    for i in range(count):
        angle = first + i * step
        cx = centre.x() + radius * math.sin(math.radians(angle))
        cy = centre.y() + radius * (1 - math.cos(math.radians(angle)))
        placements.append(Placement(cx - card.width() / 2, cy - card.height() / 2, angle, z + i))
    return placements


def stack_layout(count: int, top_left: QPointF, offset: QPointF = QPointF(1.2, -1.6),
                 z: float = 0.0) -> list[Placement]:
    """A squared pile seen slightly from the side: each card a little up and right of the one below."""
    return [Placement(top_left.x() + i * offset.x(), top_left.y() + i * offset.y(), 0.0, z + i) for i in range(count)]


def grouped_layout(group_sizes: Sequence[int], rect: QRectF, card: QSizeF, step_ratio: float = 0.5,
                   gap_ratio: float = 0.2, align: str = "left", z: float = 0.0) -> list[list[Placement]]:
    """Groups (runs) of overlapping cards with clear gaps between groups, fitted into rect's width.

    Inside a group a card shows only its left strip (step_ratio of its width); between groups each card
    is whole plus a gap. When too wide, the gaps close first, then everything tightens together, so
    the step between groups always stays visibly larger than the step inside a group.
    """
    sizes = [size for size in group_sizes if size > 0]
    if not sizes:
        return [[] for _ in group_sizes]
    inner, between = _group_steps(sizes, rect.width(), card.width(), step_ratio, gap_ratio)
    width = card.width() + inner * (sum(sizes) - len(sizes)) + between * (len(sizes) - 1)
    x = rect.left() if align == "left" else rect.center().x() - width / 2
    top = rect.center().y() - card.height() / 2
    placed, index = [], 0
    for size in group_sizes:
        group = []
        for _ in range(size):
            group.append(Placement(x, top, 0.0, z + index))
            index += 1
            x += inner
        if size:
            x += between - inner
        placed.append(group)
    return placed


def fit_group_width(group_sizes: Sequence[int], room: float, largest: float, smallest: float,
                    step_ratio: float = 0.5, gap_ratio: float = 0.2) -> float:
    """The card width at which groups laid out by grouped_layout fit room without tightening.

    Clamped to [smallest, largest]: below smallest, grouped_layout tightens the steps instead.
    """
    sizes = [size for size in group_sizes if size > 0]
    if not sizes:
        return largest
    widths = 1 + step_ratio * (sum(sizes) - len(sizes)) + (1 + gap_ratio) * (len(sizes) - 1)
    return max(smallest, min(largest, room / widths))


def _group_steps(sizes: Sequence[int], room: float, card_w: float, step_ratio: float,
                 gap_ratio: float) -> tuple[float, float]:
    inside, gaps = sum(sizes) - len(sizes), len(sizes) - 1
    inner, between = card_w * step_ratio, card_w * (1 + gap_ratio)
    free = room - card_w

    def needed(a: float, b: float) -> float:
        return inside * a + gaps * b

    if needed(inner, between) <= free:
        return inner, between
    tight_between = max(card_w * 0.55, inner * 1.6)
    if gaps and needed(inner, tight_between) <= free:
        return inner, (free - inside * inner) / gaps
    shrink = free / max(needed(inner, tight_between), 1e-6)
    return inner * shrink, tight_between * shrink


def group_bounds(group: Sequence[Placement], card: QSizeF) -> QRectF:
    """The rectangle a laid-out group covers (for drawing a tray behind a run)."""
    if not group:
        return QRectF()
    left, right = min(p.x for p in group), max(p.x for p in group) + card.width()
    top = min(p.y for p in group)
    return QRectF(left, top, right - left, card.height())
