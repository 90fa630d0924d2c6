"""Vector-drawn cards, painted with QPainter and kept in a pixmap cache per (face, device size).

Nothing here is bitmap art: a card is redrawn for every pixel size it is shown at, so it stays crisp
at any window size and on high-DPI screens. The cache is bounded by the bytes of its pixmaps, not by their
number: the tables size cards to fit their hands, so one session meets many sizes, and 600 pixmaps of the
larger ones held some 30 MB of pictures no table showed any more. A colour key always comes with a symbol shape (circle,
square, triangle...) drawn on the card, so colour is never the only cue.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (QColor, QFont, QIcon, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap, QPolygonF,
                           QRadialGradient)

CARD_ASPECT = 1.4  # height / width, as a poker card (63 x 88 mm)
UNIT_WIDTH = 100.0  # cards are designed on a 100-unit-wide grid, scaled to the pixel size wanted
CACHE_BYTES = 6 * 2**20  # a table's cards: about 1.5 MB at 1:1, 6 MB on a 2x screen; the least recently used go first

FONT_FAMILIES = ["Inter", "Segoe UI", "Noto Sans", "Cantarell", "Helvetica Neue", "Arial", "DejaVu Sans"]


def ui_font(pixel_size: float, bold: bool = False, condensed: bool = False) -> QFont:
    """The clean sans-serif used on cards and on the table; sizes are in scene (or card) units."""
    font = QFont()
    font.setFamilies(FONT_FAMILIES)
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setPixelSize(max(1, round(pixel_size)))
    font.setWeight(QFont.Weight.Bold if bold else QFont.Weight.Normal)
    if condensed:
        font.setStretch(QFont.Stretch.SemiCondensed)
    return font


@dataclass(frozen=True)
class ColourStyle:
    """A card colour and the shape that names it without colour; symbol None = decoration only."""

    colour: str
    symbol: str | None


PALETTE: dict[str, ColourStyle] = {
    "red": ColourStyle("#d8433b", "circle"),
    "blue": ColourStyle("#2f6fd6", "square"),
    "green": ColourStyle("#2e9a58", "triangle"),
    "yellow": ColourStyle("#e2ad17", "diamond"),
    "purple": ColourStyle("#8a55c9", "star"),
    "orange": ColourStyle("#ea7424", "cross"),
    "brown": ColourStyle("#8d5a3b", "hexagon"),
    "grey": ColourStyle("#59606b", "ring"),
    "plain": ColourStyle("#5b6470", None),
}

SYMBOLS = ("circle", "square", "triangle", "diamond", "star", "cross", "hexagon", "ring")


@dataclass(frozen=True)
class CardFace:
    """What a card shows. Hashable, so it keys the pixmap cache."""

    rank_text: str = ""
    colour: str = "plain"  # a PALETTE entry
    face_down: bool = False
    caption: str = ""
    tint: ColourStyle | None = None  # a game's own colour, instead of the palette's

    @property
    def style(self) -> ColourStyle:
        return self.tint or PALETTE.get(self.colour, PALETTE["plain"])


BACK = CardFace(face_down=True)

_cache: "OrderedDict[tuple, QPixmap]" = OrderedDict()
_cached_bytes = 0


def card_pixmap(face: CardFace, width_px: float, height_px: float, dpr: float = 1.0) -> QPixmap:
    """The card drawn at width_px x height_px logical pixels on a screen of device pixel ratio dpr.

    The pixmap has (round(width_px*dpr), round(height_px*dpr)) device pixels and carries dpr, so it
    paints 1:1 on the screen. Rendered once per (face, device size) and then reused.
    """
    device_w = max(1, round(width_px * dpr))
    device_h = max(1, round(height_px * dpr))
    key = (BACK if face.face_down else face, device_w, device_h, round(dpr, 3))
    pixmap = _cache.get(key)
    if pixmap is not None:
        _cache.move_to_end(key)
        return pixmap
    global _cached_bytes
    pixmap = render_card(key[0], device_w, device_h)
    pixmap.setDevicePixelRatio(dpr)
    _cache[key] = pixmap
    _cached_bytes += _pixmap_bytes(pixmap)
    while _cached_bytes > CACHE_BYTES and len(_cache) > 1:
        _, old = _cache.popitem(last=False)  # least recently used: old sizes fall out first
        _cached_bytes -= _pixmap_bytes(old)
    return pixmap


def _pixmap_bytes(pixmap: QPixmap) -> int:
    return pixmap.width() * pixmap.height() * max(1, pixmap.depth()) // 8


def cache_size() -> int:
    return len(_cache)


def cache_bytes() -> int:
    """The bytes of the pixmaps the cache holds."""
    return _cached_bytes


def clear_cache() -> None:
    global _cached_bytes
    _cache.clear()
    _cached_bytes = 0


def render_card(face: CardFace, device_w: int, device_h: int) -> QPixmap:
    """Paint a card on a transparent pixmap of exactly device_w x device_h pixels."""
    pixmap = QPixmap(device_w, device_h)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    scale = device_w / UNIT_WIDTH
    painter.scale(scale, scale)
    height = device_h / scale
    if face.face_down:
        _paint_back(painter, height)
    else:
        _paint_front(painter, face, height)
    painter.end()
    return pixmap


def card_rect(top_left: QPointF, width: float) -> QRectF:
    """The place a card width wide takes from top_left (an empty slot's outline, a pile's card)."""
    return QRectF(top_left, QSizeF(width, width * CARD_ASPECT))


def card_outline(width: float, height: float) -> QPainterPath:
    """The rounded outline of a card of the given size (also used for shadows and highlights)."""
    path = QPainterPath()
    radius = width * 0.08
    path.addRoundedRect(QRectF(0, 0, width, height), radius, radius)
    return path


# --- the front ------------------------------------------------------------------------------------------

def _paint_front(painter: QPainter, face: CardFace, height: float) -> None:
    tint = QColor(face.style.colour)
    ink = tint.darker(165)
    body = QRectF(0.5, 0.5, UNIT_WIDTH - 1, height - 1)
    paper = QLinearGradient(0, 0, 0, height)
    paper.setColorAt(0, QColor("#fffdf7"))
    paper.setColorAt(1, QColor("#f1ede2"))
    painter.setPen(QPen(QColor(0, 0, 0, 110), 0.9))
    painter.setBrush(paper)
    painter.drawRoundedRect(body, 8, 8)
    _paint_frame(painter, tint, height)
    _paint_corners(painter, face, ink, tint, height)
    _paint_centre(painter, face, ink, tint, height)


def _paint_frame(painter: QPainter, tint: QColor, height: float) -> None:
    """A thin tinted frame with a light wash: the value band reads at a glance, the number decides."""
    wash = QColor(tint)
    wash.setAlpha(26)
    painter.setPen(QPen(tint, 1.8))
    painter.setBrush(wash)
    painter.drawRoundedRect(QRectF(5, 5, UNIT_WIDTH - 10, height - 10), 5, 5)


def _paint_corners(painter: QPainter, face: CardFace, ink: QColor, tint: QColor, height: float) -> None:
    # Both corner numbers stay upright: in an overlapped run only the left strip shows, and an upside
    # down "6" or "9" would be misread.
    painter.setFont(ui_font(_corner_font_size(face.rank_text), bold=True, condensed=True))
    painter.setPen(ink)
    painter.drawText(QRectF(9, 7, 80, 36), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, face.rank_text)
    painter.drawText(QRectF(11, height - 45, 80, 38), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
                     face.rank_text)
    if face.style.symbol:
        _paint_symbol(painter, face.style.symbol, QRectF(10, 43, 12, 12), tint, ink)
        _paint_symbol(painter, face.style.symbol, QRectF(UNIT_WIDTH - 22, height - 55, 12, 12), tint, ink)


def _corner_font_size(rank_text: str) -> float:
    return 32 if len(rank_text) <= 2 else 22


def _paint_centre(painter: QPainter, face: CardFace, ink: QColor, tint: QColor, height: float) -> None:
    centre_y = height / 2 - (7 if face.caption else 0)
    medallion = QRectF(UNIT_WIDTH / 2 - 26, centre_y - 26, 52, 52)
    light = QColor(tint)
    light.setAlpha(52)
    painter.setPen(QPen(tint, 2.4))
    painter.setBrush(light)
    painter.drawPath(symbol_path(face.style.symbol or "circle", medallion))
    painter.setPen(ink)
    painter.setFont(ui_font(36 if len(face.rank_text) <= 2 else 26, bold=True))
    painter.drawText(medallion, Qt.AlignmentFlag.AlignCenter, face.rank_text)
    if face.caption:
        painter.setFont(ui_font(11, bold=True))
        painter.drawText(QRectF(8, centre_y + 29, UNIT_WIDTH - 16, 16), Qt.AlignmentFlag.AlignCenter, face.caption)


def _paint_symbol(painter: QPainter, symbol: str, rect: QRectF, fill: QColor, outline: QColor) -> None:
    painter.setPen(QPen(outline, 1.0))
    painter.setBrush(fill)
    painter.drawPath(symbol_path(symbol, rect))


def symbol_icon(style: ColourStyle, size: int) -> QIcon:
    """A colour's symbol drawn in its colour on a size × size icon, outlined so that it shows on any button
    (a colour's button names the colour too: colour is never the only cue)."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#222222"), 1.5))
    painter.setBrush(QColor(style.colour))
    painter.drawPath(symbol_path(style.symbol or "circle", QRectF(3, 3, size - 6, size - 6)))
    painter.end()
    return QIcon(pixmap)


def symbol_path(symbol: str, rect: QRectF) -> QPainterPath:
    """The shape that stands for a colour, fitted in rect."""
    path = QPainterPath()
    c, r = rect.center(), min(rect.width(), rect.height()) / 2
    if symbol == "square":
        path.addRect(QRectF(c.x() - r * 0.85, c.y() - r * 0.85, r * 1.7, r * 1.7))
    elif symbol in ("triangle", "diamond", "star", "hexagon"):
        path.addPolygon(_polygon(symbol, c, r))
        path.closeSubpath()
    elif symbol == "cross":
        arm = r * 0.36
        path.addRect(QRectF(c.x() - r, c.y() - arm, 2 * r, 2 * arm))
        path.addRect(QRectF(c.x() - arm, c.y() - r, 2 * arm, 2 * r))
        path = path.simplified()
    elif symbol == "ring":
        path.addEllipse(c, r, r)
        path.addEllipse(c, r * 0.5, r * 0.5)  # odd-even fill leaves the hole
    else:
        path.addEllipse(c, r, r)
    return path


def _polygon(symbol: str, c: QPointF, r: float) -> QPolygonF:
    if symbol == "star":
        radii = [r if i % 2 == 0 else r * 0.45 for i in range(10)]
        return _regular(c, radii, -90)
    if symbol == "hexagon":
        return _regular(c, [r] * 6, 0)
    if symbol == "diamond":
        return _regular(c, [r] * 4, -90)
    triangle = _regular(c, [r * 1.12] * 3, -90)
    return triangle.translated(0, r * 0.18)  # optical centre: a triangle looks high when centred exactly


def _regular(c: QPointF, radii: list[float], start_deg: float) -> QPolygonF:
    step = 360 / len(radii)
    return QPolygonF([QPointF(c.x() + rad * math.cos(math.radians(start_deg + i * step)),
                              c.y() + rad * math.sin(math.radians(start_deg + i * step)))
                      for i, rad in enumerate(radii)])


# --- the back -------------------------------------------------------------------------------------------

def _paint_back(painter: QPainter, height: float) -> None:
    body = QRectF(0.5, 0.5, UNIT_WIDTH - 1, height - 1)
    gradient = QRadialGradient(QPointF(UNIT_WIDTH / 2, height / 2), height * 0.7)
    gradient.setColorAt(0, QColor("#2d4f8e"))
    gradient.setColorAt(1, QColor("#172c58"))
    painter.setPen(QPen(QColor(0, 0, 0, 130), 0.9))
    painter.setBrush(QColor("#fbf8f0"))
    painter.drawRoundedRect(body, 8, 8)
    inner = QRectF(6, 6, UNIT_WIDTH - 12, height - 12)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(gradient)
    painter.drawRoundedRect(inner, 5, 5)
    _paint_lattice(painter, inner)
    _paint_emblem(painter, inner.center())


def _paint_lattice(painter: QPainter, inner: QRectF) -> None:
    clip = QPainterPath()
    clip.addRoundedRect(inner, 5, 5)
    painter.save()
    painter.setClipPath(clip)
    painter.setPen(QPen(QColor(255, 255, 255, 38), 1.1))
    span = inner.width() + inner.height()
    step = 11.0
    offset = -inner.height()
    while offset < inner.width():
        x = inner.left() + offset
        painter.drawLine(QPointF(x, inner.top()), QPointF(x + span, inner.top() + span))
        painter.drawLine(QPointF(x + inner.height(), inner.top()), QPointF(x + inner.height() - span,
                                                                            inner.top() + span))
        offset += step
    painter.restore()


def _paint_emblem(painter: QPainter, centre: QPointF) -> None:
    painter.setPen(QPen(QColor(255, 255, 255, 190), 2.0))
    painter.setBrush(QColor("#1d3768"))
    painter.drawEllipse(centre, 20, 20)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 200))
    painter.drawPath(symbol_path("star", QRectF(centre.x() - 12, centre.y() - 12, 24, 24)))
