"""Seats around a centre, for a table of any shape: where each player's mat and the centre block go.

Two strategies, one result (a Seating):

* `arrange` fits the table to its content: mats as tall as their cards need, seats in side columns
  and a top row, the shape with the biggest readable cards chosen (below);
* `top_row` keeps one fixed shape: every other seat in a top row of equal mats, the bottom mat (the
  viewer's) alone at the bottom, and the centre the whole band between them (a trick-taking table,
  whose centre holds the trick and whose mats hold fixed contents).

In `arrange`, the bottom mat (the viewer's) is alone in the bottom band. The others go clockwise from its left: up
a left column, along a top row, down a right column. The centre block sits between the columns when
they leave it room (a wide table) or in a band of its own under them (a square or tall table). Every
such shape is sized for the largest cards it can hold, mats are as tall as their content, and the
shape with readable text and the biggest cards wins. Pure geometry: nothing here touches an item.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterator

from PySide6.QtCore import QPointF, QRectF, QSizeF

# What a shape's looks are worth, in card width (scene units), when choosing between shapes:
TEXT_BONUS = 8.0  # every info line on one line
BETWEEN_BONUS = 16.0  # the centre between the columns, seats around it as at a real table
# ... but on a table so roomy that the cards are at their largest, only for a shape that fills this much
# of the height: seats around a centre left a third of it empty (two thin bands, 3 players at 1920 x
# 1080), while a top row, the centre and the bottom mat spread over it.
BETWEEN_FILL = 0.75


@dataclass(frozen=True)
class MatSpec:
    """What a mat needs around its cards: a header, padding, room beside the cards, its text width."""

    header: float  # the name row and one info line
    line: float  # one more info line, for a mat too narrow for text_width
    footer: float  # under the cards
    pad: float  # left and right of the header text and of the cards
    beside: float  # kept free right of the cards (a chip stack, say)
    text_width: float  # the widest info line (a narrower mat wraps it onto a second line)
    min_width: float = 0.0  # the narrowest mat whose name row still fits
    across: float = 3.0  # the cards' row holds at least this many card widths
    aspect: float = 1.4  # card height / width

    def lines(self, width: float) -> int:
        return 1 if width - 2 * self.pad >= self.text_width - 0.5 else 2

    def height(self, width: float, card_w: float) -> float:
        return self.header + (self.lines(width) - 1) * self.line + card_w * self.aspect + self.footer


@dataclass(frozen=True)
class Limits:
    margin: float = 20.0
    gap: float = 16.0  # between bands and between stacked mats
    hgap: float = 24.0  # between mats side by side, and between a column and the centre
    min_card: float = 58.0
    max_card: float = 110.0
    bottom_ratio: float = 1.12  # the bottom mat's cards, a little bigger than the others'
    max_bottom_card: float = 124.0
    min_mat: float = 260.0
    max_side: float = 640.0
    max_top: float = 780.0
    max_bottom: float = 920.0
    max_aspect: float = 2.1  # a very wide table uses a band this many times as wide as tall


@dataclass(frozen=True)
class Shape:
    top: int  # mats in the top row
    side: int  # mats in each side column
    between: bool  # the centre between the columns (else in its own band under them)


@dataclass(frozen=True)
class Seating:
    size: QSizeF
    shape: Shape
    bottom: QRectF
    others: tuple[QRectF, ...]  # clockwise from the bottom mat's left
    centre: QRectF
    centre_room: float  # the width free around the centre block (for a status line)
    card_w: float  # the others' largest card width
    bottom_card_w: float

    def seat_rects(self, bottom_seat: int) -> list[QRectF]:
        """Every seat's mat: bottom_seat at the bottom, the others clockwise from its left."""
        players = len(self.others) + 1
        rects = [QRectF()] * players
        rects[bottom_seat] = QRectF(self.bottom)
        for offset, rect in enumerate(self.others, start=1):
            rects[(bottom_seat + offset) % players] = QRectF(rect)
        return rects



@dataclass(frozen=True)
class SeatedGeometry:
    """A table's geometry built around its seating: the scene's size, the centre band and the mats come
    from the seating; a game's geometry adds its own blocks as fields."""

    seating: Seating

    @property
    def size(self) -> QSizeF:
        return self.seating.size

    @property
    def centre(self) -> QRectF:
        return self.seating.centre

    def seat_rects(self, bottom_seat: int) -> list[QRectF]:
        return self.seating.seat_rects(bottom_seat)

@dataclass(frozen=True)
class RowSpec:
    """The fixed sizes of the `top_row` strategy, in scene units."""

    top_height: float  # every mat of the top row
    bottom_height: float  # the bottom mat
    max_top: float  # the widest top mat
    max_bottom: float  # the widest bottom mat
    margin: float = 14.0  # left, right and under the bottom mat
    top_margin: float = 30.0  # above the top row (room for a tab on a mat's top edge)
    gap: float = 14.0  # between the centre band and the mats above and below it
    hgap: float = 14.0  # between mats side by side


def top_row(others: int, size: QSizeF, spec: RowSpec) -> Seating:
    """Every other seat in a top row (left to right, clockwise from the bottom mat's left), the bottom
    mat centred at the bottom, and the centre the full-width band between them.

    The mats' sizes are fixed by spec (the top ones share the width, up to spec.max_top); the Seating's
    card widths are 0 (the mats' contents are sized by the game) and its centre_room is the band's width.
    """
    width, height = size.width(), size.height()
    others = max(others, 1)
    mat_w = min(spec.max_top, (width - 2 * spec.margin - (others - 1) * spec.hgap) / others)
    row = others * mat_w + (others - 1) * spec.hgap
    top = tuple(QRectF(width / 2 - row / 2 + i * (mat_w + spec.hgap), spec.top_margin, mat_w, spec.top_height)
                for i in range(others))
    bottom_w = min(spec.max_bottom, width - 2 * spec.margin)
    bottom = QRectF(width / 2 - bottom_w / 2, height - spec.margin - spec.bottom_height, bottom_w,
                    spec.bottom_height)
    band_top = spec.top_margin + spec.top_height + spec.gap
    centre = QRectF(spec.margin, band_top, width - 2 * spec.margin, bottom.top() - spec.gap - band_top)
    return Seating(QSizeF(size), Shape(others, 0, False), bottom, top, centre, centre.width(), 0.0, 0.0)


def shapes(others: int) -> Iterator[Shape]:
    """Every way to seat `others` mats in a top row and two equal side columns (preferred first)."""
    for side in range(others // 2, -1, -1):
        top = others - 2 * side
        if side:
            yield Shape(top, side, True)
        yield Shape(top, side, False)


def arrange(others: int, size: QSizeF, mat: MatSpec, centre_size: Callable[[float], QSizeF],
            limits: Limits = Limits()) -> Seating:
    """The best seating of one bottom mat and `others` around a centre block in a table of size.

    centre_size(card_w) gives the centre block's size for the others' card width (it may grow with it).
    """
    plans = [plan for shape in shapes(others) for one_line in (True, False)
             if (plan := _Plan.fit(shape, size, mat, centre_size, limits, one_line))]
    if not plans:  # a table too small for any shape: overlap rather than fail
        plans = [_Plan(shape, size, mat, centre_size, limits, limits.min_card) for shape in shapes(others)]
    best = max(plans, key=lambda plan: plan.score())
    return best.place()


@dataclass
class _Plan:
    shape: Shape
    size: QSizeF
    mat: MatSpec
    centre_size: Callable[[float], QSizeF]
    limits: Limits
    card: float = 0.0
    one_line: bool = False  # only cards small enough to leave every mat room for its text on one line

    @classmethod
    def fit(cls, shape, size, mat, centre_size, limits, one_line=False) -> "_Plan | None":
        plan = cls(shape, size, mat, centre_size, limits, one_line=one_line)
        low, high = limits.min_card, limits.max_card
        if not plan.widths_fit(low):
            return None
        plan.card = low
        if plan.fits(high):
            plan.card = high
            return plan
        if not plan.fits(low):
            return plan  # overflows: chosen only if nothing fits (see score)
        for _ in range(24):
            middle = (low + high) / 2
            low, high = (middle, high) if plan.fits(middle) else (low, middle)
        plan.card = low
        return plan

    # sizes -------------------------------------------------------------------------------------------
    def usable(self) -> QSizeF:
        margin = self.limits.margin
        height = self.size.height() - 2 * margin
        return QSizeF(min(self.size.width() - 2 * margin, height * self.limits.max_aspect), height)

    def bottom_card(self, card: float) -> float:
        return min(self.limits.max_bottom_card, max(card, card * self.limits.bottom_ratio))

    def widths(self, card: float) -> tuple[float, float, float]:
        """The widths of a side mat, a top mat and the bottom mat."""
        shape, lim, room = self.shape, self.limits, self.usable().width()
        centre = self.centre_size(card).width() + 2 * lim.hgap if shape.between else lim.hgap
        side = min(lim.max_side, (room - centre) / 2) if shape.side else 0.0
        top = min(lim.max_top, (room - (shape.top - 1) * lim.hgap) / shape.top) if shape.top else 0.0
        return side, top, min(lim.max_bottom, room)

    def widths_fit(self, card: float) -> bool:
        side, top, bottom = self.widths(card)
        mat = self.mat
        needed = max(self.limits.min_mat, mat.min_width, card * mat.across + 2 * mat.pad + mat.beside)
        if self.shape.between and self.centre_size(card).width() > self.usable().width():
            return False
        if self.one_line and any(self.mat.lines(width) > 1 for width in (side, top, bottom) if width):
            return False
        return all(width >= needed for width in (side, top) if width) and bottom >= needed

    def bands(self, card: float) -> list[float]:
        shape, gap = self.shape, self.limits.gap
        side_w, top_w, bottom_w = self.widths(card)
        centre_h = self.centre_size(card).height()
        bands = [self.mat.height(top_w, card)] if shape.top else []
        if shape.side:
            stack = shape.side * self.mat.height(side_w, card) + (shape.side - 1) * gap
            bands += [max(stack, centre_h)] if shape.between else [stack, centre_h]
        else:
            bands.append(centre_h)
        bands.append(self.mat.height(bottom_w, self.bottom_card(card)))
        return bands

    def used(self, card: float) -> float:
        bands = self.bands(card)
        return sum(bands) + (len(bands) - 1) * self.limits.gap

    def fits(self, card: float) -> bool:
        return self.widths_fit(card) and self.used(card) <= self.usable().height() + 1e-6

    def fill(self) -> float:
        """The share of the usable height the bands take (the rest is spread between them)."""
        return self.used(self.card) / max(self.usable().height(), 1.0)

    def score(self) -> tuple:
        """Fitting first; then bigger cards, give or take the bonuses for looks; then the shape that
        fills more of the height (cards at their largest on a roomy table); then fewer bands."""
        side, top, bottom = self.widths(self.card)
        one_line = all(self.mat.lines(width) == 1 for width in (side, top, bottom) if width)
        overflow = max(0.0, self.used(self.card) - self.usable().height())
        capped = self.card >= self.limits.max_card - 0.5  # the cards can grow no more: room to spare
        around = self.shape.between and (not capped or self.fill() >= BETWEEN_FILL)
        looks = (TEXT_BONUS if one_line else 0.0) + (BETWEEN_BONUS if around else 0.0)
        return (-round(overflow), round(self.card + looks), round(min(self.fill(), 1.0), 1),
                -len(self.bands(self.card)))

    # placing -------------------------------------------------------------------------------------------
    def place(self) -> Seating:
        shape, lim, card = self.shape, self.limits, self.card
        side_w, top_w, bottom_w = self.widths(card)
        bands = self.bands(card)
        width, usable = self.size.width(), self.usable()
        spacing = lim.gap + max(0.0, usable.height() - self.used(card)) / (len(bands) + 1)
        y = lim.margin + spacing - lim.gap
        left, right = (width - usable.width()) / 2, (width + usable.width()) / 2
        centre = self.centre_size(card)
        band = iter(bands)
        top_row: list[QRectF] = []
        if shape.top:
            height = next(band)
            row = shape.top * top_w + (shape.top - 1) * lim.hgap
            top_row = [QRectF(width / 2 - row / 2 + i * (top_w + lim.hgap), y, top_w, height)
                       for i in range(shape.top)]
            y += height + spacing
        left_column: list[QRectF] = []
        right_column: list[QRectF] = []
        centre_rect = QRectF()
        room = usable.width()
        if shape.side:
            height = next(band)
            mat_h = self.mat.height(side_w, card)
            stack = shape.side * mat_h + (shape.side - 1) * lim.gap
            top = y + (height - stack) / 2
            for i in range(shape.side):
                row_y = top + i * (mat_h + lim.gap)
                left_column.insert(0, QRectF(left, row_y, side_w, mat_h))
                right_column.append(QRectF(right - side_w, row_y, side_w, mat_h))
            if shape.between:
                centre_rect = _centred(centre, QPointF(width / 2, y + height / 2))
                room = usable.width() - 2 * (side_w + lim.hgap)
            y += height + spacing
        if centre_rect.isNull():
            height = next(band)
            centre_rect = _centred(centre, QPointF(width / 2, y + height / 2))
            y += height + spacing
        bottom_h = next(band)
        bottom = QRectF(width / 2 - bottom_w / 2, y, bottom_w, bottom_h)
        return Seating(QSizeF(self.size), shape, bottom, tuple(left_column + top_row + right_column), centre_rect,
                       room, card, self.bottom_card(card))


def _centred(size: QSizeF, centre: QPointF) -> QRectF:
    return QRectF(centre.x() - size.width() / 2, centre.y() - size.height() / 2, size.width(), size.height())
